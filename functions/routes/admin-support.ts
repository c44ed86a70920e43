import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { supportOverview, updateHelpRequest } from "#db/queries/admin-support";
import { IdParam, SupportUpdate } from "#db/validation/admin";
import { HelpRequestRow, SupportOverview } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { ANY_ADMIN, requireAdmin } from "../middleware/admin-session";
import { sendMail } from "../services/mailer";

export const adminSupportRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Help requests, feature suggestions and the summary counts",
      description: "Roles: super_admin, moderator. The newest 200 of each.",
      responses: { 200: jsonResponse("Support inbox.", SupportOverview), ...guarded },
    }),
    requireAdmin(ANY_ADMIN),
    async (c) => c.json(await supportOverview(c.get("db"))),
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Respond to or resolve a help request",
      description:
        "Roles: super_admin, moderator. A response is e-mailed to the requester; `emailed` says whether it was handed to the mailer.",
      responses: {
        200: jsonResponse("Updated.", v.object({ request: HelpRequestRow, emailed: v.boolean() })),
        400: errorResponse("Invalid status or response."),
        404: errorResponse("No such help request."),
        ...guarded,
      },
    }),
    requireAdmin(ANY_ADMIN),
    validate("param", IdParam),
    validate("json", SupportUpdate),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const db = c.get("db");
      const request = await updateHelpRequest(db, id, body);
      if (!request) throw new ApiError(404, "not_found", "No help request has this id.");
      let emailed = false;
      if (body.response !== undefined) {
        emailed = await sendMail(c.env, db, {
          to: request.user.email,
          subject: `Re: ${request.subject}`.replace(/[\r\n]+/g, " ").slice(0, 200),
          text: `${body.response}\n\n— Leadsmith support`,
          kind: "support:response",
        });
      }
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.support_update", `help_request:${id}`, {
        status: body.status,
        responded: body.response !== undefined,
      });
      return c.json({ request, emailed });
    },
  );
