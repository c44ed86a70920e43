import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { refundSearch, useSearch } from "#db/queries/usage";
import { getMeOrThrow } from "#db/queries/users";
import { storeSearch } from "#db/queries/searches";
import { searches } from "#db/schema/outreach";
import { SearchRequest } from "#db/validation/prospects";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/session";
import { estimateNotes } from "../services/search/estimates";
import { runSearch } from "../services/search/search";

// Mounted at /api, so each route names requireUser itself (a `.use` here would guard every /api path).
export const searchRoutes = new Hono<AppEnv>()
  .post(
    "/search",
    describeRoute({
      tags: ["Prospects"],
      summary: "Natural-language prospect search",
      description: `Uses one search from the plan's quota. Free plans get the first 10 results in full and a count of up to 5 more that are locked (their details are never sent). ${estimateNotes.matchScore}`,
      responses: {
        200: jsonResponse("Ranked prospects with reasons and estimates."),
        400: errorResponse("Empty or over-long description."),
        401: errorResponse("Not signed in."),
        429: errorResponse("Search Limit Reached: no searches left on the plan."),
      },
    }),
    requireUser,
    validate("json", SearchRequest),
    async (c) => {
      const { query, skills } = c.req.valid("json");
      const db = c.get("db");
      const user = c.get("user")!;
      const quota = await useSearch(db, user.id, user.planId);
      if (!quota) {
        throw new ApiError(
          429,
          "search_limit_reached",
          "Upgrade to Pro for unlimited searches and 3x better response rates.",
          {
            title: "Search Limit Reached",
          },
        );
      }
      try {
        const me = await getMeOrThrow(db, user.id);
        const result = await runSearch(db, {
          query,
          skills,
          planId: user.planId,
          profile: { skills: me.profile.skills, painPoints: me.profile.painPoints, niche: me.profile.niche },
        });
        const saved = await storeSearch(db, {
          userId: user.id,
          query,
          facets: { ...result.facets },
          total: result.total,
          results: result.results.map((r) => ({ prospectId: r.id, matchScore: r.matchScore, reasons: r.reasons })),
        });
        // A search that delivers nothing is not charged (it is still kept in the history).
        const charged = result.results.length > 0;
        if (!charged) await refundSearch(db, user.id, quota.period);
        const used = charged ? quota.used : quota.used - 1;
        return c.json({
          searchId: saved.id,
          query,
          total: result.total,
          locked: result.locked,
          results: result.results,
          quota: { used, max: quota.max, remaining: quota.max - used },
          understood: {
            signalKind: result.facets.signalKind ?? null,
            industries: result.facets.industries,
            locations: result.facets.locations,
            remote: result.facets.remote ?? false,
            skills: result.facets.skills,
            recencyDays: result.facets.maxAgeDays ?? null,
          },
          notes: estimateNotes,
        });
      } catch (err) {
        await refundSearch(db, user.id, quota.period);
        throw err;
      }
    },
  )
  .get(
    "/searches",
    describeRoute({
      tags: ["Prospects"],
      summary: "The signed-in user's recent searches",
      responses: { 200: jsonResponse("Newest first."), 401: errorResponse("Not signed in.") },
    }),
    requireUser,
    async (c) => {
      const rows = await c
        .get("db")
        .select({
          id: searches.id,
          query: searches.query,
          resultCount: searches.resultCount,
          createdAt: searches.createdAt,
        })
        .from(searches)
        .where(eq(searches.userId, c.get("user")!.id))
        .orderBy(desc(searches.createdAt))
        .limit(20);
      return c.json({ searches: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
    },
  );
