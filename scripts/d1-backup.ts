import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openLocalDb, root } from "./lib/local-db";

/**
 * A table-by-table backup of the D1 database, and its restore (README,
 * "Operating Leadsmith"). `wrangler d1 export` refuses a database that holds
 * an FTS5 table (ours: prospects_fts), so this reads every ordinary table with
 * plain SELECTs, a page at a time, and writes one SQL file of INSERTs per
 * table. The search index is not copied: restoring `prospects` fires the
 * triggers that fill it, and the restore ends with an FTS5 'rebuild'.
 *
 *   tsx scripts/d1-backup.ts backup  DIR [--remote | --persist-to P]
 *   tsx scripts/d1-backup.ts restore DIR [--remote | --persist-to P]
 *
 * Restore goes into a database with the migrations applied and nothing else
 * written (`wrangler d1 migrations apply DB`); rows seeded by migrations are
 * replaced by the backup's.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
const [command, dir] = positionals;
if (!dir || (command !== "backup" && command !== "restore")) {
  console.error("usage: tsx scripts/d1-backup.ts backup|restore DIR [--remote | --persist-to P]");
  process.exit(2);
}
const PAGE = 500;
const wrangler = path.join(root, "node_modules/.bin/wrangler");
const where = values.remote
  ? ["--remote"]
  : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];

type Row = Record<string, unknown>;

/** One statement through wrangler (remote) or the local file (libSQL), as rows. */
async function query(sql: string): Promise<Row[]> {
  if (!values.remote) {
    local ??= openLocalDb(values["persist-to"]).client;
    return (await local.execute(sql)).rows as unknown as Row[];
  }
  const r = spawnSync(wrangler, ["d1", "execute", "DB", ...where, "--json", "--command", sql], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`wrangler d1 execute failed: ${(r.stderr || r.stdout).slice(-1000)}`);
  return (JSON.parse(r.stdout) as { results: Row[] }[])[0]?.results ?? [];
}
let local: ReturnType<typeof openLocalDb>["client"] | undefined;

/** Ordinary tables, parents before children, without SQLite's, D1's, wrangler's or the FTS5 index's own. */
async function tablesInOrder() {
  const names = (
    await query(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%' and name not like 'prospects_fts%' order by name",
    )
  ).map((r) => String(r.name));
  const parents = new Map<string, string[]>();
  for (const t of names) {
    const fks = await query(`select "table" as parent from pragma_foreign_key_list('${t}')`);
    parents.set(
      t,
      fks.map((f) => String(f.parent)).filter((p) => p !== t && names.includes(p)),
    );
  }
  const ordered: string[] = [];
  const visit = (t: string, path: string[] = []) => {
    if (ordered.includes(t) || path.includes(t)) return;
    for (const p of parents.get(t) ?? []) visit(p, [...path, t]);
    ordered.push(t);
  };
  for (const t of names) visit(t);
  return ordered;
}

const literal = (v: unknown) => {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (typeof v === "boolean") return v ? "1" : "0";
  if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return `X'${Buffer.from(v as ArrayBuffer).toString("hex")}'`;
  return `'${String(v).replace(/'/g, "''")}'`;
};

async function backup(out: string) {
  mkdirSync(out, { recursive: true });
  const tables = await tablesInOrder();
  const counts: Record<string, number> = {};
  for (const [i, table] of tables.entries()) {
    const lines: string[] = [];
    let last: unknown = null;
    for (;;) {
      const page = await query(
        `select rowid as _rowid_, * from "${table}" ${last === null ? "" : `where rowid > ${Number(last)}`} order by rowid limit ${PAGE}`,
      );
      for (const row of page) {
        const { _rowid_, ...cols } = row;
        last = _rowid_;
        const names = Object.keys(cols);
        lines.push(
          `INSERT OR REPLACE INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map((n) => literal(cols[n])).join(", ")});`,
        );
      }
      if (page.length < PAGE) break;
    }
    counts[table] = lines.length;
    // wrangler refuses a file without statements: an empty table gets no file (its count says 0).
    if (lines.length)
      writeFileSync(path.join(out, `${String(i).padStart(3, "0")}-${table}.sql`), `${lines.join("\n")}\n`);
    console.log(`${table}: ${lines.length} rows`);
  }
  const migrations = (await query("select name from d1_migrations order by id")).map((r) => String(r.name));
  writeFileSync(
    path.join(out, "manifest.json"),
    `${JSON.stringify({ at: new Date().toISOString(), migrations, counts }, null, 2)}\n`,
  );
}

async function restore(from: string) {
  const manifest = JSON.parse(readFileSync(path.join(from, "manifest.json"), "utf8")) as {
    migrations: string[];
    counts: Record<string, number>;
  };
  const applied = (await query("select name from d1_migrations order by id")).map((r) => String(r.name));
  if (applied.join() !== manifest.migrations.join()) {
    throw new Error(
      `The target's migrations (${applied.length}) differ from the backup's (${manifest.migrations.length}): apply the same migrations first.`,
    );
  }
  local?.close();
  local = undefined;
  for (const file of readdirSync(from)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const r = spawnSync(wrangler, ["d1", "execute", "DB", ...where, "--yes", "--file", path.join(from, file)], {
      cwd: root,
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`${file}: ${(r.stderr || r.stdout).slice(-1000)}`);
    console.log(`${file}: restored`);
  }
  await query("insert into prospects_fts(prospects_fts) values ('rebuild')");
  for (const [table, n] of Object.entries(manifest.counts)) {
    const [row] = await query(`select count(*) as n from "${table}"`);
    if (Number(row?.n) < n) throw new Error(`${table}: ${row?.n} rows after the restore, ${n} in the backup`);
  }
  console.log("restored; every table holds at least the backup's rows");
}

if (command === "backup") await backup(path.resolve(dir));
else await restore(path.resolve(dir));
local?.close();
