import { Hono } from "hono";
import { describeRoute, resolver } from "hono-openapi";
import * as v from "valibot";
import { pingDatabase } from "#db/queries/health";
import type { AppEnv } from "../env";

const HealthResponse = v.object({ status: v.literal("ok") });

export const healthRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["System"],
    summary: "Liveness and database check",
    description: "Answers ok only after a real query to D1 succeeds.",
    responses: {
      200: {
        description: "The Worker and its database answer.",
        content: { "application/json": { schema: resolver(HealthResponse) } },
      },
    },
  }),
  async (c) => {
    await pingDatabase(c.get("db"));
    return c.json({ status: "ok" as const });
  },
);
