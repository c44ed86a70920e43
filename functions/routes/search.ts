import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { refundSearch, useSearch } from "#db/queries/usage";
import { getMeOrThrow } from "#db/queries/users";
import { searches } from "#db/schema/outreach";
import { prospects } from "#db/schema/prospects";
import { SearchRequest } from "#db/validation/prospects";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/session";
import { ageDays, budgetLikelihood, estimateNotes, responseProb, urgencyLevel } from "../services/search/estimates";
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
        const [saved] = await db
          .insert(searches)
          .values({
            userId: user.id,
            query,
            facets: result.facets as unknown as Record<string, unknown>,
            resultCount: result.total,
          })
          .returning({ id: searches.id });
        return c.json({
          searchId: saved!.id,
          query,
          total: result.total,
          locked: result.locked,
          results: result.results,
          quota: { used: quota.used, max: quota.max, remaining: quota.remaining },
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
  )
  .get(
    "/prospects/:id",
    describeRoute({
      tags: ["Prospects"],
      summary: "One prospect in full",
      responses: {
        200: jsonResponse("The prospect."),
        401: errorResponse("Not signed in."),
        404: errorResponse("Client Not Found."),
      },
    }),
    requireUser,
    validate(
      "param",
      v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Client Not Found"), v.transform(Number)) }),
    ),
    async (c) => {
      const { id } = c.req.valid("param");
      const [p] = await c.get("db").select().from(prospects).where(eq(prospects.id, id)).limit(1);
      if (!p) throw new ApiError(404, "not_found", "Client Not Found");
      const now = Date.now();
      const signal = { ...p, hasEmail: p.email !== "" };
      return c.json({
        id: p.id,
        name: p.name,
        company: p.company,
        role: p.role,
        location: p.location,
        remote: p.remote,
        bio: p.bio,
        industry: p.industry,
        companySize: p.companySize,
        stage: p.stage,
        source: p.source,
        sourceUrl: p.sourceUrl,
        signalKind: p.signalKind,
        signal: p.signalText,
        signalDate: p.signalDate.toISOString(),
        painPoints: p.painPoints,
        insights: p.insights,
        tags: p.tags,
        contact: { email: p.email, phone: p.phone, linkedIn: p.linkedin, website: p.website },
        recentActivity: p.recentActivity.length
          ? p.recentActivity
          : [
              {
                type: p.signalKind,
                content: p.signalText.slice(0, 200),
                platform: p.source,
                time: p.signalDate.toISOString(),
              },
            ],
        firstSeen: p.firstSeenAt.toISOString(),
        lastActive: p.lastActiveAt.toISOString(),
        ageDays: Math.round(ageDays(p.signalDate, now)),
        responseProb: responseProb(signal, now),
        urgencyLevel: urgencyLevel(signal, now),
        budgetLikelihood: budgetLikelihood(signal, now),
        isDemo: p.isDemo,
        notes: estimateNotes,
      });
    },
  );
