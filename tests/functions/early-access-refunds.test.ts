import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { refundRequestWithTarget } from "#db/queries/billing";
import { RefundRequestList } from "#db/validation/responses";
import { settleRefund } from "#functions/services/billing/refunds";
import { adminSession } from "./admin-helpers";
import {
  billingOf,
  checkout,
  deliverAll,
  payAtStandIn,
  planOf,
  standInState,
  subscriptionRow,
  verify,
} from "./billing-helpers";
import { answerOf, api, apiAs, errorOf, signUp, uniqueEmail } from "./helpers";
import { count, userIdOf } from "./outreach-helpers";

/**
 * The 30-day money-back guarantee for an early-access purchase: paid by a
 * visitor on the waitlist page (an early_access_purchases row, never a
 * payments row), then tied to the account that signs up with the same e-mail.
 */

/** A visitor buys early access, then signs up with that e-mail and opens billing (which ties the purchase). */
async function buyerWithAccount() {
  const email = uniqueEmail("ea-refund");
  const { reference } = await checkout("early_access", undefined, email);
  await deliverAll(await payAtStandIn(reference));
  expect((await verify(reference)).status).toBe("paid");
  const user = await signUp(email);
  const overview = await billingOf(user.cookie);
  const purchase = overview.perks.find((p) => p.purchase?.reference === reference)!.purchase!;
  return { ...user, id: await userIdOf(email), reference, purchase };
}

const ask = (cookie: string, json: { purchaseId?: number; paymentId?: number; reason?: string }) =>
  apiAs(cookie).billing["refund-requests"].$post({ json });

const decide = (cookie: string, id: number, action: "approve" | "reject") =>
  apiAs(cookie).admin.billing.refunds[":id"][action].$post({ param: { id: String(id) }, json: {} });

const spotsLeft = async () => (await answerOf(await apiAs().waitlist.stats.$get(), 200)).earlyAccess.remaining;

async function earlyAccessRevenue(cookie: string) {
  const report = await answerOf(await apiAs(cookie).admin.revenue.$get({ query: {} }), 200);
  const ngn = report.revenue.find((r) => r.currency === "NGN");
  return ngn?.totals ?? { earlyAccess: 0, refunded: 0, purchases: 0, total: 0 };
}

describe("money back for an early-access purchase", () => {
  it("the buyer asks from billing, a super_admin approves, Paystack refunds the purchase and its perks end", async () => {
    const buyer = await buyerWithAccount();
    expect(buyer.purchase).toMatchObject({ status: "paid", refund: null, refundable: true });

    // Not another account's purchase, and one of payment or purchase, never both.
    const stranger = await signUp();
    expect((await ask(stranger.cookie, { purchaseId: buyer.purchase.id })).status).toBe(404);
    expect((await ask(buyer.cookie, { purchaseId: buyer.purchase.id, paymentId: 1 })).status).toBe(400);
    expect((await ask(buyer.cookie, {})).status).toBe(400);

    const { id } = await answerOf(
      await ask(buyer.cookie, { purchaseId: buyer.purchase.id, reason: "Changed plans" }),
      201,
    );
    const again = await ask(buyer.cookie, { purchaseId: buyer.purchase.id });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("already_requested");
    expect((await billingOf(buyer.cookie)).perks[0]!.purchase).toMatchObject({ refund: "pending", refundable: false });

    const admin = await adminSession("super_admin");
    const mod = await adminSession("moderator");
    expect((await decide(mod.cookie, id, "approve")).status).toBe(403);
    const list = v.parse(
      RefundRequestList,
      await answerOf(await apiAs(admin.cookie).admin.billing.refunds.$get(), 200),
    );
    expect(list.requests.find((r) => r.id === id)).toMatchObject({
      status: "pending",
      userEmail: buyer.email,
      reason: "Changed plans",
      paymentId: null,
      purchaseId: buyer.purchase.id,
      reference: buyer.reference,
      planId: "early_access",
      amount: 2_500_000,
      currency: "NGN",
    });

    const spotsBefore = await spotsLeft();
    const revenueBefore = await earlyAccessRevenue(admin.cookie);
    await answerOf(await decide(admin.cookie, id, "approve"), 200);
    expect((await decide(admin.cookie, id, "approve")).status).toBe(409);

    const state = await standInState();
    expect(state.refunds.filter((r) => r.transaction === buyer.reference)).toEqual([
      { transaction: buyer.reference, amount: 2_500_000, currency: "NGN" },
    ]);
    expect(
      await count(
        "select count(*) as n from early_access_purchases where reference = ? and refunded_at is not null",
        buyer.reference,
      ),
    ).toBe(1);

    // Billing shows it refunded, and the perks it bought are gone: the first subscription is charged in full.
    const after = await billingOf(buyer.cookie);
    expect(after.perks[0]!.purchase).toMatchObject({ status: "refunded", refund: "refunded", refundable: false });
    const refusal = await ask(buyer.cookie, { purchaseId: buyer.purchase.id });
    expect(refusal.status).toBe(400);
    expect((await errorOf(refusal)).code).toBe("not_refundable");
    const { reference: upgrade } = await checkout("pro", buyer.cookie);
    const tx = (await standInState()).transactions.find((t) => t.reference === upgrade)!;
    expect(tx).toMatchObject({ plan: "PLN_pro_test", amount: 2_900 });

    // The spot is free again; the money is refunded, not revenue, and counted once.
    expect(await spotsLeft()).toBe(spotsBefore + 1);
    const revenueAfter = await earlyAccessRevenue(admin.cookie);
    expect(revenueAfter.earlyAccess).toBe(revenueBefore.earlyAccess - 2_500_000);
    expect(revenueAfter.refunded).toBe(revenueBefore.refunded + 2_500_000);
    expect(revenueAfter.purchases).toBe(revenueBefore.purchases - 1);
    expect(revenueAfter.total).toBe(revenueBefore.total - 2_500_000);
  });

  it("refuses a purchase older than 30 days, and one not tied to the account", async () => {
    const buyer = await buyerWithAccount();
    await env.DB.prepare("update early_access_purchases set paid_at = ? where reference = ?")
      .bind(Date.now() - 31 * 86_400_000, buyer.reference)
      .run();
    expect((await billingOf(buyer.cookie)).perks[0]!.purchase).toMatchObject({ refundable: false });
    const old = await ask(buyer.cookie, { purchaseId: buyer.purchase.id });
    expect(old.status).toBe(400);
    expect((await errorOf(old)).code).toBe("refund_window_over");

    // Bought with another e-mail: not this account's purchase.
    const { reference } = await checkout("early_access", undefined, uniqueEmail("ea-other"));
    await deliverAll(await payAtStandIn(reference));
    const other = (await env.DB.prepare("select id from early_access_purchases where reference = ?")
      .bind(reference)
      .first<{ id: number }>())!;
    const res = await ask(buyer.cookie, { purchaseId: other.id });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("not_found");
  });

  it("a rejected request keeps the purchase and its perks", async () => {
    const buyer = await buyerWithAccount();
    const { id } = await answerOf(await ask(buyer.cookie, { purchaseId: buyer.purchase.id }), 201);
    const admin = await adminSession("super_admin");
    await answerOf(await decide(admin.cookie, id, "reject"), 200);
    const overview = await billingOf(buyer.cookie);
    expect(overview.perks[0]!.purchase).toMatchObject({ status: "paid", refund: "rejected", refundable: false });
    const { reference } = await checkout("pro", buyer.cookie);
    const tx = (await standInState()).transactions.find((t) => t.reference === reference)!;
    expect(tx.metadata).toMatchObject({ kind: "trial" });
  });

  it("perks already used: the refund ends the subscription they started, as a refunded payment ends its plan", async () => {
    const buyer = await buyerWithAccount();
    const { reference } = await checkout("pro", buyer.cookie);
    const hooks = await payAtStandIn(reference);
    expect((await verify(reference, buyer.cookie)).kind).toBe("trial");
    await deliverAll(hooks);
    expect(await planOf(buyer.id)).toBe("pro");
    const code = (await subscriptionRow(buyer.id))!.paystack_subscription_code!;

    const { id } = await answerOf(await ask(buyer.cookie, { purchaseId: buyer.purchase.id }), 201);
    const admin = await adminSession("super_admin");
    await answerOf(await decide(admin.cookie, id, "approve"), 200);
    expect((await standInState()).refunds.some((r) => r.transaction === buyer.reference)).toBe(true);
    expect((await standInState()).subscriptions.find((s) => s.code === code)?.status).not.toBe("active");
    expect(await planOf(buyer.id)).toBe("free");
    expect((await subscriptionRow(buyer.id))?.status).toBe("expired");
  });

  it("a free month whose purchase is refunded while its checkout is open never starts: the card check goes back", async () => {
    const buyer = await buyerWithAccount();
    const { reference } = await checkout("pro", buyer.cookie);
    const hooks = await payAtStandIn(reference);
    // The refund is approved after the card check was paid, before Paystack's word reaches us.
    const { id } = await answerOf(await ask(buyer.cookie, { purchaseId: buyer.purchase.id }), 201);
    const admin = await adminSession("super_admin");
    await answerOf(await decide(admin.cookie, id, "approve"), 200);

    const outcome = await verify(reference, buyer.cookie);
    expect(outcome).toMatchObject({ status: "failed", kind: "trial" });
    expect(outcome.message).toContain("free month no longer applies");
    await deliverAll(hooks);
    expect(await planOf(buyer.id)).toBe("free");
    expect(await subscriptionRow(buyer.id)).toBeNull();
    const state = await standInState();
    expect(state.refunds.some((r) => r.transaction === reference)).toBe(true);
    expect(state.refunds.some((r) => r.transaction === buyer.reference)).toBe(true);
    // Billing lists the card check as refunded and offers the regular price.
    const overview = await billingOf(buyer.cookie);
    expect(overview.payments.find((p) => p.reference === reference)).toMatchObject({ status: "refunded" });
    const { reference: regular } = await checkout("pro", buyer.cookie);
    expect((await standInState()).transactions.find((t) => t.reference === regular)?.metadata).toMatchObject({
      kind: "subscription",
    });
  });

  it("a free month its perks started while Paystack was refunding the purchase ends with the refund", async () => {
    const buyer = await buyerWithAccount();
    const { id } = await answerOf(await ask(buyer.cookie, { purchaseId: buyer.purchase.id }), 201);
    const db = drizzle(env.DB as never);
    // The request as the approval reads it before calling Paystack: perks not used yet.
    const found = (await refundRequestWithTarget(db, id))!;
    expect(found.perk?.appliedAt).toBeNull();
    // Meanwhile the buyer's free month is confirmed.
    const { reference } = await checkout("pro", buyer.cookie);
    await deliverAll(await payAtStandIn(reference));
    expect(await planOf(buyer.id)).toBe("pro");

    await settleRefund(env as never, db, found);
    expect(await planOf(buyer.id)).toBe("free");
    expect((await subscriptionRow(buyer.id))?.status).toBe("expired");
  });

  it("the refund API needs an account", async () => {
    const res = await api("/api/billing/refund-requests", { method: "POST", json: { purchaseId: 1 } });
    expect(res.status).toBe(401);
  });
});
