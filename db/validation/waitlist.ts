import * as v from "valibot";
import { emailField, requiredText } from "./common";

export const WaitlistJoin = v.strictObject({
  name: requiredText("Full name", 100),
  email: emailField,
  whatsapp_phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "Enter the WhatsApp number in international format, e.g. +234 801 234 5678"),
    ),
  ),
});

export const WaitlistStats = v.object({
  waitlistCount: v.number(),
  earlyAccess: v.object({ spots: v.number(), purchased: v.number(), remaining: v.number() }),
});

export const ContactMessage = v.strictObject({
  name: requiredText("Name", 100),
  email: emailField,
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000),
});
