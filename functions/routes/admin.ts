import { Hono } from "hono";
import type { AppEnv } from "../env";
import { adminAccountRoutes } from "./admin-accounts";
import { adminAuthRoutes } from "./admin-auth";
import { adminMetricsRoutes, adminSupportRoutes, adminUserRoutes, adminWaitlistRoutes } from "./admin-data";
import { adminProspectRoutes } from "./admin-prospects";
import { adminSourceRoutes } from "./admin-sources";

/**
 * Everything under /api/admin. Each route names its roles with requireAdmin
 * (middleware/admin-session.ts); only sign-in, verify, resend and sign-out
 * answer without an admin session.
 */
export const adminRoutes = new Hono<AppEnv>()
  .route("/auth", adminAuthRoutes)
  .route("/admins", adminAccountRoutes)
  .route("/waitlist", adminWaitlistRoutes)
  .route("/users", adminUserRoutes)
  .route("/support", adminSupportRoutes)
  .route("/metrics", adminMetricsRoutes)
  .route("/prospects", adminProspectRoutes)
  .route("/sources", adminSourceRoutes);
