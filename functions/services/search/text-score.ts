import { escapeRegExp } from "../../lib/regexp";
/**
 * Text relevance of the capped candidates, computed in the Worker: a BM25-style
 * sum over the query's words, each word's weight (IDF) taken from how many of
 * the candidates contain it, and each field weighted the way a reader would
 * (a word in the company or role says more than one in a long bio).
 *
 * FTS5's own bm25() was dropped from the candidate query because it counts
 * every document holding each phrase to get its IDF: with a common word or
 * the signal-kind filter that is a walk over tens of thousands of rows per
 * search, growing with the table. Here the cost is bounded by the cap.
 */

/** Candidate fields in the order `fieldsOf` returns them, with their weights. */
export const FIELD_WEIGHTS = [6, 1, 4, 3, 1.5, 3, 2, 2] as const; // company, name, role, signal, bio, industry, location, tags
const K1 = 1.2;
/** What a role's words count for in a job post whose role line names other openings (see conceptScores). */
const ROLE_ELSEWHERE = 0.2;

/** A rough English stem, so "developers" finds "developer" and "launched" finds "launch" (FTS5 used porter). */
export function stem(word: string) {
  if (word.length <= 4) return word;
  const cut = word.replace(/(?:ies|es|s|ing|ed|er)$/, "");
  // Never down to three letters or fewer, which match whole words only: 'series' is 'serie', not 'ser'.
  return cut.length >= 4 ? cut : word.replace(/s$/, "");
}

/** a-z or 0-9 (the text is lower-cased); char codes, because this runs for every hit of every word. */
function isWordChar(text: string, at: number) {
  const c = text.charCodeAt(at);
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/**
 * Names that begin another thing's name, found as whole words only: Java is not JavaScript.
 * (Every other word over three letters is found as the start of a word, for its plurals and
 * endings; a shorter one is always whole: see countWordStarts.)
 */
const WHOLE_NAMES = new Set(["java"]);

/** Whether `s` must stand as a whole word (see WHOLE_NAMES). */
const wholeOnly = (s: string) => s.length <= 3 || WHOLE_NAMES.has(s);

/**
 * Occurrences of `needle` in `hay` that start a word. A stem of three letters
 * or fewer must be the whole word: "go" is the language, not "good" or "going".
 */
export function countWordStarts(hay: string, needle: string) {
  const whole = wholeOnly(needle);
  let n = 0;
  let at = hay.indexOf(needle);
  while (at !== -1) {
    if (!isWordChar(hay, at - 1) && !(whole && isWordChar(hay, at + needle.length))) n++;
    at = hay.indexOf(needle, at + needle.length);
  }
  return n;
}

/** Endings Porter strips that ours keeps (see `trusted` in conceptScores). */
const porterCuts =
  /(?:ivity|ity|ation|ations|ator|ators|ness|ment|ments|ive|ives|ize|ise|ous|ance|ence|able|ible|ical|ics|al|([b-df-hj-np-tv-z])\1ing)$/;

/** Reports a hit of spelling `k` (its index in the scanner's `unique`) starting a word at `at`. */
type Scan = (text: string, hit: (k: number, at: number) => void) => void;

/** From this many spellings on, looking at each word start in code beats one pattern (a region's places). */
const MANY_SPELLINGS = 48;

/**
 * Where each of `spellings` starts a word in a text (one of three letters or fewer as a whole
 * word), in one pass over it: every spelling that begins at a word start is reported ('new york'
 * and 'new' alike), as its index in `unique`. Testing each spelling against the whole text
 * instead was most of the text score's cost, dozens of scans per candidate for a region's places
 * (docs/performance.md, "Search speed").
 */
function wordStartScanner(spellings: readonly string[]) {
  const unique = [...new Set(spellings)].filter((s) => s.length > 0);
  const scan = unique.length >= MANY_SPELLINGS ? tableScan(unique) : patternScan(unique);
  return { unique, scan };
}

/** Adds spelling index `k` to the list at `key`. */
function addTo<K>(lists: Map<K, number[]>, key: K, k: number) {
  const list = lists.get(key);
  if (list) list.push(k);
  else lists.set(key, [k]);
}

/** Whether spelling `s` starts a word of `text` at `at`, given that `at` starts a word. */
const startsHere = (text: string, at: number, s: string) =>
  text.startsWith(s, at) && !(wholeOnly(s) && isWordChar(text, at + s.length));

/** The pass as one pattern of every spelling: the regex engine finds where any of them begins. */
function patternScan(unique: readonly string[]): Scan {
  // No lookbehind for the word start: the regex engine then skips ahead to the spellings' first
  // letters, and a match inside a word is turned down below (a third less time over a long post).
  const pattern = new RegExp(
    `(?:${unique.map((a) => escapeRegExp(a) + (wholeOnly(a) ? "(?![a-z0-9])" : "")).join("|")})`,
    "g",
  );
  const byFirst = new Map<number, number[]>();
  unique.forEach((s, k) => {
    addTo(byFirst, s.charCodeAt(0), k);
  });
  return (text, hit) => {
    if (!unique.length) return;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const at = m.index;
      if (isWordChar(text, at - 1)) {
        pattern.lastIndex = at + 1;
        continue;
      }
      for (const k of byFirst.get(text.charCodeAt(at)) ?? []) if (startsHere(text, at, unique[k]!)) hit(k, at);
      // Every start, also one inside this match ('york' within 'new york').
      pattern.lastIndex = at + 1;
    }
  };
}

/**
 * The same pass in code, for many spellings: at each word start, only the spellings beginning
 * with the two characters there are tried, found in a table of ASCII pairs (a map for the rest).
 * A pattern of Europe's 99 place spellings cost 4.3 µs over a YC company's text, this 3.2; with
 * a few spellings the pattern is faster (1 against 2.3).
 */
function tableScan(unique: readonly string[]): Scan {
  const lists: number[][] = [[]];
  const ascii = new Uint16Array(128 * 128);
  const other = new Map<string, number>();
  const listFor = (c: number, d: number, key: string) => {
    let at = c < 128 && d < 128 ? ascii[c * 128 + d]! : (other.get(key) ?? 0);
    if (!at) {
      at = lists.push([]) - 1;
      if (c < 128 && d < 128) ascii[c * 128 + d] = at;
      else other.set(key, at);
    }
    return lists[at]!;
  };
  // One-character spellings, by that character.
  const singles = new Map<number, number[]>();
  unique.forEach((s, k) => {
    if (s.length === 1) addTo(singles, s.charCodeAt(0), k);
    else listFor(s.charCodeAt(0), s.charCodeAt(1), s.slice(0, 2)).push(k);
  });
  return (text, hit) => {
    let afterWord = false;
    for (let at = 0; at < text.length; at++) {
      const c = text.charCodeAt(at);
      if (!afterWord) {
        const d = text.charCodeAt(at + 1);
        const pair = c < 128 && d < 128 ? ascii[c * 128 + d]! : (other.get(text.slice(at, at + 2)) ?? 0);
        if (pair) for (const k of lists[pair]!) if (startsHere(text, at, unique[k]!)) hit(k, at);
        if (singles.size) for (const k of singles.get(c) ?? []) if (startsHere(text, at, unique[k]!)) hit(k, at);
      }
      afterWord = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    }
  };
}

/**
 * Which of `spellings` start a word in a text (see wordStartScanner); with `whole`, only those
 * standing as whole words, as a place's name does ('Japan', not the 'Japanese' of a language app).
 */
export function wordStartFinder(spellings: readonly string[], whole = false) {
  const { unique, scan } = wordStartScanner(spellings);
  return (text: string) => {
    const found = new Set<string>();
    scan(text, (k, at) => {
      if (!whole || !isWordChar(text, at + unique[k]!.length)) found.add(unique[k]!);
    });
    return found;
  };
}

/**
 * Where `needle` first starts a word of `hay` at or after `from`, or -1 (a needle of three
 * letters or fewer as a whole word, as in countWordStarts).
 */
export function firstWordStart(hay: string, needle: string, from = 0) {
  const whole = wholeOnly(needle);
  let at = hay.indexOf(needle, from);
  while (at !== -1) {
    if (!isWordChar(hay, at - 1) && !(whole && isWordChar(hay, at + needle.length))) return at;
    at = hay.indexOf(needle, at + 1);
  }
  return -1;
}

/** Whether `hay` holds `word` as a word (a prefix of a longer word for words over three letters). */
export const hasWord = (hay: string, word: string) => countWordStarts(hay, word) > 0;

/**
 * Words that, earlier in a sentence, make the names after them a company's customers, investors,
 * integrations, rivals or its founders' past employers ('used by teams like Klaviyo', 'integrates
 * with Salesforce', 'a modern alternative to Salesforce', 'without learning Blender', 'Ex-Salesforce
 * PM'), not tools it uses or needs help with. Not 'replace': a company replacing a tool may want
 * help moving off it.
 */
const passingMention =
  /\b(?:trusted by|used by|loved by|relied on by|customers (?:include|like|such as)|clients (?:include|like|such as)|(?:teams|companies|brands|startups|organi[sz]ations|offices) (?:like|such as|including)|(?:integrates?|integrations?|integrated|syncs?|connects?|plugs?) (?:with|into|to)|already using|alternative to|instead of|without (?:learning|using|needing|touching)|backed by|investors include|(?:formerly|previously) (?:at|of)|alumni of|worked at)\b|\bex-$/;

/** Whether the word starting at `at` follows such words in its sentence (see passingMention). */
export function namedInPassing(text: string, at: number) {
  let start = at;
  // Back to the sentence's start (a newline, '.', '!' or '?'), at most a few lines' worth.
  while (start > 0 && at - start < 240) {
    const c = text.charCodeAt(start - 1);
    if (c === 10 || c === 46 || c === 33 || c === 63) break;
    start--;
  }
  return passingMention.test(text.slice(start, at));
}

/** Whether `hay` holds `word` as a word outside such a sentence (see namedInPassing). */
export function usesWord(hay: string, word: string) {
  for (let at = firstWordStart(hay, word); at !== -1; at = firstWordStart(hay, word, at + word.length))
    if (!namedInPassing(hay, at)) return true;
  return false;
}

/** A group of alternative spellings scored as one thing the query asks for (see parse-query.ts's Concept). */
export type TextConcept = {
  alts: readonly string[];
  weight: number;
  required?: boolean;
  kind?: string;
  label?: string;
};

/**
 * The form a concept's spelling is looked for in: stemmed, except roles ('designer' is not 'designed')
 * and phrases, and a tool's name ending in 'er' (Looker is not 'looking', Framer not 'framework',
 * Docker not 'dock').
 */
export const searchForm = (c: { kind?: string }, alt: string) =>
  c.kind === "role" || alt.includes(" ") || ((c.kind === "skill" || c.kind === "term") && /[^e]er$/.test(alt))
    ? alt
    : stem(alt);

/**
 * Scores 0-1 for each candidate (1 = the best match among them), given each
 * candidate's lower-cased fields and the query's words.
 */
export function textScores(fields: readonly (readonly string[])[], words: readonly string[]): number[] {
  const stems = [...new Set(words.map(stem))];
  return conceptScores(
    fields,
    stems.map((s) => ({ alts: [s], weight: 1, required: true })),
  );
}

/**
 * BM25F over weighted concepts: each concept's term frequency is the
 * field-weighted count of any of its spellings; its IDF comes from how many
 * candidates hold it; its own weight says how much the user meant it (a
 * named skill over a leftover word). Coordination: a candidate missing a
 * required concept loses that concept's share of the weight twice, so
 * "mental health apps" prefers the mental-health ones over any health app.
 */
export function conceptScores(
  fields: readonly (readonly string[])[],
  concepts: readonly TextConcept[],
  /** Per candidate, the labels of concepts the full-text index found in its whole text. */
  seen?: readonly ReadonlySet<string>[],
  /**
   * Per candidate, whether its text can name a role it hires for: a job post can; a YC line or a
   * launch says what it sells ('an AI SDR'), so a role's words there are no match for the role.
   */
  namesRoles?: readonly boolean[],
  /** Per candidate, its fields joined by newlines, when the caller has them already (Candidate.hay). */
  joined?: readonly string[],
): number[] {
  if (!concepts.length || !fields.length) return fields.map(() => 0);
  const stems = concepts.map((c) => [...new Set(c.alts.map((a) => searchForm(c, a)))]);
  // Weighted term frequency of each concept in each candidate.
  // Found by the index past the part read here: counted once, as a word of the post.
  // Only for spellings the index cannot confuse: 'go' there is any 'go', and a half-weight
  // word ('contract') is not worth the guess.
  // Nor for a word the index's Porter stemmer cuts to a shorter, commoner one: it finds
  // 'productivity' as 'product' and 'solidity' as 'solid', so its hit says little.
  // A named tool's three-letter name ('dbt', 'sql', 'seo') is a word of its own, unlike 'go'; one
  // ending in 's' is not, since the index's stemmer cuts it ('ios' is found as 'io').
  const trusted = concepts.map(
    (c) =>
      c.label !== undefined &&
      c.weight >= 1 &&
      c.alts.every((a) => {
        const word = a.replace(/[^a-z0-9]/g, "");
        return (
          (word.length > 3 || (c.kind === "skill" && word.length === 3 && word === a && !a.endsWith("s"))) &&
          !porterCuts.test(a)
        );
      }),
  );
  const unread = (i: number, j: number) => (trusted[j] && seen?.[i]?.has(concepts[j]!.label!) ? FIELD_WEIGHTS[3] : 0);
  // Every spelling of every concept found in one pass over a candidate's text, each hit weighed by
  // the field it falls in (the fields are joined by newlines). A spelling only inside other words
  // counts nothing, so a concept with none at a word start is not there. Counting each field's
  // hits in a second pass per spelling was a third of the text score's time.
  const { unique, scan } = wordStartScanner(stems.flat());
  const indexOf = new Map(unique.map((s, k) => [s, k]));
  const spellingsOf = stems.map((alts) => alts.flatMap((s) => indexOf.get(s) ?? []));
  // A named tool only in sentences naming customers or integrations is not there (see namedInPassing),
  // and then the index's word for it does not count either.
  const isTool = new Uint8Array(unique.length);
  concepts.forEach((c, j) => {
    if (c.kind === "skill") for (const k of spellingsOf[j]!) isTool[k] = 1;
  });
  const inPassing = new Uint8Array(unique.length);
  const weighed = new Float64Array(unique.length);
  // Where a spelling's last counted hit ends: hits of one spelling do not overlap, as in countWordStarts.
  const endOf = new Int32Array(unique.length);
  // Whether a spelling was hit in the candidate's role line (field 2).
  const inRoleLine = new Uint8Array(unique.length);
  const tf = fields.map((f, i) => {
    weighed.fill(0);
    endOf.fill(0);
    inRoleLine.fill(0);
    inPassing.fill(0);
    let field = 0;
    let fieldEnd = f[0]?.length ?? 0;
    const text = joined?.[i] ?? f.join("\n");
    scan(text, (k, at) => {
      if (at < endOf[k]!) return;
      endOf[k] = at + unique[k]!.length;
      if (isTool[k] && namedInPassing(text, at)) {
        inPassing[k] = 1;
        return;
      }
      // Hits come in text order: step to the field holding this one.
      while (at > fieldEnd && field < f.length - 1) fieldEnd += 1 + (f[++field]?.length ?? 0);
      weighed[k]! += FIELD_WEIGHTS[field] ?? 1;
      if (field === 2) inRoleLine[k] = 1;
    });
    const roleBlind = namesRoles?.[i] === false;
    return spellingsOf.map((ks, j) => {
      if (roleBlind && concepts[j]!.kind === "role") return 0;
      let sum = 0;
      for (const k of ks) sum += weighed[k]!;
      const w = sum > 0 ? sum : ks.some((k) => inPassing[k]) ? 0 : unread(i, j);
      // A job post whose role line names other openings mentions the trade as its audience or its
      // colleagues ('tooling that helps technical writers'), however often: a fifth of the weight.
      const elsewhere =
        concepts[j]!.kind === "role" && namesRoles?.[i] === true && f[2] !== "" && !ks.some((k) => inRoleLine[k]);
      return elsewhere ? w * ROLE_ELSEWHERE : w;
    });
  });
  const n = fields.length;
  const idf = concepts.map((c, j) => {
    const holding = tf.reduce((k, row) => k + (row[j]! > 0 ? 1 : 0), 0);
    // Floor: a concept every candidate holds (the one the candidates were fetched by) still counts.
    return c.weight * Math.max(0.2, Math.log(1 + (n - holding + 0.5) / (holding + 0.5)));
  });
  const idfTotal = concepts.reduce((a, c, j) => a + (c.required === false ? 0 : idf[j]!), 0) || 1;
  const raw = tf.map((row) => {
    let sum = 0;
    let covered = 0;
    row.forEach((w, j) => {
      if (w > 0 && concepts[j]!.required !== false) covered += idf[j]!;
      sum += (idf[j]! * (w * (K1 + 1))) / (w + K1);
    });
    return sum * (covered / idfTotal);
  });
  const best = Math.max(...raw);
  return raw.map((r) => (best > 0 ? r / best : 0));
}
