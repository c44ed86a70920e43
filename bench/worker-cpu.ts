import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { app } from "#functions/app";
import type { Bindings } from "#functions/env";
import { apiProbes, type Probe } from "./api-probes";
import { D1OverLibsql, processCpuNs, threadCpuClock } from "./d1-over-libsql";
import { report, root } from "./lib";
import { dataDir, freshDb, importFile, loadGenerated, quantile, round } from "./lib-db";

/**
 * docs/performance.md, API row: "Worker CPU per request, every route but password hashing:
 * p99 <= 5 ms". workerd's clock stands still while code runs, and locally its
 * CPU also holds miniflare's D1 simulator (bench/api-throughput.ts measures
 * that whole). So this runs the Worker's own code (the Hono app, exactly as
 * deployed) in Node, one request at a time, over a libSQL database holding the
 * real YC companies, and takes the CPU of each request minus the CPU spent
 * inside SQLite (D1's work in production; see d1-over-libsql.ts). Work the
 * request leaves to waitUntil is counted too.
 */

const CHILD_FLAG = "--worker-cpu-child";
const SAMPLES = 500;
const WARM_UP = 50;
const TARGET_P99_MS = 5;
const ORIGIN = "http://localhost:8787";

/** KV as the Worker uses it (get/put/delete); sign-up stores a one-time code in it. */
function memoryKv() {
  const values = new Map<string, string>();
  return {
    async get(key: string, type?: "json" | "text") {
      const v = values.get(key);
      return v === undefined ? null : type === "json" ? JSON.parse(v) : v;
    },
    async put(key: string, value: string) {
      values.set(key, value);
    },
    async delete(key: string) {
      values.delete(key);
    },
  };
}

/**
 * The live-count Durable Object is another Worker: a new sign-up only sends it
 * one request (a subrequest, waiting on I/O), which answers at once here.
 */
const liveObject = {
  idFromName: (name: string) => name,
  get: () => ({ fetch: async () => new Response(null, { status: 204 }) }),
};

/**
 * The Worker's Hono app over a fresh libSQL copy holding the real YC companies (or generated
 * rows), signed in as a paid-plan user with 20 searches in its history: `send` runs one request
 * and its waitUntil work. Also used by one-off profiling scripts (docs/performance.md, "Search speed").
 */
export async function workerHarness() {
  const bench = await freshDb("worker-cpu");
  // The real companies when ../shared/data is there; otherwise as many generated rows, said in the report.
  const real = path.join(dataDir, "ycombinator/companies.json");
  const haveReal = existsSync(real);
  const data = haveReal ? "real YC companies" : `generated rows (${dataDir} is not here)`;
  if (!haveReal) console.log(`worker-cpu: ${dataDir} is not here, so 4,000 generated prospects stand in.`);
  const prospects = haveReal
    ? (await importFile(bench, real, "ycombinator")).report.inserted
    : (await loadGenerated(bench, 4000, Date.now())).rows;
  const threadCpuNs = await threadCpuClock();
  const db = new D1OverLibsql(bench.client, threadCpuNs);
  const env = {
    DB: db,
    KV: memoryKv(),
    WAITLIST_LIVE: liveObject,
    APP_NAME: "Leadsmith",
    APP_ORIGIN: ORIGIN,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SOURCES: "[]",
  } as unknown as Bindings;
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {} };

  let cookie = "";
  const send = async (probe: Probe, i: number, worker: Pick<typeof app, "fetch"> = app) => {
    const body = probe.body?.(i);
    const res = await worker.fetch(
      new Request(`${ORIGIN}${probe.path}`, {
        method: probe.method,
        headers: {
          cookie,
          origin: ORIGIN,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      env,
      ctx as never,
    );
    const text = await res.text();
    await Promise.all(pending.splice(0));
    if (res.status !== probe.status) {
      throw new Error(`${probe.method} ${probe.path}: ${res.status}, expected ${probe.status}: ${text.slice(0, 300)}`);
    }
    return res;
  };

  // A user on a paid plan with room for every search this bench runs (sign-up itself hashes a password: not measured).
  const signUp = await send(
    {
      method: "POST",
      path: "/api/auth/sign-up",
      status: 201,
      body: () => ({ name: "Bench User", email: "bench@example.com", password: "Bench-Password-2026" }),
    },
    0,
  );
  cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0] as string;
  await bench.client.execute("update plans set searches_limit = 1000000 where id = 'agency'");
  await bench.client.execute("update users set plan_id = 'agency' where email = 'bench@example.com'");
  // 20 searches first, so the search history list is full; the detail read opens one of
  // their results (a user may open only prospects a search delivered to them).
  const searchProbe = apiProbes(0, "cpu")["POST /api/search"] as Probe;
  for (let i = 0; i < 20; i++) await send(searchProbe, i);
  const { rows } = await bench.client.execute("select prospect_id as id from search_results order by random() limit 1");
  const probes = apiProbes(Number(rows[0]?.id), "cpu");
  return { bench, db, send, probes, prospects, data, threadCpuNs };
}

type RouteCpu = {
  /** Process CPU, every thread (the method this bench began with). */
  p50: number;
  p99: number;
  max: number;
  sqlP50Ms: number;
  /** The same requests on the thread's own CPU clock (see threadCpuClock). */
  thread: { p50: number; p99: number; max: number };
};

/** Every route's CPU per request, measured in this process; written to `out` for the parent. */
async function measure(out: string) {
  const { bench, db, send, probes, prospects, data, threadCpuNs } = await workerHarness();
  try {
    const routes: Record<string, RouteCpu> = {};
    for (const [name, probe] of Object.entries(probes)) {
      const workerMs: number[] = [];
      const threadMs: number[] = [];
      const sqlMs: number[] = [];
      for (let i = 0; i < WARM_UP + SAMPLES; i++) {
        const sql0 = db.sqlNs;
        const threadSql0 = db.sqlThreadNs;
        const thread0 = threadCpuNs();
        const cpu0 = processCpuNs();
        await send(probe, 100 + i);
        const cpu = processCpuNs() - cpu0;
        const thread = threadCpuNs() - thread0;
        const sql = db.sqlNs - sql0;
        if (i < WARM_UP) continue;
        workerMs.push((cpu - sql) / 1e6);
        threadMs.push((thread - (db.sqlThreadNs - threadSql0)) / 1e6);
        sqlMs.push(sql / 1e6);
      }
      const r: RouteCpu = {
        p50: round(quantile(workerMs, 0.5)),
        p99: round(quantile(workerMs, 0.99)),
        max: round(Math.max(...workerMs)),
        sqlP50Ms: round(quantile(sqlMs, 0.5)),
        thread: {
          p50: round(quantile(threadMs, 0.5)),
          p99: round(quantile(threadMs, 0.99)),
          max: round(Math.max(...threadMs)),
        },
      };
      routes[name] = r;
      console.log(
        `  ${name.padEnd(26)} Worker CPU p50 ${r.p50} ms, p99 ${r.p99} ms; its thread p50 ${r.thread.p50}, p99 ${r.thread.p99} ms (SQLite p50 ${r.sqlP50Ms} ms, not counted)`,
      );
    }
    writeFileSync(out, JSON.stringify({ prospects, data, routes }));
  } finally {
    bench.close();
  }
}

/** One child's measurement (see measure). */
type Run = { prospects: number; data: string; routes: Record<string, RouteCpu> };

/**
 * Runs the measurement in a child Node, so nothing else of the benchmark run shares its
 * heap: once as Node runs by default, once with V8's `--single-threaded` (docs/performance.md,
 * "Measuring a request's CPU").
 */
export async function workerCpu() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const runs: Run[] = [];
  for (const flags of [[], ["--single-threaded"]]) {
    console.log(`  Node ${flags.length ? flags.join(" ") : "as it runs by default"}:`);
    const dir = mkdtempSync(path.join(os.tmpdir(), "leadsmith-worker-cpu-"));
    const out = path.join(dir, "run.json");
    try {
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [...flags, "--import", "tsx", import.meta.filename, CHILD_FLAG, out], {
          cwd: root,
          stdio: "inherit",
        });
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`worker-cpu exited with ${code}`))));
      });
      runs.push(JSON.parse(readFileSync(out, "utf8")) as Run);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const [plain, single] = runs as [Run, Run];
  const slowest = Object.entries(plain.routes).reduce((a, b) => (b[1].p99 > a[1].p99 ? b : a));
  const meets = (p99: (r: RouteCpu) => number) => Object.values(plain.routes).every((r) => p99(r) <= TARGET_P99_MS);
  report("worker-cpu", {
    method:
      "The Worker's Hono app run in Node (same code as deployed), one request at a time, over a libSQL copy of the schema holding the real YC companies (bench/d1-over-libsql.ts answers the D1 calls). Per request, from the request to its response body and its waitUntil work, minus the CPU spent inside SQLite (D1's in production), on two clocks: process CPU (user + system, every thread: V8's compiler and GC helper threads and Node's own count too, so it errs high; `routes.*.p50/p99`, the figure this bench has always reported) and the CPU of the one thread the Worker's code runs on (`routes.*.thread`, WASI's thread CPU clock: V8's work on helper threads is left out). The whole run is then repeated with V8's --single-threaded (`singleThreaded`), where garbage collection and compilation happen on that one thread and are counted in full. A paid-plan user (25 results a search); POST /api/waitlist takes a new e-mail each time and its live-count notice is answered at once; sign-up and sign-in (password hashing) are not measured.",
    prospects: plain.prospects,
    data: plain.data,
    loadAverage: { before: round(loadBefore), after: round(os.loadavg()[0] ?? 0) },
    samplesPerRoute: SAMPLES,
    warmUpPerRoute: WARM_UP,
    targetP99Ms: TARGET_P99_MS,
    routes: plain.routes,
    singleThreaded: single.routes,
    slowestRoute: slowest[0],
    meetsTarget: meets((r) => r.p99),
    meetsTargetOnItsThread: meets((r) => r.thread.p99),
    meetsTargetSingleThreaded: Object.values(single.routes).every((r) => r.thread.p99 <= TARGET_P99_MS),
  });
}

const at = process.argv.indexOf(CHILD_FLAG);
if (at !== -1) await measure(process.argv[at + 1] as string);
