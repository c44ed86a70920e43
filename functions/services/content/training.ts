import { and, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { clients, pitches } from "#db/schema/outreach";

/** A sent pitch without a reply after this long is labelled 'no_response'; before it, 'awaiting'. */
export const NO_RESPONSE_AFTER_DAYS = 14;
const PAGE_SIZE = 25;

type Label = "responded" | "no_response" | "awaiting";

/**
 * The labelled outcomes the AI performance page learns from: every pitch that
 * was sent, with what wrote it (driver, tone, fallback), what it was about
 * (source, signal kind, match score) and how it fared (the label, and the
 * client's stage and revenue range when the prospect became a client). No
 * user, address or message text is shown.
 */
export async function trainingData(db: DrizzleD1Database, label: Label | "all", page: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - NO_RESPONSE_AFTER_DAYS * 86_400_000);
  const labelSql = sql<Label>`case when ${pitches.status} = 'responded' then 'responded'
    when ${pitches.sentAt} < ${cutoff.getTime()} then 'no_response' else 'awaiting' end`;
  const sentPitch = and(inArray(pitches.status, ["sent", "responded"]), isNotNull(pitches.sentAt));
  const byLabel = {
    all: sentPitch,
    responded: and(sentPitch, eq(pitches.status, "responded")),
    no_response: and(sentPitch, eq(pitches.status, "sent"), lt(pitches.sentAt, cutoff)),
    awaiting: and(sentPitch, eq(pitches.status, "sent"), sql`${pitches.sentAt} >= ${cutoff.getTime()}`),
  }[label];
  const [rows, totals] = await db.batch([
    db
      .select({
        id: pitches.id,
        company: pitches.companyName,
        tone: pitches.tone,
        driver: pitches.driver,
        fellBack: pitches.fellBack,
        source: pitches.source,
        signalKind: pitches.signalKind,
        matchScore: pitches.matchScore,
        sentAt: pitches.sentAt,
        sentVia: pitches.sentVia,
        label: labelSql,
        stage: clients.stage,
        revenueRange: clients.revenueRange,
      })
      .from(pitches)
      .leftJoin(clients, and(eq(clients.userId, pitches.userId), eq(clients.prospectId, pitches.prospectId)))
      .where(byLabel)
      .orderBy(desc(pitches.sentAt), desc(pitches.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ label: labelSql, n: count() }).from(pitches).where(sentPitch).groupBy(labelSql),
  ]);
  const total = (l: Label) => Number(totals.find((t) => t.label === l)?.n ?? 0);
  const counts = { responded: total("responded"), no_response: total("no_response"), awaiting: total("awaiting") };
  const matching = label === "all" ? counts.responded + counts.no_response + counts.awaiting : counts[label];
  return {
    rows: rows.map((r) => ({ ...r, sentAt: r.sentAt?.toISOString() ?? null })),
    counts,
    page,
    pageSize: PAGE_SIZE,
    total: matching,
    noResponseAfterDays: NO_RESPONSE_AFTER_DAYS,
  };
}
