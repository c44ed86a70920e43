import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { getStoredSearch, listSearches, searchProfile, storeSearch } from "#db/queries/searches";
import { refundSearch, useSearch } from "#db/queries/usage";
import { getMeOrThrow } from "#db/queries/users";
import { IdParam } from "#db/validation/outreach";
import { SearchRequest } from "#db/validation/prospects";
import { SearchAnswer, SearchHistory, StoredSearch } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";
import { limitReachedMessage } from "../services/billing/limit-reached";
import { estimateNotes } from "../services/search/estimates";
import type { Facets } from "../services/search/parse-query";
import {
  freshnessSummary,
  loadResults,
  lockedCount,
  parseCached,
  resultsPerSearch,
  runSearch,
  saysNothing,
} from "../services/search/search";
import { semanticRunnerFrom } from "../services/search/semantic";

/** What the search read from the description, as the UI shows it. */
const understood = (f: Partial<Facets>) => ({
  signalKind: f.signalKind ?? null,
  industries: f.industries ?? [],
  locations: f.locations ?? [],
  remote: f.remote ?? false,
  skills: f.skills ?? [],
  recencyDays: f.maxAgeDays ?? null,
});

// Mounted at /api, so each route names requireUser itself (a `.use` here would guard every /api path).
export const searchRoutes = new Hono<AppEnv>()
  .post(
    "/search",
    describeRoute({
      tags: ["Prospects"],
      summary: "Natural-language prospect search",
      description: `Uses one search from the plan's quota. Unless the description names a period, results whose signal is inside its freshness window (30 days for launches, funding and requests for help, 45 for hiring) and that match nearly as well as the best come first; \`freshness\` counts the results with a signal inside its window (\`fresh\`) and the others (\`older\`), wherever they sit in the order. Each result's \`freshness.label\` says 'Actively hiring' and the like only inside that window, else the signal and its age. Free plans get the first 10 results in full and a count of up to 5 more that are locked (their details are never sent). ${estimateNotes.matchScore}`,
      responses: {
        200: jsonResponse("Ranked prospects with reasons and estimates.", SearchAnswer),
        400: errorResponse("Empty or over-long description."),
        401: errorResponse("Not signed in."),
        422: errorResponse("The description names nothing to look for ('a', 'hello there'); nothing is charged."),
        429: errorResponse("Search Limit Reached: no searches left on the plan."),
      },
    }),
    requireUser,
    noStore,
    validate("json", SearchRequest),
    async (c) => {
      const { query, skills } = c.req.valid("json");
      const db = c.get("db");
      const user = c.get("user")!;
      if (saysNothing(parseCached(query, skills)))
        throw new ApiError(
          422,
          "description_too_vague",
          "Say a little more about your ideal client: what they do, where they are, or what they need (for example 'fintech startups in London hiring a designer').",
        );
      const quota = await useSearch(db, user.id, user.planId);
      if (!quota) {
        throw new ApiError(429, "search_limit_reached", await limitReachedMessage(db, user.planId, "searches"), {
          title: "Search Limit Reached",
        });
      }
      try {
        const result = await runSearch(db, {
          query,
          skills,
          planId: user.planId,
          profile: await searchProfile(db, user.id),
          semantic: semanticRunnerFrom(c.env as Record<string, unknown>),
        });
        const saved = await storeSearch(db, {
          userId: user.id,
          query,
          facets: { ...result.facets },
          total: result.total,
          results: result.results.map((r) => ({
            prospectId: r.id,
            matchScore: r.matchScore,
            reasons: r.reasons,
            lacks: r.lacks,
          })),
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
          freshness: freshnessSummary(result.results),
          quota: { used, max: quota.max, remaining: quota.max - used },
          understood: understood(result.facets),
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
      responses: { 200: jsonResponse("Newest first.", SearchHistory), 401: errorResponse("Not signed in.") },
    }),
    requireUser,
    noStore,
    async (c) => c.json({ searches: await listSearches(c.get("db"), c.get("user")!.id) }),
  )
  .get(
    "/searches/:id",
    describeRoute({
      tags: ["Prospects"],
      summary: "Reopen a stored search with the results it delivered (uses no quota)",
      responses: {
        200: jsonResponse("The search as it was answered, with today's quota.", StoredSearch),
        401: errorResponse("Not signed in."),
        404: errorResponse("No such search of this user."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      const stored = await getStoredSearch(db, user.id, c.req.valid("param").id);
      if (!stored) throw new ApiError(404, "not_found", "That search is not in your history.");
      const { search } = stored;
      const me = await getMeOrThrow(db, user.id);
      const facets = search.facets as Partial<Facets>;
      const results = await loadResults(db, stored.results, Date.now(), facets.concepts);
      return c.json({
        searchId: search.id,
        query: search.query,
        createdAt: search.createdAt.toISOString(),
        total: search.resultCount,
        locked: lockedCount(user.planId, search.resultCount),
        results,
        freshness: freshnessSummary(results),
        quota: {
          used: me.usage.searchesUsed,
          max: me.usage.maxSearches,
          remaining: Math.max(0, me.usage.maxSearches - me.usage.searchesUsed),
        },
        understood: understood(facets),
        notes: estimateNotes,
        perSearch: resultsPerSearch(user.planId),
      });
    },
  );
