import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { PublicBanner } from "#db/validation/communications";
import type { AppEnv } from "../env";
import { jsonResponse } from "../lib/openapi";
import { currentBanner } from "../services/content/banners";

/** The banner for everyone (the app and the prerendered public pages read it at run time). */
export const contentRoutes = new Hono<AppEnv>().get(
  "/banner",
  describeRoute({
    tags: ["Content"],
    summary: "The announcement banner shown now, or null",
    responses: { 200: jsonResponse("The banner.", PublicBanner) },
  }),
  async (c) => {
    const banner = await currentBanner(c.get("db"));
    // Shared caches may keep it a minute: a banner's start and end need no finer timing.
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ banner });
  },
);
