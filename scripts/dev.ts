import { spawn } from "node:child_process";
import { ensureDevVars } from "./lib/dev-vars";
import { root } from "./lib/local-db";
import { bin, run } from "./lib/run";

/**
 * `npm run dev`: the Worker under `wrangler dev` (reloads on change) on 8787
 * and Vite with hot module reload on 5173, which forwards /api to the Worker.
 */
ensureDevVars();
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"], { env: { CI: "true" } });
await run(bin("tsx"), ["scripts/seed-demo.ts"]);
const procs = [
  spawn(
    bin("wrangler"),
    ["dev", "--port", "8787", "--ip", "127.0.0.1", "--show-interactive-dev-session=false", "--test-scheduled"],
    {
      cwd: root,
      stdio: "inherit",
    },
  ),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const p of procs) p.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const p of procs) p.on("exit", stop);
