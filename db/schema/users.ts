import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamps } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    // Stored trimmed and lower-cased; the unique index is what stops duplicate accounts.
    email: text("email").notNull(),
    // scrypt$N$r$p$salt$hash, null for accounts created through OAuth only.
    passwordHash: text("password_hash"),
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    planId: text("plan_id").notNull().default("free"),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    signUpMethod: text("sign_up_method", { enum: ["email", "google", "linkedin"] })
      .notNull()
      .default("email"),
    status: text("status", { enum: ["active", "suspended"] })
      .notNull()
      .default("active"),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    lastActiveAt: integer("last_active_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_plan_idx").on(t.planId),
    index("users_created_idx").on(t.createdAt),
  ],
);

export const userProfiles = sqliteTable("user_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  niche: text("niche").notNull().default(""),
  experience: text("experience").notNull().default(""),
  skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default([]),
  painPoints: text("pain_points", { mode: "json" }).$type<string[]>().notNull().default([]),
  portfolioUrl: text("portfolio_url").notNull().default(""),
  linkedinUrl: text("linkedin_url").notNull().default(""),
  pitchTemplate: text("pitch_template").notNull().default(""),
  // An IANA zone from the browser: the greeting and the 8:00 follow-up digest follow it.
  timeZone: text("time_zone").notNull().default("UTC"),
  // The daily follow-up digest; the user can turn it off from the link in each digest.
  followUpDigest: integer("follow_up_digest", { mode: "boolean" }).notNull().default(true),
  // ISO 3166-1 alpha-2 ('NG'), asked at onboarding and defaulting to the request's country;
  // '' when unknown. The Nigerian and Global announcement groups are read from it.
  country: text("country").notNull().default(""),
  // Staff announcements (communications); off leaves the user out of every campaign.
  announcements: integer("announcements", { mode: "boolean" }).notNull().default(true),
  onboardedAt: integer("onboarded_at", { mode: "timestamp_ms" }),
  ...timestamps,
});

/** Accounts are keyed by (provider, subject), never by the e-mail a provider reports. */
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google", "linkedin"] }).notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/** Server-side sessions: only the SHA-256 of the random token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    userAgent: text("user_agent"),
    createdAt,
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type UserProfile = typeof userProfiles.$inferSelect;
export type Session = typeof sessions.$inferSelect;
