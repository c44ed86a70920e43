import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { signInThrottle } from "#db/schema/auth";

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

type Scope = "user" | "admin";

/**
 * Claims the right to check one password for this e-mail. The claim counts as
 * a failure up front (one atomic upsert), and a correct password clears it
 * afterwards; so however many guesses arrive at once, at most five are ever
 * evaluated before the lock, and the lock ends by itself after 15 minutes.
 *
 * Returns the failures counted so far including this attempt, or the time the
 * lock ends when no attempt may be made.
 */
export async function claimAttempt(db: DrizzleD1Database, scope: Scope, email: string, now = Date.now()) {
  const expired = sql`(${signInThrottle.lockedUntil} is not null and ${signInThrottle.lockedUntil} <= ${now})`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ scope, email, failures: 1, lockedUntil: null, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [signInThrottle.scope, signInThrottle.email],
      set: {
        failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
        lockedUntil: sql`case when ${expired} then null
          when ${signInThrottle.failures} + 1 >= ${MAX_FAILURES} then ${now + LOCK_MS}
          else ${signInThrottle.lockedUntil} end`,
        updatedAt: new Date(now),
      },
      setWhere: sql`${signInThrottle.lockedUntil} is null or ${signInThrottle.lockedUntil} <= ${now}`,
    })
    .returning({ failures: signInThrottle.failures });
  if (row) return { allowed: true as const, failures: row.failures };

  const [locked] = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(and(eq(signInThrottle.scope, scope), eq(signInThrottle.email, email)));
  return { allowed: false as const, lockedUntil: locked?.lockedUntil?.getTime() ?? now + LOCK_MS };
}

/** After a correct password the counter starts again from zero. */
export async function clearAttempts(db: DrizzleD1Database, scope: Scope, email: string) {
  await db.delete(signInThrottle).where(and(eq(signInThrottle.scope, scope), eq(signInThrottle.email, email)));
}
