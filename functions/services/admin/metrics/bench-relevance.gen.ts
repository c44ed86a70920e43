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
  at: "2026-11-23T11:37:23.979Z",
  k: 10,
  queries: 106,
  ndcg: 0.866,
  ndcgBm25: 0.62,
  heldOut: {
    queries: 33,
    ndcg: 0.674,
    ndcgBm25: 0.47,
  },
  benchTarget: 0.7,
  meetsBenchTarget: false,
};
