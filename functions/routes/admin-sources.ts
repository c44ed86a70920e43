import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { SourceList, SourceNameParam, SourceRunResult } from "#db/validation/admin-prospects";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { listSourceStatus, runSourceNow } from "../services/ingest/sources";

const guarded = {
  401: errorResponse("No admin session."),
  403: errorResponse("Role not allowed: prospect sources are managed by super admins."),
};

/** The prospect sources of `SOURCES` (wrangler.toml) with their latest runs, and running one at once. */
export const adminSourceRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Every configured prospect source with its latest run",
      description:
        "Roles: super_admin. From `SOURCES` in wrangler.toml: enabled, schedule (every N minutes), what it still needs before it can run (a key or credentials), and its latest run: when, outcome, rows added and updated, the error of a failed run, and the attribution the source asks for.",
      responses: { 200: jsonResponse("The sources.", SourceList), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => c.json({ sources: await listSourceStatus(c.env, c.get("db")) }),
  )
  .post(
    "/:name/run",
    describeRoute({
      tags: ["Admin"],
      summary: "Run one source now",
      description:
        "Roles: super_admin. Runs the named source at once, due or not (a disabled one too, so it can be tried before it is switched on), and answers when the run has finished: sources are small. A source missing its key answers `failed` with what it needs. The run is recorded like a scheduled one and audit-logged. Send `{}` as the body.",
      responses: {
        200: jsonResponse("The run's outcome.", SourceRunResult),
        404: errorResponse("No configured source has this name."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", SourceNameParam),
    validate("json", v.strictObject({})),
    async (c) => {
      const { name } = c.req.valid("param");
      const db = c.get("db");
      const run = await runSourceNow(c.env, db, name, Date.now());
      if (!run) throw new ApiError(404, "not_found", `No configured source is called '${name.slice(0, 40)}'.`);
      const result = {
        name,
        status: run.status,
        inserted: run.inserted,
        updated: run.updated,
        error: run.error ?? null,
      };
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.source_run", `source:${name}`, {
        status: run.status,
        inserted: run.inserted,
        updated: run.updated,
        ...(run.error ? { error: run.error.slice(0, 300) } : {}),
      });
      return c.json(result);
    },
  );
