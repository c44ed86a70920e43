import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { hit, type LimitName, limitsFor, mailboxOf } from "../lib/rate-limit";

/** What a refused request reads; the one-time-code wording is the product's own. */
const messages: Partial<Record<LimitName, string>> = {
  "otp-request": "Too many OTP requests. Please try again later.",
  "admin-resend": "Too many OTP requests. Please try again later.",
};
const DEFAULT_MESSAGE = "Too many requests from here. Please wait a little and try again.";

/**
 * The caller's address as Cloudflare (and wrangler dev) gives it. A request
 * without one never came through Cloudflare's edge (an in-process test call):
 * it has no address to count, and only the per-mailbox limit applies.
 */
const clientIp = (headers: Headers) => headers.get("cf-connecting-ip");

/**
 * Limits a route per client address and, when the body names an e-mail, per
 * mailbox (after the JSON body has been read and validated by jsonBody). A
 * refused request gets 429 with Retry-After and changes nothing.
 */
export function rateLimit(name: LimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const rule = limitsFor(c.env, name);
    const db = c.get("db");
    const checks: [string, readonly [number, number]][] = [];
    const ip = clientIp(c.req.raw.headers);
    if (rule.ip && ip) checks.push([`${name}:ip:${ip}`, rule.ip]);
    if (rule.mailbox) {
      const body = await c.req.json().catch(() => null);
      const email = body && typeof body === "object" && "email" in body ? (body as { email: unknown }).email : null;
      if (typeof email === "string" && email.includes("@"))
        checks.push([`${name}:mailbox:${mailboxOf(email)}`, rule.mailbox]);
    }
    for (const [bucket, limit] of checks) {
      const r = await hit(db, bucket, limit);
      if (!r.ok)
        throw new ApiError(429, "rate_limited", messages[name] ?? DEFAULT_MESSAGE, undefined, {
          "Retry-After": String(r.retryAfter),
        });
    }
    return next();
  });
}
