import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type AdminRole, adminUsers } from "#db/schema/admin";

/**
 * True when some super_admin other than `id` exists. Used inside the UPDATE
 * and DELETE below, so the check and the change are one statement: two super
 * admins stepping down at the same moment cannot both succeed.
 */
const anotherSuperAdmin = (id: number) =>
  sql`exists (select 1 from ${adminUsers} where ${adminUsers.role} = 'super_admin' and ${adminUsers.id} <> ${id})`;

export type AdminChange = { ok: true } | { error: "not_found" | "last_super_admin" };

/**
 * Sets an admin's role, refusing to demote the last super_admin (the portal
 * would have nobody left who can manage staff).
 */
export async function changeAdminRole(db: DrizzleD1Database, id: number, role: AdminRole): Promise<AdminChange> {
  const guard = role === "super_admin" ? undefined : anotherSuperAdmin(id);
  const rows = await db
    .update(adminUsers)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(adminUsers.id, id), guard))
    .returning({ id: adminUsers.id });
  if (rows.length) return { ok: true };
  const exists = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return { error: exists.length ? "last_super_admin" : "not_found" };
}

/** Deletes an admin account (its sessions go with it, by the foreign key), never the last super_admin. */
export async function removeAdmin(db: DrizzleD1Database, id: number): Promise<AdminChange> {
  const rows = await db
    .delete(adminUsers)
    .where(and(eq(adminUsers.id, id), sql`(${adminUsers.role} <> 'super_admin' or ${anotherSuperAdmin(id)})`))
    .returning({ id: adminUsers.id });
  if (rows.length) return { ok: true };
  const exists = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return { error: exists.length ? "last_super_admin" : "not_found" };
}
