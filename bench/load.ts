import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openLocalDb } from "../scripts/lib/local-db";
import { pooled, prepareAppState, prepareUser } from "./api-throughput";
import { report, root } from "./lib";
import { round } from "./lib-db";
import { type Server, startWorker, stopOnExit, waitFor } from "./local-worker";
import { routeSearchMix } from "./search-scale";

/**
 * The signed-in load run (docs/performance.md): 50 connections each looping
 * over the signed-in mixed workload (session check, lists, a detail, a search
 * and a new pitch) against the bare Hono route of bench/bare-worker in the same
 * run. Any error or non-2xx answer fails `npm run bench`; the ratio of the
 * app's throughput to the bare route's is reported against the 50 % target.
 */

const APP_PORT = 8795;
const BARE_PORT = 8794;
const CONNECTIONS = 50;
const ROUNDS = 2;
const WARM_UP_SECONDS = 2;
const RATIO_TARGET = 0.5;

type Target = { url: string; requests?: autocannon.Request[] };

/**
 * Every connection walks the workload from a different step: autocannon starts
 * each at the first request, and a slow round gives a connection only a few
 * requests, which would leave the search and the pitch at the end unreached.
 */
function run(target: Target, seconds: number) {
  let next = 0;
  const { requests } = target;
  return autocannon({
    ...target,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => {
      if (!requests?.length) return;
      const k = next++ % requests.length;
      client.setRequests([...requests.slice(k), ...requests.slice(0, k)]);
    },
  });
}

/** One pass over the workload per delivered prospect, five prospects in turn. */
function signedInMix(base: string, cookie: string, ids: number[]): Target {
  const json = { cookie, "content-type": "application/json" };
  const requests = ids.slice(0, 5).flatMap((id, i): autocannon.Request[] => [
    { method: "GET", path: "/api/auth/me", headers: { cookie } },
    { method: "GET", path: "/api/searches", headers: { cookie } },
    { method: "GET", path: "/api/pitches", headers: { cookie } },
    { method: "GET", path: `/api/prospects/${id}`, headers: { cookie } },
    { method: "POST", path: "/api/search", headers: json, body: JSON.stringify({ query: routeSearchMix[i] }) },
    { method: "POST", path: "/api/pitches", headers: json, body: JSON.stringify({ prospectId: id }) },
  ]);
  return { url: base, requests };
}

const method = [
  `autocannon, ${CONNECTIONS} keep-alive connections, against two local dev servers started the same way`,
  "(bench/serve-worker.ts): the bare Hono worker of bench/bare-worker and the app on a fresh local D1 (migrations,",
  "YC companies imported). Each connection loops over GET /api/auth/me, GET /api/searches, GET /api/pitches,",
  "GET /api/prospects/:id, POST /api/search (the search mix) and POST /api/pitches (a new pitch, built-in writer),",
  "five delivered prospects in turn, as one user on the Agency plan with its limits raised for the run. A warm-up",
  `of each, then bare, mixed, ${ROUNDS} rounds each; requests/s pooled over rounds, p50 the mean, p99 the worst round,`,
  "errors = socket errors + non-2xx. Any error fails the run.",
].join(" ");

export async function loadRun(seconds = 5) {
  const loadAverage1m = round(os.loadavg()[0] ?? 0);
  const state = path.join(root, ".wrangler/bench-load-state");
  const setup = await prepareAppState(path.join(state, "app"));
  // Thousands of pitches in a run: the bench user's plan may write them all (the server is not up yet).
  const { client } = openLocalDb(path.join(state, "app"));
  try {
    await client.execute("update plans set pitches_limit = 1000000 where id = 'agency'");
  } finally {
    client.close();
  }
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
    const bareTarget = { url: `${bare.base}/` };
    const mixTarget = signedInMix(app.base, cookie, ids);
    await run(bareTarget, WARM_UP_SECONDS);
    await run(mixTarget, WARM_UP_SECONDS);
    const bareRuns: autocannon.Result[] = [];
    const mixRuns: autocannon.Result[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      bareRuns.push(await run(bareTarget, seconds));
      mixRuns.push(await run(mixTarget, seconds));
    }
    const b = pooled(bareRuns);
    const m = pooled(mixRuns);
    const ratio = round(m.requestsPerSec / b.requestsPerSec);
    const errors = b.errors + m.errors;
    // Which answers were not 2xx, over every round (what to look at when the run fails).
    const statuses: Record<string, number> = {};
    for (const r of [...bareRuns, ...mixRuns]) {
      for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {}))
        statuses[code] = (statuses[code] ?? 0) + (count ?? 0);
    }
    report("load", {
      method,
      machine: { cpus: os.cpus().length, loadAverage1m },
      data: setup,
      connections: CONNECTIONS,
      secondsPerRound: seconds,
      bare: b,
      signedInMix: m,
      statusCodes: statuses,
      ratioToBare: ratio,
      target: RATIO_TARGET,
      meetsTarget: ratio >= RATIO_TARGET && errors === 0,
    });
    if (errors > 0) {
      console.error(`load: ${errors} errors or non-2xx answers under load; the run fails.`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    release();
  }
}
