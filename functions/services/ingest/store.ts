import { inArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type NewProspect, prospects } from "#db/schema/prospects";

/** D1 binds at most 100 parameters per statement; a prospect row binds 28. */
const ROWS_PER_INSERT = 3;
const KEYS_PER_SELECT = 90;
const STATEMENTS_PER_BATCH = 50;

const chunk = <T>(list: T[], n: number) =>
  Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));

const contentColumns = [
  "name",
  "company",
  "role",
  "location",
  "remote",
  "bio",
  "industry",
  "company_size",
  "stage",
  "website",
  "linkedin",
  "email",
  "phone",
  "source",
  "source_id",
  "source_url",
  "signal_kind",
  "signal_text",
  "signal_date",
  "pain_points",
  "insights",
  "tags",
  "content_hash",
] as const;
const camel = (c: string) => c.replace(/_([a-z])/g, (_m, l: string) => l.toUpperCase());

/**
 * Writes prospects by dedupe key: new keys are inserted, keys whose content
 * hash changed are updated, identical ones are not touched, so re-running an
 * import changes nothing. Rows must have distinct dedupe keys.
 */
export async function upsertProspects(db: DrizzleD1Database, rows: NewProspect[], now = new Date()) {
  const known = new Map<string, string>();
  for (const keys of chunk(
    rows.map((r) => r.dedupeKey),
    KEYS_PER_SELECT,
  )) {
    if (!keys.length) continue;
    const found = await db
      .select({ key: prospects.dedupeKey, hash: prospects.contentHash })
      .from(prospects)
      .where(inArray(prospects.dedupeKey, keys));
    for (const f of found) known.set(f.key, f.hash);
  }
  const fresh = rows.filter((r) => !known.has(r.dedupeKey));
  const changed = rows.filter((r) => known.has(r.dedupeKey) && known.get(r.dedupeKey) !== r.contentHash);

  const set = Object.fromEntries(contentColumns.map((c) => [camel(c), sql.raw(`excluded.${c}`)]));
  const statements = chunk([...fresh, ...changed], ROWS_PER_INSERT).map((part) =>
    db
      .insert(prospects)
      .values(part)
      .onConflictDoUpdate({
        target: prospects.dedupeKey,
        set: { ...set, lastActiveAt: sql`max(${prospects.lastActiveAt}, excluded.last_active_at)`, updatedAt: now },
        setWhere: sql`${prospects.contentHash} != excluded.content_hash`,
      }),
  );
  for (const group of chunk(statements, STATEMENTS_PER_BATCH)) {
    if (group.length) await db.batch(group as [(typeof group)[number], ...(typeof group)[number][]]);
  }
  return { inserted: fresh.length, updated: changed.length, unchanged: rows.length - fresh.length - changed.length };
}
