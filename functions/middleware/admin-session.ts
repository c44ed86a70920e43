import { createMiddleware } from "hono/factory";
import type { AdminRole } from "#db/schema/admin";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { readAdminSession } from "../services/admin/sessions";

/** Both roles; spelled out on each route that any admin may use, so every route names its list. */
export const ANY_ADMIN = ["super_admin", "moderator"] as const satisfies readonly AdminRole[];
export const SUPER_ADMIN = ["super_admin"] as const satisfies readonly AdminRole[];

/**
 * The guard of every admin route: 401 without a live admin session (a user
 * session never counts), 403 when the admin's role is not in `roles`. After
 * it, handlers may rely on `c.get("admin")!`.
 */
export function requireAdmin(roles: readonly [AdminRole, ...AdminRole[]]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const admin = c.get("admin") ?? (await readAdminSession(c, c.get("db")));
    if (!admin) throw new ApiError(401, "unauthorized", "Please sign in as an admin to continue.");
    c.set("admin", admin);
    if (!roles.includes(admin.role)) {
      throw new ApiError(403, "forbidden", "Your admin role does not allow this action.");
    }
    c.header("Cache-Control", "no-store");
    await next();
  });
}
