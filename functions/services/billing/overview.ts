import type { DrizzleD1Database } from "drizzle-orm/d1";
import { linkPerks, paymentsOf, perksOf, subscriptionOf } from "#db/queries/billing";
import { getMeOrThrow } from "#db/queries/users";
import { plans } from "#db/schema/plans";
import type { Bindings } from "../../env";
import { formatPrice, isPaidPlan, paymentsConfigured, planPrice, planPurchasable, REFUND_WINDOW_MS } from "./config";

/** Every plan with its limits, price (from configuration) and whether it can be bought here. */
export async function planChoices(env: Bindings, db: DrizzleD1Database) {
  const rows = await db.select().from(plans).orderBy(plans.sortOrder);
  return rows.map((p) => {
    const price = isPaidPlan(p.id) ? planPrice(env, p.id) : { amount: 0, currency: "USD" };
    return {
      id: p.id,
      name: p.name,
      period: p.period,
      searchesLimit: p.searchesLimit,
      pitchesLimit: p.pitchesLimit,
      price: price ? { ...price, display: formatPrice(price) } : null,
      purchasable: isPaidPlan(p.id) ? planPurchasable(env, p.id) : false,
    };
  });
}

/** Money back can be asked once, for money still held, within 30 days of paying. */
const refundable = (status: "paid" | "refunded", request: string | null, paidAt: Date, now: Date) =>
  status === "paid" && request === null && now.getTime() - paidAt.getTime() <= REFUND_WINDOW_MS;

/** Everything the billing page shows, for one user. */
export async function billingOverview(env: Bindings, db: DrizzleD1Database, userId: number, now = new Date()) {
  const me = await getMeOrThrow(db, userId);
  await linkPerks(db, userId, me.user.email);
  const [subscription, history, perks, choices] = await Promise.all([
    subscriptionOf(db, userId),
    paymentsOf(db, userId),
    perksOf(db, userId),
    planChoices(env, db),
  ]);
  const sub = subscription && subscription.status !== "expired" ? subscription : null;
  return {
    paymentsConfigured: paymentsConfigured(env),
    plan: { id: me.plan.id, name: me.plan.name, period: me.plan.period },
    usage: me.usage,
    subscription: sub
      ? {
          planId: sub.planId,
          status: sub.status,
          source: sub.source,
          // Staff-set plans have no Paystack subscription to cancel.
          cancellable:
            sub.source === "paystack" && sub.status !== "non_renewing" && sub.paystackSubscriptionCode !== null,
          currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
          cancelledAt: sub.cancelledAt?.toISOString() ?? null,
          discounted: sub.discounted,
        }
      : null,
    payments: history.map(({ payment, refundStatus }) => ({
      id: payment.id,
      reference: payment.reference,
      planId: payment.planId,
      description: payment.description,
      amount: payment.amount,
      currency: payment.currency,
      display: formatPrice({ amount: payment.amount, currency: payment.currency }),
      paidAt: payment.paidAt.toISOString(),
      status: payment.status,
      refund: refundStatus ?? null,
      refundable: refundable(payment.status, refundStatus, payment.paidAt, now),
    })),
    perks: perks.map(({ perk: p, purchase, refundStatus }) => {
      const status = purchase?.refundedAt ? ("refunded" as const) : ("paid" as const);
      return {
        freeDays: p.freeDays,
        discountPercent: p.discountPercent,
        discountMonths: p.discountMonths,
        appliedAt: p.appliedAt?.toISOString() ?? null,
        // The early-access payment itself: money the user paid, so the payment history lists it.
        purchase: purchase
          ? {
              id: purchase.id,
              reference: purchase.reference,
              amount: purchase.amount,
              currency: purchase.currency,
              display: formatPrice({ amount: purchase.amount, currency: purchase.currency }),
              paidAt: purchase.paidAt.toISOString(),
              status,
              refund: refundStatus ?? null,
              // The same 30-day money-back guarantee as for every other payment.
              refundable: refundable(status, refundStatus, purchase.paidAt, now),
            }
          : null,
      };
    }),
    choices: choices.filter((c) => c.id === "free" || isPaidPlan(c.id)),
  };
}
