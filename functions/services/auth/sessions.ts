import { eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sessions, users } from "#db/schema/users";
import type { SessionUser } from "../../env";
import { randomToken, sha256 } from "../../lib/crypto";

export const USER_SESSION_MS = 24 * 60 * 60 * 1000;
const LAST_ACTIVE_EVERY_MS = 60 * 60 * 1000;

/** `__Host-` needs HTTPS; on http://localhost the plain name is used with the same attributes. */
export const sessionCookieName = (c: Context) =>
  new URL(c.req.url).protocol === "https:" ? "__Host-leadsmith_session" : "leadsmith_session";

/** A new session on every sign-in: 256 random bits in the cookie, only their SHA-256 in D1. */
export async function startSession(c: Context, db: DrizzleD1Database, userId: number) {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + USER_SESSION_MS);
  await db.insert(sessions).values({
    id: await sha256(token),
    userId,
    expiresAt,
    userAgent: c.req.header("user-agent")?.slice(0, 300) ?? null,
  });
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    expires: expiresAt,
  });
}

/** The signed-in user of this request, or null; an expired session is deleted on sight. */
export async function readSession(c: Context, db: DrizzleD1Database): Promise<SessionUser | null> {
  const token = getCookie(c, sessionCookieName(c));
  if (!token || token.length > 100) return null;
  const id = await sha256(token);
  // One fixed statement, not Drizzle's select builder: this runs on every signed-in request, and
  // building the select cost more CPU than reading its row (docs/performance.md, "Search speed:
  // fewer copies"). The two times are epoch milliseconds, as the schema stores them.
  const [row] = await db.all<{
    id: number;
    email: string;
    name: string;
    planId: string;
    expiresAt: number;
    status: string;
    lastActiveAt: number | null;
  }>(sql`select u.id, u.email, u.name, u.plan_id as planId, s.expires_at as expiresAt, u.status,
      u.last_active_at as lastActiveAt
    from sessions s join users u on u.id = s.user_id where s.id = ${id} limit 1`);
  if (!row) return null;
  if (row.expiresAt <= Date.now() || row.status !== "active") {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // 'Last active' on the admin user table: written at most once an hour per user, so a busy
  // session costs one extra write an hour, not one per request.
  const now = Date.now();
  if (row.lastActiveAt === null || now - row.lastActiveAt >= LAST_ACTIVE_EVERY_MS) {
    await db
      .update(users)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(users.id, row.id));
  }
  return { id: row.id, email: row.email, name: row.name, planId: row.planId, sessionId: id };
}

export async function endSession(c: Context, db: DrizzleD1Database, sessionId: string | null) {
  if (sessionId) await db.delete(sessions).where(eq(sessions.id, sessionId));
  deleteCookie(c, sessionCookieName(c), { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

/** Ends every session of a user (password change), optionally keeping one. */
export async function endAllSessions(db: DrizzleD1Database, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
