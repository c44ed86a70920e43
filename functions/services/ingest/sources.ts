import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import * as v from "valibot";
import { prospectImports, prospects } from "#db/schema/prospects";
import { importFormats } from "#db/validation/prospects";
import type { Bindings } from "../../env";
import { hnThreadItems } from "./connectors/hn-thread";
import { REDDIT_USER_AGENT, redditListing } from "./connectors/reddit-api";
import { importRecords } from "./import-records";
import { readRecords } from "./records";

/** One configured source (wrangler.toml `SOURCES`, a JSON array). */
export const SourceConfig = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  format: v.picklist(importFormats),
  /** The feed or API to read; for a Hacker News thread, the Algolia API root (…/api/v1). */
  url: v.pipe(v.string(), v.url()),
  everyMinutes: v.optional(v.pipe(v.number(), v.minValue(15)), 60),
  enabled: v.optional(v.boolean(), true),
  /** Name of a secret holding a bearer token (Product Hunt's API needs one); off without it. */
  tokenSecret: v.optional(v.string()),
  /** A GraphQL body to POST instead of a GET (Product Hunt API v2). */
  graphql: v.optional(v.string()),
  /** Read the newest monthly HN thread of this kind instead of a plain feed. */
  thread: v.optional(v.picklist(["who-is-hiring", "seeking-freelancer"])),
  /** Reddit's OAuth token endpoint (REDDIT_CLIENT_ID / REDDIT_CLIENT_SECRET; off without them). */
  tokenUrl: v.optional(v.pipe(v.string(), v.url())),
  /** The credit a source asks for, shown in the admin's source list (and on cards by source). */
  attribution: v.optional(v.string()),
});
export type SourceConfig = v.InferOutput<typeof SourceConfig>;

export function configuredSources(env: Bindings): SourceConfig[] {
  if (!env.SOURCES) return [];
  try {
    return v.parse(v.array(SourceConfig), JSON.parse(env.SOURCES));
  } catch (err) {
    console.error(
      JSON.stringify({ level: "error", at: new Date().toISOString(), msg: "SOURCES is not valid", error: String(err) }),
    );
    return [];
  }
}

const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;
const USER_AGENT = "Leadsmith prospect connector (+https://leadsmith.app)";
const lastRunKey = (name: string) => `source:last-run:${name}`;
/** A secret named in the source's configuration (`tokenSecret`), read from the environment by name. */
const secret = (env: Bindings, name: string) => {
  const value = Object.entries(env).find(([key]) => key === name)?.[1];
  return typeof value === "string" ? value : undefined;
};

/** What a source still needs before it may run (a key or credentials), or null. */
export function missingKey(env: Bindings, source: SourceConfig): string | null {
  if (source.tokenSecret && !secret(env, source.tokenSecret)) return source.tokenSecret;
  if (source.format === "reddit") {
    if (!env.REDDIT_CLIENT_ID || !env.REDDIT_CLIENT_SECRET) return "REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET";
    if (!REDDIT_USER_AGENT.test(env.REDDIT_USER_AGENT ?? ""))
      return "REDDIT_USER_AGENT ('<platform>:<app ID>:<version> (by /u/<username>)')";
  }
  return null;
}

/** Reddit posts stored from the last 30 days, to check whether their authors deleted them since. */
async function recentRedditIds(db: DrizzleD1Database, now: number) {
  const rows = await db
    .select({ id: prospects.sourceId })
    .from(prospects)
    .where(
      and(
        eq(prospects.source, "reddit"),
        sql`${prospects.signalText} <> ''`,
        sql`${prospects.signalDate} > ${now - 30 * 86_400_000}`,
      ),
    )
    .orderBy(desc(prospects.signalDate))
    .limit(500);
  return rows.map((r) => r.id).filter(Boolean);
}

/** A deleted post keeps no text: its words, contact details and name go, and it leaves search. */
async function forgetDeletedRedditPosts(db: DrizzleD1Database, ids: string[], now: number) {
  for (let i = 0; i < ids.length; i += 90) {
    await db
      .update(prospects)
      .set({
        signalText: "",
        bio: "",
        name: "",
        email: "",
        phone: "",
        website: "",
        budget: "",
        timeline: "",
        painPoints: [],
        insights: [],
        openState: "closed",
        hidden: true,
        updatedAt: new Date(now),
      })
      .where(and(eq(prospects.source, "reddit"), inArray(prospects.sourceId, ids.slice(i, i + 90))));
  }
}

/** The records one run of a source reads, whatever the source's kind. */
async function fetchRecords(env: Bindings, db: DrizzleD1Database, source: SourceConfig, now: number) {
  const headers = {
    "user-agent": USER_AGENT,
    accept: "application/json, application/rss+xml, application/atom+xml, text/csv;q=0.9, */*;q=0.5",
  };
  if (source.thread) {
    const { items } = await hnThreadItems(source.url, source.thread, fetch, headers);
    return { records: items as Iterable<unknown>, after: async () => {} };
  }
  if (source.format === "reddit") {
    const { posts, goneIds } = await redditListing(
      source.url,
      source.tokenUrl ?? "https://www.reddit.com/api/v1/access_token",
      {
        clientId: env.REDDIT_CLIENT_ID ?? "",
        clientSecret: env.REDDIT_CLIENT_SECRET ?? "",
        userAgent: env.REDDIT_USER_AGENT ?? "",
      },
      await recentRedditIds(db, now),
      fetch,
    );
    return { records: posts as Iterable<unknown>, after: () => forgetDeletedRedditPosts(db, goneIds, now) };
  }
  const token = source.tokenSecret ? secret(env, source.tokenSecret) : undefined;
  const res = await fetch(source.url, {
    method: source.graphql ? "POST" : "GET",
    headers: {
      ...headers,
      ...(source.graphql ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: source.graphql ? JSON.stringify({ query: source.graphql }) : undefined,
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status} from ${new URL(source.url).host}`);
  if (Number(res.headers.get("content-length") ?? 0) > MAX_SOURCE_BYTES) throw new Error("response over 20 MB");
  return { records: readRecords(res.body, source.format), after: async () => {} };
}

export type SourceRun = { status: "done" | "failed"; inserted: number; updated: number; error?: string };

/** Runs one source now, recording the run (and its error) for the admin's source list. */
async function runSource(env: Bindings, db: DrizzleD1Database, source: SourceConfig, now: number): Promise<SourceRun> {
  const [run] = await db
    .insert(prospectImports)
    .values({ kind: "connector", format: source.format, label: source.name })
    .returning({ id: prospectImports.id });
  try {
    const { records, after } = await fetchRecords(env, db, source, now);
    const report = await importRecords(db, records, source.format, { now, live: true, importId: run!.id });
    await after();
    await db
      .update(prospectImports)
      .set({
        status: "done",
        rowsIn: report.rowsIn,
        inserted: report.inserted,
        updated: report.updated,
        rejected: report.rejected,
        rejections: report.rejections,
        finishedAt: new Date(),
      })
      .where(eq(prospectImports.id, run!.id));
    await env.KV.put(lastRunKey(source.name), String(now));
    return { status: "done", inserted: report.inserted, updated: report.updated };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db
      .update(prospectImports)
      .set({ status: "failed", error: error.slice(0, 500), finishedAt: new Date() })
      .where(eq(prospectImports.id, run!.id));
    return { status: "failed", inserted: 0, updated: 0, error };
  }
}

/**
 * Runs every enabled source that is due and has the keys it needs: fetch,
 * stream through the source's connector, upsert. Idempotent: a second run of
 * the same data inserts and updates nothing. A failing source is recorded and
 * does not stop the others.
 */
export async function runDueSources(env: Bindings, db: DrizzleD1Database, now: number) {
  const results: ({ name: string; reason?: string } & (SourceRun | { status: "skipped" }))[] = [];
  for (const source of configuredSources(env).filter((s) => s.enabled)) {
    const needs = missingKey(env, source);
    if (needs) {
      results.push({ name: source.name, status: "skipped", reason: `needs ${needs}` });
      continue;
    }
    const last = Number((await env.KV.get(lastRunKey(source.name))) ?? 0);
    if (now - last < source.everyMinutes * 60_000 - 60_000) {
      results.push({ name: source.name, status: "skipped", reason: "not due" });
      continue;
    }
    results.push({ name: source.name, ...(await runSource(env, db, source, now)) });
  }
  console.log(JSON.stringify({ level: "info", at: new Date(now).toISOString(), job: "sources", results }));
  return results;
}

export type SourceStatus = {
  name: string;
  format: string;
  enabled: boolean;
  everyMinutes: number;
  /** What is missing before it can run (a key, credentials), or null. */
  needs: string | null;
  lastRunAt: string | null;
  lastStatus: "done" | "failed" | "running" | null;
  lastInserted: number;
  lastUpdated: number;
  lastError: string | null;
  attribution: string | null;
};

/** Every configured source with its latest run, for the admin's content page. */
export async function listSourceStatus(env: Bindings, db: DrizzleD1Database): Promise<SourceStatus[]> {
  const sources = configuredSources(env);
  if (!sources.length) return [];
  const runs = await db
    .select()
    .from(prospectImports)
    .where(
      and(
        eq(prospectImports.kind, "connector"),
        inArray(
          prospectImports.id,
          db
            .select({ id: sql<number>`max(${prospectImports.id})` })
            .from(prospectImports)
            .where(eq(prospectImports.kind, "connector"))
            .groupBy(prospectImports.label),
        ),
      ),
    );
  const latest = new Map(runs.map((r) => [r.label, r]));
  return sources.map((s) => {
    const r = latest.get(s.name);
    return {
      name: s.name,
      format: s.format,
      enabled: s.enabled,
      everyMinutes: s.everyMinutes,
      needs: missingKey(env, s),
      lastRunAt: r ? (r.finishedAt ?? r.createdAt).toISOString() : null,
      lastStatus: r?.status ?? null,
      lastInserted: r?.inserted ?? 0,
      lastUpdated: r?.updated ?? 0,
      lastError: r?.status === "failed" ? r.error || "failed" : null,
      attribution: s.attribution ?? null,
    };
  });
}

/** Runs one named source at once (the admin's 'Run now'), due or not; null if there is no such source. */
export async function runSourceNow(
  env: Bindings,
  db: DrizzleD1Database,
  name: string,
  now: number,
): Promise<SourceRun | null> {
  const source = configuredSources(env).find((s) => s.name === name);
  if (!source) return null;
  const needs = missingKey(env, source);
  if (needs) return { status: "failed", inserted: 0, updated: 0, error: `Needs ${needs}` };
  return runSource(env, db, source, now);
}
