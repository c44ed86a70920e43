import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { isoDay } from "#db/queries/admin";
import { adminMetrics } from "#db/queries/admin-metrics";
import { supportOverview, updateHelpRequest } from "#db/queries/admin-support";
import { adminUsersAll, adminUsersPage } from "#db/queries/admin-users";
import { adminWaitlistAll, adminWaitlistPage, setWaitlistStatus, waitlistEntry } from "#db/queries/admin-waitlist";
import { setPlanByStaff } from "#db/queries/billing";
import { users } from "#db/schema/users";
import {
  AdminMetrics,
  AdminUsersPage,
  AdminUserUpdate,
  AdminUserUpdated,
  HelpRequestRow,
  IdParam,
  SupportOverview,
  SupportUpdate,
  UsersQuery,
  WaitlistContact,
  WaitlistPage,
  WaitlistQuery,
  WaitlistRow,
  WaitlistStatusChange,
} from "#db/validation/admin";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { ANY_ADMIN, requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { toCsv } from "../services/admin/csv";
import { setUserDisabled } from "../services/admin/users";
import { sendMail } from "../services/mailer";

const guarded = {
  401: errorResponse("No admin session."),
  403: errorResponse("Role not allowed."),
};

export const WAITLIST_CSV_COLUMNS = ["Name", "Email", "Role", "Signup Date", "Source", "Status"] as const;

/** `{product}-{what}.csv`, from APP_NAME reduced to a safe file name. */
const exportFileName = (appName: string, what: "waitlist" | "users") =>
  `${
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "leadsmith"
  }-${what}.csv`;

export const adminWaitlistRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Waitlist entries, newest first",
      description:
        "Roles: super_admin, moderator. `q` searches name and e-mail; `status`, `source` and `from`/`to` (join dates, YYYY-MM-DD, whole UTC days) filter; 25 per page. `sources` lists the sources seen, for the filter.",
      responses: { 200: jsonResponse("A page of entries and the stat cards.", WaitlistPage), ...guarded },
    }),
    requireAdmin(ANY_ADMIN),
    validate("query", WaitlistQuery),
    async (c) => c.json(await adminWaitlistPage(c.get("db"), c.req.valid("query"))),
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Set a waitlist entry's status",
      description:
        "Roles: super_admin, moderator. Pending, Contacted or Converted (an entry also becomes Converted by itself when its e-mail signs up). Audited.",
      responses: {
        200: jsonResponse("The entry.", WaitlistRow),
        400: errorResponse("Unknown status."),
        404: errorResponse("No such entry."),
        ...guarded,
      },
    }),
    requireAdmin(ANY_ADMIN),
    validate("param", IdParam),
    validate("json", WaitlistStatusChange),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      const changed = await setWaitlistStatus(db, id, status);
      if (!changed) throw new ApiError(404, "not_found", "No waitlist entry has this id.");
      if (changed.before.status !== status) {
        await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.waitlist_status", changed.before.email, {
          from: changed.before.status,
          to: status,
        });
      }
      return c.json(changed.after);
    },
  )
  .post(
    "/:id/contact",
    describeRoute({
      tags: ["Admin"],
      summary: "E-mail one waitlist entry",
      description:
        "Roles: super_admin, moderator. One e-mail through the mailer; a Pending entry becomes Contacted. `emailed` says whether the mailer took it. Audited.",
      responses: {
        200: jsonResponse("Sent.", v.object({ entry: WaitlistRow, emailed: v.boolean() })),
        400: errorResponse("Missing or too long subject or message."),
        404: errorResponse("No such entry."),
        ...guarded,
      },
    }),
    requireAdmin(ANY_ADMIN),
    validate("param", IdParam),
    validate("json", WaitlistContact),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const { subject, message } = c.req.valid("json");
      const entry = await waitlistEntry(db, id);
      if (!entry) throw new ApiError(404, "not_found", "No waitlist entry has this id.");
      const emailed = await sendMail(c.env, db, {
        to: entry.email,
        subject: subject.replace(/[\r\n]+/g, " "),
        text: `${message}\n\n— The ${c.env.APP_NAME ?? "Leadsmith"} team`,
        kind: "waitlist:contact",
      });
      const after = entry.status === "Pending" ? (await setWaitlistStatus(db, id, "Contacted"))!.after : entry;
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.waitlist_contact", entry.email, {
        emailed,
      });
      return c.json({ entry: after, emailed });
    },
  )
  .get(
    "/export.csv",
    describeRoute({
      tags: ["Admin"],
      summary: "Download the whole waitlist as CSV",
      description:
        "Roles: super_admin. Columns Name, Email, Role, Signup Date, Source, Status; RFC 4180, formula-looking cells prefixed with an apostrophe. Audit-logged.",
      responses: { 200: { description: "text/csv attachment." }, ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => {
      const db = c.get("db");
      const rows = await adminWaitlistAll(db);
      const csv = toCsv(
        WAITLIST_CSV_COLUMNS,
        rows.map((r) => [r.name, r.email, r.role, isoDay(r.createdAt), r.source, r.status]),
      );
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.waitlist_export", "waitlist", {
        rows: rows.length,
      });
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(c.env.APP_NAME ?? "", "waitlist")}"`,
        "Cache-Control": "no-store",
      });
    },
  );

export const USERS_CSV_COLUMNS = [
  "Name",
  "Email",
  "Plan",
  "Account",
  "Health",
  "Health Score",
  "Signup Date",
  "Last Active",
  "Searches",
  "Pitches",
  "Pitches Sent",
  "Response Rate %",
  "Meetings",
  "Revenue USD",
] as const;

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
      const [user] = await db
        .select({ id: users.id, email: users.email, planId: users.planId, status: users.status })
        .from(users)
        .where(eq(users.id, id));
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

/** Mounted at /api/admin/users.csv. */
export const adminUsersCsvRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Admin"],
    summary: "Download every user with their health figures as CSV",
    description: `Roles: super_admin. Columns ${USERS_CSV_COLUMNS.join(", ")}; RFC 4180, formula-looking cells prefixed with an apostrophe. Audit-logged.`,
    responses: { 200: { description: "text/csv attachment." }, ...guarded },
  }),
  requireAdmin(SUPER_ADMIN),
  async (c) => {
    const db = c.get("db");
    const rows = await adminUsersAll(db);
    const csv = toCsv(
      USERS_CSV_COLUMNS,
      rows.map((r) => [
        r.name,
        r.email,
        r.plan,
        r.accountStatus === "suspended" ? "Disabled" : "Active",
        r.status,
        r.healthScore,
        isoDay(r.signupDate),
        r.lastActive ? r.lastActive.toISOString() : "",
        r.searches,
        r.pitches,
        r.pitchesSent,
        r.responseRate,
        r.meetings,
        r.revenue,
      ]),
    );
    await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.users_export", "users", { rows: rows.length });
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(c.env.APP_NAME ?? "", "users")}"`,
      "Cache-Control": "no-store",
    });
  },
);

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

export const adminMetricsRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Admin"],
    summary: "Live counts for the dashboard",
    description: "Roles: super_admin, moderator. 'This week' is the last 7 days.",
    responses: { 200: jsonResponse("Counts.", AdminMetrics), ...guarded },
  }),
  requireAdmin(ANY_ADMIN),
  async (c) => c.json(await adminMetrics(c.get("db"))),
);
