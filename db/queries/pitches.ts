import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { activityEvents, clients, followUps, type Pitch, pitches, type pitchStatuses } from "../schema/outreach";

export const PITCHES_PAGE_SIZE = 20;
/** A follow-up is due three days after its pitch is sent. */
export const FOLLOW_UP_AFTER_MS = 3 * 86_400_000;

export type PitchStatus = (typeof pitchStatuses)[number];

/** A pitch as every API answer shows it (the list item plus what the pitch dialog needs). */
export const shapePitch = (p: Pitch, clientId: number | null) => ({
  id: p.id,
  prospectId: p.prospectId,
  clientId,
  prospectName: p.prospectName,
  company: p.companyName,
  recipientEmail: p.recipientEmail,
  subject: p.subject,
  content: p.content,
  tone: p.tone,
  status: p.status,
  responseRate: p.responseRate,
  source: p.source,
  signalKind: p.signalKind,
  matchScore: p.matchScore,
  driver: p.driver,
  fellBack: p.fellBack,
  sentVia: p.sentVia,
  sentDate: p.sentAt?.toISOString() ?? null,
  respondedAt: p.respondedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

const clientIdOf = sql<
  number | null
>`(select ${clients.id} from ${clients} where ${clients.userId} = ${pitches.userId} and ${clients.prospectId} = ${pitches.prospectId})`;

export async function listPitches(
  db: DrizzleD1Database,
  userId: number,
  opts: { status: PitchStatus | "all"; page: number; prospectId?: number },
) {
  const where = and(
    eq(pitches.userId, userId),
    opts.status === "all" ? undefined : eq(pitches.status, opts.status),
    opts.prospectId ? eq(pitches.prospectId, opts.prospectId) : undefined,
  );
  const [rows, counts] = await Promise.all([
    db
      .select({ pitch: pitches, clientId: clientIdOf })
      .from(pitches)
      .where(where)
      .orderBy(desc(pitches.updatedAt), desc(pitches.id))
      .limit(PITCHES_PAGE_SIZE)
      .offset((opts.page - 1) * PITCHES_PAGE_SIZE),
    db
      .select({ status: pitches.status, n: count() })
      .from(pitches)
      .where(eq(pitches.userId, userId))
      .groupBy(pitches.status),
  ]);
  const byStatus = { all: 0, draft: 0, sent: 0, responded: 0 };
  for (const c of counts) {
    byStatus[c.status] = c.n;
    byStatus.all += c.n;
  }
  return {
    pitches: rows.map((r) => shapePitch(r.pitch, r.clientId)),
    counts: byStatus,
    total: byStatus[opts.status],
    page: opts.page,
    pageSize: PITCHES_PAGE_SIZE,
  };
}

export async function getPitch(db: DrizzleD1Database, userId: number, id: number) {
  const [row] = await db
    .select({ pitch: pitches, clientId: clientIdOf })
    .from(pitches)
    .where(and(eq(pitches.userId, userId), eq(pitches.id, id)))
    .limit(1);
  return row ?? null;
}

/** Edits a draft; null when the pitch is not this user's draft (the caller tells which). */
export async function updateDraft(
  db: DrizzleD1Database,
  userId: number,
  id: number,
  change: { subject?: string; content?: string; tone?: Pitch["tone"] },
) {
  const [row] = await db
    .update(pitches)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(pitches.userId, userId), eq(pitches.id, id), eq(pitches.status, "draft")))
    .returning();
  return row ?? null;
}

export async function deleteDraft(db: DrizzleD1Database, userId: number, id: number) {
  const gone = await db
    .delete(pitches)
    .where(and(eq(pitches.userId, userId), eq(pitches.id, id), eq(pitches.status, "draft")))
    .returning({ id: pitches.id });
  return gone.length > 0;
}

/**
 * Claims a draft for sending: only one of two racing sends moves it from
 * draft to sent, so the e-mail goes out once. Null when it was not a draft.
 */
export async function markSent(
  db: DrizzleD1Database,
  userId: number,
  id: number,
  via: "email" | "manual",
  now = new Date(),
) {
  const [row] = await db
    .update(pitches)
    .set({ status: "sent", sentAt: now, sentVia: via, updatedAt: now })
    .where(and(eq(pitches.userId, userId), eq(pitches.id, id), eq(pitches.status, "draft")))
    .returning();
  return row ?? null;
}

/** Undoes markSent when the e-mail could not be delivered, so the user can try again. */
export async function unmarkSent(db: DrizzleD1Database, userId: number, id: number) {
  await db
    .update(pitches)
    .set({ status: "draft", sentAt: null, sentVia: null })
    .where(and(eq(pitches.userId, userId), eq(pitches.id, id), eq(pitches.status, "sent")));
}

/** After a send: the follow-up 3 days later and the activity entry, in one batch. */
export async function recordSend(
  db: DrizzleD1Database,
  pitch: Pitch,
  clientId: number,
  followUpMessage: string,
  now = new Date(),
) {
  const [followUp] = await db.batch([
    db
      .insert(followUps)
      .values({
        userId: pitch.userId,
        pitchId: pitch.id,
        type: "auto",
        scheduledAt: new Date(now.getTime() + FOLLOW_UP_AFTER_MS),
        message: followUpMessage,
      })
      .returning(),
    db.insert(activityEvents).values({
      userId: pitch.userId,
      clientId,
      kind: "pitch_sent",
      title: `Pitch sent to ${pitch.companyName}`,
      detail: pitch.sentVia === "email" ? `E-mailed to ${pitch.recipientEmail}` : "Sent by you (copied)",
    }),
    db.update(clients).set({ updatedAt: now }).where(eq(clients.id, clientId)),
  ]);
  return followUp[0]!;
}

/** Logs the prospect's reply: the pitch is 'responded', the client has responded, follow-ups stop. */
export async function markResponded(db: DrizzleD1Database, userId: number, id: number, now = new Date()) {
  const [row] = await db
    .update(pitches)
    .set({ status: "responded", respondedAt: now, updatedAt: now })
    .where(and(eq(pitches.userId, userId), eq(pitches.id, id), eq(pitches.status, "sent")))
    .returning();
  if (!row) return null;
  const [client] = await db
    .update(clients)
    .set({ hasResponded: true, updatedAt: now })
    .where(and(eq(clients.userId, userId), sql`${clients.prospectId} is ${row.prospectId}`))
    .returning({ id: clients.id });
  await db.batch([
    db
      .update(followUps)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(followUps.pitchId, row.id), sql`${followUps.status} in ('pending', 'overdue')`)),
    db.insert(activityEvents).values({
      userId,
      clientId: client?.id ?? null,
      kind: "response",
      title: `${row.companyName} responded`,
      detail: row.subject,
    }),
  ]);
  return { pitch: row, clientId: client?.id ?? null };
}

/** A freshly written pitch (a draft), as stored. */
export async function insertPitch(db: DrizzleD1Database, values: typeof pitches.$inferInsert) {
  const [row] = await db.insert(pitches).values(values).returning();
  return row!;
}
