import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, inject } from "vitest";
import { BillingOverview, VerifyOutcome } from "#db/validation/responses";
import { type Api, answerOf, api, apiAs, type Input } from "./helpers";

/** A call to the local Paystack stand-in (tests/functions/paystack-stand-in.ts). */
export async function standIn<T = unknown>(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await fetch(`${inject("paystackOrigin")}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: init.json === undefined ? {} : { "content-type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

export type Signed = { event: string; body: string; signature: string };

export type StandInState = {
  transactions: {
    reference: string;
    email: string;
    amount: number;
    currency: string;
    plan: string | null;
    metadata: Record<string, unknown> | null;
    callbackUrl: string | null;
    status: string;
  }[];
  subscriptions: { code: string; email: string; plan: string; status: string; nextPaymentDate: string }[];
  refunds: { transaction: string; amount: number; currency: string }[];
  /** Every webhook the stand-in has signed, oldest first. */
  webhooks: Signed[];
};

export const standInState = () => standIn<StandInState>("/__state");

/** Pays a transaction as the customer would on Paystack's page; answers the webhooks Paystack sends. */
export async function payAtStandIn(reference: string, outcome: "success" | "failed" = "success") {
  return (await standIn<{ webhooks: Signed[] }>(`/__pay/${encodeURIComponent(reference)}`, { json: { outcome } }))
    .webhooks;
}

/** Paystack's own event about a subscription it holds (not_renew, disable, invoice.payment_failed), signed. */
export const subscriptionEvent = (code: string, event: string, extra: Record<string, unknown> = {}) =>
  standIn<Signed>("/__subscription-event", { json: { code, event, ...extra } });

/** Any event, signed by the stand-in with the test key. */
export const signedEvent = (event: string, data: unknown) => standIn<Signed>("/__event", { json: { event, data } });

/** POSTs a webhook as Paystack does: the exact bytes, no Origin, the signature header (a raw request). */
export function deliver(hook: { body: string; signature: string | null }) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (hook.signature !== null) headers["x-paystack-signature"] = hook.signature;
  return api("/api/webhooks/paystack", { method: "POST", headers, body: hook.body });
}

export async function deliverAll(hooks: Signed[]) {
  for (const hook of hooks) {
    const res = await deliver(hook);
    expect(res.status, `${hook.event}: ${await res.clone().text()}`).toBe(200);
  }
}

type Plan = Input<Api["billing"]["checkout"]["$post"]>["json"]["plan"];

export async function checkout(plan: Plan, cookie?: string, email?: string) {
  return answerOf(await apiAs(cookie).billing.checkout.$post({ json: email ? { plan, email } : { plan } }), 200);
}

export async function verify(reference: string, cookie?: string) {
  const res = await apiAs(cookie).billing.verify.$post({ json: { reference } });
  // Parsed with the schema the OpenAPI document gives, so the document cannot drift from the answer.
  return v.parse(VerifyOutcome, await answerOf(res, 200));
}

/** The user's billing overview, checked against its documented schema. */
export async function billingOf(cookie: string) {
  return v.parse(BillingOverview, await answerOf(await apiAs(cookie).billing.$get(), 200));
}

export async function planOf(userId: number) {
  const row = await env.DB.prepare("select plan_id from users where id = ?").bind(userId).first<{ plan_id: string }>();
  return row?.plan_id;
}

export async function subscriptionRow(userId: number) {
  return env.DB.prepare("select * from subscriptions where user_id = ?").bind(userId).first<{
    plan_id: string;
    status: string;
    source: string;
    paystack_subscription_code: string | null;
    paystack_email_token: string | null;
    current_period_end: number | null;
    discounted: number;
  }>();
}

/** A user who bought a plan through the stand-in, with every webhook Paystack sent delivered. */
export async function paidUser(cookie: string, plan: "pro" | "agency" = "pro") {
  const { reference } = await checkout(plan, cookie);
  const hooks = await payAtStandIn(reference);
  await deliverAll(hooks);
  return { reference, hooks };
}
