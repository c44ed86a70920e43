import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import v8 from "node:v8";
import vm from "node:vm";
import { type Client, createClient, type InValue } from "@libsql/client";
import { getTableColumns } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { drizzle } from "drizzle-orm/libsql";
import { generateProspect } from "#db/demo/generate-prospects";
import { type NewProspect, prospects } from "#db/schema/prospects";
import type { ImportFormat } from "#db/validation/prospects";
import { importRecords } from "#functions/services/ingest/import-records";
import { readRecords } from "#functions/services/ingest/records";
import { root } from "./lib";

/** A statement the app sent through Drizzle, as recorded by a bench database's logger. */
export type Logged = { sql: string; params: unknown[] };

export type BenchDb = {
  client: Client;
  /** The app's functions take a D1 handle; Drizzle's SQLite builder is the same over libSQL. */
  db: DrizzleD1Database;
  file: string;
  /** Statements sent through `db` while `recording` is true. */
  log: Logged[];
  recording: boolean;
  close: () => void;
};

/**
 * A fresh libSQL database file in its own temp dir with every migration
 * applied the way wrangler applies them (file order, split on drizzle's
 * breakpoints). `close()` removes the directory.
 */
export async function freshDb(label = "bench"): Promise<BenchDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `leadsmith-${label}-`));
  const file = path.join(dir, "db.sqlite");
  const client = createClient({ url: `file:${file}` });
  // WAL with NORMAL sync is what a local SQLite-backed D1 runs with; the data is throwaway.
  await client.execute("pragma journal_mode = wal");
  await client.execute("pragma synchronous = normal");
  const migrations = path.join(root, "migrations");
  for (const name of readdirSync(migrations)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(path.join(migrations, name), "utf8").split("--> statement-breakpoint")) {
      if (stmt.trim()) await client.execute(stmt);
    }
  }
  const handle: BenchDb = {
    client,
    db: undefined as unknown as DrizzleD1Database,
    file,
    log: [],
    recording: false,
    close: () => {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const logger = {
    logQuery(sql: string, params: unknown[]) {
      if (handle.recording) handle.log.push({ sql, params });
    },
  };
  handle.db = drizzle(client, { logger }) as unknown as DrizzleD1Database;
  return handle;
}

/** Rows per multi-row INSERT: 28 bound columns a row, well under libSQL's 32,766 parameters. */
const ROWS_PER_STATEMENT = 500;
/** Rows per transaction: one commit (and one WAL sync) per this many rows. */
const ROWS_PER_TRANSACTION = 20_000;

const prospectColumns = getTableColumns(prospects);
const statementText = new Map<string, string>();

/**
 * One multi-row INSERT, built here rather than with Drizzle's builder (whose
 * per-row cost is about 100 µs, more than SQLite's): the columns are the keys
 * the generator sets, every value goes through the column's own driver mapping,
 * and omitted columns take their SQL defaults.
 */
function insertStatement(rows: NewProspect[]) {
  const keys = Object.keys(rows[0] ?? {}) as (keyof NewProspect)[];
  const cols = keys.map((k) => prospectColumns[k]);
  const textKey = `${keys.join(",")}:${rows.length}`;
  let text = statementText.get(textKey);
  if (!text) {
    const tuple = `(${keys.map(() => "?").join(",")})`;
    text = `insert into prospects (${cols.map((c) => `"${c.name}"`).join(",")}) values ${Array(rows.length).fill(tuple).join(",")}`;
    statementText.set(textKey, text);
  }
  const args: InValue[] = [];
  for (const row of rows) {
    keys.forEach((k, j) => {
      const v = row[k];
      args.push(
        v === null || v === undefined ? null : ((cols[j] as (typeof cols)[number]).mapToDriverValue(v) as InValue),
      );
    });
  }
  return { sql: text, args };
}

/**
 * Loads prospects 0..n-1 of the synthetic generator (seed 1, dated relative to
 * `now`) with multi-row INSERTs inside large transactions. The FTS triggers run
 * as they would in production, so the index is the one the app maintains.
 * This is a Node-side loader for benchmarks, not the D1 import path (which is
 * held to 100 parameters a statement).
 */
export async function loadGenerated(bench: BenchDb, n: number, now: number, onProgress?: (done: number) => void) {
  const started = performance.now();
  // Sync off while loading: durability of a throwaway benchmark file does not matter.
  await bench.client.execute("pragma synchronous = off");
  await bench.client.execute("pragma cache_size = -65536");
  for (let from = 0; from < n; from += ROWS_PER_TRANSACTION) {
    const tx = await bench.client.transaction("write");
    try {
      const to = Math.min(n, from + ROWS_PER_TRANSACTION);
      for (let i = from; i < to; i += ROWS_PER_STATEMENT) {
        const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, to - i) }, (_, k) =>
          generateProspect(i + k, 1, now),
        );
        await tx.execute(insertStatement(rows));
      }
      await tx.commit();
    } finally {
      tx.close();
    }
    onProgress?.(Math.min(n, from + ROWS_PER_TRANSACTION));
  }
  await bench.client.execute("pragma synchronous = normal");
  const seconds = (performance.now() - started) / 1000;
  return { rows: n, seconds: round(seconds, 1), rowsPerSecond: Math.round(n / seconds) };
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The q-quantile (0..1) of a list of numbers, nearest-rank. */
export function quantile(values: number[], q: number) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** The real data sets (README, "Benchmarks"); LEADSMITH_DATA overrides the folder. */
export const dataDir = process.env.LEADSMITH_DATA ?? path.resolve(root, "../shared/data");
/**
 * The day the real data is imported and searched as by the relevance benchmarks: the first day of
 * the newest YC batch in the snapshot (Winter 2027). A YC company is dated by its batch's start,
 * never later than the day of its import; importing as of this day keeps every batch as dated,
 * and the searches' "now" (the midnight after the newest signal) on the same day.
 */
export const DATA_AS_OF = Date.UTC(2027, 0, 1);

export const realFiles: { file: string; format: ImportFormat }[] = [
  { file: "ycombinator/companies.json", format: "ycombinator" },
  { file: "hackernews/who-is-hiring-items.jsonl", format: "hackernews" },
  { file: "producthunt/posts.jsonl", format: "producthunt" },
];

/** Node's collector when it can be reached (`--expose-gc` set at run time), for a clean memory baseline. */
function collector(): (() => void) | null {
  try {
    v8.setFlagsFromString("--expose-gc");
    return vm.runInNewContext("gc") as () => void;
  } catch {
    return null;
  }
}

/**
 * Streams one file through `readRecords` + `importRecords`, the path the admin
 * upload and the CLI use, sampling memory every 20 ms and after every batch.
 */
export async function importFile(
  bench: BenchDb,
  file: string,
  format: ImportFormat,
  opts: { now?: number; limit?: number } = {},
) {
  const gc = collector();
  gc?.();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heapUsed: base.heapUsed };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const node = createReadStream(file);
  const records = readRecords(Readable.toWeb(node) as ReadableStream<Uint8Array>, format);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const report = await importRecords(bench.db, opts.limit ? take(records, opts.limit) : records, format, {
      now: opts.now,
      onProgress: sample,
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    // SQLite runs on this thread (libSQL's local driver is synchronous underneath), so this is all the work.
    const cpuSeconds = (used.user + used.system) / 1e6;
    sample();
    gc?.();
    const retained = process.memoryUsage().heapUsed - base.heapUsed;
    const mb = (b: number) => round(b / 2 ** 20, 1);
    return {
      bytes: statSync(file).size,
      seconds: round(seconds, 2),
      rowsPerSecond: Math.round(report.rowsIn / seconds),
      cpuSeconds: round(cpuSeconds, 2),
      rowsPerCpuSecond: Math.round(report.rowsIn / cpuSeconds),
      report,
      memory: {
        /** Peak heap in use minus the baseline: includes garbage not yet collected, so an upper bound. */
        heapGrowthMb: mb(peak.heapUsed - base.heapUsed),
        /** What the import left behind once collected. */
        retainedHeapMb: mb(retained),
        rssGrowthMb: mb(peak.rss - base.rss),
        peakHeapMb: mb(peak.heapUsed),
        peakRssMb: mb(peak.rss),
        baselineAfterGc: gc !== null,
      },
    };
  } finally {
    clearInterval(timer);
    node.destroy();
  }
}

async function* take<T>(source: AsyncIterable<T>, n: number) {
  let i = 0;
  for await (const x of source) {
    if (i++ >= n) return;
    yield x;
  }
}
