import type { Client, InStatement, InValue, ResultSet } from "@libsql/client";

/** CPU time (user + system, ns) of this process, every thread. */
export function processCpuNs() {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
}

/**
 * A 112-byte WebAssembly module whose `now()` returns WASI's clock_time_get for the
 * thread's CPU clock (clock id 3, CLOCK_THREAD_CPUTIME_ID on Linux, in ns). Node 20 has no
 * per-thread CPU call of its own (process.cpuUsage sums every thread) and /proc's
 * schedstat moves only at scheduler ticks, too coarse for one request.
 * Its text: import wasi_snapshot_preview1.clock_time_get; export memory; export
 * now() = clock_time_get(3, 1, 0), then the i64 written at address 0.
 */
const THREAD_CPU_WASM =
  "AGFzbQEAAAABDAJgA39+fwF/YAABfgIpARZ3YXNpX3NuYXBzaG90X3ByZXZpZXcxDmNsb2NrX3RpbWVfZ2V0AAADAgEBBQMBAAEHEAIGbWVtb3J5AgADbm93AAEKEgEQAEEDQgFBABAAGkEAKQMACw==";

let threadClock: (() => bigint) | undefined;

/**
 * CPU time (ns) of the calling thread only: the one the Worker's code, SQLite (through
 * libSQL) and, under `--single-threaded`, V8's garbage collector and compiler run on.
 * Node prints an "experimental WASI" warning once when this is first used.
 */
export async function threadCpuClock() {
  if (!threadClock) {
    const { WASI } = await import("node:wasi");
    const wasi = new WASI({ version: "preview1" });
    const { instance } = await WebAssembly.instantiate(
      Buffer.from(THREAD_CPU_WASM, "base64"),
      wasi.getImportObject() as WebAssembly.Imports,
    );
    wasi.initialize(instance);
    threadClock = instance.exports.now as () => bigint;
  }
  const clock = threadClock;
  return () => Number(clock());
}

/**
 * The part of the D1 binding the Worker uses (prepare/bind, all, raw, first,
 * run, batch: what Drizzle's D1 driver calls), answered by a libSQL database
 * in this process, for benchmarks that run the Worker's own code in Node.
 * libSQL runs SQLite synchronously on this thread, so the CPU each call takes
 * is counted in `sqlNs` and can be taken out of a
 * request's CPU: in production that work is D1's, not the Worker's.
 */
export class D1OverLibsql {
  /** CPU (ns) spent inside libSQL calls so far, every thread. */
  sqlNs = 0;
  /** The same on this thread's clock (see threadCpuClock), when one was given. */
  sqlThreadNs = 0;

  constructor(
    private readonly client: Client,
    private readonly threadCpuNs?: () => number,
  ) {}

  prepare(sql: string) {
    return new Statement(this, sql, []);
  }

  async batch(statements: Statement[]) {
    const sets = await this.timed(() =>
      this.client.batch(
        statements.map((s) => s.toLibsql()),
        "write",
      ),
    );
    return sets.map(allResult);
  }

  async execute(stmt: InStatement) {
    return this.timed(() => this.client.execute(stmt));
  }

  private async timed<T>(call: () => Promise<T>) {
    const thread = this.threadCpuNs?.() ?? 0;
    const before = processCpuNs();
    try {
      return await call();
    } finally {
      this.sqlNs += processCpuNs() - before;
      if (this.threadCpuNs) this.sqlThreadNs += this.threadCpuNs() - thread;
    }
  }
}

class Statement {
  constructor(
    private readonly db: D1OverLibsql,
    private readonly sql: string,
    private readonly params: unknown[],
  ) {}

  bind(...params: unknown[]) {
    return new Statement(this.db, this.sql, params);
  }

  toLibsql(): InStatement {
    return { sql: this.sql, args: this.params as InValue[] };
  }

  async all() {
    return allResult(await this.db.execute(this.toLibsql()));
  }

  async raw(options?: { columnNames?: boolean }) {
    const set = await this.db.execute(this.toLibsql());
    const rows = set.rows.map((row) => set.columns.map((_, i) => row[i]));
    return options?.columnNames ? [set.columns, ...rows] : rows;
  }

  async first(column?: string) {
    const [row] = (await this.all()).results;
    if (!row) return null;
    return column ? row[column] : row;
  }

  async run() {
    return allResult(await this.db.execute(this.toLibsql()));
  }
}

function allResult(set: ResultSet) {
  const results = set.rows.map((row) => Object.fromEntries(set.columns.map((c, i) => [c, row[i]])));
  return {
    success: true as const,
    results,
    meta: { changes: set.rowsAffected, last_row_id: Number(set.lastInsertRowid ?? 0) },
  };
}
