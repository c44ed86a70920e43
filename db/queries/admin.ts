import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { type AdminRole, adminUsers } from "../schema/admin";

/* Staff accounts. E-mails are stored trimmed and lower-cased, like users'. */

export async function findAdminByEmail(db: DrizzleD1Database, email: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return row ?? null;
}

export async function findAdminById(db: DrizzleD1Database, id: number) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row ?? null;
}

const publicColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  createdAt: adminUsers.createdAt,
};

const toAccount = (r: { id: number; email: string; name: string; role: AdminRole; createdAt: Date }) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Inserts an admin; null when the e-mail is taken (the unique index decides, so two at once cannot both win). */
export async function createAdmin(
  db: DrizzleD1Database,
  input: { email: string; name: string; role: AdminRole; passwordHash: string },
) {
  const [row] = await db
    .insert(adminUsers)
    .values(input)
    .onConflictDoNothing({ target: adminUsers.email })
    .returning(publicColumns);
  return row ? toAccount(row) : null;
}

export async function listAdmins(db: DrizzleD1Database) {
  return (await db.select(publicColumns).from(adminUsers).orderBy(asc(adminUsers.id))).map(toAccount);
}

/* Helpers shared by the admin list queries. */

export const ADMIN_PAGE_SIZE = 25;
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * `column` contains `q`, case-insensitive for ASCII (SQLite's lower()), with
 * the text taken literally. instr() rather than LIKE: D1 refuses a LIKE
 * pattern over 50 bytes (a 49-character search, or fewer accented ones, was a
 * 500) and a pattern needs its wildcards escaped; instr has neither problem.
 */
export const containsText = (column: AnySQLiteColumn, q: string): SQL => sql`instr(lower(${column}), lower(${q})) > 0`;

/** YYYY-MM-DD in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
