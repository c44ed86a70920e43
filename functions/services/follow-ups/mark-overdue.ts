import { and, eq, lt, notInArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { followUps, pitches } from "#db/schema/outreach";

/**
 * Flags pending follow-ups whose date has passed, skipping pitches that got a
 * response. Idempotent: a second run finds nothing left to flag.
 */
export async function markOverdueFollowUps(db: DrizzleD1Database, now: Date) {
  const responded = db.select({ id: pitches.id }).from(pitches).where(eq(pitches.status, "responded"));
  const flagged = await db
    .update(followUps)
    .set({ status: "overdue", updatedAt: now })
    .where(
      and(eq(followUps.status, "pending"), lt(followUps.scheduledAt, now), notInArray(followUps.pitchId, responded)),
    )
    .returning({ id: followUps.id });
  return flagged.length;
}
