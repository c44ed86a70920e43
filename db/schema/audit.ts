import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

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
