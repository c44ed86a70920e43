import { desc, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { campaigns } from "#db/schema/campaigns";
import type { Audience } from "#db/validation/communications";
import { audienceSelect } from "./audience";

export type CampaignInput = {
  subject: string;
  content: string;
  audience: Audience;
  waitlistIds?: readonly number[];
  /** The admin who wrote it; null for one the app creates itself (a price-change notice). */
  createdBy?: number | null;
};

type Row = typeof campaigns.$inferSelect;

/** How many people the audience reaches now (the preview's number). */
export async function countAudience(db: DrizzleD1Database, audience: Audience, waitlistIds: readonly number[] = []) {
  const row = await db.get<{ n: number }>(
    sql`select count(*) as n from (select distinct email from (${audienceSelect(audience, waitlistIds)}))`,
  );
  return Number(row?.n ?? 0);
}

/** Stores a draft; nothing is sent until queueCampaign. */
export async function createCampaign(db: DrizzleD1Database, input: CampaignInput) {
  const [row] = await db
    .insert(campaigns)
    .values({
      subject: input.subject,
      content: input.content,
      audience: input.audience,
      waitlistIds: input.audience === "waitlist" ? [...new Set(input.waitlistIds ?? [])] : [],
      createdBy: input.createdBy ?? null,
    })
    .returning();
  return row!;
}

export type QueueResult = { queued: number } | { error: "not_found" | "not_draft" | "no_recipients" };

/**
 * Puts one row per recipient into the send queue (campaign_recipients) in a
 * single INSERT ... SELECT, whatever the audience's size; the cron job and the
 * send request's waitUntil drain it in batches (queue.ts). Only a draft can be
 * queued, and the unique (campaign, email) index means nobody is queued twice.
 * The token written here is a placeholder: the batch that sends the message
 * replaces it with one from the Worker's CSPRNG.
 */
export async function queueCampaign(db: DrizzleD1Database, id: number, now = new Date()): Promise<QueueResult> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!campaign) return { error: "not_found" };
  if (campaign.status !== "draft") return { error: "not_draft" };
  // Claim the draft first, so two clicks on Send queue it once.
  const claimed = await db
    .update(campaigns)
    .set({ status: "sending", queuedAt: now })
    .where(sql`${campaigns.id} = ${id} and ${campaigns.status} = 'draft'`)
    .returning({ id: campaigns.id });
  if (!claimed.length) return { error: "not_draft" };
  try {
    await db.run(sql`insert into campaign_recipients (campaign_id, email, name, token)
      select ${id}, email, max(name), 'q' || lower(hex(randomblob(16)))
      from (${audienceSelect(campaign.audience, campaign.waitlistIds)}) group by email
      on conflict do nothing`);
  } catch (err) {
    // Back to a draft, so it can be sent again.
    await db.update(campaigns).set({ status: "draft", queuedAt: null }).where(eq(campaigns.id, id));
    throw err;
  }
  const counted = await db.get<{ n: number }>(
    sql`select count(*) as n from campaign_recipients where campaign_id = ${id}`,
  );
  const queued = Number(counted?.n ?? 0);
  if (queued === 0) {
    await db.update(campaigns).set({ status: "draft", queuedAt: null }).where(eq(campaigns.id, id));
    return { error: "no_recipients" };
  }
  await db.update(campaigns).set({ recipients: queued }).where(eq(campaigns.id, id));
  return { queued };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCampaignRow(r: Row) {
  return {
    id: r.id,
    subject: r.subject,
    // The first words only: a list of 100 campaigns need not carry every message whole.
    excerpt: r.content.length > 160 ? `${r.content.slice(0, 160)}…` : r.content,
    audience: r.audience,
    waitlistCount: r.waitlistIds.length,
    status: r.status,
    recipients: r.recipients,
    queued: Math.max(0, r.recipients - r.sent - r.failed),
    sent: r.sent,
    failed: r.failed,
    opened: r.opened,
    clicked: r.clicked,
    createdAt: r.createdAt.toISOString(),
    queuedAt: iso(r.queuedAt),
    sentAt: iso(r.sentAt),
  };
}

export async function listCampaigns(db: DrizzleD1Database, limit = 100) {
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(limit);
  return rows.map(toCampaignRow);
}

export async function getCampaign(db: DrizzleD1Database, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}
