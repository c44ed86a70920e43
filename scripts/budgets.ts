import { BUDGETS_KB, CEILINGS_KB, publicPageJsKB, signedInInitialJsKB, workerGzipKB } from "../bench/bundle-size";

/**
 * The size budgets `npm test` enforces after the build (docs/performance.md,
 * "Budgets"): signed-in initial JS, the heaviest public page's JS, and the
 * Worker as wrangler would upload it, all gzip. Exits 1 when one is exceeded.
 *
 *   tsx scripts/budgets.ts [path to a copy of dist/client/.vite/manifest.json]
 */
// The copy of Vite's manifest scripts/test.ts keeps (the prerender step removes it from dist), or the one in dist.
const manifest = process.argv[2];
const signedIn = signedInInitialJsKB(undefined, manifest) ?? { kb: Number.NaN, chunks: 0, routesFound: 0 };
const publicPage = publicPageJsKB();
const worker = workerGzipKB();
const rows = [
  ["signedInInitialJs", "signed-in initial JS (entry, _app, dashboard)", signedIn.kb],
  ["publicPageJs", `public page JS (heaviest: ${publicPage.page})`, publicPage.kb],
  ["workerGzip", "Worker bundle (wrangler deploy --dry-run)", worker],
] as const;
let over = false;
for (const [key, name, kb] of rows) {
  const budget = BUDGETS_KB[key];
  const ceiling = CEILINGS_KB[key];
  // NaN (not measured) fails both comparisons.
  if (kb <= budget) console.log(`ok   ${name}: ${kb} KB gzip (budget ${budget} KB)`);
  else if (ceiling !== undefined && kb <= ceiling)
    console.log(`open ${name}: ${kb} KB gzip, over the ${budget} KB budget, under its ${ceiling} KB ceiling meanwhile`);
  else {
    over = true;
    console.log(`OVER ${name}: ${kb} KB gzip (budget ${budget} KB${ceiling ? `, ceiling ${ceiling} KB` : ""})`);
  }
}
if (signedIn.routesFound < 3) {
  console.error(
    "No Vite manifest with the entry, _app and dashboard chunks: build with `vite build --manifest` and pass a copy of dist/client/.vite/manifest.json taken before the prerender step.",
  );
  over = true;
}
process.exit(over ? 1 : 0);
