import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { createAdmin, findAdminById, listAdmins } from "#db/queries/admin";
import { AdminAccount, AdminCreate, AdminRoleChange, IdParam } from "#db/validation/admin";
import { normalizeEmail } from "#db/validation/common";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { hashPassword } from "../lib/password";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { endAllAdminSessions } from "../services/admin/sessions";
import { changeAdminRole, removeAdmin } from "../services/admin/settings/admins";
import { AdminRemoved } from "../services/admin/settings/schemas";
import { isCommonPassword } from "../services/auth/common-passwords";

const COMMON = "This password is too common. Choose one that is harder to guess.";
const LAST_SUPER = "There must always be a super admin: make another admin super admin first.";

/** Staff accounts: only a super_admin lists, creates or re-roles them. */
export const adminAccountRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "List admin accounts",
      description: "Roles: super_admin.",
      responses: {
        200: jsonResponse("Admins.", v.object({ admins: v.array(AdminAccount) })),
        401: errorResponse("No admin session."),
        403: errorResponse("Role not allowed."),
      },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => c.json({ admins: await listAdmins(c.get("db")) }),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Create an admin account",
      description: "Roles: super_admin. The password follows the sign-up rules and may not be a common one.",
      responses: {
        201: jsonResponse("Created.", AdminAccount),
        400: errorResponse("Invalid field or common password."),
        401: errorResponse("No admin session."),
        403: errorResponse("Role not allowed."),
        409: errorResponse("An admin with this e-mail exists."),
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("json", AdminCreate),
    async (c) => {
      const body = c.req.valid("json");
      if (isCommonPassword(body.password)) {
        throw new ApiError(400, "validation_error", COMMON, [{ path: "password", message: COMMON }]);
      }
      const db = c.get("db");
      const email = normalizeEmail(body.email);
      const created = await createAdmin(db, {
        email,
        name: body.name,
        role: body.role,
        passwordHash: await hashPassword(body.password),
      });
      if (!created) throw new ApiError(409, "email_taken", "An admin with this email already exists.");
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.create", email, { role: body.role });
      return c.json(created, 201);
    },
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Change an admin's role",
      description:
        "Roles: super_admin. Ends every session of that admin at once (their own too, when an admin changes their own role). The last super_admin cannot be demoted.",
      responses: {
        200: jsonResponse("Changed.", AdminAccount),
        400: errorResponse("Invalid role."),
        409: errorResponse("The last super_admin."),
        401: errorResponse("No admin session."),
        403: errorResponse("Role not allowed."),
        404: errorResponse("No such admin."),
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    validate("json", AdminRoleChange),
    async (c) => {
      const { id } = c.req.valid("param");
      const { role } = c.req.valid("json");
      const me = c.get("admin")!;
      const db = c.get("db");
      const target = await findAdminById(db, id);
      if (!target) throw new ApiError(404, "not_found", "No admin has this id.");
      if (target.role !== role) {
        const changed = await changeAdminRole(db, id, role);
        if ("error" in changed) {
          if (changed.error === "not_found") throw new ApiError(404, "not_found", "No admin has this id.");
          throw new ApiError(409, "last_super_admin", LAST_SUPER);
        }
        // The role is read per request, but a session started under the old role ends so the change is felt at once.
        await endAllAdminSessions(db, id);
        await audit(db, c, { type: "admin", id: me.id }, "admin.role_change", target.email, {
          from: target.role,
          to: role,
        });
      }
      const updated = await findAdminById(db, id);
      if (!updated) throw new ApiError(404, "not_found", "No admin has this id.");
      return c.json({
        id: updated.id,
        email: updated.email,
        name: updated.name,
        role: updated.role,
        createdAt: updated.createdAt.toISOString(),
      });
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Remove an admin account",
      description:
        "Roles: super_admin. Deletes the account and ends its sessions at once; an admin may remove themself. The last super_admin cannot be removed. Audited; their past audit entries stay.",
      responses: {
        200: jsonResponse("Removed.", AdminRemoved),
        400: errorResponse("Invalid id."),
        401: errorResponse("No admin session."),
        403: errorResponse("Role not allowed."),
        404: errorResponse("No such admin."),
        409: errorResponse("The last super_admin."),
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.get("db");
      const target = await findAdminById(db, id);
      if (!target) throw new ApiError(404, "not_found", "No admin has this id.");
      const removed = await removeAdmin(db, id);
      if ("error" in removed) {
        if (removed.error === "not_found") throw new ApiError(404, "not_found", "No admin has this id.");
        throw new ApiError(409, "last_super_admin", LAST_SUPER);
      }
      // The foreign key takes the sessions with the row; said again so it never hangs on that pragma.
      await endAllAdminSessions(db, id);
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.remove", target.email, {
        role: target.role,
        adminId: id,
      });
      return c.json({ ok: true as const });
    },
  );
