import { and, eq, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { settledStages } from "#db/queries/clients";
import { clients, followUps, pitches } from "#db/schema/outreach";

/**
 * Flags pending follow-ups whose date has passed, skipping pitches that got a
 * response and deals that moved past 'Proposal Sent'. Idempotent: a second run
 * finds nothing left to flag.
 */
export async function markOverdueFollowUps(db: DrizzleD1Database, now: Date) {
  const flagged = await db
    .update(followUps)
    .set({ status: "overdue", updatedAt: now })
    .where(
      and(
        eq(followUps.status, "pending"),
        lt(followUps.scheduledAt, now),
        sql`not exists (select 1 from ${pitches} where ${pitches.id} = ${followUps.pitchId} and (
          ${pitches.status} = 'responded'
          or exists (select 1 from ${clients} where ${clients.userId} = ${pitches.userId}
            and ${clients.prospectId} = ${pitches.prospectId}
            and ${clients.stage} in ${settledStages})))`,
      ),
    )
    .returning({ id: followUps.id });
  return flagged.length;
}
