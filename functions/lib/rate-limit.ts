import { lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import * as v from "valibot";
import { rateLimits } from "#db/schema/rate-limits";
import type { Bindings } from "../env";

/** [requests, seconds]: at most that many in each fixed window of that length. */
export type Limit = readonly [number, number];
export type LimitRule = { ip?: Limit; mailbox?: Limit };

/**
 * Production defaults (README, "Rate limits"); `RATE_LIMITS` in wrangler.toml
 * overrides any of them. Per-address limits stay generous (an office shares one
 * address); per-mailbox limits are tight and only on calls that e-mail the
 * address they are given (the waitlist and contact forms send nothing to it).
 */
export const DEFAULT_LIMITS = {
  "sign-up": { ip: [50, 3600], mailbox: [3, 3600] },
  "sign-in": { ip: [100, 900] },
  "otp-request": { ip: [30, 3600] },
  // Counted by the code service itself (functions/services/auth/otp.ts), per purpose and
  // only for codes it mails, so requests for an address without an account block nobody.
  "code-mail": { mailbox: [5, 3600] },
  "password-reset": { ip: [30, 3600] },
  waitlist: { ip: [20, 3600] },
  contact: { ip: [10, 3600] },
  "admin-sign-in": { ip: [30, 900] },
  "admin-resend": { ip: [20, 3600] },
  checkout: { ip: [30, 3600], mailbox: [10, 3600] },
} as const satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof DEFAULT_LIMITS;

const LimitOverride = v.record(
  v.string(),
  v.object({
    ip: v.optional(v.tuple([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.number(), v.minValue(1))])),
    mailbox: v.optional(v.tuple([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.number(), v.minValue(1))])),
  }),
);

let parsedFrom: string | undefined;
let parsed: Record<string, LimitRule> = {};
export function limitsFor(env: Bindings, name: LimitName): LimitRule {
  if (env.RATE_LIMITS !== parsedFrom) {
    parsedFrom = env.RATE_LIMITS;
    const r = v.safeParse(
      LimitOverride,
      (() => {
        try {
          return JSON.parse(env.RATE_LIMITS ?? "{}");
        } catch {
          return null;
        }
      })(),
    );
    if (!r.success) console.error(JSON.stringify({ level: "error", msg: "RATE_LIMITS is not valid; defaults apply" }));
    parsed = r.success ? r.output : {};
  }
  return { ...DEFAULT_LIMITS[name], ...parsed[name] };
}

/**
 * The mailbox an address delivers to: lower-cased, with a '+tag' removed, so
 * ada+1@ and ada+2@ count as one mailbox.
 */
export function mailboxOf(email: string) {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  return `${local.split("+")[0]}@${domain}`;
}

/**
 * Counts one hit in `bucket`'s current window in a single upsert and says
 * whether it is within `limit`, with the seconds until the window ends.
 */
export async function hit(db: DrizzleD1Database, bucket: string, [max, seconds]: Limit, now = Date.now()) {
  const windowMs = seconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, count: 1, expiresAt: windowStart + windowMs })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  return { ok: (row?.count ?? 1) <= max, retryAfter };
}

/** Windows that have ended (the cron). */
export async function pruneRateLimits(db: DrizzleD1Database, now = Date.now()) {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ b: rateLimits.bucket });
  return gone.length;
}
