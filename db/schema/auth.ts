import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/**
 * Failed sign-in counters, keyed by the e-mail typed (whether or not an account
 * has it, so a lockout says nothing about which e-mails exist). One upsert
 * claims an attempt, which is what keeps 50 parallel guesses to 5 evaluated.
 */
export const signInThrottle = sqliteTable(
  "sign_in_throttle",
  {
    scope: text("scope", { enum: ["user", "admin"] }).notNull(),
    email: text("email").notNull(),
    failures: integer("failures").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.email] })],
);

/**
 * One row per one-time code issued. The code itself (as an HMAC) lives in KV
 * with a 15-minute TTL; this row holds what must be counted atomically: the
 * attempts and whether the code was used.
 */
export const otpCodes = sqliteTable(
  "otp_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
    createdAt,
  },
  (t) => [index("otp_codes_email_idx").on(t.email, t.purpose, t.createdAt)],
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
