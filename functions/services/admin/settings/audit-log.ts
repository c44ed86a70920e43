import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { ADMIN_PAGE_SIZE } from "#db/queries/admin";
import { adminUsers } from "#db/schema/admin";
import { auditLog } from "#db/schema/audit";
import { users } from "#db/schema/users";
import type { AuditQuery } from "./schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One page of the audit log, newest first, filtered by acting admin, exact
 * action name and a range of UTC days (both ends included). The acting
 * admin's or user's name and e-mail come from the live account, so a removed
 * admin's or deleted user's entries keep only their id and what the entry
 * itself recorded.
 */
export async function listAudit(db: DrizzleD1Database, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.admin !== undefined) where.push(eq(auditLog.actorType, "admin"), eq(auditLog.actorId, q.admin));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(Date.parse(`${q.from}T00:00:00Z`))));
  if (q.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)));
  const filter = where.length ? and(...where) : undefined;

  const [rows, [total], actions, admins] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorType: auditLog.actorType,
        actorId: auditLog.actorId,
        actorName: sql<string | null>`coalesce(${adminUsers.name}, ${users.name})`,
        actorEmail: sql<string | null>`coalesce(${adminUsers.email}, ${users.email})`,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(adminUsers, and(eq(auditLog.actorType, "admin"), eq(adminUsers.id, auditLog.actorId)))
      .leftJoin(users, and(eq(auditLog.actorType, "user"), eq(users.id, auditLog.actorId)))
      .where(filter)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((q.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(filter),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db
      .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
      .from(adminUsers)
      .orderBy(asc(adminUsers.name)),
  ]);

  return {
    entries: rows.map(({ createdAt, ...r }) => ({ ...r, at: createdAt.toISOString() })),
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: total?.n ?? 0,
    actions: actions.map((a) => a.action),
    admins,
  };
}
