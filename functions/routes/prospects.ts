import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { clientIdFor } from "#db/queries/clients";
import { IdParam } from "#db/validation/outreach";
import { ProspectDetail } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";
import { freshnessOf, timelessInsights } from "../services/freshness";
import { reachableProspect } from "../services/outreach/pitching";
import { contactRuleFor } from "../services/pitches/contact-rule";
import { ageDays, budgetLikelihood, estimateNotes, responseProb, urgencyLevel } from "../services/search/estimates";

/** The one message for a prospect the user may not see, so a locked or unknown id reveals nothing. */
export const prospectNotFound = () => new ApiError(404, "not_found", "Client Not Found");

export const prospectRoutes = new Hono<AppEnv>().get(
  "/:id",
  describeRoute({
    tags: ["Prospects"],
    summary: "One prospect in full, with the score of the search that showed it",
    description:
      "Only prospects a search delivered to this user unlocked, or that are already their clients; any other id answers 404 with no details.",
    responses: {
      200: jsonResponse("The prospect.", ProspectDetail),
      401: errorResponse("Not signed in."),
      404: errorResponse("Client Not Found."),
    },
  }),
  requireUser,
  noStore,
  validate("param", IdParam),
  async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const userId = c.get("user")!.id;
    const [reached, clientId] = await Promise.all([reachableProspect(db, userId, id), clientIdFor(db, userId, id)]);
    if (!reached) throw prospectNotFound();
    const { prospect: p, match } = reached;
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
      insights: timelessInsights(p.insights),
      freshness: freshnessOf(p.signalKind, p.signalDate, p.openState, now, p.source),
      budget: p.budget,
      timeline: p.timeline,
      techStack: p.techStack,
      leadRule: p.leadRule,
      contactHandle: p.contactHandle,
      tags: p.tags,
      contact: { email: p.email, phone: p.phone, linkedIn: p.linkedin, website: p.website },
      contactRule: contactRuleFor(p),
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
      match: match
        ? {
            score: match.matchScore,
            reasons: match.reasons,
            lacks: match.lacks,
            query: match.query,
            searchId: match.searchId,
          }
        : null,
      responseProb: responseProb(signal, now),
      urgencyLevel: urgencyLevel(signal, now),
      budgetLikelihood: budgetLikelihood(signal, now),
      isDemo: p.isDemo,
      clientId,
      notes: estimateNotes,
    });
  },
);
