import type { Bindings } from "../../env";
import { ApiError } from "../../lib/errors";

export const PAID_PLANS = ["pro", "agency"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const isPaidPlan = (id: string): id is PaidPlan => (PAID_PLANS as readonly string[]).includes(id);

/** Early access is a one-off payment in naira, fixed by the offer. */
export const EARLY_ACCESS_PRICE = { amount: 2_500_000, currency: "NGN" } as const;

/** The money-back window after each payment. */
export const REFUND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export type Price = { amount: number; currency: string };

/**
 * "29 USD" or "45000 NGN" to minor units. Null when unset or unreadable, so a
 * typo shows as "price not set" instead of charging a wrong amount.
 */
export function parsePrice(raw: string | undefined): Price | null {
  const m = raw?.trim().match(/^(\d+(?:\.\d{1,2})?)\s*([A-Za-z]{3})$/);
  if (!m) return null;
  return { amount: Math.round(Number(m[1]) * 100), currency: m[2]!.toUpperCase() };
}

export function planPrice(env: Bindings, plan: PaidPlan): Price | null {
  return parsePrice(plan === "pro" ? env.PLAN_PRICE_PRO : env.PLAN_PRICE_AGENCY);
}

export function planCode(env: Bindings, plan: PaidPlan, early = false) {
  const code = early
    ? plan === "pro"
      ? env.PAYSTACK_PLAN_PRO_EARLY
      : env.PAYSTACK_PLAN_AGENCY_EARLY
    : plan === "pro"
      ? env.PAYSTACK_PLAN_PRO
      : env.PAYSTACK_PLAN_AGENCY;
  return code?.trim() || null;
}

/** Which of our plans a Paystack plan code stands for, and whether it is the early-access price. */
export function planOfCode(env: Bindings, code: string | null | undefined): { plan: PaidPlan; early: boolean } | null {
  if (!code) return null;
  for (const plan of PAID_PLANS) {
    if (planCode(env, plan) === code) return { plan, early: false };
    if (planCode(env, plan, true) === code) return { plan, early: true };
  }
  return null;
}

/** Payments work only with a secret key; everything else has defaults. */
export const paymentsConfigured = (env: Bindings) => Boolean(env.PAYSTACK_SECRET_KEY);

/** A plan can be bought when payments are on and it has both a Paystack plan code and a price. */
export const planPurchasable = (env: Bindings, plan: PaidPlan) =>
  paymentsConfigured(env) && planCode(env, plan) !== null && planPrice(env, plan) !== null;

/** A small card check that a 30-day free start charges (and refunds) to get a reusable card authorisation. */
export function cardCheckAmount(currency: string) {
  const minor: Record<string, number> = { NGN: 5_000, USD: 200, GHS: 100, ZAR: 1_000, KES: 1_000 };
  return minor[currency] ?? 100;
}

export function formatPrice(price: Price) {
  const major = price.amount / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  const symbol: Record<string, string> = { USD: "$", NGN: "₦" };
  const number = major.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return symbol[price.currency] ? `${symbol[price.currency]}${number}` : `${number} ${price.currency}`;
}

/** The plan's Paystack code and price, or a 503 that says which setting is missing. */
export function requirePaystackPlan(env: Bindings, plan: PaidPlan) {
  const code = planCode(env, plan);
  const price = planPrice(env, plan);
  const name = plan === "pro" ? "Pro" : "Agency";
  if (!code || !price) {
    throw new ApiError(
      503,
      "payments_not_configured",
      `The ${name} plan cannot be bought on this server yet: its Paystack plan code or price is not configured.`,
    );
  }
  return { code, price };
}
