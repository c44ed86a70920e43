import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_PAYSTACK_SECRET } from "../tests/e2e/external-links";
import { e2ePaystackPort, startPaystackStandIn, TEST_PLAN_BINDINGS } from "../tests/functions/paystack-stand-in";
import { ensureDevVars } from "./lib/dev-vars";
import { root } from "./lib/local-db";
import { bin, run } from "./lib/run";

/**
 * The server the end-to-end tests drive: the built SPA and the Worker under
 * wrangler (workerd), on a fresh local D1 with the migrations applied.
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
await run(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--persist-to",
  persist,
  "--show-interactive-dev-session=false",
  // Every browser of the suite shares one address (127.0.0.1), like an office behind one
  // router: per-address limits are raised so they never stop a test; per-mailbox ones stay.
  "--var",
  `RATE_LIMITS:${JSON.stringify(E2E_RATE_LIMITS)}`,
  // A throwaway key, so the tests can sign Paystack webhooks the way Paystack does.
  "--var",
  `PAYSTACK_SECRET_KEY:${E2E_PAYSTACK_SECRET}`,
  "--var",
  `PAYSTACK_BASE_URL:${paystack.origin}`,
  ...Object.entries(TEST_PLAN_BINDINGS).flatMap(([name, code]) => ["--var", `${name}:${code}`]),
]);
