import { existsSync } from "node:fs";
import path from "node:path";
import { apiThroughput } from "./api-throughput";
import { bundleSize } from "./bundle-size";
import { root } from "./lib";

/** `npm run bench`: every benchmark, figures printed and written to bench/results/. */
if (!existsSync(path.join(root, "dist/client/index.html"))) {
  console.error("Build the app first: npx vite build");
  process.exit(1);
}
bundleSize();
await apiThroughput(Number(process.env.BENCH_SECONDS ?? 5));
