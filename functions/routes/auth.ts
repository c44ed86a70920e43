import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import {
  accountStatusOf,
  clearUnprovenPassword,
  createUser,
  findOauthUser,
  findUserByEmail,
  getMeOrThrow,
  linkOauth,
  markEmailVerified,
  setPasswordHash,
  touchLastActive,
} from "#db/queries/users";
import { OtpRequest, OtpVerify, PasswordReset, SignIn, SignUp } from "#db/validation/auth";
import { normalizeEmail } from "#db/validation/common";
import { Me } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { authSecret } from "../lib/config";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../lib/password";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { isCommonPassword } from "../services/auth/common-passwords";
import {
  beginAuthorization,
  completeAuthorization,
  type Provider,
  providerConfig,
  providers,
  readState,
} from "../services/auth/oidc";
import { requestCode, verifyCode } from "../services/auth/otp";
import { endAllSessions, endSession, startSession } from "../services/auth/sessions";
import { claimAttempt, clearAttempts, MAX_FAILURES } from "../services/auth/throttle";

const Ok = v.object({ ok: v.literal(true) });
const LOCKED_MESSAGE = "Too many failed attempts. Please wait before trying again.";
const OAUTH_COOKIE = "leadsmith_oauth";

function rejectCommon(password: string) {
  if (isCommonPassword(password)) {
    throw new ApiError(400, "validation_error", "This password is too common. Choose one that is harder to guess.", [
      { path: "password", message: "This password is too common. Choose one that is harder to guess." },
    ]);
  }
}

function lockedError(lockedUntil: number) {
  const seconds = Math.max(1, Math.ceil((lockedUntil - Date.now()) / 1000));
  return new ApiError(
    429,
    "account_locked",
    LOCKED_MESSAGE,
    { lockedUntil: new Date(lockedUntil).toISOString() },
    { "Retry-After": String(seconds) },
  );
}

/** A disabled account, told only after the password or code was proven. */
const disabledError = () =>
  new ApiError(
    403,
    "account_disabled",
    "This account has been disabled. Contact support if you think this is a mistake.",
  );

const isProvider = (p: string): p is Provider => (providers as readonly string[]).includes(p);

/**
 * `raw` as a path on `origin`, or "" when it is not one. A prefix check is not
 * enough: browsers read "/\x" and "/<tab>/x" in a Location as "//x", another
 * site; and the normalised path must not start with "//" either ("/.//x").
 */
function localPath(raw: string, origin: string) {
  if (!raw.startsWith("/")) return "";
  try {
    const url = new URL(raw, origin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === origin && !path.startsWith("//") ? path : "";
  } catch {
    return "";
  }
}

export const authRoutes = new Hono<AppEnv>()
  .post(
    "/sign-up",
    describeRoute({
      tags: ["Auth"],
      summary: "Create an account and sign in",
      description: "Sends an e-mail verification code. Sets the session cookie.",
      responses: {
        201: jsonResponse("Signed up.", Me),
        400: errorResponse("Invalid or common password, or bad e-mail."),
        409: errorResponse("E-mail taken."),
      },
    }),
    rateLimit("sign-up"),
    validate("json", SignUp),
    async (c) => {
      const { name, email: rawEmail, password } = c.req.valid("json");
      const email = normalizeEmail(rawEmail);
      rejectCommon(password);
      const db = c.get("db");
      const user = await createUser(db, {
        name,
        email,
        passwordHash: await hashPassword(password),
        signUpMethod: "email",
        emailVerified: false,
      });
      if (!user) throw new ApiError(409, "email_taken", "An account with this email already exists. Sign in instead.");
      await startSession(c, db, user.id);
      await audit(db, c, { type: "user", id: user.id }, "auth.sign_up", email);
      // The account exists even if the code cannot be sent now; the user can ask again.
      await requestCode(c, email, "verify_email").catch((err) =>
        console.warn(JSON.stringify({ level: "warn", msg: "verification code not sent", error: String(err) })),
      );
      return c.json(await getMeOrThrow(db, user.id), 201);
    },
  )
  .post(
    "/sign-in",
    describeRoute({
      tags: ["Auth"],
      summary: "Sign in with e-mail and password",
      description: "5 consecutive failures lock the e-mail for 15 minutes (429 with Retry-After).",
      responses: {
        200: jsonResponse("Signed in.", Me),
        401: errorResponse("Invalid email or password."),
        403: errorResponse("Right password, but the account is disabled."),
        429: errorResponse("Locked."),
      },
    }),
    rateLimit("sign-in"),
    validate("json", SignIn),
    async (c) => {
      const { email: rawEmail, password } = c.req.valid("json");
      const email = normalizeEmail(rawEmail);
      const db = c.get("db");
      const claim = await claimAttempt(db, "user", email);
      if (!claim.allowed) {
        await audit(db, c, { type: "anonymous" }, "auth.sign_in_locked", email);
        throw lockedError(claim.lockedUntil);
      }
      const user = await findUserByEmail(db, email);
      // Same work and the same answer whether or not the account exists.
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (ok && user?.passwordHash && user.status !== "active") {
        // Said only to someone who knows the password, so it reveals nothing to anyone else.
        await clearAttempts(db, "user", email);
        await audit(db, c, { type: "user", id: user.id }, "auth.sign_in_disabled", email);
        throw disabledError();
      }
      if (ok && user?.passwordHash && user.status === "active") {
        await clearAttempts(db, "user", email);
        await startSession(c, db, user.id);
        await touchLastActive(db, user.id);
        await audit(db, c, { type: "user", id: user.id }, "auth.sign_in", email);
        return c.json(await getMeOrThrow(db, user.id), 200);
      }
      await audit(db, c, { type: "anonymous" }, "auth.sign_in_failed", email, { failures: claim.failures });
      if (claim.failures >= MAX_FAILURES) {
        await audit(db, c, { type: "system" }, "auth.lockout", email);
        throw lockedError(Date.now() + 15 * 60 * 1000);
      }
      throw new ApiError(401, "invalid_credentials", "Invalid email or password", {
        failedAttempts: claim.failures,
        maxAttempts: MAX_FAILURES,
      });
    },
  )
  .post(
    "/sign-out",
    describeRoute({
      tags: ["Auth"],
      summary: "End this session on the server",
      responses: { 200: jsonResponse("Signed out.", Ok) },
    }),
    async (c) => {
      const user = c.get("user");
      await endSession(c, c.get("db"), user?.sessionId ?? null);
      if (user) await audit(c.get("db"), c, { type: "user", id: user.id }, "auth.sign_out");
      return c.json({ ok: true as const });
    },
  )
  .get(
    "/me",
    describeRoute({
      tags: ["Auth"],
      summary: "The signed-in user, profile, plan and usage",
      responses: { 200: jsonResponse("Me.", Me), 401: errorResponse("Not signed in.") },
    }),
    requireUser,
    async (c) => {
      const me = await getMeOrThrow(c.get("db"), c.get("user")!.id);
      c.header("Cache-Control", "no-store");
      return c.json(me);
    },
  )
  .get(
    "/providers",
    describeRoute({
      tags: ["Auth"],
      summary: "Which OAuth providers are configured",
      responses: { 200: jsonResponse("Flags.", v.object({ google: v.boolean(), linkedin: v.boolean() })) },
    }),
    (c) =>
      c.json({
        google: providerConfig(c.env, "google") !== null,
        linkedin: providerConfig(c.env, "linkedin") !== null,
      }),
  )
  .post(
    "/otp/request",
    describeRoute({
      tags: ["Auth"],
      summary: "Send a one-time code",
      description:
        "6 digits, valid 15 minutes; 60 s between sends and fewer than 5 per e-mail and purpose per hour. The answer, and the work before it, are the same whether or not an account exists; the code is mailed after the answer.",
      responses: {
        200: jsonResponse("Sent if the account exists.", Ok),
        429: errorResponse("Cooldown or hourly cap."),
      },
    }),
    rateLimit("otp-request"),
    validate("json", OtpRequest),
    async (c) => {
      const { email: rawEmail, purpose } = c.req.valid("json");
      const email = normalizeEmail(rawEmail);
      const user = await findUserByEmail(c.get("db"), email);
      const deliver = purpose === "verify_email" ? !!user && !user.emailVerifiedAt : !!user;
      // The code is made and mailed after the answer, for known and unknown addresses alike.
      await requestCode(c, email, purpose, { deliver, background: true });
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/otp/verify",
    describeRoute({
      tags: ["Auth"],
      summary: "Check a one-time code (e-mail verification)",
      description: "3 attempts per code. Password-reset codes are used by POST /api/auth/password-reset.",
      responses: {
        200: jsonResponse("Verified.", Ok),
        400: errorResponse("Invalid, expired or missing code."),
        429: errorResponse("Too many attempts."),
      },
    }),
    validate("json", OtpVerify),
    async (c) => {
      const { email: rawEmail, purpose, code } = c.req.valid("json");
      const email = normalizeEmail(rawEmail);
      if (purpose !== "verify_email") {
        throw new ApiError(400, "validation_error", "Use the password reset form to use this code.");
      }
      await verifyCode(c, email, purpose, code);
      await markEmailVerified(c.get("db"), email);
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/password-reset",
    describeRoute({
      tags: ["Auth"],
      summary: "Set a new password with an e-mailed code",
      description: "Ends every session of the account and signs this browser in afresh.",
      responses: {
        200: jsonResponse("Password changed; signed in afresh.", Me),
        400: errorResponse("Bad code or password."),
        403: errorResponse("Right code, but the account is disabled; nothing changed."),
      },
    }),
    rateLimit("password-reset"),
    validate("json", PasswordReset),
    async (c) => {
      const { email: rawEmail, code, password } = c.req.valid("json");
      const email = normalizeEmail(rawEmail);
      rejectCommon(password);
      await verifyCode(c, email, "password_reset", code);
      const db = c.get("db");
      const user = await findUserByEmail(db, email);
      if (!user) throw new ApiError(400, "otp_not_found", "No OTP found. Please request a new one.");
      if (user.status !== "active") throw disabledError();
      await setPasswordHash(db, user.id, await hashPassword(password));
      await endAllSessions(db, user.id);
      await clearAttempts(db, "user", email);
      await startSession(c, db, user.id);
      await audit(db, c, { type: "user", id: user.id }, "auth.password_reset", email);
      return c.json(await getMeOrThrow(db, user.id));
    },
  )
  .get(
    "/oauth/:provider/start",
    describeRoute({
      tags: ["Auth"],
      summary: "Begin OpenID Connect sign-in (Google or LinkedIn)",
      responses: { 302: { description: "To the provider." } },
    }),
    async (c) => {
      const provider = c.req.param("provider");
      if (!isProvider(provider)) throw new ApiError(404, "not_found", "Unknown sign-in provider.");
      const config = providerConfig(c.env, provider);
      if (!config) return c.redirect(`/sign-up?oauth_error=not_configured&provider=${provider}`, 302);
      const origin = new URL(c.req.url).origin;
      const { url, cookie } = await beginAuthorization(
        config,
        provider,
        `${origin}/api/auth/oauth/${provider}/callback`,
        authSecret(c.env),
        localPath(c.req.query("returnTo") ?? "", origin),
      );
      setCookie(c, OAUTH_COOKIE, cookie, {
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
        path: "/api/auth/oauth",
        maxAge: 600,
      });
      return c.redirect(url, 302);
    },
  )
  .get(
    "/oauth/:provider/callback",
    describeRoute({
      tags: ["Auth"],
      summary: "Finish OpenID Connect sign-in",
      responses: { 302: { description: "Into the app, or back to sign-in with an error." } },
    }),
    async (c) => {
      const provider = c.req.param("provider");
      if (!isProvider(provider)) throw new ApiError(404, "not_found", "Unknown sign-in provider.");
      const config = providerConfig(c.env, provider);
      const db = c.get("db");
      const fail = async (reason: string) => {
        await audit(db, c, { type: "anonymous" }, "auth.oauth_failed", provider, { reason });
        deleteCookie(c, OAUTH_COOKIE, { path: "/api/auth/oauth", secure: true });
        return c.redirect(`/sign-in?oauth_error=${reason}`, 302);
      };
      const raw = getCookie(c, OAUTH_COOKIE);
      const code = c.req.query("code");
      if (!config || !raw) return fail("expired");
      if (c.req.query("error")) return fail("denied");
      let st: Awaited<ReturnType<typeof readState>>;
      try {
        st = await readState(raw, authSecret(c.env));
      } catch {
        return fail("expired");
      }
      if (st.provider !== provider || st.state !== c.req.query("state") || !code) return fail("state");
      let who: Awaited<ReturnType<typeof completeAuthorization>>;
      try {
        who = await completeAuthorization(
          config,
          st,
          code,
          `${new URL(c.req.url).origin}/api/auth/oauth/${provider}/callback`,
        );
      } catch (err) {
        console.warn(JSON.stringify({ level: "warn", msg: "oauth exchange failed", provider, error: String(err) }));
        return fail("provider");
      }
      let userId = await findOauthUser(db, provider, who.subject);
      if (!userId) {
        if (!who.email) return fail("no_email");
        const existing = await findUserByEmail(db, who.email);
        if (existing) {
          // Linking to an existing account is only safe when the provider vouches for the e-mail.
          if (!who.emailVerified) return fail("email_unverified");
          userId = existing.id;
          if (!existing.emailVerifiedAt) {
            // Whoever set this account's password never proved the address; the provider just did.
            // The owner keeps the account, the unproven password and its sessions go.
            await clearUnprovenPassword(db, existing.id);
            await endAllSessions(db, existing.id);
            await audit(db, c, { type: "user", id: existing.id }, "auth.unverified_password_cleared", who.email, {
              provider,
            });
          }
        } else {
          const created = await createUser(db, {
            name: who.name,
            email: who.email,
            passwordHash: null,
            signUpMethod: provider,
            emailVerified: who.emailVerified,
          });
          if (!created) return fail("provider");
          userId = created.id;
          await audit(db, c, { type: "user", id: userId }, "auth.sign_up", who.email, { provider });
        }
        await linkOauth(db, provider, who.subject, userId, who.email);
      }
      if ((await accountStatusOf(db, userId)) !== "active") return fail("disabled");
      deleteCookie(c, OAUTH_COOKIE, { path: "/api/auth/oauth", secure: true });
      await startSession(c, db, userId);
      await audit(db, c, { type: "user", id: userId }, "auth.sign_in", provider, { provider });
      const me = await getMeOrThrow(db, userId);
      return c.redirect(me.profile.onboarded ? st.returnTo || "/dashboard" : "/onboarding", 302);
    },
  );
