import type { DrizzleD1Database } from "drizzle-orm/d1";
import {
  endPlanNow,
  markPurchaseRefunded,
  markRefunded,
  paidForSince,
  paymentOf,
  perkOfPurchase,
  purchaseOf,
  type refundRequestWithTarget,
  subscriptionOf,
} from "#db/queries/billing";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/errors";
import { REFUND_WINDOW_MS } from "./config";
import { disableSubscription } from "./paystack";

/**
 * The 30-day money-back guarantee covers any payment: a subscription payment
 * (a `payments` row) or an early-access purchase (paid on the waitlist page,
 * before or without an account, so only an `early_access_purchases` row tied
 * to the account through its perks). Both are asked for and paid back alike.
 */
type RefundTarget = { paymentId: number } | { purchaseId: number };

/** The user's payment or purchase the request names, checked as the guarantee says; throws the refusal otherwise. */
export async function refundTargetOf(
  db: DrizzleD1Database,
  userId: number,
  body: { paymentId?: number; purchaseId?: number },
  now = Date.now(),
): Promise<RefundTarget> {
  const found =
    body.paymentId !== undefined
      ? await paymentOf(db, userId, body.paymentId).then((p) => p && { status: p.status, paidAt: p.paidAt })
      : await purchaseOf(db, userId, body.purchaseId!).then(
          (r) => r && { status: r.purchase.refundedAt ? "refunded" : "paid", paidAt: r.purchase.paidAt },
        );
  if (!found) throw new ApiError(404, "not_found", "That payment is not on your account.");
  if (found.status !== "paid") throw new ApiError(400, "not_refundable", "That payment was already refunded.");
  if (now - found.paidAt.getTime() > REFUND_WINDOW_MS) {
    throw new ApiError(
      400,
      "refund_window_over",
      "The money-back guarantee covers 30 days from a payment, and this one is older.",
    );
  }
  return body.paymentId !== undefined ? { paymentId: body.paymentId } : { purchaseId: body.purchaseId! };
}

type Found = NonNullable<Awaited<ReturnType<typeof refundRequestWithTarget>>>;

/** The Paystack transaction to refund: the payment's, or the early-access purchase's own reference. */
export function refundReference(found: Found): string {
  const reference = found.payment?.reference ?? found.purchase?.reference;
  // The table's check constraint keeps exactly one of the two set.
  if (!reference) throw new ApiError(404, "not_found", "No such refund request.");
  return reference;
}

/**
 * After Paystack refunded: a payment ends the plan it paid for (not one a later payment
 * pays for); an early-access purchase frees its spot and withdraws its perks, and ends the
 * subscription only if those perks started it (its free month and
 * early-access price were what the money bought).
 */
export async function settleRefund(env: Bindings, db: DrizzleD1Database, found: Found) {
  if (found.payment) {
    // Only the plan the money paid for ends: after a move from Pro to Agency (or a renewal), the Pro
    // payment's refund leaves the plan that a later payment pays for running.
    const endsPlan = !(await paidForSince(db, found.payment));
    if (endsPlan) await stopRenewals(env, db, found.payment.userId);
    await markRefunded(db, found.payment, endsPlan);
    return;
  }
  if (!found.purchase) return;
  await markPurchaseRefunded(db, found.purchase);
  // The perks are read after that write, not as the request was read before Paystack's refund call: a
  // free month they started meanwhile (its checkout confirmed during the call) ends as well. A free
  // month confirmed after the write finds the purchase refunded and never starts (events.ts, applyTrial).
  const perk = await perkOfPurchase(db, found.purchase.reference);
  if (perk?.appliedAt && perk.userId !== null) await endRefundedPlan(env, db, perk.userId);
}

/** A plan whose money went back ends now: Paystack stops charging for it, and the user is on Free. */
export async function endRefundedPlan(env: Bindings, db: DrizzleD1Database, userId: number) {
  await stopRenewals(env, db, userId);
  await endPlanNow(db, userId);
}

/** Tells Paystack to stop charging the user's subscription, if one is live there. */
async function stopRenewals(env: Bindings, db: DrizzleD1Database, userId: number | null) {
  const sub = userId === null ? null : await subscriptionOf(db, userId);
  if (sub?.paystackSubscriptionCode && sub.paystackEmailToken && sub.status !== "expired") {
    await disableSubscription(env, sub.paystackSubscriptionCode, sub.paystackEmailToken).catch((err) =>
      console.warn(
        JSON.stringify({ level: "warn", msg: "subscription not disabled after refund", error: String(err) }),
      ),
    );
  }
}
