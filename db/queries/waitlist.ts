import { count } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { earlyAccessPurchases, waitlistEntries } from "../schema/waitlist";
import { normalizeEmail } from "../validation/common";

export const EARLY_ACCESS_SPOTS = 100;

/** Inserts unless the normalised e-mail is already there; null means a duplicate. */
export async function joinWaitlist(
  db: DrizzleD1Database,
  entry: { name: string; email: string; whatsappPhone?: string | null },
) {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      name: entry.name,
      email: entry.email.trim(),
      emailNormalized: normalizeEmail(entry.email),
      whatsappPhone: entry.whatsappPhone || null,
    })
    .onConflictDoNothing({ target: waitlistEntries.emailNormalized })
    .returning({ id: waitlistEntries.id });
  return row ?? null;
}

export async function waitlistStats(db: DrizzleD1Database) {
  const [[w], [p]] = await db.batch([
    db.select({ n: count() }).from(waitlistEntries),
    db.select({ n: count() }).from(earlyAccessPurchases),
  ]);
  const purchased = p?.n ?? 0;
  return {
    waitlistCount: w?.n ?? 0,
    earlyAccess: {
      spots: EARLY_ACCESS_SPOTS,
      purchased,
      remaining: Math.max(0, EARLY_ACCESS_SPOTS - purchased),
    },
  };
}
