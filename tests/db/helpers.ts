import { createReadStream, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { createClient } from "@libsql/client";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { drizzle } from "drizzle-orm/libsql";
import type { Candidate } from "#functions/services/search/candidates";

export const root = path.resolve(import.meta.dirname, "../..");
export const fixture = (name: string) => path.join(root, "tests/fixtures", name);
export const fileStream = (file: string) => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;

/** A fresh in-memory libSQL database with every migration applied, as a Drizzle handle. */
export async function migratedDb() {
  const client = createClient({ url: ":memory:" });
  const dir = path.join(root, "migrations");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) {
      if (stmt.trim()) await client.execute(stmt);
    }
  }
  return { client, db: drizzle(client) as unknown as DrizzleD1Database };
}

/**
 * A Hacker News hiring post as the ranker receives it (a search candidate), for tests of ranking
 * and reasons: remote when its location says so, posted a day before `now`.
 */
export function hiringPost(o: {
  now: number;
  signal: string;
  role?: string;
  id?: number;
  company?: string;
  location?: string;
}): Candidate {
  const { id = 1, company = "Acme", role = "", location = "Remote", signal, now } = o;
  const fields = [company, "", role, signal, "", "", location, ""].map((f) => f.toLowerCase());
  return {
    id,
    company,
    role,
    location,
    remote: /remote/i.test(location),
    industry: "",
    companySize: "",
    stage: "",
    signalKind: "hiring",
    signalDate: new Date(now - 86_400_000),
    tags: "",
    hasEmail: false,
    source: "hackernews",
    openState: "unknown",
    pains: "",
    fields,
    hay: fields.join(" "),
    seen: new Set(),
    readWhole: true,
  };
}
