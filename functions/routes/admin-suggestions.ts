import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { IdParam } from "#db/validation/admin";
import { SuggestionUpdate } from "#db/validation/communications";
import { AdminSuggestionRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { ANY_ADMIN, requireAdmin } from "../middleware/admin-session";
import { adminSuggestions, updateSuggestion } from "../services/content/suggestions";

/** Feature suggestions in the support center, mounted at /api/admin/support/suggestions. */
export const adminSuggestionRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Feature suggestions by votes",
      description: "Roles: super_admin, moderator. The 200 most-voted.",
      responses: {
        200: jsonResponse("Suggestions.", v.object({ suggestions: v.array(AdminSuggestionRow) })),
        ...guarded,
      },
    }),
    requireAdmin(ANY_ADMIN),
    async (c) => c.json({ suggestions: await adminSuggestions(c.get("db")) }),
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Change a suggestion's status or priority",
      description: "Roles: super_admin, moderator. Status under-review, planned or implemented. Audited.",
      responses: {
        200: jsonResponse("Updated.", v.object({ suggestion: AdminSuggestionRow })),
        400: errorResponse("Unknown status or priority."),
        404: errorResponse("No such suggestion."),
        ...guarded,
      },
    }),
    requireAdmin(ANY_ADMIN),
    validate("param", IdParam),
    validate("json", SuggestionUpdate),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const suggestion = await updateSuggestion(db, id, body);
      if (!suggestion) throw new ApiError(404, "not_found", "No suggestion has this id.");
      await audit(
        db,
        c,
        { type: "admin", id: c.get("admin")!.id },
        "admin.suggestion_update",
        `suggestion:${id}`,
        body,
      );
      return c.json({ suggestion });
    },
  );
