import * as v from "valibot";

/*
 * The date range of the admin metric pages (analytics, revenue, AI performance):
 * the API checks its query with RangeQuery and the range form with RangeInput,
 * so both say the same words about the same days.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) =>
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** A UTC day written YYYY-MM-DD that exists on the calendar (no 2021-02-30). */
const day = (label: string) =>
  v.pipe(
    v.string(),
    v.regex(DAY, `${label} must be a date written YYYY-MM-DD`),
    v.check(isRealDay, `${label} is not a real date`),
  );

export const RANGE_ORDER_MESSAGE = "The start date must be on or before the end date.";
const inOrder = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included, in UTC; either left out takes the default range. */
export const RangeQuery = v.pipe(
  v.strictObject({ from: v.optional(day("From")), to: v.optional(day("To")) }),
  v.forward(
    v.check((r) => inOrder(r), RANGE_ORDER_MESSAGE),
    ["from"],
  ),
);
export type RangeQuery = v.InferOutput<typeof RangeQuery>;

const BOTH = "Pick both a start and an end date.";

/** The range form on the metric pages: both days, the start on or before the end. */
export const RangeInput = v.pipe(
  v.strictObject({
    from: v.pipe(v.string(), v.nonEmpty(BOTH), day("From")),
    to: v.pipe(v.string(), v.nonEmpty(BOTH), day("To")),
  }),
  v.forward(
    v.check((r) => inOrder(r), RANGE_ORDER_MESSAGE),
    ["from"],
  ),
);
