import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { IdParam } from "#db/validation/admin";
import { SuggestionCreate } from "#db/validation/communications";
import { EmptyBody } from "#db/validation/outreach";
import { SuggestionRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";
import {
  addSuggestion,
  DAILY_SUGGESTIONS,
  suggestionsFor,
  suggestionsToday,
  vote,
} from "../services/content/suggestions";

/** Feature suggestions from signed-in users (/help/suggestions); staff answer them in the support center. */
export const suggestionRoutes = new Hono<AppEnv>()
  .use(requireUser, noStore)
  .get(
    "/",
    describeRoute({
      tags: ["Suggestions"],
      summary: "Feature suggestions by votes",
      description: "The 200 most-voted, with whether the caller wrote each and voted for it.",
      responses: {
        200: jsonResponse("Suggestions.", v.object({ suggestions: v.array(SuggestionRow) })),
        401: errorResponse("Not signed in."),
      },
    }),
    async (c) => c.json({ suggestions: await suggestionsFor(c.get("db"), c.get("user")!.id) }),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Suggestions"],
      summary: "Suggest a feature",
      description: `10 to 1,000 characters; the author's vote is counted. At most ${DAILY_SUGGESTIONS} a day per user.`,
      responses: {
        201: jsonResponse("Filed.", v.object({ suggestions: v.array(SuggestionRow), id: v.number() })),
        400: errorResponse("Too short or too long."),
        401: errorResponse("Not signed in."),
        429: errorResponse("Too many suggestions today."),
      },
    }),
    validate("json", SuggestionCreate),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user")!;
      if ((await suggestionsToday(db, user.id)) >= DAILY_SUGGESTIONS)
        throw new ApiError(
          429,
          "too_many_suggestions",
          `You have sent ${DAILY_SUGGESTIONS} suggestions in the last 24 hours. Thank you! Please try again tomorrow.`,
        );
      const id = await addSuggestion(db, user, c.req.valid("json").suggestion);
      return c.json({ id, suggestions: await suggestionsFor(db, user.id) }, 201);
    },
  )
  .post(
    "/:id/vote",
    describeRoute({
      tags: ["Suggestions"],
      summary: "Vote for a suggestion, once",
      description: "Takes an empty JSON body. A second vote by the same user answers 409 and changes nothing.",
      responses: {
        200: jsonResponse("Counted.", v.object({ id: v.number(), votes: v.number(), voted: v.literal(true) })),
        401: errorResponse("Not signed in."),
        404: errorResponse("No such suggestion."),
        409: errorResponse("Already voted."),
      },
    }),
    validate("param", IdParam),
    validate("json", EmptyBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const result = await vote(c.get("db"), id, c.get("user")!.id);
      if (!result) throw new ApiError(404, "not_found", "No suggestion has this id.");
      if (!result.added) throw new ApiError(409, "already_voted", "You have already voted for this suggestion.");
      return c.json({ id, votes: result.votes, voted: true as const });
    },
  );
