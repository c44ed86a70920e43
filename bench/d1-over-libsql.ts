import type { Client, InStatement, InValue, ResultSet } from "@libsql/client";

/** CPU time (user + system, ns) of this process, every thread. */
export function processCpuNs() {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
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
  /** CPU (ns) spent inside libSQL calls so far. */
  sqlNs = 0;

  constructor(private readonly client: Client) {}

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
    const before = processCpuNs();
    try {
      return await call();
    } finally {
      this.sqlNs += processCpuNs() - before;
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
