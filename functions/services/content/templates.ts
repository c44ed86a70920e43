import { asc, desc, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { pitchTemplates } from "#db/schema/templates";

type Row = typeof pitchTemplates.$inferSelect;
export type TemplateInput = Pick<Row, "name" | "tone" | "subject" | "body" | "isActive">;

/**
 * Every pitch template, per tone, with the one the pitch writer uses marked:
 * the newest active one of its tone (the same rule as templateFor in
 * functions/services/outreach/pitching.ts).
 */
export async function listTemplates(db: DrizzleD1Database) {
  const rows = await db
    .select()
    .from(pitchTemplates)
    .orderBy(asc(pitchTemplates.tone), desc(pitchTemplates.updatedAt), desc(pitchTemplates.id));
  const used = new Map<string, number>();
  for (const r of rows) if (r.isActive && !used.has(r.tone)) used.set(r.tone, r.id);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    tone: r.tone,
    subject: r.subject,
    body: r.body,
    isActive: r.isActive,
    inUse: used.get(r.tone) === r.id,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function createTemplate(db: DrizzleD1Database, input: TemplateInput) {
  const [row] = await db.insert(pitchTemplates).values(input).returning({ id: pitchTemplates.id });
  return row!.id;
}

/** Saving a template makes it its tone's newest, so an active one is used from the next pitch on. */
export async function updateTemplate(db: DrizzleD1Database, id: number, input: Partial<TemplateInput>) {
  const [row] = await db
    .update(pitchTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(pitchTemplates.id, id))
    .returning({ id: pitchTemplates.id });
  return Boolean(row);
}

export async function deleteTemplate(db: DrizzleD1Database, id: number) {
  const [row] = await db.delete(pitchTemplates).where(eq(pitchTemplates.id, id)).returning({ id: pitchTemplates.id });
  return Boolean(row);
}
