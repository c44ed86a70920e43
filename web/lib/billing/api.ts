import type { InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

export type BillingOverview = InferResponseType<typeof api.billing.$get, 200>;
export type PlanChoice = InferResponseType<typeof api.billing.plans.$get, 200>["plans"][number];
export type CheckoutPlan = "pro" | "agency" | "early_access";
export type VerifyOutcome = InferResponseType<typeof api.billing.verify.$post, 200>;

export const fetchBilling = async () => unwrap(await api.billing.$get());

let plansRequest: Promise<InferResponseType<typeof api.billing.plans.$get, 200>> | null = null;

/** Plans, prices and whether payments are configured; read once per page load. */
export function fetchPlans() {
  plansRequest ??= api.billing.plans.$get().then(unwrap, (err) => {
    plansRequest = null;
    throw err;
  });
  return plansRequest;
}

export const createCheckout = async (plan: CheckoutPlan, email?: string) =>
  unwrap(await api.billing.checkout.$post({ json: email ? { plan, email } : { plan } }));

export const verifyPayment = async (reference: string) =>
  unwrap(await api.billing.verify.$post({ json: { reference } }));

// No body is needed; `{}` is sent because every POST must be application/json (the CSRF rule).
export const cancelSubscription = async () => unwrap(await api.billing.cancel.$post({ json: {} }));

/** A subscription payment is named by `paymentId`, an early-access purchase (not a payment row) by `purchaseId`. */
export const requestRefund = async (target: { paymentId: number } | { purchaseId: number }, reason: string) =>
  unwrap(await api.billing["refund-requests"].$post({ json: { ...target, reason } }));
