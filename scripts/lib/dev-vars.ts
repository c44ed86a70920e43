import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./local-db";

/**
 * Local secrets for `wrangler dev`: .dev.vars (git-ignored) is created on first
 * run with a random AUTH_SECRET, and a missing AUTH_SECRET is added, so a fresh
 * clone runs without any manual set-up. Existing values are never changed.
 */
export function ensureDevVars() {
  const file = path.join(root, ".dev.vars");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^AUTH_SECRET=.{32,}$/m.test(current)) return;
  const line = `AUTH_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${line}`);
  console.log("Wrote a random AUTH_SECRET to .dev.vars for local development.");
}
