import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { prospectImports } from "#db/schema/prospects";
import { type ImportFormat, importFormats } from "#db/validation/prospects";
import { importRecords } from "#functions/services/ingest/import-records";
import { readRecords } from "#functions/services/ingest/records";
import { openLocalDb } from "./lib/local-db";

/**
 * npm run prospects:import -- FILE --format ycombinator|hackernews|producthunt|reddit|rss|csv|json
 * Streams FILE into the local D1 that `npm start` serves (or --persist DIR).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string" }, persist: { type: "string" }, quiet: { type: "boolean" } },
});
const file = positionals[0];
const format = values.format as ImportFormat | undefined;
if (!file || !format || !importFormats.includes(format)) {
  console.error(`Usage: npm run prospects:import -- FILE --format ${importFormats.join("|")}`);
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

const { db: libsql, client } = openLocalDb(values.persist);
const db = libsql as unknown as DrizzleD1Database; // same Drizzle SQLite query builder over libSQL
const started = performance.now();
const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
const [run] = await db
  .insert(prospectImports)
  .values({ kind: "cli", format, label: path.basename(file) })
  .returning({ id: prospectImports.id });
const report = await importRecords(db, readRecords(stream, format), format, {
  importId: run!.id,
  onProgress: (r) => {
    if (!values.quiet)
      process.stdout.write(
        `\r  ${r.rowsIn} rows read, ${r.inserted} inserted, ${r.updated} updated, ${r.rejected} rejected`,
      );
  },
});
const seconds = (performance.now() - started) / 1000;
const { eq } = await import("drizzle-orm");
await db
  .update(prospectImports)
  .set({
    status: "done",
    rowsIn: report.rowsIn,
    inserted: report.inserted,
    updated: report.updated,
    rejected: report.rejected,
    rejections: report.rejections,
    finishedAt: new Date(),
  })
  .where(eq(prospectImports.id, run!.id));
client.close();

console.log(
  `\n\nImported ${path.basename(file)} as ${format} in ${seconds.toFixed(1)} s (${Math.round(report.rowsIn / seconds)} rows/s)`,
);
console.log(`  rows in    ${report.rowsIn}`);
console.log(`  inserted   ${report.inserted}`);
console.log(`  updated    ${report.updated}`);
console.log(`  unchanged  ${report.unchanged}`);
console.log(`  rejected   ${report.rejected}`);
const reasons = new Map<string, number>();
for (const r of report.rejections)
  reasons.set(r.reason.replace(/row \d+/, "row N"), (reasons.get(r.reason.replace(/row \d+/, "row N")) ?? 0) + 1);
for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${n} × ${reason}`);
