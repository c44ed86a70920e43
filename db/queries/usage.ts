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

type Counter = "searches" | "pitches";
const counterColumn = { searches: usage.searchesUsed, pitches: usage.pitchesUsed } as const;
const limitOf = (plan: Awaited<ReturnType<typeof planOf>>, counter: Counter) =>
  counter === "searches" ? plan.searchesLimit : plan.pitchesLimit;

/**
 * Uses one search or pitch if any is left, in a single upsert whose WHERE
 * checks the limit, so 100 parallel uses with 10 left give exactly 10. Null
 * when none is left.
 */
async function useOne(
  db: DrizzleD1Database,
  counter: Counter,
  userId: number,
  planId: string,
  now: Date,
): Promise<Quota | null> {
  const plan = await planOf(db, planId);
  const period = periodFor(plan.period, now);
  const limit = limitOf(plan, counter);
  if (limit <= 0) return null;
  const column = counterColumn[counter];
  const [row] = await db
    .insert(usage)
    .values({ userId, period, ...(counter === "searches" ? { searchesUsed: 1 } : { pitchesUsed: 1 }) })
    .onConflictDoUpdate({
      target: [usage.userId, usage.period],
      set: { [counter === "searches" ? "searchesUsed" : "pitchesUsed"]: sql`${column} + 1`, updatedAt: now },
      setWhere: sql`${column} < ${limit}`,
    })
    .returning({ used: column });
  if (!row) return null;
  return { used: row.used, max: limit, remaining: limit - row.used, period };
}

async function giveBack(db: DrizzleD1Database, counter: Counter, userId: number, period: string) {
  const column = counterColumn[counter];
  await db
    .update(usage)
    .set({ [counter === "searches" ? "searchesUsed" : "pitchesUsed"]: sql`max(0, ${column} - 1)` })
    .where(and(eq(usage.userId, userId), eq(usage.period, period)));
}

export const useSearch = (db: DrizzleD1Database, userId: number, planId: string, now = new Date()) =>
  useOne(db, "searches", userId, planId, now);

/** Gives a search back: the search failed on our side or delivered nothing. */
export const refundSearch = (db: DrizzleD1Database, userId: number, period: string) =>
  giveBack(db, "searches", userId, period);

export const usePitch = (db: DrizzleD1Database, userId: number, planId: string, now = new Date()) =>
  useOne(db, "pitches", userId, planId, now);

/** Gives a pitch back when writing it failed after it was charged. */
export const refundPitch = (db: DrizzleD1Database, userId: number, period: string) =>
  giveBack(db, "pitches", userId, period);
