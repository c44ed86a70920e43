import * as v from "valibot";

/**
 * The part of Paystack's `charge.success` webhook event that Leadsmith reads.
 * Open (not strict): Paystack sends many more fields and may add new ones.
 * `amount` is in the currency's minor unit (kobo for NGN).
 */
export const PaystackChargeSuccess = v.object({
  event: v.literal("charge.success"),
  data: v.object({
    reference: v.pipe(v.string(), v.trim(), v.nonEmpty("data.reference is required"), v.maxLength(200)),
    amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    currency: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{3}$/, "data.currency must be a 3-letter code")),
    paid_at: v.optional(v.nullable(v.string())),
    customer: v.object({ email: v.pipe(v.string(), v.trim(), v.email("data.customer.email is not an e-mail")) }),
  }),
});

/** Any Paystack webhook event: only `event` is read before deciding whether to act on it. */
export const PaystackEvent = v.object({ event: v.string(), data: v.optional(v.unknown()) });

/** The customer block Paystack sends with every event (open: Paystack adds fields). */
const Customer = v.object({
  email: v.pipe(v.string(), v.trim(), v.email("data.customer.email is not an e-mail")),
  customer_code: v.optional(v.nullable(v.string())),
});

const PlanRef = v.optional(
  v.nullable(v.union([v.string(), v.object({ plan_code: v.optional(v.nullable(v.string())) })])),
);

/** The fields of `subscription.*` events Leadsmith reads. */
export const PaystackSubscriptionEvent = v.object({
  event: v.picklist(["subscription.create", "subscription.not_renew", "subscription.disable"]),
  data: v.object({
    subscription_code: v.pipe(v.string(), v.nonEmpty("data.subscription_code is required"), v.maxLength(100)),
    email_token: v.optional(v.nullable(v.string())),
    status: v.optional(v.nullable(v.string())),
    next_payment_date: v.optional(v.nullable(v.string())),
    plan: PlanRef,
    customer: Customer,
  }),
});
export type PaystackSubscriptionEvent = v.InferOutput<typeof PaystackSubscriptionEvent>;

/** `invoice.payment_failed`: a renewal charge did not go through. */
export const PaystackInvoiceFailed = v.object({
  event: v.literal("invoice.payment_failed"),
  data: v.object({
    invoice_code: v.optional(v.nullable(v.string())),
    period_end: v.optional(v.nullable(v.string())),
    subscription: v.object({
      subscription_code: v.pipe(v.string(), v.nonEmpty("data.subscription.subscription_code is required")),
    }),
    customer: Customer,
  }),
});
export type PaystackInvoiceFailed = v.InferOutput<typeof PaystackInvoiceFailed>;

/** What `charge.success` carries beyond the early-access fields: the plan, card and metadata. */
export const PaystackChargeExtras = v.object({
  data: v.object({
    plan: PlanRef,
    metadata: v.optional(v.unknown()),
    authorization: v.optional(v.nullable(v.object({ authorization_code: v.optional(v.nullable(v.string())) }))),
    customer: Customer,
  }),
});
