import { DEFAULT_LIMITS } from "#functions/lib/rate-limit";
import { startDirectWorker } from "../scripts/lib/direct-worker";

/**
 * A Worker served by wrangler's own dev server (workerd, local D1/KV/Durable
 * Objects), the way `wrangler dev` serves it but without its DevTools
 * inspector: `wrangler dev` turns on the inspector's Network domain and relays
 * every inspector message to its Node process, which costs CPU on each D1 call
 * and would be measured as the app's own. Production has no inspector.
 * Requests reach the Worker's own socket rather than wrangler's ProxyWorker,
 * whose keep-alive pool drops a request now and then (scripts/lib/direct-worker.ts).
 *
 *   tsx bench/serve-worker.ts CONFIG PORT PERSIST_DIR
 */
const [config, port, persist] = process.argv.slice(2);
if (!config || !port || !persist) {
  console.error("usage: tsx bench/serve-worker.ts CONFIG PORT PERSIST_DIR");
  process.exit(2);
}
// Every request of a run comes from one address (127.0.0.1): per-address limits are raised so that
// a 429 is never what is measured (the waitlist allows 20 an hour per address). A Worker without
// rate limits (the bare one) ignores the binding.
const raisedLimits = Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((name) => [name, { ip: [1_000_000, 3600] }]));
const worker = await startDirectWorker(
  {
    config,
    bindings: { RATE_LIMITS: { type: "plain_text", value: JSON.stringify(raisedLimits) } },
    dev: { inspector: false, persist, logLevel: "error", watch: false, liveReload: false },
  },
  { hostname: "127.0.0.1", port: Number(port) },
);
console.log(`ready on ${port}`);
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
