import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { IdParam } from "#db/validation/admin";
import { TemplateCreate, TemplateUpdate } from "#db/validation/communications";
import { TemplateRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "../services/content/templates";

const list = v.object({ templates: v.array(TemplateRow) });
const notFound = () => new ApiError(404, "not_found", "No pitch template has this id.");

/**
 * The pitch writer's wording per tone (content page, Pitch Templates tab). The
 * writer uses the newest active template of a tone; `inUse` marks it.
 */
export const adminTemplateRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Pitch templates by tone",
      description: "Role: super_admin.",
      responses: { 200: jsonResponse("Templates.", list), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => c.json({ templates: await listTemplates(c.get("db")) }),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Add a pitch template",
      description:
        "Role: super_admin. Slots: {greeting}, {company}, {topic}, {signal_detail} (required in the body), {bridge}, {offer}, {ask}, {portfolio}, {sign_off}, {sender_name}, {source}. An active template is used for its tone from the next pitch on. Audited.",
      responses: {
        201: jsonResponse("Added; the full list.", v.object({ id: v.number(), templates: v.array(TemplateRow) })),
        400: errorResponse("Missing field, unknown slot or no {signal_detail}."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("json", TemplateCreate),
    async (c) => {
      const db = c.get("db");
      const id = await createTemplate(db, c.req.valid("json"));
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.template_created", `pitch_template:${id}`);
      return c.json({ id, templates: await listTemplates(db) }, 201);
    },
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Edit, activate or deactivate a pitch template",
      description: "Role: super_admin. Saving makes it the newest of its tone. Audited.",
      responses: {
        200: jsonResponse("Saved; the full list.", list),
        400: errorResponse("Invalid field."),
        404: errorResponse("No such template."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    validate("json", TemplateUpdate),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      if (!(await updateTemplate(db, id, c.req.valid("json")))) throw notFound();
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.template_updated", `pitch_template:${id}`);
      return c.json({ templates: await listTemplates(db) });
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Delete a pitch template",
      description:
        "Role: super_admin. A tone without an active template is written with the built-in default wording. Audited.",
      responses: {
        200: jsonResponse("Deleted; the full list.", list),
        404: errorResponse("No such template."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      if (!(await deleteTemplate(db, id))) throw notFound();
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.template_deleted", `pitch_template:${id}`);
      return c.json({ templates: await listTemplates(db) });
    },
  );
