/**
 * Lists the real English words the search's spelling fix would change ('contact' is one letter
 * from 'contract', 'leading' from 'lending') into functions/services/search/spelling-exceptions.ts,
 * so a description typed correctly is never 'corrected'. Run it after changing the lexicon:
 *
 *   npx tsx scripts/spelling-exceptions.ts [/usr/share/dict/words]
 *
 * The word list comes from Debian's `wamerican` package (apt-get install wamerican).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { slipOf } from "#functions/services/search/spelling";

const dictionary = process.argv[2] ?? "/usr/share/dict/words";
const words = readFileSync(dictionary, "utf8")
  .split("\n")
  .map((w) => w.trim())
  .filter((w) => /^[a-z]+$/.test(w));
const changed = [...new Set(words.filter((w) => slipOf(w) !== w))].sort();
const out = path.join(import.meta.dirname, "../functions/services/search/spelling-exceptions.ts");
const lines: string[] = [];
let line = "";
for (const w of changed) {
  if (line.length + w.length + 1 > 96) {
    lines.push(line.trimEnd());
    line = "";
  }
  line += `${w} `;
}
if (line) lines.push(line.trimEnd());
writeFileSync(
  out,
  `/**
 * Real words one slip from a word of the lexicon ('contact' and 'contract'): spelling.ts leaves them
 * as typed. Made by scripts/spelling-exceptions.ts from a ${words.length.toLocaleString("en")}-word English list; run it
 * again after changing the lexicon.
 */
export const realWords = new Set(
  \`${lines.join("\n  ")}\`.split(/\\s+/),
);
`,
);
console.log(
  `${changed.length} real words left as typed, of ${words.length} (${dictionary}) -> ${path.relative(process.cwd(), out)}`,
);
