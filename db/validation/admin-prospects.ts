import * as v from "valibot";
import type { Prospect, SignalKind } from "../schema/prospects";

/**
 * Requests and responses of the admin's prospect management (list, detail,
 * hide, delete, demo removal) and source list. Requests are closed
 * (strictObject): an unknown key is a 400, never silently ignored.
 */

/** The sources of db/schema/prospects.ts, repeated (type-checked) so the SPA bundle need not load the schema. */
export const prospectSources = [
  "hackernews",
  "producthunt",
  "ycombinator",
  "reddit",
  "rss",
  "remoteok",
  "import",
  "demo",
] as const satisfies readonly Prospect["source"][];

const signalKindNames = ["hiring", "launch", "funding", "pain_point"] as const satisfies readonly SignalKind[];

/** `true`/`false` (or 1/0) in a query string; absent means "either". */
const flag = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.picklist(["true", "false", "1", "0"], `${name} must be true or false`),
      v.transform((s) => s === "true" || s === "1"),
    ),
  );

const positiveId = (message: string) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number), v.maxValue(2_147_483_647, message));

/** `?q=&page=&source=&demo=&hidden=&import=` on the prospect list. */
export const AdminProspectListQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search must be at most 100 characters")), ""),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,4}$/, "Page must be a whole number from 1"),
      v.transform(Number),
      v.maxValue(10_000, "Page must be at most 10000"),
    ),
    "1",
  ),
  source: v.optional(v.picklist(prospectSources, `Source must be one of ${prospectSources.join(", ")}`)),
  demo: flag("demo"),
  hidden: flag("hidden"),
  import: v.optional(positiveId("The import must be an import run's id")),
});
export type AdminProspectListQuery = v.InferOutput<typeof AdminProspectListQuery>;

export const ProspectIdParam = v.strictObject({ id: positiveId("The id must be a positive whole number") });

export const ProspectHiddenUpdate = v.strictObject({
  hidden: v.boolean("hidden must be true or false"),
});
export type ProspectHiddenUpdate = v.InferOutput<typeof ProspectHiddenUpdate>;

/** A source's name as configured in SOURCES; anything else is simply not found. */
export const SourceNameParam = v.strictObject({
  name: v.pipe(v.string(), v.maxLength(100, "No source has this name")),
});

/* Response shapes (documented in OpenAPI from the same schemas). */

const isoDate = v.string();
const source = v.picklist(prospectSources);
const signalKind = v.picklist(signalKindNames);

export const AdminProspectRow = v.object({
  id: v.number(),
  company: v.string(),
  name: v.string(),
  source,
  signalKind,
  signalDate: isoDate,
  createdAt: isoDate,
  hidden: v.boolean(),
  isDemo: v.boolean(),
  sourceUrl: v.string(),
});

export const ImportRunSummary = v.object({
  id: v.number(),
  kind: v.string(),
  label: v.string(),
  format: v.string(),
  status: v.string(),
  inserted: v.number(),
  createdAt: isoDate,
  finishedAt: v.nullable(isoDate),
});

export const AdminProspectPage = v.object({
  prospects: v.array(AdminProspectRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** Across the whole table, whatever the filters: what 'Remove demo data' would touch, and how many are hidden. */
  counts: v.object({ all: v.number(), demo: v.number(), hidden: v.number() }),
  /** The import run the list is filtered to, when `import` is given. */
  importRun: v.nullable(ImportRunSummary),
});

export const ProspectReferences = v.object({
  /** Searches that delivered it, and how many users ran them. */
  searches: v.number(),
  searchUsers: v.number(),
  /** Users who saved it as a client (a delete is refused while any has). */
  clients: v.number(),
  /** Pitches written to it, and by how many users (a delete is refused while any exists). */
  pitches: v.number(),
  pitchUsers: v.number(),
});

export const AdminProspectDetail = v.object({
  prospect: v.object({
    ...AdminProspectRow.entries,
    dedupeKey: v.string(),
    role: v.string(),
    location: v.string(),
    remote: v.boolean(),
    bio: v.string(),
    industry: v.string(),
    companySize: v.string(),
    stage: v.string(),
    website: v.string(),
    linkedin: v.string(),
    email: v.string(),
    phone: v.string(),
    sourceId: v.string(),
    signalText: v.string(),
    openState: v.string(),
    contactHandle: v.string(),
    budget: v.string(),
    timeline: v.string(),
    techStack: v.string(),
    leadRule: v.string(),
    painPoints: v.array(v.string()),
    insights: v.array(v.string()),
    tags: v.string(),
    firstSeenAt: isoDate,
    lastActiveAt: isoDate,
    updatedAt: isoDate,
  }),
  references: ProspectReferences,
});

export const RemoveDemoResult = v.object({
  /** Demo rows deleted. */
  removed: v.number(),
  /** Demo rows a user has as a client or pitch: kept, hidden, so their work stays intact. */
  kept: v.number(),
});

export const SourceStatusRow = v.object({
  name: v.string(),
  format: v.string(),
  enabled: v.boolean(),
  everyMinutes: v.number(),
  needs: v.nullable(v.string()),
  lastRunAt: v.nullable(isoDate),
  lastStatus: v.nullable(v.picklist(["done", "failed", "running"])),
  lastInserted: v.number(),
  lastUpdated: v.number(),
  lastError: v.nullable(v.string()),
  attribution: v.nullable(v.string()),
});

export const SourceList = v.object({ sources: v.array(SourceStatusRow) });

export const SourceRunResult = v.object({
  name: v.string(),
  status: v.picklist(["done", "failed"]),
  inserted: v.number(),
  updated: v.number(),
  error: v.nullable(v.string()),
});
