import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { IdParam } from "#db/validation/admin";
import { CampaignCreate, EmailServiceStatus } from "#db/validation/communications";
import { EmptyBody } from "#db/validation/outreach";
import { CampaignRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import {
  countAudience,
  createCampaign,
  getCampaign,
  listCampaigns,
  queueCampaign,
  toCampaignRow,
} from "../services/campaigns/campaigns";
import { emailServiceStatus } from "../services/campaigns/email-status";
import { drainCampaignQueue } from "../services/campaigns/queue";

/** Communications (/admin/communications): announcements, their queue and results. super_admin only. */
export const adminCampaignRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Campaigns, newest first, with sent, opened and clicked counts",
      description: "Role: super_admin. The newest 100.",
      responses: { 200: jsonResponse("Campaigns.", v.object({ campaigns: v.array(CampaignRow) })), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => c.json({ campaigns: await listCampaigns(c.get("db")) }),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Preview or save an announcement",
      description:
        "Role: super_admin. With `preview: true` answers how many people the group reaches now and stores nothing; otherwise stores a draft (send it with POST /api/admin/campaigns/{id}/send). Groups: all, paid, free, global, nigerian, or waitlist with `waitlistIds`. People who turned announcements off or used an opt-out link are never counted.",
      responses: {
        200: jsonResponse("The preview.", v.object({ recipients: v.number() })),
        201: jsonResponse(
          "The draft and how many it would reach.",
          v.object({ campaign: CampaignRow, recipients: v.number() }),
        ),
        400: errorResponse("Missing subject or message, unknown group, or no entries picked."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("json", CampaignCreate),
    async (c) => {
      const db = c.get("db");
      const { preview, ...input } = c.req.valid("json");
      const recipients = await countAudience(db, input.audience, input.waitlistIds ?? []);
      if (preview) return c.json({ recipients }, 200);
      const admin = c.get("admin")!;
      const campaign = await createCampaign(db, { ...input, createdBy: admin.id });
      await audit(db, c, { type: "admin", id: admin.id }, "admin.campaign_created", `campaign:${campaign.id}`, {
        audience: campaign.audience,
      });
      return c.json({ campaign: toCampaignRow(campaign), recipients }, 201);
    },
  )
  .post(
    "/:id/send",
    describeRoute({
      tags: ["Admin"],
      summary: "Send a draft: queue one message per recipient",
      description:
        "Role: super_admin. Takes an empty JSON body. Queues the group as it is now (each address once) and answers at once; the messages go out in batches, the first right after this answer and the rest with the cron job every 15 minutes. Audited.",
      responses: {
        202: jsonResponse("Queued.", v.object({ campaign: CampaignRow, queued: v.number() })),
        404: errorResponse("No such campaign."),
        409: errorResponse("Already sent, or nobody in the group can receive it."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    validate("json", EmptyBody),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const result = await queueCampaign(db, id);
      if ("error" in result) {
        if (result.error === "not_found") throw new ApiError(404, "not_found", "No campaign has this id.");
        if (result.error === "not_draft")
          throw new ApiError(
            409,
            "already_sent",
            "This campaign has already been sent; write a new one to send again.",
          );
        throw new ApiError(
          409,
          "no_recipients",
          "Nobody in this group can receive it now (no one is in it, or everyone turned announcements off). Nothing was sent.",
        );
      }
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.campaign_sent", `campaign:${id}`, {
        queued: result.queued,
      });
      // The first batch goes out after the answer; the cron sends what is left.
      const env = c.env;
      c.executionCtx.waitUntil(
        drainCampaignQueue(env, drizzle(env.DB)).catch((err) =>
          console.log(JSON.stringify({ level: "error", job: "campaigns", error: String(err) })),
        ),
      );
      const campaign = await getCampaign(db, id);
      return c.json({ campaign: toCampaignRow(campaign!), queued: result.queued }, 202);
    },
  )
  .get(
    "/email-status",
    describeRoute({
      tags: ["Admin"],
      summary: "E-mail service status",
      description:
        "Role: super_admin. The configured provider (host only) or local outbox mode, whether an API key is set, the From address, the last 24 hours of the mailer, the campaign queue and the last 5 failures.",
      responses: { 200: jsonResponse("Status.", EmailServiceStatus), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => c.json(await emailServiceStatus(c.env, c.get("db"))),
  );
