import * as v from "valibot";
import { emailField } from "./common";

export const checkoutPlans = ["pro", "agency", "early_access"] as const;

export const CheckoutRequest = v.strictObject({
  plan: v.picklist(checkoutPlans, "Choose a plan: 'pro', 'agency' or 'early_access'."),
  // Only for early access bought by a visitor without an account.
  email: v.optional(emailField),
});
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequest>;

export const CheckoutResponse = v.object({ url: v.string(), reference: v.string() });

export const VerifyRequest = v.strictObject({
  reference: v.pipe(
    v.string("The payment reference is missing."),
    v.trim(),
    v.nonEmpty("The payment reference is missing."),
    v.maxLength(100, "That is not a payment reference."),
  ),
});

export const RefundRequestBody = v.strictObject({
  paymentId: v.pipe(v.number("Choose the payment to refund."), v.integer(), v.minValue(1)),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, "Keep the reason under 1,000 characters."))),
});

export const RefundIdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Not a refund request id."), v.transform(Number)),
});

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
