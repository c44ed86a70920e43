import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { isoDay } from "#db/queries/admin";
import { adminUsersAll } from "#db/queries/admin-users";
import { csvFileName, toCsv } from "#db/validation/csv";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { adminGuarded as guarded } from "../lib/openapi";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";

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
      "Content-Disposition": `attachment; filename="${csvFileName(c.env.APP_NAME ?? "", "users")}"`,
      "Cache-Control": "no-store",
    });
  },
);
