import { COMMON_HTML, CURRENCY, EntityDecoder, LATIN_ACCENTS, PUNCTUATION } from "@nodable/entities";

/**
 * The decoder the feed parser (fast-xml-parser) ships, with the named entities posts and feeds use:
 * on the 11,491 real Hacker News and Product Hunt texts it decodes each exactly as a full HTML
 * table does, at a fraction of the Worker's size (docs/performance.md, Worker bundle).
 */
const entities = new EntityDecoder({
  namedEntities: { ...COMMON_HTML, ...LATIN_ACCENTS, ...PUNCTUATION, ...CURRENCY },
});
export const decodeEntities = (text: string) => entities.decode(text);

/** HN/RSS HTML to plain text: paragraphs become newlines, tags go, entities are decoded. */
export function htmlToText(html: string) {
  return decodeEntities(html.replace(/<\s*(p|br|li|div)[^>]*>/gi, "\n").replace(/<[^>]+>/g, " "))
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

// Addresses that stand for 'your address here' in a template, never a contact. (The
// reserved example.* domains are not in it: the project's fixtures use them as real addresses.)
const placeholderMail =
  /^(?:your?|yourname|your\.?name|name|first\.?last|firstname|email|user|someone)@|@(?:your)?(?:domain|company|email|mail)\.com$/i;

/**
 * E-mails written plainly or in the common anti-spam forms: "jo [at] acme [dot] com",
 * "jo (at) acme.com", 'jo "at" acme.com', "jo -- at -- acme.com", "jo (a) acme.com",
 * and "jo at acme.com" when the sentence is about e-mailing. Template addresses
 * (your@email.com, name@yourcompany.com) are skipped.
 */
export function extractEmail(text: string) {
  const unmasked = text
    .replace(/\s*(?:[[(<{]\s*(?:at|a)\s*[\])>}]|"at"|-+\s*at\s*-+)\s*/gi, "@")
    .replace(/\s*(?:[[(<{]\s*dot\s*[\])>}]|"dot")\s*/gi, ".")
    .replace(/\s+at\s+(?=[a-z0-9-]+\s+dot\s+)/gi, "@")
    .replace(/\s+dot\s+(?=[a-z]{2,}\b)/gi, ".")
    // "email me at jo at acme.com": a bare 'at' only after a word about writing to someone,
    // and not "join us at acme.com/careers" (a link), "at acme.com at scale" or the
    // start of an address already unmasked ("reach out directly at jo.doe@acme.com")
    .replace(
      /(\b(?:e-?mail|mail|write|contact|reach|send|message|ping|questions?|resume|cv)\b[^.\n@]{0,40}?\s)([a-z0-9._%+-]+)\s+at\s+([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b(?![/\w@-]|\s+at\s)/gi,
      "$1$2@$3",
    );
  for (const m of unmasked.matchAll(/[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi)) {
    const email = m[0].toLowerCase();
    if (!placeholderMail.test(email)) return email;
  }
  return "";
}

// Job boards, social networks, form and link services: never the company's own site.
const skipHosts =
  /(news\.ycombinator\.com|greenhouse\.io|grnh\.se|lever\.co|ashbyhq\.com|workable\.com|producthunt\.com|linkedin\.com|twitter\.com|\bx\.com|youtube\.com|github\.com|reddit\.com|forms\.gle|docs\.google\.com|goo\.gl|bit\.ly|tinyurl\.com|calendly\.com|typeform\.com|notion\.site|notion\.so|airtable\.com|wellfound\.com|angel\.co|remoteok\.com|workatastartup\.com|ycombinator\.com|rippling\.com|bamboohr\.com|recruitee\.com|breezy\.hr|lnkd\.in|jobs\.|careers\.)/i;

/** The first link that looks like the company's own site (not a job board or social network). */
export function extractWebsite(text: string) {
  for (const m of text.matchAll(/https?:\/\/[^\s"'<>)]+/gi)) {
    const url = m[0].replace(/[.,;]+$/, "");
    if (!skipHosts.test(url)) {
      try {
        const u = new URL(url);
        return `${u.protocol}//${u.host}`;
      } catch {
        // not a URL after all
      }
    }
  }
  return "";
}

export const isRemote = (text: string) => /\bremote\b|work from home|\bwfh\b|distributed team|anywhere/i.test(text);

/**
 * The post says the work is done at an office (hybrid or on-site) and offers no
 * remote option: 'hybrid: three days a week in our Rotterdam office', 'on-site in
 * Austin', 'based in our Manchester studio'. For boards that list every job as
 * remote (Remote OK), where the description is the only place this is said.
 */
export function saysOfficeOnly(text: string) {
  const office =
    /\b(?:hybrid|on-?site|in-office|office days?|days? a week in (?:our|the)|(?:in|from|at) our [^.\n]{0,40}?\b(?:office|studio|workshop|hq|headquarters)\b|(?:cannot|can't|unable to) (?:support|offer) remote)/i;
  const remoteToo =
    /\b(?:or|and)\s+(?:fully\s+)?remote\b|\bremote\s+(?:in|within|across)\b|\bfully remote\b|\bremote-first\b|\b100% remote\b|\bwork from (?:home|anywhere)\b/i;
  return office.test(text) && !remoteToo.test(text);
}

/** Ingestion files each post under the shared lexicon's industries (functions/services/lexicon.ts). */
export { industryOf } from "../lexicon";

/**
 * What a post's words suggest it needs, said no further than the words go: a post that mentions a
 * launch is preparing or shipping one (not 'on a tight timeline'), and one hiring is adding people
 * (not 'short on engineering capacity': it may be hiring a salesperson). The prospect page says
 * these are read from the post's words; the pitch writer never states them as facts.
 */
const painRules: [RegExp, string][] = [
  [/\b(scal(e|ing)|high traffic|millions of users|performance)\b/i, "Scaling the product and its infrastructure"],
  [/\b(redesign|ui|ux|design system|designers?)\b/i, "Needs design and user-experience work"],
  [/\b(mobile app|ios|android|react native|flutter)\b/i, "Needs mobile app development"],
  [/\b(seo|traffic|growth|acquisition|marketing)\b/i, "Needs growth and marketing help"],
  [/\b(data|analytics|dashboards?|reporting|etl|pipelines?)\b/i, "Needs data and analytics work"],
  [/\b(security|compliance|soc ?2|hipaa|gdpr)\b/i, "Security and compliance requirements"],
  [/\b(migrat\w*|legacy|rewrite|modernis\w*|moderniz\w*)\b/i, "Migrating or modernising legacy systems"],
  [/\b(launch\w*|mvp|go-to-market|beta)\b/i, "Preparing or shipping a launch"],
  [/\b(hiring|looking for|we need|seeking|join us|open roles?)\b/i, "Adding people to the team"],
  [/\b(automat\w*|manual|spreadsheets?)\b/i, "Manual work that could be automated"],
  [/\b(ai|llm|machine learning|ml)\b/i, "Building AI features"],
];

export function detectPainPoints(text: string, max = 3) {
  const out: string[] = [];
  for (const [rule, pain] of painRules) {
    if (rule.test(text)) out.push(pain);
    if (out.length >= max) break;
  }
  return out;
}

export function sizeBucket(teamSize: number | null | undefined) {
  if (!teamSize || teamSize <= 0) return "";
  if (teamSize <= 10) return "1-10";
  if (teamSize <= 50) return "11-50";
  if (teamSize <= 200) return "51-200";
  if (teamSize <= 1000) return "201-1000";
  return "1000+";
}

/** Head counts written as words ('a team of four'), up to the ones a small company says. */
const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
const countWord = `(?:~|<|>|about |around |roughly |nearly |almost |over |under |fewer than |less than |more than )?(\\d[\\d,]*|${Object.keys(numberWords).join("|")})\\+?`;
/** 'a 30-person team', '~50 people', '10 FTE', 'a 1,500-strong team', '(15 people)'. */
const headCountSaid = new RegExp(
  `(?<![\\w.,$/])(?:team of |company of |headcount:? |company size:? |team size:? )?${countWord}[- ](?:total )?(person|people|employees?|staff|full-time employees|ftes?|strong|engineers)\\b`,
  "gi",
);
/** 'a team of ~20', with no word for people after the count. */
const teamOfCount = new RegExp(
  `(?<![\\w])team of ${countWord}(?![\\w.,%–-])(?!\\s*(?:years?|months?|countries|nationalities|languages|customers|users|clients)\\b)`,
  "gi",
);
/** Words before a count that make it no head count: a hire, a target, someone else's team or a crowd. */
const notOwnHeadCount =
  /\b(?:hir(?:e|es|ed|ing)|looking for|seeking|need|needs|lead(?:ing)?|manag(?:e|es|ed|ing)|grow(?:ing)?|scal(?:e|ing)|doubl(?:e|ing)|build(?:ing)?|reach|to|by|for|with teams? of|used by|trusted by|serv(?:e|es|ing)|help(?:s|ing)?|over the|past|previous(?:ly)?|from)\s+(?:(?:our|a|an|the|about|around|over|up to|roughly|another|additional|\d+\s*[-–]\s*)\s*)*$/i;
/** Words after a count that make it something other than the company: an event, an audience, a customer's staff. */
const notOwnAfter =
  /^\s*(?:conference|event|users|customers|companies|businesses|clients|per|a (?:day|month|week)|use|rely|who use)/i;
/** Engineers count as a head count only when the post states its team with them ('we're 12 engineers', 'Team: ~25 engineers'). */
const teamOfEngineers = /\b(?:team of|team:|we(?:'|’)re|we are|with|have|currently|\()\s*$/i;

/**
 * The company's head count as the post states it ('a 30-person team', 'we're ~50 people',
 * 'Company size: 7 people'), or null when it states none. Never a guess: a count of hires, users,
 * a conference's crowd or a past company is no head count. The largest statement wins ('12 engineers,
 * 40 people total' is 40), since a team inside the company is smaller than the company.
 */
export function statedHeadCount(text: string) {
  let best: number | null = null;
  for (const m of [...text.matchAll(headCountSaid), ...text.matchAll(teamOfCount)]) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 40), at);
    const after = text.slice(at + m[0].length, at + m[0].length + 20);
    // A range ('5-15 people', '1–2 engineers') is a requirement or a plan more often than a head count.
    if (/\d\s*[-–]\s*$/.test(before) || notOwnHeadCount.test(before) || notOwnAfter.test(after)) continue;
    const said = m[1]!.toLowerCase();
    const n = numberWords[said] ?? Number(said.replace(/,/g, ""));
    // One person is a department or a product for solo users, never a company that is hiring.
    if (!(n > 1) || n > 500_000) continue;
    if (m[2]?.toLowerCase() === "engineers" && !/^(?:team of|company of)/i.test(m[0]) && !teamOfEngineers.test(before))
      continue;
    if (best === null || n > best) best = n;
  }
  return best;
}

export const roleWords =
  /\b(engineers?|developers?|designers?|devops|sre|architects?|product managers?|pm|data scientists?|analysts?|marketers?|writers?|consultants?|cto|vp|head of|lead|full[- ]?stack|front[- ]?end|back[- ]?end|mobile|ios|android|ml|qa|founding)\b/i;

/** A stable small hash (FNV-1a, 32-bit, hex) for change detection; not for security. */
export function fnv1a(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

export const normalizeCompany = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(inc|llc|ltd|limited|gmbh|corp|corporation|co|technologies|technology|labs|hq)\b\.?/g, "")
    .replace(/[^a-z0-9]+/g, "");

/** A phone number as the post writes it, when it gives one with enough digits to dial. */
export function extractPhone(text: string) {
  const labelled = text.match(/\b(?:phone|tel|call|whatsapp|mobile)\b\s*[:.]?\s*(\+?\d[\d\s().-]{7,18}\d)/i);
  const international = text.match(/(?<![\w/.])\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}(?![\w/])/);
  const raw = labelled?.[1] ?? international?.[0] ?? "";
  const digits = raw.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? raw.trim() : "";
}

const money = String.raw`(?:[$€£₦]|USD|EUR|GBP|NGN)\s?\d[\d,.]*\s?[kK]?(?:\s?(?:-|–|to)\s?(?:[$€£₦]|USD|EUR|GBP|NGN)?\s?\d[\d,.]*\s?[kK]?)?(?:\s?(?:\/|per\s)\s?(?:hour|hr|h|day|month|mo|year|yr|project))?`;

/** The budget or rate the post states ('Budget: $5k', '$80-100/hr'), verbatim; never guessed. */
export function extractBudget(text: string) {
  const labelled = text.match(
    new RegExp(String.raw`\b(?:budget|rate|pay|compensation|salary)\b\s*(?:is|of|:|-)?\s*(${money})`, "i"),
  );
  const found = labelled?.[1] ?? unlabelledBudget(text);
  return found.trim().replace(/[.,]+$/, "");
}

/** Company money, not pay: '$42M' and 'raised $5' are a round, a valuation or revenue. */
const companyMoneyAfter = /^\s?(?:[mb]\b|mm\b|mn\b|bn\b|million|billion)/i;
const companyMoneyBefore =
  /\b(?:raised?|raising|funding|funded|round|valuation|valued|revenue|arr|series [a-f]|seed|backed|investors?)\b[^.\n]{0,30}$/i;

/** The first amount in the text that is pay or a budget, not the company's own money. */
function unlabelledBudget(text: string) {
  for (const m of text.matchAll(new RegExp(money, "gi"))) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length, at + m[0].length + 9);
    const before = text.slice(Math.max(0, at - 40), at);
    if (companyMoneyAfter.test(after) || companyMoneyBefore.test(before)) continue;
    return m[0];
  }
  return "";
}

/** The timeline the post states ('within 2 weeks', 'by March', 'ASAP'), verbatim; never guessed. */
export function extractTimeline(text: string) {
  const m =
    // Not 'start-up' ('a start-up building ...' is no start date).
    text.match(/\b(?:timeline|deadline|duration|start(?:ing)?(?!-up\b))\s*[:-]\s*([^\n.;|]{2,60})/i) ??
    text.match(
      /\b((?:within|in|over|for)\s+(?:the\s+next\s+)?\d+(?:\s*-\s*\d+)?\s+(?:days?|weeks?|months?)|by\s+(?:the\s+end\s+of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|next\s+(?:week|month))|asap|immediately)\b/i,
    );
  return m?.[1]?.trim() ?? "";
}

const stackWords = [
  "React",
  "React Native",
  "Next.js",
  "Vue",
  "Nuxt",
  "Angular",
  "Svelte",
  "TypeScript",
  "JavaScript",
  "Node.js",
  "Python",
  "Django",
  "Flask",
  "FastAPI",
  "Ruby",
  "Rails",
  "PHP",
  "Laravel",
  "WordPress",
  "Shopify",
  "Webflow",
  "Go",
  "Golang",
  "Rust",
  "Java",
  "Kotlin",
  "Swift",
  "Flutter",
  "Elixir",
  "C#",
  ".NET",
  "Scala",
  "PostgreSQL",
  "MySQL",
  "MongoDB",
  "Redis",
  "GraphQL",
  "AWS",
  "GCP",
  "Azure",
  "Kubernetes",
  "Docker",
  "Terraform",
  "Figma",
  "Tailwind",
];
const stackRules = stackWords.map((w) => {
  const escaped = w.replace(/[.*+?^${}()|[\]\\#]/g, "\\$&");
  // 'Go' is English too: only the capitalised word on its own, next to other stack words or 'Golang'.
  return [
    w,
    w === "Go"
      ? /(?<![\w.])Go(?![\w.#])(?=\s*(?:[,/|&)]|and\b|lang\b))/
      : new RegExp(`(?<![\\w.])${escaped}(?![\\w#])`, "i"),
  ] as const;
});

/** Technologies the post names, in a fixed order, from a small vocabulary. */
export function extractStack(text: string) {
  return stackRules
    .filter(([, rule]) => rule.test(text))
    .map(([w]) => w)
    .filter((w, _, all) => !(w === "React" && all.includes("React Native") && !/\bReact(?! Native)\b/.test(text)))
    .slice(0, 12)
    .join(", ");
}

/**
 * A person's name only when the text introduces one: 'I'm Alex', 'My name is
 * Alex Smith', 'Contact Alex (alex@…)', or a signature line ('— Alex', 'Thanks, Alex').
 * A handle is never a name.
 */
export function extractPersonName(text: string) {
  const name = "([A-Z][a-z]{1,20}(?:[- ][A-Z][a-z]{1,20})?)";
  // A title after a signature's name: '— Dana Lee, Head of Growth', 'Priya Raman, Controller'.
  const title = String.raw`(?:\s*,\s*[^\n]{1,40})?`;
  const rules = [
    // not a possessive: "I'm Olli's CTO" names the company, not the writer
    new RegExp(String.raw`\b(?:I'm|I’m|I am|[Mm]y name is)\s+${name}\b(?!['’]s)`),
    new RegExp(
      String.raw`\b(?:[Cc]ontact|[Ee]-?mail|[Rr]each out to|[Ww]rite to|[Tt]alk to|[Ss]peak to|[Aa]sk for|[Mm]essage|[Pp]ing|[Ss]ay hi to)\s+${name}\s*(?:\(|at\s|@|,|:|on\s|[.!]\s|[.!]?$)`,
      "m",
    ),
    // 'reach our hiring lead, Sofia Rossi, at ...' (a contact role; 'our founder, Joel,' is not a contact)
    new RegExp(String.raw`\b(?:hiring (?:lead|manager)|recruiter)\s*,\s*${name}\s*[,(]`),
    // 'Hi, Alex and Jeremy here from UMH', 'Dana here.' (not 'Work here literally transforms ...': a
    // name introducing itself ends the clause or says where from)
    new RegExp(
      String.raw`(?:^|[,.!]\s*)${name}(?:\s+and\s+[A-Z][a-z]{1,20})?\s+here\b(?=\s*(?:[,.!:;()–—-]|from\b|at\b|with\b|on\b|and\b|$))`,
      "m",
    ),
    new RegExp(
      String.raw`(?:^|[.!?]\s+)\s*(?:[-–—]+|[Tt]hanks,?|[Tt]hank you,?|[Cc]heers,?|[Bb]est,?|(?:[Kk]ind |[Bb]est )?[Rr]egards,?)\s*${name}${title}\s*[.!]?\s*$`,
      "m",
    ),
    // a sign-off line at the very end: 'Krystof Hilar, Co-Founder & CTO'
    new RegExp(
      String.raw`(?:^|\n)${name}\s*,\s*(?:[\w&-]+\s+){0,3}(?:CEO|CTO|COO|Founder|Co-Founder|Head of [\w ]+|Lead|Manager|Director|Recruiter|Team)\s*$`,
    ),
  ];
  const stop =
    /^(Hiring|Remote|Senior|Lead|Full|Contract|Engineer|Developer|Designer|Founder|Co|We|Our|The|Thanks|Hello|Hi|Looking|Interested|Please|Email|Apply|Company|Location|Team|Based|Building|Working|Currently|Seeking|Open|Available|Happy|Excited|Also|Not|Just|Here|In|At|On|From|Us|Me|It|This|That|Yes|No|Sure|Glad|Still|Now|Back|New|Sorry|Hoping|Trying|Planning|Going|Using|Running|Starting|Launching|Details|Info|Information|More|Link|Links|Job|Jobs|Position|Positions|Role|Roles|Careers|Application|Applications|Everything|Questions|Description)$/;
  for (const rule of rules) {
    const m = text.match(rule)?.[1];
    // a bullet '- Software Engineer, Platform' is a role, never a name
    if (m && !stop.test(m.split(/[- ]/)[0] ?? "") && !roleWords.test(m)) return m;
  }
  return "";
}
