import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { describe, expect, inject, it } from "vitest";
import { usePitch, useSearch } from "#db/queries/usage";
import { BillingOverview, RefundRequestList, UnmatchedEvents } from "#db/validation/responses";
import { adminSession } from "./admin-helpers";
import {
  billingOf,
  checkout,
  deliver,
  deliverAll,
  paidUser,
  payAtStandIn,
  planOf,
  signedEvent,
  standInState,
  subscriptionEvent,
  subscriptionRow,
  verify,
} from "./billing-helpers";
import { type Answer, type Api, answerOf, api, apiAs, errorOf, sessionCookie, signUp, uniqueEmail } from "./helpers";
import { count, cronAt, userIdOf, userOnPlan } from "./outreach-helpers";

const me = async (cookie: string) => answerOf(await apiAs(cookie).auth.me.$get(), 200);

async function newUser() {
  const u = await signUp();
  return { ...u, id: await userIdOf(u.email) };
}

describe("plans and prices", () => {
  it("lists every plan with its limits and configured price", async () => {
    const res = await apiAs().billing.plans.$get();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.paymentsConfigured).toBe(true);
    const byId = Object.fromEntries(body.plans.map((p) => [p.id, p]));
    expect(byId.free).toMatchObject({ searchesLimit: 5, pitchesLimit: 15, period: "lifetime", purchasable: false });
    expect(byId.pro).toMatchObject({ searchesLimit: 100, pitchesLimit: 50, period: "month", purchasable: true });
    expect(byId.pro!.price?.display).toBe("$29");
    expect(byId.agency).toMatchObject({ searchesLimit: 200, pitchesLimit: 100, period: "month", purchasable: true });
    expect(byId.agency!.price?.display).toBe("$99");
  });
});

describe("checkout against the Paystack stand-in", () => {
  it("opens a payment page for Pro and for Agency with the plan code, the user's e-mail and our callback", async () => {
    const user = await newUser();
    for (const [plan, code] of [
      ["pro", "PLN_pro_test"],
      ["agency", "PLN_agency_test"],
    ] as const) {
      const { url, reference } = await checkout(plan, user.cookie);
      expect(url.startsWith(`${inject("paystackOrigin")}/checkout/`)).toBe(true);
      const tx = (await standInState()).transactions.find((t) => t.reference === reference)!;
      expect(tx).toMatchObject({ email: user.email, plan: code, callbackUrl: "http://localhost/billing/callback" });
      expect(tx.metadata).toMatchObject({ kind: "subscription", plan });
    }
  });

  it("opens a 25,000 NGN early-access page for a visitor with an e-mail, and asks a visitor for one", async () => {
    const email = uniqueEmail("visitor");
    const { reference } = await checkout("early_access", undefined, email);
    const tx = (await standInState()).transactions.find((t) => t.reference === reference)!;
    expect(tx).toMatchObject({ email, amount: 2_500_000, currency: "NGN", plan: null });
    const noEmail = await apiAs().billing.checkout.$post({ json: { plan: "early_access" } });
    expect(noEmail.status).toBe(400);
  });

  it("needs an account for a plan, refuses an unknown plan and a plan already held", async () => {
    const anonymous = await apiAs().billing.checkout.$post({ json: { plan: "pro" } });
    expect(anonymous.status).toBe(401);
    const user = await newUser();
    // a plan the schema does not name: a raw request
    const unknown = await api("/api/billing/checkout", { json: { plan: "gold" }, cookie: user.cookie });
    expect(unknown.status).toBe(400);
    await paidUser(user.cookie, "pro");
    const again = await apiAs(user.cookie).billing.checkout.$post({ json: { plan: "pro" } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("You are already on the Pro plan.");
  });
});

describe("the callback's verification", () => {
  it("reports an unpaid transaction as not gone through, then applies the paid one once, with the plan at once", async () => {
    const user = await newUser();
    const { reference } = await checkout("pro", user.cookie);
    const early = await verify(reference);
    expect(early.status).toBe("failed");
    expect(await planOf(user.id)).toBe("free");

    // Paid on Paystack's page; the browser comes back before any webhook arrives.
    await payAtStandIn(reference);
    const paid = await verify(reference);
    expect(paid).toMatchObject({ status: "paid", plan: "pro", kind: "subscription" });
    expect(await planOf(user.id)).toBe("pro");
    const mine = await me(user.cookie);
    expect(mine.plan.id).toBe("pro");
    expect(mine.usage).toMatchObject({
      maxSearches: 100,
      maxPitches: 50,
      period: new Date().toISOString().slice(0, 7),
    });

    // A reload of the callback page, and the webhook arriving late, change nothing more.
    expect((await verify(reference)).status).toBe("paid");
    expect(await count("select count(*) as n from payments where reference = ?", reference)).toBe(1);
    expect(await count("select count(*) as n from billing_events where event_key = ?", `charge:${reference}`)).toBe(1);
  });

  it("answers 404 for a reference we never issued", async () => {
    const res = await apiAs().billing.verify.$post({ json: { reference: "ls_not_ours" } });
    expect(res.status).toBe(404);
  });
});

describe("webhooks", () => {
  /** Delivers one signed event 50 times at once: exactly one delivery records it. */
  async function fiftyAtOnce(hook: { body: string; signature: string }) {
    const responses = await Promise.all(Array.from({ length: 50 }, () => deliver(hook)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const recorded = await Promise.all(
      responses.map(async (r) => ((await r.json()) as Answer<Api["webhooks"]["paystack"]["$post"]>).recorded),
    );
    return recorded.filter(Boolean).length;
  }

  it("applies charge.success, subscription.create, not_renew, invoice.payment_failed and disable once each under 50 parallel deliveries", async () => {
    const user = await newUser();
    const { reference } = await checkout("pro", user.cookie);
    const [charge, create] = await payAtStandIn(reference);
    expect(charge!.event).toBe("charge.success");
    expect(create!.event).toBe("subscription.create");

    expect(await fiftyAtOnce(charge!)).toBe(1);
    expect(await count("select count(*) as n from payments where reference = ?", reference)).toBe(1);
    expect(await planOf(user.id)).toBe("pro");

    expect(await fiftyAtOnce(create!)).toBe(1);
    const sub = await subscriptionRow(user.id);
    expect(sub).toMatchObject({ plan_id: "pro", status: "active", source: "paystack" });
    expect(sub!.paystack_subscription_code).toMatch(/^SUB_/);
    const code = sub!.paystack_subscription_code!;

    const failed = await subscriptionEvent(code, "invoice.payment_failed");
    expect(await fiftyAtOnce(failed)).toBe(1);
    expect((await subscriptionRow(user.id))!.status).toBe("past_due");
    expect(await planOf(user.id)).toBe("pro");

    const notRenew = await subscriptionEvent(code, "subscription.not_renew");
    expect(await fiftyAtOnce(notRenew)).toBe(1);
    expect((await subscriptionRow(user.id))!.status).toBe("non_renewing");

    const disable = await subscriptionEvent(code, "subscription.disable");
    expect(await fiftyAtOnce(disable)).toBe(1);
    // Disabled, but the month paid for is not over: the plan stays.
    expect((await subscriptionRow(user.id))!.status).toBe("non_renewing");
    expect(await planOf(user.id)).toBe("pro");

    for (const key of [
      `charge:${reference}`,
      `subscription.create:${code}`,
      `subscription.not_renew:${code}`,
      `subscription.disable:${code}`,
    ]) {
      expect(await count("select count(*) as n from billing_events where event_key = ?", key), key).toBe(1);
    }
    expect(
      await count(
        "select count(*) as n from billing_events where event = 'invoice.payment_failed' and user_id = ?",
        user.id,
      ),
    ).toBe(1);
  });

  it("refuses a bad signature with 401 and writes nothing", async () => {
    const user = await newUser();
    const { reference } = await checkout("agency", user.cookie);
    const [charge] = await payAtStandIn(reference);
    const tables = ["billing_events", "payments", "subscriptions", "early_access_purchases", "billing_perks"];
    const before = await Promise.all(tables.map((t) => count(`select count(*) as n from ${t}`)));
    for (const signature of [null, "", "0".repeat(128), `${charge!.signature.slice(0, -2)}00`]) {
      const res = await deliver({ body: charge!.body, signature });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe("invalid_signature");
    }
    // Signed for other bytes: the same event re-serialised.
    const reformatted = JSON.stringify(JSON.parse(charge!.body), null, 2);
    expect((await deliver({ body: reformatted, signature: charge!.signature })).status).toBe(401);
    expect(await Promise.all(tables.map((t) => count(`select count(*) as n from ${t}`)))).toEqual(before);
    expect(await planOf(user.id)).toBe("free");
  });

  it("stores an event for a customer no account matches, answers 200, and shows it to a super_admin", async () => {
    const stranger = uniqueEmail("stranger");
    const hook = await signedEvent("subscription.create", {
      subscription_code: `SUB_unknown_${Date.now()}`,
      email_token: "tok",
      status: "active",
      next_payment_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      plan: { plan_code: "PLN_pro_test" },
      customer: { email: stranger, customer_code: "CUS_nobody" },
    });
    const res = await deliver(hook);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, recorded: true });
    expect((await (await deliver(hook)).json()) as unknown).toEqual({ received: true, recorded: false });
    const admin = await adminSession("super_admin");
    const list = v.parse(
      UnmatchedEvents,
      await answerOf(await apiAs(admin.cookie).admin.billing.unmatched.$get(), 200),
    );
    // The payload is Paystack's event as it came, so it is matched, not typed.
    expect(list.events).toContainEqual(
      expect.objectContaining({
        payload: expect.objectContaining({
          data: expect.objectContaining({ customer: expect.objectContaining({ email: stranger }) }),
        }),
      }),
    );
    const mod = await adminSession("moderator");
    expect((await apiAs(mod.cookie).admin.billing.unmatched.$get()).status).toBe(403);
  });

  it("lets a Paystack event take over a plan set by staff", async () => {
    const user = await newUser();
    const { setPlanByStaff } = await import("#db/queries/billing");
    await setPlanByStaff(drizzle(env.DB as never), user.id, "agency");
    let overview = await billingOf(user.cookie);
    expect(overview.plan.id).toBe("agency");
    expect(overview.subscription).toMatchObject({ source: "staff", cancellable: false });
    await paidUser(user.cookie, "pro");
    overview = await billingOf(user.cookie);
    expect(overview.plan.id).toBe("pro");
    expect(overview.subscription?.source).toBe("paystack");
  });
});

describe("cancellation", () => {
  it("disables the Paystack subscription, keeps the plan to the period end, then the cron drops it to Free", async () => {
    const user = await newUser();
    await paidUser(user.cookie, "pro");
    const before = await subscriptionRow(user.id);
    const end = before!.current_period_end!;
    expect(end).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const cancel = () => apiAs(user.cookie).billing.cancel.$post({ json: {} });
    const body = v.parse(BillingOverview, await answerOf(await cancel(), 200));
    expect(body.plan.id).toBe("pro");
    expect(body.subscription?.status).toBe("non_renewing");
    expect(Date.parse(body.subscription?.currentPeriodEnd ?? "")).toBe(end);
    const held = (await standInState()).subscriptions.find((s) => s.code === before!.paystack_subscription_code);
    expect(held?.status).toBe("cancelled");
    // Paystack confirms with subscription.disable: still paid up, so nothing ends yet.
    const { webhooks } = await standInState();
    const confirmation = webhooks.find(
      (w) => w.event === "subscription.disable" && w.body.includes(before!.paystack_subscription_code!),
    )!;
    expect((await deliver(confirmation)).status).toBe(200);
    expect(await planOf(user.id)).toBe("pro");
    expect((await subscriptionRow(user.id))!.status).toBe("non_renewing");
    expect((await cancel()).status).toBe(409);

    // A month on, the session has expired (and the cron prunes it): sign in again to look.
    const fresh = async () =>
      sessionCookie(await apiAs().auth["sign-in"].$post({ json: { email: user.email, password: user.password } }));
    await cronAt(end - 60_000);
    expect(await planOf(user.id)).toBe("pro");
    expect((await me(await fresh())).usage.maxSearches).toBe(100);

    await cronAt(end + 60_000);
    expect(await planOf(user.id)).toBe("free");
    expect((await subscriptionRow(user.id))!.status).toBe("expired");
    expect((await me(await fresh())).usage).toMatchObject({ period: "lifetime", maxSearches: 5, maxPitches: 15 });
  });
});

describe("limits per plan", () => {
  it("Free: 5 searches and 15 pitches in total; Pro 100/50 and Agency 200/100 a UTC month; a change applies at once", async () => {
    const db = drizzle(env.DB as never);
    const now = new Date("2026-05-20T12:00:00Z");
    const exhaust = async (userId: number, planId: string, kind: "search" | "pitch", at = now) => {
      let n = 0;
      while ((await (kind === "search" ? useSearch : usePitch)(db, userId, planId, at)) !== null) n++;
      return n;
    };
    const free = await userOnPlan("free");
    expect(await exhaust(free.id, "free", "search")).toBe(5);
    expect(await exhaust(free.id, "free", "pitch")).toBe(15);
    // Lifetime: a later month brings nothing back.
    expect(await exhaust(free.id, "free", "search", new Date("2026-06-02T00:00:00Z"))).toBe(0);

    const pro = await userOnPlan("pro");
    expect(await exhaust(pro.id, "pro", "search")).toBe(100);
    expect(await exhaust(pro.id, "pro", "pitch")).toBe(50);
    // A new UTC month starts afresh.
    expect(await exhaust(pro.id, "pro", "search", new Date("2026-06-01T00:00:00Z"))).toBe(100);

    const agency = await userOnPlan("agency");
    expect(await exhaust(agency.id, "agency", "search")).toBe(200);
    expect(await exhaust(agency.id, "agency", "pitch")).toBe(100);

    // A Free user out of searches who buys Pro can search again at once.
    const upgrading = await newUser();
    expect(await exhaust(upgrading.id, "free", "search")).toBe(5);
    await paidUser(upgrading.cookie, "pro");
    const after = await me(upgrading.cookie);
    expect(after.plan.id).toBe("pro");
    expect(after.usage).toMatchObject({ searchesUsed: 0, maxSearches: 100 });
  });
});

describe("money back", () => {
  it("a refund asked for within 30 days is approved by a super_admin and refunded through Paystack", async () => {
    const user = await newUser();
    const { reference } = await paidUser(user.cookie, "pro");
    const overview = await billingOf(user.cookie);
    const payment = overview.payments.find((p) => p.reference === reference)!;
    expect(payment.refundable).toBe(true);

    const refunds = apiAs(user.cookie).billing["refund-requests"];
    const asked = await refunds.$post({ json: { paymentId: payment.id, reason: "Not for me" } });
    const { id } = await answerOf(asked, 201);
    expect((await refunds.$post({ json: { paymentId: payment.id } })).status).toBe(409);

    const approve = (cookie: string) =>
      apiAs(cookie).admin.billing.refunds[":id"].approve.$post({ param: { id: String(id) }, json: {} });
    const mod = await adminSession("moderator");
    expect((await approve(mod.cookie)).status).toBe(403);
    const admin = await adminSession("super_admin");
    const list = v.parse(
      RefundRequestList,
      await answerOf(await apiAs(admin.cookie).admin.billing.refunds.$get(), 200),
    );
    expect(list.requests.find((r) => r.id === id)).toMatchObject({ status: "pending", userEmail: user.email });

    await answerOf(await approve(admin.cookie), 200);
    const state = await standInState();
    expect(state.refunds.filter((r) => r.transaction === reference)).toEqual([
      { transaction: reference, amount: 2_900, currency: "USD" },
    ]);
    expect(state.transactions.find((t) => t.reference === reference)?.status).toBe("reversed");
    expect(await planOf(user.id)).toBe("free");
    expect(
      await count("select count(*) as n from payments where reference = ? and status = 'refunded'", reference),
    ).toBe(1);
    expect((await approve(admin.cookie)).status).toBe(409);
  });

  it("refunding the Pro payment of someone who has since moved to Agency leaves the Agency plan running", async () => {
    const user = await newUser();
    const pro = await paidUser(user.cookie, "pro");
    const agency = await paidUser(user.cookie, "agency");
    expect(await planOf(user.id)).toBe("agency");
    const agencyCode = (await subscriptionRow(user.id))!.paystack_subscription_code!;

    const { payments } = await billingOf(user.cookie);
    const proPayment = payments.find((p) => p.reference === pro.reference)!;
    const asked = await apiAs(user.cookie).billing["refund-requests"].$post({ json: { paymentId: proPayment.id } });
    const { id } = await answerOf(asked, 201);
    const admin = await adminSession("super_admin");
    await answerOf(
      await apiAs(admin.cookie).admin.billing.refunds[":id"].approve.$post({ param: { id: String(id) }, json: {} }),
      200,
    );

    // The $29 goes back; the $99 Agency month it did not pay for keeps running and renewing.
    const state = await standInState();
    expect(state.refunds.filter((r) => r.transaction === pro.reference)).toHaveLength(1);
    expect(state.refunds.filter((r) => r.transaction === agency.reference)).toEqual([]);
    expect(await planOf(user.id)).toBe("agency");
    expect(await subscriptionRow(user.id)).toMatchObject({ plan_id: "agency", status: "active" });
    expect(state.subscriptions.find((s) => s.code === agencyCode)?.status).toBe("active");
    const after = await billingOf(user.cookie);
    expect(after.payments.find((p) => p.reference === pro.reference)?.status).toBe("refunded");
    expect(after.payments.find((p) => p.reference === agency.reference)?.refundable).toBe(true);
  });

  it("refuses a payment older than 30 days", async () => {
    const user = await newUser();
    const { reference } = await paidUser(user.cookie, "agency");
    await env.DB.prepare("update payments set paid_at = ? where reference = ?")
      .bind(Date.now() - 31 * 86_400_000, reference)
      .run();
    const row = await env.DB.prepare("select id from payments where reference = ?")
      .bind(reference)
      .first<{ id: number }>();
    const res = await apiAs(user.cookie).billing["refund-requests"].$post({ json: { paymentId: row!.id } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("refund_window_over");
  });
});

describe("early-access perks", () => {
  it("a buyer who signs up later gets 30 days free and the 25%-off plan at the first subscription", async () => {
    const email = uniqueEmail("early");
    const { reference: purchase } = await checkout("early_access", undefined, email);
    await deliverAll(await payAtStandIn(purchase));
    expect((await verify(purchase)).status).toBe("paid");
    expect(await count("select count(*) as n from early_access_purchases where reference = ?", purchase)).toBe(1);
    expect(await count("select count(*) as n from billing_perks where email = ? and user_id is null", email)).toBe(1);

    const u = await signUp(email);
    const userId = await userIdOf(email);
    const overview = await billingOf(u.cookie);
    // The perks, and the payment that bought them, which the billing page lists with the others.
    const bought = (await env.DB.prepare("select id, paid_at from early_access_purchases where reference = ?")
      .bind(purchase)
      .first<{ id: number; paid_at: number }>())!;
    expect(overview.perks).toEqual([
      {
        freeDays: 30,
        discountPercent: 25,
        discountMonths: 12,
        appliedAt: null,
        purchase: {
          id: bought.id,
          reference: purchase,
          amount: 2_500_000,
          currency: "NGN",
          display: "₦25,000",
          paidAt: new Date(bought.paid_at).toISOString(),
          // Under the same 30-day money-back guarantee as any payment.
          status: "paid",
          refund: null,
          refundable: true,
        },
      },
    ]);

    const { reference } = await checkout("pro", u.cookie);
    const tx = (await standInState()).transactions.find((t) => t.reference === reference)!;
    // A small card check instead of the first month.
    expect(tx).toMatchObject({ plan: null, amount: 200, currency: "USD" });
    expect(tx.metadata).toMatchObject({ kind: "trial", plan: "pro" });

    const hooks = await payAtStandIn(reference);
    const startedAt = Date.now();
    expect((await verify(reference, u.cookie)).kind).toBe("trial");
    await deliverAll(hooks);
    expect(await planOf(userId)).toBe("pro");
    const sub = await subscriptionRow(userId);
    expect(sub).toMatchObject({ plan_id: "pro", status: "active", discounted: 1 });
    expect(Math.abs(sub!.current_period_end! - (startedAt + 30 * 86_400_000))).toBeLessThan(120_000);
    const state = await standInState();
    const held = state.subscriptions.find((s) => s.code === sub!.paystack_subscription_code)!;
    expect(held.plan).toBe("PLN_pro_early_test");
    expect(Math.abs(Date.parse(held.nextPaymentDate) - sub!.current_period_end!)).toBeLessThan(1_000);
    expect(state.refunds.some((r) => r.transaction === reference && r.amount === 200)).toBe(true);
    expect(
      await count("select count(*) as n from billing_perks where user_id = ? and applied_at is not null", userId),
    ).toBe(1);
    // The webhook for the same card check, delivered again, creates no second subscription.
    await deliverAll(hooks);
    expect((await standInState()).subscriptions.filter((s) => s.email === email)).toHaveLength(1);
  });

  it("links a purchase to an existing account at once; an account that has subscribed before gets no free start", async () => {
    const user = await newUser();
    await paidUser(user.cookie, "pro");
    const { reference } = await checkout("early_access", user.cookie);
    await deliverAll(await payAtStandIn(reference));
    expect(await count("select count(*) as n from billing_perks where user_id = ?", user.id)).toBe(1);
    const { reference: upgrade } = await checkout("agency", user.cookie);
    const tx = (await standInState()).transactions.find((t) => t.reference === upgrade)!;
    expect(tx).toMatchObject({ plan: "PLN_agency_test", amount: 9_900 });
  });
});
