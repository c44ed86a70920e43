import { and, isNull, lt, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { adminSessions } from "#db/schema/admin";
import { otpCodes, otpSends, signInThrottle } from "#db/schema/auth";
import { sessions } from "#db/schema/users";
import { pruneRateLimits } from "../../lib/rate-limit";

const DAY = 86_400_000;

/**
 * What anonymous calls leave behind and nothing reads any more, deleted on the
 * cron: ended rate-limit windows, one-time codes a day past their expiry, code
 * send records older than the hourly cap needs (a day), sign-in throttles with
 * no failure for a day and no lock, and expired sessions. Waitlist entries,
 * contact messages and accounts are kept: people wrote those on purpose.
 */
export async function pruneAbandoned(db: DrizzleD1Database, now = new Date()) {
  const t = now.getTime();
  const dayAgo = new Date(t - DAY);
  const [limits, codes, sends, throttles, userSessions, staffSessions] = await Promise.all([
    pruneRateLimits(db, t),
    db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo)).returning({ id: otpCodes.id }),
    db.delete(otpSends).where(lt(otpSends.sentAt, dayAgo)).returning({ id: otpSends.id }),
    db
      .delete(signInThrottle)
      .where(
        and(
          lt(signInThrottle.updatedAt, dayAgo),
          or(lt(signInThrottle.lockedUntil, now), isNull(signInThrottle.lockedUntil)),
        ),
      )
      .returning({ email: signInThrottle.email }),
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).returning({ id: adminSessions.id }),
  ]);
  return {
    rateLimitWindows: limits,
    codes: codes.length,
    codeSends: sends.length,
    throttles: throttles.length,
    sessions: userSessions.length,
    adminSessions: staffSessions.length,
  };
}
