import { FRESH_WINDOW_DAYS } from "../freshness";
import { decodeEntities } from "../ingest/text";
import { defaultTemplateFor } from "./default-templates";
import { greetingFor, senderFirstName } from "./greeting";
import { sourceName, whereSeen } from "./record";
import type { PitchInput, PitchProspect, PitchSender, SignalKind, Tone, ToneTemplate, Verification } from "./types";
import { checkSentence, findPlaceholders, type RecordContext, recordContext, verifyWith } from "./verify";
import {
  batchLabel,
  genericStems,
  isBoilerplate,
  splitSentences,
  stem,
  stemsOf,
  stopStems,
  stripLinks,
  tokenize,
} from "./words";

const QUOTE_MAX = 220;
const OFFER_MAX = 700;

/** Words that show a sentence says what the prospect needs or did: the part worth quoting. */
const needWords =
  /\b(?:need|needs|needed|looking for|seeking|hiring|hire|help|build|building|rebuild|launch(?:ed|ing)?|raised|raising|want|struggl\w*|migrat\w*|redesign|replace|automat\w*|fix|scal(?:e|ing))\b/i;
/** Lines that tell readers how to apply or get in touch: true, but not about their situation. */
const logistics =
  /^(?:apply|to apply|email|e-mail|contact|send|dm|interested|please|visit|no recruiters|no agencies|see|check out|learn more|more info|reach)\b/i;

/**
 * A record sentence cleaned for quoting: no HTML entities ('transform&nbsp;any' from a Product Hunt
 * description reads 'transform any'), links, slot-like brackets, markdown marks or inner double quotes.
 */
function cleanForQuote(sentence: string) {
  return (
    stripLinks(sentence.includes("&") ? decodeEntities(sentence) : sentence)
      // A batch label ("(YC S24)") is not what the company said about itself.
      .replace(batchLabel, " ")
      // Nor is an emoji opening or closing it ('🪸 AI consumer social').
      .replace(
        /^(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)+|(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)+$/gu,
        "",
      )
      .replace(/\[[^\]]*\]|\{[^}]*\}|[{}[\]]/g, " ")
      .replace(/\s*\|\s*/g, ", ")
      .replace(/\*\*|__|`/g, "")
      .replace(/["“”]/g, "'")
      .replace(/\(\s*\)/g, "")
      .replace(/\s+/g, " ")
      .replace(/^[\s,;:*•–—-]+|[\s,;:–—-]+$/g, "")
      .trim()
  );
}

/** The quote as it appears in the pitch: clipped on a word, closed with its own punctuation. */
function asQuote(quoted: string) {
  // A sentence the source already quotes ("'We need help with Shopify.'") is quoted once.
  const text = /^["'“‘].*["'”’]$/s.test(quoted) ? quoted.slice(1, -1).trim() : quoted;
  if (text.length > QUOTE_MAX) {
    const cut = text.slice(0, QUOTE_MAX);
    return `"${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:–—-]+$/, "")}…"`;
  }
  const body = text.replace(/[.,;:]+$/, "");
  return /[!?…]$/.test(body) ? `"${body}"` : `"${body}."`;
}

export type Quote = { source: string; text: string };

/** The stems of a text's words that carry meaning, grammar words left out. */
function contentStems(text: string) {
  const out = new Set<string>();
  for (const w of tokenize(text)) {
    const st = stem(w);
    if (!stopStems.has(st)) out.add(st);
  }
  return out;
}

const spacedDash = /(\s+[—–]\s+)/;

/** Whether one text mostly repeats the other's words: most of the shorter one's words are in the longer. */
function repeats(a: Set<string>, b: Set<string>) {
  const [fewer, more] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const st of fewer) if (more.has(st)) shared++;
  return shared >= 2 && shared >= REPEAT_SHARE * fewer.size;
}
const REPEAT_SHARE = 0.6;

/**
 * A sentence without its repeated parts: a Product Hunt launch glues tagline and description with a
 * dash ('AI agent that acts like a superhuman PM — Autopilot is an AI agent that acts like a
 * superhuman PM.'), and of two dash-joined parts where one mostly repeats the other's words only the
 * fuller is quoted. A dash between different words ('We need help with Shopify — our setup is …') stays.
 */
function withoutRepeat(sentence: string) {
  // Parts at even indexes, the dashes between them at odd ones.
  const parts = sentence.split(spacedDash);
  for (let k = 0; k + 2 < parts.length; k += 2) {
    const a = contentStems(parts[k]!);
    const b = contentStems(parts[k + 2]!);
    if (!repeats(a, b)) continue;
    parts.splice(a.size > b.size ? k + 1 : k, 2);
    k = -2;
  }
  return parts.join("");
}

/**
 * An emoji used as a bullet inside a sentence, before a new capitalised clause ('… stablecoins or
 * fiat 🏦 You get paid …'): a break between two things said, where the quote may start or end.
 * The marks ©, ® and ™ are no bullets.
 */
const emojiBullet = /\s+(?=(?![©®™])\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\uFE0F|\u200D)*\s*\p{Lu})/u;

/** The parts of a sentence a quote may be: its clauses between emoji bullets, each without a repeated part. */
const quotePieces = (sentence: string) => sentence.split(emojiBullet).map(withoutRepeat);

/**
 * The most specific sentence of the signal (or, without one, of the bio): the
 * one naming the role, the tools or the need, rather than the logistics of
 * applying. Header lines such as 'Company | Role | Place' are used only when
 * nothing reads as a sentence.
 */
export function pickQuote(p: PitchProspect, ctx: RecordContext): Quote | null {
  const roleStems = stemsOf(p.role);
  // A short line of the signal ('AI Gaming', a company page's one-liner) comes after any sentence of
  // the bio, and Y Combinator's line ('X is backed by Y Combinator.') only when nothing else is there.
  let short: Quote | null = null;
  const yc = ctx.signalSentences.some(isBoilerplate);
  let fallback: Quote | null = null;
  for (const sentences of [ctx.signalSentences, ctx.bioSentences]) {
    let best: Quote | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    const consider = (sentence: string, i: number) => {
      const clean = cleanForQuote(sentence);
      const words = tokenize(clean);
      const specific = new Set<string>();
      for (const w of words) {
        const st = stem(w);
        if (w.length > 1 && !stopStems.has(st) && !genericStems.has(st) && !ctx.names.has(st)) specific.add(st);
      }
      if (words.length < 3 || specific.size < 2) {
        const own = sentences === ctx.signalSentences && words.length >= 2 && specific.size >= 1 && yc;
        if (own && !isBoilerplate(sentence)) short ??= { source: sentence, text: asQuote(clean) };
        return;
      }
      if (isBoilerplate(sentence)) {
        fallback ??= { source: sentence, text: asQuote(clean) };
        return;
      }
      let score = Math.min(specific.size, 8) - i * 0.3;
      let distinctive = 0;
      for (const st of specific) {
        if (roleStems.has(st)) score += 3;
        if (ctx.distinctive.has(st)) distinctive += 2;
      }
      score += Math.min(distinctive, 4);
      if (needWords.test(clean)) score += 4;
      // A question ("Ask HN: ... ?") reads oddly quoted back; the sentence saying what they need reads better.
      if (/\?\W*$/.test(clean)) score -= 3;
      // A header line ('Company | Role | Place | Full time') is no sentence a person wrote: any real
      // sentence goes first, however well the header names the role.
      if ((sentence.match(/\|/g) ?? []).length >= 2) score -= 100;
      if (logistics.test(clean)) score -= 6;
      if (words.length > 40) score -= (words.length - 40) / 4;
      if (score > bestScore) {
        best = { source: sentence, text: asQuote(clean) };
        bestScore = score;
      }
    };
    sentences.forEach((whole, i) => {
      for (const sentence of quotePieces(whole)) consider(sentence, i);
    });
    if (best) return best;
  }
  return short ?? fallback;
}

const clean = (s: string) =>
  s
    .replace(/[{}[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();

function clipWords(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:(–—-]+$/, "");
}

/**
 * The one opening a pitch is about: of several listed ('Full-Stack Engineer, UX/UI Designer,
 * Energy Modeling Engineer') the one sharing most words with the sender's niche and tools,
 * else the first.
 */
function openingFor(role: string, sender: PitchSender) {
  const openings = role.split(/\s*,\s*|\s+(?:and|&)\s+|\s+\/\s+/).filter(Boolean);
  if (openings.length < 2) return role;
  const mine = stemsOf(`${sender.niche} ${sender.skills.join(" ")}`);
  let best = openings[0] ?? role;
  let bestShared = 0;
  for (const o of openings) {
    const shared = [...stemsOf(o)].filter((st) => mine.has(st)).length;
    if (shared > bestShared) [best, bestShared] = [o, shared];
  }
  return best;
}

/**
 * A role shouted in capitals ('FOUNDING GROWTH LEAD') in title case, its short acronyms kept
 * ('SENIOR SRE, AI' -> 'Senior SRE, AI'); a role with any lower case is left as written.
 */
const unshout = (role: string) =>
  /\p{Ll}/u.test(role) ? role : role.replace(/\p{Lu}{4,}/gu, (w) => w[0] + w.slice(1).toLowerCase());

/** What the pitch is about, as a noun phrase: it names only the role or the source. */
function topicOf(p: PitchProspect, sender: PitchSender, stale: boolean) {
  // 'Full-Stack Developer (contract, 3 months)' reads as 'your Full-Stack Developer opening'.
  const line = clean(stripLinks(p.role).replace(/\([^)]*\)/g, "")).split(/\s*[|;]\s*/)[0] ?? "";
  const role = clipWords(openingFor(unshout(line), sender), 60);
  switch (p.signalKind) {
    case "hiring":
      // A sender whose trade is plainly not the opening's writes about other help, not that opening.
      if (role && outsideTrade(sender, role)) return "freelance help";
      return role ? `your ${role} opening` : "your open role";
    case "launch":
      return p.source === "producthunt" ? "your launch on Product Hunt" : "your launch";
    case "funding":
      // A Y Combinator batch from years ago is no news, let alone recent.
      return stale ? "freelance help" : "your recent news";
    default:
      return p.source === "hackernews" || p.source === "reddit" ? whereSeen(p) : "your recent post";
  }
}

/** How each tone opens the signal; `quoted` when a sentence of it follows (else nothing may point at one). */
const leadIn: Record<Tone, (where: string, quoted: boolean) => string> = {
  professional: (w) => `I saw ${w}`,
  casual: (w) => `Just came across ${w}`,
  friendly: (w, quoted) => (quoted ? `I enjoyed ${w}, especially this part` : `I enjoyed ${w}`),
  direct: (w) => `I read ${w}`,
};

// One sentence tying the signal to freelance help. None says anything about the prospect.
const bridges: Record<SignalKind, Record<Tone, string>> = {
  hiring: {
    // Said of the opening, not of the quote: a YC line quotes the product, not the job.
    professional: "While the role is open, I would be glad to help on a freelance or contract basis.",
    casual: "Happy to jump in on a contract basis if that helps.",
    friendly: "It sounds like an exciting role, and I'd love to help on a freelance basis.",
    direct: "I can help on contract while the role is open.",
  },
  launch: {
    professional: "Launches tend to bring a wave of follow-up work, and that is where I can help.",
    casual: "Congrats on getting it out there!",
    friendly: "Putting something new into the world takes a lot, and I'd love to help with what comes next.",
    direct: "I can take on the follow-up work a launch brings.",
  },
  funding: {
    professional: "A new round usually means new projects, and I would be glad to help with some of them.",
    casual: "New funding usually means a long to-do list, and I'm happy to take some of it on.",
    friendly: "That's exciting news, and I'd love to help with whatever comes next.",
    direct: "I can take on some of the projects it brings.",
  },
  pain_point: {
    professional: "This is the kind of work I do, and I would be glad to help.",
    casual: "That's right up my street.",
    friendly: "It sounds like a project I'd really enjoy working on.",
    direct: "I can take this on.",
  },
};

/**
 * The bridge for a signal past its recent window (the days a card calls it recent,
 * functions/services/freshness.ts): a hiring post from months ago may be filled and a request
 * answered, so the offer is made on condition, and an old launch is not congratulated as new.
 */
const staleBridges: Record<SignalKind, Record<Tone, string>> = {
  hiring: {
    professional:
      "If the role is still open, I would be glad to help on a freelance or contract basis until it is filled.",
    casual: "If it's still open, happy to jump in on a contract basis.",
    friendly: "If the role is still open, I'd love to help on a freelance basis until it's filled.",
    direct: "If the role is still open, I can help on contract.",
  },
  launch: {
    ...bridges.launch,
    casual: "Hope it has been going well since.",
  },
  // A round from years ago (most Y Combinator pages are dated by their batch) brings no new projects now.
  funding: {
    professional:
      "Growing companies often have more projects than hands, and I would be glad to help with some of them.",
    casual: "If the to-do list is longer than the team, I'm happy to take some of it on.",
    friendly: "I'd love to help with whatever comes next.",
    direct: "I can take on projects as they come up.",
  },
  pain_point: {
    professional: "If you still need help with this, it is the kind of work I do, and I would be glad to help.",
    casual: "If you still need a hand, that's right up my street.",
    friendly: "If you are still looking, it sounds like a project I'd really enjoy working on.",
    direct: "If it is still open, I can take this on.",
  },
};

/** Whether the signal is older than the window in which a card calls it recent. */
const isStale = (p: PitchProspect, now: number) =>
  (now - p.signalDate.getTime()) / 86_400_000 > (FRESH_WINDOW_DAYS[p.signalKind] ?? FRESH_WINDOW_DAYS.pain_point);

/**
 * Kinds of work, each by the words that name it in a niche, a skill or an opening. Used only to
 * tell that a sender's trade and an opening plainly differ (a bookkeeper and a full-stack role).
 */
const trades: Record<string, RegExp> = {
  software:
    /\b(?:develop\w*|engineer\w*|programm\w*|software|full[- ]?stack|front[- ]?end|back[- ]?end|web|mobile|apps?|react\w*|node(?:\.?js)?|typescript|javascript|python|golang|ruby|rails|ios|android|devops|sre|swe|cod(?:er|ing))\b/i,
  design: /\b(?:design\w*|ux|ui|brand\w*|logos?|visual\w*|graphic\w*|illustrat\w*|figma)\b/i,
  writing: /\b(?:writ\w*|copy\w*|content|editor\w*|editing|blog\w*)\b/i,
  marketing: /\b(?:marketing|marketers?|growth|seo|acquisition|social media|ads|advertising|campaigns?)\b/i,
  finance: /\b(?:bookkeep\w*|accountan\w*|accounting|finance|financial|payroll|tax\w*|controller|cfo)\b/i,
  data: /\b(?:data|analysts?|analytics|machine learning|ml)\b/i,
};

const tradesOf = (text: string) => new Set(Object.keys(trades).filter((t) => trades[t]!.test(text)));

/**
 * Whether the opening is plainly outside the sender's trade: both name a kind of work and
 * none is shared. Unknown on either side is not a mismatch.
 */
function outsideTrade(sender: PitchSender, opening: string) {
  const mine = tradesOf(`${sender.niche} ${sender.skills.join(" ")}`);
  const theirs = tradesOf(opening);
  return mine.size > 0 && theirs.size > 0 && ![...mine].some((t) => theirs.has(t));
}

/**
 * The hiring bridge when nothing quoted names the opening (a Y Combinator page says only that the
 * company is hiring, and quotes its product): 'the role' would point at no role the reader can see.
 */
const unnamedOpening: Record<"fresh" | "stale", Record<Tone, string>> = {
  fresh: {
    professional: "I would be glad to help on a freelance or contract basis while you are hiring.",
    casual: "Happy to jump in on a contract basis while you're hiring.",
    friendly: "I'd love to help on a freelance basis while you're hiring.",
    direct: "I can help on contract while you're hiring.",
  },
  stale: {
    professional: "If you are still hiring, I would be glad to help on a freelance or contract basis while you search.",
    casual: "If you're still hiring, happy to jump in on a contract basis.",
    friendly: "If you're still hiring, I'd love to help on a freelance basis while you search.",
    direct: "If you're still hiring, I can help on contract.",
  },
};

/** The words naming the opening: the role, else a quote that says what they are hiring for. */
const openingText = (p: PitchProspect, quote: Quote | null) =>
  p.role.trim() || (quote && hiringWords.test(quote.text) ? quote.text : "");
const hiringWords = /\b(?:hiring|hire|looking for|seeking|join us|open roles?|positions?)\b/i;

/**
 * The hiring bridge for a sender whose trade is not the opening's: a bookkeeper does not offer to
 * cover a full-stack role 'until it is filled', but the other work a team that is hiring has.
 */
const otherWork: Record<Tone, string> = {
  professional:
    "That role is outside my field, but a growing team often needs other help too, and I would be glad to take some of it on.",
  casual: "That role's not really my field, but if anything in my line of work is piling up, happy to help.",
  friendly: "That role isn't quite my field, but growing teams often need other help too, and I'd love to lend a hand.",
  direct: "That role isn't my field, but I can help with the work that is.",
};

const asks: Record<Tone, string> = {
  professional: "Would you be open to a 15-minute call next week to see whether I could help?",
  casual: "Worth a quick chat this week?",
  friendly: "If it would help, I'm happy to send over a few ideas first, no strings attached.",
  direct: "Can we talk for 15 minutes on Thursday or Friday?",
};

const signOffs: Record<Tone, string> = {
  professional: "Best regards,",
  casual: "Cheers,",
  friendly: "Warm wishes,",
  direct: "Thanks,",
};

/** '5+ years' from 'Expert (5+ years)'; a beginner's range is not advertised. */
function yearsOf(experience: string) {
  if (/beginner/i.test(experience)) return "";
  return experience.match(/\((\d+\s*(?:[-–]\s*\d+|\+)?\s*years?)\)/i)?.[1] ?? "";
}

function listOf(items: string[]) {
  const xs = items.map(clean).filter(Boolean).slice(0, 4);
  if (xs.length <= 1) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`;
}

// A niche that names the person ('React developer', 'B2B copywriter') reads as what they are;
// one that names the work ('web design for SaaS') as their focus.
const personNoun =
  /\b(?:developer|designer|engineer|writer|copywriter|consultant|marketer|editor|illustrator|photographer|animator|strategist|specialist|manager|analyst|architect|expert|coach|accountant|bookkeeper|translator|producer|videographer|researcher|artist|tester|administrator|recruiter|advisor|adviser|programmer|coder|auditor)s?$/i;

/**
 * Plain words a niche often starts with. Typed into a field of its own, a niche is capitalised
 * ('Web development for startups'); inside a sentence only a name keeps its capital ('React apps',
 * 'London restaurants', 'Spanish translation'), so only these words lose theirs.
 */
const plainLeadWords = new Set(
  (
    "web website websites mobile app apps product brand branding graphic content copy copywriting technical " +
    "email social growth performance digital data software full-stack frontend front-end backend back-end cloud " +
    "video motion illustration photography design development marketing writing editing translation " +
    "localization bookkeeping accounting finance financial sales customer user community security game games " +
    "ecommerce e-commerce online custom small early-stage startup startups healthcare fintech legal nonprofit " +
    "education automation accessibility conversion landing interior audio podcast voice ghostwriting consulting " +
    "strategy research analytics embedded hardware mechanical freelance independent senior junior"
  ).split(" "),
);

/** A niche as it reads inside a sentence: 'Web development' is 'web development', 'React apps' stays. */
function inSentence(niche: string) {
  const first = niche.match(/^([A-Z])([a-z-]+)\b/);
  return first && plainLeadWords.has(first[0].toLowerCase()) ? first[1]!.toLowerCase() + niche.slice(1) : niche;
}

/** 'a freelance React developer' for a niche naming the person, else null. */
function freelanceNoun(niche: string) {
  if (!personNoun.test(niche)) return null;
  const what = niche.replace(/^(?:an?\s+)?freelance\s+/i, "").replace(/^an?\s+/i, "");
  return `a freelance ${what}`;
}

/** The offer written from the profile: who the sender is, their focus and their tools, in the tone's length. */
function profileOffer(sender: PitchSender, tone: Tone) {
  const name = clean(sender.name);
  const first = senderFirstName(name);
  const years = yearsOf(sender.experience);
  const rawNiche = inSentence(clean(sender.niche).replace(/[.!]+$/, ""));
  // Tools the niche already names are not listed again ('a React developer … working with React').
  const nicheWords = ` ${rawNiche.toLowerCase().replace(/[,;/()]/g, " ")} `;
  const saidInNiche = (skill: string) => nicheWords.includes(` ${clean(skill).toLowerCase()} `);
  const skills = listOf(sender.skills.filter((k) => !saidInNiche(k)));
  const named = freelanceNoun(rawNiche);
  const who = named ?? "a freelancer";
  // Said once: in 'who' when it names the person, else as the focus.
  const niche = named ? "" : rawNiche;
  const withYears = years ? ` with ${years} of experience` : "";
  switch (tone) {
    case "professional":
      return [
        `${name ? `I'm ${name}, ${who}` : `I'm ${who}`}${withYears}.`,
        niche ? `My focus is ${niche}.` : "",
        skills ? `I work with ${skills}.` : "",
      ]
        .filter(Boolean)
        .join(" ");
    // Every tone says what the sender does: the niche when it is not in 'who' already, then the tools.
    case "casual":
      return `${first ? `I'm ${first}, ${who}` : `I'm ${who}`}${niche ? ` focused on ${niche}` : ""}${skills ? `${niche ? "," : ""} working with ${skills}` : ""}.`;
    case "friendly":
      return [
        `A little about me: ${name ? `I'm ${name}, ${who}` : `I'm ${who}`}${withYears}${skills ? `, and I work with ${skills}` : ""}.`,
        niche ? `My focus is ${niche}.` : "",
      ]
        .filter(Boolean)
        .join(" ");
    default:
      return `${name ? `I'm ${name}, ${who}` : `I'm ${who}`}${niche ? ` in ${niche}` : ""}${skills ? ` (${skills})` : ""}${withYears}.`;
  }
}

const salutationLine = /^\s*(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))\b/i;
const signOffLine =
  /^\s*(?:best|thanks|thank you|cheers|regards|kind regards|warm(?:est)? (?:regards|wishes)|sincerely|talk soon|all the best)\b[^.?!]*$/i;

/**
 * The sender's own pitch template, used as the offer paragraph: its greeting
 * and sign-off lines are dropped (the writer adds the tone's own), slots such
 * as {name}, {company}, {skills} or [Company] are filled, unknown ones are
 * removed, and any sentence that claims something the record does not back
 * is left out. Null when nothing usable remains.
 */
export function userOffer(sender: PitchSender, p: PitchProspect, ctx: RecordContext): string | null {
  const raw = sender.pitchTemplate.replace(/\r\n?/g, "\n").trim();
  if (!raw) return null;
  const lines = raw.split("\n");
  const firstUsed = lines.findIndex((l) => l.trim());
  if (firstUsed >= 0 && salutationLine.test(lines[firstUsed]!) && lines[firstUsed]!.length < 60)
    lines.splice(firstUsed, 1);
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 4); i--) {
    if (signOffLine.test(lines[i]!)) {
      lines.splice(i);
      break;
    }
  }
  const first = ctx.first ?? "";
  const values: Record<string, string> = {
    name: first,
    first_name: first,
    firstname: first,
    company: p.company,
    company_name: p.company,
    my_name: sender.name,
    sender_name: sender.name,
    your_name: sender.name,
    skills: listOf(sender.skills),
    niche: sender.niche,
    portfolio: sender.portfolioUrl,
    role: p.role,
  };
  const slot = (key: string) =>
    values[
      key
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, "_")
    ] ?? "";
  const filled = lines
    .join("\n")
    .replace(/\{\{?\s*([\w -]{1,30}?)\s*\}?\}/g, (_, k: string) => clean(slot(k)))
    .replace(/\[([\w -]{1,30})\]/g, (m, k: string) => (slot(k) ? clean(slot(k)) : m));
  const kept: string[] = [];
  let length = 0;
  for (const line of filled.split("\n")) {
    const sentences = splitSentences(line, true).filter((s) => {
      const tidy = s.replace(/\s+([,.!?])(?=\s|$)/g, "$1").replace(/^[,\s]+/, "");
      return (
        tidy.length > 1 &&
        !findPlaceholders(tidy).length &&
        !checkSentence(tidy, ctx).missing.length &&
        length + tidy.length <= OFFER_MAX
      );
    });
    const text = sentences
      .join(" ")
      .replace(/\s+([,.!?])(?=\s|$)/g, "$1")
      .replace(/^[,\s]+/, "");
    length += text.length;
    kept.push(text);
  }
  const out = kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return out || null;
}

/** Fills the slots; a value that ends its own sentence ('Hey, Copilot!', 'Acme Inc.') takes no second stop. */
function fill(template: string, slots: Record<string, string>) {
  return template.replace(/\{\{?\s*([A-Za-z_][\w ]{0,30}?)\s*\}?\}([.!]?)/g, (_, key: string, stop: string) => {
    const value = slots[key.toLowerCase().replace(/\s+/g, "_")] ?? "";
    return stop && /[.!?…]$/.test(value) ? value : value + stop;
  });
}

/** Collapses what empty slots leave behind: doubled spaces, blank lines, a space before punctuation. */
function tidy(text: string) {
  return text
    .split("\n")
    .map((l) =>
      l
        .replace(/[ \t]+/g, " ")
        .replace(/ ([,.!?])(?=\s|$)/g, "$1")
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type Draft = { subject: string; body: string; verification: Verification };

/** The sentence tying the signal to freelance help, for the signal's kind and age and the sender's trade. */
function bridgeFor({ prospect: p, sender, tone }: PitchInput, quote: Quote | null, stale: boolean) {
  if (p.signalKind === "hiring") {
    const opening = openingText(p, quote);
    if (!opening) return unnamedOpening[stale ? "stale" : "fresh"][tone];
    if (outsideTrade(sender, opening)) return otherWork[tone];
  }
  return (stale ? staleBridges : bridges)[p.signalKind]?.[tone] ?? bridges.pain_point[tone];
}

function slotsFor(input: PitchInput, ctx: RecordContext, quote: Quote | null, offer: string) {
  const { prospect: p, sender, tone } = input;
  const stale = isStale(p, input.now ?? Date.now());
  // News and imports are introduced by the company's name unless the quote already carries it.
  const named = quote !== null && ctx.mentions(quote.text);
  const where = named && p.source === "rss" ? "the news" : named && !sourceName(p) ? "a recent update" : whereSeen(p);
  const name = clean(sender.name);
  const portfolio = /^https?:\/\/\S+$/i.test(sender.portfolioUrl.trim()) ? sender.portfolioUrl.trim() : "";
  const portfolioLine: Record<Tone, string> = {
    professional: `Examples of my work: ${portfolio}`,
    casual: `Some of my work: ${portfolio}`,
    friendly: `My portfolio is at ${portfolio} if you'd like a look.`,
    direct: `Portfolio: ${portfolio}`,
  };
  const signature = tone === "casual" ? senderFirstName(name) : name;
  return {
    greeting: greetingFor(p, tone),
    company: clean(p.company),
    topic: clean(topicOf(p, sender, stale)),
    signal_detail: quote
      ? `${leadIn[tone](clean(where), true)}: ${quote.text}`
      : `${leadIn[tone](clean(where), false)}.`,
    bridge: bridgeFor(input, quote, stale),
    offer,
    ask: asks[tone],
    portfolio: portfolio ? portfolioLine[tone] : "",
    sign_off: signature ? `${signOffs[tone]}\n${signature}` : signOffs[tone],
    sender_name: name,
    source: sourceName(p),
    // Documented aliases staff may reach for.
    first_name: ctx.first ?? "",
  };
}

const subjectOf = (template: ToneTemplate, slots: Record<string, string>) =>
  tidy(fill(template.subject, slots))
    .replace(/\s*\n\s*/g, " ")
    .slice(0, 150);

/** The default subject line of a tone, for a remote draft that came back without one. */
export const builtinSubject = (input: PitchInput, ctx: RecordContext) =>
  subjectOf(defaultTemplateFor(input.tone), slotsFor(input, ctx, null, ""));

function render(template: ToneTemplate, slots: Record<string, string>, ctx: RecordContext): Draft {
  const subject = subjectOf(template, slots);
  const body = tidy(fill(template.body, slots));
  return { subject, body, verification: verifyWith(subject, body, ctx) };
}

/**
 * The built-in writer: offline and deterministic. It quotes the most specific
 * sentence of the prospect's signal, adds the sender's offer, and words both in
 * the tone's template (the staff-edited one when it passes the verifier, else
 * the default). Its drafts always pass the verifier for a record with a signal.
 */
export function writeBuiltin(input: PitchInput, ctx = recordContext(input.prospect, input.sender)): Draft {
  const quote = pickQuote(input.prospect, ctx);
  const own = userOffer(input.sender, input.prospect, ctx);
  const generated = profileOffer(input.sender, input.tone);
  const staff = input.template?.body.trim() ? input.template : null;
  const standard = defaultTemplateFor(input.tone);
  let last: Draft | null = null;
  for (const template of staff ? [staff, standard] : [standard]) {
    for (const offer of own ? [own, generated] : [generated]) {
      last = render(template, slotsFor(input, ctx, quote, offer), ctx);
      if (last.verification.ok) return last;
    }
  }
  return last!;
}
