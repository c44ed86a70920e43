import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { plans, usage } from "../schema/plans";
import { periodFor } from "./users";

export type Quota = { used: number; max: number; remaining: number; period: string };

async function planOf(db: DrizzleD1Database, planId: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  if (!plan) throw new Error(`unknown plan ${planId}`);
  return plan;
}

/**
 * Uses one search if any is left, in a single upsert whose WHERE checks the
 * limit, so 100 parallel searches with 10 left give exactly 10. Null when
 * none is left.
 */
export async function useSearch(
  db: DrizzleD1Database,
  userId: number,
  planId: string,
  now = new Date(),
): Promise<Quota | null> {
  const plan = await planOf(db, planId);
  const period = periodFor(plan.period, now);
  if (plan.searchesLimit <= 0) return null;
  const [row] = await db
    .insert(usage)
    .values({ userId, period, searchesUsed: 1 })
    .onConflictDoUpdate({
      target: [usage.userId, usage.period],
      set: { searchesUsed: sql`${usage.searchesUsed} + 1`, updatedAt: now },
      setWhere: sql`${usage.searchesUsed} < ${plan.searchesLimit}`,
    })
    .returning({ used: usage.searchesUsed });
  if (!row) return null;
  return { used: row.used, max: plan.searchesLimit, remaining: plan.searchesLimit - row.used, period };
}

/** Gives a search back when the search itself failed on our side. */
export async function refundSearch(db: DrizzleD1Database, userId: number, period: string) {
  await db
    .update(usage)
    .set({ searchesUsed: sql`max(0, ${usage.searchesUsed} - 1)` })
    .where(and(eq(usage.userId, userId), eq(usage.period, period)));
}
