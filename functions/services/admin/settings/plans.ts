import { asc, count, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { plans } from "#db/schema/plans";
import { users } from "#db/schema/users";
import type { Bindings } from "../../../env";
import {
  formatPrice,
  isPaidPlan,
  type PaidPlan,
  type Price,
  parsePrice,
  paymentsConfigured,
  planCode,
  planPrice,
  planPurchasable,
} from "../../billing/config";
import { countAudience, createCampaign } from "../../campaigns/campaigns";

/** The terms: subscribers hear of a price change 30 days before it applies (docs: README "Settings"). */
export const PRICE_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first UTC day a price change announced at `now` may take effect. */
export const earliestEffectiveDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + PRICE_NOTICE_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);

type PlanRow = typeof plans.$inferSelect;

function describePlan(env: Bindings, p: PlanRow, userCount: number) {
  const paid = isPaidPlan(p.id);
  const price = paid ? planPrice(env, p.id as PaidPlan) : null;
  return {
    id: p.id,
    name: p.name,
    period: p.period,
    searchesLimit: p.searchesLimit,
    pitchesLimit: p.pitchesLimit,
    priceCents: p.priceCents,
    currency: p.currency,
    gateway: paid
      ? {
          planCode: planCode(env, p.id as PaidPlan),
          earlyPlanCode: planCode(env, p.id as PaidPlan, true),
          price: price ? formatPrice(price) : null,
          purchasable: planPurchasable(env, p.id as PaidPlan),
        }
      : null,
    users: userCount,
  };
}

async function usersByPlan(db: DrizzleD1Database) {
  // Real accounts only, as on the dashboard: the demo account is on no plan anyone pays for.
  const rows = await db
    .select({ planId: users.planId, n: count() })
    .from(users)
    .where(eq(users.isDemo, false))
    .groupBy(users.planId);
  return new Map(rows.map((r) => [r.planId, r.n]));
}

export async function settingsOverview(env: Bindings, db: DrizzleD1Database, now = new Date()) {
  const [rows, counts] = await Promise.all([db.select().from(plans).orderBy(asc(plans.sortOrder)), usersByPlan(db)]);
  return {
    plans: rows.map((p) => describePlan(env, p, counts.get(p.id) ?? 0)),
    paymentsConfigured: paymentsConfigured(env),
    noticeDays: PRICE_NOTICE_DAYS,
    earliestEffectiveDay: earliestEffectiveDay(now),
  };
}

/**
 * Writes new limits to the plans row. Quotas read that row on every request
 * (db/queries/usage.ts), so the change applies to the next search or pitch.
 * Returns the plan before and after, or null for an unknown plan.
 */
export async function updatePlanLimits(
  env: Bindings,
  db: DrizzleD1Database,
  id: string,
  limits: { searchesLimit?: number; pitchesLimit?: number },
) {
  const [before] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  if (!before) return null;
  const [after] = await db
    .update(plans)
    .set({ ...limits, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  const counts = await usersByPlan(db);
  return { before, plan: describePlan(env, after!, counts.get(id) ?? 0) };
}

const longDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * Why a new price cannot be announced against the current one, or null: the plan is charged in
 * one currency, and a 'change' to the same price is none.
 */
export function priceChangeProblem(current: Price | null, next: Price): string | null {
  if (!current) return null;
  if (next.currency !== current.currency)
    return `The plan is charged in ${current.currency}: write the new price in ${current.currency}`;
  if (next.amount === current.amount) return `That is the current price (${formatPrice(current)}): write the new one`;
  return null;
}

/**
 * Drafts (never sends) the announcement of a new price to the Paid group, in
 * the communications center's campaigns, for staff to read and send from
 * there. The new price is written as the admin gave it; the current one comes
 * from the configuration.
 */
export async function draftPriceNotice(
  env: Bindings,
  db: DrizzleD1Database,
  input: { plan: PaidPlan; newPrice: string; effectiveOn: string },
  adminId: number,
) {
  const [row] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, input.plan)).limit(1);
  const name = row?.name ?? (input.plan === "pro" ? "Pro" : "Agency");
  const current = planPrice(env, input.plan);
  const next = parsePrice(input.newPrice)!;
  const subject = `A change to the ${name} plan's price from ${longDay(input.effectiveOn)}`;
  const content = [
    "Hello,",
    "",
    `From ${longDay(input.effectiveOn)}, the ${name} plan will cost ${formatPrice(next)} a month${current ? ` instead of ${formatPrice(current)}` : ""}.`,
    "",
    `We are telling you at least ${PRICE_NOTICE_DAYS} days ahead, as our terms of use promise. Until that day you pay what you pay today; the new price applies from your first renewal on or after it.`,
    "",
    "If you would rather not continue at the new price, you can cancel at any time on the Billing page of the app before that renewal, and you will not be charged again.",
    "",
    "Thank you for using Leadsmith.",
  ].join("\n");
  const campaign = await createCampaign(db, { subject, content, audience: "paid", createdBy: adminId });
  return { campaignId: campaign.id, subject, recipients: await countAudience(db, "paid") };
}
