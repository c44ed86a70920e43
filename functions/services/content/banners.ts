import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type SiteBanner, siteBanners } from "#db/schema/content";

const stateOf = (b: SiteBanner, now: number) =>
  b.startsAt.getTime() > now
    ? ("scheduled" as const)
    : b.endsAt.getTime() <= now
      ? ("ended" as const)
      : ("live" as const);

const toRow = (b: SiteBanner, now: number) => ({
  id: b.id,
  message: b.message,
  linkUrl: b.linkUrl,
  linkText: b.linkText,
  tone: b.tone,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt.toISOString(),
  state: stateOf(b, now),
});

export async function listBanners(db: DrizzleD1Database, now = Date.now()) {
  const rows = await db.select().from(siteBanners).orderBy(desc(siteBanners.startsAt), desc(siteBanners.id)).limit(100);
  return rows.map((b) => toRow(b, now));
}

/** The banner shown now: started, not ended; of several, the one that started last. */
export async function currentBanner(db: DrizzleD1Database, now = new Date()) {
  const [b] = await db
    .select()
    .from(siteBanners)
    .where(and(lte(siteBanners.startsAt, now), gt(siteBanners.endsAt, now)))
    .orderBy(desc(siteBanners.startsAt), desc(siteBanners.id))
    .limit(1);
  return b
    ? {
        id: b.id,
        message: b.message,
        linkUrl: b.linkUrl,
        linkText: b.linkText,
        tone: b.tone,
        endsAt: b.endsAt.toISOString(),
      }
    : null;
}

type BannerInput = Pick<SiteBanner, "message" | "linkUrl" | "linkText" | "tone" | "startsAt" | "endsAt">;

export async function createBanner(db: DrizzleD1Database, input: BannerInput, adminId: number) {
  const [row] = await db
    .insert(siteBanners)
    .values({ ...input, createdBy: adminId })
    .returning();
  return toRow(row!, Date.now());
}

/** null: no such banner; "order": the change would put the end before the start. */
export async function updateBanner(db: DrizzleD1Database, id: number, input: Partial<BannerInput>) {
  const [current] = await db.select().from(siteBanners).where(eq(siteBanners.id, id)).limit(1);
  if (!current) return null;
  const startsAt = input.startsAt ?? current.startsAt;
  const endsAt = input.endsAt ?? current.endsAt;
  if (startsAt.getTime() >= endsAt.getTime()) return "order" as const;
  const linkUrl = input.linkUrl ?? current.linkUrl;
  const linkText = input.linkText ?? current.linkText;
  if (linkUrl !== "" && linkText === "") return "link" as const;
  const [row] = await db
    .update(siteBanners)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(siteBanners.id, id))
    .returning();
  return toRow(row!, Date.now());
}

export async function deleteBanner(db: DrizzleD1Database, id: number) {
  const [row] = await db.delete(siteBanners).where(eq(siteBanners.id, id)).returning({ id: siteBanners.id });
  return Boolean(row);
}
