import { periodWords } from "#db/validation/period";
import { escapeRegExp } from "../../lib/regexp";
import { FRESH_WINDOW_DAYS } from "../freshness";
import { maySell, vendorTest } from "../ingest/buyer-vendor";
import { batchSeasons, batchStart } from "../ingest/connectors/ycombinator";
import {
  broadIndustries,
  fillerWords,
  industryOf,
  OPENING_CHARS,
  queryOnlyKinds,
  RECRUITERS,
  recruiterPost,
  skillDisplayName,
  skillSpellings,
  textIsAbout,
} from "../lexicon";
import type { Candidate } from "./candidates";
import { ageDays, budgetLikelihood, responseProb, urgencyLevel } from "./estimates";
import { type Facets, growthStage, placeNamed } from "./parse-query";
import { conceptScores, hasWord, searchForm, type TextConcept, usesWord, wordStartFinder } from "./text-score";

export type ProfileHints = { skills: string[]; painPoints: string[]; niche: string };

const regionNames: Record<string, RegExp> = {
  europe:
    /\b(europe|eu|uk|united kingdom|england|london|berlin|paris|amsterdam|germany|france|spain|netherlands|sweden|ireland|munich|lisbon|portugal|italy|poland|switzerland|denmark|finland|norway|austria|belgium)\b/i,
  "united states":
    /\b(united states|usa|us|america|new york|nyc|san francisco|sf|bay area|austin|seattle|boston|los angeles|chicago|denver|miami|[a-z]+, (ca|ny|tx|wa|ma|co|fl|il))\b/i,
  africa: /\b(africa|nigeria|lagos|kenya|nairobi|ghana|accra|south africa|cape town|egypt|cairo|rwanda)\b/i,
  asia: /\b(asia|india|bangalore|bengaluru|singapore|japan|tokyo|china|indonesia|vietnam|philippines|korea|seoul)\b/i,
  canada: /\b(canada|toronto|vancouver|montreal|ontario)\b/i,
  "latin america": /\b(latin america|latam|brazil|mexico|argentina|colombia|chile|peru|são paulo|sao paulo)\b/i,
  oceania: /\b(australia|sydney|melbourne|brisbane|perth|new zealand|auckland)\b/i,
  "middle east": /\b(middle east|israel|tel aviv|dubai|uae|saudi arabia|riyadh)\b/i,
};

/** The same patterns for a text already lower-cased (the place text is): no case-folding per character. */
const regionNamesLower: Record<string, RegExp> = Object.fromEntries(
  Object.entries(regionNames).map(([name, re]) => [name, new RegExp(re.source)]),
);

/**
 * Whether a location line names only regions other than the user's own ('Remote (US only)' for
 * someone in Europe): its remote work is for people there.
 */
const remoteElsewhere = (location: string, own: RegExp) =>
  !own.test(location) && Object.values(regionNamesLower).some((re) => re !== own && re.test(location));

/** A location that starts with how the work is done ('Remote (EU)', 'Hybrid, Berlin'): no 'Based in'. */
const workModeFirst = /^\W*(?:remote|hybrid|on-?site|anywhere|worldwide|distributed)\b/i;

/**
 * Where a candidate says it is: its location, the start of its post and its tags, as its fields
 * hold them (lower-cased already).
 */
const placeTextOf = (c: Candidate) => `${c.fields[6]}\n${c.fields[3]!.slice(0, 160)}\n${c.fields[7]}`;

/** A US city as a post's place line writes it, with its state's code: 'Albany, NY', 'Austin, TX'. */
const US_STATE_AFTER_CITY =
  /[a-z.],\s*(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\b/;

/** The US as a whole, as a description names it. */
const US_NAMES = new Set(["us", "usa", "u.s.", "u.s.a.", "united states", "america", "american"]);

/** Short place names written in capitals. */
const PLACE_ABBREVIATIONS = new Set(["nyc", "sf", "la", "uk", "us", "usa", "eu", "uae", "emea", "apac", "dc"]);

/** A place as the parser keeps it ('europe', 'nyc') as a person writes it: 'Europe', 'NYC'. */
const placeName = (place: string) =>
  placeNamed(place).replace(/[\p{L}]+/gu, (w) =>
    PLACE_ABBREVIATIONS.has(w) ? w.toUpperCase() : `${w[0]?.toUpperCase() ?? ""}${w.slice(1)}`,
  );

/**
 * A word typed as one of alternatives ('manual or automated') as a reason says it: the
 * spellings the post holds, not the whole list with its 'or's.
 */
function termSaid(k: TextConcept & { label: string }, hay: string) {
  if (!k.label.includes(" or ")) return [k.label];
  return k.alts.filter((a) => hasWord(hay, searchForm(k, a))).slice(0, 2);
}

/** Words a post holds as a reason says them, each in its own quotes: 'Matches “marketing”, “site”'. */
const matchesReason = (words: readonly string[]) =>
  `Matches ${words
    .slice(0, 3)
    .map((t) => `“${t}”`)
    .join(", ")}`;

/**
 * A skill as a reason names it ('Power BI'): of skills typed as alternatives ('tableau or power
 * bi'), the ones the post names, else all of them as typed.
 */
function skillNamed(label: string, hay: string) {
  const parts = label.split(" or ");
  const named = parts.length > 1 ? parts.filter((p) => hasWord(hay, p)) : parts;
  return named.length ? named.map(skillDisplayName).join(", ") : parts.map(skillDisplayName).join(" or ");
}

const sourceNames: Record<string, string> = {
  ycombinator: "Y Combinator",
  producthunt: "Product Hunt",
  hackernews: "Hacker News",
};

/** What a product sold for a tool calls itself: 'a Webflow plugin', 'connectors for HubSpot'. */
const ADD_ON = "(?:plugins?|themes?|extensions?|integrations?|connectors?|add-?ons?|templates?)";

/** How much of a launch's or a YC company's text says what it sells: its tagline or one-liner. */
const VENDOR_OPENING_CHARS = 200;

/** A job post's header line and its first paragraph, where it says what the company makes. */
const POST_OPENING_CHARS = 450;

/** A company or tool name with case, spaces and punctuation left out, to compare names: 'Hub Spot' is 'hubspot'. */
const bareName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * A YC company's own row says it is backed by YC, in a batch: its round is that, not news of one
 * ('Shows a funding round' read as fresh money for a company of a 2013 batch).
 */
const backedByYc = (batch: string | undefined) => `Backed by Y Combinator${batch ? ` (${batch})` : ""}`;

/** What a candidate's signal is, as a sentence names it: 'a launch', 'a YC company'. */
const kindOf = (c: Candidate) =>
  c.signalKind === "funding" && c.source === "ycombinator" ? "a YC company" : kindLabel[c.signalKind];

/** 'hiring' as the start of a sentence: 'Hiring'. */
const capitalised = (s: string) => `${s[0]?.toUpperCase() ?? ""}${s.slice(1)}`;

/** What a result lacks when no kind of company asked for is said of it: 'Not in Fintech', 'Not an agency'. */
const notOfIndustry = (asked: readonly string[], filed: boolean) => {
  const fields = asked.filter((ind) => ind !== "Agencies");
  // Only a company filed under an industry of its own (YC's directory) is known not to be in one;
  // a post is read for it, and a B2B tool that never says 'B2B' is no proof it is not.
  if (!fields.length) return filed ? "Not an agency or consultancy" : "No sign it is an agency or consultancy";
  return `${filed ? "Not in" : "No sign of"} ${fields.join(" or ")}`;
};

const kindLabel = {
  hiring: "hiring",
  launch: "a launch",
  funding: "a funding round",
  pain_point: "someone asking for help",
} as const;

/** Words that say nothing about a person's skills or needs, never shown as a reason (the lexicon's filler, and trade words). */
const fillers = new Set([
  ...fillerWords,
  ..."has her his its not was were will web development develop services service solutions work working freelance freelancer consultant agency help skills expert".split(
    " ",
  ),
]);

function words(text: string) {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((w) => w.length > 2 && !fillers.has(w)),
  );
}

/**
 * Each prospect's own industry (lexicon's industryOf: its opening lines first), by id and text,
 * kept for the isolate's life (bounded): searches read the same rows.
 */
const primaryCache = new Map<string, string>();
function primaryIndustry(id: number, company: string, signal: string, text: string) {
  const key = `${id}:${text.length}`;
  let found = primaryCache.get(key);
  if (found === undefined) {
    found = industryOf(company, signal, text);
    if (primaryCache.size >= 20_000) primaryCache.clear();
    primaryCache.set(key, found);
  }
  return found;
}

/**
 * How much of a post's text its industry is read from: its first paragraphs, where it says what
 * the company does. Its later ones name customers, partners and perks ('trusted by fintech
 * leaders'), which made a session-replay company 'In Fintech' once whole posts were kept
 * (docs/performance.md, "Relevance, twentieth pass").
 */
const INDUSTRY_TEXT_CHARS = 600;

/** A candidate's fields as the industry is read from them (see INDUSTRY_TEXT_CHARS). */
const industryText = (c: Candidate) =>
  c.fields[3]!.length <= INDUSTRY_TEXT_CHARS
    ? c.hay
    : c.fields.map((f, k) => (k === 3 ? f.slice(0, INDUSTRY_TEXT_CHARS) : f)).join("\n");

/**
 * The person asked for is the core of a buyer's request: it counts as much as
 * two other facets, so a company that only sells to that trade ranks below one hiring for it.
 */
const ROLE_WEIGHT = 2;
/**
 * A head count typed as a number ('1000+ employees') is as plain a constraint as the trade: a
 * small startup hiring engineers is no answer to it (docs/performance.md, seventeenth pass).
 */
const COUNTED_SIZE_WEIGHT = ROLE_WEIGHT;

/**
 * A post offering work on contract or part-time, in the words its title or opening lines use
 * (not 'contractors', most often its customers: 'software for contractors').
 */
const engagementSaid =
  // (Not a business's own contract: 'a $37M Air Force contract', 'a signed government contract'.)
  /\b(?:(?<!(?:\$[\d.,]+[mbk]?|million|billion|government|federal|force|army|navy|dod|defen[cs]e|nasa|smart|signed|won|landed|awarded|year|supply|service) )contract(?:or)?|part[- ]time|freelancer?|fractional|temporary|temp|hourly|1099|\$\d+(?:\.\d+)?\s*(?:-\s*\$?\d+\s*)?\/\s*(?:hr|hour|h))\b/i;

/**
 * What the kind of company asked counts for, beside the trade (2) and the other facets (1): a
 * narrow kind ('legal tech', 'climate') says much of whom the user wants; a broad one ('AI',
 * 'B2B SaaS', named by half and a fifth of all posts) says little (docs/performance.md,
 * seventeenth pass).
 */
export const industryWeight = (asked: readonly string[]) => (asked.every((ind) => broadIndustries.has(ind)) ? 0.5 : 2);

/**
 * A launch made for the people who make apps, as its opening words say: an SDK, a no-code or app
 * builder, a tool that builds, tests or monetises apps, or one 'for mobile apps'. Asked for apps by
 * what they are ('fitness apps launched lately'), these are tools, not apps: a freelancer selling
 * app-store work or onboarding e-mails wants the apps (docs/performance.md, eighteenth pass).
 */
const forAppMakers =
  /\b(?:sdks?|no-code|low-code|app builders?|(?:build|builds|building|create|creates|ship|ships|test|tests|testing|monetiz\w+|debug\w*)\s+(?:[\w&/.+-]+\s+){0,4}?apps?|for\s+(?:your\s+)?(?:web\s*(?:\/|&|and)\s*)?(?:mobile\s+|real-time\s+)?apps|app\s+(?:developers|teams|makers|builders|publishers))\b/;
/** Words of a description asking for tools for app makers themselves ('SDKs for mobile apps'). */
const askedForMakers = /\b(?:sdks?|apis?|developers?|dev ?tools?|no-code|low-code|builders?)\b/;
/** What a launch made for app makers keeps of its text and facet fit when apps are asked for. */
const FOR_MAKERS_KEPT = 0.5;

/**
 * A post saying its company raised a round: 'raised $15M in Series A funding', 'just closed our
 * seed round', 'a $22M Series A', 'Series A-funded'. Not 'raised the bar'.
 */
const saysRaised =
  /\b(?:raised|closed|secured|announced|landed)\s+(?:a\s+|an\s+|our\s+|its\s+|their\s+)?(?:\$?\d[\d.,]*\s*(?:m|mm|k|b|million|billion)?\s+)?(?:in\s+)?(?:pre-seed|seed|series [a-f]|funding|round)\b|\$\d[\d.,]*\s*(?:m|mm|million|b|billion)\s+(?:pre-seed|seed|series [a-f])\b|\b(?:pre-seed|seed|series [a-f])[- ](?:funded|backed)\b/;

/** Someone hiring or asking for help can buy a role; a launch or a funding round names one only in passing. */
const buysRoles = (kind: string) => kind === "hiring" || kind === "pain_point";

/**
 * How far a candidate is judged: 0 = a score that is never below the real
 * one, skipping the costly checks (industry, place, vendor) by assuming they
 * pass; 1 = the real score; 2 = the real score and the reasons.
 */
export type Depth = 0 | 1 | 2;

/**
 * Scores each candidate 0-100 from four parts and says why in words:
 * text relevance (text-score.ts, against the best candidate), facet fit, profile fit and
 * freshness. Runs in the Worker over the capped candidate set only.
 *
 * The query's side (concepts, profile words, the vendor rules for the niche) is
 * read once here; `judge(i, depth)` then scores one candidate. A search shows
 * at most 25, so it judges every candidate at depth 0 and only those that can
 * still reach the page further (docs/performance.md, "Search speed").
 */
export function candidateJudge(candidates: Candidate[], facets: Facets, profile: ProfileHints, now: number) {
  const concepts = facets.concepts ?? [
    ...facets.skills.map((s) => ({ kind: "skill" as const, label: s, alts: [s], weight: 3, required: true })),
    ...facets.terms.map((t) => ({ kind: "term" as const, label: t, alts: [t], weight: 1, required: true })),
  ];
  const textScore = conceptScores(
    candidates.map((c) => c.fields),
    concepts,
    candidates.map((c) => c.seen),
    concepts.some((k) => k.kind === "role")
      ? candidates.map((c) => buysRoles(c.signalKind) && c.source !== "ycombinator")
      : undefined,
    candidates.map((c) => c.hay),
  );
  // The user's skills as they wrote them, by their lower-cased form.
  const typedSkills = new Map(
    profile.skills
      .map((s) => [s.toLowerCase().trim(), s.trim()] as const)
      .filter(([w]) => w.length > 1 && !fillers.has(w)),
  );
  const nicheWords = [...words(profile.niche)];
  const profileWords = [...new Set([...typedSkills.keys(), ...nicheWords])];
  const roleConcepts = concepts.filter((c) => c.kind === "role");
  // A whole job title the query named (parse-query.ts adds it as a phrase after its role).
  const titles = roleConcepts.length ? concepts.filter((c) => c.kind === "phrase" && c.weight >= 2) : [];
  // The user wants someone to buy a service (not a product launch) unless they asked for launches.
  const seeksBuyers =
    facets.buyers === true ||
    (facets.signalKind !== "launch" &&
      (facets.roles.length > 0 || facets.skills.length > 0 || roleConcepts.length > 0));
  // What the user sells, to tell a buyer from a vendor of the same service.
  const niche = [
    ...facets.roles,
    ...roleConcepts.map((r) => r.label),
    ...facets.skills,
    ...facets.terms,
    profile.niche,
  ].join(" ");
  // The service the user sells, named as such ('logo and brand identity for startups', a launch that 'could use
  // marketing help'): a company selling that service is a vendor.
  const isVendor = seeksBuyers
    ? vendorTest(niche)
    : facets.sells
      ? vendorTest(`${facets.sells} ${profile.niche}`)
      : null;
  // The tools the user works in ('Webflow', 'HubSpot'): the company that makes one is no client for
  // help with it, and neither is a product sold as an add-on for one (a plugin, a connector).
  const tools = facets.skills.flatMap((s) => [s, ...(skillSpellings[s] ?? [])]);
  const toolMakers = new Set(tools.map(bareName).filter((n) => n.length > 2));
  const toolNames = tools.map(escapeRegExp).join("|");
  const toolAddOn = tools.length
    ? new RegExp(`\\b(?:${toolNames})\\s+(?:[\\w-]+\\s+)?${ADD_ON}|\\b${ADD_ON} for (?:${toolNames})\\b`)
    : undefined;
  // The trade's own words, as the user named it (its titles and tools: 'bookkeeper', 'video editor',
  // 'HubSpot'): a launch or a YC company whose opening line names them is a product of the trade, sold
  // to the user's clients or to the user ('an AI video editor for creators', 'HubSpot meeting widget in
  // email', 'Shopify for construction'), not a client. Its opening only: a client may use the tool.
  const tradeWords =
    seeksBuyers || facets.sells
      ? [...new Set(concepts.filter((k) => k.kind === "role" || k.kind === "skill").flatMap((k) => k.alts))].filter(
          (a) => a.length >= 3,
        )
      : [];
  const tradeNamed = tradeWords.length
    ? new RegExp(`(?<![a-z0-9])(?:${tradeWords.map(escapeRegExp).join("|")})(?![a-z0-9])`)
    : undefined;
  // Whether a candidate's own opening line says it sells the trade (the three checks above), read once
  // a candidate: cheap enough for the first, never-below score to be exact (0 unread, 1 yes, 2 no).
  const opensAsVendor = new Uint8Array(candidates.length);
  const sellsTrade = (i: number, c: Candidate) => {
    if (!opensAsVendor[i]) {
      const opening = c.fields[3]!.slice(0, VENDOR_OPENING_CHARS);
      opensAsVendor[i] =
        (toolMakers.size > 0 && toolMakers.has(bareName(c.company))) ||
        (maySell(c) && (!!toolAddOn?.test(opening) || !!tradeNamed?.test(opening)))
          ? 1
          : 2;
    }
    return opensAsVendor[i] === 1;
  };
  // A job post whose own opening names the trade ('Heard | Senior Engineer | AI-powered CFO for
  // startups') while its openings are for others sells that trade: the trade's titles only (a
  // client may build on the tools the user works in), read once a candidate (0 unread, 1 yes, 2 no).
  // The work said of a title ('bookkeeping', 'video editing') names it as well. Not the generic
  // developer's: every software company makes software.
  const titleWords = [
    ...new Set(
      roleConcepts
        .filter((k) => k.label !== "developer")
        .flatMap((k) => k.alts.flatMap((a) => (/[a-z]er$/.test(a) ? [a, `${a.slice(0, -2)}ing`] : [a]))),
    ),
    // A person's title, not a field ('mobile', 'video': a video app may well need an editor).
  ].filter((a) => a.length >= 3 && /(?:er|or|ist|ant|ing|cfo|cto|coo)$/.test(a));
  // Named as the product, not the people: 'AI-powered CFO', 'bookkeeping software', 'tools for writers'.
  const titleAlt = `(?:${titleWords.map(escapeRegExp).join("|")})`;
  const titleNamed = titleWords.length
    ? new RegExp(
        `(?<![a-z0-9])(?:ai|ai-powered|ai-native|automated|autonomous|virtual)[- ](?:[a-z]+ )?${titleAlt}(?![a-z0-9])|(?<![a-z0-9])${titleAlt} (?:software|platform|tools?|app|agents?|copilot|automation|api|engine|suite)(?![a-z0-9])|(?<![a-z0-9])(?:tools?|tooling|platform|software|apps?) for (?:[a-z]+ )?${titleAlt}s(?![a-z0-9])`,
      )
    : undefined;
  const opensWithTrade = new Uint8Array(candidates.length);
  const postSellsTrade = (i: number, c: Candidate) => {
    if (!opensWithTrade[i]) opensWithTrade[i] = titleNamed?.test(c.fields[3]!.slice(0, POST_OPENING_CHARS)) ? 1 : 2;
    return opensWithTrade[i] === 1;
  };
  const profilePains = profile.painPoints.map((p) => [...words(p)]);
  const skillConcepts = concepts.filter((k) => k.kind === "skill");
  const termConcepts = concepts.filter(
    (k) => (k.kind === "term" || k.kind === "place") && k.required && !fillers.has(k.label),
  );
  const asksIndustry = facets.industries.length > 0;
  // Apps asked for by what they are, not tools for making them.
  const asksApps =
    concepts.some((k) => k.alts.some((a) => /\bapps?\b/.test(a))) &&
    !concepts.some((k) => k.alts.some((a) => askedForMakers.test(a)));
  const industryCounts = industryWeight(facets.industries);
  // The names of the region the user says they are in, if they say.
  const ownRegionNames = facets.ownRegion ? regionNamesLower[facets.ownRegion] : undefined;
  // YC companies asked for by a time ('a recent YC batch', 'just got into YC'): their batch dates them.
  const asksYc = facets.maxAgeDays !== undefined && !!facets.sources?.includes("ycombinator");
  const named = facets.places ?? [];
  // Every spelling of the places named, looked for in one pass over a candidate's place text.
  // The place asked for as a person writes it, said of a post whose own place line is silent.
  const placeAsked = placeName(named[0]?.name ?? facets.locations[0] ?? "");
  const asksUs = facets.locations.includes("united states");
  const usWhole = asksUs && named.some((p) => US_NAMES.has(p.name));
  const namedPlaces = named.length
    ? wordStartFinder(
        named.flatMap((p) => p.alts),
        true,
      )
    : undefined;
  // Whether a candidate sells what the user sells, judged once per search (a shown one is judged twice).
  const vendorOf = new Map<number, boolean>();
  // What the user ruled out ('not crypto', 'not Ireland', 'not Angular'): a place is looked for in
  // where a candidate says it is, anything else in what it says it is (its name, role, opening lines,
  // industry and tags), where a passing mention does not count.
  const ruledOutPlaces = wordStartFinder(
    (facets.ruledOut ?? []).filter((r) => r.kind === "place").flatMap((r) => r.alts),
    true,
  );
  const ruledOutWords = wordStartFinder(
    (facets.ruledOut ?? []).filter((r) => r.kind !== "place").flatMap((r) => r.alts),
  );
  // A kind of company ruled out ('no agencies') by any of its names: 'agency', 'dev shop', 'consultancy'.
  const ruledOutKinds = Object.values(queryOnlyKinds).filter((kind) =>
    facets.ruledOut?.some((r) => r.kind === "industry" && kind.test(r.label)),
  );
  const middlemenOut = !!facets.ruledOut?.some((r) => r.label === RECRUITERS);
  const rulesOut = !!facets.ruledOut?.length;
  const isRuledOut = (c: Candidate) => {
    if (ruledOutPlaces(placeTextOf(c)).size > 0) return true;
    const said = `${c.fields[0]}\n${c.fields[2]}\n${c.fields[3]!.slice(0, 300)}\n${c.fields[4]!.slice(0, 300)}\n${c.fields[5]}\n${c.fields[7]}`;
    return (
      ruledOutWords(said).size > 0 ||
      ruledOutKinds.some((kind) => kind.test(said)) ||
      (middlemenOut && recruiterPost.test(said))
    );
  };

  // What `check` adds up for the candidate being judged: one function for the whole search rather
  // than a closure per judged candidate, and no reasons list unless explaining (docs/performance.md,
  // "Search speed: fewer copies"). A judge call runs to its end before the next begins.
  let asked = 0;
  let met = 0;
  let reasons: string[] = NO_REASONS;
  let lacks: string[] = NO_REASONS;
  /**
   * A facet asked for, met fully (1), partly (0-1) or not (0); the reason is said only when fully
   * met, what the candidate lacks (`lack`) when it is not. `why` and `lack` are given only when
   * explaining (`explain && (() => ...)`), so judging every candidate allocates no words
   * (docs/performance.md, "Search speed").
   */
  const check = (
    wanted: boolean,
    fit: number | boolean,
    why: false | (() => string),
    weight = 1,
    lack: false | (() => string) = false,
  ) => {
    if (!wanted) return;
    asked += weight;
    const f = typeof fit === "number" ? fit : fit ? 1 : 0;
    met += f * weight;
    if (why && f >= 1) reasons.push(why());
    else if (lack && f < 1) lacks.push(lack());
  };

  /** The score of candidate `i` (see Depth), whether it is the real one, and at depth 2 the reasons. */
  function judge(i: number, depth: Depth) {
    const c = candidates[i]!;
    const explain = depth === 2;
    reasons = explain ? [] : NO_REASONS;
    lacks = explain ? [] : NO_REASONS;
    const hay = c.hay;
    let exact = true;

    const text = concepts.length ? (textScore[i] ?? 0) : 0.5;
    let matchedSkills: string[] = [];
    if (explain) {
      matchedSkills = skillConcepts
        .filter(
          (k) =>
            k.alts.some((a) => usesWord(hay, searchForm(k, a))) ||
            // Found by the index further down the post than the ranker reads.
            (c.seen.has(k.label) && k.alts.every((a) => a.length > 3 && !hasWord(hay, searchForm(k, a)))),
        )
        .map((k) => k.label);
      if (matchedSkills.length)
        reasons.push(
          `Mentions ${matchedSkills
            .slice(0, 3)
            .map((label) => skillNamed(label, hay))
            .join(", ")}`,
        );
      // A place asked for is said by the location check, where the post is ('Based in London') or
      // not ('Mentions London, not as where it is based').
      const matchedTerms = termConcepts
        .filter((k) => k.alts.some((a) => hasWord(hay, searchForm(k, a))))
        .filter((k) => !(k.kind === "place" && facets.locations.length))
        // The 'series' of 'Series B' is said by the stage's own reason ('Mentions Series B').
        .filter((k) => !(k.label === "series" && facets.stages.length))
        .flatMap((k) => (k.kind === "place" ? [placeName(k.label)] : termSaid(k, hay)));
      // Each word in its own quotes: two words found apart ('marketing', 'site') are no phrase of the post's.
      if (matchedTerms.length && !matchedSkills.length) reasons.push(matchesReason(matchedTerms));
      // A skill or word asked for that the post holds nowhere, not even past what the ranker reads.
      for (const k of skillConcepts)
        if (!matchedSkills.includes(k.label) && !c.seen.has(k.label))
          lacks.push(`No mention of ${skillNamed(k.label, "")}`);
      for (const k of termConcepts)
        if (
          k.kind === "term" &&
          !c.seen.has(k.label) &&
          !k.alts.some((a) => hasWord(hay, searchForm(k, a))) &&
          !(k.label === "series" && facets.stages.length)
        )
          lacks.push(`No mention of “${k.label}”`);
    }

    asked = 0;
    met = 0;
    // A round asked for: a post that says the company raised one ('we just closed our Series A') shows
    // it as well as a funding row does, and is hiring besides.
    const raisedSaid = facets.signalKind === "funding" && c.signalKind !== "funding" && saysRaised.test(hay);
    check(
      !!facets.signalKind,
      c.signalKind === facets.signalKind || raisedSaid,
      explain &&
        (() =>
          raisedSaid
            ? "Says it raised a round"
            : facets.kindRead
              ? "Hiring"
              : c.signalKind === "funding" && c.source === "ycombinator"
                ? backedByYc(asksYc ? undefined : ycBatch(c.tags, now)?.name)
                : `Shows ${kindLabel[c.signalKind]}, as you asked`),
      1,
      explain && (() => `${capitalised(kindOf(c))}, not ${kindLabel[facets.signalKind!]}`),
    );
    // Buyers: hiring or asking for help; a funded company may buy; a launch mostly sells.
    check(
      !facets.signalKind && facets.buyers === true,
      buysRoles(c.signalKind) ? 1 : c.signalKind === "funding" ? 0.4 : 0.1,
      // 'now' only inside the hiring window: a post from months ago says hiring, and its card says when.
      explain &&
        (() =>
          c.signalKind === "hiring"
            ? c.openState !== "closed" && ageDays(c.signalDate, now) <= FRESH_WINDOW_DAYS.hiring
              ? "Hiring now"
              : "Hiring"
            : "Asking for help"),
      1,
      explain && (() => `${capitalised(kindOf(c))}, not hiring or asking for help`),
    );
    // The industry is read from the prospect's own text (and YC's own industry), never from an importer's guess.
    // (The candidates' fields already leave out an importer's guess: see candidates.ts.)
    if (asksIndustry && depth === 0) {
      exact = false;
      // Met at its full weight, so the cheap score stays an upper bound.
      check(true, 1, explain && (() => ""), industryCounts);
    } else if (asksIndustry) {
      const own = industryText(c);
      // Classifying is the costly part: only for a text that mentions an asked industry at all.
      const primary =
        c.source !== "ycombinator" && facets.industries.some((ind) => textIsAbout(own, ind))
          ? primaryIndustry(c.id, c.fields[0]!, c.fields[3]!, own)
          : "";
      const industry =
        facets.industries.find((ind) =>
          c.source === "ycombinator" ? c.industry === ind || textIsAbout(c.tags, ind) : primary === ind,
        ) ?? facets.industries.find((ind) => textIsAbout(own, ind));
      const industryFit =
        industry === undefined
          ? 0
          : facets.industries.some((ind) => ind === c.industry && c.source === "ycombinator") ||
              industry === primary ||
              textIsAbout(c.tags, industry) ||
              // A kind no post is filed under ('agencies', 'telecom'): its opening lines naming it say what it is.
              (queryOnlyKinds[industry] !== undefined &&
                textIsAbout(`${c.fields[0]}\n${c.fields[3]!.slice(0, OPENING_CHARS)}`, industry))
            ? 1
            : 0.6;
      check(
        true,
        industryFit,
        explain && (() => (industry === "Agencies" ? "An agency or consultancy" : `In ${industry}`)),
        industryCounts,
        // Mentioning the industry is most of a match; only a post that names none of it lacks it.
        explain &&
          industryFit === 0 &&
          (() => notOfIndustry(facets.industries, c.source === "ycombinator" && c.industry !== "")),
      );
    }
    if (facets.locations.length && depth === 0) {
      exact = false;
      check(true, 1, explain && (() => ""));
    } else if (facets.locations.length) {
      const place = placeTextOf(c);
      // 'Albany, NY': a US city by its state's code, for the US or a region asked for, not a city.
      const usByState = asksUs && US_STATE_AFTER_CITY.test(c.location);
      const exactPlace = (namedPlaces !== undefined && namedPlaces(place).size > 0) || (usByState && usWhole);
      check(
        true,
        exactPlace
          ? 1
          : facets.locations.some((r) => regionNamesLower[r]?.test(place)) || usByState
            ? named.length
              ? 0.4
              : 1
            : 0,
        explain &&
          (() =>
            workModeFirst.test(c.location)
              ? `Location: ${c.location}`
              : // A launch has no place line: its tagline naming a place ('tickets in the US, Canada and
                // Japan', 'what time it is in Tokyo') says nothing of where its makers are.
                !c.location && c.signalKind === "launch"
                ? `Mentions ${placeAsked}`
                : /^based in\b/i.test(c.location)
                  ? c.location
                  : `Based in ${c.location || placeAsked}`),
        1,
        // Only what was looked for: its place text may name the place further on, so never 'not in'.
        // A post naming the place elsewhere ('customers across the UK') has its words matched, said so.
        explain &&
          (() =>
            termConcepts.some((k) => k.kind === "place" && k.alts.some((a) => hasWord(hay, searchForm(k, a))))
              ? `Mentions ${placeAsked}, not as where it is based`
              : `No sign of ${placeAsked}`),
      );
    }
    // A YC company's own job post says so ('Acme (YC W23) is hiring'): it is one of the YC companies asked for.
    const fromSource =
      !!facets.sources &&
      (facets.sources.includes(c.source) || (facets.sources.includes("ycombinator") && hay.includes("(yc ")));
    check(
      !!facets.sources,
      fromSource,
      explain &&
        (() =>
          c.source === "ycombinator" || !facets.sources?.includes("ycombinator")
            ? `Listed on ${sourceNames[c.source] ?? c.source}`
            : "A Y Combinator company"),
      1,
      explain && (() => `Not from ${facets.sources!.map((s) => sourceNames[s] ?? s).join(" or ")}`),
    );
    // Remote only inside another region ('Remote (US only)') is not open to a user who says they are elsewhere.
    check(
      facets.remote === true,
      c.remote && !(ownRegionNames !== undefined && remoteElsewhere(c.fields[6]!, ownRegionNames)),
      explain && (() => "Open to remote work"),
      1,
      explain && (() => (c.remote ? "Remote only in another region" : "No sign of remote work")),
    );
    // Said in a job's title or its opening lines ('Contract', 'Part-time'), where posts state the terms.
    // (Looked for only when asked: `check` takes its fit already worked out.)
    if (facets.engagement === true)
      check(
        true,
        buysRoles(c.signalKind) && engagementSaid.test(`${c.fields[2]}\n${c.fields[3]!.slice(0, OPENING_CHARS)}`),
        explain && (() => "Offers contract or part-time work"),
        1,
        explain && (() => "No sign of contract or part-time work"),
      );
    check(
      facets.sizes.length > 0,
      facets.sizes.includes(c.companySize),
      explain && (() => `Team of ${c.companySize}`),
      facets.sizeCounted ? COUNTED_SIZE_WEIGHT : 1,
      // A size read from growth ('growing startups') is a guess at what was meant: not said as lacking.
      explain &&
        facets.sizeSaid === true &&
        (() =>
          c.companySize ? `A team of ${c.companySize}, not ${facets.sizes.join(" or ")}` : "Team size not given"),
    );
    if (facets.stages.length) {
      // YC calls a seed-stage company 'Early'; otherwise the post's own words name the round.
      const stageOwn = facets.stages.find(
        (s) => c.stage.toLowerCase().includes(s.toLowerCase()) || (s === "Seed" && c.stage === "Early"),
      );
      const stageSaid = stageOwn === undefined || explain ? facets.stages.find((s) => saysStage(hay, s)) : undefined;
      check(
        true,
        stageOwn !== undefined || stageSaid !== undefined,
        explain &&
          (() =>
            stageOwn ? `${c.stage} stage` : stageSaid === "Early" ? "Says it is early-stage" : `Mentions ${stageSaid}`),
        1,
        explain &&
          (() =>
            `No sign of ${facets.stages.map((s) => (s === "Early" ? "an early stage" : s === "Growth" ? "the growth stage" : s)).join(" or ")}`),
      );
    }
    // Launches asked for with a trade ('launches that could use marketing help'): the trade is the
    // user's own, which no launch hires for, so it is no facet a launch could meet.
    // Its openings are for other trades than the one asked for (see postSellsTrade).
    let hiresOthers = false;
    if ((roleConcepts.length > 0 || facets.roles.length > 0) && facets.signalKind !== "launch" && !facets.rolesOwn) {
      // The role asked for, in the post's role or its opening lines.
      // A YC line says what the company sells ('AI recruiter for ...'), never whom it hires: only its role field counts.
      const head = !roleConcepts.length
        ? ""
        : c.source === "ycombinator"
          ? c.fields[2]!
          : `${c.fields[2]} ${c.fields[3]!.slice(0, 240)}`;
      const found = roleConcepts.find((r) => r.alts.some((a) => usesWord(head, a)));
      // A post whose role line names other openings and whose opening lines merely mention the
      // trade ('tools for writers', 'you will work with our designers') is not looking for it:
      // it gets the credit of a mention further down, not 'Looking for a writer'.
      const roleLine = c.fields[2]!;
      const onlyMentioned =
        found !== undefined &&
        roleLine !== "" &&
        c.source !== "ycombinator" &&
        !found.alts.some((a) => hasWord(roleLine, a));
      const roleHit = onlyMentioned ? undefined : found;
      // The exact title asked for ('product designer') over any of the trade ('Designer').
      const titleMissed = roleHit !== undefined && titles.length > 0 && !titles.some((t) => hasWord(head, t.label!));
      // Named further down a long post (the index saw it there: 'Multiple roles ... Product Designer'): most of the credit.
      // (The index's hit counts unless the words the ranker reads hold the trade only in passing:
      // 'AI companies such as Cursor, Notion and Writer' names a customer, not a writer.)
      const roleDeeper =
        onlyMentioned ||
        (roleHit === undefined &&
          c.source !== "ycombinator" &&
          roleConcepts.some(
            (r) =>
              c.seen.has(r.label) &&
              (r.alts.some((a) => usesWord(hay, a)) || (!c.readWhole && !r.alts.some((a) => hasWord(hay, a)))),
          ));
      const roleFit = !buysRoles(c.signalKind)
        ? 0
        : roleHit !== undefined || (!roleConcepts.length && facets.roles.some((r) => hay.includes(r.slice(0, 5))))
          ? titleMissed
            ? 0.75
            : 1
          : roleDeeper
            ? 0.7
            : // YC's hiring list says a company is hiring, never for what: the trade may be among its openings.
              c.source === "ycombinator" && c.role === ""
              ? 0.3
              : 0;
      hiresOthers = roleConcepts.length > 0 && roleHit === undefined && c.source === "hackernews";
      const roleAsked = roleConcepts[0]?.label ?? facets.roles[0] ?? "";
      check(
        true,
        roleFit,
        explain &&
          (() => (roleHit ? `Looking for ${roleNoun(roleHit.label)}` : "Needs the kind of role you described")),
        ROLE_WEIGHT,
        // A launch or a round lacks the buyer's signal, said once by the kind; a post hiring for other trades lacks the trade.
        explain &&
          buysRoles(c.signalKind) &&
          (roleFit === 0 || roleFit === 0.3) &&
          (() => (roleFit === 0.3 ? "Its openings are not listed" : `No sign it needs ${roleNoun(roleAsked)}`)),
      );
      // The trade is what the user sells, so it is said even when the exact title is not.
      if (explain && titleMissed && buysRoles(c.signalKind)) reasons.push(`Looking for ${roleNoun(roleHit.label)}`);
      // Credited as a mention (past the opening lines, or beside other openings): said as one, so a
      // score that counts it is explained without claiming the post is looking for the trade.
      if (explain && roleHit === undefined && roleDeeper && buysRoles(c.signalKind)) {
        const said = found ?? roleConcepts.find((r) => c.seen.has(r.label));
        if (said) reasons.push(`Mentions ${roleNoun(said.label)} in the post`);
      }
    }
    const age = ageDays(c.signalDate, now);
    // A YC company asked for by its batch's time ('a recent YC batch'): its batch is its date.
    // A post by a YC company names its batch ('Acme (YC W23) is hiring'): the company got into YC then,
    // however recent the post.
    const batch = !asksYc ? undefined : c.source === "ycombinator" ? ycBatch(c.tags, now) : postBatch(hay, now);
    const byBatch = batch !== undefined && (c.source !== "ycombinator" || batch.age < age);
    const timeAge = byBatch ? batch.age : age;
    // Time words rank rather than filter, so a description never ends in an empty page.
    // Inside the period: full credit; older: less the older it is (a year-old round beats a five-year-old one).
    const maxAge = facets.maxAgeDays ?? 1;
    check(
      facets.maxAgeDays !== undefined,
      timeAge <= maxAge ? 1 : Math.max(0, 1 - Math.log(timeAge / maxAge) / Math.log(40)),
      explain &&
        (() => (byBatch ? `In YC's ${batch.name} batch` : `Signal from ${periodWords(facets.maxAgeDays ?? 0)}`)),
      1,
      explain && (() => `Not from ${periodWords(maxAge)}`),
    );
    // A launch of a product doing what the user sells is a vendor, not a buyer; so is the maker of a
    // tool the user works in, whatever its signal, and an add-on for one.
    // (Which of them, only to say so.)
    const makesTool = explain && toolMakers.size > 0 && toolMakers.has(bareName(c.company));
    let vendor =
      ((toolMakers.size > 0 || tradeNamed !== undefined) && sellsTrade(i, c)) ||
      (hiresOthers && c.signalKind === "hiring" && seeksBuyers && postSellsTrade(i, c));
    if (!vendor && isVendor && maySell(c)) {
      if (depth === 0) exact = false;
      else {
        let v = vendorOf.get(i);
        if (v === undefined) {
          v = isVendor({ signalKind: c.signalKind, company: c.company, bio: hay, signalText: "", source: c.source });
          vendorOf.set(i, v);
        }
        vendor = v;
      }
    }
    // A launch for app makers, when apps are asked for, counts half, as a vendor counts less (cheap: its
    // opening words only, so the depth-0 score stays an upper bound).
    const forMakers = asksApps && c.signalKind === "launch" && forAppMakers.test(c.fields[3]!.slice(0, OPENING_CHARS));
    const discount = (vendor ? 0.3 : 1) * (forMakers ? FOR_MAKERS_KEPT : 1);
    const facetFit = (asked ? met / asked : 0.5) * discount;

    const profileHits = profileWords.filter((w) => hasWord(hay, w));
    const painHits = profilePains.filter((p) => p.some((w) => c.pains.includes(w) || hay.includes(w)));
    const profileFit =
      profileWords.length + profilePains.length ? Math.min(1, (profileHits.length + painHits.length) / 3) : 0.3;
    if (explain && profileHits.length) {
      // A skill by its usual name ('React'); a word of the niche only as the niche the user wrote
      // ('Fits your niche: Web apps', not 'Fits your skills: apps').
      const skillHits = profileHits.filter((w) => typedSkills.has(w));
      const skillName = (w: string) => (skillDisplayName(w) !== w ? skillDisplayName(w) : (typedSkills.get(w) ?? w));
      // The niche is said to fit only when at least half its words are there: one shared word ('SaaS' of
      // 'B2B SaaS copywriting') would put it on nearly every result.
      const nicheHits = nicheWords.filter((w) => profileHits.includes(w));
      if (skillHits.length) reasons.push(`Fits your skills: ${skillHits.slice(0, 3).map(skillName).join(", ")}`);
      else if (nicheHits.length >= Math.ceil(nicheWords.length / 2))
        reasons.push(`Fits your niche: ${profile.niche.trim()}`);
    }

    // A match on the description's own words with nothing else to say ('computer vision' in the
    // text of a company whose industry is read as another): the words, rather than no reason at all.
    if (explain && !reasons.length) {
      const said = concepts
        .filter((k) => k.required && k.kind !== "place" && k.alts.some((a) => usesWord(hay, searchForm(k, a))))
        .flatMap((k) => termSaid(k, hay));
      if (said.length) reasons.push(matchesReason(said));
    }

    const freshness = Math.exp(-age / 120);
    if (explain && facets.maxAgeDays === undefined) {
      if (age <= 7) reasons.push("Signal from the last 7 days");
      else if (age <= 30) reasons.push("Signal from the last 30 days");
    }

    // A vendor's words match because it sells the trade, a tool for app makers' because apps are its
    // customers: they count for little.
    const textFit = Math.max(0, Math.min(1, text)) * discount;
    // Something ruled out counts half: it ranks below what was asked, yet a page is never empty.
    // At depth 0 the score stays an upper bound by not looking.
    if (rulesOut && depth === 0) exact = false;
    const kept = rulesOut && depth > 0 && isRuledOut(c) ? 0.5 : 1;
    // A post its poster marked filled ('CLOSED - thanks all!') was a buyer: it ranks below the open
    // ones, at every depth alike, so the cheap score stays an upper bound.
    const open = c.openState === "closed" ? 0.5 : 1;
    if (explain) {
      // What counts most against it first: it sells the work, or it is what the user ruled out.
      const against = [
        ...(open < 1 ? ["Its poster marked it filled"] : []),
        ...(makesTool ? [`Makes ${c.company}, a tool you work in`] : vendor ? ["Seems to sell what you offer"] : []),
        ...(forMakers ? ["A tool for app makers, not an app"] : []),
        ...(kept < 1 ? ["Matches something you ruled out"] : []),
      ];
      if (against.length) lacks.unshift(...against);
    }
    const score = Math.round((35 * textFit + 35 * facetFit + 20 * profileFit + 10 * freshness) * kept * open);
    return { score: Math.max(1, Math.min(100, score)), exact, reasons: reasons.slice(0, 5), lacks: lacks.slice(0, 4) };
  }

  /** A candidate left out whatever its score: not remote when only remote was asked for. */
  const excluded = (i: number) => facets.remoteOnly === true && !candidates[i]!.remote;

  /** The full result for a candidate: real score, reasons and the estimates a result shows. */
  function result(i: number) {
    const c = candidates[i]!;
    const { score, reasons, lacks } = judge(i, 2);
    return {
      prospect: c,
      matchScore: score,
      reasons,
      lacks,
      responseProb: responseProb(c, now),
      urgencyLevel: urgencyLevel(c, now),
      budgetLikelihood: budgetLikelihood(c, now),
    };
  }

  return { judge, excluded, result };
}

/** The reasons (and lacks) of a candidate judged without explaining: always none (frozen: nothing may add to it; see `check`). */
const NO_REASONS: string[] = [];
Object.freeze(NO_REASONS);

/**
 * How a post says it is early ('pre-seed', 'a seed-stage startup', 'our founding engineer'): the
 * word 'early' alone is as often 'early access' or 'early 2026'.
 */
const saysEarly =
  /\b(?:early[- ]stage|pre-?seed|seed[- ](?:stage|funded|round)|founding (?:engineers?|team|designers?|developers?|members?|hires?)|first (?:engineers?|hires?|designers?|employees?))\b/;

/** Whether a post's own words name a stage asked for (a Series by name, 'seed', or early as above). */
const saysStage = (hay: string, stage: string) =>
  stage === "Early"
    ? saysEarly.test(hay)
    : // YC's 'Growth' as a post says it: not any 'growth' ('our growth team').
      stage === "Growth"
      ? growthStage.test(hay)
      : hasWord(hay, stage.toLowerCase());

/** The YC batch a YC row's tags name ('Winter 2026') and the days since it began, if they name one. */
function ycBatch(tags: string, now: number) {
  const said = tags.match(/\b(winter|spring|summer|fall) (\d{4})\b/i);
  const start = said ? batchStart(said[0]) : null;
  return said && start ? { name: said[0], age: ageDays(start, now) } : undefined;
}

/** The YC batch a post names ('(YC W23)', 'YC S25') and the days since it began, if it names one. */
function postBatch(hay: string, now: number) {
  const said = hay.match(/\byc[ -]'?([wsxpf])'?(\d{2})\b/);
  if (!said) return undefined;
  const season = batchSeasons[said[1]!]!;
  const start = batchStart(`${season} 20${said[2]}`);
  const name = `${season[0]!.toUpperCase()}${season.slice(1)} 20${said[2]}`;
  return start ? { name, age: ageDays(start, now) } : undefined;
}

/** Best first; equal scores newest first, then in the order the candidates came. */
export function byRank(a: { score: number; date: number; i: number }, b: { score: number; date: number; i: number }) {
  return b.score - a.score || b.date - a.date || a.i - b.i;
}

/** Every candidate judged in full, best first (see candidateJudge). */
export function rankCandidates(candidates: Candidate[], facets: Facets, profile: ProfileHints, now: number) {
  const { excluded, result } = candidateJudge(candidates, facets, profile, now);
  return candidates
    .map((_, i) => i)
    .filter((i) => !excluded(i))
    .map((i) => ({ r: result(i), i }))
    .sort((a, b) =>
      byRank(
        { score: a.r.matchScore, date: a.r.prospect.signalDate.getTime(), i: a.i },
        { score: b.r.matchScore, date: b.r.prospect.signalDate.getTime(), i: b.i },
      ),
    )
    .map(({ r }) => r);
}

/** A role concept's label as a reason says it: 'mobile' is 'a mobile developer', 'qa' 'a QA engineer'. */
const ROLE_NOUNS: Record<string, string> = {
  data: "a data specialist",
  "machine learning": "a machine learning engineer",
  scientist: "a scientist",
  qa: "a QA engineer",
  devops: "a DevOps engineer",
  manager: "a manager",
  "product manager": "a product manager",
  mobile: "a mobile developer",
  security: "a security engineer",
  video: "a video editor",
  sales: "a salesperson",
  support: "customer support",
  community: "a community manager or developer advocate",
  finance: "an accountant or finance lead",
  "ux researcher": "a UX researcher",
  "program manager": "a program or project manager",
  "founding engineer": "a founding engineer",
  legal: "a lawyer or legal counsel",
  "people ops": "an HR or people-ops lead",
  "sales engineer": "a sales or solutions engineer",
  assistant: "an assistant",
  pr: "a PR or communications lead",
  audio: "an audio specialist",
  operations: "an operations lead or chief of staff",
  "hardware engineer": "a mechanical, electrical or firmware engineer",
  artist: "an illustrator or artist",
};
/** 'a designer', or for trades typed as alternatives ('writer or marketer') each of them. */
const roleNoun = (label: string): string =>
  label.includes(" or ")
    ? label.split(" or ").map(roleNoun).join(" or ")
    : (ROLE_NOUNS[label] ?? `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`);
