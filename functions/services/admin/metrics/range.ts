import { RANGE_ORDER_MESSAGE, type RangeQuery } from "#db/validation/admin-metrics";
import { ApiError } from "../../../lib/errors";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer ranges are refused: a figure over more than this is not what these pages are for, and it bounds the work. */
export const MAX_RANGE_DAYS = 5 * 366;
/** Up to this many days the charts go day by day; longer ranges go month by month. */
export const DAILY_UP_TO_DAYS = 62;

// The query's schema lives with the range form's in db/validation, so both say the same words.
export { RangeQuery } from "#db/validation/admin-metrics";

export type Granularity = "day" | "month";
export type Range = {
  from: string;
  to: string;
  /** First millisecond of `from` and the first after `to` (exclusive). */
  startMs: number;
  endMs: number;
  granularity: Granularity;
  /** Every bucket label in the range, oldest first (YYYY-MM-DD or YYYY-MM). */
  buckets: string[];
  /** The SQLite strftime format that gives a timestamp's bucket label. */
  format: string;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Months between two days, as YYYY-MM labels. */
export function monthsBetween(startMs: number, endMs: number) {
  const out: string[] = [];
  const d = new Date(startMs);
  let y = d.getUTCFullYear();
  let m = d.getUTCMonth();
  const last = new Date(endMs - 1);
  while (y < last.getUTCFullYear() || (y === last.getUTCFullYear() && m <= last.getUTCMonth())) {
    out.push(`${y}-${String(m + 1).padStart(2, "0")}`);
    m += 1;
    if (m === 12) {
      m = 0;
      y += 1;
    }
  }
  return out;
}

/**
 * The range asked for, or by default the last twelve calendar months up to
 * today. `forceMonthly` is for revenue, which is a monthly figure at any span.
 */
export function resolveRange(q: RangeQuery, now = Date.now(), forceMonthly = false): Range {
  const today = isoDay(now);
  const to = q.to ?? today;
  const toMs = Date.parse(`${to}T00:00:00Z`);
  let from = q.from;
  if (!from) {
    const d = new Date(toMs);
    from = isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11, 1));
  }
  const startMs = Date.parse(`${from}T00:00:00Z`);
  const endMs = toMs + DAY_MS;
  if (startMs > toMs) throw new ApiError(400, "invalid_range", RANGE_ORDER_MESSAGE);
  const days = (endMs - startMs) / DAY_MS;
  if (days > MAX_RANGE_DAYS) throw new ApiError(400, "invalid_range", "Pick a range of at most five years.");
  const granularity: Granularity = !forceMonthly && days <= DAILY_UP_TO_DAYS ? "day" : "month";
  const buckets =
    granularity === "month"
      ? monthsBetween(startMs, endMs)
      : Array.from({ length: days }, (_, i) => isoDay(startMs + i * DAY_MS));
  return { from, to, startMs, endMs, granularity, buckets, format: granularity === "month" ? "%Y-%m" : "%Y-%m-%d" };
}

/** Rows of (bucket, value) spread over every bucket of the range, zero where none. */
export function fill<T extends { bucket: string }>(buckets: string[], rows: T[], pick: (row: T) => number): number[] {
  const byBucket = new Map(rows.map((r) => [r.bucket, pick(r)]));
  return buckets.map((b) => Number(byBucket.get(b) ?? 0));
}

/** A share as a whole-number percentage, 0 when nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
