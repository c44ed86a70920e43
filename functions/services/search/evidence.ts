import { fillerWords } from "../lexicon";
import type { Concept } from "./parse-query";
import { searchForm } from "./text-score";

/**
 * About as much of a post as a result card shows before it cuts it off (three lines at the
 * narrowest layout). A word the search matched inside this is already in front of the user.
 */
export const CARD_CHARS = 200;
/** How far from the word found the excerpt may reach, back to its sentence's start and on to its end. */
const BEFORE = 120;
const AFTER = 160;

const isWordChar = (text: string, at: number) => {
  const c = text.charCodeAt(at);
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
};

/** Where `needle` first starts a word of `hay` at or after `from` (a needle of three letters or fewer as a whole word), or -1. */
function firstWordStart(hay: string, needle: string, from: number) {
  let at = hay.indexOf(needle, from);
  while (at !== -1) {
    const whole = needle.length > 3 || !isWordChar(hay, at + needle.length);
    if (!isWordChar(hay, at - 1) && whole) return at;
    at = hay.indexOf(needle, at + 1);
  }
  return -1;
}

/**
 * The sentence of a post that holds what the search asked for, when the card would not show it:
 * the ranker reads a post's first 2,000 characters (candidates.ts), so a result can match on a
 * need named after its opening lines ('... you will run accessibility audits of the booking
 * flow'), and its card should show that line rather than leave the reason unexplained.
 * Undefined when each thing found is already in the opening, or nothing is found.
 */
export function evidenceOf(text: string, concepts: readonly Pick<Concept, "kind" | "label" | "alts">[]) {
  const lower = text.toLowerCase();
  // A rare letter whose lower case is longer ('İ') would move every offset after it: no excerpt then.
  if (lower.length !== text.length) return undefined;
  let found = -1;
  for (const c of concepts) {
    if (c.kind === "place" || fillerWords.has(c.label)) continue;
    const spellings = c.alts.map((a) => searchForm(c, a.toLowerCase())).filter((s) => s.length > 1);
    // Said in the opening already: the card shows it.
    if (spellings.some((s) => firstWordStart(lower.slice(0, CARD_CHARS + s.length), s, 0) !== -1)) continue;
    for (const s of spellings) {
      const at = firstWordStart(lower, s, CARD_CHARS);
      if (at !== -1 && (found === -1 || at < found)) found = at;
    }
  }
  if (found === -1) return undefined;
  return sentenceAround(text, found);
}

/** The sentence (or line) holding position `at`, within BEFORE and AFTER characters, marked where cut. */
function sentenceAround(text: string, at: number) {
  let start = Math.max(0, at - BEFORE);
  const back = text.slice(start, at);
  const ended = Math.max(
    back.lastIndexOf(". "),
    back.lastIndexOf("! "),
    back.lastIndexOf("? "),
    back.lastIndexOf("\n"),
  );
  const cutBefore = ended === -1 && start > 0;
  if (ended !== -1) start += ended + 1;
  const limit = Math.min(text.length, at + AFTER);
  const rest = text.slice(at, limit);
  const stop = rest.search(/[.!?](?:\s|$)|\n/);
  const end = stop === -1 ? limit : at + stop + 1;
  const cutAfter = stop === -1 && limit < text.length;
  const said = text.slice(start, end).replace(/\s+/g, " ").trim();
  return `${cutBefore ? "…" : ""}${said}${cutAfter ? "…" : ""}`;
}
