import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { getMeOrThrow, updateProfile } from "#db/queries/users";
import { ProfileUpdate } from "#db/validation/auth";
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
      responses: { 200: jsonResponse("Profile."), 401: errorResponse("Not signed in.") },
    }),
    async (c) => {
      const me = await getMeOrThrow(c.get("db"), c.get("user")!.id);
      return c.json(me);
    },
  )
  .put(
    "/",
    describeRoute({
      tags: ["Profile"],
      summary: "Update profile fields",
      description:
        "Any subset of name, niche, experience, skills, painPoints, portfolioUrl, linkedinUrl, pitchTemplate; completeOnboarding marks onboarding done.",
      responses: {
        200: jsonResponse("Saved."),
        400: errorResponse("Invalid field."),
        401: errorResponse("Not signed in."),
      },
    }),
    validate("json", ProfileUpdate),
    async (c) => {
      const userId = c.get("user")!.id;
      await updateProfile(c.get("db"), userId, c.req.valid("json"));
      return c.json(await getMeOrThrow(c.get("db"), userId));
    },
  );
