import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { nowMs } from "../schema/columns";
import { type Plan, usage } from "../schema/plans";
import { periodFor } from "./users";

export type Quota = { used: number; max: number; remaining: number; period: string };

/**
 * What using a search or pitch reads of the plan, in one fixed statement: a search or a pitch
 * read the whole row through Drizzle's select builder, which cost more CPU than the statement
 * (docs/performance.md, "Search speed: fewer copies").
 */
async function planOf(db: DrizzleD1Database, planId: string) {
  const [plan] = await db.all<Pick<Plan, "period" | "searchesLimit" | "pitchesLimit">>(
    sql`select period, searches_limit as searchesLimit, pitches_limit as pitchesLimit from plans where id = ${planId}`,
  );
  if (!plan) throw new Error(`unknown plan ${planId}`);
  return plan;
}

type Counter = "searches" | "pitches";
const counterColumn = { searches: usage.searchesUsed, pitches: usage.pitchesUsed } as const;
const limitOf = (plan: Awaited<ReturnType<typeof planOf>>, counter: Counter) =>
  counter === "searches" ? plan.searchesLimit : plan.pitchesLimit;

/** The counter columns by name, for useOne's statement. */
const counterName = { searches: sql.raw("searches_used"), pitches: sql.raw("pitches_used") } as const;

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
  // The upsert Drizzle's insert builder made, as one fixed statement (see planOf); the created
  // and updated times of a new row are the schema's default.
  const column = counterName[counter];
  const [row] = await db.all<{ used: number }>(
    sql`insert into usage (user_id, period, searches_used, pitches_used, created_at, updated_at)
      values (${userId}, ${period}, ${counter === "searches" ? 1 : 0}, ${counter === "pitches" ? 1 : 0}, ${nowMs}, ${nowMs})
      on conflict (user_id, period) do update set ${column} = usage.${column} + 1, updated_at = ${now.getTime()}
      where usage.${column} < ${limit} returning ${column} as used`,
  );
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
