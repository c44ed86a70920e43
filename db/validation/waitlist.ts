import * as v from "valibot";
import { emailField, formMessages, requiredText } from "./common";

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
