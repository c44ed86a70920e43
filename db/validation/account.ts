import * as v from "valibot";
import { MAX_PASSWORD, newPassword } from "./auth";
import { emailField } from "./common";

const currentPassword = v.pipe(
  v.string("Enter your current password."),
  v.nonEmpty("Enter your current password."),
  v.maxLength(MAX_PASSWORD, "That is not your password."),
);

export const PasswordChange = v.strictObject({
  currentPassword,
  newPassword,
});

export const EmailChange = v.strictObject({
  email: emailField,
  password: currentPassword,
});

export const EmailChangeConfirm = v.strictObject({
  code: v.pipe(v.string("Enter the 6-digit code"), v.trim(), v.regex(/^\d{6}$/, "Enter the 6-digit code")),
});

/**
 * Deleting the account asks for the password again; an account that signs in
 * only through Google or LinkedIn has none and types its e-mail address instead.
 */
export const AccountDelete = v.strictObject({
  password: v.optional(currentPassword),
  confirmEmail: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
});
