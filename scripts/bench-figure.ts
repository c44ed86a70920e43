/**
 * Carries the latest relevance bench figure into the Worker, which cannot read
 * bench/results/ (not deployed, and ignored by git). Run by `npm run build`:
 * when bench/results/relevance.json exists, its headline figures are written
 * to functions/services/admin/metrics/bench-relevance.gen.ts (only if they
 * changed), which the AI performance page shows. Without a result file the
 * committed figure stays as it is. See docs/admin-metrics.md.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const source = path.join(root, "bench/results/relevance.json");
const target = path.join(root, "functions/services/admin/metrics/bench-relevance.gen.ts");

type Result = {
  at: string;
  k: number;
  queries: number;
  ndcgOurs: number;
  ndcgBm25: number;
  meetsTarget: boolean;
  target: { ndcg: number; aboveBm25: number };
  testHalf?: { queries: number; ndcgOurs: number; ndcgBm25: number };
};

/** JSON as an object literal laid out as the formatter (biome) would write it. */
const literal = (value: unknown) =>
  JSON.stringify(value, null, 2)
    .replace(/"([A-Za-z_]\w*)":/g, "$1:")
    .replace(/([^,{[\s])\n(\s*[}\]])/g, "$1,\n$2");

export function render(r: Result | null) {
  const figure = r && {
    at: r.at,
    k: r.k,
    queries: r.queries,
    ndcg: r.ndcgOurs,
    ndcgBm25: r.ndcgBm25,
    heldOut: r.testHalf
      ? { queries: r.testHalf.queries, ndcg: r.testHalf.ndcgOurs, ndcgBm25: r.testHalf.ndcgBm25 }
      : null,
    benchTarget: r.target.ndcg,
    meetsBenchTarget: r.meetsTarget,
  };
  return `// Written by scripts/bench-figure.ts from bench/results/relevance.json (npm run build). Do not edit.
export type BenchRelevance = {
  at: string;
  k: number;
  queries: number;
  ndcg: number;
  ndcgBm25: number;
  heldOut: { queries: number; ndcg: number; ndcgBm25: number } | null;
  benchTarget: number;
  meetsBenchTarget: boolean;
};

export const BENCH_RELEVANCE: BenchRelevance | null = ${literal(figure)};
`;
}

if (existsSync(source)) {
  const next = render(JSON.parse(readFileSync(source, "utf8")) as Result);
  const current = existsSync(target) ? readFileSync(target, "utf8") : "";
  if (next !== current) {
    writeFileSync(target, next);
    console.log(`bench figure: ${path.relative(root, target)} updated`);
  }
}
