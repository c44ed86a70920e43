import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../env";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { analyticsReport } from "../services/admin/metrics/analytics";
import { RangeQuery, resolveRange } from "../services/admin/metrics/range";
import { AnalyticsReport } from "../services/admin/metrics/schemas";

/** GET /api/admin/analytics; definitions of each figure in docs/admin-metrics.md. */
export const adminAnalyticsRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Admin"],
    summary: "Sign-ups, activity, outreach, funnel and industries over a range",
    description:
      "Role: super_admin. `from` and `to` (YYYY-MM-DD, both included, UTC) default to the last twelve calendar months; a range of 62 days or less is counted day by day, longer ones month by month. Active users ran a search or wrote a pitch in the bucket. Funnel: waitlist entries joined in the range, those with an account under the same e-mail, and those that paid (a paid subscription payment or an early-access purchase). Industries are the niche users wrote on their profiles. Demo accounts left out.",
    responses: {
      200: jsonResponse("The report.", AnalyticsReport),
      400: errorResponse("A date that is not YYYY-MM-DD, a start after the end, or more than five years."),
      401: errorResponse("No admin session."),
      403: errorResponse("Role not allowed."),
    },
  }),
  requireAdmin(SUPER_ADMIN),
  validate("query", RangeQuery),
  async (c) => c.json(await analyticsReport(c.get("db"), resolveRange(c.req.valid("query")))),
);
