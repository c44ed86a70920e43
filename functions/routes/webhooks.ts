import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { describeRoute, resolver } from "hono-openapi";
import * as v from "valibot";
import {
  PaystackChargeExtras,
  PaystackChargeSuccess,
  PaystackEvent,
  PaystackInvoiceFailed,
  PaystackSubscriptionEvent,
} from "#db/validation/paystack";
import { notifyWaitlistLive } from "../durable/waitlist-live";
import type { AppEnv } from "../env";
import { timingSafeEqualText } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import {
  type Applied,
  applyCharge,
  applyInvoiceFailed,
  applySubscriptionEvent,
  chargePlanCode,
} from "../services/billing/events";

const subscriptionEvents = new Set(["subscription.create", "subscription.not_renew", "subscription.disable"]);

/** Paystack's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

const WebhookAck = v.object({ received: v.literal(true), recorded: v.boolean() });

function logWebhook(outcome: string, detail: Record<string, unknown> = {}) {
  // UTC, and never the signature, the secret or the payload.
  console.log(
    JSON.stringify({ level: "info", at: new Date().toISOString(), action: "webhook.paystack", outcome, ...detail }),
  );
}

async function hmacSha512Hex(secret: string, body: string) {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(body)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The header must be the hex HMAC-SHA512 of the exact bytes received, keyed with the secret key. */
async function signatureMatches(secret: string, body: string, header: string | undefined) {
  if (!header) return false;
  return timingSafeEqualText(await hmacSha512Hex(secret, body), header.trim().toLowerCase());
}

function paidAtOf(value: string | null | undefined) {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(t) ? new Date(t) : null;
}

/**
 * Payment-provider webhooks. They come from servers, not browsers: no cookie,
 * no Origin, and the body is verified by signature instead of by the JSON-only
 * rule (app.ts lists this path as a raw-body route).
 */
export const webhookRoutes = new Hono<AppEnv>().post(
  "/paystack",
  describeRoute({
    tags: ["Webhooks"],
    summary: "Paystack payment events (subscriptions and Early Access purchases)",
    description: [
      "Called by Paystack, not by browsers. The request body is Paystack's JSON event, sent as",
      "`application/json`; the header `x-paystack-signature` must be the lower-case hex HMAC-SHA512 of the",
      "raw body bytes keyed with the secret key (`PAYSTACK_SECRET_KEY`), compared in constant time.",
      "A missing or wrong signature gets 401 and nothing is written.",
      "Each event is applied once however often it arrives (the same delivery 50 times at once included):",
      "`charge.success` records a subscription payment (a charge with a plan code, or one started by",
      "`POST /api/billing/checkout`) and sets the user's plan, or else one Early Access purchase per `data.reference`;",
      "`subscription.create` stores the subscription's codes and next payment date; `subscription.not_renew` and",
      "`subscription.disable` keep the plan to the end of the paid period (the cron job then moves the account to",
      "Free); `invoice.payment_failed` marks it past due. An event for a customer no account matches is stored for",
      "an admin and answered 200. Every other event is acknowledged with 200 and ignored.",
    ].join(" "),
    parameters: [
      {
        name: "x-paystack-signature",
        in: "header",
        required: true,
        description: "Hex HMAC-SHA512 of the raw request body, keyed with the Paystack secret key.",
        schema: { type: "string", pattern: "^[0-9a-f]{128}$" },
      },
    ],
    requestBody: {
      required: true,
      description:
        'A Paystack event, e.g. `{"event":"charge.success","data":{"reference":"T123","amount":2500000,"currency":"NGN","paid_at":"2026-01-05T10:00:00.000Z","customer":{"email":"ada@example.com"}}}` (amount in kobo).',
      content: { "application/json": { schema: resolver(PaystackChargeSuccess) } },
    },
    responses: {
      200: jsonResponse(
        "Acknowledged. `recorded` is true when this delivery changed something (or stored an unmatched event), false for a repeat or an ignored event.",
        WebhookAck,
      ),
      400: errorResponse("Signed, but not a JSON event of the expected shape."),
      401: errorResponse("Missing or wrong x-paystack-signature; nothing was written."),
      413: errorResponse("Body larger than 64 KB."),
      503: errorResponse("PAYSTACK_SECRET_KEY is not configured on this server."),
    },
  }),
  bodyLimit({
    maxSize: MAX_WEBHOOK_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", "The webhook body is too large.");
    },
  }),
  async (c) => {
    const secret = c.env.PAYSTACK_SECRET_KEY;
    if (!secret) {
      logWebhook("not_configured");
      throw new ApiError(503, "not_configured", "Payments are not configured on this server yet.");
    }
    // The signature covers the exact bytes sent, so read them before any parsing.
    const raw = await c.req.text();
    if (!(await signatureMatches(secret, raw, c.req.header("x-paystack-signature")))) {
      logWebhook("bad_signature", { signed: c.req.header("x-paystack-signature") !== undefined });
      throw new ApiError(401, "invalid_signature", "The webhook signature is missing or does not match.");
    }

    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      logWebhook("bad_json");
      throw new ApiError(400, "bad_request", "The webhook body is not valid JSON.");
    }
    const envelope = v.safeParse(PaystackEvent, body);
    if (!envelope.success) {
      logWebhook("bad_event");
      throw new ApiError(400, "validation_error", "The webhook body is not a Paystack event.");
    }
    const db = c.get("db");
    const event = envelope.output.event;
    let applied: Applied;
    if (event === "charge.success") {
      const charge = v.safeParse(PaystackChargeSuccess, body);
      const extras = v.safeParse(PaystackChargeExtras, body);
      if (!charge.success || !extras.success) {
        const message =
          (charge.success ? extras.issues?.[0]?.message : charge.issues[0]?.message) ??
          "The charge.success event is missing fields.";
        logWebhook("bad_charge", { message });
        throw new ApiError(400, "validation_error", message);
      }
      const { data } = charge.output;
      const more = extras.output.data;
      applied = await applyCharge(c.env, db, {
        reference: data.reference,
        amount: data.amount,
        currency: data.currency,
        // A payment is never refused over its timestamp: an unreadable paid_at falls back to receipt time.
        paidAt: paidAtOf(data.paid_at) ?? new Date(),
        email: data.customer.email,
        customerCode: more.customer.customer_code ?? null,
        planCode: chargePlanCode(more.plan),
        authorizationCode: more.authorization?.authorization_code ?? null,
        metadata: more.metadata && typeof more.metadata === "object" ? (more.metadata as Record<string, unknown>) : {},
        raw: body,
      });
      if (applied.recorded && applied.kind === "early_access") c.executionCtx.waitUntil(notifyWaitlistLive(c.env));
    } else if (subscriptionEvents.has(event)) {
      const parsed = v.safeParse(PaystackSubscriptionEvent, body);
      if (!parsed.success) {
        logWebhook("bad_event", { event });
        throw new ApiError(
          400,
          "validation_error",
          parsed.issues[0]?.message ?? "The subscription event is missing fields.",
        );
      }
      applied = await applySubscriptionEvent(c.env, db, parsed.output, body);
    } else if (event === "invoice.payment_failed") {
      const parsed = v.safeParse(PaystackInvoiceFailed, body);
      if (!parsed.success) {
        logWebhook("bad_event", { event });
        throw new ApiError(
          400,
          "validation_error",
          parsed.issues[0]?.message ?? "The invoice event is missing fields.",
        );
      }
      applied = await applyInvoiceFailed(db, parsed.output, body);
    } else {
      logWebhook("ignored", { event: event.slice(0, 64) });
      return c.json({ received: true as const, recorded: false }, 200);
    }
    logWebhook(applied.recorded ? "recorded" : "not_recorded", { event, kind: applied.kind });
    return c.json({ received: true as const, recorded: applied.recorded }, 200);
  },
);
