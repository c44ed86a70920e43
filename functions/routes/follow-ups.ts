import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import {
  getFollowUp,
  listFollowUps,
  markFollowUpSent,
  recordFollowUpSent,
  reopenFollowUp,
  shapeFollowUp,
} from "#db/queries/follow-ups";
import { getMeOrThrow } from "#db/queries/users";
import { FollowUpListQuery, FollowUpSent, IdParam } from "#db/validation/outreach";
import { FollowUpRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";
import { isDoNotContact, sendOnBehalf } from "../services/outreach/opt-out";

const followUpNotFound = () => new ApiError(404, "not_found", "Follow-up not found.");

export const followUpRoutes = new Hono<AppEnv>()

  .get(
    "/",
    describeRoute({
      tags: ["Follow-ups"],
      summary: "The user's follow-ups, due first (overdue, then pending by date, then done)",
      responses: {
        200: jsonResponse("Follow-ups.", v.object({ followUps: v.array(FollowUpRow) })),
        401: errorResponse("Not signed in."),
      },
    }),
    requireUser,
    noStore,
    validate("query", FollowUpListQuery),
    async (c) => {
      const due = c.req.valid("query").due === "true";
      return c.json({ followUps: await listFollowUps(c.get("db"), c.get("user")!.id, { due }) });
    },
  )
  .post(
    "/:id/sent",
    describeRoute({
      tags: ["Follow-ups"],
      summary: "Mark a follow-up sent: by e-mail through Leadsmith, or sent by the user themselves",
      responses: {
        200: jsonResponse("The follow-up, now sent.", v.object({ followUp: FollowUpRow })),
        401: errorResponse("Not signed in."),
        404: errorResponse("Not found."),
        409: errorResponse("Already sent or cancelled, or the address opted out."),
        422: errorResponse("No e-mail address known."),
        502: errorResponse("The e-mail provider failed; nothing changed."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    validate("json", FollowUpSent),
    async (c) => {
      const { id } = c.req.valid("param");
      const { via } = c.req.valid("json");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const row = await getFollowUp(db, userId, id);
      if (!row) throw followUpNotFound();
      const f = row.followUp;
      if (f.status === "sent" || f.status === "cancelled") {
        throw new ApiError(409, "not_due", `This follow-up is already ${f.status}.`);
      }
      if (await isDoNotContact(db, row.recipientEmail)) {
        throw new ApiError(409, "do_not_contact", "This person asked not to receive e-mail sent through Leadsmith.");
      }
      // Claim it first, so two racing calls never e-mail twice; give it back if the e-mail fails.
      const updated = await markFollowUpSent(db, userId, id);
      if (!updated) throw new ApiError(409, "not_due", "This follow-up was already marked sent.");
      if (via === "email") {
        const me = await getMeOrThrow(db, userId);
        const delivered =
          row.recipientEmail !== "" &&
          (await sendOnBehalf(c.env, db, {
            to: row.recipientEmail,
            subject: `Following up: ${row.company}`,
            text: f.message,
            kind: "follow_up",
            sender: { name: me.user.name, email: me.user.email },
          }));
        if (!delivered) {
          await reopenFollowUp(db, userId, id, f.status);
          throw row.recipientEmail
            ? new ApiError(502, "email_failed", "The e-mail could not be sent just now. Try again.")
            : new ApiError(
                422,
                "no_email",
                "No e-mail address is known for this prospect. Send it where they posted, then mark it as sent by you.",
              );
        }
      }
      await recordFollowUpSent(db, userId, row.clientId, row.company);
      return c.json({ followUp: shapeFollowUp(updated, row, row.clientId) });
    },
  );
