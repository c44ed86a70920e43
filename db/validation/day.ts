/*
 * A UTC day written YYYY-MM-DD, as a plain test: the schemas' day() uses it, and so can
 * code that must not load the schema library (a route's URL reader in the first load).
 */

export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

export const isRealDay = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** Whether a value is such a day, as day() in admin-settings.ts would accept it. */
export const isDay = (x: unknown): x is string => typeof x === "string" && DAY_FORMAT.test(x) && isRealDay(x);
