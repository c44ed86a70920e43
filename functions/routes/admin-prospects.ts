import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import {
  adminProspectDetail,
  adminProspectPage,
  deleteProspect,
  findImportRun,
  type ImportRunCounts,
  recentImportRuns,
  removeDemoProspects,
  saveImportRun,
  setProspectHidden,
  startImportRun,
} from "#db/queries/admin-prospects";
import type { ProspectImport } from "#db/schema/prospects";
import {
  AdminProspectDetail,
  AdminProspectListQuery,
  AdminProspectPage,
  AdminProspectRow,
  ProspectHiddenUpdate,
  ProspectIdParam,
  RemoveDemoResult,
} from "#db/validation/admin-prospects";
import { importFormats } from "#db/validation/prospects";
import { ImportReport, ImportRunRow } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { importRecords } from "../services/ingest/import-records";
import { readRecords } from "../services/ingest/records";

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Passes bytes through and fails the stream as soon as more than `max` have arrived. */
function limitBytes(max: number) {
  let seen = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(new ApiError(413, "payload_too_large", "The file is larger than 50 MB."));
      else controller.enqueue(chunk);
    },
  });
}

const guarded = {
  401: errorResponse("No admin session."),
  403: errorResponse("Role not allowed: prospect data is managed by super admins."),
};

const notFound = () => new ApiError(404, "not_found", "No prospect has this id. It may have been deleted already.");

const importRow = (r: ProspectImport) => ({
  id: r.id,
  kind: r.kind,
  format: r.format,
  label: r.label,
  status: r.status,
  rowsIn: r.rowsIn,
  inserted: r.inserted,
  updated: r.updated,
  unchanged: Math.max(0, r.rowsIn - r.inserted - r.updated - r.rejected),
  rejected: r.rejected,
  rejections: r.rejections,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export const adminProspectRoutes = new Hono<AppEnv>()
  .post(
    "/import",
    describeRoute({
      tags: ["Admin"],
      summary: "Import prospects from a CSV or JSON upload",
      description:
        "Roles: super_admin (content is managed by super admins; moderators see users, waitlist and support). The raw file is the request body (up to 50 MB, refused with 413 as soon as the limit is passed). `format` is csv or json in the canonical prospect fields, or a source's own format (ycombinator, hackernews, producthunt, reddit, rss). Rows are validated one by one and written in batches; re-importing a file changes nothing. The report counts rows in = inserted + updated + unchanged + rejected.",
      responses: {
        200: jsonResponse("The import report.", ImportReport),
        400: errorResponse("Unknown format or unreadable file."),
        413: errorResponse("Over 50 MB."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate(
      "query",
      v.strictObject({
        format: v.picklist(importFormats, `format must be one of ${importFormats.join(", ")}`),
        name: v.optional(v.pipe(v.string(), v.maxLength(200))),
      }),
    ),
    async (c) => {
      const { format, name } = c.req.valid("query");
      const length = Number(c.req.header("content-length") ?? "0");
      if (length > MAX_UPLOAD_BYTES) throw new ApiError(413, "payload_too_large", "The file is larger than 50 MB.");
      const body = c.req.raw.body;
      if (!body) throw new ApiError(400, "validation_error", "Send the file as the request body.");
      const db = c.get("db");
      const admin = c.get("admin")!;
      const runId = await startImportRun(db, { format, label: name ?? "", startedBy: admin.id });
      const save = (r: ImportRunCounts, status: "running" | "done" | "failed") => saveImportRun(db, runId, r, status);
      let last = {
        rowsIn: 0,
        inserted: 0,
        updated: 0,
        unchanged: 0,
        rejected: 0,
        rejections: [] as { row: number; reason: string }[],
      };
      try {
        const report = await importRecords(
          db,
          readRecords(body.pipeThrough(limitBytes(MAX_UPLOAD_BYTES)) as ReadableStream<Uint8Array>, format),
          format,
          {
            importId: runId,
            onProgress: async (r) => {
              last = { ...r, rejections: [...r.rejections] };
              await save(r, "running");
            },
          },
        );
        await save(report, "done");
        await audit(db, c, { type: "admin", id: admin.id }, "admin.prospects_import", name ?? format, {
          format,
          ...report,
          rejections: undefined,
        });
        return c.json({ id: runId, ...report });
      } catch (err) {
        await save(last, "failed");
        await audit(db, c, { type: "admin", id: admin.id }, "admin.prospects_import_failed", name ?? format, {
          format,
          error: String(err),
        });
        if (err instanceof ApiError) throw err;
        throw new ApiError(
          400,
          "unreadable_file",
          `The file could not be read as ${format}: ${(err as Error).message.slice(0, 200)}`,
        );
      }
    },
  )
  .get(
    "/imports",
    describeRoute({
      tags: ["Admin"],
      summary: "Recent prospect imports with their reports (newest first)",
      description:
        "Roles: super_admin. The newest 20 uploads and connector runs; `GET /api/admin/prospects?import=<id>` lists the rows a run added.",
      responses: { 200: jsonResponse("Imports.", v.object({ imports: v.array(ImportRunRow) })), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => {
      const rows = await recentImportRuns(c.get("db"));
      return c.json({ imports: rows.map(importRow) });
    },
  )
  .get(
    "/",
    describeRoute({
      tags: ["Admin"],
      summary: "Prospects, newest added first (search, filters, pages of 25)",
      description:
        "Roles: super_admin. `q` matches words at the start of words in the company, name or signal text (a number also finds that id); `source`, `demo` and `hidden` (true/false) filter; `import=<run id>` lists the rows that import or connector run added. The prospects table keeps no run id, so those rows are read from time and order: the first `inserted` rows created from the run's start (and, once it has finished, not after its finish). Exact unless two imports wrote at the same moment. `counts` are over the whole table.",
      responses: {
        200: jsonResponse("A page of prospects.", AdminProspectPage),
        400: errorResponse("A filter is not valid."),
        404: errorResponse("No import run has this id."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("query", AdminProspectListQuery),
    async (c) => {
      const query = c.req.valid("query");
      const db = c.get("db");
      const run = query.import === undefined ? null : await findImportRun(db, query.import);
      if (query.import !== undefined && !run) throw new ApiError(404, "not_found", "No import run has this id.");
      return c.json(await adminProspectPage(db, query, run));
    },
  )
  .post(
    "/remove-demo",
    describeRoute({
      tags: ["Admin"],
      summary: "Remove the generated demo data set",
      description:
        "Roles: super_admin. Deletes every row marked demo (is_demo) in batches of 500, one statement each; running it again finishes a run that was cut short. A demo row a user has as a client or has written a pitch to is kept and hidden instead, so nobody's client or pitch disappears: `kept` counts those. Audit-logged. Send `{}` as the body.",
      responses: { 200: jsonResponse("How many rows were removed and kept.", RemoveDemoResult), ...guarded },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("json", v.strictObject({})),
    async (c) => {
      const db = c.get("db");
      const result = await removeDemoProspects(db);
      await audit(
        db,
        c,
        { type: "admin", id: c.get("admin")!.id },
        "admin.prospects_remove_demo",
        "prospects:demo",
        result,
      );
      return c.json(result);
    },
  )
  .get(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "One prospect in full, with what refers to it",
      description:
        "Roles: super_admin. `references` counts the searches that delivered it (and their users), the clients saved from it and the pitches written to it.",
      responses: {
        200: jsonResponse("The prospect.", AdminProspectDetail),
        400: errorResponse("The id is not a positive whole number."),
        404: errorResponse("No such prospect."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", ProspectIdParam),
    async (c) => {
      const detail = await adminProspectDetail(c.get("db"), c.req.valid("param").id);
      if (!detail) throw notFound();
      return c.json(detail);
    },
  )
  .patch(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Hide or unhide a prospect",
      description:
        "Roles: super_admin. `{hidden: true}` keeps the row (for the audit trail, and for users who already have it as a client or pitch) but no search returns it again; `{hidden: false}` brings it back. Re-imports keep the flag. Each change is audit-logged.",
      responses: {
        200: jsonResponse("The prospect as it is now.", v.object({ prospect: AdminProspectRow })),
        400: errorResponse("`hidden` is not true or false."),
        404: errorResponse("No such prospect."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", ProspectIdParam),
    validate("json", ProspectHiddenUpdate),
    async (c) => {
      const { id } = c.req.valid("param");
      const { hidden } = c.req.valid("json");
      const db = c.get("db");
      const result = await setProspectHidden(db, id, hidden);
      if (!result) throw notFound();
      if (result.changed) {
        await audit(
          db,
          c,
          { type: "admin", id: c.get("admin")!.id },
          hidden ? "admin.prospect_hide" : "admin.prospect_unhide",
          `prospect:${id}`,
          { company: result.row.company, source: result.row.source },
        );
      }
      return c.json({ prospect: result.row });
    },
  )
  .delete(
    "/:id",
    describeRoute({
      tags: ["Admin"],
      summary: "Delete a prospect nobody works with",
      description:
        "Roles: super_admin. Deletes the row for good, and with it its place in users' search history (those searches reopen with one result fewer). Refused with 409 while any user has it as a client or has written a pitch to it: deleting it would take their client (its stage, revenue and activity) with it and cut the pitch from its record; hide it instead, which keeps it out of every search and leaves their work intact. The deleted row's company, name and source stay in the audit log.",
      responses: {
        200: jsonResponse("Deleted.", v.object({ deleted: v.literal(true), id: v.number() })),
        400: errorResponse("The id is not a positive whole number."),
        404: errorResponse("No such prospect."),
        409: errorResponse("A user has it as a client or pitch: hide it instead."),
        ...guarded,
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", ProspectIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.get("db");
      const result = await deleteProspect(db, id);
      if (result.outcome === "not_found") throw notFound();
      if (result.outcome === "in_use") {
        const { clients, pitches } = result.references;
        const uses = [
          clients ? `${clients} ${clients === 1 ? "user has" : "users have"} it as a client` : "",
          pitches ? `${pitches} ${pitches === 1 ? "pitch was" : "pitches were"} written to it` : "",
        ]
          .filter(Boolean)
          .join(" and ");
        throw new ApiError(
          409,
          "prospect_in_use",
          `This prospect cannot be deleted: ${uses}, and deleting it would remove their work. Hide it instead: it leaves every search and their clients and pitches stay as they are.`,
          result.references,
        );
      }
      const { row } = result;
      await audit(db, c, { type: "admin", id: c.get("admin")!.id }, "admin.prospect_delete", `prospect:${id}`, {
        company: row.company,
        name: row.name,
        source: row.source,
        sourceId: row.sourceId,
        sourceUrl: row.sourceUrl,
        isDemo: row.isDemo,
      });
      return c.json({ deleted: true as const, id });
    },
  );
