import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { prospects } from "#db/schema/prospects";
import type { Facets } from "./parse-query";
import type { Candidate } from "./rank";

/** At most this many rows are read and ranked per search, whatever the query. */
export const CANDIDATE_CAP = 800;
/** Below this many AND matches, the search widens to an OR match (still capped). */
const WIDEN_BELOW = 25;

const columns = Object.values(getTableColumns(prospects));

/** Raw D1 rows (snake_case, driver values) to Prospect objects, through Drizzle's own column mappers. */
const keyOf = new Map(Object.entries(getTableColumns(prospects)).map(([k, c]) => [c.name, k]));
function mapRow(row: Record<string, unknown>): Candidate {
  const out: Record<string, unknown> = { bm25: row.bm25 ?? null };
  for (const col of columns) {
    const raw = row[col.name];
    out[keyOf.get(col.name) as string] = raw === null || raw === undefined ? raw : col.mapFromDriverValue(raw);
  }
  return out as Candidate;
}

/** A token as an FTS5 string: quoted, so no user input is ever FTS syntax. */
export const ftsToken = (t: string) => `"${t.replace(/"/g, '""')}"`;

export function ftsMatch(tokens: string[], op: "AND" | "OR", signalKind?: string) {
  const text = tokens.map(ftsToken).join(` ${op} `);
  const kind = signalKind ? `signal_kind:${ftsToken(signalKind.replace("_", " "))}` : "";
  if (!text) return kind;
  return kind ? `(${text}) AND ${kind}` : text;
}

async function ftsCandidates(db: DrizzleD1Database, match: string, cap: number) {
  // The inner query walks the index newest-first and stops at the cap, so a
  // broad term never makes the database rank an unbounded set.
  const rows = await db.all<Record<string, unknown>>(sql`
    select p.*, f.rank as bm25 from (
      select rowid as id, bm25(prospects_fts, 6.0, 1.0, 4.0, 3.0, 1.5, 3.0, 2.0, 2.0, 0.0) as rank
      from prospects_fts where prospects_fts match ${match}
      order by rowid desc limit ${cap}
    ) f join prospects p on p.id = f.id`);
  return rows.map(mapRow);
}

async function facetCandidates(db: DrizzleD1Database, facets: Facets, cap: number) {
  const where: SQL[] = [];
  if (facets.signalKind) where.push(sql`${prospects.signalKind} = ${facets.signalKind}`);
  if (facets.industries.length === 1) where.push(sql`${prospects.industry} = ${facets.industries[0]}`);
  const rows = await db.all<Record<string, unknown>>(sql`
    select prospects.*, null as bm25 from prospects
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by prospects.signal_date desc limit ${cap}`);
  return rows.map(mapRow);
}

/**
 * The capped candidate set for a parsed query: an AND match of the text
 * tokens (with the signal kind as an FTS column filter) first, widened to OR
 * only when that finds too few; facet-only queries read the newest rows of
 * the matching signal kind or industry through their indexes.
 */
export async function findCandidates(db: DrizzleD1Database, facets: Facets) {
  const tokens = [...new Set([...facets.skills, ...facets.terms])].slice(0, 12);
  if (!tokens.length) return { candidates: await facetCandidates(db, facets, CANDIDATE_CAP), mode: "facets" as const };
  const strict = await ftsCandidates(db, ftsMatch(tokens, "AND", facets.signalKind), CANDIDATE_CAP);
  if (strict.length >= WIDEN_BELOW || tokens.length === 1) {
    if (strict.length || !facets.signalKind) return { candidates: strict, mode: "and" as const };
  }
  let wide = await ftsCandidates(db, ftsMatch(tokens, "OR", facets.signalKind), CANDIDATE_CAP);
  // A signal kind nobody in the data shows should not empty the results: drop that filter.
  if (!strict.length && !wide.length && facets.signalKind)
    wide = await ftsCandidates(db, ftsMatch(tokens, "OR"), CANDIDATE_CAP);
  const seen = new Set(strict.map((c) => c.id));
  return {
    candidates: [...strict, ...wide.filter((c) => !seen.has(c.id))].slice(0, CANDIDATE_CAP),
    mode: "or" as const,
  };
}
