import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Bindings } from "../../../env";
import { isPaidPlan, planPrice } from "../../billing/config";
import { fill, type Range } from "./range";

/** The early-access price takes this much off the first year (services/billing/checkout.ts gives 25 %). */
const EARLY_DISCOUNT = 0.25;

type MoneyRow = { bucket: string; currency: string; amount: number; n: number };
type SubRow = {
  planId: string;
  status: string;
  discounted: number;
  createdAt: number;
  endedAt: number | null;
};

/** What one running subscription brings in a month, in minor units: the configured Paystack price, else the plans table. */
function monthlyPrices(env: Bindings, planRows: { id: string; priceCents: number; currency: string }[]) {
  const out = new Map<string, { amount: number; currency: string }>();
  for (const p of planRows) {
    const configured = isPaidPlan(p.id) ? planPrice(env, p.id) : null;
    out.set(p.id, configured ?? { amount: p.priceCents, currency: p.currency });
  }
  return out;
}

/**
 * Revenue (money received: paid subscription payments and early-access
 * purchases, by the month they were paid), monthly recurring revenue with its
 * new and churned parts, and the plan mix. Demo accounts are left out.
 * Amounts are in minor units of their currency, never converted.
 */
export async function revenueReport(db: DrizzleD1Database, env: Bindings, range: Range, now = Date.now()) {
  const { startMs, endMs } = range;
  const [payments, early, subs, planRows, mix] = await Promise.all([
    db.all<MoneyRow & { refunded: number }>(sql`
      select strftime('%Y-%m', p.paid_at / 1000, 'unixepoch') as bucket, p.currency as currency,
        coalesce(sum(case when p.status = 'paid' then p.amount end), 0) as amount,
        coalesce(sum(case when p.status = 'refunded' then p.amount end), 0) as refunded,
        sum(p.status = 'paid') as n
      from payments p left join users u on u.id = p.user_id
      where p.paid_at >= ${startMs} and p.paid_at < ${endMs} and coalesce(u.is_demo, 0) = 0
      group by 1, 2`),
    // A refunded purchase is not revenue: it counts under refunded, as a refunded payment does.
    db.all<MoneyRow & { refunded: number }>(sql`
      select strftime('%Y-%m', paid_at / 1000, 'unixepoch') as bucket, currency,
        coalesce(sum(case when refunded_at is null then amount end), 0) as amount,
        coalesce(sum(case when refunded_at is not null then amount end), 0) as refunded,
        sum(refunded_at is null) as n
      from early_access_purchases
      where paid_at >= ${startMs} and paid_at < ${endMs}
      group by 1, 2`),
    // A subscription ends when it expires: at the end of its last period (or when it was marked expired).
    db.all<SubRow>(sql`
      select s.plan_id as planId, s.status as status, s.discounted as discounted, s.created_at as createdAt,
        case when s.status = 'expired' then coalesce(s.current_period_end, s.updated_at) end as endedAt
      from subscriptions s join users u on u.id = s.user_id
      where s.source = 'paystack' and u.is_demo = 0 and s.created_at < ${endMs}`),
    db.all<{ id: string; name: string; priceCents: number; currency: string; sortOrder: number }>(
      sql`select id, name, price_cents as priceCents, currency, sort_order as sortOrder from plans order by sort_order`,
    ),
    db.all<{ planId: string; users: number; paying: number }>(sql`
      select u.plan_id as planId, count(*) as users,
        sum(s.source = 'paystack' and s.status <> 'expired') as paying
      from users u left join subscriptions s on s.user_id = u.id
      where u.is_demo = 0
      group by u.plan_id`),
  ]);

  const months = range.buckets;
  const currencies = [...new Set([...payments, ...early].map((r) => r.currency))].sort();
  const revenue = currencies.map((currency) => {
    const pay = payments.filter((r) => r.currency === currency);
    const ea = early.filter((r) => r.currency === currency);
    const subscriptions = fill(months, pay, (r) => r.amount);
    const earlyAccess = fill(months, ea, (r) => r.amount);
    const payRefunded = fill(months, pay, (r) => r.refunded);
    const earlyRefunded = fill(months, ea, (r) => r.refunded);
    const refunded = months.map((_, i) => payRefunded[i]! + earlyRefunded[i]!);
    const total = months.map((_, i) => subscriptions[i]! + earlyAccess[i]!);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return {
      currency,
      subscriptions,
      earlyAccess,
      refunded,
      total,
      totals: {
        subscriptions: sum(subscriptions),
        earlyAccess: sum(earlyAccess),
        refunded: sum(refunded),
        total: sum(total),
        payments: sum(fill(months, pay, (r) => r.n)),
        purchases: sum(fill(months, ea, (r) => r.n)),
      },
    };
  });

  const prices = monthlyPrices(env, planRows);
  const worth = (s: SubRow) => {
    const p = prices.get(s.planId);
    if (!p) return null;
    return { currency: p.currency, amount: Math.round(p.amount * (s.discounted ? 1 - EARLY_DISCOUNT : 1)) };
  };
  const running = (s: SubRow, at: number) => s.createdAt < at && (s.endedAt === null || s.endedAt >= at);
  // Month boundaries: each month is measured at its last moment (or now, for the running month).
  const bounds = months.map((m) => {
    const [y, mo] = m.split("-").map(Number) as [number, number];
    const start = Math.max(Date.UTC(y, mo - 1, 1), range.startMs);
    const end = Math.min(Date.UTC(y, mo, 1), range.endMs, now);
    return { start, end };
  });
  const mrrCurrencies = [...new Set(subs.map((s) => worth(s)?.currency).filter((c): c is string => !!c))].sort();
  const mrr = mrrCurrencies.map((currency) => {
    const mine = subs.filter((s) => worth(s)?.currency === currency);
    const value = (list: SubRow[]) => list.reduce((a, s) => a + (worth(s)?.amount ?? 0), 0);
    const rows = bounds.map(({ start, end }) => {
      const active = mine.filter((s) => running(s, end));
      const added = mine.filter((s) => s.createdAt >= start && s.createdAt < end);
      const churned = mine.filter((s) => s.endedAt !== null && s.endedAt >= start && s.endedAt < end);
      return {
        mrr: value(active),
        active: active.length,
        newMrr: value(added),
        newCount: added.length,
        churnedMrr: value(churned),
        churnedCount: churned.length,
      };
    });
    return {
      currency,
      mrr: rows.map((r) => r.mrr),
      active: rows.map((r) => r.active),
      newMrr: rows.map((r) => r.newMrr),
      newSubscriptions: rows.map((r) => r.newCount),
      churnedMrr: rows.map((r) => r.churnedMrr),
      churnedSubscriptions: rows.map((r) => r.churnedCount),
    };
  });

  const names = new Map(planRows.map((p) => [p.id, p.name]));
  const order = new Map(planRows.map((p) => [p.id, p.sortOrder]));
  const planMix = mix
    .map((r) => ({ planId: r.planId, name: names.get(r.planId) ?? r.planId, users: r.users, paying: r.paying ?? 0 }))
    .sort((a, b) => (order.get(a.planId) ?? 99) - (order.get(b.planId) ?? 99));

  return {
    range: { from: range.from, to: range.to, granularity: "month" as const, buckets: months },
    revenue,
    mrr,
    planMix,
  };
}
