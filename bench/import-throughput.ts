import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { generateProspect } from "#db/demo/generate-prospects";
import type { ImportFormat } from "#db/validation/prospects";
import { parseRecord } from "#functions/services/ingest/parse-record";
import { readRecords } from "#functions/services/ingest/records";
import { report } from "./lib";
import { dataDir, freshDb, importFile, realFiles, round } from "./lib-db";

const TARGET_ROWS_PER_SECOND = 5_000;
const TARGET_HEAP_GROWTH_MB = 128;
const NOW = Date.UTC(2026, 5, 1);

/** Row `i` of the synthetic file in the canonical import format (`ProspectImportRow`). */
function importRow(i: number) {
  const p = generateProspect(i, 2, NOW);
  return {
    company: p.company,
    name: p.name ?? "",
    role: p.role ?? "",
    location: p.location ?? "",
    remote: p.remote ?? false,
    bio: p.bio ?? "",
    industry: p.industry ?? "",
    companySize: p.companySize ?? "",
    stage: p.stage ?? "",
    website: p.website ?? "",
    linkedin: `https://www.linkedin.com/company/${p.company.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    email: p.email ?? "",
    phone: "",
    source: "import",
    sourceId: `bench-${i}`,
    sourceUrl: `https://example.com/signals/${i}`,
    signalKind: p.signalKind,
    signalText: p.signalText ?? "",
    signalDate: (p.signalDate as Date).toISOString(),
    painPoints: p.painPoints ?? [],
    tags: p.tags ?? "",
  };
}
type Row = ReturnType<typeof importRow>;
const csvCell = (v: unknown) => {
  const s = Array.isArray(v) ? v.join(";") : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Writes rows until the file reaches `bytes`; returns the row count. */
function writeFile(file: string, format: "csv" | "json", bytes: number) {
  const fd = openSync(file, "w");
  let size = 0;
  let rows = 0;
  const put = (s: string) => {
    size += Buffer.byteLength(s);
    writeSync(fd, s);
  };
  const keys = Object.keys(importRow(0)) as (keyof Row)[];
  put(format === "csv" ? `${keys.join(",")}\n` : "[\n");
  while (size < bytes) {
    const chunk: string[] = [];
    for (let k = 0; k < 1000; k++, rows++) {
      const r = importRow(rows);
      chunk.push(
        format === "csv" ? `${keys.map((key) => csvCell(r[key])).join(",")}\n` : `${rows ? ",\n" : ""}${JSON.stringify(r)}`,
      );
    }
    put(chunk.join(""));
  }
  put(format === "csv" ? "" : "\n]\n");
  closeSync(fd);
  return rows;
}

/** Where the time goes on the first `n` rows: reading + validating alone, then the full import with and without the FTS triggers. */
async function profile(file: string, format: ImportFormat, n: number) {
  const node = createReadStream(file);
  let t = performance.now();
  let read = 0;
  for await (const rec of readRecords(Readable.toWeb(node) as ReadableStream<Uint8Array>, format)) {
    if (read++ >= n) break;
  }
  node.destroy();
  const readOnly = (performance.now() - t) / 1000;
  const node2 = createReadStream(file);
  t = performance.now();
  read = 0;
  for await (const rec of readRecords(Readable.toWeb(node2) as ReadableStream<Uint8Array>, format)) {
    if (read++ >= n) break;
    parseRecord(format, rec, NOW);
  }
  node2.destroy();
  const readParse = (performance.now() - t) / 1000;

  const withFts = await freshDb("import-profile");
  const full = await importFile(withFts, file, format, { now: NOW, limit: n }).finally(() => withFts.close());
  const noFts = await freshDb("import-profile");
  for (const trigger of ["prospects_fts_ai", "prospects_fts_au", "prospects_fts_ad"]) {
    await noFts.client.execute(`drop trigger if exists ${trigger}`);
  }
  const bare = await importFile(noFts, file, format, { now: NOW, limit: n }).finally(() => noFts.close());
  const rate = (s: number) => Math.round(n / s);
  return {
    rows: n,
    readOnlyRowsPerSecond: rate(readOnly),
    readAndValidateRowsPerSecond: rate(readParse),
    fullImportRowsPerSecond: full.rowsPerSecond,
    importWithoutFtsTriggersRowsPerSecond: bare.rowsPerSecond,
    shareOfTime: {
      readingAndParsing: round(readOnly / full.seconds),
      validatingAndDeriving: round((readParse - readOnly) / full.seconds),
      ftsTriggers: round((full.seconds - bare.seconds) / full.seconds),
      storeWithoutFts: round((bare.seconds - readParse) / full.seconds),
    },
    statementsPerRow: "store.ts: 3 rows per INSERT (28 bound values each, D1's 100-parameter limit), 50 statements per batch, one SELECT per 90 keys",
  };
}

/**
 * Import throughput: a ~50 MB CSV and a ~50 MB JSON array in the canonical
 * format streamed through readRecords + importRecords into fresh libSQL
 * databases, with rows/s and memory; then the three real data files.
 */
export async function importThroughput() {
  const mbTarget = Number(process.env.BENCH_IMPORT_MB ?? 50);
  const dir = mkdtempSync(path.join(os.tmpdir(), "leadsmith-import-"));
  const synthetic = [];
  let profiled: Awaited<ReturnType<typeof profile>> | null = null;
  try {
    for (const format of ["csv", "json"] as const) {
      const file = path.join(dir, `prospects.${format}`);
      const rows = writeFile(file, format, mbTarget * 2 ** 20);
      const bench = await freshDb(`import-${format}`);
      try {
        process.stdout.write(`  importing ${rows.toLocaleString("en")} rows of ${format}...`);
        const r = await importFile(bench, file, format, { now: NOW });
        console.log(` ${r.rowsPerSecond.toLocaleString("en")} rows/s, heap +${r.memory.heapGrowthMb} MB`);
        synthetic.push({
          format,
          sizeMb: round(r.bytes / 2 ** 20, 1),
          rows,
          ...r,
          report: { ...r.report, rejections: r.report.rejections.slice(0, 3) },
          meetsThroughput: r.rowsPerSecond >= TARGET_ROWS_PER_SECOND,
          meetsMemory: r.memory.heapGrowthMb <= TARGET_HEAP_GROWTH_MB,
        });
      } finally {
        bench.close();
      }
      if (format === "csv") profiled = await profile(file, format, Math.min(rows, 20_000));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const real = [];
  for (const { file, format } of realFiles) {
    const bench = await freshDb(`import-${format}`);
    try {
      const r = await importFile(bench, path.join(dataDir, file), format, { now: NOW });
      const reasons = new Map<string, number>();
      for (const x of r.report.rejections) {
        const k = x.reason.replace(/row \d+/, "row N");
        reasons.set(k, (reasons.get(k) ?? 0) + 1);
      }
      real.push({
        file,
        format,
        sizeMb: round(r.bytes / 2 ** 20, 1),
        seconds: r.seconds,
        rowsPerSecond: r.rowsPerSecond,
        rowsIn: r.report.rowsIn,
        inserted: r.report.inserted,
        updated: r.report.updated,
        unchanged: r.report.unchanged,
        rejected: r.report.rejected,
        rejectionReasonsInFirst100: Object.fromEntries([...reasons].sort((a, b) => b[1] - a[1]).slice(0, 5)),
        memory: r.memory,
      });
    } finally {
      bench.close();
    }
  }

  report("import-throughput", {
    targets: { rowsPerSecond: TARGET_ROWS_PER_SECOND, heapGrowthMb: TARGET_HEAP_GROWTH_MB },
    database: "fresh libSQL file per import, migrations applied, WAL, synchronous=NORMAL, FTS triggers on",
    synthetic,
    profileOfCsv: profiled,
    real,
  });
  return { synthetic, profiled, real };
}
