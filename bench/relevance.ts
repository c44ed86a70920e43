import { existsSync } from "node:fs";
import path from "node:path";
import { type Prospect, prospects } from "#db/schema/prospects";
import { findCandidates } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { runSearch } from "#functions/services/search/search";
import { report } from "./lib";
import { DATA_AS_OF, dataDir, freshDb, importFile, realFiles, round } from "./lib-db";
import { relevanceFreshQueries } from "./relevance-fresh-queries";
import { relevanceFresh2Queries } from "./relevance-fresh2-queries";
import { relevanceFresh3Queries } from "./relevance-fresh3-queries";
import { relevanceFresh4Queries } from "./relevance-fresh4-queries";
import { relevanceFresh5Queries } from "./relevance-fresh5-queries";
import { relevanceFresh6Queries } from "./relevance-fresh6-queries";
import { relevanceFresh7Queries } from "./relevance-fresh7-queries";
import { relevanceQueries } from "./relevance-queries";
import { relevanceTestQueries } from "./relevance-test-queries";
import { errorText } from "./search-scale";

export const K = 10;
const TARGET = { ndcg: 0.7, aboveBm25: 0.1 };
/** A labelled query: grades 0-2 in the tuning and test halves, 0-3 in the fresh set. */
type Labelled = { query: string; judge: (p: Prospect, now: number) => number };
const gain = (g: number) => 2 ** g - 1;

/** DCG@K of a list of grades in ranked order. */
export const dcg = (grades: number[]) =>
  grades.slice(0, K).reduce<number>((s, g, i) => s + gain(g) / Math.log2(i + 2), 0);

/** nDCG@K against the ideal order of every judged prospect in the database. */
function ndcg(ranked: number[], ideal: number[]) {
  const best = dcg([...ideal].sort((a, b) => b - a));
  return best > 0 ? dcg(ranked) / best : 0;
}

/** The plain baseline: FTS5 bm25() with default column weights over the query's words, OR-ed, each quoted. */
function bm25Match(query: string) {
  const words = [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  return words.map((w) => `"${w.replace(/"/g, '""')}"`).join(" OR ");
}

/**
 * A row as its source states it, for the labels: they are rules over what a source says, never
 * over what the importer read into it. The importer reads a job post's head count from its words
 * into the team-size field ('a 30-person team'); only YC states one as a field, so every other
 * row's is blanked here and each set's rules read the post's words themselves, as they were written to.
 */
export const asTheSourceStates = (p: Prospect): Prospect =>
  p.source === "ycombinator" || p.companySize === "" ? p : { ...p, companySize: "" };

/**
 * Relevance: nDCG@10 of our search (runSearch, empty profile, plan 'pro') and
 * of a plain BM25 baseline on the same database, over the labelled queries in
 * relevance-queries.ts, with the real data sets imported through importRecords.
 */
export async function relevance() {
  if (!existsSync(dataDir)) {
    console.log(`  relevance: skipped: the real data is not at ${dataDir} (set LEADSMITH_DATA, or run beside shared/)`);
    report("relevance", { skipped: `no data at ${dataDir}` });
    return null;
  }
  const bench = await freshDb("relevance");
  try {
    const loaded = [];
    for (const { file, format } of realFiles) {
      const r = await importFile(bench, path.join(dataDir, file), format, { now: DATA_AS_OF });
      loaded.push({ file, inserted: r.report.inserted, rejected: r.report.rejected });
    }
    const rows = (await bench.db.select().from(prospects)) as Prospect[];
    const byId = new Map(rows.map((p) => [p.id, p]));
    // "Now" is the midnight after the newest signal, as if the data had just been refreshed.
    const newest = Math.max(...rows.map((p) => p.signalDate.getTime()));
    const now = Math.ceil(newest / 86_400_000) * 86_400_000;
    const profile = { skills: [], painPoints: [], niche: "" };

    /** nDCG@K of ours and of BM25 on each query of a set, and the means over the judged ones. */
    const scoreSet = async (queries: Labelled[]) => {
      const perQuery = [];
      for (const { query, judge } of queries) {
        const grades = new Map(rows.map((p) => [p.id, judge(asTheSourceStates(p), now)]));
        const ideal = [...grades.values()];
        const gradeOf = (id: number) => grades.get(id) ?? 0;
        const relevant = {
          grade3: ideal.filter((x) => x === 3).length,
          grade2: ideal.filter((x) => x === 2).length,
          grade1: ideal.filter((x) => x === 1).length,
        };

        let ours: number[] = [];
        let error: string | null = null;
        let mode = "";
        let candidateIds = new Set<number>();
        const facets = parseQuery(query);
        try {
          const res = await runSearch(bench.db, { query, skills: [], profile, planId: "pro" }, now);
          ours = res.results.slice(0, K).map((r) => r.id);
          mode = res.mode;
          candidateIds = new Set((await findCandidates(bench.db, facets)).candidates.map((c) => c.id));
        } catch (err) {
          error = errorText(err);
        }
        const base = await bench.client.execute({
          sql: "select rowid as id from prospects_fts where prospects_fts match ? order by bm25(prospects_fts) limit ?",
          args: [bm25Match(query), K],
        });
        const bm25 = base.rows.map((r) => Number(r.id));

        const oursGrades = ours.map(gradeOf);
        const bm25Grades = bm25.map(gradeOf);
        // The best grade the set gives: 2 in the halves, 3 in the fresh set.
        const top = relevant.grade3 > 0 ? 3 : 2;
        const g2 = rows.filter((p) => gradeOf(p.id) === top);
        perQuery.push({
          query,
          ours: round(ndcg(oursGrades, ideal), 3),
          bm25: round(ndcg(bm25Grades, ideal), 3),
          relevant,
          oursTop10: oursGrades.join(""),
          bm25Top10: bm25Grades.join(""),
          mode,
          error,
          facets: {
            signalKind: facets.signalKind ?? null,
            industries: facets.industries,
            locations: facets.locations,
            remote: facets.remote ?? null,
            sizes: facets.sizes,
            stages: facets.stages,
            maxAgeDays: facets.maxAgeDays ?? null,
            roles: facets.roles,
            skills: facets.skills,
            terms: facets.terms,
          },
          candidates: candidateIds.size,
          grade2InCandidates: g2.filter((p) => candidateIds.has(p.id)).length,
          oursTopCompanies: ours.slice(0, 3).map((id) => byId.get(id)?.company ?? "?"),
        });
      }

      const judged = perQuery.filter((q) => q.relevant.grade3 + q.relevant.grade2 + q.relevant.grade1 > 0);
      const mean = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length), 3);
      const oursMean = mean(judged.map((q) => q.ours));
      const bm25Mean = mean(judged.map((q) => q.bm25));

      return { perQuery, judged, oursMean, bm25Mean };
    };

    /** One line per query of a graded set (ours, BM25, grade counts), then its means. */
    const printGraded = (set: Awaited<ReturnType<typeof scoreSet>>) => {
      for (const q of set.perQuery) {
        const rel = `${q.relevant.grade3}/${q.relevant.grade2}/${q.relevant.grade1}`;
        console.log(
          `  ${q.ours.toFixed(3).padStart(6)} ${q.bm25.toFixed(3).padStart(6)} ${rel.padStart(11)}  ${q.query}${q.error ? "  [ERROR]" : ""}`,
        );
      }
      console.log(
        `  ${set.oursMean.toFixed(3).padStart(6)} ${set.bm25Mean.toFixed(3).padStart(6)} ${"".padStart(11)}  mean over ${set.judged.length} queries`,
      );
    };

    /**
     * A fresh set split by position after its first measurement: the even-numbered half tuned
     * on and shown query by query, the odd-numbered half held out (means only, and left out of
     * a tuning-only run).
     */
    const splitSet = async (queries: Labelled[], name: string) => {
      const tuned = await scoreSet(queries.filter((_, i) => i % 2 === 0));
      console.log(`\n  ${name}, tuned half (even-numbered, tuned on since its first measurement): nDCG@${K}`);
      printGraded(tuned);
      const heldOut = process.env.RELEVANCE_TUNING_ONLY
        ? { oursMean: Number.NaN, bm25Mean: Number.NaN, judged: [] }
        : await scoreSet(queries.filter((_, i) => i % 2 === 1));
      console.log(
        `  ${name}, held-out half (odd-numbered, never tuned on): nDCG@${K} ours ${heldOut.oursMean.toFixed(3)}, BM25 ${heldOut.bm25Mean.toFixed(3)} over ${heldOut.judged.length} queries`,
      );
      return [tuned, heldOut] as const;
    };

    // The tuning half: the queries the ranker was developed on; shown query by query.
    const { perQuery, judged, oursMean, bm25Mean } = await scoreSet(relevanceQueries);
    console.log(
      `\n  relevance: nDCG@${K} over ${judged.length} queries (${rows.length.toLocaleString("en")} real prospects)`,
    );
    console.log(`  ${"ours".padStart(6)} ${"bm25".padStart(6)} ${"rel 2/1".padStart(11)}  query`);
    for (const q of perQuery) {
      const rel = `${q.relevant.grade2}/${q.relevant.grade1}`;
      console.log(
        `  ${q.ours.toFixed(3).padStart(6)} ${q.bm25.toFixed(3).padStart(6)} ${rel.padStart(11)}  ${q.query}${q.error ? "  [ERROR]" : ""}`,
      );
    }
    console.log(`  ${oursMean.toFixed(3).padStart(6)} ${bm25Mean.toFixed(3).padStart(6)} ${"".padStart(11)}  mean`);

    // The fresh set: 25 queries written 2026-11-23 evening and graded 0-3, committed before
    // the ranker ever ran on them (bench/relevance-fresh-queries.ts). Its first figure is in
    // docs/performance.md as the honest estimate; it has been tuned on since, so it is shown
    // query by query like the tuning half and kept apart only to show how it moved.
    const fresh = await scoreSet(relevanceFreshQueries);
    console.log(
      `\n  fresh set (written 2026-11-23, graded 0-3; first measured at 0.434 before any change, tuned on since): nDCG@${K}`,
    );
    console.log(`  ${"ours".padStart(6)} ${"bm25".padStart(6)} ${"rel 3/2/1".padStart(11)}  query`);
    printGraded(fresh);

    // The test half: written before the ranker changes of 2026-11-23 and never tuned on, so
    // only its means are printed and stored (bench/relevance-test-queries.ts).
    // RELEVANCE_TUNING_ONLY=1 leaves it out, so tuning runs do not peek at it.
    const test = process.env.RELEVANCE_TUNING_ONLY
      ? { oursMean: Number.NaN, bm25Mean: Number.NaN, judged: [] }
      : await scoreSet(relevanceTestQueries);
    console.log(
      `  test half (never tuned on): nDCG@${K} ours ${test.oursMean.toFixed(3)}, BM25 ${test.bm25Mean.toFixed(3)} over ${test.judged.length} queries`,
    );
    // The second fresh set: 40 queries written 2026-11-23 by someone who never saw the ranker's
    // output (bench/relevance-fresh2-queries.ts). Its first measurement, all 40 untouched, was
    // 0.429 (BM25 0.267). It was then split by position: the even-numbered 20 are tuned on and
    // shown query by query; the odd-numbered 20 stay held out like the test half, means only.
    const [fresh2Tuned, fresh2] = await splitSet(relevanceFresh2Queries, "second fresh set");
    // The third fresh set: 40 queries written 2026-11-23 late evening by someone who never saw
    // the ranker's output (bench/relevance-fresh3-queries.ts). Its first measurement, all 40
    // untouched: 0.389 (BM25 0.238) with the ranker of that hour, 0.363 with the one the second
    // set was first measured on. Then split like the second: the even-numbered 20 tuned on and
    // shown, the odd-numbered 20 held out, means only.
    const [fresh3Tuned, fresh3] = await splitSet(relevanceFresh3Queries, "third fresh set");
    // The fourth fresh set: 40 queries written 2026-11-24 by a helper that never saw the ranker's
    // output nor the search code (bench/relevance-fresh4-queries.ts). Its first measurement, all 40
    // untouched, with the ranker of the night before: 0.452 (BM25 0.171). Split like the others.
    // One held-out query's wording (the 18th) was seen and used while adding a parse rule, so
    // docs/performance.md ("Relevance, ninth pass") also gives this half without it.
    const [fresh4Tuned, fresh4] = await splitSet(relevanceFresh4Queries, "fourth fresh set");
    // The fifth fresh set: 40 queries written 2026-11-24 by a helper that never read the search
    // code, ran no search and saw no benchmark output (bench/relevance-fresh5-queries.ts). Split
    // like the others. Its first measurement, all 40 untouched, with the ranker of f8e77dc: 0.434
    // (BM25 0.192); the tuned half 0.440, the held-out half 0.428.
    const [fresh5Tuned, fresh5] = await splitSet(relevanceFresh5Queries, "fifth fresh set");
    // The sixth fresh set: 40 plain queries, written 2026-11-24 to read like a new user's, by a
    // helper that never read the search code, ran no search and saw no benchmark output
    // (bench/relevance-fresh6-queries.ts; grades 0-2 like the tuning half). Its first measurement,
    // all 40 untouched, means only: 0.476 with the ranker it was first run on (BM25 about 0.18),
    // 0.181 with the issue's own ranker (9aae4dd). Split like the others.
    const [fresh6Tuned, fresh6] = await splitSet(relevanceFresh6Queries, "sixth fresh set");
    // The seventh fresh set: 40 queries written 2026-11-25 by a helper that never read the search
    // code, ran no search and saw no benchmark output (bench/relevance-fresh7-queries.ts). Its first
    // measurement, all 40 untouched, means only, with the ranker of 3f1f98d: 0.450 (BM25 0.187).
    // Split like the others.
    const [fresh7Tuned, fresh7] = await splitSet(relevanceFresh7Queries, "seventh fresh set");
    /** A split fresh set's held-out half as stored: its means beside the first measurement of all of it. */
    const heldOutSummary = (
      heldOut: { oursMean: number; bm25Mean: number; judged: unknown[] },
      firstMeasuredAllForty: { ndcgOurs: number; ndcgBm25: number },
      written = "2026-11-23",
    ) => ({
      written,
      firstMeasuredAllForty,
      heldOutHalf: "odd-numbered 20",
      queries: heldOut.judged.length,
      ndcgOurs: heldOut.oursMean,
      ndcgBm25: heldOut.bm25Mean,
      margin: round(heldOut.oursMean - heldOut.bm25Mean, 3),
    });
    const testMeets = test.oursMean >= TARGET.ndcg && test.oursMean - test.bm25Mean >= TARGET.aboveBm25;
    const worst = [...judged].sort((a, b) => a.ours - b.ours).slice(0, 10);
    // A tuning-only run is stored apart: the build carries relevance.json's figures into the app.
    report(process.env.RELEVANCE_TUNING_ONLY ? "relevance-tuning" : "relevance", {
      k: K,
      now: new Date(now).toISOString(),
      data: loaded,
      prospects: rows.length,
      queries: judged.length,
      skippedWithoutRelevant: perQuery.filter((q) => !judged.includes(q)).map((q) => q.query),
      ndcgOurs: oursMean,
      ndcgBm25: bm25Mean,
      margin: round(oursMean - bm25Mean, 3),
      target: TARGET,
      testHalf: {
        queries: test.judged.length,
        ndcgOurs: test.oursMean,
        ndcgBm25: test.bm25Mean,
        margin: round(test.oursMean - test.bm25Mean, 3),
      },
      fresh2Tuned: {
        queries: fresh2Tuned.judged.length,
        ndcgOurs: fresh2Tuned.oursMean,
        ndcgBm25: fresh2Tuned.bm25Mean,
        perQuery: fresh2Tuned.perQuery.map((q) => ({
          query: q.query,
          ours: q.ours,
          bm25: q.bm25,
          relevant: q.relevant,
          oursTop10: q.oursTop10,
          facets: q.facets,
          candidates: q.candidates,
          topGradeInCandidates: q.grade2InCandidates,
          oursTopCompanies: q.oursTopCompanies,
        })),
      },
      fresh2Set: heldOutSummary(fresh2, { ndcgOurs: 0.429, ndcgBm25: 0.267 }),
      fresh3Tuned: {
        queries: fresh3Tuned.judged.length,
        ndcgOurs: fresh3Tuned.oursMean,
        ndcgBm25: fresh3Tuned.bm25Mean,
      },
      fresh3Set: heldOutSummary(fresh3, { ndcgOurs: 0.389, ndcgBm25: 0.238 }),
      fresh4Tuned: {
        queries: fresh4Tuned.judged.length,
        ndcgOurs: fresh4Tuned.oursMean,
        ndcgBm25: fresh4Tuned.bm25Mean,
      },
      fresh4Set: heldOutSummary(fresh4, { ndcgOurs: 0.452, ndcgBm25: 0.171 }, "2026-11-24"),
      fresh5Tuned: {
        queries: fresh5Tuned.judged.length,
        ndcgOurs: fresh5Tuned.oursMean,
        ndcgBm25: fresh5Tuned.bm25Mean,
      },
      // biome-ignore lint/suspicious/noApproximativeNumericConstant: an nDCG that happens to be near log10(e)
      fresh5Set: heldOutSummary(fresh5, { ndcgOurs: 0.434, ndcgBm25: 0.192 }, "2026-11-24"),
      fresh6Tuned: {
        queries: fresh6Tuned.judged.length,
        ndcgOurs: fresh6Tuned.oursMean,
        ndcgBm25: fresh6Tuned.bm25Mean,
      },
      fresh6Set: heldOutSummary(fresh6, { ndcgOurs: 0.476, ndcgBm25: 0.181 }, "2026-11-24"),
      fresh7Tuned: {
        queries: fresh7Tuned.judged.length,
        ndcgOurs: fresh7Tuned.oursMean,
        ndcgBm25: fresh7Tuned.bm25Mean,
      },
      fresh7Set: heldOutSummary(fresh7, { ndcgOurs: 0.45, ndcgBm25: 0.187 }, "2026-11-25"),
      freshSet: {
        written: "2026-11-23",
        queries: fresh.judged.length,
        ndcgOurs: fresh.oursMean,
        ndcgBm25: fresh.bm25Mean,
        margin: round(fresh.oursMean - fresh.bm25Mean, 3),
        perQuery: fresh.perQuery.map((q) => ({
          query: q.query,
          ours: q.ours,
          bm25: q.bm25,
          relevant: q.relevant,
          oursTop10: q.oursTop10,
          bm25Top10: q.bm25Top10,
          facets: q.facets,
          candidates: q.candidates,
          topGradeInCandidates: q.grade2InCandidates,
          oursTopCompanies: q.oursTopCompanies,
        })),
      },
      // The target is judged on the test half only: the tuning half flatters the ranker.
      meetsTarget: testMeets,
      queriesThatErrored: perQuery.filter((q) => q.error).length,
      oursBeatsBm25On: judged.filter((q) => q.ours > q.bm25).length,
      bm25BeatsOursOn: judged.filter((q) => q.bm25 > q.ours).length,
      worst: worst.map((q) => ({
        query: q.query,
        ours: q.ours,
        bm25: q.bm25,
        oursTop10: q.oursTop10,
        bm25Top10: q.bm25Top10,
        error: q.error,
        mode: q.mode,
        facets: q.facets,
        candidates: q.candidates,
        grade2InCandidates: `${q.grade2InCandidates} of ${q.relevant.grade2}`,
        oursTopCompanies: q.oursTopCompanies,
      })),
      perQuery: perQuery.map((q) => ({
        query: q.query,
        ours: q.ours,
        bm25: q.bm25,
        relevant: q.relevant,
        oursTop10: q.oursTop10,
        bm25Top10: q.bm25Top10,
        mode: q.mode,
        candidates: q.candidates,
        grade2InCandidates: q.grade2InCandidates,
        error: q.error,
      })),
    });
    return {
      oursMean,
      bm25Mean,
      test: { oursMean: test.oursMean, bm25Mean: test.bm25Mean },
      fresh: { oursMean: fresh.oursMean, bm25Mean: fresh.bm25Mean },
    };
  } finally {
    bench.close();
  }
}
