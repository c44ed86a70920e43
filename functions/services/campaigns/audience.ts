import { type SQL, sql } from "drizzle-orm";
import type { Audience } from "#db/validation/communications";

/** The country code whose users make up the 'Nigerian' group; everyone else is 'Global'. */
export const NIGERIA = "NG";

/**
 * The people a campaign goes to, as one SELECT of (email, name) rows, so
 * counting and queueing read exactly the same set. Everyone in it:
 * - has an active, non-demo account with announcements on (profile switch), or
 *   is one of the picked waitlist entries and has no account that turned them off;
 * - is not on the do-not-contact list (anyone who used an opt-out link).
 * Groups: Paid = any plan but Free; Nigerian = profile country NG; Global = every other
 * country, unknown included (docs: README "Communications").
 */
export function audienceSelect(audience: Audience, waitlistIds: readonly number[]): SQL {
  const notOptedOut = (email: SQL) => sql`not exists (select 1 from do_not_contact d where d.email = ${email})`;
  if (audience === "waitlist") {
    // One JSON parameter, not one per id: D1 takes at most 100 bound parameters a statement.
    const ids = JSON.stringify(waitlistIds.filter((id) => Number.isInteger(id)));
    return sql`select w.email_normalized as email, w.name as name from waitlist_entries w
      where w.id in (select value from json_each(${ids}))
        and ${notOptedOut(sql`w.email_normalized`)}
        and not exists (select 1 from users u join user_profiles p on p.user_id = u.id
                        where u.email = w.email_normalized and (p.announcements = 0 or u.status <> 'active'))`;
  }
  const group: Record<Exclude<Audience, "waitlist">, SQL> = {
    all: sql`1 = 1`,
    paid: sql`u.plan_id <> 'free'`,
    free: sql`u.plan_id = 'free'`,
    nigerian: sql`p.country = ${NIGERIA}`,
    global: sql`p.country <> ${NIGERIA}`,
  };
  return sql`select u.email as email, u.name as name from users u join user_profiles p on p.user_id = u.id
    where u.status = 'active' and u.is_demo = 0 and p.announcements = 1
      and ${group[audience]}
      and ${notOptedOut(sql`u.email`)}`;
}
