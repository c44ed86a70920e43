import { createMiddleware } from "hono/factory";
import type { AdminRole } from "#db/schema/admin";
import type { AppEnv } from "../env";
import { accessOf, operationOf, rolesFor } from "../lib/access-policy";
import { ApiError } from "../lib/errors";
import { readAdminSession } from "../services/admin/sessions";

/** Both roles; spelled out on each route that any admin may use, so every route names its list. */
export const ANY_ADMIN = ["super_admin", "moderator"] as const satisfies readonly AdminRole[];
export const SUPER_ADMIN = ["super_admin"] as const satisfies readonly AdminRole[];

/**
 * The guard of every admin route: 401 without a live admin session (a user
 * session never counts), 403 when the admin's role may not call it. The roles
 * come from the one table of who may call what (functions/lib/access-policy.ts)
 * when the operation is in it, so the README's table and the guard cannot
 * differ; `roles` only applies to an operation not yet in the table (which the
 * access sweep reports). After it, handlers may rely on `c.get("admin")!`.
 */
export function requireAdmin(roles: readonly AdminRole[] = []) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const operation = operationOf(c);
    const access = operation ? accessOf(operation) : undefined;
    const allowed = access === "admin" || access === "super_admin" ? rolesFor(access) : roles;
    const admin = c.get("admin") ?? (await readAdminSession(c, c.get("db")));
    if (!admin) throw new ApiError(401, "unauthorized", "Please sign in as an admin to continue.");
    c.set("admin", admin);
    if (!allowed.includes(admin.role)) {
      throw new ApiError(403, "forbidden", "Your admin role does not allow this action.");
    }
    c.header("Cache-Control", "no-store");
    await next();
  });
}
