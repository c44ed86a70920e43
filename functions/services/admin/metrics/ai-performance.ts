import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { BENCH_RELEVANCE } from "./bench-relevance.gen";
import { percent, type Range } from "./range";

/** The product's 95 % accuracy target for matching, shown beside what the relevance bench measured (docs/admin-metrics.md). */
export const ACCURACY_TARGET = 0.95;

/**
 * What a client's revenue range is counted as: its midpoint, and the lower
 * bound for the open-ended top range, so an estimate never flatters.
 */
export const REVENUE_ESTIMATE_USD: Record<string, number> = {
  "$0-$1K": 500,
  "$1K-$5K": 3000,
  "$5K-$10K": 7500,
  "$10K-$25K": 17500,
  "$25K-$50K": 37500,
  "$50K+": 50000,
};
/** Stages at which the freelancer has the work. */
const WON = ["Project Started", "Completed", "Hired"];

const BANDS = [
  { label: "0-19", min: 0, max: 19 },
  { label: "20-39", min: 20, max: 39 },
  { label: "40-59", min: 40, max: 59 },
  { label: "60-79", min: 60, max: 79 },
  { label: "80-100", min: 80, max: 100 },
];

type Outcome = { key: string; sent: number; responses: number };
type Money = { key: string; clients: number; won: number; revenue: number };

const revenueCase = sql.raw(
  `case c.revenue_range ${Object.entries(REVENUE_ESTIMATE_USD)
    .map(([k, v]) => `when '${k}' then ${v}`)
    .join(" ")} else 0 end`,
);
const wonList = sql.raw(WON.map((s) => `'${s}'`).join(", "));
const band = (col: string) => sql.raw(`min(${col} / 20, 4)`);

/**
 * How match scores relate to what happened next, how each writer and tone
 * fared, and how often the AI writer fell back to the built-in one. Pitches
 * are counted by when they were sent (outcomes) or written (writers);
 * clients by when they were saved. Demo accounts are left out.
 */
export async function aiPerformanceReport(db: DrizzleD1Database, range: Range) {
  const { startMs: s, endMs: e } = range;
  const sentIn = sql`x.sent_at >= ${s} and x.sent_at < ${e}`;
  const clientIn = sql`c.created_at >= ${s} and c.created_at < ${e}`;
  const [byBand, unscored, bandMoney, bySource, sourceMoney, bySignal, signalMoney, writers] = await Promise.all([
    db.all<Outcome>(sql`
      select ${band("x.match_score")} as key, count(*) as sent, sum(x.responded_at is not null) as responses
      from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and ${sentIn} and x.match_score is not null group by 1`),
    db.all<{ n: number }>(sql`
      select count(*) as n from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and ${sentIn} and x.match_score is null`),
    db.all<Money>(sql`
      select ${band("c.match_score")} as key, count(*) as clients, sum(c.stage in (${wonList})) as won,
        sum(${revenueCase}) as revenue
      from clients c join users u on u.id = c.user_id
      where u.is_demo = 0 and ${clientIn} and c.match_score is not null group by 1`),
    db.all<Outcome>(sql`
      select x.source as key, count(*) as sent, sum(x.responded_at is not null) as responses
      from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and ${sentIn} group by 1`),
    db.all<Money>(sql`
      select p.source as key, count(*) as clients, sum(c.stage in (${wonList})) as won, sum(${revenueCase}) as revenue
      from clients c join users u on u.id = c.user_id join prospects p on p.id = c.prospect_id
      where u.is_demo = 0 and ${clientIn} group by 1`),
    db.all<Outcome>(sql`
      select x.signal_kind as key, count(*) as sent, sum(x.responded_at is not null) as responses
      from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and ${sentIn} group by 1`),
    db.all<Money>(sql`
      select p.signal_kind as key, count(*) as clients, sum(c.stage in (${wonList})) as won, sum(${revenueCase}) as revenue
      from clients c join users u on u.id = c.user_id join prospects p on p.id = c.prospect_id
      where u.is_demo = 0 and ${clientIn} group by 1`),
    db.all<{ driver: string; tone: string; written: number; fellBack: number; sent: number; responses: number }>(sql`
      select x.driver as driver, x.tone as tone, count(*) as written, sum(x.fell_back) as fellBack,
        sum(x.sent_at is not null) as sent, sum(x.responded_at is not null) as responses
      from pitches x join users u on u.id = x.user_id
      where u.is_demo = 0 and x.created_at >= ${s} and x.created_at < ${e}
      group by 1, 2 order by 1, 2`),
  ]);

  const outcome = (o: Outcome | undefined) => {
    const sent = o?.sent ?? 0;
    const responses = o?.responses ?? 0;
    return { sent, responses, responseRate: percent(responses, sent) };
  };
  const money = (m: Money | undefined) => ({
    clients: m?.clients ?? 0,
    won: m?.won ?? 0,
    revenueEstimate: m?.revenue ?? 0,
  });
  const byKey = <T extends { key: string | number }>(rows: T[]) => new Map(rows.map((r) => [String(r.key), r]));

  const bandOutcomes = byKey(byBand);
  const bandRevenue = byKey(bandMoney);
  const scoreBands = BANDS.map((b, i) => ({
    band: b.label,
    min: b.min,
    max: b.max,
    ...outcome(bandOutcomes.get(String(i))),
    ...money(bandRevenue.get(String(i))),
  }));

  const joined = (outcomes: Outcome[], revenue: Money[]) => {
    const o = byKey(outcomes);
    const m = byKey(revenue);
    const keys = [...new Set([...o.keys(), ...m.keys()])].sort();
    return keys.map((key) => ({ key: key || "unknown", ...outcome(o.get(key)), ...money(m.get(key)) }));
  };

  const written = writers.reduce((a, w) => a + w.written, 0);
  const fellBack = writers.reduce((a, w) => a + (w.fellBack ?? 0), 0);
  const aiWritten = writers.filter((w) => w.driver !== "builtin").reduce((a, w) => a + w.written, 0);

  return {
    range: { from: range.from, to: range.to },
    scoreBands,
    unscoredSent: unscored[0]?.n ?? 0,
    bySource: joined(bySource, sourceMoney),
    bySignal: joined(bySignal, signalMoney),
    writers: writers.map((w) => ({
      driver: w.driver,
      tone: w.tone,
      written: w.written,
      fellBack: w.fellBack ?? 0,
      ...outcome({ key: "", sent: w.sent ?? 0, responses: w.responses ?? 0 }),
    })),
    generation: {
      written,
      byAiWriter: aiWritten,
      fellBack,
      // A fallback is written by the built-in writer after the AI writer was tried.
      fallbackRate: percent(fellBack, aiWritten + fellBack),
    },
    benchmark: BENCH_RELEVANCE,
    accuracyTarget: ACCURACY_TARGET,
  };
}
