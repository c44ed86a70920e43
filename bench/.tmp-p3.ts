import { findCandidates } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { freshDb, loadGenerated } from "./lib-db";
const now = Date.UTC(2026, 5, 1);
const b = await freshDb("t");
await loadGenerated(b, 100_000, now);
const q = "startups";
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  const r = await b.client.execute("select p.*, null as bm25 from prospects p order by p.signal_date desc limit 800");
  const tSql = performance.now() - t;
  t = performance.now();
  const f = parseQuery(q);
  const { candidates } = await findCandidates(b.db, f);
  const tFind = performance.now() - t;
  t = performance.now();
  rankCandidates(candidates, f, { skills: [], painPoints: [], niche: "" }, now);
  const tRank = performance.now() - t;
  t = performance.now();
  const r2 = await b.client.execute("select id from prospects p order by p.signal_date desc limit 800");
  const tIds = performance.now() - t;
  console.log({ tSql, tFind, tRank, tIds, n: r.rows.length, n2: r2.rows.length });
}
const m = `"react" AND signal_kind:"hiring"`;
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  await b.client.execute({ sql: "select rowid as id, bm25(prospects_fts, 6.0, 1.0, 4.0, 3.0, 1.5, 3.0, 2.0, 2.0, 0.0) as rank from prospects_fts where prospects_fts match ? order by rowid desc limit 800", args: [m] });
  const a = performance.now() - t; t = performance.now();
  await b.client.execute({ sql: "select rowid as id from prospects_fts where prospects_fts match ? order by rowid desc limit 800", args: [m] });
  const c = performance.now() - t;
  console.log({ ftsWithBm25: a, ftsNoBm25: c });
}
b.close();
