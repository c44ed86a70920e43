import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { otpActivityLog, otpCodes, otpSends } from "#db/schema/auth";
import type { OtpPurpose } from "#db/validation/auth";
import type { AppEnv } from "../../env";
import { authSecret } from "../../lib/config";
import { hmacSha256, randomToken, sixDigitCode, timingSafeEqualText } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import { DEFAULT_LIMITS, hit, limitsFor, mailboxOf } from "../../lib/rate-limit";
import { sendMail } from "../mailer";

/** The code rules of docs/security.md, "Accounts and sessions". */
export const OTP_VALIDITY_MS = 15 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_COOLDOWN_MS = 60 * 1000;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_LOG_KEEP = 100;

type CodeRecord = { id: string; hmac: string; expiresAt: number };
const kvKey = (purpose: string, email: string) => `otp:${purpose}:${email}`;

const subjects: Record<OtpPurpose, string> = {
  verify_email: "Your Leadsmith verification code",
  password_reset: "Your Leadsmith password reset code",
  admin_sign_in: "Your Leadsmith admin sign-in code",
  change_email: "Confirm your new Leadsmith e-mail address",
};

/** Appends to the activity log and trims it to the last 100 entries, in one batch. */
async function logActivity(
  c: Context<AppEnv>,
  entry: { email: string; action: string; success: boolean; purpose: string },
) {
  const db = c.get("db");
  await db.batch([
    db
      .insert(otpActivityLog)
      .values({ ...entry, ip: "N/A", userAgent: c.req.header("user-agent")?.slice(0, 300) ?? "" }),
    db
      .delete(otpActivityLog)
      .where(
        lt(
          otpActivityLog.id,
          sql`(select id from ${otpActivityLog} order by id desc limit 1 offset ${OTP_LOG_KEEP - 1})`,
        ),
      ),
  ]);
}

export type CodeRequestOptions = {
  /**
   * False when the address has no account of this purpose's kind (or nothing
   * to send, e.g. an address already verified): nothing is mailed and nothing
   * counts toward any account's limits, but the answer is the same.
   */
  deliver?: boolean;
  /**
   * Make the code and mail it after the answer (ctx.waitUntil), so an anonymous
   * caller sees the same work, time and answer whether or not the account
   * exists (docs/security.md, "Same answer, same work"). A failed send is then
   * only logged; the caller can ask again.
   */
  background?: boolean;
};

/**
 * Issues a code for (email, purpose). The send is claimed by one INSERT ...
 * SELECT that checks the 60-second cooldown and the hourly cap in the same
 * statement, so 20 parallel requests produce one e-mail. Both limits count per
 * purpose, and each purpose belongs to one kind of account (admin_sign_in to
 * admins, the others to users), so per account kind too: anonymous
 * password-reset requests for an address never hold back that address's
 * admin sign-in codes (or its e-mail verification).
 *
 * A request for an address without such an account is claimed under a shadow
 * key (`none:<purpose>`): the same statement and the same cooldown answers, so
 * nothing is revealed, while no real account's count moves.
 */
export async function requestCode(
  c: Context<AppEnv>,
  email: string,
  purpose: OtpPurpose,
  { deliver = true, background = false }: CodeRequestOptions = {},
) {
  const db = c.get("db");
  const now = Date.now();
  const countAs = deliver ? purpose : `none:${purpose}`;
  const claimed = await db.all<{ id: number }>(sql`
    insert into ${otpSends} (email, purpose, sent_at)
    select ${email}, ${countAs}, ${now}
    where not exists (select 1 from ${otpSends} where email = ${email} and purpose = ${countAs} and sent_at > ${now - OTP_COOLDOWN_MS})
      and (select count(*) from ${otpSends} where email = ${email} and purpose = ${countAs} and sent_at > ${now - 3_600_000}) < ${OTP_MAX_SENDS_PER_HOUR}
    returning id`);
  if (claimed.length === 0) {
    const [last] = await db
      .select({ sentAt: otpSends.sentAt })
      .from(otpSends)
      .where(and(eq(otpSends.email, email), eq(otpSends.purpose, countAs)))
      .orderBy(desc(otpSends.sentAt))
      .limit(1);
    const wait = last ? last.sentAt.getTime() + OTP_COOLDOWN_MS - now : 0;
    await logActivity(c, { email, action: "request", success: false, purpose });
    if (wait > 0) {
      throw new ApiError(429, "otp_cooldown", "Please wait 60 seconds before requesting a new OTP.", undefined, {
        "Retry-After": String(Math.ceil(wait / 1000)),
      });
    }
    throw new ApiError(429, "otp_rate_limited", "Too many OTP requests. Please try again later.", undefined, {
      "Retry-After": "3600",
    });
  }

  // Per mailbox too ('+tags' folded), so many tagged accounts of one mailbox cannot flood it;
  // counted only once a send is claimed, and the claim is given back when the mailbox is full.
  const [max, seconds] = limitsFor(c.env, "code-mail").mailbox ?? DEFAULT_LIMITS["code-mail"].mailbox;
  const mailbox = await hit(db, `code-mail:${countAs}:mailbox:${mailboxOf(email)}`, [max, seconds], now);
  if (!mailbox.ok) {
    await db.delete(otpSends).where(eq(otpSends.id, claimed[0]!.id));
    await logActivity(c, { email, action: "request", success: false, purpose });
    throw new ApiError(429, "otp_rate_limited", "Too many OTP requests. Please try again later.", undefined, {
      "Retry-After": String(mailbox.retryAfter),
    });
  }

  // An address that gets no mail still gets a code, one nobody is told: a guess at it is then
  // answered as a guess at a mailed one ('Invalid OTP. 2 attempts remaining.'), where 'No OTP
  // found' would say that the address has no account (or, changing e-mail, that one has it).
  const work = () => (deliver ? issueAndMail(c, email, purpose, now) : issue(c, email, purpose, now));
  if (background) {
    await logActivity(c, { email, action: "request", success: true, purpose });
    c.executionCtx.waitUntil(
      work().catch((err) =>
        console.warn(JSON.stringify({ level: "warn", msg: "code not sent", purpose, error: String(err) })),
      ),
    );
    return;
  }
  if (!deliver) await logActivity(c, { email, action: "request", success: true, purpose });
  await work();
}

/** Makes the code and replaces any earlier one for (email, purpose); mails nothing. */
async function issue(c: Context<AppEnv>, email: string, purpose: OtpPurpose, now: number) {
  const db = c.get("db");
  const code = sixDigitCode();
  const id = randomToken(16);
  const expiresAt = now + OTP_VALIDITY_MS;
  // A resend replaces the previous code: the old row is closed and the KV record overwritten.
  await db.batch([
    db
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt))),
    db.insert(otpCodes).values({ id, email, purpose, expiresAt: new Date(expiresAt) }),
  ]);
  const record: CodeRecord = { id, hmac: await hmacSha256(authSecret(c.env), `${id}:${code}`), expiresAt };
  await c.env.KV.put(kvKey(purpose, email), JSON.stringify(record), { expirationTtl: OTP_VALIDITY_MS / 1000 });
  return code;
}

/** Makes the code, replaces any earlier one for (email, purpose), and mails it. */
async function issueAndMail(c: Context<AppEnv>, email: string, purpose: OtpPurpose, now: number) {
  const db = c.get("db");
  const code = await issue(c, email, purpose, now);
  const delivered = await sendMail(c.env, db, {
    to: email,
    subject: subjects[purpose],
    text: `Your code is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this e-mail.`,
    kind: `otp:${purpose}`,
  });
  await logActivity(c, { email, action: "send", success: delivered, purpose });
  if (!delivered) throw new ApiError(502, "otp_send_failed", "Failed to send OTP. Please try again.");
}

/**
 * Checks a code. Each check first claims one of the three attempts with a
 * conditional UPDATE, and a right code is consumed by another, so 100 parallel
 * wrong guesses evaluate at most 3 and 50 parallel right ones succeed once.
 */
export async function verifyCode(c: Context<AppEnv>, email: string, purpose: OtpPurpose, typed: string) {
  // Codes are compared after trimming whitespace (docs/security.md); the validators trim too, this keeps every caller honest.
  const code = typed.trim();
  const db = c.get("db");
  const secret = authSecret(c.env);
  const now = Date.now();
  const fail = async (status: 400 | 429, errCode: string, message: string): Promise<never> => {
    await logActivity(c, { email, action: "verify", success: false, purpose });
    throw new ApiError(status, errCode, message);
  };

  const record = await c.env.KV.get<CodeRecord>(kvKey(purpose, email), "json");
  if (!record || record.expiresAt <= now) {
    const [latest] = await db
      .select({ expiresAt: otpCodes.expiresAt, consumedAt: otpCodes.consumedAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (latest && !latest.consumedAt && latest.expiresAt.getTime() <= now) {
      await c.env.KV.delete(kvKey(purpose, email));
      return fail(400, "otp_expired", "OTP has expired. Please request a new one.");
    }
    return fail(400, "otp_not_found", "No OTP found. Please request a new one.");
  }

  const [claim] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, record.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (!claim) {
    const [row] = await db.select({ consumedAt: otpCodes.consumedAt }).from(otpCodes).where(eq(otpCodes.id, record.id));
    if (!row || row.consumedAt) return fail(400, "otp_not_found", "No OTP found. Please request a new one.");
    await c.env.KV.delete(kvKey(purpose, email));
    return fail(429, "otp_locked", "Maximum verification attempts exceeded. Please request a new OTP.");
  }

  if (timingSafeEqualText(await hmacSha256(secret, `${record.id}:${code}`), record.hmac)) {
    const [used] = await db
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.id, record.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!used) return fail(400, "otp_not_found", "No OTP found. Please request a new one.");
    await c.env.KV.delete(kvKey(purpose, email));
    await logActivity(c, { email, action: "verify", success: true, purpose });
    return;
  }

  const remaining = OTP_MAX_ATTEMPTS - claim.attempts;
  if (remaining <= 0) {
    await c.env.KV.delete(kvKey(purpose, email));
    return fail(429, "otp_locked", "Maximum verification attempts exceeded. Please request a new OTP.");
  }
  return fail(400, "otp_invalid", `Invalid OTP. ${remaining} attempts remaining.`);
}
