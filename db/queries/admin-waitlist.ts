import { and, count, desc, eq, gte, lt, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { earlyAccessPurchases, waitlistEntries } from "../schema/waitlist";
import type { WaitlistQuery } from "../validation/admin";
import { ADMIN_PAGE_SIZE, containsText, WEEK_MS } from "./admin";
import { EARLY_ACCESS_SPOTS, holdsSpot } from "./waitlist";

const rowColumns = {
  id: waitlistEntries.id,
  name: waitlistEntries.name,
  email: waitlistEntries.email,
  whatsappPhone: waitlistEntries.whatsappPhone,
  role: waitlistEntries.role,
  createdAt: waitlistEntries.createdAt,
  source: waitlistEntries.source,
  status: waitlistEntries.status,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Name or e-mail contains `q`; status and source are exact; `from`..`to` are whole UTC days. */
const listWhere = ({ q, status, source, from, to }: Omit<WaitlistQuery, "page">) =>
  and(
    q ? or(containsText(waitlistEntries.name, q), containsText(waitlistEntries.email, q)) : undefined,
    status ? eq(waitlistEntries.status, status) : undefined,
    source ? eq(waitlistEntries.source, source) : undefined,
    from ? gte(waitlistEntries.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(waitlistEntries.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );

/** One page of the waitlist, newest first, filtered, with the screen's stat cards and the sources seen. */
export async function adminWaitlistPage(db: DrizzleD1Database, { page, ...filters }: WaitlistQuery) {
  const where = listWhere(filters);
  const weekAgo = new Date(Date.now() - WEEK_MS);
  const [rows, [matching], [total], [thisWeek], [pending], [purchases], sources] = await db.batch([
    db
      .select(rowColumns)
      .from(waitlistEntries)
      .where(where)
      .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(waitlistEntries).where(where),
    db.select({ n: count() }).from(waitlistEntries),
    db.select({ n: count() }).from(waitlistEntries).where(gte(waitlistEntries.createdAt, weekAgo)),
    db.select({ n: count() }).from(waitlistEntries).where(eq(waitlistEntries.status, "Pending")),
    db.select({ n: count() }).from(earlyAccessPurchases).where(holdsSpot),
    db
      .selectDistinct({ source: waitlistEntries.source })
      .from(waitlistEntries)
      .orderBy(waitlistEntries.source)
      .limit(100),
  ]);
  const purchased = purchases?.n ?? 0;
  return {
    entries: rows.map(toRow),
    sources: sources.map((r) => r.source),
    total: matching?.n ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    stats: {
      total: total?.n ?? 0,
      thisWeek: thisWeek?.n ?? 0,
      pending: pending?.n ?? 0,
      earlyAccessPurchases: purchased,
      earlyAccessRemaining: Math.max(0, EARLY_ACCESS_SPOTS - purchased),
    },
  };
}

/** Every entry for the CSV export, newest first. */
export async function adminWaitlistAll(db: DrizzleD1Database) {
  return db.select(rowColumns).from(waitlistEntries).orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id));
}

/** Sets an entry's status; the row before and after, or null for an unknown id. */
export async function setWaitlistStatus(
  db: DrizzleD1Database,
  id: number,
  status: (typeof waitlistEntries.$inferSelect)["status"],
) {
  const [before] = await db.select(rowColumns).from(waitlistEntries).where(eq(waitlistEntries.id, id));
  if (!before) return null;
  const [after] = await db
    .update(waitlistEntries)
    .set({ status })
    .where(eq(waitlistEntries.id, id))
    .returning(rowColumns);
  return { before, after: toRow(after!) };
}

export async function waitlistEntry(db: DrizzleD1Database, id: number) {
  const [row] = await db.select(rowColumns).from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row ? toRow(row) : null;
}

const toRow = ({
  createdAt,
  ...r
}: { createdAt: Date } & Omit<typeof waitlistEntries.$inferSelect, "createdAt" | "emailNormalized">) => ({
  ...r,
  signupDate: createdAt.toISOString(),
});
