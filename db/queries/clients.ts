import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { activityEvents, type clientStages, clients, followUps, pitches, type revenueRanges } from "../schema/outreach";
import { prospects } from "../schema/prospects";

export type ClientStage = (typeof clientStages)[number];
export type RevenueRange = (typeof revenueRanges)[number];

export const CLIENTS_PAGE_SIZE = 20;

/** Stages past 'Proposal Sent': the deal moved on, so no follow-up is chased. */
export const settledStages: ClientStage[] = ["Project Started", "Completed", "Hired"];
/** 'In Discussion' or later counts as a meeting on the dashboard. */
export const meetingStages: ClientStage[] = ["In Discussion", "Proposal Sent", "Project Started", "Completed", "Hired"];

/** The lower bound of each revenue range, in dollars: revenue figures add these, never guesses. */
export const revenueFloor: Record<RevenueRange, number> = {
  "$0-$1K": 0,
  "$1K-$5K": 1000,
  "$5K-$10K": 5000,
  "$10K-$25K": 10000,
  "$25K-$50K": 25000,
  "$50K+": 50000,
};

/**
 * A client's part of the revenue generated, as SQL: the lower end of its range once the work is
 * won (the settled stages), else 0. A range set at 'Proposal Sent' is what the deal may be worth,
 * not money made.
 */
export const wonRevenueSql = sql<number>`case when ${inArray(clients.stage, settledStages)} then (case ${clients.revenueRange} ${sql.join(
  Object.entries(revenueFloor).map(([range, floor]) => sql`when ${range} then ${floor}`),
  sql` `,
)} else 0 end) else 0 end`;

const tabWhere = {
  all: undefined,
  new: eq(clients.stage, "New Lead"),
  active: ne(clients.stage, "Completed"),
  proposals: eq(clients.stage, "Proposal Sent"),
} as const;
export type ClientTab = keyof typeof tabWhere;

const listColumns = {
  id: clients.id,
  prospectId: clients.prospectId,
  stage: clients.stage,
  revenue: clients.revenueRange,
  hasResponded: clients.hasResponded,
  matchScore: clients.matchScore,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
  name: prospects.name,
  company: prospects.company,
  role: prospects.role,
  location: prospects.location,
  source: prospects.source,
  signalKind: prospects.signalKind,
  signal: sql<string>`substr(${prospects.signalText}, 1, 240)`,
  isDemo: prospects.isDemo,
};

/** A prospect becomes a client as a New Lead; a second call changes nothing. Returns the id and whether it is new. */
export async function ensureClient(
  db: DrizzleD1Database,
  userId: number,
  prospect: { id: number; company: string },
  matchScore: number | null,
) {
  const [created] = await db
    .insert(clients)
    .values({ userId, prospectId: prospect.id, matchScore })
    .onConflictDoNothing({ target: [clients.userId, clients.prospectId] })
    .returning({ id: clients.id });
  if (created) {
    await db
      .insert(activityEvents)
      .values({ userId, clientId: created.id, kind: "new_client", title: `New client: ${prospect.company}` });
    return { id: created.id, created: true };
  }
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.prospectId, prospect.id)))
    .limit(1);
  if (!existing) throw new Error("client vanished");
  return { id: existing.id, created: false };
}

/** The user's client made from this prospect, or null: the prospect page offers 'View client' rather than 'Save'. */
export async function clientIdFor(db: DrizzleD1Database, userId: number, prospectId: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.prospectId, prospectId)))
    .limit(1);
  return row?.id ?? null;
}

export async function listClients(
  db: DrizzleD1Database,
  userId: number,
  opts: { q: string; tab: ClientTab; page: number },
) {
  const text = opts.q.toLowerCase();
  // instr() rather than LIKE: the user's text is matched as it is, with no wildcards to escape.
  const matches = text
    ? sql`(instr(lower(${prospects.company}), ${text}) > 0 or instr(lower(${prospects.name}), ${text}) > 0 or instr(lower(${prospects.role}), ${text}) > 0)`
    : undefined;
  const where = and(eq(clients.userId, userId), tabWhere[opts.tab], matches);
  const [rows, [totals], [stats]] = await Promise.all([
    db
      .select(listColumns)
      .from(clients)
      .innerJoin(prospects, eq(prospects.id, clients.prospectId))
      .where(where)
      // Newest client first, and a card stays where it is when its stage or revenue changes.
      .orderBy(desc(clients.id))
      .limit(CLIENTS_PAGE_SIZE)
      .offset((opts.page - 1) * CLIENTS_PAGE_SIZE),
    db.select({ n: count() }).from(clients).innerJoin(prospects, eq(prospects.id, clients.prospectId)).where(where),
    db
      .select({
        total: count(),
        responded: sql<number>`coalesce(sum(${clients.hasResponded}), 0)`,
        avgMatch: sql<number | null>`round(avg(${clients.matchScore}))`,
        active: sql<number>`coalesce(sum(${clients.stage} <> 'Completed'), 0)`,
      })
      .from(clients)
      .where(eq(clients.userId, userId)),
  ]);
  return {
    clients: rows.map(shapeClient),
    total: totals?.n ?? 0,
    page: opts.page,
    pageSize: CLIENTS_PAGE_SIZE,
    stats: {
      total: stats?.total ?? 0,
      responded: stats?.responded ?? 0,
      avgMatch: stats?.avgMatch ?? null,
      active: stats?.active ?? 0,
    },
  };
}

const shapeClient = <R extends { createdAt: Date; updatedAt: Date }>(r: R) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function getClient(db: DrizzleD1Database, userId: number, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(clients)
    .innerJoin(prospects, eq(prospects.id, clients.prospectId))
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .limit(1);
  return row ? shapeClient(row) : null;
}

/**
 * Moves a client's stage and/or revenue, records the activity, and, when the
 * deal moved past 'Proposal Sent', cancels the follow-ups still waiting. A deal
 * settled that way (a project started, completed or hired) counts as responded even
 * when no pitch was marked so. Before that the follow-up may still be chased (its text
 * asks for a reply), so 'Responded' is not shown beside it.
 * Null when the client is not this user's.
 */
export async function updateClient(
  db: DrizzleD1Database,
  userId: number,
  id: number,
  change: { stage?: ClientStage; revenue?: RevenueRange | null },
) {
  const [current] = await db
    .select({
      stage: clients.stage,
      revenue: clients.revenueRange,
      prospectId: clients.prospectId,
      company: prospects.company,
    })
    .from(clients)
    .innerJoin(prospects, eq(prospects.id, clients.prospectId))
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .limit(1);
  if (!current) return null;
  const now = new Date();
  const stageMoved = change.stage !== undefined && change.stage !== current.stage;
  const revenueMoved = change.revenue !== undefined && change.revenue !== current.revenue;
  const writes = [
    db
      .update(clients)
      .set({
        ...(stageMoved ? { stage: change.stage, stageChangedAt: now } : {}),
        ...(stageMoved && settledStages.includes(change.stage!) ? { hasResponded: true } : {}),
        ...(revenueMoved ? { revenueRange: change.revenue } : {}),
        updatedAt: now,
      })
      .where(and(eq(clients.userId, userId), eq(clients.id, id))),
  ] as const;
  const extra = [];
  if (stageMoved) {
    extra.push(
      db.insert(activityEvents).values({
        userId,
        clientId: id,
        kind: "stage",
        title: `${current.company} moved to ${change.stage}`,
        detail: change.stage!,
      }),
    );
    if (settledStages.includes(change.stage!))
      extra.push(cancelFollowUpsFor(db, userId, { prospectId: current.prospectId }));
  }
  if (revenueMoved && change.revenue) {
    extra.push(
      db.insert(activityEvents).values({
        userId,
        clientId: id,
        kind: "revenue",
        // The range is in the title: the activity list shows titles only.
        title: `${current.company}: revenue set to ${change.revenue}`,
        detail: change.revenue,
      }),
    );
  }
  await db.batch([...writes, ...extra]);
  return getClient(db, userId, id);
}

/** Pending and overdue follow-ups of a pitch, or of every pitch to a prospect, become 'cancelled'. */
export function cancelFollowUpsFor(
  db: DrizzleD1Database,
  userId: number,
  target: { pitchId: number } | { prospectId: number },
) {
  const pitchIds =
    "pitchId" in target
      ? [target.pitchId]
      : db
          .select({ id: pitches.id })
          .from(pitches)
          .where(and(eq(pitches.userId, userId), eq(pitches.prospectId, target.prospectId)));
  return db
    .update(followUps)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(
      and(
        eq(followUps.userId, userId),
        inArray(followUps.status, ["pending", "overdue"]),
        inArray(followUps.pitchId, pitchIds),
      ),
    );
}
