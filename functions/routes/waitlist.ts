import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { joinWaitlist, waitlistStats } from "#db/queries/waitlist";
import { WaitlistJoin, WaitlistStats } from "#db/validation/waitlist";
import { notifyWaitlistLive, openWaitlistStream } from "../durable/waitlist-live";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";

export const waitlistRoutes = new Hono<AppEnv>()
  .post(
    "/",
    describeRoute({
      tags: ["Waitlist"],
      summary: "Join the waitlist",
      description:
        "`role` (optional) is what the person does; `source` (optional) is where they came from: the page's `utm_source`, else the referring site's host (`website` when neither).",
      responses: {
        201: jsonResponse("Added.", v.object({ id: v.number() })),
        400: errorResponse("Invalid name, e-mail or phone."),
        409: errorResponse("This e-mail (trimmed, lower-cased) is already on the waitlist."),
      },
    }),
    rateLimit("waitlist"),
    validate("json", WaitlistJoin),
    async (c) => {
      const body = c.req.valid("json");
      const row = await joinWaitlist(c.get("db"), {
        name: body.name,
        email: body.email,
        whatsappPhone: body.whatsapp_phone,
        role: body.role,
        source: body.source,
      });
      if (!row) throw new ApiError(409, "already_registered", "This email is already on our waitlist!");
      // Open waitlist pages hear about it after the answer has gone out.
      c.executionCtx.waitUntil(notifyWaitlistLive(c.env));
      return c.json({ id: row.id }, 201);
    },
  )
  .get(
    "/stats",
    describeRoute({
      tags: ["Waitlist"],
      summary: "Waitlist size and early-access spots left",
      responses: { 200: jsonResponse("Live counts.", WaitlistStats) },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await waitlistStats(c.get("db")));
    },
  )
  .get(
    "/live",
    describeRoute({
      tags: ["Waitlist"],
      summary: "Live waitlist counts as server-sent events",
      description: [
        "A `text/event-stream` that sends the current counts at once and again whenever someone joins the",
        "waitlist or buys Early Access. Each event's `data` is the JSON of GET /api/waitlist/stats:",
        '`data: {"waitlistCount":1234,"earlyAccess":{"spots":100,"purchased":7,"remaining":93}}`.',
        "Comment lines (`: ping`) keep the connection open. Clients should fall back to polling",
        "/api/waitlist/stats when the stream fails.",
      ].join(" "),
      responses: {
        200: {
          description: "An open event stream.",
          content: { "text/event-stream": { schema: { type: "string" } } },
        },
      },
    }),
    (c) => openWaitlistStream(c.env),
  );
