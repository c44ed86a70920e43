import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { featureSuggestions, suggestionVotes } from "#db/schema/support";

/** How many suggestions one user may file in a day: plenty for ideas, too few to flood the list. */
export const DAILY_SUGGESTIONS = 10;
const LIST_LIMIT = 200;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Suggestions by votes for a signed-in user, with whether they wrote and voted for each. */
export async function suggestionsFor(db: DrizzleD1Database, userId: number) {
  const rows = await db
    .select({
      id: featureSuggestions.id,
      suggestion: featureSuggestions.suggestion,
      votes: featureSuggestions.votes,
      status: featureSuggestions.status,
      priority: featureSuggestions.priority,
      createdAt: featureSuggestions.createdAt,
      authorId: featureSuggestions.userId,
      voted: sql<number>`exists (select 1 from suggestion_votes v where v.suggestion_id = ${featureSuggestions.id} and v.user_id = ${userId})`,
    })
    .from(featureSuggestions)
    .orderBy(desc(featureSuggestions.votes), desc(featureSuggestions.createdAt), desc(featureSuggestions.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    suggestion: r.suggestion,
    votes: r.votes,
    status: r.status,
    priority: r.priority,
    date: day(r.createdAt),
    mine: r.authorId === userId,
    voted: Boolean(r.voted),
  }));
}

export async function suggestionsToday(db: DrizzleD1Database, userId: number, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(featureSuggestions)
    .where(
      and(
        eq(featureSuggestions.userId, userId),
        gte(featureSuggestions.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  return row?.n ?? 0;
}

/** Files a suggestion; its author's vote is the first. */
export async function addSuggestion(db: DrizzleD1Database, user: { id: number; email: string }, text: string) {
  const [row] = await db
    .insert(featureSuggestions)
    .values({ userId: user.id, email: user.email, suggestion: text, votes: 1 })
    .returning({ id: featureSuggestions.id });
  await db.insert(suggestionVotes).values({ suggestionId: row!.id, userId: user.id }).onConflictDoNothing();
  return row!.id;
}

/**
 * One vote per user: the vote row's primary key (suggestion, user) refuses a
 * second, and the counter is recounted from those rows in the same batch, so
 * it can never drift from them. Returns null for an unknown suggestion,
 * else whether this call added the vote and the count.
 */
export async function vote(db: DrizzleD1Database, suggestionId: number, userId: number) {
  const [exists] = await db
    .select({ id: featureSuggestions.id })
    .from(featureSuggestions)
    .where(eq(featureSuggestions.id, suggestionId))
    .limit(1);
  if (!exists) return null;
  const [inserted, , [after]] = await db.batch([
    db
      .insert(suggestionVotes)
      .values({ suggestionId, userId })
      .onConflictDoNothing()
      .returning({ s: suggestionVotes.suggestionId }),
    db
      .update(featureSuggestions)
      .set({
        votes: sql`(select count(*) from suggestion_votes where suggestion_id = ${suggestionId})`,
        updatedAt: new Date(),
      })
      .where(eq(featureSuggestions.id, suggestionId)),
    db
      .select({ votes: featureSuggestions.votes })
      .from(featureSuggestions)
      .where(eq(featureSuggestions.id, suggestionId)),
  ]);
  return { added: inserted.length > 0, votes: after?.votes ?? 0 };
}

export async function adminSuggestions(db: DrizzleD1Database) {
  const rows = await db
    .select()
    .from(featureSuggestions)
    .orderBy(desc(featureSuggestions.votes), desc(featureSuggestions.createdAt), desc(featureSuggestions.id))
    .limit(LIST_LIMIT);
  return rows.map(toAdminRow);
}

const toAdminRow = (s: typeof featureSuggestions.$inferSelect) => ({
  id: s.id,
  user: { email: s.email },
  suggestion: s.suggestion,
  votes: s.votes,
  status: s.status,
  priority: s.priority,
  date: day(s.createdAt),
});

export async function updateSuggestion(
  db: DrizzleD1Database,
  id: number,
  input: {
    status?: (typeof featureSuggestions.$inferSelect)["status"];
    priority?: (typeof featureSuggestions.$inferSelect)["priority"];
  },
) {
  const [row] = await db
    .update(featureSuggestions)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(featureSuggestions.id, id))
    .returning();
  return row ? toAdminRow(row) : null;
}
