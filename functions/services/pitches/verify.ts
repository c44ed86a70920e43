import { escapeRegExp } from "../../lib/regexp";
import { clip } from "../ingest/text";
import { firstNameOf } from "./greeting";
import { contextText } from "./record";
import type { Claim, PitchProblem, PitchProspect, PitchSender, Verification } from "./types";
import {
  batchLabel,
  containsWord,
  genericStems,
  genericWords,
  isBoilerplate,
  normalizeToken,
  signalSentencesOf,
  splitSentences,
  stem,
  stemsOf,
  stopStems,
  stopWords,
  stripLinks,
  tokenize,
  tokenPattern,
} from "./words";

type Source = { text: string; stems: Set<string> };

/** What the verifier knows about one prospect and sender, built once per check. */
export type RecordContext = {
  prospect: PitchProspect;
  first: string | null;
  /** Stems of the record's own text: signal, bio, role, location, company, website. */
  record: Set<string>;
  /** Where and how the signal appeared: allowed words, never a claim's support on their own. */
  context: Set<string>;
  /** The company's and the person's names: they make a sentence about the prospect, they need no support. */
  names: Set<string>;
  /** The sender's own words (name, niche, skills, experience, portfolio): what they offer, not a claim. */
  sender: Set<string>;
  /** Specific stems of the signal text, and its distinctive terms (tools, places, figures). */
  signal: Set<string>;
  distinctive: Set<string>;
  /** Record sentences a claim can rest on, signal first. */
  sources: Source[];
  signalSentences: string[];
  bioSentences: string[];
  /** Whether a text names the company or the person (the first word of a long company name counts). */
  mentions: (text: string) => boolean;
  recordText: string;
};

const isSpecific = (word: string, st: string) =>
  !stopWords.has(word) && !genericWords.has(word) && !stopStems.has(st) && !genericStems.has(st) && word.length > 1;

/** Stems of the capitalised or technical terms of the signal ("TypeScript", "Node.js", "Berlin", "$2M"). */
function distinctiveTerms(sentences: string[], names: Set<string>) {
  const out = new Set<string>();
  for (const sentence of sentences) {
    let i = 0;
    for (const m of stripLinks(sentence).matchAll(tokenPattern)) {
      const word = m[0];
      const first = i++ === 0;
      const technical = /\d|\p{Ll}\p{Lu}|[+#]|\p{L}\.\p{L}/u.test(word);
      if (!technical && (first || !/^\p{Lu}/u.test(word))) continue;
      const t = normalizeToken(word);
      const st = stem(t);
      if (isSpecific(t, st) && !names.has(st)) out.add(st);
    }
  }
  return out;
}

export function recordContext(prospect: PitchProspect, sender: PitchSender): RecordContext {
  const first = firstNameOf(prospect);
  const recordText = [
    prospect.signalText,
    prospect.bio,
    prospect.role,
    prospect.location,
    prospect.company,
    prospect.website,
  ].join("\n");
  const names = stemsOf(`${prospect.company} ${first ? prospect.name : ""}`);
  const senderWords = stemsOf(
    [
      sender.name,
      sender.niche,
      sender.experience,
      sender.skills.join(" "),
      sender.portfolioUrl.replace(/[/.:-]+/g, " "),
    ].join(" "),
  );
  const signalSentences = signalSentencesOf(prospect.signalText);
  const bioSentences = splitSentences(prospect.bio);
  const sources: Source[] = [...signalSentences, ...bioSentences, prospect.role, prospect.location, prospect.website]
    .filter((t) => t.trim())
    .map((text) => ({ text, stems: stemsOf(text) }));
  // The record's vocabulary is the union of its sentences' (one pass over the text, not two).
  const record = stemsOf(prospect.company);
  for (const source of sources) for (const st of source.stems) record.add(st);
  // What the prospect said: not Y Combinator's line about them, nor their batch label.
  const ownSignal = signalSentences.filter((s) => !isBoilerplate(s)).map((s) => s.replace(batchLabel, " "));
  // Stems of its words as a sentence's words are counted against them: not the joined pairs stemsOf
  // adds for matching ('as a' -> 'asa'), which no sentence can carry as a detail.
  const signal = new Set<string>();
  for (const sentence of ownSignal)
    for (const t of tokenize(sentence)) {
      const st = stem(t);
      if (isSpecific(t, st) && !names.has(st)) signal.add(st);
    }
  const company = prospect.company.trim();
  const shortName = company.split(/\s+/)[0] ?? "";
  const alternatives = [company, first ?? ""].filter(Boolean);
  // "Quillfeather" alone still names "Quillfeather Robotics".
  const short =
    shortName !== company && shortName.length >= 4 && isSpecific(shortName.toLowerCase(), stem(shortName.toLowerCase()))
      ? shortName
      : "";
  // The sender's own trade and tools ('a React developer', 'brand identity and logo design'): the
  // company's first word inside them ('React Email', 'Identity Labs') is the sender describing
  // themselves, not naming the prospect.
  const ownPhrases = [sender.niche, ...sender.skills]
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const ownPattern = ownPhrases.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${ownPhrases.join("|")})(?![\\p{L}\\p{N}])`, "giu")
    : null;
  const senderName = sender.name.trim();
  const senderFirst = senderName.split(/\s+/)[0] ?? "";
  // 'I'm Sam, a freelancer ...': the sender by their first name alone.
  const selfIntro = senderFirst
    ? new RegExp(`\\b(i'm|i am|this is|it's|my name is)\\s+${escapeRegExp(senderFirst)}\\b`, "gi")
    : null;
  return {
    prospect,
    first,
    record,
    context: stemsOf(contextText(prospect)),
    names,
    sender: senderWords,
    signal,
    distinctive: distinctiveTerms(ownSignal, names),
    sources,
    signalSentences,
    bioSentences,
    // The sender signing their own name ('I'm Sam Rivers') is not naming a prospect called Sam.
    mentions: (text) => {
      let other = senderName ? text.split(senderName).join(" ") : text;
      if (selfIntro) other = other.replace(selfIntro, "$1");
      if (alternatives.some((name) => containsWord(other, name))) return true;
      return short !== "" && containsWord(ownPattern ? other.replace(ownPattern, " ") : other, short);
    },
    recordText,
  };
}

// Openings that state something seen about the prospect, whoever the subject is.
const observation =
  /^(?:(?:i|we)\s+(?:just\s+|recently\s+|really\s+)?(?:saw|see|noticed|notice|read|came across|come across|found|spotted|heard|learned|learnt|understand|gather|enjoyed|loved|liked)\b|(?:just\s+)?(?:saw|noticed|read|spotted|came across|heard)\b|congrat|kudos|well done|looks like|it looks like|seems like|it seems|great to see|nice to see|good to see)/i;
// The sender speaking about themselves: an offer.
const offer =
  /^(?:(?:i|we)(?:'m|’m|'d|’d|'ll|’ll|'ve|’ve)?\s|my\s|our\s|happy\b|glad\b|keen\b|available\b|let me\b|here(?:'s|’s| is)\b|feel free\b|some of my\b|examples? of my\b|portfolio\b|a little about me\b|about me\b)/i;
const question =
  /^(?:would|could|can|shall|are|is|do|does|did|have|how|what|when|where|any chance|worth|open to|let me know|if\b|fancy)\b/i;
const pleasantry =
  /^(?:i hope|hope|thanks|thank you|cheers|best|warm|kind regards|regards|have a|enjoy|all the best|talk soon|sincerely)\b/i;
const addressesYou = /\b(?:you|your|yours|yourself|you're|you’re|you've|you’ve|you'll|you’ll)\b/i;
// "your X", "you're X", "you have X": what the sender asserts the prospect has or does.
const possessive = /\b(?:your|you're|you’re|you are|you've|you’ve|you have|you just|you recently)\s+/gi;

const hedged =
  /\b(?:sounds like|sound like|seems|seem like|looks like|i think|i guess|i suspect|probably|likely|might|maybe|perhaps|usually|often|tend to|tends to)\b/i;

function echoesSignal(text: string, ctx: RecordContext) {
  let shared = 0;
  for (const t of tokenize(text)) {
    const st = stem(t);
    if (ctx.signal.has(st) && !ctx.names.has(st) && ++shared >= 2) return true;
  }
  return false;
}

export type SentenceCheck = {
  about: boolean;
  /** Specific words found nowhere in the record. */
  missing: string[];
  claim: Claim | null;
  /** The sentence carries a detail of the signal: two of its specific words, or one distinctive term. */
  signalDetail: boolean;
};

/** The words following "your"/"you're" up to the end of that phrase. */
function assertedWords(sentence: string) {
  const out: string[] = [];
  for (const m of sentence.matchAll(possessive)) {
    const rest = sentence.slice((m.index ?? 0) + m[0].length).split(/[,.;:!?()"“”]/)[0] ?? "";
    let taken = 0;
    for (const t of tokenize(rest)) {
      if (stopWords.has(t)) {
        if (taken) break;
        continue;
      }
      out.push(t);
      if (++taken >= 4) break;
    }
  }
  return out;
}

const quoted = (words: string[]) => words.map((w) => `'${w}'`).join(", ");

/** Whether one sentence is about the prospect, and if so whether the record backs every specific word of it. */
export function checkSentence(sentence: string, ctx: RecordContext): SentenceCheck {
  const plain = sentence.replace(/^[\s*>•-]+/, "").trim();
  // What the sender says in their own voice, outside any quotation of the prospect.
  const own = plain.replace(/"[^"]*"?|“[^”]*”?/g, '""');
  const observes = observation.test(own);
  const named = ctx.mentions(plain);
  const you = addressesYou.test(own);
  const isAsk = /\?["”')]*$/.test(own) || question.test(own);
  const kind = observes
    ? "observation"
    : isAsk
      ? "ask"
      : offer.test(own)
        ? "offer"
        : pleasantry.test(own)
          ? "pleasantry"
          : "statement";
  // A plain statement that echoes two specific words of the signal is about the prospect too
  // ("Searchable transcripts with chapters are a great idea"), unless hedged as the sender's opinion.
  const echoes = kind === "statement" && !you && !named && !hedged.test(own) && echoesSignal(own, ctx);
  const about = observes || named || (you && kind === "statement") || echoes;
  // Asks, offers and pleasantries speak of the prospect only through "your ..." phrases.
  const words = about ? tokenize(plain) : you ? assertedWords(own) : [];
  const supported = (t: string, st: string) => {
    if (ctx.record.has(st) || ctx.context.has(st)) return true;
    if (!t.includes("-")) return false;
    const joined = stem(t.replace(/-/g, ""));
    return (
      ctx.record.has(joined) || t.split("-").every((p) => !p || ctx.record.has(stem(p)) || ctx.context.has(stem(p)))
    );
  };
  const missing: string[] = [];
  const backed = new Set<string>();
  const detail = new Set<string>();
  let distinctive = false;
  for (const t of words) {
    const st = stem(t);
    if (!isSpecific(t, st) || ctx.names.has(st)) continue;
    if (ctx.signal.has(st)) detail.add(st);
    if (ctx.distinctive.has(st)) distinctive = true;
    // The sender's own words need no support; where the record says them too ('React' for a React
    // developer quoting a post hiring one), they still back the sentence as the record's.
    if (ctx.sender.has(st)) {
      if (ctx.record.has(st)) backed.add(st);
      continue;
    }
    if (!supported(t, st)) missing.push(t);
    else if (ctx.record.has(st)) backed.add(st);
  }
  let claim: Claim | null = null;
  if (about && !missing.length && backed.size) {
    let best: Source | null = null;
    let bestScore = 0;
    for (const source of ctx.sources) {
      let score = 0;
      for (const st of backed) if (source.stems.has(st)) score++;
      if (score > bestScore) {
        best = source;
        bestScore = score;
      }
    }
    if (best) claim = { sentence: sentence.trim(), source: best.text };
  }
  return {
    about: about || missing.length > 0,
    missing: [...new Set(missing)],
    claim,
    signalDetail: claim !== null && (detail.size >= 2 || distinctive),
  };
}

const placeholderPatterns = [
  /\{\{[^{}\n]{0,40}\}\}/g,
  /\{[^{}\n]{1,40}\}/g,
  /\[[^[\]\n]{1,40}\](?!\()/g,
  /<<[^<>\n]{1,40}>>/g,
  /%[A-Z][A-Z_]{2,30}%/g,
  /\b(?:YOUR|FIRST|COMPANY|CLIENT)[ _](?:NAME|COMPANY)\b/g,
];

/** Template slots left unfilled: {name}, {{first_name}}, [Company], <<name>>, %NAME%. */
export function findPlaceholders(text: string, recordText = ""): string[] {
  const out: string[] = [];
  for (const pattern of placeholderPatterns) {
    for (const m of text.matchAll(pattern)) {
      const inside = m[0].replace(/^[[{<%]+|[\]}>%]+$/g, "");
      // Footnote marks ("[1]") and bracketed words quoted from the record ("[Hiring]") are not slots.
      if (/^\s*\d+\s*$/.test(inside) || (m[0].startsWith("[") && recordText.includes(m[0]))) continue;
      out.push(m[0]);
    }
  }
  // "{{first_name}}" also matches as "{first_name}": report the outer one only.
  return [...new Set(out)].filter((p, _, all) => !all.some((q) => q !== p && q.includes(p)));
}

const salutation = /^(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))\b[\s,]*(.*?)[\s,!.:]*$/i;
const neutralAddressees = /^(?:there|all|everyone|team|folks|friends?|the team|hiring team|hiring manager)$/i;

/** A greeting that names someone the record does not: a username, the company, or an invented name. */
function greetingProblem(line: string, ctx: RecordContext): PitchProblem | null {
  const text = line.trim();
  const m = text.match(salutation) ?? (/^[\p{L}' -]{2,40},$/u.test(text) ? [text, text.slice(0, -1)] : null);
  const addressee = (m?.[1] ?? "").trim();
  if (!addressee || neutralAddressees.test(addressee)) return null;
  const { prospect, first } = ctx;
  const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  // "Hi Acme team" greets the company's people, which is fine; "Hi Acme" greets a company as a person.
  if (/\bteam$/i.test(addressee)) return null;
  const handle = prospect.name.trim();
  let why = "";
  if (first && addressee.split(/\s+/)[0] === first) return null;
  if (handle && !first && squash(addressee).includes(squash(handle.replace(/^\/?u\//i, "")))) {
    why = `"${addressee}" is a username, not the prospect's name`;
  } else if (squash(addressee) === squash(prospect.company)) {
    why = `"${addressee}" is the company, not a person`;
  } else if (/^\p{Lu}/u.test(addressee) || /[\d_]/.test(addressee)) {
    why = `the record gives no one the name "${addressee}"`;
  }
  return why
    ? { kind: "unsupported_claim", message: `The greeting is wrong: ${why}. Use a neutral greeting.`, sentence: text }
    : null;
}

/**
 * The one check every draft passes before it may be sent, whatever wrote it
 * and after every edit: no unfilled placeholder, every sentence about the
 * prospect backed by the record's own words (a word-level check, see decision
 * 006), and at least one specific detail of the signal.
 */
export function verifyPitch(subject: string, body: string, prospect: PitchProspect, sender: PitchSender): Verification {
  if (!body.trim()) return { ok: false, claims: [], problems: [{ kind: "empty", message: "The pitch is empty." }] };
  const ctx = recordContext(prospect, sender);
  return verifyWith(subject, body, ctx);
}

export function verifyWith(subject: string, body: string, ctx: RecordContext): Verification {
  const problems: PitchProblem[] = [];
  if (!body.trim()) return { ok: false, claims: [], problems: [{ kind: "empty", message: "The pitch is empty." }] };
  for (const p of findPlaceholders(`${subject}\n${body}`, ctx.recordText)) {
    problems.push({ kind: "placeholder", message: `Replace or remove the placeholder ${p}.`, sentence: p });
  }
  const firstLine = body.trim().split("\n")[0] ?? "";
  const greeting = greetingProblem(firstLine, ctx);
  if (greeting) problems.push(greeting);

  const claims: Claim[] = [];
  let detail = false;
  for (const sentence of [subject, ...splitSentences(body, true)]) {
    if (!sentence.trim()) continue;
    const check = checkSentence(sentence, ctx);
    if (check.missing.length) {
      problems.push({
        kind: "unsupported_claim",
        message: `Nothing in the prospect's record backs ${quoted(check.missing.slice(0, 4))} in "${clip(sentence.trim(), 90)}". Rephrase it from their post, or remove it.`,
        sentence: sentence.trim(),
      });
    }
    if (check.claim) claims.push(check.claim);
    if (check.signalDetail) detail = true;
  }
  // A record whose signal has nothing specific to cite cannot demand a detail of it.
  if (!detail && ctx.signal.size >= 2) {
    problems.push({
      kind: "no_signal_detail",
      message:
        "The pitch does not mention anything specific from the prospect's post. Refer to a detail of it, such as the role, the tools or the need they describe.",
    });
  }
  return { ok: problems.length === 0, claims, problems };
}
