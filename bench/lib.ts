import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** Prints a benchmark's figures and writes them to bench/results/<name>.json. */
export function report(name: string, figures: Record<string, unknown>) {
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const out = { name, at: new Date().toISOString(), ...figures };
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\n[${name}]`);
  console.log(JSON.stringify(figures, null, 2));
}

/** The records of a JSON-lines file, blank lines skipped. */
export function readJsonl(file: string) {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
