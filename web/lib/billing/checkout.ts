import { loadSession } from "#web/lib/session";
import { type CheckoutPlan, createCheckout } from "./api";

/** A plan a visitor chose before having an account: checkout resumes once they are signed in. */
const PENDING_KEY = "leadsmith.checkout-plan";

export function rememberPlan(plan: "pro" | "agency") {
  try {
    sessionStorage.setItem(PENDING_KEY, plan);
  } catch {
    // storage off: the visitor picks the plan again after signing up
  }
}

export function takePendingPlan(): "pro" | "agency" | null {
  try {
    const plan = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return plan === "pro" || plan === "agency" ? plan : null;
  } catch {
    return null;
  }
}

/** Sends the browser to Paystack's payment page for the plan (the server opens it with the secret key). */
export async function goToCheckout(plan: CheckoutPlan, email?: string) {
  const { url } = await createCheckout(plan, email);
  window.location.assign(url);
}

/**
 * What every Upgrade button does: a signed-in user goes straight to
 * checkout; a visitor signs up first, and checkout follows (see useResumeCheckout).
 */
export async function upgradeTo(plan: "pro" | "agency", navigateToSignUp: () => void) {
  const me = await loadSession().catch(() => null);
  if (!me) {
    rememberPlan(plan);
    navigateToSignUp();
    return;
  }
  await goToCheckout(plan);
}

/** The plan one step up from the current one, or null at the top. */
export const nextPlan = (planId: string): "pro" | "agency" | null =>
  planId === "free" ? "pro" : planId === "pro" ? "agency" : null;
