import { existsSync } from "node:fs";
import path from "node:path";
import { type Prospect, prospects } from "#db/schema/prospects";
import { runSearch } from "#functions/services/search/search";
import { report } from "./lib";
import { DATA_AS_OF, dataDir, freshDb, importFile, realFiles, round } from "./lib-db";
import { asTheSourceStates, dcg, K } from "./relevance";
import { relevanceFresh4Queries } from "./relevance-fresh4-queries";
import { relevanceFresh5Queries } from "./relevance-fresh5-queries";
import { secondAuthorQueries } from "./relevance-second-author";

/**
 * How far two people grading the same queries agree, and where the ranking stands between them
 * (docs/performance.md, sixteenth relevance pass). For 30 queries of the fourth and fifth fresh
 * sets' tuned halves, a second author wrote labels of their own (relevance-second-author.ts)
 * without seeing the first author's. Per query, with nDCG@10 as the relevance bench counts it:
 * - our ranking judged by the first author's labels (tuned on) and by the second's (never tuned on);
 * - the second author's labels used as a ranking of all 15,548 rows, judged by the first author's,
 *   and the other way round: what a careful person who read every row scores against another.
 *   Rows of equal grade are taken in random order (the mean of 100 seeded shuffles), or in our
 *   ranking's order where ours placed them.
 * No pass mark: it says how high a ranking can be expected to score against one person's labels.
 * Never tune on the second author's labels; they are what keeps 'ours by B' honest.
 */

const SHUFFLES = 100;

/** A small seeded generator, so every run shuffles the same ways. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

type Grades = Map<number, number>;
const measures = ["oursByA", "oursByB", "bByA", "aByB", "bOursTiesByA", "aOursTiesByB"] as const;
type Measured = { query: string } & Record<(typeof measures)[number], number>;

export async function relevanceAgreement() {
  if (!existsSync(dataDir)) {
    console.log(`  agreement: skipped: the real data is not at ${dataDir} (set LEADSMITH_DATA, or run beside shared/)`);
    report("agreement", { skipped: `no data at ${dataDir}` });
    return;
  }
  const bench = await freshDb("agreement");
  try {
    for (const { file, format } of realFiles)
      await importFile(bench, path.join(dataDir, file), format, { now: DATA_AS_OF });
    const rows = ((await bench.db.select().from(prospects)) as Prospect[]).map(asTheSourceStates);
    const newest = Math.max(...rows.map((p) => p.signalDate.getTime()));
    const now = Math.ceil(newest / 86_400_000) * 86_400_000;
    const firstSets = { fresh4: relevanceFresh4Queries, fresh5: relevanceFresh5Queries };
    const random = seeded(1);

    const ndcgOf = (ids: number[], judged: Grades, best: number) => dcg(ids.map((id) => judged.get(id) ?? 0)) / best;
    const bestOf = (g: Grades) => dcg([...g.values()].sort((a, b) => b - a));
    /** nDCG of every row graded above 0 by `order`, best grade first, judged by `judged`. */
    const asRanking = (order: Grades, judged: Grades, tie?: Map<number, number>) => {
      const ids = rows.map((p) => p.id).filter((id) => (order.get(id) ?? 0) > 0);
      const rounds = tie ? 1 : SHUFFLES;
      let sum = 0;
      for (let r = 0; r < rounds; r++) {
        const key = new Map(ids.map((id) => [id, tie?.get(id) ?? random()]));
        ids.sort((a, b) => order.get(b)! - order.get(a)! || key.get(a)! - key.get(b)!);
        sum += ndcgOf(ids, judged, bestOf(judged));
      }
      return sum / rounds;
    };

    const perQuery: Measured[] = [];
    const confusion = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    for (const q of secondAuthorQueries) {
      const first = firstSets[q.set][q.index];
      if (first?.query !== q.query) throw new Error(`${q.set} ${q.index}: the two authors' queries differ`);
      const a: Grades = new Map(rows.map((p) => [p.id, first.judge(p)]));
      const b: Grades = new Map(rows.map((p) => [p.id, q.judge(p)]));
      for (const p of rows) confusion[a.get(p.id)!]![b.get(p.id)!]!++;
      const profile = { skills: [], painPoints: [], niche: "" };
      const res = await runSearch(bench.db, { query: q.query, skills: [], profile, planId: "pro" }, now);
      const ours = res.results.map((r) => r.id);
      const ourPlace = new Map(rows.map((p) => [p.id, ours.indexOf(p.id) >= 0 ? ours.indexOf(p.id) : 1000 + random()]));
      perQuery.push({
        query: q.query,
        oursByA: round(ndcgOf(ours, a, bestOf(a)), 3),
        oursByB: round(ndcgOf(ours, b, bestOf(b)), 3),
        bByA: round(asRanking(b, a), 3),
        aByB: round(asRanking(a, b), 3),
        bOursTiesByA: round(asRanking(b, a, ourPlace), 3),
        aOursTiesByB: round(asRanking(a, b, ourPlace), 3),
      });
    }
    const means = Object.fromEntries(
      measures.map((m) => [m, round(perQuery.reduce((s, q) => s + q[m], 0) / perQuery.length, 3)]),
    ) as Record<(typeof measures)[number], number>;
    console.log(`\n  agreement: two authors' labels on ${perQuery.length} tuned queries (nDCG@${K})`);
    console.log("   ours/A ours/B    B/A    A/B  B+ours/A A+ours/B  query");
    for (const q of perQuery)
      console.log(`   ${measures.map((m) => q[m].toFixed(3).padStart(6)).join(" ")}  ${q.query}`);
    console.log(
      `   means: ours by A ${means.oursByA}, ours by B ${means.oursByB}; B's labels as a ranking by A ${means.bByA} (${means.bOursTiesByA} with ties in our order), A's by B ${means.aByB} (${means.aOursTiesByB})`,
    );
    console.log("   grades given to the same row and query (A down, B across, 0-3):");
    for (const [g, line] of confusion.entries())
      console.log(`   ${g}  ${line.map((n) => String(n).padStart(7)).join(" ")}`);
    report("agreement", { queries: perQuery.length, means, confusion, perQuery });
  } finally {
    bench.close();
  }
}
