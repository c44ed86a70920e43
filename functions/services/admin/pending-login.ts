import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import * as v from "valibot";
import type { AppEnv } from "../../env";
import { authSecret } from "../../lib/config";
import { OTP_VALIDITY_MS } from "../auth/otp";

/**
 * Between a correct password and the e-mailed code, the browser holds a signed
 * cookie naming the admin: it carries no privilege by itself (every admin
 * route wants a session), it only says whose code POST /verify checks. It
 * lives as long as the code (15 minutes) and only on the admin auth paths.
 */
export const PENDING_COOKIE = "leadsmith_admin_pending";
const PENDING_PATH = "/api/admin/auth";
const PENDING_MS = OTP_VALIDITY_MS;

/**
 * A JWT (HS256, jose) like the OAuth state cookie; its audience keeps it from
 * being taken for any other token the same secret signs.
 */
const AUDIENCE = "leadsmith:admin-pending";
const PendingClaims = v.object({ sub: v.pipe(v.string(), v.regex(/^\d{1,12}$/)), email: v.string() });
const key = (c: Context<AppEnv>) => new TextEncoder().encode(authSecret(c.env));

export async function setPendingLogin(c: Context<AppEnv>, adminId: number, email: string) {
  const value = await new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(adminId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor((Date.now() + PENDING_MS) / 1000))
    .sign(key(c));
  setCookie(c, PENDING_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: PENDING_PATH,
    maxAge: PENDING_MS / 1000,
  });
}

/** The admin id and e-mail a valid, unexpired pending cookie names, or null. */
export async function readPendingLogin(c: Context<AppEnv>): Promise<{ adminId: number; email: string } | null> {
  const raw = getCookie(c, PENDING_COOKIE);
  if (!raw || raw.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(raw, key(c), { algorithms: ["HS256"], audience: AUDIENCE });
    const claims = v.safeParse(PendingClaims, payload);
    return claims.success ? { adminId: Number(claims.output.sub), email: claims.output.email } : null;
  } catch {
    // Forged, altered, expired or not a pending-login token.
    return null;
  }
}

export function clearPendingLogin(c: Context<AppEnv>) {
  deleteCookie(c, PENDING_COOKIE, { path: PENDING_PATH, secure: true, httpOnly: true, sameSite: "Strict" });
}
