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
  at: "2026-11-23T08:05:03.542Z",
  k: 10,
  queries: 82,
  ndcg: 0.846,
  ndcgBm25: 0.609,
  heldOut: {
    queries: 33,
    ndcg: 0.629,
    ndcgBm25: 0.466,
  },
  benchTarget: 0.7,
  meetsBenchTarget: false,
};
