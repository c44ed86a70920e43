import { ensureDevVars } from "./lib/dev-vars";
import { runSourcesOnceInBackground } from "./lib/first-sources";
import { bin, run } from "./lib/run";

/**
 * `npm start`: build the SPA, apply migrations to the local D1, load the demo
 * data once, then serve app and API together through wrangler (workerd) on
 * http://localhost:8787. State persists in .wrangler/state across restarts.
 * With network access the enabled prospect sources are fetched once in the
 * background after the server starts; offline it says so and carries on.
 */
const port = process.env.PORT ?? "8787";
ensureDevVars();
await run(bin("vite"), ["build", "--manifest"]);
await run(bin("tsx"), ["scripts/prerender.ts"]);
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"], { env: { CI: "true" } });
await run(bin("tsx"), ["scripts/seed-demo.ts"]);
const server = run(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  // The cron job on demand at /__scheduled (the first source fetch below uses it; see README).
  "--test-scheduled",
]);
void runSourcesOnceInBackground(`http://127.0.0.1:${port}`);
await server;
