import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { findAdminByEmail, findAdminById } from "#db/queries/admin";
import type { AdminRole } from "#db/schema/admin";
import { AdminMe, AdminSignIn, AdminSignInStep, AdminVerify } from "#db/validation/admin";
import { normalizeEmail } from "#db/validation/common";
import type { AppEnv } from "../env";
import { operationsFor } from "../lib/access-policy";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { DUMMY_HASH, verifyPassword } from "../lib/password";
import { validate } from "../lib/validate";
import { ANY_ADMIN, requireAdmin } from "../middleware/admin-session";
import { rateLimit } from "../middleware/rate-limit";
import { clearPendingLogin, readPendingLogin, setPendingLogin } from "../services/admin/pending-login";
import { endAdminSession, readAdminSession, revokeAdminSession, startAdminSession } from "../services/admin/sessions";
import { requestCode, verifyCode } from "../services/auth/otp";
import { claimAttempt, clearAttempts, LOCK_MS, MAX_FAILURES } from "../services/auth/throttle";

const Ok = v.object({ ok: v.literal(true) });

/** The admin login messages, word for word: the login form and its tests show them as they are. */
export const ADMIN_INVALID_CREDENTIALS = "Invalid credentials. Please check your email and password.";
export const ADMIN_LOCKED = "Too many failed login attempts. Please wait 15 minutes before trying again.";
const CODE_SENT = "We sent a 6-digit code to your email. Enter it to finish signing in.";
const PENDING_EXPIRED = "Your sign-in has expired. Please enter your email and password again.";

/**
 * The signed-in admin as the portal reads it: who, which role, and the admin
 * operations that role may call (the access policy the guard enforces), so the
 * portal offers only the pages the admin can use.
 */
const adminMe = ({ id, email, name, role }: { id: number; email: string; name: string; role: AdminRole }) => ({
  id,
  email,
  name,
  role,
  operations: operationsFor(role),
});

function lockedError(lockedUntil: number) {
  const seconds = Math.max(1, Math.ceil((lockedUntil - Date.now()) / 1000));
  return new ApiError(
    429,
    "account_locked",
    ADMIN_LOCKED,
    { lockedUntil: new Date(lockedUntil).toISOString(), maxAttempts: MAX_FAILURES },
    { "Retry-After": String(seconds) },
  );
}

/**
 * Admin sign-in in two steps: e-mail and password (counted by the same atomic
 * throttle as users, in the 'admin' scope), then a one-time code e-mailed
 * through the OTP service (purpose 'admin_sign_in'). Only the second step
 * creates a session.
 */
export const adminAuthRoutes = new Hono<AppEnv>()
  .post(
    "/sign-in",
    describeRoute({
      tags: ["Admin auth"],
      summary: "Admin sign-in, step 1: e-mail and password",
      description:
        "A correct password does not sign in: it e-mails a one-time code and sets a short-lived signed cookie naming the admin, for POST /api/admin/auth/verify. 5 consecutive failures lock the e-mail for 15 minutes (429 with Retry-After).",
      responses: {
        200: jsonResponse("Code step.", AdminSignInStep),
        400: errorResponse("Missing or invalid e-mail or password."),
        401: errorResponse("Invalid credentials; details has failedAttempts and maxAttempts."),
        429: errorResponse("Locked, or too many code requests."),
      },
    }),
    rateLimit("admin-sign-in"),
    validate("json", AdminSignIn),
    async (c) => {
      const { email: rawEmail, password } = c.req.valid("json");
      const email = normalizeEmail(rawEmail);
      const db = c.get("db");
      const claim = await claimAttempt(db, "admin", email);
      if (!claim.allowed) {
        await audit(db, c, { type: "anonymous" }, "admin.sign_in_locked", email);
        throw lockedError(claim.lockedUntil);
      }
      const admin = await findAdminByEmail(db, email);
      // Same work and the same answer whether or not the account exists.
      const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
      if (ok && admin) {
        await clearAttempts(db, "admin", email);
        let codeSent = true;
        let message = CODE_SENT;
        try {
          await requestCode(c, email, "admin_sign_in");
        } catch (err) {
          // A code sent under a minute ago is still valid: go on to the code step with a notice saying so.
          if (!(err instanceof ApiError && err.code === "otp_cooldown")) throw err;
          codeSent = false;
          message = err.message;
        }
        await setPendingLogin(c, admin.id, email);
        await audit(db, c, { type: "admin", id: admin.id }, "admin.sign_in_password_ok", email, { codeSent });
        return c.json({ step: "code" as const, codeSent, message }, 200);
      }
      await audit(db, c, { type: "anonymous" }, "admin.sign_in_failed", email, { failures: claim.failures });
      if (claim.failures >= MAX_FAILURES) {
        await audit(db, c, { type: "system" }, "admin.lockout", email);
        throw lockedError(Date.now() + LOCK_MS);
      }
      throw new ApiError(401, "invalid_credentials", ADMIN_INVALID_CREDENTIALS, {
        failedAttempts: claim.failures,
        maxAttempts: MAX_FAILURES,
      });
    },
  )
  .post(
    "/verify",
    describeRoute({
      tags: ["Admin auth"],
      summary: "Admin sign-in, step 2: the e-mailed code",
      description:
        "Needs the pending cookie from step 1. 3 attempts per code. Starts an admin session (8 hours, 30 minutes idle).",
      responses: {
        200: jsonResponse("Signed in.", AdminMe),
        400: errorResponse("Invalid, expired or missing code."),
        401: errorResponse("No pending sign-in (step 1 not done, or more than 15 minutes ago)."),
        429: errorResponse("Too many attempts on this code."),
      },
    }),
    validate("json", AdminVerify),
    async (c) => {
      const { code } = c.req.valid("json");
      const db = c.get("db");
      const pending = await readPendingLogin(c);
      const admin = pending ? await findAdminById(db, pending.adminId) : null;
      if (!pending || !admin || admin.email !== pending.email) {
        clearPendingLogin(c);
        throw new ApiError(401, "sign_in_expired", PENDING_EXPIRED);
      }
      try {
        await verifyCode(c, admin.email, "admin_sign_in", code);
      } catch (err) {
        await audit(db, c, { type: "anonymous" }, "admin.code_failed", admin.email, {
          reason: err instanceof ApiError ? err.code : "error",
        });
        throw err;
      }
      clearPendingLogin(c);
      // This browser's previous admin session (if any) ends; the new one gets a fresh token.
      const previous = await readAdminSession(c, db);
      if (previous) await revokeAdminSession(db, previous.sessionId);
      await startAdminSession(c, db, admin.id);
      await audit(db, c, { type: "admin", id: admin.id }, "admin.sign_in", admin.email);
      return c.json(adminMe(admin), 200);
    },
  )
  .post(
    "/resend",
    describeRoute({
      tags: ["Admin auth"],
      summary: "E-mail a new sign-in code",
      description: "Needs the pending cookie from step 1. 60 s between sends and fewer than 5 per hour.",
      responses: {
        200: jsonResponse("Sent.", Ok),
        401: errorResponse("No pending sign-in."),
        429: errorResponse("Cooldown or hourly cap."),
      },
    }),
    rateLimit("admin-resend"),
    async (c) => {
      const db = c.get("db");
      const pending = await readPendingLogin(c);
      const admin = pending ? await findAdminById(db, pending.adminId) : null;
      if (!pending || !admin || admin.email !== pending.email) {
        clearPendingLogin(c);
        throw new ApiError(401, "sign_in_expired", PENDING_EXPIRED);
      }
      await requestCode(c, admin.email, "admin_sign_in");
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/sign-out",
    describeRoute({
      tags: ["Admin auth"],
      summary: "End this admin session on the server",
      responses: { 200: jsonResponse("Signed out.", Ok) },
    }),
    async (c) => {
      const db = c.get("db");
      const admin = await readAdminSession(c, db);
      await endAdminSession(c, db, admin?.sessionId ?? null);
      clearPendingLogin(c);
      if (admin) await audit(db, c, { type: "admin", id: admin.id }, "admin.sign_out", admin.email);
      return c.json({ ok: true as const });
    },
  )
  .get(
    "/me",
    describeRoute({
      tags: ["Admin auth"],
      summary: "The signed-in admin",
      description:
        "Roles: super_admin, moderator. `operations` lists the admin operations this admin's role may call, as the access policy spells them ('GET /api/admin/revenue'); the portal shows only the pages they open.",
      responses: { 200: jsonResponse("Admin.", AdminMe), 401: errorResponse("No admin session.") },
    }),
    requireAdmin(ANY_ADMIN),
    (c) => c.json(adminMe(c.get("admin")!)),
  );
