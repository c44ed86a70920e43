import { and, eq, isNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { campaignRecipients, campaigns } from "#db/schema/campaigns";
import { campaignLinks } from "./message";

/** A transparent 1x1 GIF: the open pixel. */
export const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (ch) =>
  ch.charCodeAt(0),
);

/**
 * Counts the first open of one message. The campaign's counter moves only
 * when this statement batch is the one that stamps opened_at, so reloading
 * the pixel (or a mail client fetching it twice) counts once.
 */
export async function recordOpen(db: DrizzleD1Database, token: string, now = new Date()) {
  const firstOpen = and(eq(campaignRecipients.token, token), isNull(campaignRecipients.openedAt));
  await db.batch([
    db
      .update(campaigns)
      .set({ opened: sql`${campaigns.opened} + 1` })
      .where(
        sql`${campaigns.id} = (select campaign_id from campaign_recipients where token = ${token} and opened_at is null and status = 'sent')`,
      ),
    db
      .update(campaignRecipients)
      .set({ openedAt: now })
      .where(and(firstOpen, eq(campaignRecipients.status, "sent"))),
  ]);
}

/**
 * The link behind a click redirect, or null. Only the n-th link of the
 * campaign's own text can come out, so the redirect is never open to other
 * sites. The first click of a message counts, and counts as an open too (the
 * pixel is often blocked, a click proves the message was read).
 */
export async function recordClick(db: DrizzleD1Database, token: string, n: number, now = new Date()) {
  const [row] = await db
    .select({ content: campaigns.content, status: campaignRecipients.status })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(eq(campaignRecipients.token, token))
    .limit(1);
  if (row?.status !== "sent") return null;
  const url = campaignLinks(row.content)[n];
  if (!url) return null;
  await recordOpen(db, token, now);
  await db.batch([
    db
      .update(campaigns)
      .set({ clicked: sql`${campaigns.clicked} + 1` })
      .where(
        sql`${campaigns.id} = (select campaign_id from campaign_recipients where token = ${token} and clicked_at is null)`,
      ),
    db
      .update(campaignRecipients)
      .set({ clickedAt: now })
      .where(and(eq(campaignRecipients.token, token), isNull(campaignRecipients.clickedAt))),
  ]);
  return url;
}
