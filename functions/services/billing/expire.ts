import type { DrizzleD1Database } from "drizzle-orm/d1";
import { expireSubscriptions } from "#db/queries/billing";

/**
 * The cron's billing job: a cancelled subscription keeps its plan until the
 * paid period ends, then the account moves to Free. `now` is the cron's
 * scheduled time, so a test can run it with any clock.
 */
export async function expireEndedSubscriptions(db: DrizzleD1Database, now: Date) {
  const ended = await expireSubscriptions(db, now);
  console.log(JSON.stringify({ level: "info", at: now.toISOString(), job: "billing.expire", ended }));
  return ended;
}
