import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** Answers carrying a user's own data must never sit in a shared or browser cache. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

/**
 * Every API answer is `no-store` unless its route says otherwise: most carry a
 * user's or an admin's data, and a route that may be cached (public counts,
 * the API document) sets its own Cache-Control.
 */
export const privateByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});
