import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../env";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { listAudit } from "../services/admin/settings/audit-log";
import { AuditPage, AuditQuery } from "../services/admin/settings/schemas";

/** The audit log, read on the platform page. Writing happens where each action is taken (lib/audit.ts). */
export const adminAuditRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Admin"],
    summary: "The audit log, newest first, filtered and paged",
    description:
      "Roles: super_admin. `admin` (an admin's id) keeps that admin's actions, `action` one action name exactly (the answer lists every name the log holds), `from` and `to` a range of UTC days written YYYY-MM-DD, both included; 25 entries a page. Entries never hold a secret.",
    responses: {
      200: jsonResponse("One page of entries.", AuditPage),
      400: errorResponse("A filter that cannot be read, or from after to."),
      401: errorResponse("No admin session."),
      403: errorResponse("Role not allowed."),
    },
  }),
  requireAdmin(SUPER_ADMIN),
  validate("query", AuditQuery),
  async (c) => c.json(await listAudit(c.get("db"), c.req.valid("query"))),
);
