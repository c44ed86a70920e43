/*
 * A UTC day written YYYY-MM-DD, as a plain test: the schemas' day() uses it, and so can
 * code that must not load the schema library (a route's URL reader in the first load).
 */

export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

export const isRealDay = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** Whether a value is such a day, as day() in admin-settings.ts would accept it. */
export const isDay = (x: unknown): x is string => typeof x === "string" && DAY_FORMAT.test(x) && isRealDay(x);

/** What the admin lists' filters (the waitlist's join dates, the audit log's days) say of a range that runs backwards. */
export const DAY_ORDER_MESSAGE = "From must be on or before To";

/** Whether a from/to pair of days is in order (either may be left out); days compare as text. */
export const daysInOrder = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;
