import { spawn } from "node:child_process";
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { generateProspect } from "#db/demo/generate-prospects";
import type { ImportFormat } from "#db/validation/prospects";
import { parseRecord } from "#functions/services/ingest/parse-record";
import { readRecords } from "#functions/services/ingest/records";
import { report, root } from "./lib";
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
        format === "csv"
          ? `${keys.map((key) => csvCell(r[key])).join(",")}\n`
          : `${rows ? ",\n" : ""}${JSON.stringify(r)}`,
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
  const records = readRecords(Readable.toWeb(node) as ReadableStream<Uint8Array>, format);
  let read = 0;
  while (read < n && !(await records.next()).done) read++;
  await records.return(undefined);
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
    statementsPerRow:
      "store.ts: up to 1,000 rows (about 1 MB) per INSERT through one JSON parameter (json_each), so one statement and one commit per 1,000-row batch; one SELECT of known keys per batch",
  };
}

type ImportResult = Awaited<ReturnType<typeof importFile>>;
const HEAP_CAP_MB = 128;
const CHILD_FLAG = "--import-child";

/**
 * Imports a file in a child Node process whose V8 old space is capped at
 * 128 MB (a Worker's memory limit): finishing proves the import fits, where
 * the heap sampled in an uncapped process mostly measures how lazily V8
 * collects garbage.
 */
function importInChild(file: string, format: ImportFormat) {
  return new Promise<{ ok: true; result: ImportResult } | { ok: false; error: string }>((resolve) => {
    const args = [
      `--max-old-space-size=${HEAP_CAP_MB}`,
      "--import",
      "tsx",
      import.meta.filename,
      CHILD_FLAG,
      file,
      format,
    ];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code === 0 && last.startsWith("{")) resolve({ ok: true, result: JSON.parse(last) as ImportResult });
      else {
        const why = err.split("\n").find((l) => /heap out of memory|Error/i.test(l)) ?? `exit code ${code}`;
        resolve({ ok: false, error: why.trim() });
      }
    });
  });
}

if (process.argv[2] === CHILD_FLAG) {
  const [file, format] = process.argv.slice(3) as [string, ImportFormat];
  const bench = await freshDb(`import-${format}`);
  try {
    console.log(JSON.stringify(await importFile(bench, file, format, { now: NOW })));
  } finally {
    bench.close();
  }
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
      process.stdout.write(
        `  importing ${rows.toLocaleString("en")} rows of ${format} (V8 heap capped at ${HEAP_CAP_MB} MB)...`,
      );
      const child = await importInChild(file, format);
      if (!child.ok) {
        console.log(` FAILED: ${child.error}`);
        synthetic.push({ format, rows, heapCapMb: HEAP_CAP_MB, completedWithinHeapCap: false, error: child.error });
      } else {
        const r = child.result;
        console.log(
          ` ${r.rowsPerSecond.toLocaleString("en")} rows/s (${r.rowsPerCpuSecond.toLocaleString("en")} per CPU second), peak heap +${r.memory.heapGrowthMb} MB`,
        );
        synthetic.push({
          format,
          sizeMb: round(r.bytes / 2 ** 20, 1),
          rows,
          heapCapMb: HEAP_CAP_MB,
          completedWithinHeapCap: true,
          ...r,
          report: { ...r.report, rejections: r.report.rejections.slice(0, 3) },
          meetsThroughput: r.rowsPerSecond >= TARGET_ROWS_PER_SECOND,
          meetsThroughputPerCpuSecond: r.rowsPerCpuSecond >= TARGET_ROWS_PER_SECOND,
          meetsMemory: r.memory.heapGrowthMb <= TARGET_HEAP_GROWTH_MB,
        });
      }
      if (format === "csv") profiled = await profile(file, format, Math.min(rows, 5_000));
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
        rowsPerCpuSecond: r.rowsPerCpuSecond,
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
    machineLoad: { loadAverage: round(os.loadavg()[0] as number), cores: os.cpus().length },
    targets: { rowsPerSecond: TARGET_ROWS_PER_SECOND, heapGrowthMb: TARGET_HEAP_GROWTH_MB },
    database: "fresh libSQL file per import, migrations applied, WAL, synchronous=NORMAL, FTS triggers on",
    memoryMethod: `the 50 MB imports run in a child process with --max-old-space-size=${HEAP_CAP_MB}; completing is the pass. heapGrowthMb is peak heapUsed (sampled every 20 ms and after each batch) minus the post-GC baseline; retainedHeapMb is after a final GC`,
    synthetic,
    profileOfCsv: profiled,
    real,
  });
  return { synthetic, profiled, real };
}
