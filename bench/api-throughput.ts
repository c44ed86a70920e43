import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { report, root } from "./lib";

const port = 8799;
const base = `http://127.0.0.1:${port}`;

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function load(url: string, seconds: number) {
  return autocannon({ url, connections: 50, duration: seconds });
}

/**
 * Requests per second through the local Worker (wrangler dev, workerd) at 50
 * connections: a route that reads D1 against the health route, in one run.
 * Only loopback is targeted; every run is bounded in time.
 */
export async function apiThroughput(seconds = 5) {
  const persist = path.join(root, ".wrangler/bench-state");
  rmSync(persist, { recursive: true, force: true });
  const bin = (n: string) => path.join(root, "node_modules/.bin", n);
  const opts = { cwd: root, stdio: "ignore" as const, env: { ...process.env, CI: "true" } };
  await new Promise<void>((resolve, reject) => {
    spawn(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], opts).on(
      "exit",
      (c) => (c === 0 ? resolve() : reject(new Error("migrations failed"))),
    );
  });
  const server: ChildProcess = spawn(
    bin("wrangler"),
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persist,
      "--show-interactive-dev-session=false",
      "--log-level",
      "error",
    ],
    opts,
  );
  try {
    await waitFor(`${base}/api/health`);
    await load(`${base}/api/health`, 1); // warm-up
    const health = await load(`${base}/api/health`, seconds);
    const stats = await load(`${base}/api/waitlist/stats`, seconds);
    const summary = (r: autocannon.Result) => ({
      requestsPerSec: Math.round(r.requests.average),
      latencyP50ms: r.latency.p50,
      latencyP99ms: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
    report("api-throughput", {
      connections: 50,
      seconds,
      health: summary(health),
      waitlistStats: summary(stats),
      ratioStatsToHealth: Math.round((stats.requests.average / health.requests.average) * 100) / 100,
    });
  } finally {
    server.kill("SIGTERM");
  }
}
