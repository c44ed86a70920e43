import { inArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { prospects, type SignalKind } from "#db/schema/prospects";
import { freshnessOf, timelessInsights } from "../freshness";
import { normalizeCompany } from "../ingest/text";
import { findCandidates, hasRealProspects } from "./candidates";
import { budgetLikelihood, responseProb, urgencyLevel } from "./estimates";
import { parseQuery } from "./parse-query";
import { type ProfileHints, rankCandidates } from "./rank";
import { type EmbeddingRunner, semanticRerank } from "./semantic";

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
  hidden: prospects.hidden,
  openState: prospects.openState,
  contactHandle: prospects.contactHandle,
  leadRule: prospects.leadRule,
  budget: prospects.budget,
  timeline: prospects.timeline,
  techStack: prospects.techStack,
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
  input: { query: string; skills: string[]; profile: ProfileHints; planId: string; semantic?: EmbeddingRunner },
  now = Date.now(),
) {
  const facets = parseQuery(input.query, input.skills);
  // The generated demo set only fills an empty install: once a real prospect exists it is never shown.
  const { candidates, mode } = await findCandidates(db, facets, { withDemo: !(await hasRealProspects(db)) });
  // One result per company: the same firm posting twice is one prospect to pitch.
  const seen = new Set<string>();
  const lexical = rankCandidates(candidates, facets, input.profile, now).filter((r) => {
    const key = normalizeCompany(r.prospect.company) || `id:${r.prospect.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Where Workers AI is bound: meaning as well as words, for the best lexical matches (semantic.ts).
  const ranked = await semanticRerank(input.semantic, input.query, lexical, (r) =>
    [r.prospect.fields[0], r.prospect.fields[3]].join(". "),
  );
  // Unless the user asked for a period, fresh signals that match well come first.
  const ordered = facets.maxAgeDays === undefined ? preferFresh(ranked, now) : ranked;
  const visible = input.planId === "free" ? FREE_VISIBLE : PAID_VISIBLE;
  const shown = ordered.slice(0, visible);
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

/** What preferFresh reads of a ranked result. */
type FreshnessInput = {
  matchScore: number;
  prospect: { signalKind: SignalKind; signalDate: Date | number; openState: "open" | "closed" | "unknown" };
};

/**
 * A stable partition: results whose signal is inside its freshness window and
 * whose match is not far below the best one (at least 55 % of the top score,
 * and 40) move ahead of older ones; the rest keep their order. A launch from
 * last week at 48 % is a better lead than the same kind of product launched
 * a year ago at 76 %, but a weak fresh match never jumps a strong old one
 * (docs/performance.md, "Freshness").
 */
export function preferFresh<R extends FreshnessInput>(ranked: R[], now: number) {
  const floor = Math.max(40, (ranked[0]?.matchScore ?? 0) * 0.55);
  const isFresh = (r: R) =>
    r.matchScore >= floor && freshnessOf(r.prospect.signalKind, r.prospect.signalDate, r.prospect.openState, now).fresh;
  return [...ranked.filter(isFresh), ...ranked.filter((r) => !isFresh(r))];
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
    // Deleted or hidden by an admin since the search ran: left out, not shown half-filled.
    if (!p || p.hidden) return [];
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
        insights: timelessInsights(p.insights),
        freshness: freshnessOf(p.signalKind, p.signalDate, p.openState, now),
        contactHandle: p.contactHandle,
        leadRule: p.leadRule,
        budget: p.budget,
        timeline: p.timeline,
        techStack: p.techStack,
        responseProb: r.responseProb ?? responseProb(signal, now),
        urgencyLevel: r.urgencyLevel ?? urgencyLevel(signal, now),
        budgetLikelihood: r.budgetLikelihood ?? budgetLikelihood(signal, now),
        isDemo: p.isDemo,
      },
    ];
  });
}

/** How many delivered results carry a fresh signal, and how many older ones sit below them. */
export function freshnessSummary(results: { freshness: { fresh: boolean } }[]) {
  const fresh = results.filter((r) => r.freshness.fresh).length;
  return { fresh, older: results.length - fresh };
}
