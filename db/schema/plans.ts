import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { users } from "./users";

/** Plans are data so limits change without a deploy; rows are seeded by a migration. */
export const plans = sqliteTable("plans", {
  id: text("id").primaryKey(), // 'free' | 'pro' | 'agency'
  name: text("name").notNull(),
  priceCents: integer("price_cents").notNull(),
  currency: text("currency").notNull().default("USD"),
  // 'lifetime' never resets (Free); 'month' resets on the first of each UTC month.
  period: text("period", { enum: ["lifetime", "month"] }).notNull(),
  searchesLimit: integer("searches_limit").notNull(),
  pitchesLimit: integer("pitches_limit").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/** One row per user and quota period ('lifetime' or 'YYYY-MM'); counters move in single statements. */
export const usage = sqliteTable(
  "usage",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    searchesUsed: integer("searches_used").notNull().default(0),
    pitchesUsed: integer("pitches_used").notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] }), index("usage_period_idx").on(t.period)],
);

export type Plan = typeof plans.$inferSelect;
export type Usage = typeof usage.$inferSelect;
