// Written by scripts/bench-figure.ts from bench/results/relevance.json (npm run build). Do not edit.
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

export const BENCH_RELEVANCE: BenchRelevance | null = {
  at: "2026-11-23T17:24:42.763Z",
  k: 10,
  queries: 126,
  ndcg: 0.855,
  ndcgBm25: 0.581,
  heldOut: {
    queries: 33,
    ndcg: 0.73,
    ndcgBm25: 0.472,
  },
  benchTarget: 0.7,
  meetsBenchTarget: true,
};
