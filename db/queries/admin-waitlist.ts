import { count, desc, eq, gte, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { earlyAccessPurchases, waitlistEntries } from "../schema/waitlist";
import { ADMIN_PAGE_SIZE, containsText, WEEK_MS } from "./admin";
import { EARLY_ACCESS_SPOTS } from "./waitlist";

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

const searchWhere = (q: string) => {
  if (!q) return undefined;
  return or(containsText(waitlistEntries.name, q), containsText(waitlistEntries.email, q));
};

/** One page of the waitlist, newest first, filtered by name or e-mail, with the screen's stat cards. */
export async function adminWaitlistPage(db: DrizzleD1Database, { q, page }: { q: string; page: number }) {
  const where = searchWhere(q);
  const weekAgo = new Date(Date.now() - WEEK_MS);
  const [rows, [matching], [total], [thisWeek], [pending], [purchases]] = await db.batch([
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
    db.select({ n: count() }).from(earlyAccessPurchases),
  ]);
  const purchased = purchases?.n ?? 0;
  return {
    entries: rows.map(({ createdAt, ...r }) => ({ ...r, signupDate: createdAt.toISOString() })),
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
