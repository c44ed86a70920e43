import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";

/** The cheapest statement D1 answers: the health check's proof the database is reachable. */
export async function pingDatabase(db: DrizzleD1Database) {
  await db.run(sql`select 1`);
}
