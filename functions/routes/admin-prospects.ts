import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import { prospectImports } from "#db/schema/prospects";
import { importFormats } from "#db/validation/prospects";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { ANY_ADMIN, requireAdmin } from "../middleware/admin-session";
import { importRecords } from "../services/ingest/import-records";
import { readRecords } from "../services/ingest/records";

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const IMPORT_PATH = "/api/admin/prospects/import";

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

const importRow = (r: typeof prospectImports.$inferSelect) => ({
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
        "The raw file is the request body (up to 50 MB, refused with 413 as soon as the limit is passed). `format` is csv or json in the canonical prospect fields, or a source's own format (ycombinator, hackernews, producthunt, reddit, rss). Rows are validated one by one and written in batches; re-importing a file changes nothing. The report counts rows in = inserted + updated + unchanged + rejected.",
      responses: {
        200: jsonResponse("The import report."),
        400: errorResponse("Unknown format or unreadable file."),
        401: errorResponse("No admin session."),
        413: errorResponse("Over 50 MB."),
      },
    }),
    requireAdmin(ANY_ADMIN),
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
      const [run] = await db
        .insert(prospectImports)
        .values({ kind: "upload", format, label: name ?? "", startedBy: admin.id })
        .returning({ id: prospectImports.id });
      const save = (r: Awaited<ReturnType<typeof importRecords>>, status: "running" | "done" | "failed") =>
        db
          .update(prospectImports)
          .set({
            status,
            rowsIn: r.rowsIn,
            inserted: r.inserted,
            updated: r.updated,
            rejected: r.rejected,
            rejections: r.rejections,
            ...(status === "running" ? {} : { finishedAt: new Date() }),
          })
          .where(eq(prospectImports.id, run!.id));
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
        return c.json({ id: run!.id, ...report });
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
      responses: { 200: jsonResponse("Imports.") },
    }),
    requireAdmin(ANY_ADMIN),
    async (c) => {
      const rows = await c.get("db").select().from(prospectImports).orderBy(desc(prospectImports.id)).limit(20);
      return c.json({ imports: rows.map(importRow) });
    },
  );
