import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamps } from "./columns";

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

export type AdminUser = typeof adminUsers.$inferSelect;
