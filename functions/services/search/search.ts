import { inArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { prospects } from "#db/schema/prospects";
import { normalizeCompany } from "../ingest/text";
import { findCandidates, hasRealProspects } from "./candidates";
import { budgetLikelihood, responseProb, urgencyLevel } from "./estimates";
import { parseQuery } from "./parse-query";
import { type ProfileHints, rankCandidates } from "./rank";

/** Free sees the first 10 in full and up to 5 more as locked; paid plans see 25. */
export const FREE_VISIBLE = 10;
export const FREE_LOCKED_MAX = 5;
export const PAID_VISIBLE = 25;

/** The columns a search result shows (long bios, activity and contact details stay for the detail page). */
const shownColumns = {
  id: prospects.id,
  name: prospects.name,
  company: prospects.company,
  role: prospects.role,
  location: prospects.location,
  remote: prospects.remote,
  industry: prospects.industry,
  companySize: prospects.companySize,
  website: prospects.website,
  source: prospects.source,
  sourceUrl: prospects.sourceUrl,
  signalKind: prospects.signalKind,
  signalText: sql<string>`substr(${prospects.signalText}, 1, 400)`,
  signalDate: prospects.signalDate,
  painPoints: prospects.painPoints,
  insights: prospects.insights,
  isDemo: prospects.isDemo,
  // For the estimates of a reopened search (a fresh one has them from the ranker).
  stage: prospects.stage,
  hasEmail: sql<number>`${prospects.email} != ''`,
};

/**
 * Parse, fetch the capped candidates (ranking columns only), rank, cut to
 * what the plan unlocks, then load the full rows of just those results.
 */
export async function runSearch(
  db: DrizzleD1Database,
  input: { query: string; skills: string[]; profile: ProfileHints; planId: string },
  now = Date.now(),
) {
  const facets = parseQuery(input.query, input.skills);
  // The generated demo set only fills an empty install: once a real prospect exists it is never shown.
  const { candidates, mode } = await findCandidates(db, facets, { withDemo: !(await hasRealProspects(db)) });
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
  const locked = lockedCount(input.planId, ranked.length);
  return {
    facets,
    mode,
    total: ranked.length,
    locked,
    results: await loadResults(
      db,
      shown.map((r) => ({ ...r, id: r.prospect.id })),
    ),
  };
}

/** Free sees up to 5 more results as locked (never their details); paid plans see no locks. */
export const lockedCount = (planId: string, total: number) =>
  planId === "free" ? Math.min(FREE_LOCKED_MAX, Math.max(0, total - FREE_VISIBLE)) : 0;

type Scored = {
  id: number;
  matchScore: number;
  reasons: string[];
  responseProb?: number;
  urgencyLevel?: string;
  budgetLikelihood?: string;
};

/**
 * The full rows of ranked results, in rank order: for a fresh search and for
 * reopening a stored one. A row deleted since is left out rather than shown
 * half-filled. At most 25 ids: well under D1's 100 bound parameters.
 */
export async function loadResults(db: DrizzleD1Database, shown: Scored[], now = Date.now()) {
  const rows = shown.length
    ? await db
        .select(shownColumns)
        .from(prospects)
        .where(
          inArray(
            prospects.id,
            shown.map((r) => r.id),
          ),
        )
    : [];
  const full = new Map(rows.map((p) => [p.id, p]));
  return shown.flatMap((r) => {
    const p = full.get(r.id);
    if (!p) return [];
    const signal = { ...p, hasEmail: p.hasEmail === 1 };
    return [
      {
        id: p.id,
        name: p.name,
        company: p.company,
        role: p.role,
        location: p.location,
        remote: p.remote,
        industry: p.industry,
        companySize: p.companySize,
        website: p.website,
        source: p.source,
        sourceUrl: p.sourceUrl,
        signalKind: p.signalKind,
        signal: p.signalText,
        signalDate: p.signalDate.toISOString(),
        matchScore: r.matchScore,
        reasons: r.reasons,
        painPoints: p.painPoints,
        insights: p.insights,
        responseProb: r.responseProb ?? responseProb(signal, now),
        urgencyLevel: r.urgencyLevel ?? urgencyLevel(signal, now),
        budgetLikelihood: r.budgetLikelihood ?? budgetLikelihood(signal, now),
        isDemo: p.isDemo,
      },
    ];
  });
}
