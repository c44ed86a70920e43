import type { ExecutionContext, ScheduledController } from "@cloudflare/workers-types/index";
import { drizzle } from "drizzle-orm/d1";
import { app } from "./app";
import type { Bindings } from "./env";
import { markOverdueFollowUps } from "./services/follow-ups/mark-overdue";
import { runDueSources } from "./services/ingest/sources";

export { WaitlistLive } from "./durable/waitlist-live";

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    const db = drizzle(env.DB as never);
    const now = new Date(controller.scheduledTime);
    // Both jobs are idempotent: a second run with nothing new changes nothing.
    ctx.waitUntil(
      Promise.all([
        markOverdueFollowUps(db, now).then((n) =>
          console.log(JSON.stringify({ level: "info", at: now.toISOString(), job: "follow-ups.overdue", flagged: n })),
        ),
        runDueSources(env, db, now.getTime()),
      ]),
    );
  },
};
