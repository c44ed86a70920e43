import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamps } from "./columns";
import { prospects } from "./prospects";
import { users } from "./users";

/** A user's search history; the quota is charged in `usage`, this is the record. */
export const searches = sqliteTable(
  "searches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    facets: text("facets", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    resultCount: integer("result_count").notNull().default(0),
    createdAt,
  },
  (t) => [index("searches_user_idx").on(t.userId, t.createdAt)],
);

export const pitchTones = ["professional", "casual", "friendly", "direct"] as const;
export const pitchStatuses = ["draft", "sent", "responded"] as const;

export const pitches = sqliteTable(
  "pitches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    prospectName: text("prospect_name").notNull(),
    companyName: text("company_name").notNull(),
    recipientEmail: text("recipient_email").notNull().default(""),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    tone: text("tone", { enum: pitchTones }).notNull().default("professional"),
    status: text("status", { enum: pitchStatuses }).notNull().default("draft"),
    responseRate: integer("response_rate").notNull().default(0),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [
    index("pitches_user_idx").on(t.userId, t.createdAt),
    index("pitches_user_status_idx").on(t.userId, t.status),
    index("pitches_prospect_idx").on(t.prospectId),
  ],
);

export const followUps = sqliteTable(
  "follow_ups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pitchId: integer("pitch_id")
      .notNull()
      .references(() => pitches.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["auto", "manual"] })
      .notNull()
      .default("auto"),
    scheduledAt: integer("scheduled_at", { mode: "timestamp_ms" }).notNull(),
    message: text("message").notNull(),
    // 'overdue' is written by the cron job so lists and notifications need no clock maths.
    status: text("status", { enum: ["pending", "sent", "overdue"] })
      .notNull()
      .default("pending"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [
    index("follow_ups_user_idx").on(t.userId, t.scheduledAt),
    index("follow_ups_pitch_idx").on(t.pitchId),
    index("follow_ups_status_idx").on(t.status, t.scheduledAt),
  ],
);

export const clientStages = [
  "New Lead",
  "In Discussion",
  "Proposal Sent",
  "Project Started",
  "Completed",
  "Hired",
] as const;
export const revenueRanges = ["$0-$1K", "$1K-$5K", "$5K-$10K", "$10K-$25K", "$25K-$50K", "$50K+"] as const;

/** A prospect a user is working with: stage and revenue are the user's own. */
export const clients = sqliteTable(
  "clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prospectId: integer("prospect_id")
      .notNull()
      .references(() => prospects.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: clientStages }).notNull().default("New Lead"),
    revenueRange: text("revenue_range", { enum: revenueRanges }),
    hasResponded: integer("has_responded", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clients_user_prospect_unique").on(t.userId, t.prospectId),
    index("clients_user_stage_idx").on(t.userId, t.stage),
    index("clients_prospect_idx").on(t.prospectId),
  ],
);

export type Pitch = typeof pitches.$inferSelect;
export type FollowUp = typeof followUps.$inferSelect;
export type Client = typeof clients.$inferSelect;
