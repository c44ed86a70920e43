import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { adminMetrics } from "#db/queries/admin-metrics";
import { AdminMetrics } from "#db/validation/admin";
import type { AppEnv } from "../env";
import { adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { ANY_ADMIN, requireAdmin } from "../middleware/admin-session";

export const adminMetricsRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Admin"],
    summary: "Live counts for the dashboard",
    description: "Roles: super_admin, moderator. 'This week' is the last 7 days.",
    responses: { 200: jsonResponse("Counts.", AdminMetrics), ...guarded },
  }),
  requireAdmin(ANY_ADMIN),
  async (c) => c.json(await adminMetrics(c.get("db"))),
);
