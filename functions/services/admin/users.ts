import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { sessions, users } from "#db/schema/users";

/**
 * Disables or re-enables an account. Disabling ends every session in the same
 * batch, so the user's next request is signed out; the session check also
 * refuses a disabled account, should a session be started in between.
 */
export async function setUserDisabled(db: DrizzleD1Database, userId: number, disabled: boolean) {
  const now = new Date();
  const update = db
    .update(users)
    .set({ status: disabled ? "suspended" : "active", updatedAt: now })
    .where(eq(users.id, userId));
  if (disabled) await db.batch([update, db.delete(sessions).where(eq(sessions.userId, userId))]);
  else await update;
}
