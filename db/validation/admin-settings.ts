import * as v from "valibot";
import { DAY_FORMAT, isRealDay } from "./day";

/*
 * The admin settings' request bodies, shared by the API and the settings
 * panels' forms so both say the same words about the same input.
 */

/** A UTC day written YYYY-MM-DD. */
export const day = (what: string) =>
  v.pipe(
    v.string(),
    v.regex(DAY_FORMAT, `${what} must be a date written YYYY-MM-DD`),
    v.check(isRealDay, `${what} must be a real date`),
  );

const limit = (what: string) =>
  v.pipe(
    v.number(`${what} must be a whole number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(0, `${what} cannot be negative`),
    v.maxValue(1_000_000, `${what} must be at most 1,000,000`),
  );

/** PATCH /api/admin/settings/plans/{id}: either limit or both. */
export const PlanLimitsUpdate = v.pipe(
  v.strictObject({ searchesLimit: v.optional(limit("Searches")), pitchesLimit: v.optional(limit("Pitches")) }),
  v.check((b) => b.searchesLimit !== undefined || b.pitchesLimit !== undefined, "Change at least one limit"),
);

export const PriceNoticeCreate = v.strictObject({
  plan: v.picklist(["pro", "agency"], "Choose the Pro or Agency plan"),
  newPrice: v.pipe(
    v.string("Write the new price, e.g. 35 USD"),
    v.trim(),
    v.regex(/^\d+(?:\.\d{1,2})?\s*[A-Za-z]{3}$/, "Write the new price as an amount and a currency, e.g. 35 USD"),
    v.check((price) => Number.parseFloat(price) > 0, "The new price must be more than 0"),
  ),
  effectiveOn: day("The effective day"),
});
