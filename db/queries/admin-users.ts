import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { pitches } from "../schema/outreach";
import { plans, usage } from "../schema/plans";
import { users } from "../schema/users";
import { ADMIN_PAGE_SIZE, containsText } from "./admin";

export type UserHealthInput = {
  searches: number;
  maxSearches: number;
  pitches: number;
  maxPitches: number;
  pitchesSent: number;
  responses: number;
  signupDate: Date;
  lastActive: Date | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The health score (0-100) and segment of one account, from its own data:
 * recency of activity (40 points), use of the plan's quota (40) and the
 * response rate of its sent pitches (20). No activity for 30 days is Churned;
 * otherwise 80+ is a Power User, under 40 At Risk, the rest Regular Users.
 */
export function userHealth(u: UserHealthInput, now = Date.now()) {
  const ratio = (used: number, max: number) => (max > 0 ? Math.min(1, used / max) : 0);
  const quotaUse = (ratio(u.searches, u.maxSearches) + ratio(u.pitches, u.maxPitches)) / 2;
  const idleDays = (now - (u.lastActive ?? u.signupDate).getTime()) / DAY_MS;
  const recency = idleDays <= 7 ? 1 : idleDays <= 14 ? 0.6 : idleDays <= 30 ? 0.3 : 0;
  const responseRate = u.pitchesSent > 0 ? u.responses / u.pitchesSent : 0;
  const healthScore = Math.round(40 * recency + 40 * quotaUse + 20 * responseRate);
  const status =
    idleDays > 30 ? "Churned" : healthScore >= 80 ? "Power User" : healthScore >= 40 ? "Regular User" : "At Risk";
  return { healthScore, status: status as "Churned" | "Power User" | "Regular User" | "At Risk", responseRate };
}

/** The user health table: one page of accounts, newest first, searchable by name or e-mail. */
export async function adminUsersPage(db: DrizzleD1Database, { q, page }: { q: string; page: number }) {
  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  const where = q ? or(containsText(users.name, q), containsText(users.email, q)) : undefined;
  // The current quota period: Free counts for life, paid plans per UTC month (as db/queries/users.ts).
  const period = sql`case when ${plans.period} = 'lifetime' then 'lifetime' else ${month} end`;
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        planId: users.planId,
        plan: sql<string>`coalesce(${plans.name}, ${users.planId})`,
        maxSearches: sql<number>`coalesce(${plans.searchesLimit}, 0)`,
        maxPitches: sql<number>`coalesce(${plans.pitchesLimit}, 0)`,
        accountStatus: users.status,
        createdAt: users.createdAt,
        lastActiveAt: users.lastActiveAt,
        searches: sql<number>`coalesce(${usage.searchesUsed}, 0)`,
        pitches: sql<number>`coalesce(${usage.pitchesUsed}, 0)`,
        pitchesSent: sql<number>`(select count(*) from ${pitches} where ${pitches.userId} = ${users.id} and ${pitches.status} in ('sent', 'responded'))`,
        responses: sql<number>`(select count(*) from ${pitches} where ${pitches.userId} = ${users.id} and ${pitches.status} = 'responded')`,
      })
      .from(users)
      .leftJoin(plans, eq(plans.id, users.planId))
      .leftJoin(usage, and(eq(usage.userId, users.id), eq(usage.period, period)))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(({ createdAt, lastActiveAt, responses, ...r }) => {
      const health = userHealth({ ...r, responses, signupDate: createdAt, lastActive: lastActiveAt }, now.getTime());
      return {
        ...r,
        signupDate: createdAt.toISOString(),
        lastActive: lastActiveAt?.toISOString() ?? null,
        status: health.status,
        healthScore: health.healthScore,
        responseRate: Math.round(health.responseRate * 100),
      };
    }),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
