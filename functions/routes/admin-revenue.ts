import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../env";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { RangeQuery, resolveRange } from "../services/admin/metrics/range";
import { revenueReport } from "../services/admin/metrics/revenue";
import { RevenueReport } from "../services/admin/metrics/schemas";

/** GET /api/admin/revenue; definitions of each figure in docs/admin-metrics.md. */
export const adminRevenueRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Admin"],
    summary: "Revenue by month, recurring revenue and plan mix",
    description:
      "Role: super_admin. `from` and `to` (YYYY-MM-DD, both included, UTC) default to the last twelve calendar months. Money received (paid subscription payments and early-access purchases) and refunds by the month paid; monthly recurring revenue at each month's end from running Paystack subscriptions at their configured price (early-access price 25 % off), with new and churned subscriptions; plan mix as of now. Amounts in minor units per currency, never converted; demo accounts left out.",
    responses: {
      200: jsonResponse("The report.", RevenueReport),
      400: errorResponse("A date that is not YYYY-MM-DD, a start after the end, or more than five years."),
      401: errorResponse("No admin session."),
      403: errorResponse("Role not allowed."),
    },
  }),
  requireAdmin(SUPER_ADMIN),
  validate("query", RangeQuery),
  async (c) => c.json(await revenueReport(c.get("db"), c.env, resolveRange(c.req.valid("query"), Date.now(), true))),
);
