/*
 * What a used-up quota says, in one wording for the server's 429 (services/billing/limit-reached.ts)
 * and the search page's own box, which says it without asking the server.
 */

export type QuotaCounter = "searches" | "pitches";

/** '1 search', '100 searches', '1 pitch'. */
export const quotaCount = (counter: QuotaCounter, n: number) =>
  `${n} ${n === 1 ? (counter === "searches" ? "search" : "pitch") : counter}`;

/**
 * The plan's own limit used up and, for a monthly plan, when it starts afresh. A limit of one (staff
 * may set any) is 'the 1 pitch', which 'starts' afresh, not 'all 1 pitch'.
 */
export const quotaUsedUp = (plan: { name: string; period: string }, counter: QuotaCounter, limit: number) => {
  const used = `${limit === 1 ? "the" : "all"} ${quotaCount(counter, limit)}`;
  return plan.period === "month"
    ? `You have used ${used} of your ${plan.name} plan this month; ${limit === 1 ? "it starts" : "they start"} afresh on the first of next month (UTC).`
    : `You have used ${used} of the ${plan.name} plan.`;
};
