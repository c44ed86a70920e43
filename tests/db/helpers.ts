import { createReadStream, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { createClient } from "@libsql/client";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { drizzle } from "drizzle-orm/libsql";

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
