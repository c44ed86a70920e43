import type { DrizzleD1Database } from "drizzle-orm/d1";
import { findCheckout, insertCheckout, linkPerks, subscriptionOf, usablePerkOf } from "#db/queries/billing";
import { normalizeEmail } from "#db/validation/common";
import type { Bindings, SessionUser } from "../../env";
import { randomToken } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import { cardCheckAmount, EARLY_ACCESS_PRICE, requirePaystackPlan } from "./config";
import { applyCharge, type Charge, chargePlanCode } from "./events";
import { initializeTransaction, paystackFailure, requirePaystack, verifyTransaction } from "./paystack";

const planNames = { pro: "Pro", agency: "Agency" } as const;

const fmtDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Asks Paystack for a payment page. Pro and Agency subscribe the signed-in
 * user to the plan's Paystack plan; an early-access buyer's first subscription
 * starts with a small card check instead (30 days free, then the 25%-off
 * plan); early access is a one-off 25,000 NGN payment, also for a visitor.
 */
export async function startCheckout(
  env: Bindings,
  db: DrizzleD1Database,
  input: { plan: "pro" | "agency" | "early_access"; email?: string; user: SessionUser | null; origin: string },
) {
  requirePaystack(env);
  const reference = `ls_${randomToken(12)}`;
  const callbackUrl = `${input.origin}/billing/callback`;

  if (input.plan === "early_access") {
    const email = input.user?.email ?? (input.email ? normalizeEmail(input.email) : null);
    if (!email) {
      throw new ApiError(400, "validation_error", "Enter your e-mail address so we can link the spot to you.");
    }
    const tx = await initializeTransaction(env, {
      email,
      amount: EARLY_ACCESS_PRICE.amount,
      currency: EARLY_ACCESS_PRICE.currency,
      reference,
      callback_url: callbackUrl,
      metadata: { kind: "early_access" },
    }).catch((err) => paystackFailure(err, "open the payment page"));
    await insertCheckout(db, {
      reference,
      userId: input.user?.id ?? null,
      email,
      planId: "early_access",
      kind: "early_access",
    });
    return { url: tx.authorization_url, reference };
  }

  const user = input.user;
  if (!user) throw new ApiError(401, "unauthorized", "Please sign in or create an account to choose a plan.");
  const plan = input.plan;
  const { code, price } = requirePaystackPlan(env, plan);
  const current = await subscriptionOf(db, user.id);
  if (current && current.planId === plan && current.status !== "expired") {
    const until = current.currentPeriodEnd ? ` until ${fmtDate(current.currentPeriodEnd)}` : "";
    throw new ApiError(
      409,
      "already_subscribed",
      current.status === "non_renewing"
        ? `Your ${planNames[plan]} plan is cancelled but stays active${until}. You can subscribe again after that.`
        : `You are already on the ${planNames[plan]} plan.`,
    );
  }

  await linkPerks(db, user.id, user.email);
  // Perks apply to the account's first subscription only.
  const perk = current ? null : await usablePerkOf(db, user.id);

  const tx = await initializeTransaction(
    env,
    perk
      ? {
          email: user.email,
          amount: cardCheckAmount(price.currency),
          currency: price.currency,
          reference,
          callback_url: callbackUrl,
          channels: ["card"],
          metadata: { kind: "trial", plan, userId: user.id },
        }
      : {
          email: user.email,
          amount: price.amount,
          currency: price.currency,
          plan: code,
          reference,
          callback_url: callbackUrl,
          metadata: { kind: "subscription", plan, userId: user.id },
        },
  ).catch((err) => paystackFailure(err, "open the payment page"));
  await insertCheckout(db, {
    reference,
    userId: user.id,
    email: user.email,
    planId: plan,
    kind: perk ? "trial" : "subscription",
    perkId: perk?.id ?? null,
  });
  return { url: tx.authorization_url, reference };
}

/** What the callback page shows after Paystack sends the browser back. */
export type VerifyOutcome = {
  status: "paid" | "failed" | "pending";
  plan: "pro" | "agency" | "early_access";
  kind: "subscription" | "trial" | "early_access";
  message: string;
};

/**
 * Verifies a returning payment with Paystack on the server (the browser's word
 * is never taken) and applies it exactly as the webhook would; whichever comes
 * first applies it, the other finds it done.
 */
export async function verifyCheckout(env: Bindings, db: DrizzleD1Database, reference: string): Promise<VerifyOutcome> {
  requirePaystack(env);
  const checkout = await findCheckout(db, reference);
  if (!checkout) throw new ApiError(404, "not_found", "We have no payment with that reference.");
  const base = { plan: checkout.planId, kind: checkout.kind };
  const tx = await verifyTransaction(env, reference).catch((err) => paystackFailure(err, "confirm the payment"));
  if (tx.status !== "success") {
    const failed = tx.status === "failed" || tx.status === "abandoned" || tx.status === "reversed";
    return {
      ...base,
      status: failed ? "failed" : "pending",
      message: failed
        ? "The payment did not go through, and nothing was charged. You can try again."
        : "Paystack has not confirmed the payment yet. This page checks again in a moment.",
    };
  }
  const charge: Charge = {
    reference: tx.reference,
    amount: tx.amount,
    currency: tx.currency,
    paidAt: tx.paid_at && Number.isFinite(Date.parse(tx.paid_at)) ? new Date(tx.paid_at) : new Date(),
    email: tx.customer.email,
    customerCode: tx.customer.customer_code ?? null,
    planCode: chargePlanCode(tx.plan) ?? chargePlanCode(tx.plan_object),
    authorizationCode: tx.authorization?.authorization_code ?? null,
    metadata: (tx.metadata && typeof tx.metadata === "object" ? tx.metadata : {}) as Record<string, unknown>,
    raw: { event: "transaction.verify", data: tx },
  };
  await applyCharge(env, db, charge);
  // A free month whose early-access purchase was refunded before the card check came through never
  // starts (events.ts): the checkout is marked failed, whichever of this and the webhook applied it.
  if (checkout.kind === "trial" && (await findCheckout(db, reference))?.status === "failed") {
    return {
      ...base,
      status: "failed",
      message:
        "Your early-access purchase was refunded, so its free month no longer applies. The card check was refunded. You can subscribe at the regular price.",
    };
  }
  const name = checkout.planId === "early_access" ? "Early Access" : planNames[checkout.planId];
  return {
    ...base,
    status: "paid",
    message:
      checkout.kind === "early_access"
        ? "Your early-access spot is paid. Its perks (30 days free and 25% off your first year) wait for your account."
        : checkout.kind === "trial"
          ? `Your ${name} plan is active. Your first 30 days are free, then your early-access price applies.`
          : `Your ${name} plan is active now.`,
  };
}
