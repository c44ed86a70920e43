import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { dashboardFor } from "#db/queries/dashboard";
import { Dashboard } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/session";

export const dashboardRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Dashboard"],
    summary: "The user's own figures: stat cards, follow-ups due, high-intent clients, activity and outcomes",
    responses: {
      200: jsonResponse("The dashboard, with each figure's definition.", Dashboard),
      401: errorResponse("Not signed in."),
    },
  }),
  requireUser,
  noStore,
  async (c) => c.json(await dashboardFor(c.get("db"), c.get("user")!.id)),
);
