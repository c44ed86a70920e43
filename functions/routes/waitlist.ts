import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { joinWaitlist, waitlistStats } from "#db/queries/waitlist";
import { WaitlistJoin, WaitlistStats } from "#db/validation/waitlist";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";

export const waitlistRoutes = new Hono<AppEnv>()
  .post(
    "/",
    describeRoute({
      tags: ["Waitlist"],
      summary: "Join the waitlist",
      responses: {
        201: jsonResponse("Added.", v.object({ id: v.number() })),
        400: errorResponse("Invalid name, e-mail or phone."),
        409: errorResponse("This e-mail (trimmed, lower-cased) is already on the waitlist."),
      },
    }),
    validate("json", WaitlistJoin),
    async (c) => {
      const body = c.req.valid("json");
      const row = await joinWaitlist(c.get("db"), {
        name: body.name,
        email: body.email,
        whatsappPhone: body.whatsapp_phone,
      });
      if (!row) throw new ApiError(409, "already_registered", "This email is already on our waitlist!");
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
  );
