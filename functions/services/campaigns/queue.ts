import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { campaignRecipients, campaigns } from "#db/schema/campaigns";
import type { Bindings } from "../../env";
import { randomToken } from "../../lib/crypto";
import { sendMail } from "../mailer";
import { optOutToken } from "../outreach/opt-out";
import { composeCampaignMail } from "./message";

/** Messages one run sends; CAMPAIGN_BATCH_SIZE overrides (a provider's rate limit, a Worker's subrequests). */
export const DEFAULT_BATCH = 100;
/** A claim older than this belongs to a run that died; its rows are sent again. */
const STALE_CLAIM_MS = 10 * 60_000;

export function batchSize(env: Bindings) {
  const n = Number(env.CAMPAIGN_BATCH_SIZE);
  return Number.isInteger(n) && n > 0 && n <= 1000 ? n : DEFAULT_BATCH;
}

/**
 * Sends up to one batch from the campaign queue; called by the cron job every
 * 15 minutes and once, in waitUntil, right after a campaign is queued, so a
 * small send goes out at once and a large one a batch per run, never inside
 * the request that queued it. Each row is claimed with a conditional UPDATE
 * (two runs at once never take the same row) and given its tracking token
 * from the CSPRNG just before its message is written. A campaign whose queue
 * is empty becomes 'sent'. Returns how many were sent and failed.
 */
export async function drainCampaignQueue(
  env: Bindings,
  db: DrizzleD1Database,
  now = new Date(),
  limit = batchSize(env),
) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const waiting = or(
    eq(campaignRecipients.status, "queued"),
    and(eq(campaignRecipients.status, "sending"), lt(campaignRecipients.claimedAt, stale)),
  );
  const candidates = await db
    .select({ id: campaignRecipients.id })
    .from(campaignRecipients)
    .where(waiting)
    .orderBy(campaignRecipients.id)
    .limit(limit);
  if (!candidates.length) return { sent: 0, failed: 0 };

  const claims = candidates.map((c) =>
    db
      .update(campaignRecipients)
      .set({ status: "sending", claimedAt: now, token: randomToken(16) })
      .where(and(eq(campaignRecipients.id, c.id), waiting))
      .returning(),
  );
  const claimed = (await db.batch(claims as [(typeof claims)[number], ...typeof claims])).flat();
  if (!claimed.length) return { sent: 0, failed: 0 };

  const ids = [...new Set(claimed.map((r) => r.campaignId))];
  const owners = await db.select().from(campaigns).where(inArray(campaigns.id, ids));
  const byId = new Map(owners.map((c) => [c.id, c]));

  const outcomes: { id: number; campaignId: number; ok: boolean }[] = [];
  for (const r of claimed) {
    const campaign = byId.get(r.campaignId);
    if (!campaign) continue;
    const origin = env.APP_ORIGIN.replace(/\/$/, "");
    const t = encodeURIComponent(await optOutToken(env, r.email));
    const optOut = `${origin}/unsubscribe?t=${t}`;
    const oneClick = `${origin}/api/unsubscribe/one-click?t=${t}`;
    const { text, html } = composeCampaignMail(env, campaign, r, optOut);
    const ok = await sendMail(env, db, {
      to: r.email,
      subject: campaign.subject,
      text,
      html,
      kind: `campaign:${campaign.id}`,
      headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    outcomes.push({ id: r.id, campaignId: r.campaignId, ok });
  }

  const marks = outcomes.map((o) =>
    db
      .update(campaignRecipients)
      .set(o.ok ? { status: "sent", sentAt: now } : { status: "failed" })
      .where(eq(campaignRecipients.id, o.id)),
  );
  const counters = ids.map((id) => {
    const mine = outcomes.filter((o) => o.campaignId === id);
    const sent = mine.filter((o) => o.ok).length;
    return db
      .update(campaigns)
      .set({ sent: sql`${campaigns.sent} + ${sent}`, failed: sql`${campaigns.failed} + ${mine.length - sent}` })
      .where(eq(campaigns.id, id));
  });
  // A campaign with nothing left waiting is done.
  const finish = db
    .update(campaigns)
    .set({ status: "sent", sentAt: now })
    .where(
      and(
        inArray(campaigns.id, ids),
        eq(campaigns.status, "sending"),
        isNull(campaigns.sentAt),
        sql`not exists (select 1 from campaign_recipients r where r.campaign_id = ${campaigns.id} and r.status in ('queued', 'sending'))`,
      ),
    );
  const statements = [...marks, ...counters, finish];
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  const sent = outcomes.filter((o) => o.ok).length;
  return { sent, failed: outcomes.length - sent };
}
