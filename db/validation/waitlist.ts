import * as v from "valibot";
import { emailField, requiredText } from "./common";

/**
 * The message of a closed form's object-level issues: a missing field gets
 * the same words as an empty one, an unknown field is named, and a body that
 * is not an object says what to send (valibot's default reads "Invalid key").
 */
function formMessages(missing: Record<string, string>, fields: string) {
  return (issue: v.StrictObjectIssue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.expected === "Object") return `Send a JSON object with ${fields}.`;
    if (issue.expected === "never") return `Unknown field "${String(key)}".`;
    return (typeof key === "string" && missing[key]) || `${String(key)} is required`;
  };
}

export const WaitlistJoin = v.strictObject(
  {
    name: requiredText("Full name", 100),
    email: emailField,
    whatsapp_phone: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(
          /^\+?[0-9][0-9 ()-]{6,19}$/,
          "Enter the WhatsApp number in international format, e.g. +234 801 234 5678",
        ),
      ),
    ),
    role: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Role must be at most 100 characters"))),
    // Where the visitor came from: the page's utm_source, else the referring site's host.
    source: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(100, "Source must be at most 100 characters"),
        // Kept to a plain label ('newsletter', 'x.com'): anything else becomes a dash.
        v.transform((s) => s.replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "")),
      ),
    ),
  },
  formMessages({ name: "Full name is required", email: "Please enter a valid email address" }, "name and email"),
);

export const WaitlistStats = v.object({
  waitlistCount: v.number(),
  earlyAccess: v.object({ spots: v.number(), purchased: v.number(), remaining: v.number() }),
});

export const ContactMessage = v.strictObject(
  {
    name: requiredText("Name", 100),
    email: emailField,
    subject: requiredText("Subject", 200),
    message: requiredText("Message", 5000),
  },
  formMessages(
    {
      name: "Name is required",
      email: "Please enter a valid email address",
      subject: "Subject is required",
      message: "Message is required",
    },
    "name, email, subject and message",
  ),
);

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
