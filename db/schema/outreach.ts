import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
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

/**
 * The results a search delivered unlocked, in rank order, with the score and
 * reasons the user saw. They let a search be reopened without quota, give the
 * prospect page its score from the server, and define which prospects a user
 * may open, pitch or save (locked results are never stored, so never reachable).
 */
export const searchResults = sqliteTable(
  "search_results",
  {
    searchId: integer("search_id")
      .notNull()
      .references(() => searches.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prospectId: integer("prospect_id")
      .notNull()
      .references(() => prospects.id, { onDelete: "cascade" }),
    matchScore: integer("match_score").notNull(),
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** What the description asked for that the result did not show ('No sign of London'), as the user saw it. */
    lacks: text("lacks", { mode: "json" }).$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.rank] }),
    index("search_results_user_prospect_idx").on(t.userId, t.prospectId),
    index("search_results_prospect_idx").on(t.prospectId),
  ],
);

export const pitchTones = ["professional", "casual", "friendly", "direct"] as const;
export const pitchStatuses = ["draft", "sent", "responded"] as const;
export const pitchDrivers = ["builtin", "workers-ai", "openai"] as const;
export const sendChannels = ["email", "manual"] as const;

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
    // Kept on the pitch so outcomes by source, signal and tone survive a prospect's deletion.
    source: text("source").notNull().default(""),
    signalKind: text("signal_kind").notNull().default(""),
    matchScore: integer("match_score"),
    driver: text("driver", { enum: pitchDrivers }).notNull().default("builtin"),
    // The writer fell back to the built-in driver (provider down, slow, or its draft not grounded).
    fellBack: integer("fell_back", { mode: "boolean" }).notNull().default(false),
    sentVia: text("sent_via", { enum: sendChannels }),
    ...timestamps,
  },
  (t) => [
    index("pitches_user_idx").on(t.userId, t.createdAt),
    index("pitches_user_status_idx").on(t.userId, t.status),
    index("pitches_prospect_idx").on(t.prospectId),
  ],
);

export const followUpStatuses = ["pending", "sent", "overdue", "cancelled"] as const;

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
    // 'cancelled' (beyond the prototype's three): the prospect replied or the deal moved on.
    status: text("status", { enum: followUpStatuses }).notNull().default("pending"),
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
    // The score of the search that delivered the prospect (null when saved some other way).
    matchScore: integer("match_score"),
    stageChangedAt: integer("stage_changed_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clients_user_prospect_unique").on(t.userId, t.prospectId),
    index("clients_user_stage_idx").on(t.userId, t.stage),
    index("clients_prospect_idx").on(t.prospectId),
  ],
);

/** What the user did, for Recent Activity: written by the same batch as the change it records. */
export const activityKinds = ["new_client", "pitch_sent", "response", "stage", "revenue", "follow_up_sent"] as const;
export const activityEvents = sqliteTable(
  "activity_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: activityKinds }).notNull(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt,
  },
  (t) => [
    index("activity_events_user_idx").on(t.userId, t.createdAt),
    index("activity_events_client_idx").on(t.clientId),
  ],
);

/**
 * Addresses that opted out of e-mail sent through Leadsmith on a user's behalf.
 * One list for every user: once here, no pitch or follow-up is e-mailed to it again.
 */
export const doNotContact = sqliteTable("do_not_contact", {
  email: text("email").primaryKey(),
  reason: text("reason", { enum: ["unsubscribe", "one_click", "staff"] }).notNull(),
  createdAt,
});

/** One digest a user and local day: the primary key is what makes the cron send it once. */
export const followUpDigests = sqliteTable(
  "follow_up_digests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(), // YYYY-MM-DD in the user's time zone
    dueCount: integer("due_count").notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type Pitch = typeof pitches.$inferSelect;
export type FollowUp = typeof followUps.$inferSelect;
export type Client = typeof clients.$inferSelect;
