import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { openLocalDb } from "../scripts/lib/local-db";
import { apiProbes, type Probe } from "./api-probes";
import { report, root } from "./lib";
import { dataDir, quantile, round } from "./lib-db";
import { bin, run, type Server, startWorker, statFields, stopOnExit, waitFor } from "./local-worker";
import { routeSearchMix } from "./search-scale";

/**
 * Two API targets of docs/performance.md, through the local Worker (wrangler's dev server, workerd):
 *
 * 1. Throughput: a mixed read workload (session check + list + detail) at 50
 *    connections against a bare Hono route on the same runtime, in one run.
 * 2. CPU per request: the CPU the workerd processes spend on one request,
 *    sent one at a time, read from /proc (workerd's timers stop during CPU work).
 *
 * Everything runs on loopback against throwaway state under .wrangler/bench-api-state;
 * every run is bounded in time and every spawned server is stopped in a finally.
 */

const APP_PORT = 8799;
const BARE_PORT = 8798;
const CONNECTIONS = 50;
/** bare, mixed, bare, mixed: interleaved so a noisy neighbour hurts both sides alike. */
const ROUNDS = 2;
const WARM_UP_SECONDS = 2;
const RATIO_TARGET = 0.5;

const CPU_SAMPLES = 200;
const CPU_WARM_UP = 10;
const CPU_TARGET_P99_MS = 5;
/** Pause before each sampled request, so the previous one's trailing work is over. */
const GAP_MS = 5;
/** Read CPU this long after the response, so work after it (waitUntil) is counted too. */
const SETTLE_MS = 5;
/** Window of the idle reading, about one request's window. */
const IDLE_WINDOW_MS = 20;

// ---------------------------------------------------------------- state

/** Real YC companies when the shared data is there, else the project's small fixture. */
function prospectFile() {
  const real = path.join(dataDir, "ycombinator/companies.json");
  return existsSync(real) ? real : path.join(root, "tests/fixtures/yc-companies.json");
}

/**
 * A fresh local D1 for the app: migrations, then prospects through the app's
 * own import CLI. Then one bench-only change, made before the server starts so
 * the server never shares the file with this process: the Agency plan gets a
 * search limit of 1,000,000 and a trigger puts every new user on it, so the
 * user signed up later through the API can run hundreds of searches, on the
 * paid path (25 results a search, heavier than Free's 10).
 * Returns the prospect count.
 */
export async function prepareAppState(persist: string) {
  rmSync(persist, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const file = prospectFile();
  await run(bin("tsx"), [
    "scripts/import-prospects.ts",
    file,
    "--format",
    "ycombinator",
    "--persist",
    persist,
    "--quiet",
  ]);
  const { client } = openLocalDb(persist);
  try {
    await client.batch(
      [
        "update plans set searches_limit = 1000000 where id = 'agency'",
        `create trigger bench_sign_up_on_agency after insert on users
         begin update users set plan_id = 'agency' where id = new.id; end`,
      ],
      "write",
    );
    const count = Number((await client.execute("select count(*) as n from prospects")).rows[0]?.n ?? 0);
    if (!count) throw new Error(`No prospects were imported from ${file}`);
    return { prospectsFile: path.relative(root, file), prospects: count };
  } finally {
    client.close();
  }
}

// ---------------------------------------------------------------- API calls

async function call(base: string, method: "GET" | "POST", urlPath: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(base + urlPath, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, res };
}

/** Fails the bench loudly unless the route answers `status`. */
async function expectStatus(
  base: string,
  method: "GET" | "POST",
  urlPath: string,
  status: number,
  cookie?: string,
  body?: unknown,
) {
  const r = await call(base, method, urlPath, cookie, body);
  if (r.status !== status) {
    throw new Error(`${method} ${urlPath} answered ${r.status}, expected ${status}: ${r.text.slice(0, 300)}`);
  }
  return r;
}

/** Signs a new user up through the API and returns the session cookie (name=value). */
async function signUp(base: string) {
  const { res } = await expectStatus(base, "POST", "/api/auth/sign-up", 201, undefined, {
    name: "Bench User",
    email: `bench-${Date.now()}@example.com`,
    password: "Bench-Throughput-2026",
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("leadsmith_session="));
  if (!cookie) throw new Error("sign-up set no leadsmith_session cookie");
  return cookie;
}

/**
 * Runs 20 searches (the list route returns the newest 20, so it is full) and
 * checks every route of the workload answers 200 with real content. A user
 * may open only prospects a search delivered to them, so the detail reads use
 * ids from these searches' results. Returns the cookie and those ids.
 */
export async function prepareUser(base: string) {
  const cookie = await signUp(base);
  const me = JSON.parse((await expectStatus(base, "GET", "/api/auth/me", 200, cookie)).text);
  if (me.plan?.id !== "agency") throw new Error(`the bench user is on plan ${me.plan?.id}, expected agency`);
  const delivered = new Set<number>();
  for (let i = 0; i < 20; i++) {
    const found = await expectStatus(base, "POST", "/api/search", 200, cookie, {
      query: routeSearchMix[i % routeSearchMix.length],
    });
    for (const r of JSON.parse(found.text).results as { id: number }[]) delivered.add(r.id);
  }
  const ids = [...delivered].slice(0, 20);
  if (!ids.length) throw new Error("the bench searches delivered no prospects");
  const list = JSON.parse((await expectStatus(base, "GET", "/api/searches", 200, cookie)).text);
  if (!list.searches?.length) throw new Error("GET /api/searches returned no searches");
  for (const id of ids) await expectStatus(base, "GET", `/api/prospects/${id}`, 200, cookie);
  await expectStatus(base, "GET", "/api/health", 200);
  await expectStatus(base, "GET", "/api/waitlist/stats", 200);
  return { cookie, ids };
}

// ---------------------------------------------------------------- throughput

type Target = { url: string; headers?: Record<string, string>; requests?: autocannon.Request[] };

function load(target: Target, seconds: number) {
  return autocannon({ ...target, connections: CONNECTIONS, duration: seconds });
}

/** Each connection loops over session check, list and detail, one prospect after another. */
function mixedTarget(base: string, cookie: string, ids: number[]): Target {
  const requests = ids.slice(0, 5).flatMap((id): autocannon.Request[] => [
    { method: "GET", path: "/api/auth/me" },
    { method: "GET", path: "/api/searches" },
    { method: "GET", path: `/api/prospects/${id}` },
  ]);
  return { url: base, headers: { cookie }, requests };
}

/** Pools rounds: requests/s over all of them, mean p50, worst p99, every error and non-2xx. */
export function pooled(runs: autocannon.Result[]) {
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  const seconds = runs.reduce((n, r) => n + r.duration, 0);
  return {
    requestsPerSec: Math.round(total / seconds),
    latencyP50ms: round(runs.reduce((n, r) => n + r.latency.p50, 0) / runs.length, 1),
    latencyP99ms: Math.max(...runs.map((r) => r.latency.p99)),
    errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
    requests: total,
    perRoundRequestsPerSec: runs.map((r) => Math.round(r.requests.total / r.duration)),
  };
}

async function throughput(bare: Target, mixed: Target, seconds: number) {
  await load(bare, WARM_UP_SECONDS);
  await load(mixed, WARM_UP_SECONDS);
  const bareRuns: autocannon.Result[] = [];
  const mixedRuns: autocannon.Result[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    bareRuns.push(await load(bare, seconds));
    mixedRuns.push(await load(mixed, seconds));
  }
  const b = pooled(bareRuns);
  const m = pooled(mixedRuns);
  const ratio = round(m.requestsPerSec / b.requestsPerSec);
  return {
    connections: CONNECTIONS,
    secondsPerRound: seconds,
    rounds: ROUNDS,
    bare: b,
    mixed: m,
    ratioMixedToBare: ratio,
    target: RATIO_TARGET,
    meetsTarget: ratio >= RATIO_TARGET && b.errors === 0 && m.errors === 0,
  };
}

// ---------------------------------------------------------------- CPU per request

/**
 * The processes of one dev server: `proxy` is the workerd listening on the
 * dev port (wrangler's proxy, in front of the Worker),
 * `runtime` the workerd running the Worker and the local D1, `wrangler` the
 * Node processes (and esbuild) around them.
 */
type Role = "proxy" | "runtime" | "wrangler";
type DevProcess = { pid: number; role: Role };

function devProcesses(rootPid: number, port: number): DevProcess[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(statFields(name)[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // exited while listing
    }
  }
  const found: DevProcess[] = [];
  const queue = [rootPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    queue.push(...(children.get(pid) ?? []));
    try {
      const workerd = readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd";
      const listensOnPort = readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`entry=127.0.0.1:${port}\0`);
      found.push({ pid, role: !workerd ? "wrangler" : listensOnPort ? "proxy" : "runtime" });
    } catch {
      // exited while listing
    }
  }
  if (!found.some((p) => p.role === "runtime")) throw new Error(`no workerd runtime under wrangler (pid ${rootPid})`);
  return found;
}

/** Nanoseconds on CPU of every thread of `pid` (first field of schedstat). */
function cpuNs(pid: number) {
  let ns = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // thread ended between listing and reading
      }
    }
  } catch {
    // process ended (a helper such as esbuild may come and go)
  }
  return ns;
}

function cpuReading(processes: DevProcess[]) {
  const ns: Record<Role, number> = { proxy: 0, runtime: 0, wrangler: 0 };
  for (const p of processes) ns[p.role] += cpuNs(p.pid);
  return ns;
}

const cpuStats = (ms: number[]) => ({
  p50: round(quantile(ms, 0.5)),
  p99: round(quantile(ms, 0.99)),
  max: round(Math.max(...ms)),
});

/**
 * Sends `probe` one request at a time (or, with no probe, just waits) and
 * returns the CPU each took, in ms: `ms` of both workerd processes (the figure
 * the target is read on), `runtimeMs` without the dev proxy, `wranglerMs` of
 * wrangler's Node processes (not workerd, not counted in `ms`).
 */
async function sampleCpu(base: string, processes: DevProcess[], probe: Probe | null, cookie?: string) {
  const samples = { ms: [] as number[], runtimeMs: [] as number[], wranglerMs: [] as number[] };
  for (let i = 0; i < CPU_WARM_UP + CPU_SAMPLES; i++) {
    await sleep(GAP_MS);
    const before = cpuReading(processes);
    if (probe) {
      await expectStatus(base, probe.method, probe.path, probe.status, cookie, probe.body?.(i));
      await sleep(SETTLE_MS);
    } else {
      await sleep(IDLE_WINDOW_MS);
    }
    const after = cpuReading(processes);
    if (i < CPU_WARM_UP) continue;
    const runtime = (after.runtime - before.runtime) / 1e6;
    samples.ms.push(runtime + (after.proxy - before.proxy) / 1e6);
    samples.runtimeMs.push(runtime);
    samples.wranglerMs.push((after.wrangler - before.wrangler) / 1e6);
  }
  return {
    ms: cpuStats(samples.ms),
    runtimeMs: cpuStats(samples.runtimeMs),
    wranglerMs: cpuStats(samples.wranglerMs),
  };
}

/** Run before the load test: after it, workerd does seconds of deferred work (GC) that would land in the samples. */
async function cpuPerRequest(app: Server, bare: Server, cookie: string, ids: number[]) {
  const appProcesses = devProcesses(app.pid, app.port);
  const idle = await sampleCpu(app.base, appProcesses, null);
  const bareRoute = await sampleCpu(bare.base, devProcesses(bare.pid, bare.port), {
    method: "GET",
    path: "/",
    status: 200,
  });
  const routes: Record<string, Awaited<ReturnType<typeof sampleCpu>>> = {};
  for (const [name, probe] of Object.entries(apiProbes(ids[0] as number, Date.now().toString(36)))) {
    routes[name] = await sampleCpu(app.base, appProcesses, probe, cookie);
  }
  const entries = Object.entries(routes);
  const slowest = entries.reduce((a, b) => (b[1].ms.p99 > a[1].ms.p99 ? b : a));
  return {
    samplesPerRoute: CPU_SAMPLES,
    targetP99Ms: CPU_TARGET_P99_MS,
    devProxyFound: appProcesses.some((p) => p.role === "proxy"),
    idle,
    bareRoute,
    routes,
    slowestRoute: slowest[0],
    meetsTarget: entries.every(([, r]) => r.ms.p99 <= CPU_TARGET_P99_MS),
    meetsTargetExcludingDevProxy: entries.every(([, r]) => r.runtimeMs.p99 <= CPU_TARGET_P99_MS),
  };
}

// ---------------------------------------------------------------- the bench

const method = {
  throughput: [
    `autocannon, ${CONNECTIONS} keep-alive connections, against two local dev servers started the same way`,
    "(bench/serve-worker.ts: wrangler's unstable_startWorker, workerd, no DevTools inspector): the bare Hono worker of bench/bare-worker (GET / answering small JSON, no bindings) and the app",
    "on a fresh local D1 (migrations, YC companies imported with scripts/import-prospects.ts). In the mixed workload",
    "each connection loops over GET /api/auth/me, GET /api/searches (20 rows), GET /api/prospects/:id (5 ids in turn)",
    "with the session cookie of a user signed up through POST /api/auth/sign-up. A warm-up of each, then bare, mixed,",
    "bare, mixed; each side pools its rounds: requests/s = all requests / all seconds, p50 = mean of the rounds, p99 =",
    "the worst round, errors = socket errors + non-2xx.",
  ].join(" "),
  cpu: [
    "CPU time per request, read from outside (workerd's clock does not advance during CPU work): the first field of",
    "/proc/<pid>/task/*/schedstat (ns on CPU) summed over every thread of a process, read before one request and",
    `${SETTLE_MS} ms after its response (so work after the response, such as waitUntil, counts). One request at a`,
    `time, a ${GAP_MS} ms pause before each, ${CPU_WARM_UP} warm-up requests then ${CPU_SAMPLES} sampled per route, before`,
    "the load test. `ms` is both workerd processes wrangler spawned: its dev proxy, which receives the request and",
    "forwards it, and the runtime running the Worker, which also runs miniflare's D1 shim and local SQLite. The",
    "servers run without wrangler's DevTools inspector: `wrangler dev` enables the inspector's Network domain and",
    "relays every inspector message to its Node process, which adds CPU to every D1 call (a subrequest) and is not",
    "there in production. In production there is no proxy either and the SQLite work is D1's, so `ms` is an",
    "upper bound on the Worker's CPU; `runtimeMs` leaves out the dev proxy; `wranglerMs` is wrangler's Node processes,",
    `shown for scale and not in \`ms\`. Idle background is not subtracted: \`idle\` is the same reading over`,
    `${IDLE_WINDOW_MS} ms with no request. \`bareRoute\` is the same reading for the bare Hono route: what this runtime`,
    "costs per request on this machine before any app code. POST /api/search runs as a paid-plan user (25 results);",
    "POST /api/waitlist uses a new e-mail each time; password hashing (sign-up, sign-in) is not measured.",
  ].join(" "),
};

export async function apiThroughput(seconds = 5) {
  const loadAverage1m = round(os.loadavg()[0] ?? 0);
  const state = path.join(root, ".wrangler/bench-api-state");
  const setup = await prepareAppState(path.join(state, "app"));
  const servers: Server[] = [];
  const release = stopOnExit(servers);
  try {
    const app = await startWorker(APP_PORT, path.join(state, "app"));
    servers.push(app);
    const bare = await startWorker(BARE_PORT, path.join(state, "bare"), "bench/bare-worker/wrangler.toml");
    servers.push(bare);
    await waitFor(app, "/api/health");
    await waitFor(bare, "/");
    const { cookie, ids } = await prepareUser(app.base);
    const cpu = await cpuPerRequest(app, bare, cookie, ids);
    const rates = await throughput({ url: `${bare.base}/` }, mixedTarget(app.base, cookie, ids), seconds);
    report("api-throughput", {
      method,
      machine: { cpus: os.cpus().length, loadAverage1m },
      data: { prospectsFile: setup.prospectsFile, prospects: setup.prospects },
      throughput: rates,
      cpuPerRequest: cpu,
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    release();
  }
}
