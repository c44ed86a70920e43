import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { readSession } from "../services/auth/sessions";

/** Resolves the session cookie (if any) to `c.get("user")`. */
export const withSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", await readSession(c, c.get("db")));
  await next();
});

/** 401 unless signed in; after it, handlers may rely on `c.get("user")!`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
  await next();
});
