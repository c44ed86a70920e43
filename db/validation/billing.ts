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

const rowId = v.pipe(v.number("Choose the payment to refund."), v.integer(), v.minValue(1));

/**
 * A money-back request names a subscription payment (`paymentId`) or an
 * early-access purchase (`purchaseId`, which is not a `payments` row): one of the two.
 */
export const RefundRequestBody = v.pipe(
  v.strictObject({
    paymentId: v.optional(rowId),
    purchaseId: v.optional(rowId),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, "Keep the reason under 1,000 characters."))),
  }),
  v.check((b) => (b.paymentId === undefined) !== (b.purchaseId === undefined), "Choose the payment to refund."),
);

export const RefundIdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Not a refund request id."), v.transform(Number)),
});
