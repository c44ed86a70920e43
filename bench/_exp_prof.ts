import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { findCandidates } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { runSearch } from "#functions/services/search/search";
const c = createClient({ url: "file:/tmp/exp/100k.sqlite" });
const db = drizzle(c) as unknown as DrizzleD1Database;
const now = Date.UTC(2026,5,1);
const profile = { skills: [], painPoints: [], niche: "" };
for (const q of ["healthcare startups asking for help", "devops help for developer tools startups", "companies in Berlin", "hiring"]) {
  const f = parseQuery(q);
  let tp = 1e9, tc = 1e9, tr = 1e9, ts = 1e9;
  for (let i = 0; i < 15; i++) {
    let t = performance.now(); parseQuery(q); tp = Math.min(tp, performance.now() - t);
    t = performance.now(); const { candidates } = await findCandidates(db, f); tc = Math.min(tc, performance.now() - t);
    t = performance.now(); rankCandidates(candidates, f, profile, now); tr = Math.min(tr, performance.now() - t);
    t = performance.now(); await runSearch(db, { query: q, skills: [], profile, planId: "pro" }, now); ts = Math.min(ts, performance.now() - t);
  }
  console.log(q.padEnd(55), "parse", tp.toFixed(2), "cand", tc.toFixed(2), "rank", tr.toFixed(2), "total", ts.toFixed(2));
}
