import { rmSync } from "node:fs";
import path from "node:path";
import { ensureDevVars } from "./lib/dev-vars";
import { root } from "./lib/local-db";
import { bin, run } from "./lib/run";

/**
 * The server the end-to-end tests drive: the built SPA and the Worker under
 * wrangler (workerd), on a fresh local D1 with the migrations applied.
 */
const persist = path.join(root, ".wrangler/e2e-state");
const port = process.env.E2E_PORT ?? "8788";
rmSync(persist, { recursive: true, force: true });
ensureDevVars();
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
  env: { CI: "true" },
});
await run(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--persist-to",
  persist,
  "--show-interactive-dev-session=false",
]);
