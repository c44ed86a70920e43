import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { fill, percent, type Range } from "./range";

type Counted = { bucket: string; n: number };
/** Segments shown by name; the rest are summed as 'Other'. */
const TOP_SEGMENTS = 10;

/**
 * Usage and growth over a range: sign-ups, active users, searches, pitches
 * written, sent and answered, the waitlist -> account -> paid funnel and the
 * users' industries (the niche on their profiles). Demo accounts are left out.
 */
export async function analyticsReport(db: DrizzleD1Database, range: Range) {
  const { startMs: s, endMs: e, format } = range;
  // A paying account: a paid subscription payment, or an early-access spot bought with its e-mail and not refunded.
  const paid = (userId: string, email: string) =>
    sql.raw(
      `(exists (select 1 from payments p where p.user_id = ${userId} and p.status = 'paid')
      or exists (select 1 from early_access_purchases ea where ea.email = lower(${email}) and ea.refunded_at is null))`,
    );
  const [signUps, searches, pitches, sent, responses, active, activeTotal, funnel, newUsers, segments] =
    await Promise.all([
      db.all<Counted>(sql`
      select strftime(${format}, created_at / 1000, 'unixepoch') as bucket, count(*) as n
      from users where is_demo = 0 and created_at >= ${s} and created_at < ${e} group by 1`),
      db.all<Counted>(sql`
      select strftime(${format}, x.created_at / 1000, 'unixepoch') as bucket, count(*) as n
      from searches x join users u on u.id = x.user_id
      where u.is_demo = 0 and x.created_at >= ${s} and x.created_at < ${e} group by 1`),
      db.all<Counted>(sql`
      select strftime(${format}, x.created_at / 1000, 'unixepoch') as bucket, count(*) as n
      from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and x.created_at >= ${s} and x.created_at < ${e} group by 1`),
      db.all<Counted>(sql`
      select strftime(${format}, x.sent_at / 1000, 'unixepoch') as bucket, count(*) as n
      from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and x.sent_at >= ${s} and x.sent_at < ${e} group by 1`),
      db.all<Counted>(sql`
      select strftime(${format}, x.responded_at / 1000, 'unixepoch') as bucket, count(*) as n
      from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and x.responded_at >= ${s} and x.responded_at < ${e} group by 1`),
      db.all<Counted>(sql`
      select strftime(${format}, a.t / 1000, 'unixepoch') as bucket, count(distinct a.user_id) as n
      from (select user_id, created_at as t from searches union all select user_id, created_at as t from pitches) a
      join users u on u.id = a.user_id
      where u.is_demo = 0 and a.t >= ${s} and a.t < ${e} group by 1`),
      db.all<{ n: number }>(sql`
      select count(distinct a.user_id) as n
      from (select user_id, created_at as t from searches union all select user_id, created_at as t from pitches) a
      join users u on u.id = a.user_id
      where u.is_demo = 0 and a.t >= ${s} and a.t < ${e}`),
      db.all<{ waitlist: number; signedUp: number; paid: number }>(sql`
      select count(*) as waitlist, coalesce(sum(u.id is not null), 0) as signedUp,
        coalesce(sum(u.id is not null and ${paid("u.id", "u.email")}), 0) as paid
      from waitlist_entries w left join users u on lower(u.email) = w.email_normalized and u.is_demo = 0
      where w.created_at >= ${s} and w.created_at < ${e}`),
      db.all<{ users: number; paid: number }>(sql`
      select count(*) as users, coalesce(sum(${paid("u.id", "u.email")}), 0) as paid
      from users u where u.is_demo = 0 and u.created_at >= ${s} and u.created_at < ${e}`),
      db.all<{ segment: string; label: string; users: number; paying: number; sent: number; responses: number }>(sql`
      select lower(trim(coalesce(p.niche, ''))) as segment, max(trim(coalesce(p.niche, ''))) as label,
        count(*) as users, sum(${paid("u.id", "u.email")}) as paying,
        sum((select count(*) from pitches x where x.user_id = u.id and x.sent_at >= ${s} and x.sent_at < ${e})) as sent,
        sum((select count(*) from pitches x where x.user_id = u.id and x.responded_at >= ${s} and x.responded_at < ${e})) as responses
      from users u left join user_profiles p on p.user_id = u.id
      where u.is_demo = 0 and u.created_at < ${e}
      group by 1 order by users desc, segment`),
    ]);

  const b = range.buckets;
  const series = {
    signUps: fill(b, signUps, (r) => r.n),
    activeUsers: fill(b, active, (r) => r.n),
    searches: fill(b, searches, (r) => r.n),
    pitches: fill(b, pitches, (r) => r.n),
    sent: fill(b, sent, (r) => r.n),
    responses: fill(b, responses, (r) => r.n),
  };
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  const totals = {
    signUps: sum(series.signUps),
    activeUsers: activeTotal[0]?.n ?? 0,
    searches: sum(series.searches),
    pitches: sum(series.pitches),
    sent: sum(series.sent),
    responses: sum(series.responses),
    responseRate: percent(sum(series.responses), sum(series.sent)),
  };
  const f = funnel[0] ?? { waitlist: 0, signedUp: 0, paid: 0 };
  const u = newUsers[0] ?? { users: 0, paid: 0 };

  const named = segments.filter((r) => r.segment !== "");
  const shown = named.slice(0, TOP_SEGMENTS);
  const rest = [...named.slice(TOP_SEGMENTS)];
  const unset = segments.find((r) => r.segment === "");
  const row = (label: string, rows: typeof segments) => {
    const users = sum(rows.map((r) => r.users));
    const paying = sum(rows.map((r) => r.paying ?? 0));
    const sentN = sum(rows.map((r) => r.sent ?? 0));
    const resp = sum(rows.map((r) => r.responses ?? 0));
    return { industry: label, users, paying, sent: sentN, responses: resp, responseRate: percent(resp, sentN) };
  };
  const industries = [
    ...shown.map((r) => row(r.label, [r])),
    ...(rest.length ? [row("Other", rest)] : []),
    ...(unset ? [row("Not set", [unset])] : []),
  ];

  return {
    range: { from: range.from, to: range.to, granularity: range.granularity, buckets: b },
    totals,
    series,
    funnel: {
      waitlist: f.waitlist,
      signedUp: f.signedUp,
      paid: f.paid,
      signUpRate: percent(f.signedUp, f.waitlist),
      paidRate: percent(f.paid, f.signedUp),
      newUsers: u.users,
      newUsersPaid: u.paid,
      newUsersPaidRate: percent(u.paid, u.users),
    },
    industries,
  };
}
