import { existsSync } from "node:fs";
import path from "node:path";
import { apiThroughput } from "./api-throughput";
import { authTiming } from "./auth-timing";
import { bundleSize } from "./bundle-size";
import { extractionBench } from "./extraction";
import { freshnessBench } from "./freshness";
import { importThroughput } from "./import-throughput";
import { industryBench } from "./industry";
import { root } from "./lib";
import { lighthouseBench } from "./lighthouse";
import { loadRun } from "./load";
import { parseAccuracy } from "./parse-accuracy";
import { pitchGeneration } from "./pitch-generation";
import { relevance } from "./relevance";
import { relevanceAgreement } from "./relevance-agreement";
import { searchScale } from "./search-scale";
import { workerCpu } from "./worker-cpu";

/**
 * `npm run bench`: every benchmark, figures printed and written to bench/results/.
 * BENCH_ONLY=bundle,api,load,auth,cpu,search,relevance,agreement,parse,industry,freshness,extraction,import,lighthouse,pitch picks some (default: all);
 * BENCH_1M=1 adds the 1,000,000-prospect search run (slow to load).
 */
const all = [
  "bundle",
  "api",
  "load",
  "auth",
  "cpu",
  "search",
  "relevance",
  "agreement",
  "parse",
  "industry",
  "freshness",
  "extraction",
  "import",
  "lighthouse",
  "pitch",
] as const;
const only = process.env.BENCH_ONLY?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only?.filter((s) => !(all as readonly string[]).includes(s)) ?? [];
if (unknown.length) {
  console.error(`Unknown benchmark(s) in BENCH_ONLY: ${unknown.join(", ")}; known: ${all.join(", ")}`);
  process.exit(2);
}
const wanted = (name: (typeof all)[number]) => !only?.length || only.includes(name);

if (
  (wanted("bundle") || wanted("api") || wanted("load") || wanted("lighthouse")) &&
  !existsSync(path.join(root, "dist/client/index.html"))
) {
  console.error("Build the app first: npx vite build (or pick benchmarks with BENCH_ONLY=search,relevance,import)");
  process.exit(1);
}
const timed = async (name: (typeof all)[number], run: () => unknown) => {
  if (!wanted(name)) return;
  const started = performance.now();
  await run();
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
};
await timed("bundle", bundleSize);
await timed("api", () => apiThroughput(Number(process.env.BENCH_SECONDS ?? 5)));
await timed("load", () => loadRun(Number(process.env.BENCH_SECONDS ?? 5)));
await timed("auth", authTiming);
await timed("cpu", workerCpu);
await timed("search", searchScale);
await timed("relevance", relevance);
await timed("agreement", relevanceAgreement);
await timed("parse", parseAccuracy);
await timed("industry", industryBench);
await timed("freshness", freshnessBench);
await timed("extraction", extractionBench);
await timed("import", importThroughput);
await timed("lighthouse", lighthouseBench);
await timed("pitch", pitchGeneration);
