import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { E2E_COMMUNITY_URL, E2E_PAYMENT_URL } from "../tests/e2e/external-links";
import { root } from "./lib/local-db";
import { bin } from "./lib/run";

/**
 * `npm test`: typecheck, lint, API tests inside workerd on a real local D1,
 * component tests, the size budgets of the build, then Playwright end-to-end tests of the built app in
 * Debian's Chromium (installed here when missing; that needs root). Every
 * stage runs even when an earlier one fails, and the run ends with one line
 * that counts every test.
 */
const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failures: string[] = [];
function stage(name: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0", ...env } });
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

function ensureChromium() {
  const exe = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(exe)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${exe}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the end-to-end tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (r.status !== 0 || !existsSync(exe)) {
    console.error("Could not install chromium.");
    process.exit(1);
  }
}

/** The prerender step removes Vite's manifest from dist; the budgets read a copy. */
function keepManifest() {
  copyFileSync(path.join(root, "dist/client/.vite/manifest.json"), manifestCopy);
  return true;
}

const vitestJson = (name: string) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile.json=${path.join(results, `${name}.json`)}`,
];

ensureChromium();
stage("typecheck", bin("tsc"), ["-b"]);
stage("lint", bin("biome"), ["ci", "."]);
// No casts through never/any/unknown and no @ts- directives in app code (docs/decisions/010).
stage("type escapes", bin("tsx"), ["scripts/check-type-escapes.ts"]);
// Bindings are typed from wrangler.toml: the generated worker-configuration.d.ts must be current.
stage("worker types", bin("tsx"), ["scripts/worker-types.ts", "--check"]);
// Import rules (.dependency-cruiser.cjs): no web feature into another, no server code in the SPA.
stage("import rules", bin("depcruise"), [
  "web",
  "functions",
  "db",
  "--config",
  ".dependency-cruiser.cjs",
  "--ignore-known",
  ".dependency-cruiser-known-violations.json",
  "--output-type",
  "err",
]);
// Unused files, exports and dependencies (knip.json names the entry points).
stage("unused code", bin("knip"), ["--no-progress", "--no-config-hints"]);
// The fuzz suite sends 100 hostile cases to every operation here (about 10,000 requests);
// a plain vitest run sends 10, `npm run fuzz` 10,000.
stage(
  "API tests (workerd + local D1)",
  bin("vitest"),
  ["run", "--config", "tests/functions/vitest.config.ts", ...vitestJson("api")],
  { FUZZ_RUNS: process.env.FUZZ_RUNS ?? "300" },
);
stage("Node-side tests (libSQL)", bin("vitest"), ["run", "--config", "tests/db/vitest.config.ts", ...vitestJson("db")]);
stage("component tests", bin("vitest"), ["run", "--config", "tests/web/vitest.config.ts", ...vitestJson("web")]);
// The build under test has its outside links configured, so the end-to-end tests can follow them
// (tests/e2e/external-links.ts); `npm start` builds with whatever the environment says.
const linkEnv = { VITE_PAYSTACK_URL: E2E_PAYMENT_URL, VITE_COMMUNITY_URL: E2E_COMMUNITY_URL };
const manifestCopy = path.join(results, "vite-manifest.json");
if (
  stage("build", bin("vite"), ["build", "--manifest"], linkEnv) &&
  keepManifest() &&
  stage("prerender", bin("tsx"), ["scripts/prerender.ts"], linkEnv)
) {
  // Size budgets (docs/performance.md): signed-in JS, public page JS and the Worker bundle.
  stage("size budgets", bin("tsx"), ["scripts/budgets.ts", manifestCopy]);
  stage("end-to-end tests (Chromium)", bin("playwright"), ["test", "--config", "tests/e2e/playwright.config.ts"]);
} else {
  failures.push("end-to-end tests (not run: the build failed)");
}

let passed = 0;
let failed = 0;
for (const name of ["api", "db", "web"]) {
  const file = path.join(results, `${name}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
const e2e = path.join(results, "e2e.json");
if (existsSync(e2e)) {
  const r = JSON.parse(readFileSync(e2e, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
}

console.log("");
if (failures.length) console.log(`Failed stages: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
