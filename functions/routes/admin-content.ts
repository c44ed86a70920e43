import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { IdParam } from "#db/validation/admin";
import { BannerCreate, BannerUpdate, TrainingQuery } from "#db/validation/communications";
import { BannerRow, TrainingPage } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { createBanner, deleteBanner, listBanners, updateBanner } from "../services/content/banners";
import { trainingData } from "../services/content/training";

const list = v.object({ banners: v.array(BannerRow) });
const notFound = () => new ApiError(404, "not_found", "No banner has this id.");

/** Platform content (content page): the announcement banner, and the AI training data view. */
export const adminContentRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Announcement banners, newest start first",
      description: "Role: super_admin. Each with its state now: scheduled, live or ended.",
      responses: { 200: jsonResponse("Banners.", list), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => c.json({ banners: await listBanners(c.get("db")) }),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Schedule an announcement banner",
      description:
        "Role: super_admin. Shown in the app and on the public pages from `startsAt` until `endsAt` (ISO 8601); when several overlap, the one that started last. Audited.",
      responses: {
        201: jsonResponse("Scheduled; the full list.", list),
        400: errorResponse("Missing message, bad link, or the end not after the start."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("json", BannerCreate),
    async (c) => {
      const db = c.get("db");
      const admin = c.get("admin")!;
      const banner = await createBanner(db, c.req.valid("json"), admin.id);
      await audit(db, c, { type: "admin", id: admin.id }, "admin.banner_created", `banner:${banner.id}`);
      return c.json({ banners: await listBanners(db) }, 201);
    },
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Change a banner (ending it now included)",
      description: "Role: super_admin. Audited.",
      responses: {
        200: jsonResponse("Saved; the full list.", list),
        400: errorResponse("Invalid field, or the end not after the start."),
        404: errorResponse("No such banner."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    validate("json", BannerUpdate),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const result = await updateBanner(db, id, c.req.valid("json"));
      if (!result) throw notFound();
      if (result === "order") throw new ApiError(400, "invalid_request", "The end must be after the start.");
      if (result === "link") throw new ApiError(400, "invalid_request", "Give the link a text, e.g. 'Read more'.");
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.banner_updated", `banner:${id}`);
      return c.json({ banners: await listBanners(db) });
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Delete a banner",
      description: "Role: super_admin. Audited.",
      responses: {
        200: jsonResponse("Deleted; the full list.", list),
        404: errorResponse("No such banner."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      if (!(await deleteBanner(db, id))) throw notFound();
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.banner_deleted", `banner:${id}`);
      return c.json({ banners: await listBanners(db) });
    },
  )
  .get(
    "/training-data",
    describeRoute({
      tags: ["Admin"],
      summary: "AI training data: sent pitches labelled with their outcome",
      description:
        "Role: super_admin. Labels: responded; no_response (sent more than 14 days ago without a reply); awaiting. With driver, tone, fallback, source, signal kind, match score, and the client's stage and revenue range. 25 per page.",
      responses: {
        200: jsonResponse("A page of labelled pitches and the counts per label.", TrainingPage),
        400: errorResponse("Bad filter."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("query", TrainingQuery),
    async (c) => {
      const { label, page } = c.req.valid("query");
      return c.json(await trainingData(c.get("db"), label, page));
    },
  );
