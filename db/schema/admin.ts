import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamps } from "./columns";
import { users } from "./users";

export const adminRoles = ["super_admin", "moderator"] as const;
export type AdminRole = (typeof adminRoles)[number];

/** Staff accounts, created by a command or a super_admin, never from the browser. */
export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: adminRoles }).notNull(),
    passwordHash: text("password_hash").notNull(),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("admin_users_email_unique").on(t.email)],
);

/** Admin sessions end after 8 h or 30 min idle, whichever comes first. */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    createdAt,
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminUserId)],
);

/** One-time-code sends, counted here (not in KV) for the rolling-hour limit. */
export const otpSends = sqliteTable(
  "otp_sends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("otp_sends_email_idx").on(t.email, t.sentAt)],
);

/** The last 100 one-time-code events; never holds a code, password or token. */
export const otpActivityLog = sqliteTable(
  "otp_activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    action: text("action").notNull(),
    success: integer("success", { mode: "boolean" }).notNull(),
    purpose: text("purpose").notNull(),
    ip: text("ip").notNull().default("N/A"),
    userAgent: text("user_agent").notNull().default(""),
    createdAt,
  },
  (t) => [index("otp_activity_created_idx").on(t.createdAt)],
);

export const helpRequests = sqliteTable(
  "help_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    category: text("category", { enum: ["technical", "billing", "feature", "general"] })
      .notNull()
      .default("general"),
    priority: text("priority", { enum: ["high", "medium", "low"] })
      .notNull()
      .default("medium"),
    status: text("status", { enum: ["pending", "resolved"] })
      .notNull()
      .default("pending"),
    response: text("response"),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [index("help_requests_status_idx").on(t.status, t.createdAt), index("help_requests_user_idx").on(t.userId)],
);

export const featureSuggestions = sqliteTable(
  "feature_suggestions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    suggestion: text("suggestion").notNull(),
    votes: integer("votes").notNull().default(0),
    status: text("status", { enum: ["under-review", "planned", "implemented"] })
      .notNull()
      .default("under-review"),
    priority: text("priority", { enum: ["high", "medium", "low"] })
      .notNull()
      .default("medium"),
    ...timestamps,
  },
  (t) => [index("feature_suggestions_status_idx").on(t.status), index("feature_suggestions_user_idx").on(t.userId)],
);

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

export const pitchTemplates = sqliteTable(
  "pitch_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    tone: text("tone", { enum: ["professional", "casual", "friendly", "direct"] }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    ...timestamps,
  },
  (t) => [index("pitch_templates_tone_idx").on(t.tone, t.isActive)],
);

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

/** Security-relevant events in UTC; never holds a secret. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorType: text("actor_type", { enum: ["user", "admin", "system", "anonymous"] }).notNull(),
    actorId: integer("actor_id"),
    action: text("action").notNull(),
    target: text("target").notNull().default(""),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull().default(""),
    createdAt,
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_action_idx").on(t.action)],
);

export type AdminUser = typeof adminUsers.$inferSelect;
