import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminUsers } from "./admin";
import { createdAt } from "./columns";

/** Announcements staff send to a chosen audience (communications page). */
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    // 'waitlist': the entries picked on the waitlist page (waitlist_ids).
    audience: text("audience", { enum: ["all", "paid", "free", "global", "nigerian", "waitlist"] }).notNull(),
    waitlistIds: text("waitlist_ids", { mode: "json" }).$type<number[]>().notNull().default([]),
    // draft -> sending (recipients queued, the cron drains them) -> sent (queue empty).
    status: text("status", { enum: ["draft", "sending", "sent"] })
      .notNull()
      .default("draft"),
    recipients: integer("recipients").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    queuedAt: integer("queued_at", { mode: "timestamp_ms" }),
    sent: integer("sent").notNull().default(0),
    opened: integer("opened").notNull().default(0),
    clicked: integer("clicked").notNull().default(0),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt,
  },
  (t) => [index("campaigns_created_idx").on(t.createdAt), index("campaigns_created_by_idx").on(t.createdBy)],
);

/**
 * One row per address a campaign goes to: the send queue the cron drains in
 * batches (status 'queued'), and the tracking of that message. The unique
 * (campaign, email) index is what makes a second queueing or a second cron
 * run send nothing twice. `token` is 128 random bits (base64url), the only
 * key the open pixel and the click redirect accept, so ids cannot be guessed.
 */
export const campaignRecipients = sqliteTable(
  "campaign_recipients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    token: text("token").notNull(),
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    // When a batch claimed it; a claim older than a few minutes is retried (a crashed run).
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    openedAt: integer("opened_at", { mode: "timestamp_ms" }),
    clickedAt: integer("clicked_at", { mode: "timestamp_ms" }),
    createdAt,
  },
  (t) => [
    uniqueIndex("campaign_recipients_unique").on(t.campaignId, t.email),
    uniqueIndex("campaign_recipients_token_unique").on(t.token),
    index("campaign_recipients_status_idx").on(t.status, t.id),
  ],
);

export type CampaignRecipient = typeof campaignRecipients.$inferSelect;
