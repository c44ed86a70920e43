import type { DrizzleD1Database } from "drizzle-orm/d1";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { ensureClient } from "#db/queries/clients";
import { listFollowUps } from "#db/queries/follow-ups";
import {
  deleteDraft,
  getPitch,
  insertPitch,
  listPitches,
  markResponded,
  markSent,
  recordSend,
  shapePitch,
  unmarkSent,
  updateDraft,
} from "#db/queries/pitches";
import { refundPitch, usePitch } from "#db/queries/usage";
import { getMeOrThrow } from "#db/queries/users";
import type { Pitch } from "#db/schema/outreach";
import {
  EmptyBody,
  IdParam,
  PitchCreate,
  PitchListQuery,
  PitchRegenerate,
  PitchSend,
  PitchUpdate,
} from "#db/validation/outreach";
import {
  PitchCreated,
  PitchDetail,
  PitchPage,
  PitchRegenerated,
  PitchRow,
  PitchSaved,
  PitchSent,
} from "#db/validation/responses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";
import { limitReachedMessage } from "../services/billing/limit-reached";
import { isDoNotContact, sendOnBehalf } from "../services/outreach/opt-out";
import { checkPitch, loadProspect, pitchRecordOf, reachableProspect, writePitch } from "../services/outreach/pitching";
import { contactRuleFor } from "../services/pitches/contact-rule";
import { followUpMessage } from "../services/pitches/default-templates";
import { prospectNotFound } from "./prospects";

const pitchNotFound = () => new ApiError(404, "not_found", "Pitch not found.");
const notDraft = () =>
  new ApiError(409, "not_draft", "This pitch has been sent, so it can no longer be edited, regenerated or deleted.");

/** A stored pitch's checks against its prospect's record, re-run on every read and edit. */
async function checksOf(db: DrizzleD1Database, userId: number, pitch: Pitch) {
  const [prospect, me] = await Promise.all([
    pitch.prospectId ? loadProspect(db, pitch.prospectId) : null,
    getMeOrThrow(db, userId),
  ]);
  const checks = prospect ? checkPitch(pitch.subject, pitch.content, prospect, me) : null;
  return {
    verification: checks?.verification ?? null,
    contactRule: checks?.contactRule ?? null,
    prospectAvailable: prospect !== null,
  };
}

export const pitchRoutes = new Hono<AppEnv>()

  .get(
    "/",
    describeRoute({
      tags: ["Pitches"],
      summary: "The user's pitches, newest first, by tab (all, draft, sent, responded)",
      responses: {
        200: jsonResponse("A page of pitches and the count per tab.", PitchPage),
        401: errorResponse("Not signed in."),
      },
    }),
    requireUser,
    noStore,
    validate("query", PitchListQuery),
    async (c) => {
      const { status, page, prospectId } = c.req.valid("query");
      return c.json(await listPitches(c.get("db"), c.get("user")!.id, { status, page, prospectId }));
    },
  )
  .post(
    "/",
    describeRoute({
      tags: ["Pitches"],
      summary: "Write a draft pitch for a prospect in a tone",
      description:
        "Uses one pitch from the plan's quota. Only a prospect a search delivered to the user unlocked, or one of their clients; any other id answers 404 and creates nothing. The prospect becomes a client (New Lead).",
      responses: {
        201: jsonResponse("The draft, with the claims it makes and the source sentence of each.", PitchCreated),
        400: errorResponse("Invalid body."),
        401: errorResponse("Not signed in."),
        404: errorResponse("Client Not Found."),
        429: errorResponse("Pitch Limit Reached."),
      },
    }),
    requireUser,
    noStore,
    validate("json", PitchCreate),
    async (c) => {
      const { prospectId, tone } = c.req.valid("json");
      const db = c.get("db");
      const user = c.get("user")!;
      const [reached, me] = await Promise.all([reachableProspect(db, user.id, prospectId), getMeOrThrow(db, user.id)]);
      if (!reached) throw prospectNotFound();
      const { prospect, match } = reached;
      const quota = await usePitch(db, user.id, user.planId);
      if (!quota) {
        throw new ApiError(429, "pitch_limit_reached", await limitReachedMessage(db, user.planId, "pitches"), {
          title: "Pitch Limit Reached",
        });
      }
      try {
        const { generated, prospectName, responseRate } = await writePitch(c.env, db, prospect, me, tone);
        const client = await ensureClient(db, user.id, prospect, match?.matchScore ?? null);
        const row = await insertPitch(db, {
          userId: user.id,
          prospectId: prospect.id,
          prospectName,
          companyName: prospect.company,
          recipientEmail: prospect.email,
          subject: generated.subject,
          content: generated.body,
          tone,
          responseRate,
          source: prospect.source,
          signalKind: prospect.signalKind,
          matchScore: match?.matchScore ?? null,
          driver: generated.driver,
          fellBack: generated.fellBack,
        });
        return c.json(
          {
            pitch: shapePitch(row, client.id),
            verification: generated.verification,
            contactRule: contactRuleFor(prospect),
            notice: generated.notice,
            quota: { used: quota.used, max: quota.max, remaining: quota.remaining },
          },
          201,
        );
      } catch (err) {
        await refundPitch(db, user.id, quota.period);
        throw err;
      }
    },
  )
  .get(
    "/:id",
    describeRoute({
      tags: ["Pitches"],
      summary: "One pitch with its checks, the source's contact rule and its follow-ups",
      responses: {
        200: jsonResponse("The pitch.", PitchDetail),
        401: errorResponse("Not signed in."),
        404: errorResponse("Not found."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const row = await getPitch(db, userId, id);
      if (!row) throw pitchNotFound();
      const [checks, followUps] = await Promise.all([
        checksOf(db, userId, row.pitch),
        listFollowUps(db, userId, { pitchId: id }),
      ]);
      return c.json({ pitch: shapePitch(row.pitch, row.clientId), ...checks, followUps });
    },
  )
  .put(
    "/:id",
    describeRoute({
      tags: ["Pitches"],
      summary: "Edit a draft (subject, content, tone); the checks run again",
      responses: {
        200: jsonResponse("The saved draft and its checks.", PitchSaved),
        400: errorResponse("Invalid body."),
        401: errorResponse("Not signed in."),
        404: errorResponse("Not found."),
        409: errorResponse("Not a draft any more."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    validate("json", PitchUpdate),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const existing = await getPitch(db, userId, id);
      if (!existing) throw pitchNotFound();
      const row = await updateDraft(db, userId, id, c.req.valid("json"));
      if (!row) throw notDraft();
      return c.json({ pitch: shapePitch(row, existing.clientId), ...(await checksOf(db, userId, row)) });
    },
  )
  .post(
    "/:id/regenerate",
    describeRoute({
      tags: ["Pitches"],
      summary: "Write a draft again in a tone (uses no quota)",
      responses: {
        200: jsonResponse("The new draft and its checks.", PitchRegenerated),
        401: errorResponse("Not signed in."),
        404: errorResponse("Not found."),
        409: errorResponse("Not a draft, or the prospect was removed."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    validate("json", PitchRegenerate),
    async (c) => {
      const { id } = c.req.valid("param");
      const { tone } = c.req.valid("json");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const existing = await getPitch(db, userId, id);
      if (!existing) throw pitchNotFound();
      if (existing.pitch.status !== "draft") throw notDraft();
      const prospect = existing.pitch.prospectId ? await loadProspect(db, existing.pitch.prospectId) : null;
      if (!prospect) throw new ApiError(409, "prospect_removed", "This prospect is no longer available to write from.");
      const me = await getMeOrThrow(db, userId);
      const { generated } = await writePitch(c.env, db, prospect, me, tone);
      const row = await updateDraft(db, userId, id, { subject: generated.subject, content: generated.body, tone });
      if (!row) throw notDraft();
      return c.json({
        pitch: shapePitch(row, existing.clientId),
        verification: generated.verification,
        contactRule: contactRuleFor(prospect),
        notice: generated.notice,
      });
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Pitches"],
      summary: "Delete a draft",
      responses: {
        200: jsonResponse("Deleted.", v.object({ deleted: v.literal(true) })),
        401: errorResponse("Not signed in."),
        404: errorResponse("Not found."),
        409: errorResponse("Not a draft any more."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      if (!(await getPitch(db, userId, id))) throw pitchNotFound();
      if (!(await deleteDraft(db, userId, id))) throw notDraft();
      return c.json({ deleted: true });
    },
  )
  .post(
    "/:id/send",
    describeRoute({
      tags: ["Pitches"],
      summary: "Send a draft by e-mail, or record that the user sent it themselves",
      description:
        "Refused while a placeholder or an unsupported claim remains (422), while the source's contact rule is not confirmed (409), and for an address on the do-not-contact list (409). Creates the follow-up 3 days later.",
      responses: {
        200: jsonResponse("The sent pitch and its follow-up.", PitchSent),
        400: errorResponse("Invalid body."),
        401: errorResponse("Not signed in."),
        404: errorResponse("Not found."),
        409: errorResponse("Not a draft, rule not confirmed, or the address opted out."),
        422: errorResponse("The pitch is not ready: placeholders, unsupported claims or no e-mail address."),
        502: errorResponse("The e-mail provider refused or failed; nothing changed."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    validate("json", PitchSend),
    async (c) => {
      const { id } = c.req.valid("param");
      const { via, confirmRule } = c.req.valid("json");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const existing = await getPitch(db, userId, id);
      if (!existing) throw pitchNotFound();
      const draft = existing.pitch;
      if (draft.status !== "draft") throw new ApiError(409, "not_draft", "This pitch has already been sent.");
      const prospect = draft.prospectId ? await loadProspect(db, draft.prospectId) : null;
      if (!prospect) throw new ApiError(409, "prospect_removed", "This prospect is no longer available to pitch.");
      const me = await getMeOrThrow(db, userId);
      const { verification, contactRule } = checkPitch(draft.subject, draft.content, prospect, me);
      if (!verification.ok) {
        throw new ApiError(
          422,
          "pitch_not_ready",
          `Fix this before sending: ${verification.problems[0]?.message ?? "the pitch did not pass its checks."}`,
          verification.problems,
        );
      }
      if (contactRule && !confirmRule) throw new ApiError(409, "confirm_contact_rule", contactRule);
      if (await isDoNotContact(db, prospect.email)) {
        throw new ApiError(
          409,
          "do_not_contact",
          "This person asked not to receive e-mail sent through Leadsmith, so they cannot be pitched.",
        );
      }
      if (via === "email" && !prospect.email) {
        throw new ApiError(
          422,
          "no_email",
          "No e-mail address is known for this prospect. Copy the pitch, send it where they posted, then mark it as sent by you.",
        );
      }
      const sent = await markSent(db, userId, id, via);
      if (!sent) throw new ApiError(409, "not_draft", "This pitch has already been sent.");
      if (via === "email") {
        const delivered = await sendOnBehalf(c.env, db, {
          to: prospect.email,
          subject: sent.subject,
          text: sent.content,
          kind: "pitch",
          sender: { name: me.user.name, email: me.user.email },
        });
        if (!delivered) {
          await unmarkSent(db, userId, id);
          throw new ApiError(
            502,
            "email_failed",
            "The e-mail could not be sent just now. Your draft is kept; try again.",
          );
        }
      }
      // The client was made when the draft was written; made again only if it was removed since.
      const clientId = existing.clientId ?? (await ensureClient(db, userId, prospect, draft.matchScore)).id;
      const followUp = await recordSend(
        db,
        sent,
        clientId,
        followUpMessage(pitchRecordOf(prospect), { name: me.user.name }),
      );
      return c.json({
        pitch: shapePitch(sent, clientId),
        followUp: { id: followUp.id, scheduledDate: followUp.scheduledAt.toISOString(), status: followUp.status },
      });
    },
  )
  .post(
    "/:id/responded",
    describeRoute({
      tags: ["Pitches"],
      summary: "Log that the prospect replied; pending follow-ups are cancelled",
      responses: {
        200: jsonResponse("The pitch, now responded.", v.object({ pitch: PitchRow })),
        401: errorResponse("Not signed in."),
        404: errorResponse("Not found."),
        409: errorResponse("Not sent yet, or already responded."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    validate("json", EmptyBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const existing = await getPitch(db, userId, id);
      if (!existing) throw pitchNotFound();
      const done = await markResponded(db, userId, id);
      if (!done) {
        throw new ApiError(
          409,
          "not_sent",
          existing.pitch.status === "draft"
            ? "Send the pitch before logging a response."
            : "The response is already logged.",
        );
      }
      return c.json({ pitch: shapePitch(done.pitch, done.clientId) });
    },
  );
