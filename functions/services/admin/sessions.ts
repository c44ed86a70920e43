import { and, eq, lte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { adminSessions, adminUsers } from "#db/schema/admin";
import type { SessionAdmin } from "../../env";
import { randomToken, sha256 } from "../../lib/crypto";

/** 8 hours at most, and 30 minutes without a request ends it (docs/security.md). */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is written at most once a minute, so reads do not all become writes. */
export const ADMIN_TOUCH_MS = 60 * 1000;

export type { SessionAdmin };

/** `__Host-` needs HTTPS; on http://localhost the plain name is used with the same attributes. */
export const adminCookieName = (c: Context) =>
  new URL(c.req.url).protocol === "https:" ? "__Host-leadsmith_admin" : "leadsmith_admin";

/** A new admin session: 256 random bits in the cookie, only their SHA-256 in D1. */
export async function startAdminSession(c: Context, db: DrizzleD1Database, adminId: number) {
  const token = randomToken(32);
  const now = Date.now();
  const expiresAt = new Date(now + ADMIN_SESSION_MS);
  await db.insert(adminSessions).values({
    id: await sha256(token),
    adminUserId: adminId,
    expiresAt,
    lastSeenAt: new Date(now),
  });
  setCookie(c, adminCookieName(c), token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    expires: expiresAt,
  });
}

/**
 * The admin of this request, or null. A session past its 8 hours, or idle for
 * 30 minutes, is deleted on sight; a live one has its last_seen_at moved on
 * when it is more than a minute old.
 */
export async function readAdminSession(c: Context, db: DrizzleD1Database): Promise<SessionAdmin | null> {
  const token = getCookie(c, adminCookieName(c));
  if (!token || token.length > 100) return null;
  const id = await sha256(token);
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      expiresAt: adminSessions.expiresAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.id, id))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + ADMIN_IDLE_MS <= now) {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= ADMIN_TOUCH_MS) {
    // Conditional, so parallel requests in the same minute write once between them.
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(adminSessions.id, id), lte(adminSessions.lastSeenAt, new Date(now - ADMIN_TOUCH_MS))));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: id };
}

/** Deletes one session row; its cookie stops working at once. */
export async function revokeAdminSession(db: DrizzleD1Database, sessionId: string) {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

export async function endAdminSession(c: Context, db: DrizzleD1Database, sessionId: string | null) {
  if (sessionId) await revokeAdminSession(db, sessionId);
  deleteCookie(c, adminCookieName(c), { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

/** Ends every session of an admin (role change). */
export async function endAllAdminSessions(db: DrizzleD1Database, adminId: number) {
  await db.delete(adminSessions).where(eq(adminSessions.adminUserId, adminId));
}
