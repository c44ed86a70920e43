import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import {
  findCheckout,
  isUniqueViolation,
  perkWithdrawn,
  recordPerk,
  recordUnmatchedEvent,
  subscriptionByCode,
  subscriptionOf,
  userForCustomer,
} from "#db/queries/billing";
import { recordEarlyAccessPurchase } from "#db/queries/waitlist";
import { billingEvents, billingPerks, checkouts, payments, subscriptions } from "#db/schema/billing";
import { users } from "#db/schema/users";
import type { PaystackInvoiceFailed, PaystackSubscriptionEvent } from "#db/validation/paystack";
import type { Bindings } from "../../env";
import { type PaidPlan, planCode, planOfCode } from "./config";
import { createSubscription, disableSubscription, refundTransaction } from "./paystack";
import { endRefundedPlan } from "./refunds";

/** A successful charge, from a `charge.success` webhook or from verifying a transaction. */
export type Charge = {
  reference: string;
  amount: number;
  currency: string;
  paidAt: Date;
  email: string;
  customerCode: string | null;
  planCode: string | null;
  authorizationCode: string | null;
  metadata: Record<string, unknown>;
  raw: unknown;
};

export type Applied = {
  recorded: boolean;
  kind: "early_access" | "subscription" | "trial" | "unmatched";
  userId?: number;
};

/** One calendar month on from `from` (UTC), the length of a paid period. */
export function addMonth(from: Date, months = 1) {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (d.getUTCDate() < day) d.setUTCDate(0);
  return d;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function log(outcome: string, detail: Record<string, unknown>) {
  console.log(JSON.stringify({ level: "info", at: new Date().toISOString(), action: "billing", outcome, ...detail }));
}

const planCodeOf = (plan: unknown): string | null =>
  typeof plan === "string" ? plan || null : ((plan as { plan_code?: string | null } | null)?.plan_code ?? null);

export const chargePlanCode = planCodeOf;

/**
 * Applies a charge once however often (and however concurrently) it arrives:
 * the event key goes in with the change in one batch, so the batch that loses
 * the unique-key race changes nothing. Early-access purchases keep their own
 * unique reference. Charges for a customer no account matches are stored for an admin.
 */
export async function applyCharge(env: Bindings, db: DrizzleD1Database, charge: Charge): Promise<Applied> {
  const checkout = await findCheckout(db, charge.reference);
  const metaKind = typeof charge.metadata.kind === "string" ? charge.metadata.kind : null;
  const kind =
    checkout?.kind ??
    (metaKind === "subscription" || metaKind === "trial" || metaKind === "early_access" ? metaKind : null) ??
    (charge.planCode ? "subscription" : "early_access");

  if (kind === "early_access") {
    const row = await recordEarlyAccessPurchase(db, {
      reference: charge.reference,
      email: checkout?.email ?? charge.email,
      amount: charge.amount,
      currency: charge.currency,
      paidAt: charge.paidAt,
    });
    await recordPerk(db, charge.reference, checkout?.email ?? charge.email);
    if (checkout) await db.update(checkouts).set({ status: "paid" }).where(eq(checkouts.reference, charge.reference));
    log(row ? "early_access_recorded" : "duplicate", { reference: charge.reference });
    return { recorded: row !== null, kind };
  }

  const eventKey = `charge:${charge.reference}`;
  const userId =
    checkout?.userId ?? (await userForCustomer(db, { customerCode: charge.customerCode, email: charge.email }));
  const fromCode = planOfCode(env, charge.planCode);
  const planId: PaidPlan | null =
    (checkout && checkout.planId !== "early_access" ? checkout.planId : null) ?? fromCode?.plan ?? null;
  if (userId === null || planId === null) {
    const stored = await recordUnmatchedEvent(db, eventKey, "charge.success", charge.raw);
    log("unmatched", { reference: charge.reference, reason: userId === null ? "customer" : "plan" });
    return { recorded: stored, kind: "unmatched" };
  }
  if (kind === "trial") return applyTrial(env, db, charge, { userId, planId, perkId: checkout?.perkId ?? null });

  const now = new Date();
  const periodEnd = addMonth(charge.paidAt);
  const previous = await subscriptionOf(db, userId);
  // A move to another plan replaces the old Paystack subscription; it is stopped below.
  const replaced =
    previous?.paystackSubscriptionCode && previous.planId !== planId && previous.status !== "expired" ? previous : null;
  try {
    await db.batch([
      db.insert(billingEvents).values({ eventKey, event: "charge.success", userId, outcome: "applied" }),
      db
        .insert(payments)
        .values({
          userId,
          reference: charge.reference,
          planId,
          amount: charge.amount,
          currency: charge.currency.toUpperCase(),
          description: `${planId === "pro" ? "Pro" : "Agency"} plan, one month`,
          paidAt: charge.paidAt,
        })
        .onConflictDoNothing({ target: payments.reference }),
      db
        .insert(subscriptions)
        .values({
          userId,
          planId,
          status: "active",
          source: "paystack",
          paystackCustomerCode: charge.customerCode,
          paystackAuthorizationCode: charge.authorizationCode,
          discounted: fromCode?.early ?? false,
          currentPeriodEnd: periodEnd,
        })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            planId,
            status: "active",
            source: "paystack",
            paystackCustomerCode: sql`coalesce(${charge.customerCode}, ${subscriptions.paystackCustomerCode})`,
            paystackAuthorizationCode: sql`coalesce(${charge.authorizationCode}, ${subscriptions.paystackAuthorizationCode})`,
            ...(replaced ? { paystackSubscriptionCode: null, paystackEmailToken: null } : {}),
            discounted: fromCode?.early ?? sql`${subscriptions.discounted}`,
            // A renewal moves the end on; a late repeat of an older charge never moves it back.
            currentPeriodEnd: sql`max(coalesce(${subscriptions.currentPeriodEnd}, 0), ${periodEnd.getTime()})`,
            cancelledAt: null,
            updatedAt: now,
          },
        }),
      db.update(users).set({ planId, updatedAt: now }).where(eq(users.id, userId)),
      db.update(checkouts).set({ status: "paid", updatedAt: now }).where(eq(checkouts.reference, charge.reference)),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) {
      log("duplicate", { reference: charge.reference });
      return { recorded: false, kind: "subscription", userId };
    }
    throw err;
  }
  log("charge_applied", { reference: charge.reference, userId, planId });
  if (replaced?.paystackSubscriptionCode && replaced.paystackEmailToken) {
    await disableSubscription(env, replaced.paystackSubscriptionCode, replaced.paystackEmailToken).catch((err) =>
      log("old_subscription_not_stopped", { code: replaced.paystackSubscriptionCode, error: String(err) }),
    );
  }
  return { recorded: true, kind: "subscription", userId };
}

/**
 * The first subscription of an early-access buyer: the card check just paid
 * gives a reusable authorisation; the subscription starts after the free days
 * (at the 25%-off price when that plan code is set up), and the card check is
 * refunded. The event is claimed before Paystack is called, so two deliveries
 * never create two subscriptions; a failure releases the claim for a retry.
 */
async function applyTrial(
  env: Bindings,
  db: DrizzleD1Database,
  charge: Charge,
  target: { userId: number; planId: PaidPlan; perkId: number | null },
): Promise<Applied> {
  const eventKey = `charge:${charge.reference}`;
  const [claimed] = await db
    .insert(billingEvents)
    .values({ eventKey, event: "charge.success", userId: target.userId, outcome: "processing" })
    .onConflictDoNothing({ target: billingEvents.eventKey })
    .returning({ id: billingEvents.id });
  if (!claimed) return { recorded: false, kind: "trial", userId: target.userId };
  try {
    const [perk] = target.perkId
      ? await db.select().from(billingPerks).where(eq(billingPerks.id, target.perkId)).limit(1)
      : [];
    // A refund approved while this checkout was open withdrew the perks: no free month starts. The card
    // check goes back, and the checkout is marked failed so the page the buyer returns to says why.
    if (perk && (await perkWithdrawn(db, perk.id))) {
      const refunded = await refundCardCheck(env, charge.reference);
      await db.batch(
        cardCheckSettled(db, claimed.id, charge, target, {
          refunded,
          description: "Card check; no free month, as the early-access purchase was refunded",
          checkout: "failed",
        }),
      );
      log("trial_perk_withdrawn", { reference: charge.reference, userId: target.userId });
      return { recorded: true, kind: "trial", userId: target.userId };
    }
    const freeDays = perk?.freeDays ?? 30;
    const startsAt = new Date(charge.paidAt.getTime() + freeDays * DAY_MS);
    const earlyCode = planCode(env, target.planId, true);
    const code = earlyCode ?? planCode(env, target.planId);
    if (!code || !charge.customerCode || !charge.authorizationCode) {
      throw new Error("the card check did not return a customer and a reusable card, or the plan has no code");
    }
    const created = await createSubscription(env, {
      customer: charge.customerCode,
      plan: code,
      authorization: charge.authorizationCode,
      start_date: startsAt.toISOString(),
    });
    // The card check was only to get the card; it goes back at once.
    const refunded = await refundCardCheck(env, charge.reference);
    const now = new Date();
    await db.batch([
      ...cardCheckSettled(db, claimed.id, charge, target, {
        refunded,
        // Said refunded only when Paystack took the refund; otherwise the buyer can ask for it back.
        description: `Card check for the ${freeDays} free days${refunded ? " (refunded)" : ""}`,
        checkout: "paid",
      }),
      db
        .insert(subscriptions)
        .values({
          userId: target.userId,
          planId: target.planId,
          status: "active",
          source: "paystack",
          paystackSubscriptionCode: created.subscription_code,
          paystackEmailToken: created.email_token,
          paystackCustomerCode: charge.customerCode,
          paystackAuthorizationCode: charge.authorizationCode,
          discounted: earlyCode !== null,
          currentPeriodEnd: startsAt,
        })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            planId: target.planId,
            status: "active",
            source: "paystack",
            paystackSubscriptionCode: created.subscription_code,
            paystackEmailToken: created.email_token,
            paystackCustomerCode: charge.customerCode,
            paystackAuthorizationCode: charge.authorizationCode,
            discounted: earlyCode !== null,
            currentPeriodEnd: startsAt,
            cancelledAt: null,
            updatedAt: now,
          },
        }),
      db.update(users).set({ planId: target.planId, updatedAt: now }).where(eq(users.id, target.userId)),
      ...(perk ? [db.update(billingPerks).set({ appliedAt: now }).where(eq(billingPerks.id, perk.id))] : []),
    ]);
    log("trial_started", { reference: charge.reference, userId: target.userId, until: startsAt.toISOString() });
    // A refund written while this month was being set up withdrew the perks that pay for it. Each side
    // checks after its own write, so whichever writes second sees the other (refunds.ts, settleRefund).
    if (perk && (await perkWithdrawn(db, perk.id))) {
      await endRefundedPlan(env, db, target.userId);
      log("trial_ended_perk_refunded", { reference: charge.reference, userId: target.userId });
    }
    return { recorded: true, kind: "trial", userId: target.userId };
  } catch (err) {
    await db.delete(billingEvents).where(eq(billingEvents.id, claimed.id));
    throw err;
  }
}

/**
 * A card check dealt with, as one batch's statements: the event applied, the check in the payment
 * history (refunded, or paid when Paystack refused the refund) and the checkout's outcome.
 */
function cardCheckSettled(
  db: DrizzleD1Database,
  eventId: number,
  charge: Charge,
  target: { userId: number; planId: PaidPlan },
  settled: { refunded: boolean; description: string; checkout: "paid" | "failed" },
) {
  return [
    db.update(billingEvents).set({ outcome: "applied" }).where(eq(billingEvents.id, eventId)),
    db
      .insert(payments)
      .values({
        userId: target.userId,
        reference: charge.reference,
        planId: target.planId,
        amount: charge.amount,
        currency: charge.currency.toUpperCase(),
        status: settled.refunded ? "refunded" : "paid",
        description: settled.description,
        paidAt: charge.paidAt,
      })
      .onConflictDoNothing({ target: payments.reference }),
    db
      .update(checkouts)
      .set({ status: settled.checkout, updatedAt: new Date() })
      .where(eq(checkouts.reference, charge.reference)),
  ] as const;
}

/** Refunds a card check at once; false (and logged) when Paystack refused, so the payment shows as paid. */
function refundCardCheck(env: Bindings, reference: string) {
  return refundTransaction(env, reference).then(
    () => true,
    (err) => {
      log("card_check_not_refunded", { reference, error: String(err) });
      return false;
    },
  );
}

/** Inserts the event key with the change; false when another delivery already applied it. */
async function once(
  db: DrizzleD1Database,
  eventKey: string,
  event: string,
  userId: number,
  changes: BatchItem<"sqlite">[],
) {
  try {
    await db.batch([db.insert(billingEvents).values({ eventKey, event, userId, outcome: "applied" }), ...changes]);
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

const dateOf = (value: string | null | undefined) => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(t) ? new Date(t) : null;
};

/** subscription.create / not_renew / disable, applied once per event and subscription. */
export async function applySubscriptionEvent(
  env: Bindings,
  db: DrizzleD1Database,
  body: PaystackSubscriptionEvent,
  raw: unknown,
): Promise<Applied> {
  const { event, data } = body;
  const eventKey = `${event}:${data.subscription_code}`;
  const byCode = await subscriptionByCode(db, data.subscription_code);
  const userId =
    byCode?.userId ??
    (await userForCustomer(db, { customerCode: data.customer.customer_code, email: data.customer.email }));
  const fromCode = planOfCode(env, planCodeOf(data.plan));
  if (userId === null || (event === "subscription.create" && !fromCode)) {
    const stored = await recordUnmatchedEvent(db, eventKey, event, raw);
    log("unmatched", { event, code: data.subscription_code });
    return { recorded: stored, kind: "unmatched" };
  }
  const current = byCode ?? (await subscriptionOf(db, userId));
  const now = new Date();
  const nextPayment = dateOf(data.next_payment_date);

  if (event === "subscription.create") {
    const planId = fromCode!.plan;
    const applied = await once(db, eventKey, event, userId, [
      db
        .insert(subscriptions)
        .values({
          userId,
          planId,
          status: "active",
          source: "paystack",
          paystackSubscriptionCode: data.subscription_code,
          paystackEmailToken: data.email_token ?? null,
          paystackCustomerCode: data.customer.customer_code ?? null,
          discounted: fromCode!.early,
          currentPeriodEnd: nextPayment,
        })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            planId,
            status: "active",
            source: "paystack",
            paystackSubscriptionCode: data.subscription_code,
            paystackEmailToken: data.email_token ?? null,
            paystackCustomerCode: sql`coalesce(${data.customer.customer_code ?? null}, ${subscriptions.paystackCustomerCode})`,
            discounted: fromCode!.early,
            currentPeriodEnd: nextPayment
              ? sql`max(coalesce(${subscriptions.currentPeriodEnd}, 0), ${nextPayment.getTime()})`
              : sql`${subscriptions.currentPeriodEnd}`,
            cancelledAt: null,
            updatedAt: now,
          },
        }),
      db.update(users).set({ planId, updatedAt: now }).where(eq(users.id, userId)),
    ]);
    return { recorded: applied, kind: "subscription", userId };
  }

  // Cancelling or ending an older subscription than the one on record changes nothing.
  const isCurrent = current !== null && current.paystackSubscriptionCode === data.subscription_code;
  if (!isCurrent) {
    const applied = await once(db, eventKey, event, userId, []);
    return { recorded: applied, kind: "subscription", userId };
  }

  if (event === "subscription.not_renew") {
    const applied = await once(db, eventKey, event, userId, [
      db
        .update(subscriptions)
        .set({ status: "non_renewing", source: "paystack", cancelledAt: current.cancelledAt ?? now, updatedAt: now })
        .where(eq(subscriptions.id, current.id)),
    ]);
    return { recorded: applied, kind: "subscription", userId };
  }

  // subscription.disable: a discounted first year that ran its course goes on at the full price.
  if (current.discounted && data.status === "complete" && !current.cancelledAt) {
    return rollOverToFullPrice(env, db, eventKey, current, userId);
  }
  // Otherwise the plan stays until the paid period ends, and the cron then drops it to Free.
  const end = current.currentPeriodEnd;
  const stillPaid = end !== null && end.getTime() > now.getTime();
  const applied = await once(db, eventKey, event, userId, [
    db
      .update(subscriptions)
      .set({
        status: stillPaid ? "non_renewing" : "expired",
        source: "paystack",
        cancelledAt: current.cancelledAt ?? now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, current.id)),
    ...(stillPaid ? [] : [db.update(users).set({ planId: "free", updatedAt: now }).where(eq(users.id, userId))]),
  ]);
  return { recorded: applied, kind: "subscription", userId };
}

async function rollOverToFullPrice(
  env: Bindings,
  db: DrizzleD1Database,
  eventKey: string,
  current: NonNullable<Awaited<ReturnType<typeof subscriptionOf>>>,
  userId: number,
): Promise<Applied> {
  const [claimed] = await db
    .insert(billingEvents)
    .values({ eventKey, event: "subscription.disable", userId, outcome: "processing" })
    .onConflictDoNothing({ target: billingEvents.eventKey })
    .returning({ id: billingEvents.id });
  if (!claimed) return { recorded: false, kind: "subscription", userId };
  try {
    const code = planCode(env, current.planId as PaidPlan);
    if (!code || !current.paystackCustomerCode || !current.paystackAuthorizationCode) {
      throw new Error("no full-price plan code or stored card to continue the subscription");
    }
    const created = await createSubscription(env, {
      customer: current.paystackCustomerCode,
      plan: code,
      authorization: current.paystackAuthorizationCode,
      ...(current.currentPeriodEnd ? { start_date: current.currentPeriodEnd.toISOString() } : {}),
    });
    await db.batch([
      db.update(billingEvents).set({ outcome: "applied" }).where(eq(billingEvents.id, claimed.id)),
      db
        .update(subscriptions)
        .set({
          paystackSubscriptionCode: created.subscription_code,
          paystackEmailToken: created.email_token,
          discounted: false,
          status: "active",
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, current.id)),
    ]);
    log("discount_ended", { userId });
    return { recorded: true, kind: "subscription", userId };
  } catch (err) {
    await db.delete(billingEvents).where(eq(billingEvents.id, claimed.id));
    throw err;
  }
}

/** invoice.payment_failed: the plan stays while Paystack retries; the cron ends it a week after the period. */
export async function applyInvoiceFailed(
  db: DrizzleD1Database,
  body: PaystackInvoiceFailed,
  raw: unknown,
): Promise<Applied> {
  const { data } = body;
  const code = data.subscription.subscription_code;
  const eventKey = `invoice.payment_failed:${data.invoice_code ?? `${code}:${data.period_end ?? ""}`}`;
  const current = await subscriptionByCode(db, code);
  if (!current) {
    const userId = await userForCustomer(db, { customerCode: data.customer.customer_code, email: data.customer.email });
    if (userId === null) {
      const stored = await recordUnmatchedEvent(db, eventKey, body.event, raw);
      return { recorded: stored, kind: "unmatched" };
    }
    const applied = await once(db, eventKey, body.event, userId, []);
    return { recorded: applied, kind: "subscription", userId };
  }
  const applied = await once(db, eventKey, body.event, current.userId, [
    db
      .update(subscriptions)
      .set({ status: "past_due", source: "paystack", updatedAt: new Date() })
      .where(sql`${subscriptions.id} = ${current.id} and ${subscriptions.status} = 'active'`),
  ]);
  return { recorded: applied, kind: "subscription", userId: current.userId };
}
