import { readFileSync } from "node:fs";
import path from "node:path";

const toml = path.resolve(import.meta.dirname, "../../wrangler.toml");

/**
 * A `[vars]` setting as the build should see it: from the environment when set there (a deploy's
 * own value), else as wrangler.toml gives it; undefined when neither has it.
 */
export function wranglerVar(name: string): string | undefined {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  return readFileSync(toml, "utf8").match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m"))?.[1];
}
