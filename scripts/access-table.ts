import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ACCESS_TABLE_END, ACCESS_TABLE_START, accessTableMarkdown } from "../functions/lib/access-policy";

/**
 * Writes the table of who may call what (functions/lib/access-policy.ts) into
 * README.md between its markers. `--check` only says whether the README is
 * current (the access sweep test checks the same).
 */
const readmePath = path.resolve(import.meta.dirname, "../README.md");
const readme = readFileSync(readmePath, "utf8");
const start = readme.indexOf(ACCESS_TABLE_START);
const end = readme.indexOf(ACCESS_TABLE_END);
if (start < 0 || end < start) {
  console.error(`README.md has no access table markers (${ACCESS_TABLE_START} ... ${ACCESS_TABLE_END}).`);
  process.exit(1);
}
const next = `${readme.slice(0, start + ACCESS_TABLE_START.length)}\n${accessTableMarkdown()}\n${readme.slice(end)}`;
if (process.argv.includes("--check")) {
  if (next !== readme) {
    console.error("README.md's access table is out of date: run npm run access:table");
    process.exit(1);
  }
} else if (next !== readme) {
  writeFileSync(readmePath, next);
  console.log("README.md: access table written");
}
