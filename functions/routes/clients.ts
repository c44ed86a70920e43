import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { ensureClient, getClient, listClients, updateClient } from "#db/queries/clients";
import { listFollowUps } from "#db/queries/follow-ups";
import { listPitches } from "#db/queries/pitches";
import { ClientCreate, ClientListQuery, ClientUpdate, IdParam } from "#db/validation/outreach";
import { ClientPage, ClientRow, FollowUpRow, PitchRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";
import { reachableProspect } from "../services/outreach/pitching";
import { prospectNotFound } from "./prospects";

const clientNotFound = () => new ApiError(404, "not_found", "Client Not Found");

const Saved = v.object({ client: ClientRow, created: v.boolean() });
const ClientDetail = v.object({ client: ClientRow, pitches: v.array(PitchRow), followUps: v.array(FollowUpRow) });

export const clientRoutes = new Hono<AppEnv>()

  .get(
    "/",
    describeRoute({
      tags: ["Clients"],
      summary: "The user's clients with the stat cards, by tab (all, new, active, proposals) and search text",
      description:
        "new: stage New Lead; active: any stage but Completed (as the Active card counts); proposals: Proposal Sent.",
      responses: {
        200: jsonResponse("A page of clients and the stats.", ClientPage),
        401: errorResponse("Not signed in."),
      },
    }),
    requireUser,
    noStore,
    validate("query", ClientListQuery),
    async (c) => c.json(await listClients(c.get("db"), c.get("user")!.id, c.req.valid("query"))),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Clients"],
      summary: "Save a prospect as a client (New Lead)",
      responses: {
        200: jsonResponse("Already a client.", Saved),
        201: jsonResponse("Saved.", Saved),
        401: errorResponse("Not signed in."),
        404: errorResponse("Client Not Found: never delivered to this user."),
      },
    }),
    requireUser,
    noStore,
    validate("json", ClientCreate),
    async (c) => {
      const { prospectId } = c.req.valid("json");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const reached = await reachableProspect(db, userId, prospectId);
      if (!reached) throw prospectNotFound();
      const { prospect, match } = reached;
      const saved = await ensureClient(db, userId, prospect, match?.matchScore ?? null);
      const client = await getClient(db, userId, saved.id);
      return c.json({ client: client!, created: saved.created }, saved.created ? 201 : 200);
    },
  )
  .get(
    "/:id",
    describeRoute({
      tags: ["Clients"],
      summary: "One client with its pitches and follow-ups",
      responses: {
        200: jsonResponse("The client, its pitches and follow-ups.", ClientDetail),
        401: errorResponse("Not signed in."),
        404: errorResponse("Client Not Found."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.get("db");
      const userId = c.get("user")!.id;
      const client = await getClient(db, userId, id);
      if (!client) throw clientNotFound();
      const [pitchPage, followUps] = await Promise.all([
        listPitches(db, userId, { status: "all", page: 1, prospectId: client.prospectId }),
        listFollowUps(db, userId, { prospectId: client.prospectId }),
      ]);
      return c.json({ client, pitches: pitchPage.pitches, followUps });
    },
  )
  .put(
    "/:id",
    describeRoute({
      tags: ["Clients"],
      summary: "Move a client's stage and/or set its revenue range",
      description:
        "Moving past Proposal Sent (Project Started, Completed, Hired) cancels the follow-ups still waiting.",
      responses: {
        200: jsonResponse("The client.", v.object({ client: ClientRow })),
        400: errorResponse("Unknown stage or range."),
        401: errorResponse("Not signed in."),
        404: errorResponse("Client Not Found."),
      },
    }),
    requireUser,
    noStore,
    validate("param", IdParam),
    validate("json", ClientUpdate),
    async (c) => {
      const { id } = c.req.valid("param");
      const client = await updateClient(c.get("db"), c.get("user")!.id, id, c.req.valid("json"));
      if (!client) throw clientNotFound();
      return c.json({ client });
    },
  );
