import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../env";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { aiPerformanceReport } from "../services/admin/metrics/ai-performance";
import { RangeQuery, resolveRange } from "../services/admin/metrics/range";
import { AiPerformanceReport } from "../services/admin/metrics/schemas";

/** GET /api/admin/ai-performance; definitions of each figure in docs/admin-metrics.md. */
export const adminAiPerformanceRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Admin"],
    summary: "Match scores against outcomes, pitch writers and tones, fallbacks and the relevance bench",
    description:
      "Role: super_admin. `from`/`to` as for analytics. Response rate by match-score band (pitches sent in the range), by source and by signal kind; clients saved in the range with the share won and revenue estimated from their ranges; pitches written per writer and tone with fallbacks; the latest relevance bench figure embedded at build time (null when none was recorded) and the product's 95 % accuracy target beside it.",
    responses: {
      200: jsonResponse("The report.", AiPerformanceReport),
      400: errorResponse("A date that is not YYYY-MM-DD, a start after the end, or more than five years."),
      401: errorResponse("No admin session."),
      403: errorResponse("Role not allowed."),
    },
  }),
  requireAdmin(SUPER_ADMIN),
  validate("query", RangeQuery),
  async (c) => c.json(await aiPerformanceReport(c.get("db"), resolveRange(c.req.valid("query")))),
);
