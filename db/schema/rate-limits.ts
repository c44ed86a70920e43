import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Fixed-window counters for rate limits (functions/lib/rate-limit.ts): one row
 * per bucket ('sign-up:ip:203.0.113.9', 'sign-up:mailbox:ada@example.com') and
 * window start; a hit is one upsert, so concurrent requests count exactly.
 * The cron deletes windows that have ended.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("rate_limits_expires_idx").on(t.expiresAt)],
);
