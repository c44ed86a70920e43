import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/local-db";
import { bin } from "./lib/run";

/**
 * worker-configuration.d.ts, the types of the Worker's bindings and vars, is
 * generated from wrangler.toml by `wrangler types` (functions/env.ts builds
 * `Bindings` on it). `tsx scripts/worker-types.ts` writes it again;
 * with `--check` it writes a fresh copy aside and fails when the committed file
 * differs from it, as in npm test.
 *
 * The flags keep the output the same on every machine: the runtime's own types
 * come from @cloudflare/workers-types, vars are typed `string` (not their
 * current values), and secrets are read from .dev.vars.example, never from a
 * developer's .dev.vars.
 */
const flags = ["--include-runtime=false", "--strict-vars=false", "--env-file", ".dev.vars.example"];
const target = "worker-configuration.d.ts";
const check = process.argv.includes("--check");
// The check writes beside the real file (the generated imports are relative to it) and compares.
const out = check ? ".worker-configuration.check.d.ts" : target;

const r = spawnSync(bin("wrangler"), ["types", out, ...flags], {
  cwd: root,
  stdio: check ? "pipe" : "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
if (r.status !== 0) {
  if (check) process.stderr.write(r.stderr);
  process.exit(r.status ?? 1);
}
if (check) {
  // The second line names the command that wrote the file, which differs by the output path.
  const body = (file: string) => readFileSync(path.join(root, file), "utf8").split("\n").slice(2).join("\n");
  const fresh = body(out);
  rmSync(path.join(root, out));
  if (fresh !== body(target)) {
    console.error(`${target} is stale: run \`npx tsx scripts/worker-types.ts\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${target} matches wrangler.toml and .dev.vars.example.`);
}
