import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { UnsubscribeQuery, UnsubscribeRequest } from "#db/validation/outreach";
import { OptOutState } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { addDoNotContact, isDoNotContact, readOptOutToken } from "../services/outreach/opt-out";

const badLink = () =>
  new ApiError(
    400,
    "invalid_link",
    "This opt-out link is not valid. Copy the whole link from the e-mail and try again.",
  );

/** j***@example.com: enough for the recipient to recognise, too little to harvest. */
const mask = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

/**
 * Recipients of pitches and follow-ups opt out here, without an account. The
 * signed token in the link is the only authority; the one-click route takes
 * the form-encoded POST mail clients send (RFC 8058), which is why it is the
 * one exemption from the JSON-only and Origin rule (functions/app.ts).
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Opt-out"],
      summary: "What an opt-out link stops",
      responses: {
        200: jsonResponse("The masked address and whether it already opted out.", OptOutState),
        400: errorResponse("Not a valid link."),
      },
    }),
    noStore,
    validate("query", UnsubscribeQuery),
    async (c) => {
      const email = await readOptOutToken(c.env, c.req.valid("query").t);
      if (!email) throw badLink();
      return c.json({ email: mask(email), optedOut: await isDoNotContact(c.get("db"), email) });
    },
  )
  .post(
    "/",
    describeRoute({
      tags: ["Opt-out"],
      summary: "Opt an address out of every e-mail sent through Leadsmith on a user's behalf",
      responses: { 200: jsonResponse("Opted out.", OptOutState), 400: errorResponse("Not a valid link.") },
    }),
    noStore,
    validate("json", UnsubscribeRequest),
    async (c) => {
      const email = await readOptOutToken(c.env, c.req.valid("json").token);
      if (!email) throw badLink();
      await addDoNotContact(c.get("db"), email, "unsubscribe");
      return c.json({ email: mask(email), optedOut: true });
    },
  )
  .post(
    "/one-click",
    describeRoute({
      tags: ["Opt-out"],
      summary: "One-click opt-out (RFC 8058), as mail clients send it",
      description: "Form-encoded body `List-Unsubscribe=One-Click`; the token is in the `t` query parameter.",
      responses: { 200: jsonResponse("Opted out.", OptOutState), 400: errorResponse("Not a valid link or body.") },
    }),
    noStore,
    validate("query", UnsubscribeQuery),
    async (c) => {
      const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
      const form =
        type === "application/x-www-form-urlencoded" || type === "multipart/form-data" ? await c.req.parseBody() : {};
      if (form["List-Unsubscribe"] !== "One-Click") {
        throw new ApiError(400, "invalid_body", "Send List-Unsubscribe=One-Click as a form field.");
      }
      const email = await readOptOutToken(c.env, c.req.valid("query").t);
      if (!email) throw badLink();
      await addDoNotContact(c.get("db"), email, "one_click");
      return c.json({ email: mask(email), optedOut: true });
    },
  );
