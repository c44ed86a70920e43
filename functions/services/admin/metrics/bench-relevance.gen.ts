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
  at: "2026-11-23T09:11:47.166Z",
  k: 10,
  queries: 82,
  ndcg: 0.879,
  ndcgBm25: 0.6,
  heldOut: {
    queries: 33,
    ndcg: 0.658,
    ndcgBm25: 0.472,
  },
  benchTarget: 0.7,
  meetsBenchTarget: false,
};
