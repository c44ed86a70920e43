import type { DrizzleD1Database } from "drizzle-orm/d1";
import { plans } from "#db/schema/plans";
import { type QuotaCounter, quotaCount, quotaUsedUp } from "#db/validation/quota";

export const FREE_SEARCH_LIMIT = "Upgrade to Pro for unlimited searches and 3x better response rates.";

/**
 * What a used-up search or pitch quota answers (429), from the plans table staff edit: the
 * limit of the user's own plan, when a monthly one starts afresh, and what the next plan up
 * gives. A fixed 'Upgrade to Pro' told a Pro user to buy the plan they had.
 */
export async function limitReachedMessage(db: DrizzleD1Database, planId: string, counter: QuotaCounter) {
  // The product's own words for a Free user out of searches (the 'Search Limit Reached' toast), kept
  // as written; the search page's own box beside it gives the plan's figures.
  if (planId === "free" && counter === "searches") return FREE_SEARCH_LIMIT;
  const rows = await db.select().from(plans).orderBy(plans.sortOrder);
  const at = rows.findIndex((p) => p.id === planId);
  const plan = rows[at];
  if (!plan) return `You have used every ${counter === "searches" ? "search" : "pitch"} on your plan.`;
  const limitOf = (p: (typeof rows)[number]) => (counter === "searches" ? p.searchesLimit : p.pitchesLimit);
  const used =
    limitOf(plan) <= 0 ? `The ${plan.name} plan includes no ${counter}.` : quotaUsedUp(plan, counter, limitOf(plan));
  const next = rows.slice(at + 1).find((p) => limitOf(p) > limitOf(plan));
  if (!next) return used;
  const per = next.period === "month" ? " a month" : "";
  return `${used} ${next.name} gives you ${quotaCount(counter, limitOf(next))}${per}.`;
}
