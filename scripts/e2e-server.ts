import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { E2E_PAYSTACK_SECRET } from "../tests/e2e/external-links";
import { e2ePaystackPort, startPaystackStandIn, TEST_PLAN_BINDINGS } from "../tests/functions/paystack-stand-in";
import { ensureDevVars } from "./lib/dev-vars";
import { startDirectWorker } from "./lib/direct-worker";
import { root } from "./lib/local-db";
import { bin, run } from "./lib/run";

/**
 * The server the end-to-end tests drive: the built SPA and the Worker under
 * wrangler (workerd), on a fresh local D1 with the migrations applied, all of
 * it this run's own (state, assets and build of the Worker), so that other work
 * in the same tree cannot disturb it.
 */
const port = process.env.E2E_PORT ?? "8788";
const E2E_RATE_LIMITS = Object.fromEntries(
  [
    "sign-up",
    "sign-in",
    "otp-request",
    "password-reset",
    "waitlist",
    "contact",
    "admin-sign-in",
    "admin-resend",
    "checkout",
  ].map((name) => [name, { ip: [100_000, 3600] }]),
);
// One state folder per port, so two runs on one machine never share a database.
const persist = path.join(root, `.wrangler/e2e-state-${port}`);
rmSync(persist, { recursive: true, force: true });
ensureDevVars();
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
  env: { CI: "true" },
});
// A small generated demo data set, so searches have something to find.
await run(bin("tsx"), ["scripts/seed-demo.ts"], { env: { LEADSMITH_PERSIST: persist, DEMO_PROSPECTS: "600" } });
await run(bin("tsx"), ["tests/e2e/seed-admins.ts"], { env: { LEADSMITH_PERSIST: persist } });
// The local Paystack stand-in: checkout pages, verification, and signed webhooks sent to this server.
const paystack = await startPaystackStandIn({
  secret: E2E_PAYSTACK_SECRET,
  port: e2ePaystackPort(Number(port)),
  webhookUrl: `http://127.0.0.1:${port}/api/webhooks/paystack`,
});
/**
 * The Worker under wrangler's dev server, started through its API so that it
 * neither watches the source nor relays every D1 call to a DevTools inspector
 * (what `wrangler dev` does): a file saved anywhere in the tree during a run
 * made `wrangler dev` rebuild and restart the Worker mid-request, which the
 * browser saw as a dropped connection, and the inspector's relaying costs CPU
 * on every query of a loaded machine (docs/decisions/005-benchmarking-the-worker.md).
 * Requests reach the Worker's own socket, not wrangler's ProxyWorker, whose
 * keep-alive pool lost a request now and then (scripts/lib/direct-worker.ts).
 */
const plain = (value: string) => ({ type: "plain_text" as const, value });
// The built app is served from a copy taken now: another build in the same tree (vite
// empties dist/client first) would otherwise pull the files from under a running suite.
const assets = path.join(root, `.wrangler/e2e-dist-${port}`);
rmSync(assets, { recursive: true, force: true });
cpSync(path.join(root, "dist/client"), assets, { recursive: true });
const worker = await startDirectWorker(
  {
    config: path.join(root, "wrangler.toml"),
    assets,
    bindings: {
      // Every browser of the suite shares one address (127.0.0.1), like an office behind one
      // router: per-address limits are raised so they never stop a test; per-mailbox ones stay.
      RATE_LIMITS: plain(JSON.stringify(E2E_RATE_LIMITS)),
      // A throwaway key, so the tests can sign Paystack webhooks the way Paystack does.
      PAYSTACK_SECRET_KEY: plain(E2E_PAYSTACK_SECRET),
      PAYSTACK_BASE_URL: plain(paystack.origin),
      ...Object.fromEntries(Object.entries(TEST_PLAN_BINDINGS).map(([name, code]) => [name, plain(code)])),
    },
    dev: {
      inspector: false,
      persist,
      logLevel: "error",
      watch: false,
      liveReload: false,
    },
  },
  { hostname: "127.0.0.1", port: Number(port) },
);
console.log(`e2e server ready on ${port}`);
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
