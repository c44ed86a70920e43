import type { SignalKind } from "#db/schema/prospects";
import { industriesAskedFor } from "../lexicon";

/** What a plain-words description asks for, plus the words left over for full-text search. */
export type Facets = {
  signalKind?: SignalKind;
  industries: string[];
  locations: string[];
  remote?: boolean;
  /** 'remote only' and the like: the one constraint that filters rather than ranks. */
  remoteOnly?: boolean;
  sizes: string[];
  stages: string[];
  maxAgeDays?: number;
  roles: string[];
  skills: string[];
  terms: string[];
};

const signalRules: [SignalKind, RegExp][] = [
  [
    "hiring",
    /\b(hiring|hire|hires|recruiting (?:a|an|for)|job openings?|open roles?|looking for (?:a |an )?(?:\w+ )?(?:developers?|engineers?|designers?|freelancers?|contractors?))\b/i,
  ],
  [
    "funding",
    /\b(funded|funding|raised|raising|raises|seed[- ]stage|series [a-f]|pre-seed|investment|vc[- ]backed|venture[- ]backed|just raised)\b/i,
  ],
  ["launch", /\b(launch\w*|just shipped|new products?|show hn|product hunt|released|beta)\b/i],
  ["pain_point", /\b(need(?:s|ing)? help|asking for help|struggling|pain points?|problems? with|frustrated)\b/i],
];

const regions: Record<string, string[]> = {
  europe: [
    "europe",
    "eu",
    "uk",
    "london",
    "berlin",
    "paris",
    "amsterdam",
    "germany",
    "france",
    "spain",
    "netherlands",
    "sweden",
    "ireland",
    "munich",
    "united kingdom",
  ],
  "united states": [
    "united states",
    "usa",
    "us",
    "america",
    "new york",
    "san francisco",
    "sf",
    "bay area",
    "austin",
    "seattle",
    "boston",
    "los angeles",
    "ca",
    "ny",
  ],
  africa: ["africa", "nigeria", "lagos", "kenya", "nairobi", "ghana", "south africa", "cairo", "egypt"],
  asia: ["asia", "india", "bangalore", "singapore", "japan", "tokyo", "china", "indonesia"],
  canada: ["canada", "toronto", "vancouver", "montreal"],
  "latin america": ["latin america", "latam", "brazil", "mexico", "argentina", "colombia"],
};
const places = Object.entries(regions).flatMap(([region, names]) => names.map((n) => [n, region] as const));

const sizeRules: [string[], RegExp][] = [
  [["1-10", "11-50"], /\b(small|tiny|early[- ]stage|startups?|small businesses|smbs?)\b/i],
  [["51-200", "201-1000"], /\b(mid[- ]size|growing|scale-?ups?)\b/i],
  [["1000+"], /\b(enterprise|large compan\w*|corporates?)\b/i],
];
const stageRules: [string, RegExp][] = [
  ["Seed", /\b(seed[- ]stage|seed|pre-seed)\b/i],
  ["Series A", /\bseries a\b/i],
  ["Series B", /\bseries b\b/i],
  ["Early", /\bearly[- ]stage\b/i],
];
// Only explicit time words: "new" (a new website, New York) and places never imply a date.
const recencyRules: [number, RegExp][] = [
  [1, /\b(today|last 24 hours)\b/i],
  [7, /\b(this week|last week|past week|last 7 days)\b/i],
  [
    31,
    /\b(this month|last month|past month|last 30 days|just (?:raised|launched|closed|announced|shipped|released|funded|got funded))\b/i,
  ],
  [90, /\b(recent(?:ly)?|this quarter|last 90 days|last three months)\b/i],
];
const roleRules: [string, RegExp][] = [
  ["developer", /\b(developers?|engineers?|programmers?|coders?|dev)\b/i],
  ["designer", /\b(designers?|design|ux|ui)\b/i],
  ["marketer", /\b(marketers?|growth|seo)\b/i],
  ["writer", /\b(writers?|copywriters?|content)\b/i],
  ["data", /\b(data scientists?|analysts?|data engineers?|analytics)\b/i],
];
const skillWords = [
  "react",
  "vue",
  "angular",
  "svelte",
  "next.js",
  "nextjs",
  "node",
  "node.js",
  "typescript",
  "javascript",
  "python",
  "django",
  "rails",
  "ruby",
  "go",
  "golang",
  "rust",
  "java",
  "kotlin",
  "swift",
  "ios",
  "android",
  "flutter",
  "react native",
  "php",
  "laravel",
  "wordpress",
  "shopify",
  "webflow",
  "figma",
  "aws",
  "gcp",
  "azure",
  "kubernetes",
  "docker",
  "terraform",
  "postgres",
  "sql",
  "graphql",
  "machine learning",
  "llm",
  "seo",
  "copywriting",
  "ux",
  "ui",
  "c++",
  "c#",
  ".net",
  "elixir",
  "scala",
  "spark",
  "salesforce",
  "hubspot",
  "blockchain",
  "solidity",
  "web3",
];

// Compiled once: a search runs these against every description.
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const placeRules = places.map(
  ([place, region]) => [place, region, new RegExp(`(^|[^a-z])${escapeRegExp(place)}([^a-z]|$)`)] as const,
);
const skillRules = skillWords.map((s) => [s, new RegExp(`(^|[^a-z0-9])${escapeRegExp(s)}([^a-z0-9]|$)`)] as const);

const stop = new Set(
  "a an and are at be but by for from have i in into is it looking me my need needs of on or our seeking some that the their them they this to us we who with want wants find finding clients client companies company startups startup businesses business people someone help ready buy ideal like e g eg".split(
    " ",
  ),
);

/** Splits a description into facets and free-text terms. Pure and cheap: a few regex passes. */
export function parseQuery(query: string, skills: string[] = []): Facets {
  const q = query.toLowerCase().replace(/\s+/g, " ").trim();
  const facets: Facets = { industries: [], locations: [], sizes: [], stages: [], roles: [], skills: [], terms: [] };
  for (const [kind, rule] of signalRules) {
    if (rule.test(q)) {
      facets.signalKind = kind;
      break;
    }
  }
  facets.industries.push(...industriesAskedFor(q));
  for (const [place, region, rule] of placeRules) {
    if (rule.test(q) && !(place === "us" && /\bhelp us\b|\bus\b(?= (?:to|with))/.test(q))) {
      if (!facets.locations.includes(region)) facets.locations.push(region);
    }
  }
  if (/\b(remote|work from home|distributed)\b/.test(q)) facets.remote = true;
  if (/\b(remote[- ]only|only remote|fully remote|100% remote)\b/.test(q)) facets.remoteOnly = true;
  for (const [sizes, rule] of sizeRules) if (rule.test(q)) facets.sizes.push(...sizes);
  for (const [stage, rule] of stageRules) if (rule.test(q) && !facets.stages.includes(stage)) facets.stages.push(stage);
  for (const [days, rule] of recencyRules) {
    if (rule.test(q)) {
      facets.maxAgeDays = days;
      break;
    }
  }
  for (const [role, rule] of roleRules) if (rule.test(q)) facets.roles.push(role);
  for (const [s, rule] of skillRules) if (rule.test(q)) facets.skills.push(s);
  for (const s of skills) {
    const k = s.toLowerCase().trim();
    if (k && !facets.skills.includes(k)) facets.skills.push(k);
  }
  // Free text: the words that no facet explained and that carry meaning.
  const explained = new Set(facets.skills.flatMap((s) => s.split(" ")));
  let rest = q;
  // Industry, role and place words stay in the text as well: they are what the
  // posts themselves say, and the facets alone would leave nothing to match.
  const facetRules = [
    ...signalRules.map(([, r]) => r),
    ...sizeRules.map(([, r]) => r),
    ...recencyRules.map(([, r]) => r),
    /\b(remote|work from home|distributed|just|new|based|located|around)\b/i,
  ];
  for (const rule of facetRules) rest = rest.replace(new RegExp(rule.source, "gi"), " ");
  // Stage words go back into the text (the signal rules took them out): only a post's own
  // words can show a Series A.
  const stageTerms = facets.stages.flatMap((st) =>
    st.startsWith("Series") ? ["series"] : st === "Seed" ? ["seed"] : [],
  );
  facets.terms = [
    ...new Set(
      (stageTerms.join(" ") + " " + rest)
        .replace(/[^a-z0-9+#.\s-]/g, " ")
        .split(/\s+/)
        .map((w) => w.replace(/^[.-]+|[.-]+$/g, ""))
        .filter((w) => w.length > 1 && !stop.has(w) && !explained.has(w)),
    ),
  ].slice(0, 12);
  return facets;
}
