import { Hono } from "hono";
import { describeRoute, resolver } from "hono-openapi";
import { createRefundRequest, markCancelled, subscriptionOf } from "#db/queries/billing";
import { CheckoutRequest, CheckoutResponse, RefundRequestBody, VerifyRequest } from "#db/validation/billing";
import { BillingOverview, PlanChoices, RefundState, VerifyOutcome } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { startCheckout, verifyCheckout } from "../services/billing/checkout";
import { paymentsConfigured } from "../services/billing/config";
import { billingOverview, planChoices } from "../services/billing/overview";
import { disableSubscription, paystackFailure, requirePaystack } from "../services/billing/paystack";
import { refundTargetOf } from "../services/billing/refunds";

/** The user's side of billing: plans, checkout, the return from Paystack, cancelling and money back. */
export const billingRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get(
    "/plans",
    describeRoute({
      tags: ["Billing"],
      summary: "Plans with their limits and prices",
      description:
        "Public. Prices come from configuration (`PLAN_PRICE_PRO`, `PLAN_PRICE_AGENCY`) in the currency the Paystack plan is set up in; `purchasable` is false while payments or the plan are not configured.",
      responses: { 200: jsonResponse("Plans.", PlanChoices) },
    }),
    async (c) =>
      c.json({ paymentsConfigured: paymentsConfigured(c.env), plans: await planChoices(c.env, c.get("db")) }),
  )
  .get(
    "/",
    describeRoute({
      tags: ["Billing"],
      summary: "The signed-in user's plan, usage, subscription, payments and perks",
      responses: { 200: jsonResponse("Billing overview.", BillingOverview), 401: errorResponse("Not signed in.") },
    }),
    requireUser,
    async (c) => c.json(await billingOverview(c.env, c.get("db"), c.get("user")!.id)),
  )
  .post(
    "/checkout",
    describeRoute({
      tags: ["Billing"],
      summary: "Open a Paystack payment page for a plan",
      description: [
        "`pro` and `agency` need a signed-in user and subscribe them to the plan's Paystack plan",
        "(`PAYSTACK_PLAN_PRO` / `PAYSTACK_PLAN_AGENCY`); an account holding unused early-access perks pays a small",
        "card check instead, refunded at once, and its subscription starts after 30 days at the early-access price.",
        "`early_access` (25,000 NGN, one-off) is also open to a visitor who gives an e-mail.",
        "The answer's `url` is Paystack's payment page; Paystack sends the browser back to `/billing/callback`.",
      ].join(" "),
      requestBody: { required: true, content: { "application/json": { schema: resolver(CheckoutRequest) } } },
      responses: {
        200: jsonResponse("The payment page.", CheckoutResponse),
        400: errorResponse("Unknown plan, or early access without an e-mail."),
        401: errorResponse("A plan needs an account: sign up or sign in first."),
        409: errorResponse("Already on this plan."),
        502: errorResponse("Paystack refused or could not be reached."),
        503: errorResponse("Payments (or this plan) are not configured on this server."),
      },
    }),
    rateLimit("checkout"),
    validate("json", CheckoutRequest),
    async (c) => {
      const body = c.req.valid("json");
      const result = await startCheckout(c.env, c.get("db"), {
        plan: body.plan,
        email: body.email,
        user: c.get("user"),
        origin: new URL(c.req.url).origin,
      });
      const user = c.get("user");
      await audit(
        c.get("db"),
        c,
        user ? { type: "user", id: user.id } : { type: "anonymous" },
        "billing.checkout",
        body.plan,
        {
          reference: result.reference,
        },
      );
      return c.json(result, 200);
    },
  )
  .post(
    "/verify",
    describeRoute({
      tags: ["Billing"],
      summary: "Confirm a returning payment with Paystack",
      description:
        "Called by the callback page with the reference Paystack put in the return URL. The server asks Paystack for the transaction and applies it exactly once (the webhook may already have).",
      requestBody: { required: true, content: { "application/json": { schema: resolver(VerifyRequest) } } },
      responses: {
        200: jsonResponse("`paid`, `pending` or `failed`, with a sentence for the page.", VerifyOutcome),
        404: errorResponse("No checkout with that reference."),
        502: errorResponse("Paystack could not be reached."),
        503: errorResponse("Payments are not configured."),
      },
    }),
    validate("json", VerifyRequest),
    async (c) => c.json(await verifyCheckout(c.env, c.get("db"), c.req.valid("json").reference)),
  )
  .post(
    "/cancel",
    describeRoute({
      tags: ["Billing"],
      summary: "Cancel the subscription at the end of the paid period",
      description:
        "Disables the Paystack subscription so it does not renew; the plan stays until `currentPeriodEnd`, then the cron job moves the account to Free.",
      responses: {
        200: jsonResponse("Cancelled; the plan runs to the period end (the billing overview).", BillingOverview),
        401: errorResponse("Not signed in."),
        409: errorResponse("Nothing to cancel (Free, already cancelled, or set by staff)."),
        502: errorResponse("Paystack could not be reached."),
      },
    }),
    requireUser,
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      requirePaystack(c.env);
      const sub = await subscriptionOf(db, user.id);
      if (!sub || sub.status === "expired")
        throw new ApiError(409, "no_subscription", "You have no paid plan to cancel.");
      if (sub.status === "non_renewing") {
        throw new ApiError(409, "already_cancelled", "Your subscription is already cancelled; it will not renew.");
      }
      if (sub.source === "staff" || !sub.paystackSubscriptionCode || !sub.paystackEmailToken) {
        throw new ApiError(
          409,
          "not_cancellable_here",
          sub.source === "staff"
            ? "Your plan was set by our staff. Contact support to change it."
            : "Your subscription is still being set up with Paystack. Try again in a minute.",
        );
      }
      await disableSubscription(c.env, sub.paystackSubscriptionCode, sub.paystackEmailToken).catch((err) =>
        paystackFailure(err, "cancel the subscription"),
      );
      await markCancelled(db, sub.id);
      await audit(db, c, { type: "user", id: user.id }, "billing.cancel", sub.planId);
      return c.json(await billingOverview(c.env, db, user.id));
    },
  )
  .post(
    "/refund-requests",
    describeRoute({
      tags: ["Billing"],
      summary: "Ask for your money back (within 30 days of a payment)",
      description:
        "Send `paymentId` for a subscription payment or `purchaseId` for an early-access purchase tied to the account (the billing overview's `perks[].purchase.id`). A super_admin approves the request; the refund then goes through Paystack's refund API.",
      requestBody: { required: true, content: { "application/json": { schema: resolver(RefundRequestBody) } } },
      responses: {
        201: jsonResponse("Requested.", RefundState),
        400: errorResponse("More than 30 days after the payment, or the payment was refunded."),
        401: errorResponse("Not signed in."),
        404: errorResponse("No such payment of yours."),
        409: errorResponse("Already requested for this payment."),
      },
    }),
    requireUser,
    validate("json", RefundRequestBody),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      const body = c.req.valid("json");
      const target = await refundTargetOf(db, user.id, body);
      const created = await createRefundRequest(db, { userId: user.id, reason: body.reason ?? "", ...target });
      if (!created) throw new ApiError(409, "already_requested", "You have already asked for this payment back.");
      await audit(
        db,
        c,
        { type: "user", id: user.id },
        "billing.refund_requested",
        "paymentId" in target ? String(target.paymentId) : `early_access_purchase:${target.purchaseId}`,
      );
      return c.json({ id: created.id, status: created.status }, 201);
    },
  );
