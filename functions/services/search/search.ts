import type { DrizzleD1Database } from "drizzle-orm/d1";
import { normalizeCompany } from "../ingest/text";
import { findCandidates } from "./candidates";
import { parseQuery } from "./parse-query";
import { type ProfileHints, rankCandidates } from "./rank";

/** Free sees the first 10 in full and up to 5 more as locked; paid plans see 25. */
export const FREE_VISIBLE = 10;
export const FREE_LOCKED_MAX = 5;
export const PAID_VISIBLE = 25;

/** Parse, fetch the capped candidates, rank, and cut to what the plan unlocks. */
export async function runSearch(
  db: DrizzleD1Database,
  input: { query: string; skills: string[]; profile: ProfileHints; planId: string },
  now = Date.now(),
) {
  const facets = parseQuery(input.query, input.skills);
  const { candidates, mode } = await findCandidates(db, facets);
  // One result per company: the same firm posting twice is one prospect to pitch.
  const seen = new Set<string>();
  const ranked = rankCandidates(candidates, facets, input.profile, now).filter((r) => {
    const key = normalizeCompany(r.prospect.company) || `id:${r.prospect.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const visible = input.planId === "free" ? FREE_VISIBLE : PAID_VISIBLE;
  const shown = ranked.slice(0, visible);
  const locked = input.planId === "free" ? Math.min(FREE_LOCKED_MAX, Math.max(0, ranked.length - visible)) : 0;
  return {
    facets,
    mode,
    total: ranked.length,
    locked,
    results: shown.map((r) => ({
      id: r.prospect.id,
      name: r.prospect.name,
      company: r.prospect.company,
      role: r.prospect.role,
      location: r.prospect.location,
      remote: r.prospect.remote,
      industry: r.prospect.industry,
      companySize: r.prospect.companySize,
      website: r.prospect.website,
      source: r.prospect.source,
      sourceUrl: r.prospect.sourceUrl,
      signalKind: r.prospect.signalKind,
      signal: r.prospect.signalText.slice(0, 400),
      signalDate: r.prospect.signalDate.toISOString(),
      matchScore: r.matchScore,
      reasons: r.reasons,
      painPoints: r.prospect.painPoints,
      insights: r.prospect.insights,
      responseProb: r.responseProb,
      urgencyLevel: r.urgencyLevel,
      budgetLikelihood: r.budgetLikelihood,
      isDemo: r.prospect.isDemo,
    })),
  };
}
