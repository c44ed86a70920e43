import { and, count, eq, gte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { pitches, searches } from "../schema/outreach";
import { helpRequests } from "../schema/support";
import { users } from "../schema/users";
import { earlyAccessPurchases, waitlistEntries } from "../schema/waitlist";
import { WEEK_MS } from "./admin";
import { EARLY_ACCESS_SPOTS, holdsSpot } from "./waitlist";

/**
 * The dashboard's live counts, in one round trip. The demo account `npm start` creates is no
 * user of the business: it is left out here as on the analytics, revenue and AI pages.
 */
export async function adminMetrics(db: DrizzleD1Database) {
  const weekAgo = new Date(Date.now() - WEEK_MS);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const real = eq(users.isDemo, false);
  const bySearcher = eq(users.id, searches.userId);
  const byPitcher = eq(users.id, pitches.userId);
  const results = await db.batch([
    db.select({ n: count() }).from(users).where(real),
    db
      .select({ n: count() })
      .from(users)
      .where(and(real, gte(users.createdAt, weekAgo))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(real, gte(users.lastActiveAt, weekAgo))),
    db.select({ n: count() }).from(waitlistEntries),
    db.select({ n: count() }).from(waitlistEntries).where(gte(waitlistEntries.createdAt, weekAgo)),
    db.select({ n: count() }).from(earlyAccessPurchases).where(holdsSpot),
    db.select({ n: count() }).from(searches).innerJoin(users, bySearcher).where(real),
    db
      .select({ n: count() })
      .from(searches)
      .innerJoin(users, bySearcher)
      .where(and(real, gte(searches.createdAt, weekAgo))),
    db.select({ n: count() }).from(pitches).innerJoin(users, byPitcher).where(real),
    db
      .select({ n: count() })
      .from(pitches)
      .innerJoin(users, byPitcher)
      .where(and(real, gte(pitches.createdAt, weekAgo))),
    db.select({ n: count() }).from(helpRequests).where(eq(helpRequests.status, "pending")),
  ]);
  const [usersTotal, usersNew, usersActive, wl, wlNew, purchased, s, sNew, p, pNew, pending] = results.map(n);
  return {
    users: { total: usersTotal ?? 0, newThisWeek: usersNew ?? 0, activeThisWeek: usersActive ?? 0 },
    waitlist: { total: wl ?? 0, newThisWeek: wlNew ?? 0 },
    earlyAccess: {
      purchased: purchased ?? 0,
      spots: EARLY_ACCESS_SPOTS,
      remaining: Math.max(0, EARLY_ACCESS_SPOTS - (purchased ?? 0)),
    },
    searches: { total: s ?? 0, thisWeek: sNew ?? 0 },
    pitches: { total: p ?? 0, thisWeek: pNew ?? 0 },
    support: { pending: pending ?? 0 },
  };
}
