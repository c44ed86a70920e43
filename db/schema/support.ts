import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { users } from "./users";

/** Messages from the contact form; staff answer them from the support inbox. */
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

/** Feature suggestions users post and vote on. */
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

/** One vote per user per suggestion; feature_suggestions.votes is the count of these rows. */
export const suggestionVotes = sqliteTable(
  "suggestion_votes",
  {
    suggestionId: integer("suggestion_id")
      .notNull()
      .references(() => featureSuggestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] }), index("suggestion_votes_user_idx").on(t.userId)],
);
