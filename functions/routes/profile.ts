import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { getMeOrThrow, updateProfile } from "#db/queries/users";
import { ProfileUpdate } from "#db/validation/auth";
import { requestCountry } from "#db/validation/countries";
import { Me } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser, noStore)
  .get(
    "/",
    describeRoute({
      tags: ["Profile"],
      summary: "The signed-in user's profile",
      description:
        "Also `requestCountry`: the country this request came from (Cloudflare's), '' when unknown; onboarding proposes it.",
      responses: {
        200: jsonResponse("Profile.", v.object({ ...Me.entries, requestCountry: v.string() })),
        401: errorResponse("Not signed in."),
      },
    }),
    async (c) => {
      const me = await getMeOrThrow(c.get("db"), c.get("user")!.id);
      return c.json({ ...me, requestCountry: requestCountry(c.req.raw) });
    },
  )
  .put(
    "/",
    describeRoute({
      tags: ["Profile"],
      summary: "Update profile fields",
      description:
        "Any subset of name, niche, experience, skills, painPoints, portfolioUrl, linkedinUrl, pitchTemplate, timeZone, followUpDigest, country (ISO 3166-1 alpha-2 or ''), announcements; completeOnboarding marks onboarding done (and, without a country, takes the request's country).",
      responses: {
        200: jsonResponse("Saved.", Me),
        400: errorResponse("Invalid field."),
        401: errorResponse("Not signed in."),
      },
    }),
    validate("json", ProfileUpdate),
    async (c) => {
      const userId = c.get("user")!.id;
      const body = c.req.valid("json");
      // Onboarding without a chosen country takes the one the request came from.
      const country = body.country ?? (body.completeOnboarding ? requestCountry(c.req.raw) || undefined : undefined);
      await updateProfile(c.get("db"), userId, { ...body, ...(country !== undefined ? { country } : {}) });
      return c.json(await getMeOrThrow(c.get("db"), userId));
    },
  );
