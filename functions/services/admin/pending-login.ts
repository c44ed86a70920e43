import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { authSecret } from "../../lib/config";
import { base64url, hmacSha256, randomToken, timingSafeEqualText } from "../../lib/crypto";
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

type Pending = { a: number; e: string; x: number; n: string };

const enc = new TextEncoder();
const sign = (secret: string, payload: string) => hmacSha256(secret, `admin-pending:v1:${payload}`);

function decodeBase64url(s: string) {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
}

export async function setPendingLogin(c: Context<AppEnv>, adminId: number, email: string) {
  const pending: Pending = { a: adminId, e: email, x: Date.now() + PENDING_MS, n: randomToken(8) };
  const payload = base64url(enc.encode(JSON.stringify(pending)));
  const value = `${payload}.${await sign(authSecret(c.env), payload)}`;
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
  const [payload, mac] = raw.split(".");
  if (!payload || !mac) return null;
  if (!timingSafeEqualText(await sign(authSecret(c.env), payload), mac)) return null;
  try {
    const p = JSON.parse(decodeBase64url(payload)) as Partial<Pending>;
    if (typeof p.a !== "number" || typeof p.e !== "string" || typeof p.x !== "number") return null;
    if (p.x <= Date.now()) return null;
    return { adminId: p.a, email: p.e };
  } catch {
    return null;
  }
}

export function clearPendingLogin(c: Context<AppEnv>) {
  deleteCookie(c, PENDING_COOKIE, { path: PENDING_PATH, secure: true, httpOnly: true, sameSite: "Strict" });
}
