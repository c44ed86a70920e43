import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamps } from "./columns";

export const signalKinds = ["hiring", "launch", "funding", "pain_point"] as const;
export type SignalKind = (typeof signalKinds)[number];

export type RecentActivity = { type: string; content: string; platform: string; time: string };

/**
 * A company or person showing a buying signal. `dedupe_key` is what makes two
 * runs of the same source (or two sources naming the same company) one row.
 * Searchable text is mirrored into `prospects_fts` by triggers (see migrations).
 */
export const prospects = sqliteTable(
  "prospects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    dedupeKey: text("dedupe_key").notNull(),
    name: text("name").notNull().default(""),
    company: text("company").notNull(),
    role: text("role").notNull().default(""),
    location: text("location").notNull().default(""),
    remote: integer("remote", { mode: "boolean" }).notNull().default(false),
    bio: text("bio").notNull().default(""),
    industry: text("industry").notNull().default(""),
    companySize: text("company_size").notNull().default(""),
    stage: text("stage").notNull().default(""),
    website: text("website").notNull().default(""),
    linkedin: text("linkedin").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    source: text("source", {
      enum: ["hackernews", "producthunt", "ycombinator", "reddit", "rss", "import", "demo"],
    }).notNull(),
    sourceId: text("source_id").notNull().default(""),
    sourceUrl: text("source_url").notNull().default(""),
    signalKind: text("signal_kind", { enum: signalKinds }).notNull(),
    signalText: text("signal_text").notNull().default(""),
    signalDate: integer("signal_date", { mode: "timestamp_ms" }).notNull(),
    painPoints: text("pain_points", { mode: "json" }).$type<string[]>().notNull().default([]),
    insights: text("insights", { mode: "json" }).$type<string[]>().notNull().default([]),
    tags: text("tags").notNull().default(""),
    recentActivity: text("recent_activity", { mode: "json" }).$type<RecentActivity[]>().notNull().default([]),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    // A hash of the content fields: a re-import with the same content writes nothing.
    contentHash: text("content_hash").notNull().default(""),
    firstSeenAt: integer("first_seen_at", { mode: "timestamp_ms" }).notNull(),
    lastActiveAt: integer("last_active_at", { mode: "timestamp_ms" }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("prospects_dedupe_unique").on(t.dedupeKey),
    index("prospects_signal_idx").on(t.signalKind, t.signalDate),
    index("prospects_signal_date_idx").on(t.signalDate),
    // Facet-only searches by industry walk this newest-first (created by hand in 0004).
    index("prospects_industry_idx").on(t.industry, t.signalDate),
  ],
);

/** One row per admin import or connector run, with its report. */
export const prospectImports = sqliteTable(
  "prospect_imports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["upload", "connector", "cli"] }).notNull(),
    format: text("format").notNull(),
    label: text("label").notNull().default(""),
    status: text("status", { enum: ["running", "done", "failed"] })
      .notNull()
      .default("running"),
    rowsIn: integer("rows_in").notNull().default(0),
    inserted: integer("inserted").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    rejections: text("rejections", { mode: "json" }).$type<{ row: number; reason: string }[]>().notNull().default([]),
    startedBy: integer("started_by"),
    createdAt,
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("prospect_imports_created_idx").on(t.createdAt)],
);

export type Prospect = typeof prospects.$inferSelect;
export type NewProspect = typeof prospects.$inferInsert;
