import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { ClickParam, TrackingParam } from "#db/validation/communications";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { PIXEL, recordClick, recordOpen } from "../services/campaigns/tracking";

/**
 * The open pixel and click redirect in announcement e-mails (public: the
 * recipient's mail client calls them). The token is 128 random bits; an
 * unknown token gets the same pixel, and a click only redirects to a link the
 * campaign itself contains.
 */
export const campaignTrackingRoutes = new Hono<AppEnv>()
  .get(
    "/:token/open",
    describeRoute({
      tags: ["Communications"],
      summary: "Open pixel of an announcement",
      description: "Counts the first open of the message the token belongs to; always answers a 1x1 GIF.",
      responses: { 200: { description: "image/gif" }, 400: errorResponse("Not a tracking link.") },
    }),
    validate("param", TrackingParam),
    async (c) => {
      await recordOpen(c.get("db"), c.req.valid("param").token);
      return c.body(PIXEL, 200, { "Content-Type": "image/gif", "Cache-Control": "no-store" });
    },
  )
  .get(
    "/:token/click/:n",
    describeRoute({
      tags: ["Communications"],
      summary: "Click redirect of an announcement link",
      description:
        "Redirects (302) to the n-th link (from 0) of the campaign's own text and counts the first click (and an open). Any other token or number answers 404.",
      responses: {
        302: { description: "To the campaign's link." },
        400: errorResponse("Not a tracking link."),
        404: errorResponse("No such link."),
      },
    }),
    validate("param", ClickParam),
    async (c) => {
      const { token, n } = c.req.valid("param");
      const url = await recordClick(c.get("db"), token, n);
      if (!url) throw new ApiError(404, "not_found", "This link is not valid any more.");
      c.header("Cache-Control", "no-store");
      return c.redirect(url, 302);
    },
  );
