import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { createHelpRequest } from "#db/queries/admin-support";
import { normalizeEmail } from "#db/validation/common";
import { ContactMessage } from "#db/validation/contact";
import type { AppEnv } from "../env";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";

/** The public contact form files a help request, so it lands in the admin support inbox. */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  describeRoute({
    tags: ["Support"],
    summary: "Send a message to support",
    responses: {
      201: jsonResponse("Received.", v.object({ ok: v.literal(true) })),
      400: errorResponse("Missing or invalid fields."),
    },
  }),
  rateLimit("contact"),
  validate("json", ContactMessage),
  async (c) => {
    const body = c.req.valid("json");
    await createHelpRequest(c.get("db"), {
      name: body.name,
      email: normalizeEmail(body.email),
      subject: body.subject,
      message: body.message,
    });
    return c.json({ ok: true as const }, 201);
  },
);
