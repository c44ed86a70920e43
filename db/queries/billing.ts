import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { adminUsers } from "../schema/admin";
import {
  billingEvents,
  billingPerks,
  type Checkout,
  checkouts,
  payments,
  refundRequests,
  type Subscription,
  subscriptions,
} from "../schema/billing";
import { users } from "../schema/users";
import { earlyAccessPurchases } from "../schema/waitlist";
import { normalizeEmail } from "../validation/common";

/** D1 (and SQLite) say so in the message; drizzle wraps it in `cause`. */
export function isUniqueViolation(err: unknown) {
  const text = (e: unknown): string =>
    e instanceof Error ? `${e.message} ${e.cause ? text(e.cause) : ""}` : String(e ?? "");
  return /UNIQUE constraint failed/i.test(text(err));
}

export async function insertCheckout(db: DrizzleD1Database, row: typeof checkouts.$inferInsert) {
  await db.insert(checkouts).values(row);
}

export async function findCheckout(db: DrizzleD1Database, reference: string): Promise<Checkout | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.reference, reference)).limit(1);
  return row ?? null;
}

export async function subscriptionOf(db: DrizzleD1Database, userId: number): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

export async function subscriptionByCode(db: DrizzleD1Database, code: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.paystackSubscriptionCode, code)).limit(1);
  return row ?? null;
}

/**
 * The account a Paystack customer belongs to: by the customer code an earlier
 * event stored, else by the e-mail Paystack has for them (checkout sends the
 * account's own e-mail). Null when neither matches.
 */
export async function userForCustomer(
  db: DrizzleD1Database,
  customer: { customerCode?: string | null; email: string },
): Promise<number | null> {
  if (customer.customerCode) {
    const [row] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.paystackCustomerCode, customer.customerCode))
      .limit(1);
    if (row) return row.userId;
  }
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(customer.email)))
    .limit(1);
  return user?.id ?? null;
}

/** Keeps an event no account matches, whole, for an admin to sort out (once per event key). */
export async function recordUnmatchedEvent(db: DrizzleD1Database, eventKey: string, event: string, payload: unknown) {
  const [row] = await db
    .insert(billingEvents)
    .values({ eventKey, event, outcome: "unmatched", payload })
    .onConflictDoNothing({ target: billingEvents.eventKey })
    .returning({ id: billingEvents.id });
  return row !== undefined;
}

export async function unmatchedEvents(db: DrizzleD1Database, limit = 50) {
  return db
    .select({
      id: billingEvents.id,
      event: billingEvents.event,
      payload: billingEvents.payload,
      createdAt: billingEvents.createdAt,
    })
    .from(billingEvents)
    .where(eq(billingEvents.outcome, "unmatched"))
    .orderBy(desc(billingEvents.id))
    .limit(limit);
}

/** Early-access perks bought with this e-mail become the account's (now, or the first time it looks). */
export async function linkPerks(db: DrizzleD1Database, userId: number, email: string) {
  await db
    .update(billingPerks)
    .set({ userId })
    .where(and(eq(billingPerks.email, normalizeEmail(email)), isNull(billingPerks.userId)));
}

/** A perk not yet used whose purchase was not refunded: a refund withdraws the perks it bought. */
export async function usablePerkOf(db: DrizzleD1Database, userId: number) {
  const [row] = await db
    .select({ perk: billingPerks })
    .from(billingPerks)
    .leftJoin(earlyAccessPurchases, eq(earlyAccessPurchases.reference, billingPerks.purchaseReference))
    .where(
      and(eq(billingPerks.userId, userId), isNull(billingPerks.appliedAt), isNull(earlyAccessPurchases.refundedAt)),
    )
    .orderBy(billingPerks.id)
    .limit(1);
  return row?.perk ?? null;
}

/**
 * The user's early-access perks, each with the purchase that bought it (its
 * receipt on the billing page) and where that purchase's money-back request stands.
 */
export async function perksOf(db: DrizzleD1Database, userId: number) {
  return db
    .select({ perk: billingPerks, purchase: earlyAccessPurchases, refundStatus: refundRequests.status })
    .from(billingPerks)
    .leftJoin(earlyAccessPurchases, eq(earlyAccessPurchases.reference, billingPerks.purchaseReference))
    .leftJoin(refundRequests, eq(refundRequests.purchaseId, earlyAccessPurchases.id))
    .where(eq(billingPerks.userId, userId))
    .orderBy(billingPerks.id);
}

/** An early-access purchase is the user's when its perks are tied to their account (bought with their e-mail). */
export async function purchaseOf(db: DrizzleD1Database, userId: number, purchaseId: number) {
  const [row] = await db
    .select({ purchase: earlyAccessPurchases, perk: billingPerks })
    .from(earlyAccessPurchases)
    .innerJoin(billingPerks, eq(billingPerks.purchaseReference, earlyAccessPurchases.reference))
    .where(and(eq(earlyAccessPurchases.id, purchaseId), eq(billingPerks.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Records an early-access purchase's perks once per reference, tied to an account with that e-mail if one exists. */
export async function recordPerk(db: DrizzleD1Database, reference: string, email: string) {
  const normalized = normalizeEmail(email);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized)).limit(1);
  await db
    .insert(billingPerks)
    .values({ purchaseReference: reference, email: normalized, userId: user?.id ?? null })
    .onConflictDoNothing({ target: billingPerks.purchaseReference });
}

export async function paymentsOf(db: DrizzleD1Database, userId: number) {
  return db
    .select({
      payment: payments,
      refundStatus: refundRequests.status,
    })
    .from(payments)
    .leftJoin(refundRequests, eq(refundRequests.paymentId, payments.id))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt))
    .limit(50);
}

export async function paymentOf(db: DrizzleD1Database, userId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** One request per payment or early-access purchase (each has its unique index): a second ask answers null. */
export async function createRefundRequest(
  db: DrizzleD1Database,
  input: { userId: number; reason: string } & ({ paymentId: number } | { purchaseId: number }),
) {
  const [row] = await db.insert(refundRequests).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listRefundRequests(db: DrizzleD1Database) {
  const rows = await db
    .select({
      id: refundRequests.id,
      status: refundRequests.status,
      reason: refundRequests.reason,
      createdAt: refundRequests.createdAt,
      decidedAt: refundRequests.decidedAt,
      decidedBy: adminUsers.name,
      userEmail: users.email,
      userName: users.name,
      payment: payments,
      purchase: earlyAccessPurchases,
    })
    .from(refundRequests)
    .leftJoin(payments, eq(payments.id, refundRequests.paymentId))
    .leftJoin(earlyAccessPurchases, eq(earlyAccessPurchases.id, refundRequests.purchaseId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .leftJoin(adminUsers, eq(adminUsers.id, refundRequests.decidedBy))
    .orderBy(sql`case when ${refundRequests.status} = 'pending' then 0 else 1 end`, desc(refundRequests.id))
    .limit(100);
  // The check constraint sets exactly one of the two; an early-access purchase reads as a payment for plan early_access.
  return rows.flatMap(({ payment, purchase, ...r }) => {
    const paid = payment ?? (purchase && { ...purchase, planId: "early_access" });
    if (!paid) return [];
    const { reference, planId, amount, currency, paidAt } = paid;
    return [
      {
        ...r,
        paymentId: payment?.id ?? null,
        purchaseId: purchase?.id ?? null,
        reference,
        planId,
        amount,
        currency,
        paidAt,
      },
    ];
  });
}

/** A request with what it asks back: a payment, or an early-access purchase with the perk it bought. */
export async function refundRequestWithTarget(db: DrizzleD1Database, id: number) {
  const [row] = await db
    .select({ request: refundRequests, payment: payments, purchase: earlyAccessPurchases, perk: billingPerks })
    .from(refundRequests)
    .leftJoin(payments, eq(payments.id, refundRequests.paymentId))
    .leftJoin(earlyAccessPurchases, eq(earlyAccessPurchases.id, refundRequests.purchaseId))
    .leftJoin(billingPerks, eq(billingPerks.purchaseReference, earlyAccessPurchases.reference))
    .where(eq(refundRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** Claims a pending request for one decision: two admins pressing at once decide it once. */
export async function claimRefundDecision(
  db: DrizzleD1Database,
  id: number,
  status: "refunded" | "rejected",
  adminId: number,
) {
  const [row] = await db
    .update(refundRequests)
    .set({ status, decidedBy: adminId, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, "pending")))
    .returning({ id: refundRequests.id });
  return row !== undefined;
}

export async function reopenRefundRequest(db: DrizzleD1Database, id: number) {
  await db
    .update(refundRequests)
    .set({ status: "pending", decidedBy: null, decidedAt: null, updatedAt: new Date() })
    .where(eq(refundRequests.id, id));
}

/** Cancelled by the user: no renewal, the plan runs to the end of the paid period. */
export async function markCancelled(db: DrizzleD1Database, subscriptionId: number) {
  const now = new Date();
  await db
    .update(subscriptions)
    .set({ status: "non_renewing", cancelledAt: now, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

/** A refunded plan ends at once: its subscription expires and the user is back on Free (none for no user). */
function planEndsNow(db: DrizzleD1Database, userId: number | null, now: Date) {
  return userId === null
    ? []
    : [
        db
          .update(subscriptions)
          .set({ status: "expired", currentPeriodEnd: now, cancelledAt: now, updatedAt: now })
          .where(eq(subscriptions.userId, userId)),
        db.update(users).set({ planId: "free", updatedAt: now }).where(eq(users.id, userId)),
      ];
}

/**
 * A refunded payment; `endsPlan` when it paid for the plan the user is on now (see
 * paidForSince), which then ends at once.
 */
export async function markRefunded(
  db: DrizzleD1Database,
  payment: { id: number; userId: number | null },
  endsPlan: boolean,
) {
  const now = new Date();
  await db.batch([
    db.update(payments).set({ status: "refunded" }).where(eq(payments.id, payment.id)),
    ...(endsPlan ? planEndsNow(db, payment.userId, now) : []),
  ]);
}

/**
 * Whether the user has paid again since this payment (a renewal, or a move to another
 * plan), money still held: the plan they are on now is paid for by that later payment.
 */
export async function paidForSince(
  db: DrizzleD1Database,
  payment: { id: number; userId: number | null; paidAt: Date },
) {
  if (payment.userId === null) return false;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, payment.userId),
        eq(payments.status, "paid"),
        or(gt(payments.paidAt, payment.paidAt), and(eq(payments.paidAt, payment.paidAt), gt(payments.id, payment.id))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A refunded early-access purchase: its spot is free again and its perks are
 * withdrawn (checkout no longer offers them; the row stays as the receipt's
 * link to the account). A subscription the perks already started is ended by
 * the caller (services/billing/refunds.ts), which reads the perks after this write.
 */
export async function markPurchaseRefunded(db: DrizzleD1Database, purchase: { id: number }) {
  await db.update(earlyAccessPurchases).set({ refundedAt: new Date() }).where(eq(earlyAccessPurchases.id, purchase.id));
}

/** Ends the user's plan now, for a refund found to have paid for it after the refund was written. */
export async function endPlanNow(db: DrizzleD1Database, userId: number) {
  const [first, ...rest] = planEndsNow(db, userId, new Date());
  await db.batch([first!, ...rest]);
}

/** The perks an early-access purchase bought, as they stand now (null before an account claims them). */
export async function perkOfPurchase(db: DrizzleD1Database, purchaseReference: string) {
  const [row] = await db
    .select({ userId: billingPerks.userId, appliedAt: billingPerks.appliedAt })
    .from(billingPerks)
    .where(eq(billingPerks.purchaseReference, purchaseReference))
    .limit(1);
  return row ?? null;
}

/** Whether the purchase behind a perk has been refunded, which withdraws the perk. */
export async function perkWithdrawn(db: DrizzleD1Database, perkId: number) {
  const [row] = await db
    .select({ refundedAt: earlyAccessPurchases.refundedAt })
    .from(billingPerks)
    .innerJoin(earlyAccessPurchases, eq(earlyAccessPurchases.reference, billingPerks.purchaseReference))
    .where(eq(billingPerks.id, perkId))
    .limit(1);
  return row?.refundedAt != null;
}

/**
 * Ends subscriptions whose paid period is over: cancelled ones at the period
 * end, ones whose renewal kept failing a week after it. The users go back to
 * Free in the same batch. Returns how many ended.
 */
export const PAST_DUE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export async function expireSubscriptions(db: DrizzleD1Database, now: Date) {
  const due = await db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, "non_renewing"), lte(subscriptions.currentPeriodEnd, now)),
        and(
          eq(subscriptions.status, "past_due"),
          lte(subscriptions.currentPeriodEnd, new Date(now.getTime() - PAST_DUE_GRACE_MS)),
        ),
      ),
    );
  if (due.length === 0) return 0;
  const ids = due.map((d) => d.id);
  const userIds = due.map((d) => d.userId);
  await db.batch([
    db
      .update(subscriptions)
      .set({ status: "expired", updatedAt: now })
      .where(and(inArray(subscriptions.id, ids), inArray(subscriptions.status, ["non_renewing", "past_due"]))),
    db.update(users).set({ planId: "free", updatedAt: now }).where(inArray(users.id, userIds)),
  ]);
  return due.length;
}

/**
 * An admin's manual plan change: recorded as set by staff so the billing page
 * says so; the next Paystack event for the user's subscription takes over again.
 */
export async function setPlanByStaff(db: DrizzleD1Database, userId: number, planId: string) {
  const now = new Date();
  await db.batch([
    db.update(users).set({ planId, updatedAt: now }).where(eq(users.id, userId)),
    db
      .insert(subscriptions)
      .values({ userId, planId, status: planId === "free" ? "expired" : "active", source: "staff" })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          planId,
          source: "staff",
          status: planId === "free" ? "expired" : "active",
          // After a paid plan that ended (refunded, expired) or will not renew, nothing renews:
          // its old end date kept the billing page saying 'Renews on' a day already past.
          currentPeriodEnd: sql`case when ${subscriptions.status} in ('active', 'past_due') then ${subscriptions.currentPeriodEnd} end`,
          updatedAt: now,
        },
      }),
  ]);
}
