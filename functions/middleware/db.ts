import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** One Drizzle handle per request over the D1 binding. */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", drizzle(c.env.DB));
  await next();
});
