import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type Prospect, prospectImports, prospects } from "../schema/prospects";
import type { AdminProspectListQuery } from "../validation/admin-prospects";
import { ADMIN_PAGE_SIZE, containsText } from "./admin";

/* The admin's prospect management: list, detail, hide, delete, demo removal. */

const rowColumns = {
  id: prospects.id,
  company: prospects.company,
  name: prospects.name,
  source: prospects.source,
  signalKind: prospects.signalKind,
  signalDate: prospects.signalDate,
  createdAt: prospects.createdAt,
  hidden: prospects.hidden,
  isDemo: prospects.isDemo,
  sourceUrl: prospects.sourceUrl,
};

type RowFields = Pick<Prospect, keyof typeof rowColumns>;
const toRow = (r: RowFields) => ({
  ...r,
  signalDate: r.signalDate.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/**
 * The words of a search as an FTS5 query over company, name and signal text:
 * each word quoted (so nothing in it is FTS syntax) and matched as a prefix.
 * Null when the text holds no word at all (only punctuation or markup).
 */
export function ftsQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
  if (!words?.length) return null;
  return `{company name signal_text} : (${words.map((w) => `"${w}"*`).join(" AND ")})`;
}

type ImportRun = typeof prospectImports.$inferSelect;

/** The rows an import run added (each row records the run that first wrote it). */
function addedBy(run: ImportRun): SQL {
  return sql`${prospects.importId} = ${run.id}`;
}

export async function findImportRun(db: DrizzleD1Database, id: number) {
  const [run] = await db.select().from(prospectImports).where(eq(prospectImports.id, id)).limit(1);
  return run ?? null;
}

/** One page of prospects, newest added first, with the filters of the admin list. */
export async function adminProspectPage(
  db: DrizzleD1Database,
  query: AdminProspectListQuery,
  importRun: ImportRun | null = null,
) {
  const { q, page, source, demo, hidden } = query;
  const where: SQL[] = [];
  if (q) {
    const match = ftsQuery(q);
    const byText = match
      ? sql`${prospects.id} in (select rowid from prospects_fts where prospects_fts match ${match})`
      : sql`(${containsText(prospects.company, q)} or ${containsText(prospects.name, q)})`;
    // An id typed into the box finds that row too.
    where.push(/^\d{1,10}$/.test(q) ? sql`(${byText} or ${prospects.id} = ${Number(q)})` : byText);
  }
  if (source) where.push(eq(prospects.source, source));
  if (demo !== undefined) where.push(eq(prospects.isDemo, demo));
  if (hidden !== undefined) where.push(eq(prospects.hidden, hidden));
  if (importRun) where.push(addedBy(importRun));
  const filter = where.length ? and(...where) : undefined;

  const [rows, [total], [counts]] = await db.batch([
    db
      .select(rowColumns)
      .from(prospects)
      .where(filter)
      .orderBy(desc(prospects.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(prospects).where(filter),
    db
      .select({
        all: count(),
        demo: sql<number>`coalesce(sum(${prospects.isDemo}), 0)`,
        hidden: sql<number>`coalesce(sum(${prospects.hidden}), 0)`,
      })
      .from(prospects),
  ]);
  return {
    prospects: rows.map(toRow),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    counts: { all: counts?.all ?? 0, demo: Number(counts?.demo ?? 0), hidden: Number(counts?.hidden ?? 0) },
    importRun: importRun
      ? {
          id: importRun.id,
          kind: importRun.kind,
          label: importRun.label,
          format: importRun.format,
          status: importRun.status,
          inserted: importRun.inserted,
          createdAt: importRun.createdAt.toISOString(),
          finishedAt: importRun.finishedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** How many searches, clients and pitches point at a prospect (and how many users they belong to). */
export async function prospectReferences(db: DrizzleD1Database, id: number) {
  const [r] = await db.all<{
    searches: number;
    searchUsers: number;
    clients: number;
    pitches: number;
    pitchUsers: number;
  }>(sql`select
      (select count(distinct search_id) from search_results where prospect_id = ${id}) as searches,
      (select count(distinct user_id) from search_results where prospect_id = ${id}) as searchUsers,
      (select count(*) from clients where prospect_id = ${id}) as clients,
      (select count(*) from pitches where prospect_id = ${id}) as pitches,
      (select count(distinct user_id) from pitches where prospect_id = ${id}) as pitchUsers`);
  return {
    searches: r?.searches ?? 0,
    searchUsers: r?.searchUsers ?? 0,
    clients: r?.clients ?? 0,
    pitches: r?.pitches ?? 0,
    pitchUsers: r?.pitchUsers ?? 0,
  };
}

/** The full record for the admin's detail view, or null. */
export async function adminProspectDetail(db: DrizzleD1Database, id: number) {
  const [p] = await db.select().from(prospects).where(eq(prospects.id, id)).limit(1);
  if (!p) return null;
  const references = await prospectReferences(db, id);
  return {
    prospect: {
      ...toRow(p),
      dedupeKey: p.dedupeKey,
      role: p.role,
      location: p.location,
      remote: p.remote,
      bio: p.bio,
      industry: p.industry,
      companySize: p.companySize,
      stage: p.stage,
      website: p.website,
      linkedin: p.linkedin,
      email: p.email,
      phone: p.phone,
      sourceId: p.sourceId,
      signalText: p.signalText,
      openState: p.openState,
      contactHandle: p.contactHandle,
      budget: p.budget,
      timeline: p.timeline,
      techStack: p.techStack,
      leadRule: p.leadRule,
      painPoints: p.painPoints,
      insights: p.insights,
      tags: p.tags,
      firstSeenAt: p.firstSeenAt.toISOString(),
      lastActiveAt: p.lastActiveAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    },
    references,
  };
}

/** Sets the hidden flag; the row before and after, or null when there is no such prospect. */
export async function setProspectHidden(db: DrizzleD1Database, id: number, hidden: boolean) {
  const [before] = await db.select({ hidden: prospects.hidden }).from(prospects).where(eq(prospects.id, id)).limit(1);
  if (!before) return null;
  const [row] = await db.update(prospects).set({ hidden }).where(eq(prospects.id, id)).returning(rowColumns);
  if (!row) return null;
  return { row: toRow(row), changed: before.hidden !== hidden };
}

/** No user has it as a client and no pitch was written to it: what a delete may remove. */
const unreferenced = sql`not exists (select 1 from clients c where c.prospect_id = ${prospects.id})
  and not exists (select 1 from pitches pt where pt.prospect_id = ${prospects.id})`;

/**
 * Deletes a prospect nobody works with, in one statement, so a client saved at the same
 * moment either blocks it or comes after it. Its search results go with it (cascade).
 * 'deleted' with the row as it was, 'in_use' with the references, or 'not_found'.
 */
export async function deleteProspect(db: DrizzleD1Database, id: number) {
  const [gone] = await db
    .delete(prospects)
    .where(and(eq(prospects.id, id), unreferenced))
    .returning({ ...rowColumns, sourceId: prospects.sourceId });
  if (gone) return { outcome: "deleted" as const, row: { ...toRow(gone), sourceId: gone.sourceId } };
  const [exists] = await db.select({ id: prospects.id }).from(prospects).where(eq(prospects.id, id)).limit(1);
  if (!exists) return { outcome: "not_found" as const };
  return { outcome: "in_use" as const, references: await prospectReferences(db, id) };
}

/** Rows per delete statement: a few hundred keeps each statement (with its FTS and cascade work) short. */
export const DEMO_DELETE_BATCH = 500;

/**
 * Removes the generated demo set: deletes every demo row no user works with, a batch
 * per statement until none is left, then hides the demo rows a user has as a client
 * or pitch (deleting those would take the user's client with it). Each statement
 * commits on its own; a run cut short is finished by running it again.
 */
export async function removeDemoProspects(db: DrizzleD1Database) {
  let removed = 0;
  for (;;) {
    const ids = await db.all<{ id: number }>(sql`delete from prospects where id in (
        select id from prospects where is_demo = 1 and ${unreferenced} limit ${DEMO_DELETE_BATCH}
      ) returning id`);
    removed += ids.length;
    if (ids.length < DEMO_DELETE_BATCH) break;
  }
  await db
    .update(prospects)
    .set({ hidden: true })
    .where(and(eq(prospects.isDemo, true), eq(prospects.hidden, false)));
  const [kept] = await db.select({ n: count() }).from(prospects).where(eq(prospects.isDemo, true));
  return { removed, kept: kept?.n ?? 0 };
}

/** The newest 20 import and connector runs. */
export async function recentImportRuns(db: DrizzleD1Database) {
  return db.select().from(prospectImports).orderBy(desc(prospectImports.id)).limit(20);
}

/** Records an upload's import run before its rows are read; its id names the run. */
export async function startImportRun(db: DrizzleD1Database, run: { format: string; label: string; startedBy: number }) {
  const [row] = await db
    .insert(prospectImports)
    .values({ kind: "upload", ...run })
    .returning({ id: prospectImports.id });
  return row!.id;
}

export type ImportRunCounts = {
  rowsIn: number;
  inserted: number;
  updated: number;
  rejected: number;
  rejections: { row: number; reason: string }[];
};

/** The run's counts so far; a finished run (done or failed) also gets its finish time. */
export async function saveImportRun(
  db: DrizzleD1Database,
  id: number,
  counts: ImportRunCounts,
  status: "running" | "done" | "failed",
) {
  await db
    .update(prospectImports)
    .set({
      status,
      rowsIn: counts.rowsIn,
      inserted: counts.inserted,
      updated: counts.updated,
      rejected: counts.rejected,
      rejections: counts.rejections,
      ...(status === "running" ? {} : { finishedAt: new Date() }),
    })
    .where(eq(prospectImports.id, id));
}
