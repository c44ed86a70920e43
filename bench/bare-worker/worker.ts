import { Hono } from "hono";

/**
 * The baseline of bench/api-throughput.ts: one Hono route answering a small
 * JSON body, no bindings, no middleware. Served by the same wrangler and
 * workerd as the app, so the app's throughput is compared on the same runtime.
 */
const app = new Hono().get("/", (c) => c.json({ status: "ok" }));

export default app;
