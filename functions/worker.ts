import type { ExecutionContext, ScheduledController } from "@cloudflare/workers-types/index";
import { drizzle } from "drizzle-orm/d1";
import { app } from "./app";
import type { Bindings } from "./env";
import { expireEndedSubscriptions } from "./services/billing/expire";
import { drainCampaignQueue } from "./services/campaigns/queue";
import { sendFollowUpDigests } from "./services/follow-ups/digest";
import { markOverdueFollowUps } from "./services/follow-ups/mark-overdue";
import { runDueSources } from "./services/ingest/sources";
import { pruneAbandoned } from "./services/maintenance/prune";

export { WaitlistLive } from "./durable/waitlist-live";

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    const db = drizzle(env.DB);
    const now = new Date(controller.scheduledTime);
    // Both jobs are idempotent: a second run with nothing new changes nothing.
    ctx.waitUntil(
      Promise.all([
        // Overdue first, so the digest counts what the marking just flagged.
        markOverdueFollowUps(db, now)
          .then(async (flagged) => ({ flagged, digests: await sendFollowUpDigests(env, db, now) }))
          .then((r) => console.log(JSON.stringify({ level: "info", at: now.toISOString(), job: "follow-ups", ...r }))),
        runDueSources(env, db, now.getTime()),
        expireEndedSubscriptions(db, now),
        // One batch of queued announcement e-mails a run (docs: README "Communications").
        drainCampaignQueue(env, db, new Date()).then(
          (r) => console.log(JSON.stringify({ level: "info", at: now.toISOString(), job: "campaigns", ...r })),
          (err) => console.log(JSON.stringify({ level: "error", job: "campaigns", error: String(err) })),
        ),
        // Housekeeping goes by the wall clock: only what has really expired is deleted,
        // whatever time a test's scheduled run pretends it is.
        pruneAbandoned(db, new Date()).then((pruned) =>
          console.log(JSON.stringify({ level: "info", at: now.toISOString(), job: "prune", ...pruned })),
        ),
      ]),
    );
  },
};
