import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { isoDay } from "#db/queries/admin";
import { adminWaitlistAll, adminWaitlistPage, setWaitlistStatus, waitlistEntry } from "#db/queries/admin-waitlist";
import { IdParam, WaitlistContact, WaitlistQuery, WaitlistStatusChange } from "#db/validation/admin";
import { csvFileName, toCsv } from "#db/validation/csv";
import { WaitlistPage, WaitlistRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, adminGuarded as guarded, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { ANY_ADMIN, requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { sendMail } from "../services/mailer";

export const WAITLIST_CSV_COLUMNS = ["Name", "Email", "Role", "Signup Date", "Source", "Status"] as const;

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
        "Content-Disposition": `attachment; filename="${csvFileName(c.env.APP_NAME ?? "", "waitlist")}"`,
        "Cache-Control": "no-store",
      });
    },
  );
