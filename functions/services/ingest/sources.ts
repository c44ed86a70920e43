import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import * as v from "valibot";
import { prospectImports } from "#db/schema/prospects";
import { importFormats } from "#db/validation/prospects";
import type { Bindings } from "../../env";
import { importRecords } from "./import-records";
import { readRecords } from "./records";

/** One configured source (wrangler.toml `SOURCES`, a JSON array). */
export const SourceConfig = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  format: v.picklist(importFormats),
  url: v.pipe(v.string(), v.url()),
  everyMinutes: v.optional(v.pipe(v.number(), v.minValue(15)), 60),
  enabled: v.optional(v.boolean(), true),
  /** Name of a secret holding a bearer token (Product Hunt's API needs one). */
  tokenSecret: v.optional(v.string()),
  /** A GraphQL body to POST instead of a GET (Product Hunt API v2). */
  graphql: v.optional(v.string()),
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
const lastRunKey = (name: string) => `source:last-run:${name}`;

/**
 * Runs every enabled source that is due: fetch the configured URL, stream it
 * through the source's connector and upsert. Idempotent: a second run of the
 * same data inserts and updates nothing. A failing source is logged and
 * recorded, and does not stop the others.
 */
export async function runDueSources(env: Bindings, db: DrizzleD1Database, now: number) {
  const results: {
    name: string;
    status: "done" | "failed" | "skipped";
    inserted?: number;
    updated?: number;
    error?: string;
  }[] = [];
  for (const source of configuredSources(env).filter((s) => s.enabled)) {
    const last = Number((await env.KV.get(lastRunKey(source.name))) ?? 0);
    if (now - last < source.everyMinutes * 60_000 - 60_000) {
      results.push({ name: source.name, status: "skipped" });
      continue;
    }
    const [run] = await db
      .insert(prospectImports)
      .values({ kind: "connector", format: source.format, label: source.name })
      .returning({ id: prospectImports.id });
    try {
      const token = source.tokenSecret
        ? (env as unknown as Record<string, string | undefined>)[source.tokenSecret]
        : undefined;
      const res = await fetch(source.url, {
        method: source.graphql ? "POST" : "GET",
        headers: {
          "user-agent": "Leadsmith prospect connector (+https://leadsmith.app)",
          accept: "application/json, application/rss+xml, application/atom+xml, text/csv;q=0.9, */*;q=0.5",
          ...(source.graphql ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: source.graphql ? JSON.stringify({ query: source.graphql }) : undefined,
      });
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      if (Number(res.headers.get("content-length") ?? 0) > MAX_SOURCE_BYTES) throw new Error("response over 20 MB");
      const report = await importRecords(db, readRecords(res.body, source.format), source.format, { now });
      await db
        .update(prospectImports)
        .set({
          status: "done",
          rowsIn: report.rowsIn,
          inserted: report.inserted,
          updated: report.updated,
          rejected: report.rejected,
          rejections: report.rejections,
          finishedAt: new Date(now),
        })
        .where(eq(prospectImports.id, run!.id));
      await env.KV.put(lastRunKey(source.name), String(now));
      results.push({ name: source.name, status: "done", inserted: report.inserted, updated: report.updated });
    } catch (err) {
      await db
        .update(prospectImports)
        .set({ status: "failed", finishedAt: new Date(now) })
        .where(eq(prospectImports.id, run!.id));
      results.push({ name: source.name, status: "failed", error: String(err) });
    }
  }
  console.log(JSON.stringify({ level: "info", at: new Date(now).toISOString(), job: "sources", results }));
  return results;
}
