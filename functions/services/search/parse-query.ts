import type { SignalKind } from "#db/schema/prospects";
import { escapeRegExp } from "../../lib/regexp";
import { batchSeasons } from "../ingest/connectors/ycombinator";
import {
  buyerWords,
  fillerWords,
  industrySearchWords,
  industryWordSynonyms,
  industryWordsIn,
  namedTools,
  productWords,
  queryOnlyKinds,
  RECRUITERS,
  type Role,
  relatedToSkill,
  roles,
  sellerWords,
  skillSpellings,
  termSynonyms,
  toolTrades,
} from "../lexicon";
import { putRightAll } from "./spelling";
import { stem } from "./text-score";

/** What a plain-words description asks for, plus the words left over for full-text search. */
export type Facets = {
  signalKind?: SignalKind;
  industries: string[];
  locations: string[];
  remote?: boolean;
  /** Where the user is ('remote from Europe', 'a designer based in Lisbon'): the region, never the clients'. */
  ownRegion?: string;
  /** 'remote only' and the like: the one constraint that filters rather than ranks. */
  remoteOnly?: boolean;
  /** Work asked for on contract or part-time ('contract web developers', 'part-time bookkeeper'), not the user's own terms. */
  engagement?: boolean;
  sizes: string[];
  /** The sizes are said as a head count or a size ('1000+ employees', 'enterprise'), not read from growth ('fast-growing'). */
  sizeSaid?: boolean;
  /** The size is a head count typed as a number ('1000+ employees', 'under 20 people'): as plain a constraint as a place. */
  sizeCounted?: boolean;
  stages: string[];
  maxAgeDays?: number;
  roles: string[];
  skills: string[];
  terms: string[];
  /**
   * The user sells a service and wants whoever would pay for it (someone
   * hiring or asking for help), not products: 'need a Vue dev', 'who is
   * hiring Rust engineers'. Ranks buyers first; never filters.
   */
  buyers?: boolean;
  /**
   * The service the user names as their own, in their words: what a launch or a funded company
   * is wanted for ('launches that could use marketing help': 'marketing'; those words are then
   * not the prospect's subject), or a service for a kind of client ('logo and brand identity
   * for startups'). A prospect whose product does it is a vendor (rank.ts).
   */
  sells?: string;
  /**
   * The kind of signal was read from what the description wants, not typed ('just raised and need a
   * designer' is answered with posts hiring one): a result says it shows it, not 'as you asked'.
   */
  kindRead?: boolean;
  /** The roles named are the user's own trade beside a YC batch asked for, not whom a client must be hiring. */
  rolesOwn?: boolean;
  /** Places named in the description, each with the spellings posts use ('new york': nyc, brooklyn...). */
  places?: { name: string; region: string; alts: string[] }[];
  /** Where the prospects were found, when the description names it ('YC companies'): ranks, never filters. */
  sources?: string[];
  /** What the text match looks for, one weighted group of alternative spellings per thing asked (see text-score.ts). */
  concepts?: Concept[];
  /**
   * What the user rules out ('not crypto', 'in the US, not Ireland', 'React, not Angular'): a kind
   * of company, a tool or a place, with its spellings. A prospect named by one ranks lower (rank.ts);
   * it is not removed, so a description never ends in an empty page.
   */
  ruledOut?: { kind: "industry" | "skill" | "place"; label: string; alts: string[] }[];
};

/**
 * One thing the description asks for, as the words that would show it: a
 * skill with its spellings, an industry with its plain words, a place with
 * its cities, a role with what job posts call it, or a leftover word.
 */
export type Concept = {
  kind: "skill" | "industry" | "place" | "role" | "term" | "phrase";
  label: string;
  alts: string[];
  weight: number;
  /** Whether the candidate query requires it (roles and phrases only rank). */
  required: boolean;
};

/** What was raised, after 'raised': 'raised money' is the round, not a word to match. */
const moneyRaised =
  "(?: (?:some |new |fresh |more )?(?:(?:seed|venture|vc|investor|outside) )?(?:money|capital|cash|funds))?";
const signalRules: [SignalKind, RegExp][] = [
  [
    "hiring",
    /\b(hiring|(?<!for )hire|hires|wanted|recruiting (?:a|an|for)|job openings?|(?:posted|posting|posts?) (?:an? |new |open )?(?:[a-z-]+ ){0,5}?(?:jobs?|openings?)|job (?:posts?|postings?|listings?)|open (?:[a-z]+ ){0,3}(?:roles?|positions?|jobs?|reqs?)|looking for (?:a |an )?(?:\w+ )?(?:developers?|engineers?|designers?|freelancers?|contractors?))\b/i,
  ],
  [
    "funding",
    new RegExp(
      `\\b((?:pre-seed|seed|funding|investment|angel|series [a-f]) rounds?|funded|funding|(?:raised|raising|raises)${moneyRaised}|seed[- ]stage|series [a-f]|pre-seed|investment|vc[- ]backed|venture[- ]backed|(?:vc|venture|investor) (?:money|cash|dollars)|just raised${moneyRaised})\\b`,
      "i",
    ),
  ],
  // Not work wanted 'before their launch': that is a time, not a launch seen.
  [
    "launch",
    /\b((?<!\bbefore (?:the |their |its |our |a |an )?)launch\w*|just shipped|new products?|show hn|product hunt|released|beta)\b/i,
  ],
  // 'Need help with X' is the user describing what they offer; only someone else's plea is this kind.
  [
    "pain_point",
    /\b(asking for help|ask(?:s|ing)? for help|struggling|pain points?|problems? with|frustrated|complain(?:s|ing|ed)?)\b/i,
  ],
];

/** Regions and the places in them a description may name (demonyms too: 'Canadian startups'). */
const regions: Record<string, string[]> = {
  europe: [
    "europe",
    "european",
    "eu",
    "uk",
    "united kingdom",
    "british",
    "england",
    "london",
    "manchester",
    "edinburgh",
    "berlin",
    "paris",
    "amsterdam",
    "germany",
    "german",
    "france",
    "french",
    "spain",
    "madrid",
    "barcelona",
    "netherlands",
    "dutch",
    "sweden",
    "stockholm",
    "ireland",
    "dublin",
    "munich",
    "lisbon",
    "portugal",
    "italy",
    "milan",
    "poland",
    "warsaw",
    "switzerland",
    "zurich",
    "denmark",
    "copenhagen",
    "norway",
    "oslo",
    "finland",
    "helsinki",
    "austria",
    "vienna",
    "belgium",
    "brussels",
    "estonia",
    "tallinn",
    "prague",
    "czech republic",
    "hamburg",
    "frankfurt",
    "cologne",
    "rotterdam",
    "geneva",
    "lyon",
    "budapest",
    "romania",
    "bucharest",
    "ukraine",
    "kyiv",
    "greece",
    "athens",
    "lithuania",
    "vilnius",
    "latvia",
    "riga",
    "krakow",
    "scotland",
    "glasgow",
    "bristol",
    "cambridge, uk",
    "oxford",
  ],
  "united states": [
    "united states",
    "usa",
    "us",
    "america",
    "american",
    "north america",
    "new york",
    "nyc",
    "new jersey",
    "san francisco",
    "sf",
    "bay area",
    "silicon valley",
    "austin",
    "texas",
    "seattle",
    "boston",
    "los angeles",
    // What people type for Los Angeles; a post's "LA" can be Lagos state, so only the city's spellings are looked for.
    "la",
    "chicago",
    "denver",
    "miami",
    "atlanta",
    "washington dc",
    "philadelphia",
    "san diego",
    "california",
    "florida",
    "massachusetts",
    "colorado",
    "portland",
    "pittsburgh",
    "salt lake city",
    "utah",
    "minneapolis",
    "detroit",
    "nashville",
    "phoenix",
    "houston",
    "dallas",
    "raleigh",
    "san jose",
    "palo alto",
    "mountain view",
    "menlo park",
    "oakland",
    "berkeley",
    "brooklyn",
    "virginia",
    "ohio",
    "michigan",
    "illinois",
    "arizona",
    "oregon",
    "north carolina",
  ],
  africa: [
    "africa",
    "african",
    "nigeria",
    "lagos",
    "kenya",
    "nairobi",
    "ghana",
    "accra",
    "south africa",
    "cape town",
    "johannesburg",
    "cairo",
    "egypt",
    "rwanda",
  ],
  asia: [
    "asia",
    "southeast asia",
    "south east asia",
    "india",
    "indian",
    "bangalore",
    "bengaluru",
    "mumbai",
    "delhi",
    "singapore",
    "japan",
    "tokyo",
    "china",
    "indonesia",
    "vietnam",
    "korea",
    "seoul",
    "hong kong",
    "philippines",
    "hyderabad",
    "pune",
    "chennai",
    "gurgaon",
    "gurugram",
    "noida",
    "taiwan",
    "taipei",
    "shanghai",
    "beijing",
    "shenzhen",
    "jakarta",
    "thailand",
    "bangkok",
    "malaysia",
    "kuala lumpur",
    "pakistan",
    "karachi",
    "lahore",
    "bangladesh",
    "dhaka",
  ],
  canada: [
    "canada",
    "canadian",
    "toronto",
    "vancouver",
    "montreal",
    "waterloo",
    "ottawa",
    "calgary",
    "ontario",
    "quebec",
    "british columbia",
  ],
  "latin america": [
    "latin america",
    "latin american",
    "latam",
    "south america",
    "south american",
    "brazil",
    "mexico",
    "argentina",
    "colombia",
    "chile",
    "são paulo",
    "sao paulo",
    "peru",
    "lima",
    "bogota",
    "bogotá",
    "buenos aires",
    "mexico city",
    "santiago",
    "uruguay",
    "montevideo",
  ],
  oceania: ["australia", "australian", "sydney", "melbourne", "brisbane", "perth", "new zealand", "auckland"],
  "middle east": [
    "middle east",
    "israel",
    "tel aviv",
    "dubai",
    "uae",
    "abu dhabi",
    "saudi arabia",
    "riyadh",
    "turkey",
    "istanbul",
  ],
};
/** Names that stand for a whole region: a post in any of its places is in it. */
const wholeRegion = new Set([
  "europe",
  "european",
  "eu",
  "united states",
  "usa",
  "us",
  "america",
  "american",
  "africa",
  "african",
  "asia",
  "southeast asia",
  "south east asia",
  "canada",
  "canadian",
  "latin america",
  "latin american",
  "latam",
  "south america",
  "south american",
  "north america",
  "oceania",
  "middle east",
]);
const demonyms = new Set([
  "european",
  "latin american",
  "south american",
  "british",
  "german",
  "french",
  "dutch",
  "american",
  "african",
  "canadian",
  "indian",
  "australian",
]);
/**
 * Countries by the word a description uses for their people ('Irish startups', 'Spanish
 * companies'), with the cities a post's place line names instead of the country.
 */
const countries: [region: string, country: string, demonyms: string[], cities: string[]][] = [
  ["europe", "ireland", ["irish"], ["dublin", "cork", "galway"]],
  ["europe", "spain", ["spanish"], ["madrid", "barcelona", "valencia"]],
  ["europe", "italy", ["italian"], ["milan", "rome", "turin"]],
  ["europe", "sweden", ["swedish"], ["stockholm", "gothenburg", "malmö", "malmo"]],
  ["europe", "denmark", ["danish"], ["copenhagen", "aarhus"]],
  ["europe", "norway", ["norwegian"], ["oslo", "bergen"]],
  ["europe", "finland", ["finnish"], ["helsinki", "espoo"]],
  ["europe", "poland", ["polish"], ["warsaw", "krakow", "kraków", "wroclaw", "wrocław"]],
  ["europe", "switzerland", ["swiss"], ["zurich", "zürich", "geneva", "basel", "lausanne"]],
  ["europe", "austria", ["austrian"], ["vienna", "graz"]],
  ["europe", "belgium", ["belgian"], ["brussels", "antwerp", "ghent"]],
  ["europe", "portugal", ["portuguese"], ["lisbon", "porto"]],
  ["europe", "greece", ["greek"], ["athens"]],
  ["europe", "czech republic", ["czech"], ["prague", "brno", "czechia"]],
  ["europe", "estonia", ["estonian"], ["tallinn"]],
  ["europe", "ukraine", ["ukrainian"], ["kyiv", "kiev", "lviv"]],
  ["europe", "romania", ["romanian"], ["bucharest", "cluj"]],
  ["europe", "scotland", ["scottish"], ["edinburgh", "glasgow"]],
  ["latin america", "mexico", ["mexican"], ["mexico city", "guadalajara", "monterrey"]],
  ["latin america", "brazil", ["brazilian"], ["são paulo", "sao paulo", "rio de janeiro"]],
  ["latin america", "argentina", ["argentinian", "argentine"], ["buenos aires"]],
  ["latin america", "colombia", ["colombian"], ["bogota", "bogotá", "medellin", "medellín"]],
  ["latin america", "chile", ["chilean"], ["santiago"]],
  ["asia", "japan", ["japanese"], ["tokyo", "osaka"]],
  ["asia", "korea", ["korean"], ["seoul"]],
  ["asia", "singapore", ["singaporean"], []],
  ["asia", "vietnam", ["vietnamese"], ["ho chi minh", "hanoi"]],
  ["asia", "indonesia", ["indonesian"], ["jakarta"]],
  ["asia", "philippines", ["filipino"], ["manila"]],
  ["asia", "pakistan", ["pakistani"], ["karachi", "lahore", "islamabad"]],
  ["middle east", "israel", ["israeli"], ["tel aviv", "jerusalem", "haifa"]],
  ["middle east", "uae", ["emirati"], ["dubai", "abu dhabi"]],
  ["africa", "nigeria", ["nigerian"], ["lagos", "abuja"]],
  ["africa", "kenya", ["kenyan"], ["nairobi"]],
  ["africa", "south africa", ["south african"], ["cape town", "johannesburg"]],
  ["africa", "egypt", ["egyptian"], ["cairo"]],
  ["africa", "ghana", ["ghanaian"], ["accra"]],
  ["oceania", "new zealand", [], ["auckland", "wellington"]],
];
/** Other spellings of a place in posts (a post says 'NYC' or 'Brooklyn' for New York). */
const placeSpellings: Record<string, string[]> = {
  "new york": ["new york", "nyc", "brooklyn", "manhattan"],
  "washington dc": ["washington dc", "washington, dc", "washington, d.c.", "dc"],
  "los angeles": ["los angeles", "santa monica", "venice, ca", "culver city"],
  la: ["los angeles", "santa monica", "venice, ca", "culver city"],
  seattle: ["seattle", "bellevue", "redmond", "kirkland"],
  boston: ["boston", "cambridge, ma", "somerville"],
  gurgaon: ["gurgaon", "gurugram"],
  gurugram: ["gurgaon", "gurugram"],
  bogota: ["bogota", "bogotá"],
  bogotá: ["bogota", "bogotá"],
  nyc: ["new york", "nyc", "brooklyn", "manhattan"],
  "san francisco": ["san francisco", "sf", "bay area"],
  sf: ["san francisco", "sf", "bay area"],
  "bay area": ["san francisco", "bay area", "palo alto", "mountain view"],
  "silicon valley": ["silicon valley", "bay area", "palo alto", "mountain view", "san francisco"],
  uk: ["uk", "united kingdom", "london", "england"],
  "united kingdom": ["uk", "united kingdom", "london", "england"],
  british: ["uk", "united kingdom", "london", "england"],
  germany: ["germany", "berlin", "munich", "hamburg"],
  german: ["germany", "berlin", "munich", "hamburg"],
  india: ["india", "bangalore", "bengaluru", "mumbai", "delhi"],
  indian: ["india", "bangalore", "bengaluru", "mumbai", "delhi"],
  australia: ["australia", "sydney", "melbourne"],
  australian: ["australia", "sydney", "melbourne"],
  bangalore: ["bangalore", "bengaluru"],
  bengaluru: ["bangalore", "bengaluru"],
  france: ["france", "paris"],
  french: ["france", "paris"],
  netherlands: ["netherlands", "amsterdam"],
  dutch: ["netherlands", "amsterdam"],
  // A state as posts name it: by its cities ('Austin, TX').
  texas: ["texas", "austin", "houston", "dallas", "san antonio", "fort worth"],
  california: [
    "california",
    "san francisco",
    "bay area",
    "los angeles",
    "san diego",
    "san jose",
    "palo alto",
    "mountain view",
    "menlo park",
    "oakland",
    "berkeley",
    "sacramento",
    "irvine",
  ],
  florida: ["florida", "miami", "tampa", "orlando", "jacksonville"],
  massachusetts: ["massachusetts", "boston", "cambridge, ma", "somerville"],
  colorado: ["colorado", "denver", "boulder"],
  illinois: ["illinois", "chicago"],
  michigan: ["michigan", "detroit", "ann arbor"],
  arizona: ["arizona", "phoenix", "scottsdale", "tempe"],
  oregon: ["oregon", "portland"],
  ohio: ["ohio", "columbus", "cleveland", "cincinnati"],
  utah: ["utah", "salt lake city"],
  "north carolina": ["north carolina", "raleigh", "durham", "charlotte"],
};
/**
 * Parts of a region a description names by a word no post's place line uses ('Nordic startups',
 * 'the Midwest'): the region, and the countries and cities posts name instead.
 */
const subregions: [region: string, names: string[], spellings: string[]][] = [
  [
    "europe",
    ["nordic", "nordics", "scandinavia", "scandinavian"],
    ["sweden", "stockholm", "norway", "oslo", "denmark", "copenhagen", "finland", "helsinki", "iceland", "nordic"],
  ],
  ["europe", ["dach"], ["germany", "berlin", "munich", "hamburg", "austria", "vienna", "switzerland", "zurich"]],
  [
    "asia",
    ["apac", "asia pacific", "asia-pacific"],
    ["apac", "singapore", "sydney", "tokyo", "bangalore", "hong kong"],
  ],
  [
    "united states",
    ["midwest", "midwestern"],
    [
      "midwest",
      "chicago",
      "detroit",
      "minneapolis",
      "columbus",
      "milwaukee",
      "indianapolis",
      "st. louis",
      "kansas city",
    ],
  ],
  [
    "united states",
    ["east coast"],
    ["east coast", "new york", "nyc", "boston", "philadelphia", "washington, dc", "miami"],
  ],
  ["united states", ["west coast"], ["west coast", "san francisco", "bay area", "los angeles", "seattle", "portland"]],
];
for (const [region, names, spellings] of subregions) {
  regions[region]!.push(...names);
  for (const name of names) placeSpellings[name] = spellings;
}
/** The place a word for its people names, as a reason says it ('Based in Europe', not 'in European'). */
const placeOfPeople: Record<string, string> = {
  european: "europe",
  "latin american": "latin america",
  "south american": "south america",
  british: "uk",
  german: "germany",
  french: "france",
  dutch: "netherlands",
  american: "america",
  african: "africa",
  canadian: "canada",
  indian: "india",
  australian: "australia",
};
/** A place as the description named it, or the place its people's word stands for. */
export const placeNamed = (name: string) => placeOfPeople[name] ?? name;
for (const [region, country, said, cities] of countries) {
  const list = regions[region]!;
  for (const name of [country, ...said, ...cities]) if (!list.includes(name)) list.push(name);
  for (const d of said) {
    demonyms.add(d);
    placeOfPeople[d] = country;
  }
  for (const name of [country, ...said]) placeSpellings[name] ??= [country, ...cities];
}
const places = Object.entries(regions).flatMap(([region, names]) => names.map((n) => [n, region] as const));

/**
 * Each trade's field of work, by the role's name: 'design work', 'content help' or 'growing
 * their data team' asks for the trade as much as naming the person does. The generic developer
 * has none: 'insurtech companies looking for engineering help' wants the kind of company first,
 * and the generic trade outweighed it (docs/performance.md, tenth pass).
 */
const fieldOfRole: Record<string, string> = {
  designer: "design|ux|ui|ui/ux|ux/ui|graphic design|product design|branding",
  writer: "writing|content|copywriting|copy|editorial|documentation",
  marketer: "marketing|growth|seo|social media|paid ads",
  data: "data|analytics|bi",
  video: "video|animation|motion graphics",
  sales: "sales|business development|outbound",
  "product manager": "product management|product",
  security: "security|appsec",
  finance: "finance|accounting|bookkeeping",
  legal: "legal",
  recruiter: "recruiting|talent acquisition",
  operations: "ops|operations",
  qa: "qa|testing|test automation",
  "machine learning": "ml|ai|machine learning",
  devops: "devops|infrastructure|infra|cloud|platform",
  "people ops": "hr|people ops",
  pr: "pr|comms|communications",
  community: "community",
  audio: "audio|podcast",
  artist: "illustration|art",
  photographer: "photography|photo",
  mobile: "mobile|ios|android",
};
/**
 * The work or the team of a field ('design work', 'building out a data team'), as a pattern's source;
 * also the field typed last after the clients, keyword style ('food delivery startups marketing').
 */
const fieldPhrases = (field: string) =>
  `(?<=\\b(?:startups|compan(?:y|ies)|brands|agencies|firms|businesses|stores|shops|founders|clinics|nonprofits|restaurants|saas|b2b|dtc|e-?commerce) )(?:${field})(?=\\s*$)|\\b(?:${field}) (?:work|help|support|hires?|talent|capacity|projects?|contractors?|freelancers?|resources?|person|people|folks?)\\b|\\b(?:build|grow|scal|expand|staff)\\w*(?: out| up)? (?:an? |the |their |its |our |your )?(?:new |first |in-house |own )?(?:${field}) (?:teams?|departments?|functions?)\\b`;

/** Openings named as such after a trade ('marketing roles', 'support jobs'). */
const openingsWord = /\s(?:roles?|jobs?|positions?|openings?|hires?|gigs?)$/;

/**
 * Each role's pattern as a person to hire, made once: not 'developer tools' or 'design
 * software' (a product for that trade), nor 'tools for recruiters' (a product's audience).
 * `hiring` adds the words that name the role only when hiring is asked about.
 */
const roleRules = roles.map((role) => {
  const rule = (asked: string) =>
    new RegExp(
      `(?<!\\b(?:tools?|apps?|software|platforms?|products?) for (?:\\w+ )?)(?:${asked})(?! (?:tools?|platforms?|software|apps?|products?|experience|sdks?|apis?|advocates?|relations)\\b)`,
      "i",
    );
  // What the trade delivers names it as much as the person does ('explainer videos': a video producer's buyers).
  const field = fieldOfRole[role.role];
  const fieldWork = field ? fieldPhrases(field) : undefined;
  const asked = [role.asked.source, role.deliverables?.source, fieldWork].filter(Boolean).join("|");
  return {
    role,
    fieldWork: fieldWork ? new RegExp(fieldWork) : undefined,
    plain: rule(asked),
    hiring: role.whenHiring ? rule(`${asked}|${role.whenHiring.source}`) : undefined,
  };
});

/** Whom a product is for, when it is small businesses ('invoicing apps for freelancers'). */
const audienceRule =
  /\b(?:for|serving|serves?|sell(?:s|ing)? to|(?:whose |their )?customers are|used by) (small businesses|small business owners|small teams|smbs?|smes?|local (?:businesses|shops|stores)|freelancers|solopreneurs)\b/;
/** Saying whom a company sells to ('startups serving small businesses'): the kind named is its customers. */
const audienceFrame = /\b(?:serving|serves?|sell(?:s|ing)? to|customers are|used by)\b/;
/** The words of the small-business audience that name businesses (not freelancers or teams). */
const businessAudienceWords = ["small business", "smb", "smbs", "sme", "smes", "local business"];
const smallBusinessWords = [...businessAudienceWords, "freelancer", "solopreneur", "small team"];

/** A word or phrase of a description standing whole: not inside a longer word. */
const wholeWord = (w: string, flags = "") => new RegExp(`(^|[^a-z0-9])${escapeRegExp(w)}(?=[^a-z0-9]|$)`, flags);

/** A source named by the people who read it: 'YC companies', 'on Product Hunt', 'HN who is hiring'. */
const sourceRules: [string, RegExp][] = [
  ["ycombinator", /\b(yc|y combinator|ycombinator|yc-backed)\b/],
  ["producthunt", /\b(product hunt|producthunt)\b/],
  // 'Show HN' is a kind of launch, not where the prospects were found.
  ["hackernews", /\b(hacker news|(?<!show |ask )hn|who(?:'s| is) hiring thread)\b/],
];

/** A YC batch as posts shorten it ('W26', 'X25') or YC writes it ('Spring 2026'). */
const batchRule = /\b(?:([wsxpf])(\d{2})|(winter|spring|summer|fall) (?:of )?'?(?:20)?(\d{2}))\b/g;

/** Sizes a description names, and whether it names them as a size (`said`) rather than as growth. */
const sizeRules: [string[], RegExp, boolean][] = [
  [
    ["1-10"],
    /\b(?:under|fewer than|less than|below) (?:10|ten|5|five) (?:people|employees|staff)\b|\bsolo founders?\b/i,
    true,
  ],
  [["1-10", "11-50"], /\b(small|tiny|early[- ]stage|small businesses|smbs?)\b/i, true],
  [["51-200", "201-1000"], /\bmid[- ]size/i, true],
  // Not what grows that is not the company ('brands with growing traffic').
  [
    ["51-200", "201-1000"],
    /\b(growing(?! (?:traffic|revenue|audiences?|user ?bases?|users|lists?|email lists?|pipelines?|sales|demand|communit(?:y|ies)|followings?|mrr|arr|customer bases?|waitlists?))|scale-?ups?)\b/i,
    false,
  ],
  [["1000+"], /\b(enterprise|large compan\w*|corporates?)\b/i, true],
];
/**
 * The user's introduction of themselves at the start of a description ("We're a small AI consultancy
 * that builds LLM agents", 'As a security consultant', 'My bookkeeping firm'), up to where they turn to
 * what they want. 'My' and 'our' introduce the user only before their kind of business: 'my ideal
 * clients are ...' is the client. A service business named first, before what it wants, is the user
 * too ('marketing agency looking for local businesses'); 'agencies hiring ...' is the client.
 */
const ownIntro =
  /^(?:(?:i'?m|i am|we'?re|we are|as|i run|we run|i own|i manage|i lead) an?|(?:my|our)(?= (?:[a-z-]+ ){0,3}?(?:agency|studio|firm|shop|consultancy|practice|collective|team|company|business)\b)|(?=(?:[a-z0-9&+-]+ ){0,3}(?:agency|studio|consultancy|consultant|freelancer|dev shop|collective) (?:looking|seeking|searching|wants?|wanting|needs?)\b)) ?[^,.;:!?]*?(?=[,.;:!?]| (?:and )?(?:would|i'd|we'd|i|we|want|wants|looking|seeking|searching|need|needs)\b|$)/;
/** Contract or part-time work asked for: 'contract web developers', 'part-time or contract devs', 'a React contractor', 'contract work'. */
const engagementAsked =
  /\b(?:(?:part[- ]time|contract|freelance|fractional)(?: (?:or|and|\/) (?:part[- ]time|contract|freelance|fractional))? (?:[a-z.+#-]+ ){0,2}?(?:roles?|jobs?|positions?|gigs?|work|help|hires?|developers?|devs?|engineers?|designers?|writers?|marketers?|bookkeepers?|accountants?|[a-z]+ists?|[a-z]+ers?|[a-z]{3,}ors?)|[a-z]+ contractors?|on (?:a )?contract(?: basis)?)\b/;
/**
 * The same said as a description's last word or a part of its own, after the trade ('Rails developer,
 * part-time contract', 'analytics engineer contract'): never a smart contract.
 */
const engagementTail =
  /(?<!\bsmart )\b(?:part[- ]time|contract|freelance|fractional)(?: (?:or|and|\/) (?:part[- ]time|contract|freelance|fractional))?(?: (?:work|basis|gigs?|only|roles?))?\s*(?:$|[,.;!)])/;
/** Paid advertising named as the work ('paid ads', 'PPC', 'ad campaigns'). */
const adsWork = /\b(?:ads|advert\w*|ppc|paid (?:social|search|media|acquisition)|ad (?:campaigns?|spend|accounts?))\b/;
/** The platforms paid ads run on, as a description names them. */
const adPlatforms = new Set([
  "google",
  "meta",
  "facebook",
  "instagram",
  "tiktok",
  "linkedin",
  "youtube",
  "reddit",
  "pinterest",
  "snapchat",
  "twitter",
  "bing",
  "amazon",
]);
/** The trade a business in a field sells ('a marketing agency', 'an AI consultancy'). */
const fieldTrades: Record<string, string> = {
  Marketing: "marketer",
  "Artificial Intelligence": "machine learning",
  Security: "security",
  HR: "people ops",
};
/** A business that sells a service, as a user introduces their own ("we're a small AI consultancy"). */
const serviceBusiness = /\b(?:consultan(?:cy|ts?)|agency|studio|freelancer|contractor|dev shop|firm|collective)\b/;
/** A size the user gives themselves ("we're a small agency", 'I run a tiny studio'). */
const ownSize =
  /\b(?:we(?:'|’)?re|we are|i(?:'|’)?m|i am|i run|we run|i own|i manage|i lead|our|my|as)\s+(?:an?\s+)?(?:small|tiny)\b/gi;
/** A sentence in which the user says what they have ('I have a PhD in ...', 'my background is in ...'). */
const ownBackground =
  /(?:^|[.?!;]\s*)(?:(?:i|we) (?:have|hold|bring|(?:'ve|’ve|have) got)\b|my (?:background|experience) (?:is|was|in)\b)[^.?!;]*/g;
/** A company's first hire of a trade ('their first designer', 'first marketing hire'). */
const firstHire =
  /\bfirst (?:[a-z-]+ ){0,2}?(?:hires?|designers?|marketers?|writers?|engineers?|developers?|devs?|pms?|product managers?|salespeople|sales reps?|recruiters?|employees?)\b/;
/** Growth said as speed ('fast-growing', 'rapidly growing', 'hypergrowth'). */
const fastGrowth = /\b(?:(?:fast|rapidly|quickly)[- ]growing|hyper-?growth|high-growth)\b/;
/** YC calls a company past its first rounds 'Growth'; a post rarely says it in these words. */
export const growthStage = /\b(?:growth|later|late)[- ]stage\b/i;
/** Remote work as a description says it; 'remote-first' whole, so no 'first' is left to match. */
// 'Fully remote' whole: its 'fully' is no word a post must contain.
const remoteRule =
  /\b(remote[- ](?:first|friendly|ok|only)|(?:fully |completely |entirely |100% )?remote(?:ly)?|work(?:ing)? from home|wfh|distributed)\b/i;
/** A round and the ones after it ('Series B or later', 'Series B+', 'past Series B'). */
const laterRounds =
  /\b(?:(past|beyond|after|post-?)\s?)?series ([a-f])\b(?:(?=\s*\+)|(?= (?:or|and) (?:later|above|beyond|higher|up)\b)|(?<=(?:past|beyond|after|post-?)\s?series [a-f]))/;
const stageRules: [string, RegExp][] = [
  ["Seed", /\b(seed[- ]stage|seed|pre-seed)\b/i],
  ["Series A", /\bseries a\b/i],
  ["Series B", /\bseries b\b/i],
  ["Early", /\bearly[- ]stage\b/i],
  ["Growth", growthStage],
];
/** YC's team-size buckets with their bounds, for a head count typed as a number ('1000+ employees'). */
const sizeBuckets: [string, number, number][] = [
  ["1-10", 1, 10],
  ["11-50", 11, 50],
  ["51-200", 51, 200],
  ["201-1000", 201, 1000],
  ["1000+", 1001, Number.POSITIVE_INFINITY],
];
const headCount =
  /\b(?:(under|fewer than|less than|below|up to|over|more than|past|above|at least)\s+)?(?:(\d[\d,]*)\s*(?:-|–|to|and)\s*)?(\d[\d,]*)\s*(\+)?\s*(?:employees?|people|staff|headcount|persons?)(?: range| count)?\b/;
/** The buckets a typed head count asks for: 'under 50 people' the smaller ones, 'past 50'/'50+' the larger. */
function sizesFromCount(q: string) {
  const m = q.match(headCount);
  if (!m) return undefined;
  const n = Number(m[3]!.replaceAll(",", ""));
  // 'between 20 and 200 employees', '201-500 employee range': every bucket the range touches.
  const from = m[2] === undefined ? undefined : Number(m[2].replaceAll(",", ""));
  const below = m[1] && /under|fewer|less|below|up to/.test(m[1]);
  const above = m[4] === "+" || (m[1] !== undefined && !below);
  const sizes = sizeBuckets
    .filter(([, lo, hi]) =>
      from !== undefined && from < n ? lo <= n && hi > from : below ? lo < n : above ? hi > n : lo <= n && n <= hi,
    )
    .map(([label]) => label);
  return { sizes, said: m[0] };
}
/** British and American spellings that no suffix rule covers. */
const spellingPairs: Record<string, string> = {
  programme: "program",
  programmes: "programs",
  centre: "center",
  centres: "centers",
  theatre: "theater",
  fibre: "fiber",
  catalogue: "catalog",
  licence: "license",
  licences: "licenses",
  defence: "defense",
  colour: "color",
  colours: "colors",
  behaviour: "behavior",
  behavioural: "behavioral",
  labour: "labor",
  favourite: "favorite",
  neighbourhood: "neighborhood",
  jewellery: "jewelry",
  cheque: "check",
  aluminium: "aluminum",
  paediatric: "pediatric",
  orthopaedic: "orthopedic",
  anaesthesia: "anesthesia",
};
const spellingPairsBack = Object.fromEntries(
  Object.entries(spellingPairs)
    .filter(([, us]) => us !== "check" && us !== "program" && us !== "programs")
    .map(([uk, us]) => [us, uk]),
);
/**
 * The other spelling of a word, British or American ('organisation', 'optimise', 'analyse',
 * 'programme', 'colour'), so either finds posts written in the other; undefined when it has none.
 */
export function otherSpelling(w: string) {
  const pair = spellingPairs[w] ?? spellingPairsBack[w];
  if (pair) return pair;
  if (w.length < 6) return undefined;
  const swaps: [RegExp, string][] = [
    [/isation(s?)$/, "ization$1"],
    [/ization(s?)$/, "isation$1"],
    [/is(e|ed|es|er|ers|ing)$/, "iz$1"],
    [/iz(e|ed|es|er|ers|ing)$/, "is$1"],
    [/yse(s|d)?$/, "yze$1"],
    [/yze(s|d)?$/, "yse$1"],
  ];
  for (const [from, to] of swaps) if (from.test(w)) return w.replace(from, to);
  return undefined;
}

/** How long the work lasts ('for a few months', 'a 3-month contract'): how it is engaged, not what it is about. */
const engagementLength =
  /\bfor (?:a |the next |about |around |at least )?(?:few |couple(?: of)? |several |many |\d{1,2}\+? |one |two |three |four |five |six |seven |eight |nine |ten |twelve |fifteen |twenty )?(?:days?|weeks?|months?|years?)\b(?!-)|\b(?:\d{1,2}|one|two|three|four|six|twelve)[- ](?:weeks?|months?)(?=[- ](?:long|contracts?|projects?|engagements?|gigs?|retainers?|sprints?)\b)|\b(?:year|month|week)-long\b/;
// Only explicit time words: "new" (a new website, New York) and places never imply a date.
/** A period counted out: 'the past few days', 'last 2 weeks', 'past three months'. */
const countedPeriod =
  /\b(?:in )?(?:the )?(?:past|last) (\d{1,3}|few|couple(?: of)?|two|three|four|five|six|several) (?:(?:yc|y combinator) )?(days?|weeks?|months?|batch(?:es)?)\b/;
const periodCounts: Record<string, number> = {
  few: 3,
  couple: 2,
  "couple of": 2,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  several: 5,
};
const recencyRules: [number, RegExp][] = [
  [1, /\b(today|yesterday|last 24 hours)\b/i],
  [7, /\b(this week|last week|past week|last 7 days)\b/i],
  [
    31,
    /\b(this month|last month|past month|last 30 days|right now|at the moment|just (?:raised|launched|closed|announced|shipped|released|funded|got funded))\b/i,
  ],
  [
    90,
    /\b(recent(?:ly)?|lately|of late|this quarter|last 90 days|last three months|just (?:got|been|gotten) (?:into|accepted)|(?:latest|newest|current|last) (?:yc |y combinator )?batch)\b/i,
  ],
  [365, /\b(this year|past year|last year|last 12 months|last twelve months)\b/i],
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
  "frontend",
  "front-end",
  "backend",
  "back-end",
  "full-stack",
  "fullstack",
  // Named tools, engines and platforms a freelancer builds in (the lexicon's list).
  ...namedTools.map((t) => t.toLowerCase()),
  // Standards a company works to: a number is part of the name, so they are read whole.
  "soc 2",
  "soc2",
  "iso 27001",
  "hipaa",
  "gdpr",
];

// Compiled once: a search runs these against every description.
/** Words for the companies a description asks for ('startups', 'brands', 'founders'). */
const companyNoun =
  /\b(?:startups?|compan(?:y|ies)|brands?|founders?|businesses|firms?|agencies|clients?|customers?|orgs?|organi[sz]ations?|nonprofits?|teams?|stores?|shops?|restaurants?|clinics?)\b/;
/**
 * Where the user is, not the client: 'a virtual assistant from the Philippines', "I'm a designer based
 * in Lisbon". Only before any company is named: 'startups based in Berlin' are the clients.
 */
function saidAsOwnPlace(q: string, place: string) {
  const m = new RegExp(
    `\\b(?:from|based in|based out of|located in|living in) (?:the )?${escapeRegExp(place)}\\b`,
  ).exec(q);
  return !!m && !companyNoun.test(q.slice(0, m.index)) && !localClients.test(q.slice(m.index));
}

/**
 * Clients asked for near the user ("I'm a designer based in Berlin looking for local startups"):
 * the user's own place is theirs too. The word 'local' is then said by the place, and is no word for
 * a post to hold.
 */
const localClients =
  /\blocal (?:[a-z-]+ )?(?:startups?|compan(?:y|ies)|brands?|founders?|businesses|firms?|clients?|teams?|shops?|stores?|restaurants?|clinics?|nonprofits?|orgs?)\b/;

/**
 * Place names that are also a framework's ('Elixir Phoenix developer', 'Phoenix LiveView'): beside
 * the words that go with the framework, and not after 'in', the name is the technology, left to
 * match as a word of the post's.
 */
const placeAsTech: Record<string, RegExp> = {
  phoenix: /\b(?:elixir|erlang|liveview|live view|phoenix (?:framework|channels))\b/,
};
const placeTaken = (q: string, place: string) =>
  !placeAsTech[place]?.test(q) || new RegExp(`\\b(?:in|near|around|based in) ${escapeRegExp(place)}\\b`).test(q);

/** A people's name used for their language ('translation into Spanish', 'French copy'). */
const languageUse = (demonym: string) =>
  new RegExp(
    `\\b(?:into|from|to|in) (?:[a-z]+(?:,| and| or) )*${demonym}\\b(?! (?:startups?|compan\\w+|businesses|teams?|founders?|market|cities|city))|\\b${demonym}(?:(?:,|,? and|,? or| ?&| ?\\/) [a-z]+)*[- ](?:language|translations?|translators?|copy|content|localization|localisation|subtitles?|voice-?overs?)\\b|\\b${demonym}[- ](?:speaking|speakers?|fluency)\\b(?! (?:startups?|compan\\w+|businesses|teams?|founders?|markets?|countries|cities|regions?|world)\\b)|\\b(?:fluent in|speaks?|speaking) ${demonym}\\b`,
  );

/**
 * 'us' is the country when typed 'US' or 'U.S.'; typed in lower case by someone who uses capitals
 * elsewhere, or after a word that takes an object ('4 of us', 'help us', 'work with us'), it is the
 * user and their team.
 */
function usIsThePronoun(query: string) {
  if (/\bU\.?S\b/.test(query) || /\b(?:the|in) us\b/i.test(query)) return false;
  // Capitals used elsewhere, not counting the first letter and 'I'.
  if (/[A-Z]/.test(query.slice(1).replace(/\bI\b/g, ""))) return true;
  return /\b(?:of|for|with|help|let|join|contact|hire|hires|give|send|tell|show|about|like|ask|reach|pay|pays|suit|suits|fit|fits|need|needs|want|wants|trust|than|to|from|by|call|email) us\b(?!-)|\bus\b(?= (?:to|with|find|reach|work|grow|out)\b)/.test(
    query.toLowerCase(),
  );
}

// Longest names first, so 'latin america' is read before the 'america' inside it can be.
const placeRules = [...places]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([place, region]) => [place, region, new RegExp(`(^|[^a-z])${escapeRegExp(place)}([^a-z]|$)`)] as const);
const skillRules = skillWords.map((s) => [s, new RegExp(`(^|[^a-z0-9])${escapeRegExp(s)}([^a-z0-9]|$)`)] as const);

/** Employment words: worth a little in the text match (posts say 'Contract', 'Part-time'), never a subject. */
const employmentWords = new Set([
  "contract",
  "contractor",
  "contractors",
  "consultant",
  "consultants",
  "consulting",
  "freelance",
  "freelancer",
  "freelancers",
  "independent",
  "part-time",
  "fractional",
  "temporary",
  "contracts",
  "short-term",
  "long-term",
  "full-time",
]);
/** A title's seniority ('senior', 'lead'): posts word it every way, so it ranks a little and is never required. */
const seniorityWords = new Set([
  "senior",
  "sr",
  "junior",
  "jr",
  "mid-level",
  "midlevel",
  "staff",
  "principal",
  "lead",
  "entry-level",
  "intern",
  "interns",
]);
/** Words that say little on their own ('legal tech', 'Amsterdam tech companies'): they rank at half weight, never required. */
const genericWords = new Set([
  // The person named after the trade ('an email marketing specialist', 'an Airtable expert').
  "specialist",
  "specialists",
  "expert",
  "experts",
  "guru",
  "gurus",
  "wizard",
  "wizards",
  "ninja",
  "ninjas",
  "guy",
  "gal",
  "person",
  "pro",
  "pros",
  "tech",
  "technology",
  "digital",
  "online",
  "software",
  // What kind of thing, not what it is about: 'email marketing tools' is about email marketing.
  "tool",
  "tools",
  "app",
  "apps",
  "application",
  "applications",
  "platform",
  "platforms",
  "product",
  "products",
  "solution",
  "solutions",
  "service",
  "services",
  "brands",
  "stores",
  "store",
  // The kind of service, not its subject: 'accessibility audits' are about accessibility.
  "audit",
  "audits",
  "setup",
  "retainer",
  "retainers",
]);
/** Words that are only grammar or time here ('new' is not a date, and a place keeps its own name). */
const notTerms = new Set([
  "new",
  "newly",
  "latest",
  "based",
  "located",
  "around",
  "area",
  "region",
  // How much or how, not what: 'actively hiring', 'well-funded', 'going through'.
  ..."actively rapidly quickly well going".split(" "),
  "friendly",
  // 'growing past 50 people': a size, not a subject.
  "past",
  // 'startups building with LLMs': what they do with the subject, not a subject.
  "build",
  "builds",
  "building",
  "built",
  // 'companies that posted jobs': the hiring is the signal, the posting no subject.
  "posted",
  "posting",
  // What a user says of themselves ('10 years of experience', 'specialising in dashboards', 'can set up').
  ..."years experience experienced expertise specialising specializing specialise specialize specialised specialized skilled talented reliable affordable set available run write writes".split(
    " ",
  ),
  // 'businesses that sell to plumbers', 'whose customers are gyms': whom, not a subject.
  ..."sell sells selling serve serves serving customers".split(" "),
  // What the user would help them do ('pass PCI DSS', 'cut AWS costs', 'struggling with churn'):
  // the subject follows; posts rarely use the verb.
  ..."pass passing improve improving fix fixing reduce reducing cut cutting lower lowering boost boosting increase increasing struggle struggling trying stuck hoping planning lose loses losing".split(
    " ",
  ),
]);

// A role named is the job the user would do: as much as the industry it is in.
const CONCEPT_WEIGHT = { skill: 3, industry: 2, place: 2, role: 2, term: 1, phrase: 1 } as const;

/**
 * Kinds of client or subjects typed as a list ('fintech, healthcare and edtech startups', 'plumbers,
 * roofers, HVAC'): any of them will do. (Skills listed are all wanted: 'React, TypeScript and Node'.)
 */
function listedTogether(q: string, a: string, b: string, kinds: boolean) {
  const [x, y] = [escapeRegExp(a), escapeRegExp(b)];
  // Two kinds of company joined by 'and' are a list too ('real estate and property management startups').
  return new RegExp(`\\b${x}, ${y}\\b|${kinds ? "\\b" : ", "}${x},? (?:and|&) ${y}\\b`).test(q);
}

/**
 * Two trades typed as alternatives ('an executive assistant or chief of staff', 'a copywriter or
 * growth marketer'): a title of one, 'or', and a title of the other within a word.
 */
function rolesAsAlternatives(q: string, a: readonly string[], b: readonly string[]) {
  const titles = (alts: readonly string[]) => alts.map(escapeRegExp).join("|");
  return new RegExp(`\\b(?:${titles(a)})s?,? or (?:an? )?(?:[a-z-]+ )?(?:${titles(b)})s?\\b`).test(q);
}

/**
 * Things of one kind typed as alternatives ('Berlin or Munich', 'React or Vue', 'Zapier or n8n')
 * are one thing asked for, any of whose spellings will do: otherwise each would be required.
 */
function joinAlternatives(q: string, concepts: Concept[]) {
  const out = [...concepts];
  for (let i = 0; i < out.length; i++) {
    for (let j = 0; j < out.length; j++) {
      const [a, b] = [out[i]!, out[j]!];
      // A kind of client the lexicon does not know, listed with one it does ('dentists and
      // chiropractors'), is another kind of client: a plural word typed as a term.
      const unknownKind = a.kind === "industry" && b.kind === "term" && b.required && /[a-z]{3}s$/.test(b.label);
      if (i === j || (a.kind !== b.kind && !unknownKind) || a.kind === "phrase") continue;
      const last = a.label.split(" or ").at(-1);
      if (
        a.kind === "role"
          ? !rolesAsAlternatives(q, a.alts, b.alts)
          : !q.includes(`${last} or ${b.label}`) &&
            !q.includes(`${last}, ${b.label} or `) &&
            !(a.kind !== "skill" && listedTogether(q, last ?? "", b.label, a.kind === "industry")) &&
            !(unknownKind && listedTogether(q, b.label, last ?? "", true))
      )
        continue;
      out[i] = {
        ...a,
        label: `${a.label} or ${b.label}`,
        alts: [...new Set([...a.alts, ...b.alts])],
        weight: Math.max(a.weight, b.weight),
        required: a.required || b.required,
      };
      out.splice(j, 1);
      // Start over: the joined one may join the next ('a, b or c').
      i = -1;
      break;
    }
  }
  return out;
}

/** 'could use marketing help', 'need some design help': the service before 'help'. */
const needsHelpRule =
  /\b(?:needs?|needing|could use|wants?|wanting|looking for)\s+(?:some |a little |more |extra )?((?:[a-z0-9+#./-]+ ){0,2}[a-z0-9+#./-]+) help\b/;
/** 'help with their marketing', 'help on growth': the service after 'help'. */
const helpWithRule = /\bhelp (?:with|on) (?:their |its |the |some )?((?:[a-z0-9+#./-]+ ){0,2}[a-z0-9+#./-]+)/;

/** A trade's field needed, said bare ('launched lately and need marketing', 'could use some design'). */
const needsFieldRule = new RegExp(
  `\\b(?:needs?|needing|could use|wants?|wanting)\\s+(?:some |more |better |extra |a little )?(${Object.values(fieldOfRole).join("|")})\\b(?! (?:tools?|software|platforms?|apps?|agenc\\w+|teams?))`,
);
/** The need around a trade's work ('needs a new website', 'a mobile app built'), leaving the work. */
const deliverableFrame =
  /^(?:needs?|needing|wants?|wanting|asking for|looking for|seeking) (?:an? |their |its )?(?:new |first |better )?/;
/** Words for work having been done to a deliverable, after it: one list for the two patterns below. */
const workDone = "built|developed|made|redone|rebuilt|redesign\\w*|rebuil\\w*|revamp\\w*|refresh\\w*|overhaul\\w*";
const deliverableEnd = new RegExp(` (?:${workDone})$`);

/**
 * A kind of company named with its noun ('insurance companies', 'fashion brands'): posts name the
 * kind alone ('insurance'), so that is a spelling too.
 */
const kindHead = (words: string) => {
  const head = words.replace(
    / (?:companies|company|firms?|brands?|startups?|agenc(?:y|ies)|providers?|carriers?|sector|industry)$/,
    "",
  );
  return head !== words && head.length > 3 ? [head] : [];
};

/** A typed title or piece of work in the singular ('data engineers'), leaving a short name whole ('AWS', 'iOS'). */
const singular = (typed: string) => typed.replace(/([a-z]{2,})ies$/, "$1y").replace(/([a-z]{2,}[^sui])s$/, "$1");

/** How a trade's work is done rather than what it is: 'custom', 'development', 'built'. */
const processWords = new RegExp(`^(?:custom|bespoke|new|development|design|designed|build|${workDone})$`);

/** A service, then 'for', then a kind of client within a few words: 'bookkeeping for early-stage startups'. */
const serviceForClientsRule =
  /^(?:i (?:do|offer|provide) )?((?:[a-z0-9+#./&-]+ ){0,5}?[a-z0-9+#./&-]+) for (?:[a-z0-9&-]+ ){0,4}?(?:startups?|compan(?:y|ies)|brands?|businesses|smbs?|founders?|agencies|teams?|firms?|organi[sz]ations?|nonprofits?|stores?|shops?|restaurants?|clinics?|practices|creators?|schools?|apps|products|saas)\b/;

/**
 * Words that name a piece of work sold: 'CRM setup', 'a Figma to React conversion'. A field
 * of work alone ('analytics for Shopify stores') may as well ask for products in it.
 */
const serviceWork =
  /\b(?:set ?ups?|clean-?ups?|audits?|design|development|copy|conversions?|migrations?|implementations?|integrations?|management|strategy|outreach|production|optimi[sz]ation|automation|services?|translations?|photography|illustrations?|visuali[sz]ations?|documentation|compliance|fix(?:es)?|redesigns?|rebuilds?|maintenance|websites?(?! builders?))\b/;
/**
 * A trade the lexicon does not know, named as the person who does it ('Spanish translator', 'voice
 * actor for games', "I'm a freelance event planner"): the user sells it, so buyers are wanted. Only at
 * the start or after 'I'm a', and before 'for', a comma or the end, so a client named that way
 * ('dentists who need a website') is not taken for the trade.
 */
const agentTrade =
  /(?:^|\b(?:i'?m|i am|as|we'?re) an? )(?:[a-z-]+ )?(?!(?:founder|customer|owner|user|partner|member|leader|buyer|seller|provider|investor|creator|player|manager|builder|other|under|after|power|order|water|paper|computer|server|newsletter|container|sensor|vendor|sector|monitor|error|color|doctor|checklist|playlist|waitlist)s?\b)[a-z]{3,}(?:er|or|ist|ian)s?(?= for\b|,|$| (?:available|looking for (?:work|clients|gigs|projects)))/;

/** The trade before 'for' ('bookkeeping for restaurants') names a service by its work or its doing. */
const isService = (trade: string) =>
  serviceWork.test(trade) ||
  /\b[a-z]{3,}ing\b/.test(trade) ||
  // A person who sells it: 'brand strategist', 'growth advisor'.
  /\b(?:strategists?|specialists?|experts?|advisors?|advisers?|coach(?:es)?|agency|studio)\b/.test(trade);

/** Who or what follows a tool's name when the tool names a trade ('Figma wizard', 'HubSpot admin', 'Heroku migration'). */
const toolPerson =
  "(?:experts?|wizards?|gurus?|ninjas?|person|people|guys?|gals?|specialists?|consultants?|consulting|consultancy|pros?|freelancers?|contractors?|admins?|administrators?|devs?|help|work|setups?|set ?ups?|migrations?|implementations?|integrations?|audits?|clean-?ups?|projects?|gigs?|agency|agencies|partners?)\\b";

/** A hyphenated word as posts write it, each way ('non-profits', 'non profits', 'nonprofits'); undefined for another word. */
const hyphenSpellings = (w: string) =>
  w.includes("-") ? [w, w.replaceAll("-", " "), w.replaceAll("-", "")] : undefined;

/**
 * A part of a description that rules something out: 'not crypto', 'not Ireland', 'except agencies',
 * 'other than fintech', up to the next comma, clause or conjunction. 'no' and 'without' are left
 * alone, since they name the need ('no sales team yet', 'without a website'), as are 'not just',
 * 'not yet', 'not sure' and the like, and 'or not'.
 */
const ruledOutPart =
  /\b(?:(?<!\bor )not(?! (?:just|only|necessarily|sure|yet|too|so|very|much|many|all|always|quite|that|a lot)\b)|except(?: for)?|excluding|other than|rather than)\s+((?:(?!\b(?:and|but|that|who|which|with|just|only|so|because)\b)[^,.;:!?()\n])+)/gi;

/**
 * 'no' starting a part of its own ('seed-stage startups, no agencies', 'fintech but no crypto'),
 * up to the next comma or clause. It rules out only when what follows names kinds of company
 * (namesOnlyKinds): 'startups, no website yet' and 'with no sales team' name a need.
 */
const noKindPart =
  /(?:^|[,;(]|\b(?:and|but)\b)\s*no\s+((?:(?!\b(?:and|but|that|who|which|with|just|only|so|because|yet)\b)[^,.;:!?()\n])+)/gi;

/**
 * A part naming only go-betweens ('no recruiters', 'no staffing agencies or headhunters'): a
 * freelancer wanting clients direct. 'recruiters' alone would read as the recruiter's trade.
 */
const middlemenOnly =
  /^(?:(?:staffing|recruitment|recruiting|talent)\s+)?(?:agenc(?:y|ies)|recruiters?|headhunters?|middlem[ae]n)(?:\s*(?:,|or|and|&|\/)\s*(?:(?:staffing|recruitment|recruiting|talent)\s+)?(?:agenc(?:y|ies)|recruiters?|headhunters?|middlem[ae]n))*(?:\s+please)?$/i;

/** Whether a part names kinds of company ('agencies', 'crypto or web3') and nothing else. */
function namesOnlyKinds(part: string) {
  const asked = (readDescription(part).concepts ?? []).filter((c) => c.required);
  // A technology that is one of the kind's own names ('web3' of crypto) is that kind too.
  const kindName = (label: string) => asked.some((c) => c.kind === "industry" && c.alts.includes(label));
  return asked.length > 0 && asked.every((c) => c.kind === "industry" || (c.kind === "skill" && kindName(c.label)));
}

/**
 * What a description asks for (see readDescription), less what it rules out, which is kept as
 * `ruledOut`: 'early-stage companies, not crypto, building consumer finance apps' asks for
 * consumer finance and no longer for crypto.
 */
export function parseQuery(query: string, skills: string[] = []): Facets {
  // 'no agencies', 'no crypto' as a part of its own: a kind of company ruled out.
  const noKinds = [...query.matchAll(noKindPart)].filter(
    (m) => middlemenOnly.test(m[1]!.trim()) || namesOnlyKinds(m[1]!),
  );
  const typed = noKinds.reduce((q, m) => q.replace(m[0], m[0].startsWith(",") ? "," : " "), query);
  const parts = [...typed.matchAll(ruledOutPart), ...noKinds].map((m) => m[1]!.trim()).filter(Boolean);
  if (!parts.length) return readDescription(query, skills);
  const asked = typed.replace(ruledOutPart, " ").replace(/\s+/g, " ").trim();
  // Nothing left to ask ('not crypto'): the description is read as typed.
  if (!/[a-z0-9]/i.test(asked)) return readDescription(query, skills);
  const facets = readDescription(asked, skills);
  const askedLabels = new Set((facets.concepts ?? []).map((c) => c.label));
  const ruledOut = (readDescription(parts.join(", ")).concepts ?? []).flatMap((c) =>
    (c.kind === "industry" || c.kind === "skill" || c.kind === "place") && c.required && !askedLabels.has(c.label)
      ? [{ kind: c.kind, label: c.label, alts: c.alts }]
      : [],
  );
  // Go-betweens ruled out ('no agencies', 'no recruiters'): a recruiter's post for its client too.
  if (parts.some((p) => middlemenOnly.test(p) || queryOnlyKinds.Agencies!.test(p)))
    ruledOut.push({ kind: "industry", label: RECRUITERS, alts: [] });
  if (ruledOut.length) facets.ruledOut = ruledOut;
  return facets;
}

/**
 * What a description asks for: the facets a search ranks by and the concepts its text match looks
 * for. Pure and cheap: a few regex passes.
 */
function readDescription(query: string, skills: string[] = []): Facets {
  // 'fintechs', 'proptechs': the industry's own word, as the lexicon has it.
  // A slipped lexicon word is read as meant ('helthcare'): see spelling.ts.
  const q = putRightAll(
    query
      .toLowerCase()
      .replace(/\s+/g, " ")
      .replace(/\b([a-z]+tech)s\b/g, "$1")
      // One spelling for what is written several ways: 'part time' is 'part-time', 'k8s' Kubernetes.
      .replace(/\b(part|full|short|long) (time|term)\b/g, "$1-$2")
      .replace(/\bk8s\b/g, "kubernetes")
      // A tool named by its site ('Bubble.io', 'webflow.com'): the tool, with no 'io' or 'com' to find.
      .replace(/\b([a-z][a-z0-9-]+)\.(?:io|com|co|app|so|dev|net|org)\b(?!\.\w)/g, "$1")
      // 'A technical PM', 'PM roles': a product manager (not a hotel's PMS).
      .replace(
        /\b(technical|senior|junior|lead|contract|freelance|fractional|an?(?= pm\b)) pm(s?)\b|\bpm(s?)(?= (?:roles?|jobs?|positions?|openings?|hires?)\b)/g,
        (_, before?: string, s1?: string, s2?: string) =>
          `${before ? `${before} ` : ""}product manager${s1 ?? s2 ?? ""}`,
      )
      .replace(/\bfull stack\b/g, "full-stack")
      // 'Series A-C', 'series b to d': each round of the range.
      .replace(/\bseries ([a-f]) ?(?:-|–|to|through) ?(?:series )?([a-f])\b/g, (_, from: string, to: string) =>
        "abcdef"
          .slice("abcdef".indexOf(from), "abcdef".indexOf(to) + 1)
          .split("")
          .map((r) => `series ${r}`)
          .join(", "),
      )
      // 'Series A or B', 'series A/B': each round named.
      .replace(
        /\bseries ([a-f])((?:(?:,| or| and|\/|,? or| &) ?(?:series )?[a-f]\b)+)/g,
        (_, first: string, more: string) =>
          [first, ...(more.match(/\b[a-f]\b/g) ?? [])].map((r) => `series ${r}`).join(", "),
      )
      // 'AI or ML engineer', 'support or success jobs': each kind with the title.
      .replace(
        /\b(ai|ml|ios|android|front-?end|back-?end|web|mobile|data|product|ux|ui|support|success|sales|marketing|devops|qa|security|platform|infra(?:structure)?|software|hardware|firmware|embedded|cloud|full-stack|game|growth|content|brand) (or|and|&|\/) ([a-z-]+) (engineers?|developers?|devs?|designers?|jobs?|roles?|positions?|managers?|specialists?|leads?|hires?|scientists?|researchers?|writers?|marketers?)\b/g,
        (_, first: string, joint: string, second: string, title: string) =>
          `${first} ${title} ${joint} ${second} ${title}`,
      )
      // 'in the productivity space': the field, not a word to find.
      .replace(/\b(the [a-z-]+(?: [a-z-]+)?) space\b/g, "$1")
      .trim(),
  );
  const facets: Facets = { industries: [], locations: [], sizes: [], stages: [], roles: [], skills: [], terms: [] };
  const concepts: Concept[] = [];
  const add = (
    kind: Concept["kind"],
    label: string,
    alts: string[],
    required = kind !== "role" && kind !== "phrase",
    weight?: number,
  ) => {
    // One concept per thing: 'node' and 'node.js' in one description are one skill.
    if (
      concepts.some(
        (c) => c.label === label || (kind === "skill" && c.kind === kind && c.alts.some((a) => alts.includes(a))),
      )
    )
      return;
    // What is not required only nudges the order (an industry's plain words, a compound's parts).
    const w = weight ?? (required || kind !== "industry" ? CONCEPT_WEIGHT[kind] : 0.5);
    concepts.push({ kind, label, alts: [...new Set(alts)], weight: w, required });
  };
  // What the words of the description were used for: the rest become plain terms.
  let rest = q;
  // The user's introduction of themselves ("We're a small AI consultancy"), and whether words are said after it.
  const intro = q.match(ownIntro)?.[0] ?? "";
  const saidAfterIntro = (words: string[]) => words.some((w) => wholeWord(w).test(q.slice(intro.length)));
  const consume = (rule: RegExp) => {
    // Earlier cuts leave runs of spaces, which a rule with a space in it ('open ... roles') would not cross.
    rest = rest.replace(/\s+/g, " ").replace(new RegExp(rule.source, "gi"), " ");
  };

  for (const [kind, rule] of signalRules) {
    if (rule.test(q)) {
      facets.signalKind = kind;
      break;
    }
  }
  // 'a designer for hire': the user, available; no word for a post to contain.
  consume(/\bfor hire\b/);
  // Roles first: 'devops engineer' is a role, not the developer-tools industry.
  const specialtyTitles: string[] = [];
  // The longest title typed goes first: 'motion designer' is the video trade's title before
  // 'designer' alone is the designer's (ties keep the lexicon's order).
  // (A test first: most roles are not named, and a failed match costs more than a failed test.)
  const titled: { role: Role; asRole: RegExp; fieldWork?: RegExp; order: number; length: number }[] = [];
  // The words of a trade's work named in several ('chatbot development', 'a custom plugin built'): what
  // it is about is a word to find, ranking as one typed alone would but never required, since posts
  // name the work in words of their own (added once the skills are known).
  const workSubjects: string[] = [];
  roleRules.forEach((r, order) => {
    const asRole = r.hiring && facets.signalKind === "hiring" ? r.hiring : r.plain;
    if (asRole.test(rest))
      titled.push({
        role: r.role,
        asRole,
        fieldWork: r.fieldWork,
        order,
        // Its longest title typed: in 'QA or test engineer', the QA trade's 'test engineer' goes before
        // the developer's 'engineer', which is part of it.
        length: Math.max(0, ...(rest.match(new RegExp(asRole.source, "gi")) ?? []).map((t) => t.length)),
      });
  });
  titled.sort((a, b) => b.length - a.length || a.order - b.order);
  for (const { role, asRole, fieldWork } of titled) {
    if (!asRole.test(rest)) continue;
    const typed = rest.match(asRole)?.[0] ?? "";
    // Named by its field ('design work'): no title of its own to look for.
    const byField = !!fieldWork?.test(typed) && !role.asked.test(typed) && !role.deliverables?.test(typed);
    // Named by its work ('needs a logo'): a post asking for that work is as good as one naming the
    // person, so the work itself is one of the role's spellings.
    const work =
      role.deliverables?.test(typed) && !role.asked.test(typed)
        ? singular(typed.replace(deliverableFrame, "").replace(deliverableEnd, ""))
        : "";
    // A named specialty must match ('data engineer'); the generic developer only ranks.
    // Each one-word title as typed is a spelling too ('animator' for the video trade), for this description only.
    const typedTitles = (rest.match(new RegExp(asRole.source, "gi")) ?? [])
      .map(singular)
      .filter((t) => /^[a-z]{4,}$/.test(t) && !role.said.includes(t));
    add("role", role.role, work ? [...role.said, work] : [...role.said, ...typedTitles], role.role !== "developer");
    // The exact title asked for ('data engineer' among the data roles) counts again, as much as the role.
    // ('marketing roles', 'support jobs' name the trade, not a title a post would use.)
    const title = byField || openingsWord.test(typed) ? "" : work || singular(typed);
    if (title?.includes(" ") && !role.oneTitle) add("phrase", title, [title], false, CONCEPT_WEIGHT.role);
    if (title && role.role !== "developer") specialtyTitles.push(title);
    if (work.includes(" ")) workSubjects.push(...work.split(" "));
    consume(asRole);
  }
  // A recruiter's clients hire the people the recruiter places ('an agency recruiter who places
  // engineers'): with another trade named, that trade is what to find, and the recruiter's own
  // title and agency only rank.
  const recruiter = concepts.find((c) => c.kind === "role" && c.label === "recruiter");
  if (recruiter && concepts.some((c) => c.kind === "role" && c !== recruiter)) {
    recruiter.required = false;
    recruiter.weight = 0.5;
    // ('technical recruiter': the user's own title, no title to find.)
    for (const c of concepts.filter((k) => k.kind === "phrase" && /\brecruiters?$/.test(k.label ?? "")))
      concepts.splice(concepts.indexOf(c), 1);
    rest = rest.replace(/\b(?:agency|agencies|staffing)\b/g, " ");
  }
  // Clients named by their own trade ('wedding photographers needing a website', 'designers who need a
  // portfolio site'): with another trade wanted, that trade is the kind of client, a word every result
  // must say, not the person to find.
  const trades = concepts.filter((c) => c.kind === "role");
  for (const c of trades.length > 1 ? trades : []) {
    const their = new RegExp(
      `\\b(${c.alts.map(escapeRegExp).join("|")})s? (?:(?:who|that) (?:need|want)s?|needing|wanting)\\b`,
    ).exec(q);
    if (!their) continue;
    concepts.splice(concepts.indexOf(c), 1);
    add("term", `${their[1]}s`, [their[1]!], true);
  }
  // 'just closed a funding round and need a designer': someone to hire named makes it a hiring
  // request; the round ranks (a post saying it raised) rather than asking for funding news.
  // A trade named only in the user's introduction is theirs ("I'm a freelance PR person ... startups that
  // just raised"): funded companies are what they want.
  const after = q.slice(intro.length);
  const roleAsked = (label: string) => {
    const r = roles.find((x) => x.role === label);
    return !r || r.asked.test(after) || !!r.deliverables?.test(after) || !!r.whenHiring?.test(after);
  };
  // 'companies that just raised and are hiring engineers': hiring, with the round ranking the same way.
  // (A stage, 'past Series B', is no round just raised.)
  const raisedToo =
    facets.signalKind === "hiring" && /\b(?:raised|raising|raises|funded|(?:funding|seed) rounds?)\b/.test(q);
  if ((facets.signalKind === "funding" && concepts.some((c) => c.kind === "role" && roleAsked(c.label))) || raisedToo) {
    // Read from the trade wanted, not typed, unless the description says hiring itself.
    if (facets.signalKind === "funding") facets.kindRead = true;
    facets.signalKind = "hiring";
    add("term", "raised", ["raised", "funding", "funded", "seed round", "series a", "series b"], false, 1);
  }

  for (const [s, rule] of skillRules) {
    if (rule.test(q) && !facets.skills.some((k) => k.includes(s))) facets.skills.push(s);
  }
  for (const s of skills) {
    const k = s.toLowerCase().trim();
    if (k && !facets.skills.includes(k)) facets.skills.push(k);
  }
  // A skill that is part of a specialty's title ('a UX designer', 'a UX researcher') is that
  // title's kind, which the title phrase already ranks: it ranks as much as a role, never required.
  for (const s of facets.skills) {
    // Only as a modifier of the person ('ux designer'), not as the trade itself ('seo for ...').
    const inTitle = specialtyTitles.some((t) => {
      const w = t.split(/[\s/]+/);
      return w.includes(s) && w.at(-1) !== s && !fillerWords.has(w.at(-1)!);
    });
    if (inTitle) add("skill", s, skillSpellings[s] ?? [s], false, CONCEPT_WEIGHT.role);
    else add("skill", s, skillSpellings[s] ?? [s]);
  }
  // What posts needing a skill also say ('PHP' for WordPress work): ranks a little, never required.
  const related = [...new Set(facets.skills.flatMap((s) => relatedToSkill[s] ?? []))].filter(
    (w) => !facets.skills.includes(w) && !q.includes(w),
  );
  if (related.length) add("term", `${facets.skills.join(" ")} (related)`, related, false, 0.5);
  // A person or a piece of work named by a tool ('a Rails person', 'Figma wizard', 'HubSpot admin',
  // 'Salesforce cleanup') is a service wanted, and for some tools names the trade that works in them,
  // which posts hire under its own titles. That ranks like a role typed, never required: the tool is.
  const toolNamesTrade = facets.skills.filter((k) =>
    new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(k)}(?: [a-z0-9+.-]+)? ${toolPerson}`).test(q),
  );
  const toolTrade = roles.find((r) => toolNamesTrade.some((k) => toolTrades[k] === r.role));
  if (toolTrade && !concepts.some((c) => c.kind === "role"))
    add("role", toolTrade.role, toolTrade.said, false, CONCEPT_WEIGHT.role);
  for (const w of workSubjects) {
    if (
      w.length > 2 &&
      !fillerWords.has(w) &&
      !processWords.test(w) &&
      // 'product demo video': 'product' is every launch's word, not what the video is about.
      w !== "product" &&
      !concepts.some((c) => c.alts.includes(w))
    )
      add("term", w, [w], false);
  }
  // Longest spelling of any skill first, so 'vue.js' goes whole rather than leaving '.js' behind,
  // and 'react native' before 'react' leaves no 'native'.
  // A technology naming a kind of company ('LLM startups', 'Shopify brands') is that kind too: it stays for the industries.
  const kindOfCompany = (a: string) =>
    new RegExp(
      `\\b${escapeRegExp(a)} (?:startups?|compan(?:y|ies)|businesses|teams|founders|firms|brands|stores)\\b`,
    ).test(q);
  for (const a of facets.skills.flatMap((s) => [s, ...(skillSpellings[s] ?? [])]).sort((x, y) => y.length - x.length))
    if (!kindOfCompany(a)) rest = rest.replace(wholeWord(a, "g"), " ");
  // 'Launched this week and could use marketing help': the help is the user's trade. A launch
  // needing it is told by being a launch; the launches that mention it are its vendors.
  if (facets.signalKind === "launch" || facets.signalKind === "funding") {
    const service = (q.match(needsHelpRule) ?? q.match(helpWithRule) ?? q.match(needsFieldRule))?.[1]?.trim();
    if (service) {
      facets.sells = service;
      for (const w of service.split(" ")) rest = rest.replace(wholeWord(w, "g"), " ");
    }
  }
  const named = industryWordsIn(rest);
  // "We're a small AI consultancy ... law firms": an industry said only in the user's own introduction
  // is their trade, not the client's, when the description names the client's industry after it.
  // A business selling a service that names only its own field ('marketing agency looking for local
  // businesses') sells that field's trade: the trade ranks, as one named by a tool does, not the field.
  const clientNamed = intro !== "" && named.some((n) => saidAfterIntro(n.words));
  const ownField = intro !== "" && !clientNamed && serviceBusiness.test(intro);
  // 'hiring for marketing', 'roles in security': a field named as the work hired for is a trade, not the client's kind.
  const hiredFor = (words: string[]) =>
    words.some((w) =>
      new RegExp(
        `\\b(?:(?:hiring|hires|recruiting) for|(?:roles|jobs|positions|openings) in) (?:[a-z]+ (?:or|and|&) )?${escapeRegExp(w)}\\b`,
      ).test(q),
    );
  // 'companies whose customers are salons and gyms': the kinds named after the frame are the client's
  // customers, matched by their words ('software for salons'), not the client's own industry.
  const frameAt = q.search(audienceFrame);
  const customersOnly = (words: string[]) => frameAt >= 0 && !words.some((w) => wholeWord(w).test(q.slice(0, frameAt)));
  // '<a service> for <clients>' ('logo and brand identity for startups'); a product word before 'for'
  // asks for products ('AI tools for startups'), so that is no service. Read once, used twice below.
  const servicePart = q.match(serviceForClientsRule)?.[1]?.trim() ?? "";
  const service = productWords.test(servicePart) ? "" : servicePart;
  // A field with a trade of its own named only in the service ('AWS security and cost review for
  // seed-stage startups') is the user's trade, not the clients' kind of company.
  const inServiceOnly = (words: string[]) =>
    intro === "" &&
    service !== "" &&
    words.every((w) => wholeWord(w).test(service)) &&
    !words.some((w) => wholeWord(w).test(q.slice(q.indexOf(service) + service.length)));
  // 'illustrations for their product or marketing': a field the client has, named as what the work
  // is for, is no kind of company ('their fintech app' still is: a word for what they make follows).
  const theirOwn = (words: string[]) =>
    words.some((w) =>
      new RegExp(
        `\\b(?:their|its) (?:[a-z]+ (?:or|and|&) )?${escapeRegExp(w)}\\b(?![ -](?:apps?|products?|platforms?|startups?|compan(?:y|ies)|business(?:es)?|brands?|tools?|software|services?|sites?|websites?|stores?))`,
      ).test(q),
    );
  for (const { name, words } of named) {
    if (customersOnly(words)) continue;
    // A field the clients have, named as what the work is for ('for their marketing'), or the user's
    // own agency named before its service ('small agency doing Webflow sites for YC companies'):
    // no kind of client, and no word left for a post to hold.
    if (theirOwn(words) || (name === "Agencies" && inServiceOnly(words))) {
      for (const w of words) rest = rest.replace(wholeWord(w, "g"), " ");
      continue;
    }
    // 'I run a small agency': the user's own kind of business, never the client's.
    if (name === "Agencies" && intro !== "" && !saidAfterIntro(words)) continue;
    // (A field with no trade of its own, 'a fintech studio', stays all there is to go on.)
    const hired = hiredFor(words);
    const fieldTrade =
      (ownField && !saidAfterIntro(words)) || hired || inServiceOnly(words)
        ? roles.find((r) => r.role === fieldTrades[name])
        : undefined;
    if (fieldTrade) {
      // Hired for beside another trade ('hiring for content or marketing'): either will do.
      if (!concepts.some((c) => c.kind === "role" && (!hired || c.label === fieldTrade.role)))
        add("role", fieldTrade.role, fieldTrade.said, false, CONCEPT_WEIGHT.role);
    } else if (!clientNamed || saidAfterIntro(words)) {
      facets.industries.push(name);
      // The words typed are what must match ('biotech', 'mental health'); the industry's plain words only rank.
      for (const w of words)
        add("industry", w, [...(hyphenSpellings(w) ?? [w]), ...(industryWordSynonyms[w] ?? []), ...kindHead(w)]);
      add(
        "industry",
        name,
        (industrySearchWords[name] ?? []).filter((w) => !words.includes(w)),
        false,
      );
    }
    for (const w of words) rest = rest.replace(wholeWord(w, "g"), " ");
  }

  const places: NonNullable<Facets["places"]> = [];
  for (const [place, region, rule] of placeRules) {
    if (!rule.test(q) || (place === "us" && usIsThePronoun(query))) continue;
    // 'into Spanish', 'French copy': a language, not where the client is.
    if (demonyms.has(place) && languageUse(place).test(q)) continue;
    // 'Elixir Phoenix': a framework, not the city.
    if (!placeTaken(q, place)) continue;
    // The user's own place is no word for a post to contain either.
    if (saidAsOwnPlace(q, place)) {
      facets.ownRegion ??= region;
      rest = rest.replace(rule, " ");
      continue;
    }
    // A name inside a longer one already read ('america' in 'latin america') is not another place.
    if (places.some((p) => wholeWord(place).test(p.name))) continue;
    if (!facets.locations.includes(region)) facets.locations.push(region);
    // A region's places, less the demonyms a query uses ('European startups') but a post's place
    // line rarely does: the index looks for only the first few dozen spellings (candidates.ts).
    const alts = wholeRegion.has(place)
      ? regions[region]!.filter((n) => n !== "us" && (n === place || !demonyms.has(n)))
      : (placeSpellings[place] ?? [place]);
    places.push({ name: place, region, alts });
    add("place", place, alts);
    // 'New York City', 'Mexico City': the word 'city' goes with the name.
    rest = rest.replace(new RegExp(`${escapeRegExp(place)} city\\b`), " ").replace(rule, " ");
  }
  facets.places = places;
  // 'Local startups' with a place named: the place says it.
  if (places.length) rest = rest.replace(/\blocal\b/g, " ");

  const sources = sourceRules.filter(([, rule]) => rule.test(q)).map(([source]) => source);
  if (sources.length) facets.sources = sources;
  // A source's two-word name ('on Hacker News') is no pair of words for a post to contain.
  rest = rest.replace(/\b(?:hacker news|y combinator)\b/g, " ");
  // A YC batch by name ('W26', "YC's Spring 2026 batch"): YC's own rows say 'Winter 2026', posts
  // '(YC W26)', so either spelling will do. The season written out is a batch only beside YC.
  let batchNamed = false;
  for (const m of q.matchAll(batchRule)) {
    const season = m[1] ? batchSeasons[m[1]] : m[3];
    if (!season || (m[3] && !sources.includes("ycombinator") && !/\bbatch/.test(q))) continue;
    const year = m[2] ?? m[4];
    const short = Object.keys(batchSeasons).filter((k) => batchSeasons[k] === season);
    add("term", `${season} 20${year}`, [`${season} 20${year}`, ...short.map((k) => `${k}${year}`)], true, 2);
    rest = rest.replace(m[0], " ");
    batchNamed = true;
  }
  // 'A recent YC batch', 'before their demo day': the batch and its demo day are YC's, told by the
  // source and its date (rank.ts), not words a post must contain.
  // ('The last two batches' is a period first: its words go with it.)
  if (sources.includes("ycombinator") || batchNamed) {
    consume(countedPeriod);
    for (const [, r] of recencyRules) consume(r);
    rest = rest.replace(/\b(?:batch(?:es)?|demo days?)\b/g, " ");
  }
  if (remoteRule.test(q)) facets.remote = true;
  if (/\b(remote[- ]only|only remote|fully remote|100% remote)\b/.test(q)) facets.remoteOnly = true;
  // Contract or part-time work asked for: the words before the trade or the work, past the user's
  // introduction ('I'm a freelance designer' says how the user works, not what the client offers).
  if (engagementAsked.test(q.slice(intro.length)) || engagementTail.test(q.slice(intro.length)))
    facets.engagement = true;
  // 'accounting software for small businesses': whom the product serves, in its own words, not the
  // size of the company that makes it.
  const audience = productWords.test(q) || audienceFrame.test(q) ? q.match(audienceRule)?.[1] : undefined;
  if (audience) {
    add("term", "small business", smallBusinessWords, false, CONCEPT_WEIGHT.industry);
    rest = rest.replace(audience, " ");
  }
  // A head count typed as a number, else the first (most specific) size that the description names.
  // ('I run a small SEO shop (3 people)': the user's own head count, not the client's. The introduction's
  // clients keep theirs: "I'm a designer for startups under 20 people".)
  const ownPart = intro.split(/ (?:for|to|with|helping|serving|who|that)\b/)[0]!;
  const counted = sizesFromCount(q.slice(ownPart.length));
  if (counted?.sizes.length) {
    facets.sizes.push(...counted.sizes);
    facets.sizeSaid = true;
    facets.sizeCounted = true;
    rest = rest.replace(counted.said, " ");
  }
  // 'We're a small consultancy': the user's own size, not the client's.
  const clientWords = q.slice(ownPart.length).replace(ownSize, " ");
  for (const [sizes, rule, said] of sizeRules) {
    if (!audience && !counted && rule.test(clientWords)) {
      facets.sizes.push(...sizes);
      if (said) facets.sizeSaid = true;
      break;
    }
  }
  // 'Fast-growing', 'hypergrowth': posts say their growth in these words, so besides the size it
  // suggests it is a thing to find, ranking but never required.
  if (fastGrowth.test(q)) {
    add(
      "term",
      "fast-growing",
      ["fast-growing", "fast growing", "rapidly growing", "hypergrowth", "high-growth"],
      false,
    );
    rest = rest.replace(fastGrowth, " ");
  }
  for (const [stage, rule] of stageRules) if (rule.test(q) && !facets.stages.includes(stage)) facets.stages.push(stage);
  if (facets.stages.includes("Growth")) consume(growthStage);
  // 'Series B or later', 'Series B+', 'past Series B': that round and every later one (YC calls
  // them 'Growth'), with no 'later' left for a post to contain.
  const onward = q.match(laterRounds);
  if (onward) {
    // 'Past Series B' keeps B: people say it of a company that has raised one.
    const from = "abcdef".indexOf(onward[2]!);
    for (const r of "abcdef".slice(from))
      if (!facets.stages.includes(`Series ${r.toUpperCase()}`)) facets.stages.push(`Series ${r.toUpperCase()}`);
    if (!facets.stages.includes("Growth")) facets.stages.push("Growth");
    rest = rest.replace(
      /\b(?:or|and) (?:later|above|beyond|higher|up)\b|\b(?:past|beyond|after)\b|\bpost-?(?=\s?series)|\+/g,
      " ",
    );
  }
  for (const [days, rule] of recencyRules) {
    if (rule.test(q)) {
      facets.maxAgeDays = days;
      break;
    }
  }
  // A period counted out ('the past few days', 'last 2 weeks', 'past three months').
  const period = q.match(countedPeriod);
  if (facets.maxAgeDays === undefined && period) {
    const n = periodCounts[period[1]!] ?? Number(period[1]);
    // YC runs four batches a year: a batch is a quarter.
    const unit = period[2]!.startsWith("day")
      ? 1
      : period[2]!.startsWith("week")
        ? 7
        : period[2]!.startsWith("batch")
          ? 92
          : 31;
    // Under a week reads as the week: the sources are read daily to weekly.
    if (n > 0) facets.maxAgeDays = Math.max(7, n * unit);
  }
  // The roles are the people named ('a designer'), never a field of work ('design tools', 'analytics for stores').
  facets.roles = concepts.filter((c) => c.kind === "role").map((c) => c.label);
  // 'Startups that just got into YC', "YC's Spring 2026 batch": the batch is whom the user wants, and
  // YC's rows never say whom a company hires. A trade named beside it is the user's own: it ranks,
  // but no company must be hiring for it (rank.ts), unless hiring is asked. So is a trade named only
  // in the user's introduction when rounds are asked ("I'm a bookkeeper. Who just raised?").
  // A trade the clients lack ('and have no finance person yet', 'without a designer') is the need the
  // user fills, not an opening a client posts: it is said of the clients as the introduction says it of the user.
  const clientPart = q
    .slice(intro.length)
    .replace(/\b(?:no|without|lacks?|lacking)\s+(?:an?\s+|any\s+)?(?:[a-z&-]+\s+){0,2}[a-z&-]+/g, " ");
  const tradeOnlyInIntro =
    intro !== "" &&
    facets.roles.every((label) => !roleRules.some((r) => r.role.role === label && r.plain.test(clientPart)));
  if (
    ((sources.includes("ycombinator") && (batchNamed || facets.maxAgeDays !== undefined)) ||
      (facets.signalKind === "funding" && tradeOnlyInIntro)) &&
    facets.signalKind !== "hiring" &&
    facets.roles.length
  ) {
    facets.rolesOwn = true;
    for (const c of concepts) if (c.kind === "role") c.required = false;
  }
  // Launches that 'need onboarding emails': the trade named is the user's, so launches selling it are vendors.
  if ((facets.signalKind === "launch" || facets.signalKind === "funding") && !facets.sells && facets.roles.length)
    facets.sells = facets.roles.join(" ");
  // A skill that is the service launches need ('launched SaaS tools that need SEO') ranks as the trade
  // does there, never required: the launches saying it are mostly the ones selling it.
  if ((facets.signalKind === "launch" || facets.signalKind === "funding") && facets.sells) {
    const service = facets.sells.split(" ");
    // (A skill that is a trade's own work, 'copywriting' of the writer, is the service too.)
    for (const c of concepts)
      if (c.kind === "skill" && (service.includes(c.label) || roles.some((r) => r.asked.test(c.label)))) {
        c.required = false;
        c.weight = 0;
      }
  }
  // Someone selling a service wants buyers: those hiring or asking for help, unless products are asked for.
  // Someone to hire named ('a Figma designer for a mobile app') is a buyer's request whatever the product words.
  // '<a service> for <a kind of client>' ('logo and brand identity for startups'): the user names their trade.
  // A product word before 'for' asks for products ('AI tools for startups'); after it, it is the client
  // ('localization for apps going global').
  // Not grammar alone ('looking for startups that ...'): a trade has a word of its own.
  if (!facets.sells && facets.signalKind !== "launch" && service.split(" ").some((w) => w && !fillerWords.has(w)))
    facets.sells = service;
  facets.buyers =
    facets.signalKind !== "launch" &&
    facets.signalKind !== "funding" &&
    (facets.roles.length > 0 ||
      serviceBusiness.test(intro) ||
      (!!facets.sells && isService(facets.sells)) ||
      sellerWords.test(q) ||
      agentTrade.test(q) ||
      toolNamesTrade.length > 0 ||
      // Only skills typed ('SEO', 'Kubernetes and Terraform'): the user's own trade, typed short;
      // launches of tools for it are its vendors.
      (!productWords.test(q) &&
        (buyerWords.test(q) ||
          serviceWork.test(q) ||
          (facets.skills.length > 0 &&
            !facets.industries.length &&
            rest.split(/[^a-z0-9+#.-]+/).every((w) => !w || fillerWords.has(w))))));

  for (const rule of [
    ...signalRules.map(([, r]) => r),
    ...sizeRules.map(([, r]) => r),
    ...recencyRules.map(([, r]) => r),
    countedPeriod,
    engagementLength,
    remoteRule,
  ])
    consume(rule);
  // Stage words go back into the text (the signal rules took them out): only a post's own
  // words can show a Series A.
  const stageTerms = facets.stages.flatMap((st) =>
    st.startsWith("Series") ? ["series"] : st === "Seed" ? ["seed"] : [],
  );
  // The user's own verb ('I design ...', 'we shoot ...') says what they do, which the rest of the
  // description names better: it ranks, but no post need contain it.
  const softWords = new Set<string>(
    [...q.matchAll(/\b(?:i|we) (?:also |mostly |mainly |usually )?([a-z]+)\b/g)].map((m) => m[1]!),
  );
  const words = `${stageTerms.join(" ")} ${rest}`
    // A contraction's tail is no word: 'we're' leaves 'we', never 're'.
    .replace(/['’](?:re|s|m|ve|ll|d)\b/g, " ")
    .replace(/n['’]t\b/g, " not")
    .replace(/[^a-z0-9+#.\s-]/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^[.-]+|[.-]+$/g, ""))
    // 'remote-friendly': the parts; a compound ('note-taking') stays one word with its spellings.
    // One whose other part is grammar ('in-house', 'on-site') stays whole too, but only ranks:
    // 'house' alone is no subject.
    .flatMap((w) => {
      if (!w.includes("-") || employmentWords.has(w)) return [w];
      // 'Spanish-speaking': posts name the language.
      if (w.endsWith("-speaking")) return [w.slice(0, -"-speaking".length)];
      const all = w.split("-").filter(Boolean);
      const parts = all.filter((x) => !fillerWords.has(x) && !notTerms.has(x));
      if (parts.length === 1 && all.length > 1 && all.some((x) => fillerWords.has(x))) {
        softWords.add(w);
        return [w];
      }
      return parts.length > 1 ? [w] : parts;
    })
    .filter((w) => w.length > 1 && !fillerWords.has(w) && !notTerms.has(w) && !/^\d+$/.test(w));
  facets.terms = [...new Set(words)].slice(0, 12);
  // 'Their first designer', 'a first marketing hire': a post says 'founding' as often, and many never
  // say either, so the word ranks but is not required.
  if (firstHire.test(q)) softWords.add("first");
  // What the user says they have ('I have a PhD in atmospheric science', 'my background is in
  // banking'): their own credentials, which rank a fit but no client must mention.
  for (const m of q.matchAll(ownBackground)) for (const w of m[0].split(/[^a-z0-9+#.-]+/)) if (w) softWords.add(w);
  // 'Remote is fine': the user's leeway, not a word ('fine-tuning' keeps it).
  if (/\b(?:is|are|be|'s) fine\b(?![- ]tun)/.test(q)) softWords.add("fine");
  // 'Product-market fit': a stage posts rarely name in these words; 'a US time zone': posts say it many ways.
  for (const m of q.matchAll(/\b(?:product[- ]market[- ]fit|pmf|time ?zones?)\b/g))
    for (const w of m[0].split(/[\s-]+/)) softWords.add(w);
  // 'Doing over $1M in revenue', '$10k MRR': few posts state their revenue, so the amount and
  // its measure rank, never required.
  const amounts = [...q.matchAll(/\$?(\d+(?:\.\d+)?(?:k|m|mm|b|bn))\b/g)].map((m) => m[1]!);
  for (const w of amounts) softWords.add(w);
  if (amounts.length) for (const w of ["revenue", "arr", "mrr", "gmv", "turnover", "sales"]) softWords.add(w);
  for (const t of facets.terms) {
    const other = otherSpelling(t);
    const alts = [
      ...(hyphenSpellings(t) ?? (other ? [t, other] : [t])),
      ...(termSynonyms[t] ?? []),
      ...(t === "first" && softWords.has(t) ? ["founding"] : []),
    ];
    // 'Seed' ranks (the stage facet checks it) but is not required: YC calls it 'Early'. A Series
    // round is only ever in a post's own words, so that one stays required.
    // How the work is engaged ('freelance', 'contractor') is rarely in a post's words: it ranks, never required.
    // A source named ('YC') ranks by the source facet; its name in a post's text only nudges.
    const sourceName = sourceRules.some(([, rule]) => rule.test(t));
    const required =
      !sourceName &&
      !(t === "seed" && stageTerms.includes(t)) &&
      !genericWords.has(t) &&
      !softWords.has(t) &&
      !employmentWords.has(t) &&
      !seniorityWords.has(t);
    const weight =
      sourceName || employmentWords.has(t) || genericWords.has(t) || softWords.has(t) || seniorityWords.has(t)
        ? 0.5
        : CONCEPT_WEIGHT.term;
    const c = { kind: "term" as const, label: t, alts, weight, required };
    if (!concepts.some((x) => x.label === t)) concepts.push(c);
    // A compound's parts rank a little on their own ('notes app' for 'note-taking').
    if (t.includes("-") && !employmentWords.has(t))
      add(
        "term",
        `${t} (parts)`,
        t.split("-").filter((x) => x.length > 1),
        false,
      );
  }
  // Two words side by side in the description ('voice ai', 'video editor') count again when a
  // post has them side by side.
  const single = new Set(
    concepts.filter((c) => c.kind === "term" || c.kind === "industry" || c.kind === "skill").map((c) => c.label),
  );
  const said = q.split(/[^a-z0-9+#.-]+/).filter(Boolean);
  for (let i = 1; i < said.length; i++) {
    const [a, b] = [said[i - 1]!, said[i]!];
    if (single.has(a) && single.has(b)) add("phrase", `${a} ${b}`, [`${stem(a)} ${b.length > 4 ? stem(b) : b}`]);
  }
  // A launch hires no one in its own words: the trade named with launches asked for is the user's
  // ('launches that could use marketing help'), and only its vendors' texts are full of it. It still
  // tells the vendors apart (rank.ts), but it finds no candidates.
  if (facets.signalKind === "launch") for (const c of concepts) if (c.kind === "role") c.required = false;
  // Plain words of the introduction ('consultancy', 'studio') say what the user is, which no client must mention.
  if (intro && q.length > intro.length)
    for (const c of concepts) if (c.kind === "term" && c.required && !saidAfterIntro([c.label])) c.required = false;
  // So are the tools of the introduction when the work the clients need is said after it ("I'm a
  // Webflow and React developer ... startups that need a new website"): the work is what to find.
  if (intro && concepts.some((c) => c.kind === "role" && roleAsked(c.label)))
    for (const c of concepts) if (c.kind === "skill" && c.required && !saidAfterIntro([c.label])) c.required = false;
  // The platforms paid ads run on, named beside them ('Google and Meta ads', 'ads on LinkedIn'): the
  // channels the user works in, which a client hiring for ads rarely names. They rank, never required.
  if (adsWork.test(q)) for (const c of concepts) if (c.kind === "term" && adPlatforms.has(c.label)) c.required = false;
  facets.concepts = joinAlternatives(q, concepts);
  // 'whose customers are local shops, salons and gyms': a company serving small businesses in general
  // serves the kinds listed with them, so the two are one set of alternatives.
  const smallBusiness = audience ? facets.concepts.findIndex((c) => c.label === "small business") : -1;
  const listed =
    smallBusiness >= 0 && frameAt >= 0
      ? facets.concepts.find(
          (c) => c.kind === "term" && c.required && q.indexOf(c.label.split(" or ")[0]!, frameAt) > frameAt,
        )
      : undefined;
  if (listed) {
    // Businesses only: a post 'working with freelancers' or 'a small team' is no company serving shops.
    const businesses = facets.concepts[smallBusiness]!.alts.filter((a) => businessAudienceWords.includes(a));
    listed.alts = [...new Set([...listed.alts, ...businesses])];
    listed.label = `${listed.label} or small business`;
    facets.concepts.splice(smallBusiness, 1);
  }
  return facets;
}
