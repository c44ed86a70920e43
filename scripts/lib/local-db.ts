import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * The SQLite file behind the local D1 that `wrangler dev` serves. Miniflare
 * keeps one file per database under <persist>/v3/d1/miniflare-D1DatabaseObject;
 * the Node-side tools open that same file through libSQL (WAL mode lets both
 * run at once).
 */
export function localD1File(persistTo = path.join(root, ".wrangler/state")) {
  const dir = path.join(persistTo, "v3/d1/miniflare-D1DatabaseObject");
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length > 1) throw new Error(`More than one local D1 database in ${dir}; remove the stale ones.`);
  return files[0] ? path.join(dir, files[0]) : null;
}

export function openLocalDb(persistTo?: string) {
  const file = localD1File(persistTo);
  if (!file) throw new Error("No local database yet: run `npm start` (or `npm run db:migrate`) first.");
  const client = createClient({ url: `file:${file}` });
  return { client, db: drizzle(client), file };
}
