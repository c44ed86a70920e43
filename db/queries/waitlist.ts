import { count, isNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { earlyAccessPurchases, waitlistEntries } from "../schema/waitlist";
import { normalizeEmail } from "../validation/common";

export const EARLY_ACCESS_SPOTS = 100;

/** A purchase holds a spot (and counts as bought) until it is refunded: the money went back, so the spot is free again. */
export const holdsSpot = isNull(earlyAccessPurchases.refundedAt);

/** Inserts unless the normalised e-mail is already there; null means a duplicate. */
export async function joinWaitlist(
  db: DrizzleD1Database,
  entry: { name: string; email: string; whatsappPhone?: string | null; role?: string; source?: string },
) {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      name: entry.name,
      email: entry.email.trim(),
      emailNormalized: normalizeEmail(entry.email),
      whatsappPhone: entry.whatsappPhone || null,
      role: entry.role ?? "",
      source: entry.source || "website",
    })
    .onConflictDoNothing({ target: waitlistEntries.emailNormalized })
    .returning({ id: waitlistEntries.id });
  return row ?? null;
}

export async function waitlistStats(db: DrizzleD1Database) {
  const [[w], [p]] = await db.batch([
    db.select({ n: count() }).from(waitlistEntries),
    db.select({ n: count() }).from(earlyAccessPurchases).where(holdsSpot),
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

/**
 * Records a paid Early Access spot once per provider reference: a webhook
 * delivered again (or many times at once) hits the unique index and inserts
 * nothing. Null means the reference was already recorded.
 */
export async function recordEarlyAccessPurchase(
  db: DrizzleD1Database,
  purchase: { reference: string; email: string; amount: number; currency: string; paidAt: Date },
) {
  const [row] = await db
    .insert(earlyAccessPurchases)
    .values({
      reference: purchase.reference,
      email: normalizeEmail(purchase.email),
      amount: purchase.amount,
      currency: purchase.currency.toUpperCase(),
      paidAt: purchase.paidAt,
    })
    .onConflictDoNothing({ target: earlyAccessPurchases.reference })
    .returning({ id: earlyAccessPurchases.id });
  return row ?? null;
}
