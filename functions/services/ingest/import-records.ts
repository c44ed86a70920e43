import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { NewProspect } from "#db/schema/prospects";
import type { ImportFormat } from "#db/validation/prospects";
import { parseRecord } from "./parse-record";
import { upsertProspects } from "./store";

export type ImportReport = {
  rowsIn: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** The first 100 rejections; `rejected` counts them all. */
  rejections: { row: number; reason: string }[];
};

const MAX_REJECTIONS_KEPT = 100;

/**
 * Streams records through the format's connector into the database in
 * batches, so memory stays flat whatever the file size. Always
 * rowsIn = inserted + updated + unchanged + rejected.
 */
export async function importRecords(
  db: DrizzleD1Database,
  records: AsyncIterable<unknown> | Iterable<unknown>,
  format: ImportFormat,
  opts: {
    batchSize?: number;
    now?: number;
    /** A connector fetched these just now (see ParseContext). */
    live?: boolean;
    /** The prospect_imports row of this run, recorded on each row it adds. */
    importId?: number;
    onProgress?: (r: ImportReport) => void | Promise<void>;
  } = {},
): Promise<ImportReport> {
  const batchSize = opts.batchSize ?? 1000;
  const now = opts.now ?? Date.now();
  const report: ImportReport = { rowsIn: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, rejections: [] };
  const reject = (row: number, reason: string) => {
    report.rejected++;
    if (report.rejections.length < MAX_REJECTIONS_KEPT) report.rejections.push({ row, reason });
  };
  let batch = new Map<string, NewProspect>();

  const flush = async () => {
    if (!batch.size) return;
    const rows = [...batch.values()].map((p) => (opts.importId === undefined ? p : { ...p, importId: opts.importId }));
    const r = await upsertProspects(db, rows, new Date(now));
    report.inserted += r.inserted;
    report.updated += r.updated;
    report.unchanged += r.unchanged;
    batch = new Map();
    await opts.onProgress?.(report);
  };

  const seen = new Map<string, number>();
  for await (const record of records) {
    const row = ++report.rowsIn;
    let parsed: ReturnType<typeof parseRecord>;
    try {
      parsed = parseRecord(format, record, now, { live: opts.live });
    } catch (err) {
      parsed = { ok: false, reason: `unreadable record: ${(err as Error).message}` };
    }
    if (!parsed.ok) {
      reject(row, parsed.reason);
      continue;
    }
    const key = parsed.prospect.dedupeKey;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(row, `duplicate of row ${first} in this file`);
      continue;
    }
    seen.set(key, row);
    batch.set(key, parsed.prospect);
    if (batch.size >= batchSize) await flush();
  }
  await flush();
  return report;
}
