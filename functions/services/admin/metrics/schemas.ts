import * as v from "valibot";

/** Response shapes of the revenue, analytics and AI performance reports, for the OpenAPI document. */
const nums = v.array(v.number());
const range = v.object({
  from: v.string(),
  to: v.string(),
  granularity: v.picklist(["day", "month"]),
  buckets: v.array(v.string()),
});

export const RevenueReport = v.object({
  range,
  revenue: v.array(
    v.object({
      currency: v.string(),
      subscriptions: nums,
      earlyAccess: nums,
      refunded: nums,
      total: nums,
      totals: v.object({
        subscriptions: v.number(),
        earlyAccess: v.number(),
        refunded: v.number(),
        total: v.number(),
        payments: v.number(),
        purchases: v.number(),
      }),
    }),
  ),
  mrr: v.array(
    v.object({
      currency: v.string(),
      mrr: nums,
      active: nums,
      newMrr: nums,
      newSubscriptions: nums,
      churnedMrr: nums,
      churnedSubscriptions: nums,
    }),
  ),
  planMix: v.array(v.object({ planId: v.string(), name: v.string(), users: v.number(), paying: v.number() })),
});

export const AnalyticsReport = v.object({
  range,
  totals: v.object({
    signUps: v.number(),
    activeUsers: v.number(),
    searches: v.number(),
    pitches: v.number(),
    sent: v.number(),
    responses: v.number(),
    responseRate: v.number(),
  }),
  series: v.object({
    signUps: nums,
    activeUsers: nums,
    searches: nums,
    pitches: nums,
    sent: nums,
    responses: nums,
  }),
  funnel: v.object({
    waitlist: v.number(),
    signedUp: v.number(),
    paid: v.number(),
    signUpRate: v.number(),
    paidRate: v.number(),
    newUsers: v.number(),
    newUsersPaid: v.number(),
    newUsersPaidRate: v.number(),
  }),
  industries: v.array(
    v.object({
      industry: v.string(),
      users: v.number(),
      paying: v.number(),
      sent: v.number(),
      responses: v.number(),
      responseRate: v.number(),
    }),
  ),
});

const outcome = { sent: v.number(), responses: v.number(), responseRate: v.number() };
const money = { clients: v.number(), won: v.number(), revenueEstimate: v.number() };

export const AiPerformanceReport = v.object({
  range: v.object({ from: v.string(), to: v.string() }),
  scoreBands: v.array(v.object({ band: v.string(), min: v.number(), max: v.number(), ...outcome, ...money })),
  unscoredSent: v.number(),
  bySource: v.array(v.object({ key: v.string(), ...outcome, ...money })),
  bySignal: v.array(v.object({ key: v.string(), ...outcome, ...money })),
  writers: v.array(
    v.object({ driver: v.string(), tone: v.string(), written: v.number(), fellBack: v.number(), ...outcome }),
  ),
  generation: v.object({
    written: v.number(),
    byAiWriter: v.number(),
    fellBack: v.number(),
    fallbackRate: v.number(),
  }),
  benchmark: v.nullable(
    v.object({
      at: v.string(),
      k: v.number(),
      queries: v.number(),
      ndcg: v.number(),
      ndcgBm25: v.number(),
      heldOut: v.nullable(v.object({ queries: v.number(), ndcg: v.number(), ndcgBm25: v.number() })),
      benchTarget: v.number(),
      meetsBenchTarget: v.boolean(),
    }),
  ),
  accuracyTarget: v.number(),
});
