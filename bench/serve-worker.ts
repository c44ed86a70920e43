import { unstable_startWorker } from "wrangler";

/**
 * A Worker served by wrangler's own dev server (workerd, local D1/KV/Durable
 * Objects), the way `wrangler dev` serves it but without its DevTools
 * inspector: `wrangler dev` turns on the inspector's Network domain and relays
 * every inspector message to its Node process, which costs CPU on each D1 call
 * and would be measured as the app's own. Production has no inspector.
 *
 *   tsx bench/serve-worker.ts CONFIG PORT PERSIST_DIR
 */
const [config, port, persist] = process.argv.slice(2);
if (!config || !port || !persist) {
  console.error("usage: tsx bench/serve-worker.ts CONFIG PORT PERSIST_DIR");
  process.exit(2);
}
const worker = await unstable_startWorker({
  config,
  dev: {
    inspector: false,
    server: { hostname: "127.0.0.1", port: Number(port) },
    persist,
    logLevel: "error",
    watch: false,
    liveReload: false,
  },
});
await worker.ready;
console.log(`ready on ${port}`);
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
