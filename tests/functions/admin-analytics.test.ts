import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { RangeInput } from "#db/validation/admin-metrics";
import { adminSession } from "./admin-helpers";
import { type Answer, type Api, answerOf, apiAs, errorOf, type Input, uniqueEmail } from "./helpers";

/**
 * Every figure of the revenue, analytics and AI performance reports against
 * rows this file writes, dated in 2021 so that the ranges asked for hold only
 * them (plan mix is "as of now", so it is checked as a difference).
 */
const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
let seq = 0;

async function user(opts: { created: string; plan?: string; niche?: string; demo?: boolean; email?: string }) {
  const email = opts.email ?? uniqueEmail("metrics");
  const row = await env.DB.prepare(
    "insert into users (name, email, plan_id, is_demo, created_at, updated_at) values ('M', ?, ?, ?, ?, ?) returning id",
  )
    .bind(email, opts.plan ?? "free", opts.demo ? 1 : 0, at(opts.created), at(opts.created))
    .first<{ id: number }>();
  if (opts.niche !== undefined)
    await env.DB.prepare("insert into user_profiles (user_id, niche) values (?, ?)").bind(row!.id, opts.niche).run();
  return { id: row!.id, email };
}

const payment = (userId: number, plan: string, amount: number, day: string, status = "paid") =>
  env.DB.prepare(
    "insert into payments (user_id, reference, plan_id, amount, currency, status, paid_at) values (?, ?, ?, ?, 'USD', ?, ?)",
  )
    .bind(userId, `ref-metrics-${seq++}-${Date.now()}`, plan, amount, status, at(day))
    .run();

const search = (userId: number, day: string) =>
  env.DB.prepare("insert into searches (user_id, query, created_at) values (?, 'q', ?)").bind(userId, at(day)).run();

function pitch(
  userId: number,
  p: {
    created: string;
    sent?: string;
    responded?: string;
    score?: number;
    source?: string;
    signal?: string;
    driver?: string;
    tone?: string;
    fellBack?: boolean;
  },
) {
  return env.DB.prepare(
    `insert into pitches (user_id, prospect_name, company_name, subject, content, tone, status, sent_at, responded_at,
       source, signal_kind, match_score, driver, fell_back, created_at, updated_at)
     values (?, 'P', 'C', 's', 'c', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      userId,
      p.tone ?? "professional",
      p.responded ? "responded" : p.sent ? "sent" : "draft",
      p.sent ? at(p.sent) : null,
      p.responded ? at(p.responded) : null,
      p.source ?? "",
      p.signal ?? "",
      p.score ?? null,
      p.driver ?? "builtin",
      p.fellBack ? 1 : 0,
      at(p.created),
      at(p.created),
    )
    .run();
}

type PlanMix = Answer<Api["admin"]["revenue"]["$get"]>["planMix"];
type Range = Input<Api["admin"]["revenue"]["$get"]>["query"];
const revenue = async (query: Range = {}) => answerOf(await apiAs(boss.cookie).admin.revenue.$get({ query }), 200);
const analytics = async (query: Range) => answerOf(await apiAs(boss.cookie).admin.analytics.$get({ query }), 200);
const aiPerformance = async (query: Range) =>
  answerOf(await apiAs(boss.cookie).admin["ai-performance"].$get({ query }), 200);

let boss: { cookie: string };
let mixBefore: PlanMix;

beforeAll(async () => {
  boss = await adminSession("super_admin");
  mixBefore = (await revenue()).planMix;

  const u1 = await user({ created: "2021-01-10", plan: "pro", niche: "Zebra Farming" });
  const u2 = await user({ created: "2021-02-05", plan: "agency", niche: "zebra farming " });
  const u3 = await user({ created: "2021-02-20", niche: "Quokka Care" });
  const demo = await user({ created: "2021-01-15", plan: "pro", niche: "Zebra Farming", demo: true });

  await payment(u1.id, "pro", 2900, "2021-01-10");
  await payment(u2.id, "agency", 7425, "2021-02-05");
  await payment(u2.id, "agency", 5000, "2021-02-06", "refunded");
  await payment(demo.id, "pro", 100000, "2021-01-15");
  await env.DB.prepare(
    "insert into subscriptions (user_id, plan_id, status, source, discounted, created_at, updated_at) values (?, 'pro', 'active', 'paystack', 0, ?, ?)",
  )
    .bind(u1.id, at("2021-01-10"), at("2021-01-10"))
    .run();
  await env.DB.prepare(
    "insert into subscriptions (user_id, plan_id, status, source, discounted, current_period_end, created_at, updated_at) values (?, 'agency', 'expired', 'paystack', 1, ?, ?, ?)",
  )
    .bind(u2.id, at("2021-03-15"), at("2021-02-05"), at("2021-03-16"))
    .run();
  await env.DB.prepare(
    "insert into subscriptions (user_id, plan_id, status, source, created_at, updated_at) values (?, 'pro', 'active', 'paystack', ?, ?)",
  )
    .bind(demo.id, at("2021-01-15"), at("2021-01-15"))
    .run();
  const buyer = uniqueEmail("buyer");
  await env.DB.prepare(
    "insert into early_access_purchases (reference, email, amount, currency, paid_at) values (?, ?, 2500000, 'NGN', ?)",
  )
    .bind(`ea-metrics-${Date.now()}`, buyer, at("2021-03-03"))
    .run();
  for (const [email, day] of [
    [u1.email, "2021-01-02"],
    [u3.email, "2021-01-03"],
    [buyer, "2021-01-04"],
  ] as const) {
    await env.DB.prepare(
      "insert into waitlist_entries (name, email, email_normalized, created_at) values ('W', ?, ?, ?)",
    )
      .bind(email, email, at(day))
      .run();
  }

  await search(u1.id, "2021-01-11");
  await search(u1.id, "2021-01-11");
  await search(u3.id, "2021-02-21");
  await search(demo.id, "2021-01-15");
  await pitch(u1.id, {
    created: "2021-01-12",
    sent: "2021-01-12",
    responded: "2021-01-20",
    score: 85,
    source: "hackernews",
    signal: "hiring",
    driver: "openai",
    tone: "direct",
  });
  await pitch(u2.id, {
    created: "2021-02-06",
    sent: "2021-02-07",
    score: 45,
    source: "reddit",
    signal: "funding",
    fellBack: true,
  });
  await pitch(u2.id, { created: "2021-02-08" });
  await pitch(demo.id, { created: "2021-01-15", sent: "2021-01-15", responded: "2021-01-16", score: 90 });

  const prospect = await env.DB.prepare(
    "insert into prospects (dedupe_key, company, source, signal_kind, signal_text, signal_date, first_seen_at, last_active_at) values (?, 'Acme', 'hackernews', 'hiring', 'x', ?, ?, ?) returning id",
  )
    .bind(`metrics-${Date.now()}`, at("2021-01-01"), at("2021-01-01"), at("2021-01-01"))
    .first<{ id: number }>();
  await env.DB.prepare(
    "insert into clients (user_id, prospect_id, stage, revenue_range, match_score, created_at, updated_at) values (?, ?, 'Hired', '$5K-$10K', 85, ?, ?)",
  )
    .bind(u1.id, prospect!.id, at("2021-01-25"), at("2021-01-25"))
    .run();
});

describe("GET /api/admin/revenue", () => {
  it("reports money received by month and currency, MRR with new and churned, leaving demo accounts out", async () => {
    const r = await revenue({ from: "2021-01-01", to: "2021-03-31" });
    expect(r.range).toMatchObject({ buckets: ["2021-01", "2021-02", "2021-03"], granularity: "month" });
    expect(r.revenue.map((x) => x.currency)).toEqual(["NGN", "USD"]);
    const [ngn, usd] = r.revenue;
    expect(usd).toMatchObject({
      subscriptions: [2900, 7425, 0],
      earlyAccess: [0, 0, 0],
      refunded: [0, 5000, 0],
      total: [2900, 7425, 0],
      totals: { subscriptions: 10325, earlyAccess: 0, refunded: 5000, total: 10325, payments: 2, purchases: 0 },
    });
    expect(ngn).toMatchObject({
      subscriptions: [0, 0, 0],
      earlyAccess: [0, 0, 2500000],
      total: [0, 0, 2500000],
      totals: { total: 2500000, purchases: 1 },
    });
    // Pro at 29 USD; Agency at 99 USD with the early-access 25 % off; it expired on 15 March.
    expect(r.mrr).toEqual([
      {
        currency: "USD",
        mrr: [2900, 10325, 2900],
        active: [1, 2, 1],
        newMrr: [2900, 7425, 0],
        newSubscriptions: [1, 1, 0],
        churnedMrr: [0, 0, 7425],
        churnedSubscriptions: [0, 0, 1],
      },
    ]);
  });

  it("counts the plan mix as of now", async () => {
    const r = await revenue();
    const delta = (plan: string, key: "users" | "paying") =>
      (r.planMix.find((p) => p.planId === plan)?.[key] ?? 0) - (mixBefore.find((p) => p.planId === plan)?.[key] ?? 0);
    expect([delta("free", "users"), delta("pro", "users"), delta("agency", "users")]).toEqual([1, 1, 1]);
    expect([delta("pro", "paying"), delta("agency", "paying")]).toEqual([1, 0]);
    expect(r.range.buckets).toHaveLength(12);
  });

  it("refuses bad ranges with a clear message", async () => {
    for (const [query, message] of [
      [{ from: "2021-13-01" }, "From is not a real date"],
      [{ to: "yesterday" }, "To must be a date written YYYY-MM-DD"],
      [{ from: "2021-03-01", to: "2021-02-01" }, "The start date must be on or before the end date."],
      [{ from: "2001-01-01", to: "2021-01-01" }, "Pick a range of at most five years."],
    ] as const) {
      const res = await apiAs(boss.cookie).admin.revenue.$get({ query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
  });

  it("says the same as the range form, which checks with RangeInput (db/validation/admin-metrics.ts)", async () => {
    // The form always sends both days; the API answers its refusal in the form's own words.
    for (const [from, to] of [
      ["2021-02-30", "2021-03-01"],
      ["2021-03-01", "2021-2-1"],
      ["2021-03-01", "2021-02-01"],
    ] as const) {
      const form = v.safeParse(RangeInput, { from, to });
      expect(form.success, `${from}..${to}`).toBe(false);
      const res = await apiAs(boss.cookie).admin.analytics.$get({ query: { from, to } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(form.issues?.[0]?.message);
    }
    // An empty day is the form's own refusal: the API takes a missing one as the default range.
    expect(v.safeParse(RangeInput, { from: "2021-03-01", to: "" }).issues?.[0]?.message).toBe(
      "Pick both a start and an end date.",
    );
    expect(v.safeParse(RangeInput, { from: "2021-01-01", to: "2021-01-01" }).success).toBe(true);
  });

  it("is for super_admins only", async () => {
    const mod = await adminSession("moderator");
    for (const cookie of [mod.cookie, undefined]) {
      const admin = apiAs(cookie).admin;
      const status = cookie ? 403 : 401;
      expect((await admin.revenue.$get({ query: {} })).status).toBe(status);
      expect((await admin.analytics.$get({ query: {} })).status).toBe(status);
      expect((await admin["ai-performance"].$get({ query: {} })).status).toBe(status);
    }
  });
});

describe("GET /api/admin/analytics", () => {
  it("counts sign-ups, active users, searches, pitches, responses, the funnel and industries month by month", async () => {
    const r = await analytics({ from: "2021-01-01", to: "2021-12-31" });
    expect(r.range.granularity).toBe("month");
    expect(r.range.buckets).toHaveLength(12);
    const first = (xs: number[]) => xs.slice(0, 3);
    expect(first(r.series.signUps!)).toEqual([1, 2, 0]);
    expect(first(r.series.activeUsers!)).toEqual([1, 2, 0]);
    expect(first(r.series.searches!)).toEqual([2, 1, 0]);
    expect(first(r.series.pitches!)).toEqual([1, 2, 0]);
    expect(first(r.series.sent!)).toEqual([1, 1, 0]);
    expect(first(r.series.responses!)).toEqual([1, 0, 0]);
    expect(r.totals).toEqual({
      signUps: 3,
      activeUsers: 3,
      searches: 3,
      pitches: 3,
      sent: 2,
      responses: 1,
      responseRate: 50,
    });
    expect(r.funnel).toEqual({
      waitlist: 3,
      signedUp: 2,
      paid: 1,
      signUpRate: 66.7,
      paidRate: 50,
      newUsers: 3,
      newUsersPaid: 2,
      newUsersPaidRate: 66.7,
    });
    expect(r.industries.find((i) => i.industry.toLowerCase() === "zebra farming")).toEqual({
      industry: expect.stringMatching(/^zebra farming$/i),
      users: 2,
      paying: 2,
      sent: 2,
      responses: 1,
      responseRate: 50,
    });
    expect(r.industries.find((i) => i.industry === "Quokka Care")).toEqual({
      industry: "Quokka Care",
      users: 1,
      paying: 0,
      sent: 0,
      responses: 0,
      responseRate: 0,
    });
  });

  it("goes day by day over a short range", async () => {
    const r = await analytics({ from: "2021-01-10", to: "2021-01-12" });
    expect(r.range).toMatchObject({ granularity: "day", buckets: ["2021-01-10", "2021-01-11", "2021-01-12"] });
    expect(r.series.signUps).toEqual([1, 0, 0]);
    expect(r.series.searches).toEqual([0, 2, 0]);
    expect(r.series.pitches).toEqual([0, 0, 1]);
    expect(r.series.activeUsers).toEqual([0, 1, 1]);
    expect(r.totals.activeUsers).toBe(1);
  });
});

describe("GET /api/admin/ai-performance", () => {
  it("relates match scores, sources and signals to responses and revenue, and counts writers and fallbacks", async () => {
    const r = await aiPerformance({ from: "2021-01-01", to: "2021-12-31" });
    const band = (name: string) => r.scoreBands.find((b) => b.band === name);
    expect(band("80-100")).toMatchObject({
      sent: 1,
      responses: 1,
      responseRate: 100,
      clients: 1,
      won: 1,
      revenueEstimate: 7500,
    });
    expect(band("40-59")).toMatchObject({ sent: 1, responses: 0, responseRate: 0, clients: 0, revenueEstimate: 0 });
    expect(band("0-19")).toMatchObject({ sent: 0, responseRate: 0 });
    expect(r.unscoredSent).toBe(0);
    expect(r.bySource).toEqual([
      { key: "hackernews", sent: 1, responses: 1, responseRate: 100, clients: 1, won: 1, revenueEstimate: 7500 },
      { key: "reddit", sent: 1, responses: 0, responseRate: 0, clients: 0, won: 0, revenueEstimate: 0 },
    ]);
    expect(r.bySignal.map((s) => s.key)).toEqual(["funding", "hiring"]);
    expect(r.writers).toEqual([
      { driver: "builtin", tone: "professional", written: 2, fellBack: 1, sent: 1, responses: 0, responseRate: 0 },
      { driver: "openai", tone: "direct", written: 1, fellBack: 0, sent: 1, responses: 1, responseRate: 100 },
    ]);
    expect(r.generation).toEqual({ written: 3, byAiWriter: 1, fellBack: 1, fallbackRate: 50 });
    expect(r.accuracyTarget).toBe(0.95);
    // The committed bench figure, or null when no bench was ever recorded.
    if (r.benchmark !== null) expect(r.benchmark).toMatchObject({ k: 10, ndcg: expect.any(Number) });
  });
});
