import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** Answers carrying a user's own data must never sit in a shared or browser cache. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
