import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { prospects, SignalKind } from "#db/schema/prospects";
import { freshnessOf, timelessInsights } from "../freshness";
import { normalizeCompany } from "../ingest/text";
import type { Candidate } from "./candidates";
import { findCandidates, hasRealProspects, SIGNAL_CHARS } from "./candidates";
import { budgetLikelihood, responseProb, urgencyLevel } from "./estimates";
import { evidenceFinder } from "./evidence";
import { type Concept, type Facets, parseQuery } from "./parse-query";
import { byRank, candidateJudge, type ProfileHints, rankCandidates } from "./rank";
import { type EmbeddingRunner, semanticRerank } from "./semantic";

/** Free sees the first 10 in full and up to 5 more as locked; paid plans see 25. */
export const FREE_VISIBLE = 10;
export const FREE_LOCKED_MAX = 5;
export const PAID_VISIBLE = 25;
/** How many results a plan shows a search. */
export const resultsPerSearch = (planId: string) => (planId === "free" ? FREE_VISIBLE : PAID_VISIBLE);

/**
 * The columns a search result shows (long bios, activity and contact details
 * stay for the detail page), for at most 25 ids passed as one JSON array: one
 * fixed statement, written once rather than built by Drizzle on every search
 * (docs/performance.md, "Search speed"). Keys as the schema names them. The signal text as far
 * as the ranker reads it, for the evidence a card quotes; the card itself gets its start.
 */
const SHOWN_SELECT = sql.raw(`select id, name, company, role, location, remote, industry, company_size as companySize,
  website, source, source_url as sourceUrl, signal_kind as signalKind,
  substr(signal_text, 1, ${SIGNAL_CHARS}) as signalText, signal_date as signalDate, pain_points as painPoints,
  insights, is_demo as isDemo, hidden, open_state as openState, contact_handle as contactHandle,
  lead_rule as leadRule, budget, timeline, tech_stack as techStack,
  stage, email != '' as hasEmail
  from prospects`);

/** The start of a post a result carries (its card shows three lines of it). */
const SHOWN_SIGNAL_CHARS = 400;

type Prospect = typeof prospects.$inferSelect;
/** A shown row as SQLite returns it: booleans as 0/1, the date as epoch ms, lists as JSON text. */
type ShownRow = Pick<
  Prospect,
  | "id"
  | "name"
  | "company"
  | "role"
  | "location"
  | "industry"
  | "companySize"
  | "website"
  | "source"
  | "sourceUrl"
  | "signalKind"
  | "signalText"
  | "openState"
  | "contactHandle"
  | "leadRule"
  | "budget"
  | "timeline"
  | "techStack"
  | "stage"
> & {
  remote: number;
  isDemo: number;
  hidden: number;
  hasEmail: number;
  signalDate: number;
  painPoints: string;
  insights: string;
};

/** What Drizzle's column modes would give (boolean, timestamp_ms, json), without building a select per search. */
const shownRow = (r: ShownRow) => ({
  ...r,
  remote: r.remote === 1,
  isDemo: r.isDemo === 1,
  hidden: r.hidden === 1,
  signalDate: new Date(r.signalDate),
  painPoints: JSON.parse(r.painPoints) as string[],
  insights: JSON.parse(r.insights) as string[],
});

/**
 * Parse, fetch the capped candidates (ranking columns only), rank, cut to
 * what the plan unlocks, then load the full rows of just those results.
 */
export async function runSearch(
  db: DrizzleD1Database,
  input: { query: string; skills: string[]; profile: ProfileHints; planId: string; semantic?: EmbeddingRunner },
  now = Date.now(),
) {
  const facets = parseCached(input.query, input.skills);
  // The generated demo set only fills an empty install: once a real prospect exists it is never shown.
  // Pain points are read only to match the searcher's own (see rank.ts).
  const { candidates, mode } = await findCandidates(db, facets, {
    withDemo: !(await hasRealProspects(db)),
    withPains: input.profile.painPoints.length > 0,
    now,
  });
  const visible = resultsPerSearch(input.planId);
  // Unless the user asked for a period, fresh signals that match well come first.
  const freshFirst = facets.maxAgeDays === undefined;
  let total: number;
  let shown: RankedResult[];
  if (input.semantic) {
    // Where Workers AI is bound: meaning as well as words, for the best lexical matches
    // (semantic.ts). Its new scores can move any of them, so every candidate is judged in full.
    const lexical = onePerCompany(rankCandidates(candidates, facets, input.profile, now));
    const ranked = await semanticRerank(input.semantic, input.query, lexical, (r) =>
      [r.prospect.fields[0], r.prospect.fields[3]].join(". "),
    );
    total = ranked.length;
    shown = (freshFirst ? preferFresh(ranked, now) : ranked).slice(0, visible);
  } else {
    const judge = candidateJudge(candidates, facets, input.profile, now);
    const ranked = topCandidates(candidates, judge, visible, freshFirst, now);
    total = ranked.length;
    // Reasons and estimates only for what is shown.
    shown = (freshFirst ? preferFresh(ranked, now, visible) : ranked.slice(0, visible)).map((r) =>
      judge.result(r.index),
    );
  }
  const locked = lockedCount(input.planId, total);
  return {
    facets,
    mode,
    total,
    locked,
    results: await loadResults(
      db,
      shown.map((r) => ({ ...r, id: r.prospect.id })),
      now,
      facets.concepts,
    ),
  };
}

/** Descriptions parsed in this isolate, least recently used first (see parseCached). */
const parsed = new Map<string, Facets>();
const PARSED_KEPT = 200;

/**
 * A description that names nothing to look for ('a', 'hello there', 'startups'): no word, kind of
 * signal, client, place, size, stage, period, source or skill, and not even buyers ('find me
 * clients' asks for those). Searching it would rank the newest rows for no reason, so it is refused
 * before any quota is used (routes/search.ts).
 */
export const saysNothing = (f: Facets) =>
  !f.concepts?.length &&
  !f.signalKind &&
  !f.buyers &&
  !f.industries.length &&
  !f.locations.length &&
  !f.sizes.length &&
  !f.stages.length &&
  f.maxAgeDays === undefined &&
  !f.sources?.length &&
  !f.remote &&
  !f.roles.length &&
  !f.skills.length;

/**
 * parseQuery, remembered per description and skills: the same words always
 * parse the same, and a user re-running or refining a search repeats them
 * (docs/performance.md, "Search speed"). The facets are frozen, so nothing
 * downstream can change what a later search reads from the cache.
 */
export function parseCached(query: string, skills: readonly string[]): Facets {
  const key = `${query}\u0000${skills.join("\u0000")}`;
  let facets = parsed.get(key);
  if (facets) parsed.delete(key);
  else {
    facets = deepFreeze(parseQuery(query, [...skills]));
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value ?? "");
  }
  parsed.set(key, facets);
  return facets;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A ranked candidate: the full result for one shown, else its score and place only. */
type RankedResult = {
  prospect: Candidate;
  matchScore: number;
  reasons: string[];
  lacks?: string[];
  responseProb?: number;
  urgencyLevel?: string;
  budgetLikelihood?: string;
};

/** One result per company: the same firm posting twice is one prospect to pitch (its best post, as ranked). */
export function onePerCompany<R extends { prospect: { company: string; id: number } }>(ranked: R[]) {
  const seen = new Set<string>();
  return ranked.filter((r) => {
    const key = companyKey(r.prospect);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A company by its name, written as its domain or not ('livekit.io' is LiveKit). */
const companyKey = (p: { company: string; id: number }) =>
  normalizeCompany(p.company.trim().replace(/\.(?:com|io|ai|co|dev|app|so|org|net|tech|xyz)$/i, "")) || `id:${p.id}`;

/**
 * The ranked candidates (one per company), judging in full only those that
 * can still reach the page (docs/performance.md, "Search speed"). Every candidate
 * gets a cheap score first that is never below its real one (depth 0 of
 * candidateJudge: the industry, place and vendor checks assumed passed). The
 * best by that score are judged in full; then every other one whose cheap
 * score reaches the bar those set: the `visible`-th best real score, and when
 * fresh matches go first, the freshness floor or the `visible`-th best fresh
 * match above it. A candidate below the bar can be neither among the best
 * `visible` nor among the fresh ones shown ahead of them, so its place among
 * the rest (kept after every judged one, by its cheap score) never shows.
 * The order of what is shown, and the count, are the same as judging all.
 */
export function topCandidates(
  candidates: Candidate[],
  judge: ReturnType<typeof candidateJudge>,
  visible: number,
  freshFirst: boolean,
  now: number,
): (RankedResult & { index: number })[] {
  // Each company (companyKey) as a small number, so the one-per-company checks below mark an
  // array instead of filling sets of names (docs/performance.md, "Search speed: fewer copies").
  const companies = new Map<string, number>();
  const entries: Entry[] = [];
  for (let i = 0; i < candidates.length; i++) {
    if (judge.excluded(i)) continue;
    const c = candidates[i]!;
    const { score, exact } = judge.judge(i, 0);
    const name = companyKey(c);
    let key = companies.get(name);
    if (key === undefined) {
      key = companies.size;
      companies.set(name, key);
    }
    entries.push({ i, score, date: c.signalDate.getTime(), exact, key });
  }
  entries.sort(byRank);
  const judged: Entry[] = [];
  // Judged best first, a few at a time, until the next one's cheap score is under the bar the judged set.
  let next = 0;
  let bar = Number.NEGATIVE_INFINITY;
  while (next < entries.length && entries[next]!.score >= bar) {
    const end = Math.min(entries.length, next + (next ? 10 : visible));
    for (; next < end; next++) {
      const e = entries[next]!;
      if (!e.exact) {
        e.score = judge.judge(e.i, 1).score;
        e.exact = true;
      }
      judged.push(e);
    }
    bar = barOf(judged, companies.size, candidates, visible, freshFirst, now);
  }
  judged.sort(byRank);
  const taken = new Uint8Array(companies.size);
  const ranked: (RankedResult & { index: number })[] = [];
  // The judged ones in rank order, then the rest by their cheap score.
  for (const [list, from] of [
    [judged, 0],
    [entries, next],
  ] as const) {
    for (let n = from; n < list.length; n++) {
      const e = list[n]!;
      if (taken[e.key]) continue;
      taken[e.key] = 1;
      ranked.push({ prospect: candidates[e.i]!, matchScore: e.score, reasons: UNEXPLAINED, index: e.i });
    }
  }
  return ranked;
}

/** A candidate in topCandidates: its score so far, whether that is the real one, and its company's number. */
type Entry = { i: number; score: number; date: number; exact: boolean; key: number; fresh?: boolean };

/** The reasons of a ranked candidate not shown: none, one frozen list for all of them. */
const UNEXPLAINED: string[] = [];
Object.freeze(UNEXPLAINED);

/**
 * The lowest cheap score a candidate not judged yet needs to matter, from
 * those judged (see topCandidates), which it leaves in rank order.
 * -Infinity while fewer than `visible` are known.
 */
function barOf(
  judged: Entry[],
  companies: number,
  candidates: Candidate[],
  visible: number,
  freshFirst: boolean,
  now: number,
) {
  judged.sort(byRank);
  // The best of each company, in rank order: the `visible`-th of them, and of those fresh enough to go first.
  const taken = new Uint8Array(companies);
  let best = 0;
  let kth = Number.NEGATIVE_INFINITY;
  let floor = 0;
  let fresh = 0;
  let kthFresh = Number.NEGATIVE_INFINITY;
  for (const e of judged) {
    if (taken[e.key]) continue;
    taken[e.key] = 1;
    if (best++ === 0) floor = freshFloor(e.score);
    if (best === visible) kth = e.score;
    if (freshFirst && e.score >= floor) {
      // Whether a signal is fresh does not change with its score: read once per candidate.
      if (e.fresh === undefined) e.fresh = isFreshSignal(candidates[e.i]!, now);
      if (e.fresh && ++fresh === visible) kthFresh = e.score;
    }
  }
  if (!freshFirst || !best) return kth;
  return Math.min(kth, Math.max(floor, kthFresh));
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
 * (docs/performance.md, "Freshness"). With `limit`, only the first that many of that
 * order, each result's freshness read once and no further than they need.
 */
export function preferFresh<R extends FreshnessInput>(ranked: R[], now: number, limit = ranked.length) {
  const floor = freshFloor(ranked[0]?.matchScore ?? 0);
  const fresh: R[] = [];
  const older: R[] = [];
  for (const r of ranked) {
    if (fresh.length >= limit) break;
    if (r.matchScore >= floor && isFreshSignal(r.prospect, now)) fresh.push(r);
    else if (older.length < limit) older.push(r);
  }
  return fresh.concat(older.slice(0, limit - fresh.length));
}

/** The score a fresh match needs to go ahead of older ones: 55 % of the best, and 40. */
const freshFloor = (best: number) => Math.max(40, best * 0.55);

const isFreshSignal = (p: FreshnessInput["prospect"], now: number) =>
  freshnessOf(p.signalKind, p.signalDate, p.openState, now).fresh;

/** Free sees up to 5 more results as locked (never their details); paid plans see no locks. */
export const lockedCount = (planId: string, total: number) =>
  planId === "free" ? Math.min(FREE_LOCKED_MAX, Math.max(0, total - FREE_VISIBLE)) : 0;

type Scored = {
  id: number;
  matchScore: number;
  reasons: string[];
  /** What the description asked for that the result does not show (rank.ts, `lacks`). */
  lacks?: string[];
  responseProb?: number;
  urgencyLevel?: string;
  budgetLikelihood?: string;
};

/**
 * The full rows of ranked results, in rank order: for a fresh search and for
 * reopening a stored one. A row deleted since is left out rather than shown
 * half-filled. At most 25 ids: well under D1's 100 bound parameters.
 */
export async function loadResults(
  db: DrizzleD1Database,
  shown: Scored[],
  now = Date.now(),
  /** What the search looked for: a result's card then quotes where its post says it, if past the opening. */
  concepts?: readonly Concept[],
) {
  const rows = shown.length
    ? (
        await db.all<ShownRow>(
          sql`${SHOWN_SELECT} where id in (select value from json_each(${JSON.stringify(shown.map((r) => r.id))}))`,
        )
      ).map(shownRow)
    : [];
  const full = new Map(rows.map((p) => [p.id, p]));
  const quoteOf = concepts?.length ? evidenceFinder(concepts) : undefined;
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
        signal: p.signalText.slice(0, SHOWN_SIGNAL_CHARS),
        evidence: quoteOf?.(p.signalText),
        signalDate: p.signalDate.toISOString(),
        matchScore: r.matchScore,
        reasons: r.reasons,
        lacks: r.lacks ?? [],
        painPoints: p.painPoints,
        insights: timelessInsights(p.insights),
        freshness: freshnessOf(p.signalKind, p.signalDate, p.openState, now, p.source),
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
