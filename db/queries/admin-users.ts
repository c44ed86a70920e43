import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { clients, pitches } from "../schema/outreach";
import { plans, usage } from "../schema/plans";
import { users } from "../schema/users";
import type { healthStatuses } from "../validation/admin";
import { ADMIN_PAGE_SIZE, containsText } from "./admin";
import { meetingStages, wonRevenueSql } from "./clients";

const DAY_MS = 24 * 60 * 60 * 1000;

export type HealthStatus = (typeof healthStatuses)[number];

/** Revenue generated from won clients, as on the user's own dashboard. */
const revenueSql = sql<number>`coalesce((select sum(${wonRevenueSql}) from ${clients} where ${clients.userId} = ${users.id}), 0)`;

/**
 * The figures each account's health is read from, one row per user: quota use
 * this period, sent pitches and replies, meetings (clients at 'In Discussion'
 * or later) and revenue from the clients the user won.
 */
function figures(db: DrizzleD1Database, now: Date, where: SQL | undefined) {
  const month = now.toISOString().slice(0, 7);
  // The current quota period: Free counts for life, paid plans per UTC month (as db/queries/users.ts).
  const period = sql`case when ${plans.period} = 'lifetime' then 'lifetime' else ${month} end`;
  return db.$with("figures").as(
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        planId: users.planId,
        plan: sql<string>`coalesce(${plans.name}, ${users.planId})`.as("plan"),
        maxSearches: sql<number>`coalesce(${plans.searchesLimit}, 0)`.as("max_searches"),
        maxPitches: sql<number>`coalesce(${plans.pitchesLimit}, 0)`.as("max_pitches"),
        accountStatus: users.status,
        createdAt: users.createdAt,
        lastActiveAt: users.lastActiveAt,
        idleDays:
          sql<number>`(${now.getTime()} - coalesce(${users.lastActiveAt}, ${users.createdAt})) * 1.0 / ${DAY_MS}`.as(
            "idle_days",
          ),
        searches: sql<number>`coalesce(${usage.searchesUsed}, 0)`.as("searches"),
        pitches: sql<number>`coalesce(${usage.pitchesUsed}, 0)`.as("pitches"),
        pitchesSent:
          sql<number>`(select count(*) from ${pitches} where ${pitches.userId} = ${users.id} and ${pitches.status} in ('sent', 'responded'))`.as(
            "pitches_sent",
          ),
        responses:
          sql<number>`(select count(*) from ${pitches} where ${pitches.userId} = ${users.id} and ${pitches.status} = 'responded')`.as(
            "responses",
          ),
        meetings:
          sql<number>`(select count(*) from ${clients} where ${clients.userId} = ${users.id} and ${inArray(clients.stage, meetingStages)})`.as(
            "meetings",
          ),
        revenue: revenueSql.as("revenue"),
      })
      .from(users)
      .leftJoin(plans, eq(plans.id, users.planId))
      .leftJoin(usage, and(eq(usage.userId, users.id), eq(usage.period, period)))
      .where(where),
  );
}

/**
 * The health score (0-100), computed where the rows are so the table can be
 * filtered and paged by it. docs/admin-users.md explains the weights: recency of
 * activity 40 points (none for an account never active), use of the plan's quota 40, outreach results 20 (the
 * response rate of sent pitches 12, meetings 4 with three counting in full,
 * revenue 4 with $5,000 counting in full).
 */
function healthSql(f: ReturnType<typeof figures>) {
  const ratio = (used: SQL.Aliased<number>, max: SQL.Aliased<number>) =>
    sql`(case when ${max} > 0 then min(1.0, ${used} * 1.0 / ${max}) else 0 end)`;
  // An account never active earns no recency: signing up is not activity.
  const never = sql`${f.lastActiveAt} is null`;
  const recency = sql`(case when ${never} then 0 when ${f.idleDays} <= 7 then 1.0 when ${f.idleDays} <= 14 then 0.6 when ${f.idleDays} <= 30 then 0.3 else 0 end)`;
  const responseRate = sql`(case when ${f.pitchesSent} > 0 then ${f.responses} * 1.0 / ${f.pitchesSent} else 0 end)`;
  const score = sql<number>`cast(round(40 * ${recency} + 20 * (${ratio(f.searches, f.maxSearches)} + ${ratio(
    f.pitches,
    f.maxPitches,
  )}) + 12 * ${responseRate} + 4 * min(1.0, ${f.meetings} / 3.0) + 4 * min(1.0, ${f.revenue} / 5000.0)) as integer)`;
  // Idle days count from the last activity, or from sign-up for an account never active: such an
  // account is At Risk for its first 30 days and Churned after, never a Power or Regular User.
  const status = sql<HealthStatus>`(case when ${f.idleDays} > 30 then 'Churned' when ${never} then 'At Risk' when ${score} >= 80 then 'Power User' when ${score} >= 40 then 'Regular User' else 'At Risk' end)`;
  return { score, status, responseRate };
}

export type AdminUsersQuery = { q: string; page: number; plan?: string; health?: HealthStatus };

/** The user health table: one page of accounts, newest first, searchable by name or e-mail, filtered by plan and health. */
export async function adminUsersPage(db: DrizzleD1Database, { q, page, plan, health }: AdminUsersQuery) {
  const now = new Date();
  const inner = and(
    q ? or(containsText(users.name, q), containsText(users.email, q)) : undefined,
    plan ? eq(users.planId, plan) : undefined,
    // A health segment is a figure, which demo accounts never count in (docs/admin-metrics.md): the
    // dashboard's 'At Risk 1' opens a list of that one, beside a 'Total Users' that leaves demo out.
    health ? eq(users.isDemo, false) : undefined,
  );
  const f = figures(db, now, inner);
  const h = healthSql(f);
  const outer = health ? sql`${h.status} = ${health}` : undefined;
  const [rows, [total]] = await db.batch([
    db
      .with(f)
      .select({
        id: f.id,
        name: f.name,
        email: f.email,
        planId: f.planId,
        plan: f.plan,
        maxSearches: f.maxSearches,
        maxPitches: f.maxPitches,
        accountStatus: f.accountStatus,
        createdAt: f.createdAt,
        lastActiveAt: f.lastActiveAt,
        searches: f.searches,
        pitches: f.pitches,
        pitchesSent: f.pitchesSent,
        meetings: f.meetings,
        revenue: f.revenue,
        responseRate: sql<number>`cast(round(100 * ${h.responseRate}) as integer)`,
        healthScore: h.score,
        status: h.status,
      })
      .from(f)
      .where(outer)
      .orderBy(desc(f.createdAt), desc(f.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.with(f).select({ n: count() }).from(f).where(outer),
  ]);
  return {
    users: rows.map(({ createdAt, lastActiveAt, ...r }) => ({
      ...r,
      signupDate: new Date(createdAt).toISOString(),
      lastActive: lastActiveAt ? new Date(lastActiveAt).toISOString() : null,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Every account with the same figures, for the CSV export (newest first). */
export async function adminUsersAll(db: DrizzleD1Database) {
  const f = figures(db, new Date(), undefined);
  const h = healthSql(f);
  const rows = await db
    .with(f)
    .select({
      name: f.name,
      email: f.email,
      plan: f.plan,
      accountStatus: f.accountStatus,
      createdAt: f.createdAt,
      lastActiveAt: f.lastActiveAt,
      searches: f.searches,
      pitches: f.pitches,
      pitchesSent: f.pitchesSent,
      responseRate: sql<number>`cast(round(100 * ${h.responseRate}) as integer)`,
      meetings: f.meetings,
      revenue: f.revenue,
      healthScore: h.score,
      status: h.status,
    })
    .from(f)
    .orderBy(desc(f.createdAt), desc(f.id));
  return rows.map(({ createdAt, lastActiveAt, ...r }) => ({
    ...r,
    signupDate: new Date(createdAt),
    lastActive: lastActiveAt ? new Date(lastActiveAt) : null,
  }));
}

/** What a staff change to an account reads first: its e-mail (for the audit log), plan and status. */
export async function userForStaffChange(db: DrizzleD1Database, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, planId: users.planId, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
