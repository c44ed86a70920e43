import type { DrizzleD1Database } from "drizzle-orm/d1";
import { subscriptionOf } from "#db/queries/billing";
import type { Bindings } from "../../env";
import { randomToken } from "../../lib/crypto";
import { disableSubscription, paystackFailure } from "../billing/paystack";

/** The one-time-code purposes whose codes sit in KV under the address. */
const CODE_PURPOSES = ["verify_email", "password_reset", "change_email"];

const mailboxOf = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.split("+")[0]}@${domain}`;
};

/**
 * Deletes an account and everything personal tied to it, as the privacy
 * policy promises: the user row (its profile, sign-ins, sessions, usage,
 * searches, pitches, follow-ups, clients, activity and billing rows go with
 * it through the foreign keys), and every row that holds the address instead
 * of the id (codes, throttles, mail, waitlist entry, support messages, stored
 * Paystack events). A paid subscription is stopped at Paystack first; if that
 * fails nothing is deleted, so the user is never charged for an account that
 * is gone. The audit log keeps the account's events under an opaque id only.
 * Returns that id.
 */
export async function deleteAccount(
  env: Bindings,
  db: DrizzleD1Database,
  user: { id: number; email: string; name: string },
) {
  const sub = await subscriptionOf(db, user.id);
  if (sub && sub.status === "active" && sub.paystackSubscriptionCode && sub.paystackEmailToken) {
    await disableSubscription(env, sub.paystackSubscriptionCode, sub.paystackEmailToken).catch((err) =>
      paystackFailure(err, "cancel your subscription, so your account was not deleted"),
    );
  }
  if (sub && sub.status === "past_due" && sub.paystackSubscriptionCode && sub.paystackEmailToken) {
    await disableSubscription(env, sub.paystackSubscriptionCode, sub.paystackEmailToken).catch((err) =>
      paystackFailure(err, "cancel your subscription, so your account was not deleted"),
    );
  }

  const opaque = `deleted-user-${randomToken(9)}`;
  const email = user.email;
  // instr() rather than LIKE: D1 refuses LIKE patterns over 50 bytes, and e-mails and names run longer.
  const d1 = env.DB;
  const run = (query: string, ...params: unknown[]) => d1.prepare(query).bind(...params);
  await d1.batch([
    // The audit trail stays, but speaks of an opaque id: no user id, e-mail or name.
    run(
      `update audit_log set
         actor_id = case when actor_type = 'user' and actor_id = ?1 then null else actor_id end,
         target = case when instr(lower(target), ?2) > 0 or target = ?3 or target = 'user:' || ?1 then ?4 else target end,
         detail = case when instr(lower(detail), ?2) > 0 or instr(lower(detail), lower(?5)) > 0 then json_object('subject', ?4) else detail end
       where (actor_type = 'user' and actor_id = ?1) or instr(lower(target), ?2) > 0 or target = ?3
         or target = 'user:' || ?1 or instr(lower(detail), ?2) > 0 or instr(lower(detail), lower(?5)) > 0`,
      user.id,
      email.toLowerCase(),
      email,
      opaque,
      user.name,
    ),
    run("delete from help_requests where user_id = ?1 or email = ?2", user.id, email),
    // Their votes go with the account (cascade); the counts of others' suggestions follow.
    run(
      "update feature_suggestions set votes = max(votes - 1, 0) where id in (select suggestion_id from suggestion_votes where user_id = ?)",
      user.id,
    ),
    run("delete from feature_suggestions where user_id = ?1 or email = ?2", user.id, email),
    run("delete from sign_in_throttle where email = ?", email),
    run("delete from otp_codes where email = ?", email),
    run("delete from otp_sends where email = ?", email),
    run("delete from otp_activity_log where email = ?", email),
    run("delete from email_outbox where to_address = ?1 or reply_to = ?1", email),
    // Announcement deliveries and their opens and clicks (the campaign keeps only its totals).
    run("delete from campaign_recipients where email = ?", email),
    run("delete from waitlist_entries where email_normalized = ?1 or email = ?1", email),
    // A paid early-access spot still counts as taken; it no longer says by whom.
    run("update early_access_purchases set email = ? where email = ?", `${opaque}@deleted.invalid`, email),
    run("delete from billing_perks where email = ?1 or user_id = ?2", email, user.id),
    run("delete from checkouts where email = ?1 or user_id = ?2", email, user.id),
    run("delete from billing_events where user_id = ?1 or instr(lower(payload), ?2) > 0", user.id, email.toLowerCase()),
    run(
      "delete from rate_limits where instr(lower(bucket), ?1) > 0 or instr(lower(bucket), ?2) > 0",
      email.toLowerCase(),
      mailboxOf(email).toLowerCase(),
    ),
    run("delete from users where id = ?", user.id),
  ]);
  await Promise.all([
    env.KV.delete(`email-change:${user.id}`),
    ...CODE_PURPOSES.map((p) => env.KV.delete(`otp:${p}:${email}`)),
  ]);
  return opaque;
}
