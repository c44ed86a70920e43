import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { activityEvents, clients, pitches } from "../schema/outreach";
import { prospects } from "../schema/prospects";
import { meetingStages, wonRevenueSql } from "./clients";
import { countFollowUpsDue, listFollowUps } from "./follow-ups";

/** How each dashboard figure is defined; the UI shows these as help text. */
export const dashboardDefinitions = {
  responsesThisMonth: "Pitches whose reply you logged since the 1st of this month (UTC).",
  responseRate:
    "Of the pitches you sent this month, the share that got a reply; compared with the same share over all your pitches.",
  meetings: "Clients at 'In Discussion' or a later stage.",
  revenue:
    "The lower end of the revenue range of each client you won (Project Started, Completed or Hired), added up (a $5K-$10K client counts as $5,000).",
  outcomes: "Sent pitches grouped by where the prospect came from, its buying signal and the tone you used.",
};

const monthStart = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** Revenue generated, added up where the rows are (clients.ts: won clients only). */
const revenueSql = sql<number>`coalesce(sum(${wonRevenueSql}), 0)`;

type Outcome = { key: string; sent: number; responded: number; responseRate: number; revenue: number };

/** Response and revenue per source, signal and tone; a client's revenue counts once, on its first sent pitch. */
function outcomesOf(
  rows: { id: number; source: string; signalKind: string; tone: string; status: string; prospectId: number | null }[],
  revenueByProspect: Map<number, number>,
) {
  const groups = {
    source: new Map<string, Outcome>(),
    signal: new Map<string, Outcome>(),
    tone: new Map<string, Outcome>(),
  };
  const counted = new Set<number>();
  for (const p of [...rows].sort((a, b) => a.id - b.id)) {
    let revenue = 0;
    if (p.prospectId !== null && !counted.has(p.prospectId)) {
      counted.add(p.prospectId);
      revenue = revenueByProspect.get(p.prospectId) ?? 0;
    }
    for (const [group, key] of [
      ["source", p.source || "unknown"],
      ["signal", p.signalKind || "unknown"],
      ["tone", p.tone],
    ] as const) {
      const o = groups[group].get(key) ?? { key, sent: 0, responded: 0, responseRate: 0, revenue: 0 };
      o.sent += 1;
      if (p.status === "responded") o.responded += 1;
      o.revenue += revenue;
      o.responseRate = pct(o.responded, o.sent);
      groups[group].set(key, o);
    }
  }
  const sorted = (m: Map<string, Outcome>) =>
    [...m.values()].sort((a, b) => b.responded - a.responded || b.sent - a.sent);
  return { bySource: sorted(groups.source), bySignal: sorted(groups.signal), byTone: sorted(groups.tone) };
}

export async function dashboardFor(db: DrizzleD1Database, userId: number, now = new Date()) {
  const since = monthStart(now);
  const [[counts], [clientStats], due, dueCount, highIntent, activity, sentPitches, clientRevenue] = await Promise.all([
    db
      .select({
        sentAll: sql<number>`coalesce(sum(${pitches.status} <> 'draft'), 0)`,
        respondedAll: sql<number>`coalesce(sum(${pitches.status} = 'responded'), 0)`,
        sentMonth: sql<number>`coalesce(sum(${pitches.sentAt} >= ${since}), 0)`,
        respondedOfSentMonth: sql<number>`coalesce(sum(${pitches.sentAt} >= ${since} and ${pitches.status} = 'responded'), 0)`,
        responsesThisMonth: sql<number>`coalesce(sum(${pitches.respondedAt} >= ${since}), 0)`,
      })
      .from(pitches)
      .where(eq(pitches.userId, userId)),
    db
      .select({
        meetings: sql<number>`coalesce(sum(${inArray(clients.stage, meetingStages)}), 0)`,
        revenue: revenueSql,
      })
      .from(clients)
      .where(eq(clients.userId, userId)),
    listFollowUps(db, userId, { due: true, limit: 3 }),
    // All of them, for '+N more': the list above holds only the ones shown.
    countFollowUpsDue(db, userId),
    db
      .select({
        id: clients.id,
        prospectId: clients.prospectId,
        stage: clients.stage,
        matchScore: clients.matchScore,
        hasResponded: clients.hasResponded,
        name: prospects.name,
        company: prospects.company,
        signalKind: prospects.signalKind,
        signalDate: prospects.signalDate,
      })
      .from(clients)
      .innerJoin(prospects, eq(prospects.id, clients.prospectId))
      .where(and(eq(clients.userId, userId), ne(clients.stage, "Completed"), ne(clients.stage, "Hired")))
      // Match first, then the freshest signal: who is likeliest to buy now.
      .orderBy(sql`coalesce(${clients.matchScore}, 0) desc`, desc(prospects.signalDate))
      .limit(5),
    db
      .select({
        id: activityEvents.id,
        kind: activityEvents.kind,
        title: activityEvents.title,
        detail: activityEvents.detail,
        clientId: activityEvents.clientId,
        createdAt: activityEvents.createdAt,
      })
      .from(activityEvents)
      .where(eq(activityEvents.userId, userId))
      .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
      .limit(8),
    db
      .select({
        id: pitches.id,
        source: pitches.source,
        signalKind: pitches.signalKind,
        tone: pitches.tone,
        status: pitches.status,
        prospectId: pitches.prospectId,
      })
      .from(pitches)
      .where(and(eq(pitches.userId, userId), ne(pitches.status, "draft")))
      .orderBy(desc(pitches.id))
      .limit(2000),
    db
      // Each client's revenue by the same rule as the total (clients.ts: won clients only).
      .select({ prospectId: clients.prospectId, revenue: wonRevenueSql })
      .from(clients)
      .where(and(eq(clients.userId, userId), isNotNull(clients.revenueRange))),
  ]);
  const revenueByProspect = new Map(clientRevenue.map((c) => [c.prospectId, Number(c.revenue)] as const));
  const c = counts ?? { sentAll: 0, respondedAll: 0, sentMonth: 0, respondedOfSentMonth: 0, responsesThisMonth: 0 };
  return {
    stats: {
      responsesThisMonth: c.responsesThisMonth,
      responseRate: pct(c.respondedOfSentMonth, c.sentMonth),
      averageResponseRate: pct(c.respondedAll, c.sentAll),
      pitchesSentThisMonth: c.sentMonth,
      meetings: clientStats?.meetings ?? 0,
      revenue: clientStats?.revenue ?? 0,
    },
    followUpsDue: { items: due, total: dueCount },
    highIntent: highIntent.map((h) => ({ ...h, signalDate: h.signalDate.toISOString() })),
    recentActivity: activity.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    outcomes: outcomesOf(sentPitches, revenueByProspect),
    definitions: dashboardDefinitions,
  };
}
