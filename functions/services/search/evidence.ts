import { fillerWords } from "../lexicon";
import type { Concept } from "./parse-query";
import { firstWordStart, searchForm } from "./text-score";

/**
 * About as much of a post as a result card shows before it cuts it off: three lines on a wide
 * screen. A word the search matched inside this is already in front of the user (on a phone the
 * card shows less; the full post is a tap away).
 */
export const CARD_CHARS = 330;
/** How far from the word found the excerpt may reach, back to its sentence's start and on to its end. */
const BEFORE = 120;
const AFTER = 160;

/** Occurrences of a word a sentence may be looked for around: enough to find the telling one. */
const TRIES = 4;
/** Sentences weighed for one result at most, whatever the description. */
const MAX_SENTENCES = 12;

/**
 * The sentence of a post that holds what the search asked for, when the card would not show it:
 * the ranker reads a post's first 2,000 characters (candidates.ts), so a result can match on a
 * need named after its opening lines ('... you will run accessibility audits of the booking
 * flow'), and its card should show that line rather than leave the reason unexplained.
 * Of the sentences holding something asked for that the opening lacks, the one holding the most
 * such things, then the most weight, then the first. Undefined when each thing found is already
 * in the opening, or nothing is found. Made once per search (its spellings worked out once),
 * then called for each of its results' posts.
 */
export function evidenceFinder(
  concepts: readonly (Pick<Concept, "kind" | "label" | "alts" | "weight"> & { required?: boolean })[],
) {
  const asked = concepts
    // A place is the card's location line; a half-weight word ('service', 'tools') tells little; nor
    // does a word that only ranks (a compound's part, the subject of the work: 'editing' in 'podcast
    // editing' finds '... edit them' in any post).
    .filter(
      (c) =>
        c.kind !== "place" &&
        c.weight >= 1 &&
        !fillerWords.has(c.label) &&
        !(c.kind === "term" && c.required === false),
    )
    .map((c) => ({
      weight: c.weight,
      spellings: c.alts.map((a) => searchForm(c, a.toLowerCase())).filter((s) => s.length > 1),
    }));
  return (text: string) => (asked.length && text.length > CARD_CHARS ? quote(text, asked) : undefined);
}

function quote(text: string, asked: readonly { weight: number; spellings: string[] }[]) {
  const lower = text.toLowerCase();
  // A rare letter whose lower case is longer ('İ') would move every offset after it: no excerpt then.
  if (lower.length !== text.length) return undefined;
  const opening = lower.slice(0, CARD_CHARS);
  // Said in the opening already: the card shows it.
  const wanted = asked.filter((c) => !c.spellings.some((s) => firstWordStart(opening, s, 0) !== -1));
  // The sentences around the first few places each thing is said, at most MAX_SENTENCES in all,
  // so a description with many spellings costs a bounded number of scans.
  const sentences = new Map<number, number>();
  collect: for (const c of wanted) {
    for (const s of c.spellings) {
      let at = firstWordStart(lower, s, CARD_CHARS);
      for (let n = 0; at !== -1 && n < TRIES; n++, at = firstWordStart(lower, s, at + 1)) {
        const { start, end } = sentenceAt(text, at);
        sentences.set(start, end);
        if (sentences.size >= MAX_SENTENCES) break collect;
      }
    }
  }
  let best: { start: number; end: number; count: number; weight: number } | undefined;
  for (const [start, end] of sentences) {
    const said = lower.slice(start, end);
    const held = wanted.filter((w) => w.spellings.some((x) => firstWordStart(said, x, 0) !== -1));
    const count = held.length;
    const weight = held.reduce((sum, w) => sum + w.weight, 0);
    if (
      !best ||
      count > best.count ||
      (count === best.count && (weight > best.weight || (weight === best.weight && start < best.start)))
    )
      best = { start, end, count, weight };
  }
  if (!best) return undefined;
  const said = text.slice(best.start, best.end).replace(/\s+/g, " ").trim();
  return `${best.start > 0 && !/[.!?\n]\s*$/.test(text.slice(0, best.start)) ? "…" : ""}${said}${best.end < text.length && !/[.!?]$/.test(said) ? "…" : ""}`;
}

/** Where the sentence (or line) holding position `at` starts and ends, within BEFORE and AFTER characters. */
function sentenceAt(text: string, at: number) {
  let start = Math.max(0, at - BEFORE);
  const back = text.slice(start, at);
  const ended = Math.max(
    back.lastIndexOf(". "),
    back.lastIndexOf("! "),
    back.lastIndexOf("? "),
    back.lastIndexOf("\n"),
  );
  if (ended !== -1) start += ended + 1;
  while (start < at && /\s/.test(text[start]!)) start++;
  const limit = Math.min(text.length, at + AFTER);
  const stop = text.slice(at, limit).search(/[.!?](?:\s|$)|\n/);
  return { start, end: stop === -1 ? limit : at + stop + 1 };
}
