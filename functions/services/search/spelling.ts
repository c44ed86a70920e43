import {
  fillerWords,
  industrySearchWords,
  industryWordSynonyms,
  namedTools,
  queryIndustryRules,
  relatedToSkill,
  roles,
  skillSpellings,
  termSynonyms,
} from "../lexicon";
import { realWords } from "./spelling-exceptions";

/**
 * Typing slips in the words the lexicon knows ('machine lerning', 'helthcare', 'desginer',
 * 'shopfiy'): a slipped word matches nothing in posts and, left as a required word, sinks every
 * result. A word the lexicon does not know is put right only when exactly one of its words is a
 * single slip away: two neighbouring letters swapped, or for a word of seven letters or more,
 * one letter missing, extra or wrong. Shorter words are often real words of their own ('reach'
 * is one letter from 'react', 'three' a swap from 'there'), so only a swap counts from six
 * letters and nothing below.
 */

/** Words shorter than this are left as typed: too many are real words a swap from another. */
const MIN_LENGTH = 6;
/** From this length on, a missing, extra or wrong letter is put right too, not only a swap. */
const ANY_SLIP_FROM = 7;

let made: { known: Set<string>; byLength: Map<number, string[]> } | undefined;

/** Every word of the lexicon's lists and patterns (escapes taken out), made once per isolate. */
function vocabulary() {
  if (made) return made;
  const words = new Set<string>();
  const addText = (text: string) => {
    for (const w of text
      .toLowerCase()
      .replace(/\\[a-z]/gi, " ")
      .match(/[a-z]{3,}/g) ?? [])
      words.add(w);
  };
  for (const [, rule] of queryIndustryRules) addText(rule.source);
  for (const r of roles) {
    addText(r.asked.source);
    if (r.deliverables) addText(r.deliverables.source);
    if (r.whenHiring) addText(r.whenHiring.source);
    for (const s of r.said) addText(s);
  }
  for (const [k, v] of [
    ...Object.entries(skillSpellings),
    ...Object.entries(industrySearchWords),
    ...Object.entries(industryWordSynonyms),
    ...Object.entries(relatedToSkill),
    ...Object.entries(termSynonyms),
  ]) {
    addText(k);
    for (const s of v) addText(s);
  }
  for (const t of namedTools) addText(t);
  for (const f of fillerWords) addText(f);
  const byLength = new Map<number, string[]>();
  for (const w of words) {
    if (w.length < MIN_LENGTH - 1) continue;
    const list = byLength.get(w.length);
    if (list) list.push(w);
    else byLength.set(w.length, [w]);
  }
  made = { known: words, byLength };
  return made;
}

/** Whether `a` becomes `b` by swapping two neighbouring letters (same length). */
function swapped(a: string, b: string) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Whether `a` and `b` differ by one letter changed, added or taken away, not at either end: a
 * word differing from another only in its last letter is mostly another form of it ('battery'
 * and 'batter', 'employees' and 'employee'), and one differing in its first is mostly another
 * word ('lenders' and 'renders'), not a slip.
 */
function oneEdit(a: string, b: string) {
  if (a.length === b.length) {
    let at = -1;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      if (at !== -1) return false;
      at = i;
    }
    return at > 0 && at < a.length - 1;
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return i > 0 && i < short.length && short.slice(i) === long.slice(i + 1);
}

/** The lexicon word a slipped word was meant as, or the word itself. */
export function putRight(word: string) {
  return realWords.has(word) ? word : slipOf(word);
}

/**
 * putRight without its list of real words: the one a word of the lexicon's vocabulary it is one
 * slip from, or the word. `scripts/spelling-exceptions.ts` runs it over a dictionary to list the
 * real words it would change.
 */
export function slipOf(word: string) {
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return word;
  const { known, byLength } = vocabulary();
  if (known.has(word) || known.has(word.replace(/e?s$/, "")) || known.has(`${word}s`)) return word;
  const found = new Set<string>();
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    for (const w of byLength.get(length) ?? []) {
      if (length === word.length && swapped(word, w)) found.add(w);
      else if (word.length >= ANY_SLIP_FROM && w.length >= MIN_LENGTH && oneEdit(word, w)) found.add(w);
    }
  }
  // One word meant, in one number: 'designer' and 'designers' are one.
  const meant = [...found].filter((w) => !found.has(w.replace(/s$/, "")) || !w.endsWith("s"));
  return meant.length === 1 ? meant[0]! : word;
}

/** A lower-cased description with each slipped lexicon word put right. */
export function putRightAll(text: string) {
  return text.replace(/[a-z]+/g, (w) => putRight(w));
}
