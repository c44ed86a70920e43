import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/** Every e-mail the app sends goes here first; the mailer delivers it when a provider is configured. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    // The HTML alternative, when the message has one (announcements: links and the open pixel).
    html: text("html_body"),
    kind: text("kind").notNull(),
    // Sent on a user's behalf: their name in From, their address in Reply-To.
    fromName: text("from_name"),
    replyTo: text("reply_to"),
    // Extra headers, e.g. List-Unsubscribe on pitches and follow-ups (RFC 8058).
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["queued", "sent", "failed", "local"] })
      .notNull()
      .default("queued"),
    providerId: text("provider_id"),
    error: text("error"),
    createdAt,
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt), index("email_outbox_status_idx").on(t.status)],
);
