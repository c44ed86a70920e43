import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { PlanLimitsUpdate, PriceNoticeCreate } from "#db/validation/admin-settings";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import {
  draftPriceNotice,
  earliestEffectiveDay,
  priceChangeProblem,
  settingsOverview,
  updatePlanLimits,
} from "../services/admin/settings/plans";
import { PlanIdParam, PlanUpdated, PriceNoticeDraft, SettingsOverview } from "../services/admin/settings/schemas";
import { parsePrice, planPrice } from "../services/billing/config";

/** Plans, their limits and their Paystack prices, and the price-change notice the terms require. */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Plans with their limits, users and configured Paystack prices",
      description:
        "Roles: super_admin. Limits come from the plans table; paid plans' prices and plan codes from `PLAN_PRICE_*` and `PAYSTACK_PLAN_*` (they change in Paystack and wrangler.toml, not here). `earliestEffectiveDay` is the first day a price change announced today may apply (30 days' notice).",
      responses: { 200: jsonResponse("The plans.", SettingsOverview), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => c.json(await settingsOverview(c.env, c.get("db"))),
  )
  .patch(
    "/plans/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Change a plan's search and pitch limits",
      description:
        "Roles: super_admin. Whole numbers from 0 to 1,000,000; either or both. Applies to the next search or pitch of every user on the plan (usage already counted stays). Audited with the old and new values.",
      responses: {
        200: jsonResponse("The plan as it is now.", PlanUpdated),
        400: errorResponse("A limit that is not a whole number in range, or none given."),
        404: errorResponse("No such plan."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", PlanIdParam),
    validate("json", PlanLimitsUpdate),
    async (c) => {
      const { id } = c.req.valid("param");
      const limits = c.req.valid("json");
      const db = c.get("db");
      const result = await updatePlanLimits(c.env, db, id, limits);
      if (!result) throw new ApiError(404, "not_found", "No plan has this id.");
      const { before, plan } = result;
      const detail: Record<string, unknown> = {};
      if (limits.searchesLimit !== undefined)
        detail.searchesLimit = { from: before.searchesLimit, to: plan.searchesLimit };
      if (limits.pitchesLimit !== undefined) detail.pitchesLimit = { from: before.pitchesLimit, to: plan.pitchesLimit };
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "plan.limits_change", id, detail);
      return c.json(plan);
    },
  )
  .post(
    "/price-notice",
    describeRoute({
      tags: ["Admin"],
      summary: "Draft the announcement of a price change to paying users",
      description:
        "Roles: super_admin. Writes a draft campaign to the Paid group (nothing is sent: staff read and send it from the communications center). `effectiveOn` must be at least 30 days away, as the terms require. Changing the price itself happens in Paystack and `PLAN_PRICE_*`. Audited.",
      responses: {
        201: jsonResponse("The draft.", PriceNoticeDraft),
        400: errorResponse(
          "An unknown plan, an unreadable price, a price of 0, the current price, a currency other than the plan's, or a day less than 30 days away.",
        ),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("json", PriceNoticeCreate),
    async (c) => {
      const body = c.req.valid("json");
      const earliest = earliestEffectiveDay(new Date());
      if (body.effectiveOn < earliest) {
        const message = `The terms require 30 days' notice: the new price can apply from ${earliest} at the earliest.`;
        throw new ApiError(400, "validation_error", message, [{ path: "effectiveOn", message }]);
      }
      const problem = priceChangeProblem(planPrice(c.env, body.plan), parsePrice(body.newPrice)!);
      if (problem) throw new ApiError(400, "validation_error", problem, [{ path: "newPrice", message: problem }]);
      const db = c.get("db");
      const admin = c.get("admin")!;
      const draft = await draftPriceNotice(c.env, db, body, admin.id);
      await audit(db, c, { type: "admin", id: admin.id }, "plan.price_notice_draft", body.plan, {
        campaignId: draft.campaignId,
        newPrice: body.newPrice,
        effectiveOn: body.effectiveOn,
      });
      return c.json(draft, 201);
    },
  );
