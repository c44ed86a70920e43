import { spawnSync } from "node:child_process";
import { root } from "./lib/local-db";
import { bin } from "./lib/run";

/**
 * `npm run fuzz`: the API fuzz suite (tests/functions/fuzz.test.ts) with 10,000
 * cases per operation instead of the test run's handful. FUZZ_RUNS overrides.
 * Expect it to take hours on a laptop; it is for a quiet machine, not for CI.
 */
const runs = process.env.FUZZ_RUNS ?? "10000";
const r = spawnSync(
  bin("vitest"),
  ["run", "--config", "tests/functions/vitest.config.ts", "--testTimeout=0", "tests/functions/fuzz.test.ts"],
  { cwd: root, stdio: "inherit", env: { ...process.env, FUZZ_RUNS: runs } },
);
process.exit(r.status ?? 1);
