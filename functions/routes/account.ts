import { Hono } from "hono";
import { describeRoute, resolver } from "hono-openapi";
import * as v from "valibot";
import {
  changeEmail,
  changePasswordKeepingSession,
  findUserByEmail,
  getMeOrThrow,
  passwordHashOf,
} from "#db/queries/users";
import { AccountDelete, EmailChange, EmailChangeConfirm, PasswordChange } from "#db/validation/account";
import { normalizeEmail } from "#db/validation/common";
import { Me } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { hashPassword, verifyPassword } from "../lib/password";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";
import { deleteAccount } from "../services/account/delete-account";
import { isCommonPassword } from "../services/auth/common-passwords";
import { requestCode, verifyCode } from "../services/auth/otp";
import { endAllSessions, endSession } from "../services/auth/sessions";

const Ok = v.object({ ok: v.literal(true) });
const WRONG_PASSWORD = "That password is not right.";
const EMAIL_CHANGE_TTL_S = 15 * 60;
const pendingKey = (userId: number) => `email-change:${userId}`;

/** Account settings: password, sessions, e-mail address, and deleting the account. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser, noStore)
  .post(
    "/password",
    describeRoute({
      tags: ["Account"],
      summary: "Change the password; every other session ends",
      requestBody: { required: true, content: { "application/json": { schema: resolver(PasswordChange) } } },
      responses: {
        200: jsonResponse("Changed; this browser stays signed in.", Ok),
        400: errorResponse("Wrong current password, or a weak or common new one."),
        401: errorResponse("Not signed in."),
      },
    }),
    validate("json", PasswordChange),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      const { currentPassword, newPassword } = c.req.valid("json");
      const hash = await passwordHashOf(db, user.id);
      if (!hash) {
        throw new ApiError(
          400,
          "no_password",
          "Your account signs in with Google or LinkedIn and has no password. Use 'Forgot password' on the sign-in page to set one.",
        );
      }
      if (!(await verifyPassword(currentPassword, hash))) {
        throw new ApiError(400, "wrong_password", WRONG_PASSWORD, [
          { path: "currentPassword", message: WRONG_PASSWORD },
        ]);
      }
      if (isCommonPassword(newPassword)) {
        const message = "This password is too common. Choose one that is harder to guess.";
        throw new ApiError(400, "validation_error", message, [{ path: "newPassword", message }]);
      }
      await changePasswordKeepingSession(db, user.id, user.sessionId, await hashPassword(newPassword));
      await audit(db, c, { type: "user", id: user.id }, "account.password_changed");
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/sign-out-everywhere",
    describeRoute({
      tags: ["Account"],
      summary: "End every session of the account, this one included",
      responses: { 200: jsonResponse("Signed out everywhere.", Ok), 401: errorResponse("Not signed in.") },
    }),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      await endAllSessions(db, user.id);
      await endSession(c, db, null);
      await audit(db, c, { type: "user", id: user.id }, "account.signed_out_everywhere");
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/email",
    describeRoute({
      tags: ["Account"],
      summary: "Start changing the e-mail address: a code goes to the new one",
      description: "Needs the password. The code is valid 15 minutes; the address changes only when it is confirmed.",
      requestBody: { required: true, content: { "application/json": { schema: resolver(EmailChange) } } },
      responses: {
        200: jsonResponse("Code sent to the new address, unless another account uses it (the answer is the same).", Ok),
        400: errorResponse("Wrong password, or the same address."),
        429: errorResponse("Codes asked for too often."),
      },
    }),
    validate("json", EmailChange),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      const body = c.req.valid("json");
      const email = normalizeEmail(body.email);
      const hash = await passwordHashOf(db, user.id);
      if (!hash || !(await verifyPassword(body.password, hash))) {
        throw new ApiError(400, "wrong_password", WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);
      }
      if (email === user.email) throw new ApiError(400, "same_email", "That is already your e-mail address.");
      // The answer is the same whether or not another account has the address, as on sign-in and
      // password reset (docs/security.md): a taken address just gets no code.
      const taken = (await findUserByEmail(db, email)) !== null;
      await requestCode(c, email, "change_email", { deliver: !taken });
      await c.env.KV.put(pendingKey(user.id), email, { expirationTtl: EMAIL_CHANGE_TTL_S });
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/email/confirm",
    describeRoute({
      tags: ["Account"],
      summary: "Confirm the new e-mail address with the code sent to it",
      requestBody: { required: true, content: { "application/json": { schema: resolver(EmailChangeConfirm) } } },
      responses: {
        200: jsonResponse("Changed; the profile as it is now.", Me),
        400: errorResponse("Wrong or expired code, or no change under way."),
        409: errorResponse("Another account took the address meanwhile."),
      },
    }),
    validate("json", EmailChangeConfirm),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      const email = await c.env.KV.get(pendingKey(user.id));
      if (!email) {
        throw new ApiError(400, "no_change_pending", "No e-mail change is waiting. Enter the new address again.");
      }
      await verifyCode(c, email, "change_email", c.req.valid("json").code);
      const changed = await changeEmail(db, user.id, email);
      if (changed === "taken") {
        throw new ApiError(409, "email_taken", "Another account already uses that e-mail address.");
      }
      if (changed === "gone") throw new ApiError(401, "unauthorized", "Please sign in to continue.");
      await c.env.KV.delete(pendingKey(user.id));
      await audit(db, c, { type: "user", id: user.id }, "account.email_changed", email, { from: user.email });
      return c.json(await getMeOrThrow(db, user.id));
    },
  )
  .delete(
    "/",
    describeRoute({
      tags: ["Account"],
      summary: "Delete the account and its personal data",
      description: [
        "Needs the password (an account without one, signed up through Google or LinkedIn, sends `confirmEmail`",
        "with its address). Cancels a paid subscription at Paystack first (502 and nothing deleted if that fails),",
        "then deletes the profile, searches, pitches, clients, follow-ups, sessions, codes, mail and billing records;",
        "the audit log keeps the account's events under an opaque id only.",
      ].join(" "),
      requestBody: { required: true, content: { "application/json": { schema: resolver(AccountDelete) } } },
      responses: {
        200: jsonResponse("Deleted; the session cookie is cleared.", Ok),
        400: errorResponse("Wrong password or e-mail."),
        401: errorResponse("Not signed in."),
        502: errorResponse("Paystack could not cancel the subscription; nothing was deleted."),
      },
    }),
    validate("json", AccountDelete),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      const body = c.req.valid("json");
      const hash = await passwordHashOf(db, user.id);
      const confirmed = hash
        ? body.password !== undefined && (await verifyPassword(body.password, hash))
        : body.confirmEmail !== undefined && normalizeEmail(body.confirmEmail) === user.email;
      if (!confirmed) {
        const message = hash ? WRONG_PASSWORD : "Type your account's e-mail address to confirm.";
        throw new ApiError(400, "not_confirmed", message, [{ path: hash ? "password" : "confirmEmail", message }]);
      }
      const opaque = await deleteAccount(c.env, db, user);
      await endSession(c, db, null);
      await audit(db, c, { type: "system" }, "account.deleted", opaque);
      return c.json({ ok: true as const });
    },
  );
