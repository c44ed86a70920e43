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
      enum: ["hackernews", "producthunt", "ycombinator", "reddit", "rss", "remoteok", "import", "demo"],
    }).notNull(),
    sourceId: text("source_id").notNull().default(""),
    sourceUrl: text("source_url").notNull().default(""),
    signalKind: text("signal_kind", { enum: signalKinds }).notNull(),
    signalText: text("signal_text").notNull().default(""),
    signalDate: integer("signal_date", { mode: "timestamp_ms" }).notNull(),
    // Whether the source says the need is still there: a job marked filled or closed, a
    // post edited to '[hired]'. 'unknown' when the source does not tell.
    openState: text("open_state", { enum: ["open", "closed", "unknown"] })
      .notNull()
      .default("unknown"),
    // Who posted it, as the source names them (an HN or Reddit handle): the contact on that
    // source, never shown as a person's name.
    contactHandle: text("contact_handle").notNull().default(""),
    // What the post states, verbatim where it can be: never guessed.
    budget: text("budget").notNull().default(""),
    timeline: text("timeline").notNull().default(""),
    techStack: text("tech_stack").notNull().default(""),
    // The contact rule of the place the lead came from (e.g. the monthly HN hiring thread
    // asks to be contacted only by people interested in the job); shown with the lead.
    leadRule: text("lead_rule").notNull().default(""),
    painPoints: text("pain_points", { mode: "json" }).$type<string[]>().notNull().default([]),
    insights: text("insights", { mode: "json" }).$type<string[]>().notNull().default([]),
    tags: text("tags").notNull().default(""),
    recentActivity: text("recent_activity", { mode: "json" }).$type<RecentActivity[]>().notNull().default([]),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    // Hidden by an admin: kept for the audit trail, never returned by a search.
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    // The import or connector run (prospect_imports.id) that first added the row, for the
    // admin's import report; a later run that updates the row leaves it as it was.
    importId: integer("import_id"),
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
    index("prospects_import_idx").on(t.importId),
    // A search asking for larger companies reads each team size's newest rows through this.
    index("prospects_size_idx").on(t.companySize, t.signalDate),
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
    // Why a connector run failed (HTTP status, timeout...), for the admin's source list.
    error: text("error").notNull().default(""),
    startedBy: integer("started_by"),
    createdAt,
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("prospect_imports_created_idx").on(t.createdAt)],
);

export type Prospect = typeof prospects.$inferSelect;
export type NewProspect = typeof prospects.$inferInsert;
export type ProspectImport = typeof prospectImports.$inferSelect;
