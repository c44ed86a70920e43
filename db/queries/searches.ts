import { and, desc, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { clients, searches, searchResults } from "../schema/outreach";

export type StoredResult = { prospectId: number; matchScore: number; reasons: string[]; lacks: string[] };

/**
 * Records a search and the results it delivered unlocked, in two statements.
 * The results travel as one JSON parameter (json_each), so 25 rows never
 * approach D1's 100 bound parameters. Both are fixed SQL rather than Drizzle's
 * insert builder, which cost a search more CPU and garbage than the statement
 * itself (docs/performance.md, "Search speed: fewer copies"); the columns left
 * out take their schema defaults (created_at is SQLite's clock, as Drizzle's
 * insert also lets SQLite fill it).
 */
export async function storeSearch(
  db: DrizzleD1Database,
  input: { userId: number; query: string; facets: Record<string, unknown>; total: number; results: StoredResult[] },
) {
  const [saved] = await db.all<{ id: number; createdAt: number }>(
    sql`insert into searches (user_id, query, facets, result_count)
      values (${input.userId}, ${input.query}, ${JSON.stringify(input.facets)}, ${input.total})
      returning id, created_at as createdAt`,
  );
  if (!saved) throw new Error("search not stored");
  if (input.results.length) {
    const rows = JSON.stringify(input.results.map((r, rank) => [rank, r.prospectId, r.matchScore, r.reasons, r.lacks]));
    await db.run(sql`insert into search_results (search_id, rank, user_id, prospect_id, match_score, reasons, lacks)
      select ${saved.id}, j.value ->> 0, ${input.userId}, j.value ->> 1, j.value ->> 2, j.value -> 3, j.value -> 4
      from json_each(${rows}) as j`);
  }
  return { id: saved.id, createdAt: new Date(saved.createdAt) };
}

/** What a search reads of the searcher's profile (see ProfileHints in functions/services/search/rank.ts). */
export type SearchProfile = { skills: string[]; painPoints: string[]; niche: string };

/**
 * The profile fields a search ranks by, in one fixed statement: the search route read the whole
 * account (user, profile, plan and usage, built by Drizzle on every search) for these three
 * (docs/performance.md, "Search speed: fewer copies"). Throws when the user has no profile,
 * as reading the whole account did.
 */
export async function searchProfile(db: DrizzleD1Database, userId: number): Promise<SearchProfile> {
  const [row] = await db.all<{ niche: string; skills: string; painPoints: string }>(
    sql`select niche, skills, pain_points as painPoints from user_profiles where user_id = ${userId}`,
  );
  if (!row) throw new Error(`user ${userId} vanished`);
  return {
    skills: JSON.parse(row.skills) as string[],
    painPoints: JSON.parse(row.painPoints) as string[],
    niche: row.niche,
  };
}

/**
 * Whether a user may open, pitch or save a prospect: a search delivered it to
 * them unlocked, or it is already one of their clients. Anything else is a 404.
 */
export async function canReachProspect(db: DrizzleD1Database, userId: number, prospectId: number) {
  const [row] = await db.all<{ ok: number }>(sql`select
      exists(select 1 from ${searchResults} where ${searchResults.userId} = ${userId} and ${searchResults.prospectId} = ${prospectId})
      or exists(select 1 from ${clients} where ${clients.userId} = ${userId} and ${clients.prospectId} = ${prospectId}) as ok`);
  return row?.ok === 1;
}

/** The score and reasons of the newest search that showed this prospect to this user. */
export async function latestMatch(db: DrizzleD1Database, userId: number, prospectId: number) {
  const [row] = await db
    .select({
      searchId: searchResults.searchId,
      matchScore: searchResults.matchScore,
      reasons: searchResults.reasons,
      lacks: searchResults.lacks,
      query: searches.query,
    })
    .from(searchResults)
    .innerJoin(searches, eq(searches.id, searchResults.searchId))
    .where(and(eq(searchResults.userId, userId), eq(searchResults.prospectId, prospectId)))
    .orderBy(desc(searchResults.searchId))
    .limit(1);
  return row ?? null;
}

/** The user's searches, newest first (the history list on /prospects). */
export async function listSearches(db: DrizzleD1Database, userId: number, limit = 20) {
  const rows = await db
    .select({
      id: searches.id,
      query: searches.query,
      resultCount: searches.resultCount,
      shown: sql<number>`(select count(*) from ${searchResults} where ${searchResults.searchId} = ${searches.id})`,
      createdAt: searches.createdAt,
    })
    .from(searches)
    .where(eq(searches.userId, userId))
    .orderBy(desc(searches.createdAt), desc(searches.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** One stored search of this user with its results in rank order; null when not theirs. */
export async function getStoredSearch(db: DrizzleD1Database, userId: number, searchId: number) {
  const [search] = await db
    .select()
    .from(searches)
    .where(and(eq(searches.userId, userId), eq(searches.id, searchId)))
    .limit(1);
  if (!search) return null;
  const results = await db
    .select({
      id: searchResults.prospectId,
      matchScore: searchResults.matchScore,
      reasons: searchResults.reasons,
      lacks: searchResults.lacks,
    })
    .from(searchResults)
    .where(eq(searchResults.searchId, searchId))
    .orderBy(searchResults.rank);
  return { search, results };
}
