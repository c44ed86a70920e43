import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { adminUsersPage, userForStaffChange } from "#db/queries/admin-users";
import { setPlanByStaff } from "#db/queries/billing";
import { AdminUsersPage, AdminUserUpdate, AdminUserUpdated, IdParam, UsersQuery } from "#db/validation/admin";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { ANY_ADMIN, requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { setUserDisabled } from "../services/admin/users";

export const adminUserRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "User health table",
      description:
        "Roles: super_admin, moderator. Plan, quota use this period against the plan's limits, outreach results (response rate, meetings, revenue), a 0-100 health score and segment, and the last activity. `q` searches name and e-mail; `plan` and `health` filter; 25 per page.",
      responses: { 200: jsonResponse("A page of users.", AdminUsersPage), ...guarded },
    }),
    requireAdmin(ANY_ADMIN),
    validate("query", UsersQuery),
    async (c) => c.json(await adminUsersPage(c.get("db"), c.req.valid("query"))),
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Change a user's plan, or disable or re-enable the account",
      description:
        "Role: super_admin. A plan change takes effect at once (limits follow the plan); the user's billing page shows it as set by staff, and a later Paystack event for their subscription takes over again. Disabling ends every session of the account at once and sign-in then says the account is disabled; re-enabling lets the user sign in again. Each change is audited.",
      responses: {
        200: jsonResponse("The account after the change.", AdminUserUpdated),
        400: errorResponse("Unknown plan, or nothing to change."),
        404: errorResponse("No such user."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", IdParam),
    validate("json", AdminUserUpdate),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const { plan, disabled } = c.req.valid("json");
      const user = await userForStaffChange(db, id);
      if (!user) throw new ApiError(404, "not_found", "No user has that id.");
      const admin = { type: "admin" as const, id: c.get("admin")!.id };
      if (plan !== undefined && plan !== user.planId) {
        await setPlanByStaff(db, id, plan);
        await audit(db, c, admin, "admin.user_plan_changed", user.email, { from: user.planId, to: plan });
      }
      const wasDisabled = user.status === "suspended";
      if (disabled !== undefined && disabled !== wasDisabled) {
        await setUserDisabled(db, id, disabled);
        await audit(db, c, admin, disabled ? "admin.user_disabled" : "admin.user_enabled", user.email);
      }
      return c.json({ id, planId: plan ?? user.planId, disabled: disabled ?? wasDisabled });
    },
  );
