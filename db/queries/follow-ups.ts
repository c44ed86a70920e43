import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { activityEvents, clients, type FollowUp, followUps, pitches } from "../schema/outreach";

export const shapeFollowUp = (
  f: FollowUp,
  p: { prospectId: number | null; prospectName: string; company: string; recipientEmail: string },
  clientId: number | null,
) => ({
  id: f.id,
  pitchId: f.pitchId,
  clientId,
  prospectId: p.prospectId,
  prospectName: p.prospectName,
  company: p.company,
  recipientEmail: p.recipientEmail,
  type: f.type,
  scheduledDate: f.scheduledAt.toISOString(),
  message: f.message,
  status: f.status,
  sentDate: f.sentAt?.toISOString() ?? null,
});

const joined = {
  followUp: followUps,
  prospectId: pitches.prospectId,
  prospectName: pitches.prospectName,
  company: pitches.companyName,
  recipientEmail: pitches.recipientEmail,
  clientId: sql<
    number | null
  >`(select ${clients.id} from ${clients} where ${clients.userId} = ${followUps.userId} and ${clients.prospectId} = ${pitches.prospectId})`,
};

/** Due first: overdue, then pending by date, then the sent and cancelled ones, newest first. */
const dueOrder = sql`case ${followUps.status} when 'overdue' then 0 when 'pending' then 1 when 'sent' then 2 else 3 end`;

/** A follow-up still to send: pending, or past its date (overdue). */
const isDue = inArray(followUps.status, ["pending", "overdue"]);

/** How many follow-ups the user has still to send (the list shows a few: '+N more'). */
export async function countFollowUpsDue(db: DrizzleD1Database, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(followUps)
    .where(and(eq(followUps.userId, userId), isDue));
  return row?.n ?? 0;
}

export async function listFollowUps(
  db: DrizzleD1Database,
  userId: number,
  opts: { due?: boolean; pitchId?: number; prospectId?: number; limit?: number } = {},
) {
  const rows = await db
    .select(joined)
    .from(followUps)
    .innerJoin(pitches, eq(pitches.id, followUps.pitchId))
    .where(
      and(
        eq(followUps.userId, userId),
        opts.due ? isDue : undefined,
        opts.pitchId ? eq(followUps.pitchId, opts.pitchId) : undefined,
        opts.prospectId ? eq(pitches.prospectId, opts.prospectId) : undefined,
      ),
    )
    .orderBy(
      dueOrder,
      sql`case when ${followUps.status} in ('pending', 'overdue') then ${followUps.scheduledAt} else -${followUps.scheduledAt} end`,
      asc(followUps.id),
    )
    .limit(opts.limit ?? 200);
  return rows.map((r) => shapeFollowUp(r.followUp, r, r.clientId));
}

export async function getFollowUp(db: DrizzleD1Database, userId: number, id: number) {
  const [row] = await db
    .select(joined)
    .from(followUps)
    .innerJoin(pitches, eq(pitches.id, followUps.pitchId))
    .where(and(eq(followUps.userId, userId), eq(followUps.id, id)))
    .limit(1);
  return row ?? null;
}

/** Pending or overdue to sent, once: a second call (or a racing one) finds nothing to change. */
export async function markFollowUpSent(db: DrizzleD1Database, userId: number, id: number, now = new Date()) {
  const [row] = await db
    .update(followUps)
    .set({ status: "sent", sentAt: now, updatedAt: now })
    .where(and(eq(followUps.userId, userId), eq(followUps.id, id), inArray(followUps.status, ["pending", "overdue"])))
    .returning();
  return row ?? null;
}

export async function recordFollowUpSent(
  db: DrizzleD1Database,
  userId: number,
  clientId: number | null,
  company: string,
) {
  await db
    .insert(activityEvents)
    .values({ userId, clientId, kind: "follow_up_sent", title: `Follow-up sent to ${company}` });
}

/** Undoes markFollowUpSent when the e-mail could not go out: back to its status before. */
export async function reopenFollowUp(db: DrizzleD1Database, userId: number, id: number, status: "pending" | "overdue") {
  await db
    .update(followUps)
    .set({ status, sentAt: null })
    .where(and(eq(followUps.userId, userId), eq(followUps.id, id), eq(followUps.status, "sent")));
}
