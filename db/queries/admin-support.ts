import { count, desc, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { featureSuggestions, helpRequests } from "../schema/support";
import type { SupportUpdate } from "../validation/admin";
import { isoDay } from "./admin";

/** How many of each the support screen lists (newest first); the summary counts cover all rows. */
export const SUPPORT_LIST_LIMIT = 200;

type HelpRow = typeof helpRequests.$inferSelect;

const toHelpRequest = (r: HelpRow) => ({
  id: r.id,
  user: { email: r.email, name: r.name },
  subject: r.subject,
  message: r.message,
  category: r.category,
  priority: r.priority,
  status: r.status,
  date: isoDay(r.createdAt),
  response: r.response,
  respondedAt: r.respondedAt?.toISOString() ?? null,
});

export async function supportOverview(db: DrizzleD1Database) {
  const [[stats], help, suggestions] = await db.batch([
    db
      .select({
        total: count(),
        pending: sql<number>`coalesce(sum(case when ${helpRequests.status} = 'pending' then 1 else 0 end), 0)`,
        resolved: sql<number>`coalesce(sum(case when ${helpRequests.status} = 'resolved' then 1 else 0 end), 0)`,
        avgResponseMs: sql<
          number | null
        >`avg(case when ${helpRequests.respondedAt} is not null then ${helpRequests.respondedAt} - ${helpRequests.createdAt} end)`,
      })
      .from(helpRequests),
    db
      .select()
      .from(helpRequests)
      .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
      .limit(SUPPORT_LIST_LIMIT),
    db
      .select()
      .from(featureSuggestions)
      .orderBy(desc(featureSuggestions.votes), desc(featureSuggestions.createdAt))
      .limit(SUPPORT_LIST_LIMIT),
  ]);
  const avg = stats?.avgResponseMs;
  return {
    stats: {
      totalRequests: stats?.total ?? 0,
      pendingRequests: Number(stats?.pending ?? 0),
      resolvedRequests: Number(stats?.resolved ?? 0),
      avgResponseHours: avg === null || avg === undefined ? null : Math.round((Number(avg) / 3_600_000) * 10) / 10,
      // The same average in whole minutes, for an answer within the hour (the hours' tenths are 6 minutes wide).
      avgResponseMinutes: avg === null || avg === undefined ? null : Math.round(Number(avg) / 60_000),
    },
    helpRequests: help.map(toHelpRequest),
    suggestions: suggestions.map((s) => ({
      id: s.id,
      user: { email: s.email },
      suggestion: s.suggestion,
      votes: s.votes,
      status: s.status,
      priority: s.priority,
      date: isoDay(s.createdAt),
    })),
  };
}

/**
 * Sets a help request's status and, optionally, the answer sent to its author.
 * The first answer or resolution stamps responded_at (what Avg Response measures).
 */
export async function updateHelpRequest(db: DrizzleD1Database, id: number, input: SupportUpdate) {
  const now = new Date();
  const stamp = input.status === "resolved" || input.response !== undefined;
  const [row] = await db
    .update(helpRequests)
    .set({
      status: input.status,
      ...(input.response !== undefined ? { response: input.response } : {}),
      ...(stamp ? { respondedAt: sql`coalesce(${helpRequests.respondedAt}, ${now.getTime()})` } : {}),
      updatedAt: now,
    })
    .where(eq(helpRequests.id, id))
    .returning();
  return row ? toHelpRequest(row) : null;
}

/** A message from the contact form, for the support inbox. */
export async function createHelpRequest(
  db: DrizzleD1Database,
  message: { name: string; email: string; subject: string; message: string },
) {
  await db.insert(helpRequests).values(message);
}
