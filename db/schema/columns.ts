import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch, filled by SQLite so batch inserts and raw SQL agree. */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
};

export const createdAt = integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
