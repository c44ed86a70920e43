/** Sentences, words and stems: the small text toolkit the writer and the verifier share. */

const abbreviations = new Set([
  "e.g",
  "i.e",
  "etc",
  "vs",
  "inc",
  "ltd",
  "co",
  "corp",
  "mr",
  "mrs",
  "dr",
  "prof",
  "st",
  "approx",
  "incl",
  "u.s",
  "a.k.a",
  "jr",
  "sr",
]);

const terminators = new Set([".", "!", "?", "…"]);

/** The letters and dots just before position `end` (walking back, so long lines stay linear). */
function wordBefore(line: string, end: number, start: number) {
  let k = end;
  while (k > start && /[\p{L}.]/u.test(line[k - 1]!)) k--;
  return line.slice(k, end).toLowerCase();
}

/**
 * Sentences of `text` as trimmed substrings (so a sentence can be quoted back
 * as the record's own words). Lines always end a sentence. With `quotes`, a
 * full stop inside "double quotes" does not: the writer quotes one sentence of
 * the record inside its own, and that stays one sentence.
 */
export function splitSentences(text: string, quotes = false): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    let start = 0;
    let inQuote = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      let ends = false;
      if (quotes && (c === '"' || c === "“" || c === "”")) {
        const closing: boolean = c === "”" || (c === '"' && inQuote);
        inQuote = !closing;
        // A quote that closes on a full stop ends the sentence around it too.
        ends = closing && terminators.has(line[i - 1] ?? "");
      } else ends = terminators.has(c) && !inQuote;
      if (!ends) continue;
      let j = i + 1;
      while (j < line.length && /[.!?…'’)\]]/.test(line[j]!)) j++;
      if (!quotes) while (j < line.length && /["”.!?…'’)\]]/.test(line[j]!)) j++;
      if (j < line.length && !/\s/.test(line[j]!)) continue;
      let k = j;
      while (k < line.length && /\s/.test(line[k]!)) k++;
      // The next sentence opens with a capital, a figure, a quote mark or an emoji ('... Combinator. 🪸 AI ...').
      if (k < line.length && !/^(?:[\p{Lu}\p{N}"'“‘([$£€#@*-]|\p{Extended_Pictographic})/u.test(line.slice(k, k + 2)))
        continue;
      if (c === ".") {
        const word = wordBefore(line, i, start);
        // "Inc. is", "e.g. React" and initials such as "J. Smith" do not end a sentence.
        if (abbreviations.has(word) || /^\p{L}$/u.test(word)) continue;
      }
      const piece = line.slice(start, j).trim();
      if (piece) out.push(piece);
      start = j;
      i = j - 1;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

/** A Y Combinator batch label ('(YC S24)', '(YC Summer 2016)'): when the company was funded, not what it says. */
export const batchLabel = /\((?:YC|Y Combinator)\b[^)]*\)/gi;

/** The line Y Combinator writes on every company page: 'X (YC W25) is hiring.', 'X is backed by Y Combinator.' */
const ycLine = /^(.{1,120}?\bis (?:backed by Y Combinator|hiring)\.)(?:\s+(\S.*))?$/is;

/** Whether a sentence is only Y Combinator's line about the company, nothing the company says of itself. */
export const isBoilerplate = (sentence: string) => {
  const m = sentence.match(ycLine);
  return m !== null && !m[2];
};

/**
 * The sentences of a signal, with Y Combinator's line kept apart from the company's own words glued
 * to it ('HYBRD is backed by Y Combinator. coaching agents for athletes', a one-liner in lower case).
 */
export function signalSentencesOf(text: string): string[] {
  return splitSentences(text).flatMap((sentence) => {
    const m = sentence.match(ycLine);
    return m?.[1] && m[2] ? [m[1], m[2]] : [sentence];
  });
}

const wordChar = /[\p{L}\p{N}]/u;

/**
 * Whether `word` occurs in `text` as a whole word (case-insensitive unless
 * told). A scan rather than a RegExp built per record: compiling a Unicode
 * pattern for every prospect costs more than the whole check.
 */
export function containsWord(text: string, word: string, caseSensitive = false) {
  if (!word) return false;
  const hay = caseSensitive ? text : text.toLowerCase();
  const needle = caseSensitive ? word : word.toLowerCase();
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    const before = hay[at - 1];
    const after = hay[at + needle.length];
    if ((!before || !wordChar.test(before)) && (!after || !wordChar.test(after))) return true;
  }
  return false;
}

const urlOrEmail = /\bhttps?:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
export const stripLinks = (text: string) =>
  text.includes("http") || text.includes("www.") || text.includes("@") ? text.replace(urlOrEmail, " ") : text;

export const tokenPattern = /[$€£]?\d[\d,.]*[kmb%+]?\b|\p{L}[\p{L}\p{N}+#]*(?:[.'’-][\p{L}\p{N}+#]+)*/gu;

/** One matched token, lower-cased: "$12M" -> "12m", "1,200" -> "1200", "Maria's" -> "maria". */
export function normalizeToken(raw: string) {
  const t = raw.toLowerCase();
  if (/^[$€£\d]/.test(t)) return t.replace(/[$€£,]/g, "").replace(/\.$/, "");
  return t.replace(/['’]s$/, "").replace(/['’]$/, "");
}

/** Lower-cased words and numbers ("$12M" -> "12m", "1,200" -> "1200", "Node.js" stays whole). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of stripLinks(text).matchAll(tokenPattern)) {
    const t = normalizeToken(m[0]);
    if (t) out.push(t);
  }
  return out;
}

const hasVowel = /[aeiouy]/;

/**
 * A light suffix stripper so 'hiring', 'hire' and 'hired' meet, as do
 * 'launched' and 'launches', or 'engineers' and 'engineering'. Numbers and
 * short words are left alone.
 */
export function stem(word: string) {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const s = word.length <= 3 || /\d/.test(word) ? word : stripSuffixes(word);
  // A bounded memo: the same few thousand words recur across records, and an isolate lives long.
  if (stems.size >= 50_000) stems.clear();
  stems.set(word, s);
  return s;
}

const stems = new Map<string, string>();

function stripSuffixes(word: string) {
  let s = word;
  if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}i`;
  else if (/(?:ch|sh|ss|x|z)es$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(?:ss|us|is)$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith("ing") && s.length >= 6 && hasVowel.test(s.slice(0, -3))) s = s.slice(0, -3);
  else if (s.endsWith("ed") && s.length >= 5 && hasVowel.test(s.slice(0, -2))) s = s.slice(0, -2);
  if (s.endsWith("er") && s.length >= 6) s = s.slice(0, -2);
  if (s.endsWith("y") && s.length > 3) s = `${s.slice(0, -1)}i`;
  if (s.endsWith("e") && s.length > 3) s = s.slice(0, -1);
  if (/([^aeiouls])\1$/.test(s)) s = s.slice(0, -1);
  return s;
}

/** Each word's stem, plus the joined and split forms of hyphenated words (front-end, frontend, front end). */
export function stemsOf(text: string): Set<string> {
  const out = new Set<string>();
  const words = tokenize(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.add(stem(w));
    if (w.includes("-")) {
      out.add(stem(w.replace(/-/g, "")));
      for (const part of w.split("-")) if (part) out.add(stem(part));
    }
    // "front end" in one text meets "frontend" in another.
    const next = words[i + 1];
    if (next && w.length <= 5 && next.length <= 5 && !/[\d-]/.test(w + next)) out.add(stem(w + next));
  }
  return out;
}

const list = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/** Grammar words: never a fact about anyone. */
export const stopWords = list(`
a an the and or but nor if then so as at by for from in into of off on onto out over to up down with without about
after before between through during under again further once here there when where why how all any both each few more
most other some such no not only own same than too very can cannot will just should now also still even really quite
rather maybe perhaps whether while because though although since until upon via per within across around like etc yes
i me my mine myself we us our ours you your yours yourself he him his she her it its they them their theirs what which
who whom this that these those am is are was were be been being have has had having do does did doing would could
might must shall may im ive id ill i'm i've i'd i'll you're you've you'll we're we've it's that's there's here's
what's let's don't doesn't didn't isn't aren't wasn't won't can't couldn't wouldn't shouldn't youre weve lets one
hi hello hey dear ok okay
`);

/**
 * Pitch vocabulary: words any cold e-mail uses that state nothing about the
 * prospect (reading a post, offering help, asking for a call), and nouns
 * every company has (a website, customers, a team).
 */
export const genericWords = list(`
saw see seen seeing noticed notice notic read reading came come coming across found find spotted caught eye wrote write
writing says said say post posts posted posting listing listings thread threads page pages profile news update updates
note quick message email e-mail mail reach reaching reached touch get got go going getting know knew let hope hoping
well good great nice wonderful awesome exciting excited congrats congratulations kudos love loved lovely enjoy enjoyed
thanks thank cheers best regards warm warmest wishes sincerely kind kindly help helping helped happy glad keen idea ideas
thought thoughts share sharing call calls chat talk talking meet meeting minute minutes min mins week weeks today
tomorrow soon time times day days month months moment free freelance freelancer freelancers freelancing independent
contractor contract consultant work working worked works project projects team teams company companies business
businesses role roles opening openings job jobs position positions part especially particular kind sort type thing
things something anything way ways fit right sounds sound seems seem looks look looking want wanted wants need needs
needed interested interest open available availability start started starting ready support offer offering offered bit
little lot lots plenty couple strings attached useful worth fine sure absolutely definitely certainly recent recently
new latest last next first quick quickly faster better sooner quicker easier smoother cheaper less much many
website websites site sites web online product products customer customers user users client clients audience brand
people folks stuff code happen happening happens take taking took make making made build building built do done
reply respond response hear heard back forward follow following followup follow-up chance review reviewed proposal
pitch pitched fellow hand lend pitch-in pinch cover covering covered search searching filled fill basis wave tend
tends usually often where come comes bring brings wish going
fancy over send sending sent link links portfolio examples example some below above friendly
understand understood gather gathered learn learned learnt
big deal huge impressive cool smart clever neat interesting fascinating important amazing brilliant fantastic solid
strong tough hard tricky difficult painful common classic fun challenge challenging problem problems issue issues
idea useful valuable exactly precisely
`);

/** The stems of a word list, for fast membership tests. */
export const stemSet = (words: Iterable<string>) => {
  const out = new Set<string>();
  for (const w of words) out.add(stem(w));
  return out;
};

export const stopStems = stemSet(stopWords);
export const genericStems = stemSet(genericWords);
