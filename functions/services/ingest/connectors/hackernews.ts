import type { SignalKind } from "#db/schema/prospects";
import { COUNTRY_CODES } from "#db/validation/countries";
import { industries } from "../../lexicon";
import { closedNotice, type Draft, finalize, type Parsed } from "../prospect-draft";
import { extractEmail, extractPersonName, extractPhone, extractWebsite, htmlToText, roleWords } from "../text";

/** A Hacker News API item (https://github.com/HackerNews/API), as the API or our data file gives it. */
export type HnItem = {
  id: number;
  by?: string;
  time?: number;
  text?: string;
  title?: string;
  url?: string;
  type?: string;
  source?: string;
  deleted?: boolean;
  dead?: boolean;
  /** Set by the thread connector: which monthly thread the comment was read from. */
  thread?: HnThread;
};

/** Words a header's place part uses (any case: 'REMOTE', 'Nyc'). */
const placeWords =
  /\b(remote|onsite|on-site|hybrid|usa|us|uk|eu|europe|canada|germany|london|new york|nyc|san francisco|sf|bay area|berlin|paris|toronto|austin|seattle|boston|amsterdam|lagos|india|remote \(.*?\))(?!\w)/i;
/** 'Austin, TX', 'Tokyo, JP': a city and its state or country code, in that case only ('SWE, AI' is a role). */
const cityAndCode = /\b[A-Z][a-z]+,\s?[A-Z]{2}\b/;
/** Whether a header part reads as where the work is. */
const saysPlace = (p: string) => placeWords.test(p) || cityAndCode.test(p);

/** The lexicon's industry names, lower-cased; made on first use (an import, never a search). */
let industryNames: Set<string> | undefined;
/** 'FinTech', 'Open Source', 'Startup': a header part naming a market or a kind of company, which no company is called. */
function industryName(p: string) {
  industryNames ??= new Set(industries.map((i) => i.name.toLowerCase()));
  return (
    industryNames.has(p.trim().toLowerCase()) ||
    /^\s*(?:open[- ]source|start-?up|saas|b2b|b2c|non-?profit|seed[- ]stage|series [a-e])\s*$/i.test(p)
  );
}

/** Every country's English name, lower-cased; made on first use (an import, never a search). */
let countryNames: Set<string> | undefined;
/** 'Oslo, Norway', 'Utrecht, The Netherlands': a place and its country, which no company is called. */
function cityAndCountry(part: string) {
  const m = part.match(/^[^,|]{2,40},\s*([^,|]{3,40})$/);
  if (!m) return false;
  if (!countryNames) {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    countryNames = new Set(COUNTRY_CODES.map((c) => (names.of(c) ?? "").toLowerCase()));
  }
  return countryNames.has(
    m[1]!
      .trim()
      .toLowerCase()
      .replace(/^the\s+/, ""),
  );
}

/** A name written as its domain ('Marketer.com', 'acme.io'): the company, whatever role word it holds. */
const domainLike = (p: string) => /^[\p{L}\d-]+(?:\.[a-z]{2,})+$/iu.test(p.trim());

/** The monthly threads of HN's `whoishiring` account a connector reads (connectors/hn-thread.ts). */
export type HnThread = "who-is-hiring" | "seeking-freelancer";

/** What each thread asks of readers; kept with the lead and shown on its card. */
export const THREAD_RULES: Record<HnThread, string> = {
  "who-is-hiring":
    "From Hacker News' monthly 'Who is hiring?' thread, which asks readers to get in touch only if they are personally interested in the job.",
  "seeking-freelancer":
    "From Hacker News' monthly 'Freelancer? Seeking freelancer?' thread: this poster is looking for a freelancer; reply through the contact the post gives.",
};

const freeMail =
  /^(gmail|googlemail|yahoo|hotmail|outlook|live|icloud|me|proton|protonmail|pm|aol|gmx|hey|fastmail|mail|yandex|zoho)\./i;

/** A company name from a domain ('jobs@acmepay.com' or 'https://www.acmepay.com' → 'acmepay.com'). */
export function companyFromDomain(email: string, website: string) {
  // A careers subdomain names the same company: 'hiring.pola.rs' is pola.rs.
  const host = (() => {
    try {
      return website ? new URL(website).hostname : "";
    } catch {
      return "";
    }
  })().replace(/^(?:www|jobs|careers|hiring|apply|join)\./, "");
  // An applicant-tracking page names its customer first: 'tramcase.na.teamtailor.com' is Tramcase's.
  const tracked = host.match(/^([a-z0-9-]+)\.(?:[a-z]{2}\.)?(?:teamtailor|pinpointhq|peopleadmin)\.com$/i);
  if (tracked) return tracked[1] ?? "";
  if (host) return host;
  const domain = email.split("@")[1] ?? "";
  return domain && !freeMail.test(domain) ? domain : "";
}

/**
 * The company as a person would write it: without a 'HIRING:' or 'Who is hiring:'
 * prefix, a note in brackets ('(YC W22)', '(NASDAQ: BLLN)', '[CI Devtool]', '( https://acme.com )'),
 * or a bare link.
 */
export function cleanCompany(raw: string) {
  // a name written wholly in brackets is the name: '[Paltown Foundation] | Developer'
  const wrapped = raw.trim().match(/^[[(]([^\])]{2,60})[\])]$/);
  let c = (wrapped ? (wrapped[1] ?? "") : raw)
    .replace(/^\s*(?:who\s+is\s+hiring|we(?:'re| are)\s+hiring|now\s+hiring|hiring)\s*[:–—-]?\s*/i, "")
    .replace(/\s*(?:\([^()]*\)|\[[^\]]*\])\s*/g, " ")
    // a bracket the header never closes: 'Tiger Data [ Global'
    .replace(/\s*[[(][^\])]*$/, "")
    .trim();
  const url = c.match(/^https?:\/\/[^/\s]+/i);
  if (url) c = companyFromDomain("", url[0]);
  c = c
    // a greeting before the name: 'Hey HN — Adobe'
    .replace(/^(?:hey|hi|hello)\s+(?:hn|hacker news|all|everyone)\b[\s,!:–—-]*/i, "")
    // the kinds of job before the name: 'Full Time and Part Time roles Distark'
    .replace(
      /^(?:(?:full|part)[- ]?time|contract|remote|freelance)(?:\s+(?:and|&|\/|or)\s+(?:(?:full|part)[- ]?time|contract|remote|freelance))*\s+(?:roles?|positions?|jobs?)\s+/i,
      "",
    )
    // what follows the name: a tagline after a spaced dash ('PetsApp – The future of pet
    // care'), its link ('Coram.ai https://coram.ai'), 'is hiring…' ('Maiven is hiring
    // again!'), or the sentence the name opens ('Tether - … - we are hiring')
    .replace(/\s+[-–—]\s.*$/, "")
    .replace(/\s+https?:\/\/.*$/i, "")
    .replace(/\s+(?:is|are)\s+(?:now\s+)?hiring\b.*$/i, "")
    .replace(/\s+(?:we|i)$/i, "");
  // A sentence rather than a name: 'Backed by Sequoia, Peregrine is the operational AI platform…'
  if (c.split(/\s+/).length > 5) {
    const named = c.match(/(?:^|,\s*)([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2})\s+(?:is|are)\s+(?:a|an|the)\b/);
    if (named) c = named[1] ?? c;
  }
  return c.replace(/[.,;:]+$/, "").trim();
}

/**
 * The employer named in the post's body when its header names only roles:
 * 'As a Senior ML Engineer at warmwind …' or 'At SentiLink, we stop identity fraud'.
 */
/** Words that open a sentence or name no employer: 'This is a', 'Remote is an option', 'The role'. */
const bodyNameStop =
  /^(?:this|that|it|there|here|what|who|which|remote|hybrid|onsite|location|the|our|we|you|your|compensation|salary|equity|pay|role|position|team|company|job|work|everything|everyone|nothing|hiring|apply|visa|sponsorship|full|part|contract|[A-Z]{1,3})$/i;

export function companyInBody(text: string) {
  const at = text.match(/\bAt\s+([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2}),\s+(?:we|our)\b/);
  if (at) return at[1] ?? "";
  // 'Hiring for several roles at Distark, an edutainment brand': the employer the roles are at.
  const rolesAt = text.match(
    /\b(?:roles?|positions?|openings?|jobs?)\s+at\s+([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2})(?=[,.;:!]|\s+(?:in|is|are|we|-|–|—)\b)/,
  );
  if (rolesAt && !bodyNameStop.test(rolesAt[1]!)) return rolesAt[1]!.replace(/[.]+$/, "");
  // A line opening with the company saying what it is ('Zivid is one of Norway's most ambitious ...').
  const is = text.match(
    /(?:^|\n)\s*([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2})\s+is\s+(?:one of|an? (?:[\w'-]+ ){0,5}?(?:company|startup|platform|firm|labs?|studio|business|provider|leader|agency|brand|marketplace|nonprofit|organi[sz]ation))\b/,
  );
  if (is && !bodyNameStop.test(is[1]!)) return is[1]!;
  const asA = text.match(/\b[Aa]s an?\s+[^.\n]{3,60}?\s+at\s+(\w[\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2})/);
  // '… engineer at the intersection of …' names no employer
  const name = (asA?.[1] ?? "").replace(/[.,;:]+$/, "");
  if (asA && roleWords.test(asA[0]) && !/^(?:the|a|an|our|this|that|your|their|its|scale|home|least)\b/i.test(name))
    return name;
  return "";
}

// Part-remote (hybrid) is not remote; 'remote: no' and 'not remote' are not either.
const remoteSignal = (text: string) =>
  /\bremote\b(?!\s*[-–:]?\s*(?:not|no)\b)|work from home|\bwfh\b|distributed team|anywhere/i.test(text) &&
  !/\b(?:no|not)\s+remote\b|\bremote:\s*no\b|\b(?:part(?:ly|ially)?|some)\s+remote\b/i.test(text);
// When the header says nothing about where, the body may: 'all positions are fully remote'.
const strongRemote = /\b(?:fully remote|100% remote|remote-first|remote only|all remote|work from anywhere)\b/i;
const officeWords = /\b(?:on-?site|hybrid|in[- ]office|in[- ]person)\b/i;
const headerRemote = (header: string, body: string) =>
  remoteSignal(header) || (!officeWords.test(header) && strongRemote.test(body));

/**
 * The 'Who wants to be hired?' template (Location / Remote / Willing to relocate / Résumé), or a
 * header that opens with SEEKING as its first part ('SEEKING | ML Engineer | Remote'): a person
 * seeking work.
 */
const seekingWork =
  /^\s*SEEKING\b[^\n]{0,60}?\b(?:WORK|OPPORTUNIT\w*|ROLES?|POSITIONS?|JOBS?)\b|^\s*SEEKING\s*\||^\s*Willing to relocate\s*:|^\s*R[ée]sum[ée]\s*\/\s*CV\s*:/im;

// A comment whose first line restates the thread's title ('Hacker News Post - Who is hiring?'): the header follows.
const threadTitleLine = /^\s*(?:hacker news(?: post)?\s*[-–—:]\s*)?(?:ask hn:\s*)?who\s+is\s+hiring\?[^\n]*\n/i;

/** 'I help teams audit …' with a price and no one sought: an advertisement for the poster's own work. */
const offersOwnServices = (text: string) =>
  /(?:^|[.!?]\s+|\n)I (?:help|offer|build|design|write|consult|work with)\b/.test(text) &&
  !/\b(?:hiring|looking for|seeking|join (?:us|our)|you will|you'll|our team|we need)\b/i.test(text);

const helpAsk =
  /\b(looking for|seeking|need(?:s|ed)?\s+(?:a|an|some|help)|hire|hiring|recommend(?:ations?)?\s+(?:for\s+)?(?:a|an)|anyone\s+(?:know|recommend)|who\s+can\s+(?:build|help|make|design))\b/i;
const serviceAsk =
  /\b(freelancer?s?|contractors?|consultants?|agency|agencies|developers?|designers?|engineers?|writers?|marketers?|cto|co-?founder|someone to)\b/i;

/**
 * Hacker News items: comments in the monthly 'Who is hiring?' thread open with
 * `Company | Role | Location | ...`; in the 'Freelancer? Seeking freelancer?'
 * thread only the SEEKING FREELANCER comments are clients; job stories have
 * titles like 'Acme (YC S21) is hiring engineers'; Show and Launch HN posts
 * announce a product; an Ask HN post is a lead only when it asks for help a
 * freelancer could give. The poster's handle is the contact on Hacker News,
 * never a person's name: a name is taken only from the text.
 */
/**
 * The site menu a YC job page opens with, pasted whole with the job into some posts ('Open menu About
 * What Happens at YC? Apply ... Startup Jobs Log in Apply'), and the page's 'apply with a single
 * profile' line: YC's words, not the company's, which a search would otherwise read as the post's
 * ('Newsletter', 'Library', 'For Investors').
 */
const ycJobPageChrome =
  /Open menu About What Happens at YC\?[\s\S]{0,800}?\bLog in Apply\b\s*|Apply to [^.\n]{1,80} and hundreds of other fast-growing YC startups with a single profile\.\s*(?:Apply to role\s*›\s*)?/g;

export function parseHackerNews(item: HnItem, now = Date.now()): Parsed {
  if (!item || typeof item.id !== "number") return { ok: false, reason: "not a Hacker News item (no numeric id)" };
  if (item.deleted || item.dead) return { ok: false, reason: "deleted or dead item" };
  const text = htmlToText(item.text ?? "").replace(ycJobPageChrome, "");
  const title = htmlToText(item.title ?? "");
  const signalDate = new Date((item.time ?? 0) * 1000);
  const all = `${title}\n${text}`;
  const email = extractEmail(all);
  const website = item.url ? extractWebsite(item.url) || extractWebsite(text) : extractWebsite(text);
  const thread: HnThread | undefined = item.thread ?? (item.source === "who_is_hiring" ? "who-is-hiring" : undefined);
  const base = {
    source: "hackernews" as const,
    sourceId: String(item.id),
    sourceUrl: `https://news.ycombinator.com/item?id=${item.id}`,
    signalDate,
    name: extractPersonName(text),
    contactHandle: item.by ?? "",
    email,
    phone: extractPhone(text),
    website,
    leadRule: thread ? THREAD_RULES[thread] : "",
  };

  if (thread === "seeking-freelancer") {
    const ask = text.match(/^\s*SEEKING\s+FREELANCERS?\b\s*[:|,–—-]*\s*/i);
    if (!ask) return { ok: false, reason: "a freelancer offering work (SEEKING WORK), not a client" };
    const body = text.slice(ask[0].length);
    const firstLine = body.split("\n")[0] ?? "";
    const parts = firstLine
      .split(/\s*[|–—]\s*|\s+-\s+/)
      .map((p) => p.trim())
      .filter(Boolean);
    const location = parts.find((p) => saysPlace(p) && p.length < 60) ?? "";
    const named = parts.find(
      (p) => p.length < 50 && !saysPlace(p) && !roleWords.test(p) && !/\s\w+\s\w+\s\w+\s/.test(p),
    );
    const company =
      (named && cleanCompany(named)) || companyFromDomain(email, website) || `HN user ${item.by ?? item.id}`;
    return finalize(
      {
        ...base,
        company,
        role: parts.find((p) => roleWords.test(p) && p !== location) ?? "",
        location,
        remote: remoteSignal(firstLine) || remoteSignal(body),
        signalKind: "hiring",
        signalText: body,
        bio: body.split("\n").slice(1).join(" ").slice(0, 600),
      },
      now,
    );
  }

  const show = title.match(/^(Show|Launch) HN:\s*(.+?)(?:\s+[–—-]\s+(.*))?$/i);
  if (show) {
    const company = cleanCompany(show[2] ?? "");
    return finalize(
      {
        ...base,
        company,
        signalKind: "launch",
        signalText: [show[3] ?? title, text].filter(Boolean).join("\n"),
        bio: show[3] ?? "",
      },
      now,
    );
  }

  const askHn = title.match(/^Ask HN:\s*(.+)$/i);
  if (askHn) {
    if (!(helpAsk.test(all) && serviceAsk.test(all)))
      return { ok: false, reason: "an Ask HN question, not a request for help a freelancer could give" };
    return finalize(
      {
        ...base,
        company: companyFromDomain(email, website) || `HN user ${item.by ?? item.id}`,
        signalKind: "pain_point",
        signalText: [askHn[1], text].filter(Boolean).join("\n"),
      },
      now,
    );
  }

  const job = title.match(/^(.+?)(?:\s*\((?:YC|Y Combinator)[^)]*\))?\s+(?:is\s+)?hiring\b\s*(.*)$/i);
  if (job && (item.type === "job" || item.source === "direct" || !text.includes("|"))) {
    return finalize(
      {
        ...base,
        company: cleanCompany(job[1] ?? ""),
        role: job[2] ?? "",
        remote: remoteSignal(all),
        signalKind: "hiring",
        signalText: [title, text].filter(Boolean).join("\n"),
      },
      now,
    );
  }

  if (!text) return { ok: false, reason: "empty post" };
  if (seekingWork.test(text)) return { ok: false, reason: "a person seeking work, not a hiring company" };
  if (offersOwnServices(text)) return { ok: false, reason: "a freelancer offering their services, not a client" };
  // A note that the job is over ('CLOSED - thanks all!') is no header: the header follows it.
  const post = text.replace(threadTitleLine, "").replace(closedNotice, "");
  const firstLine = post.split("\n")[0] ?? "";
  const parts = firstLine
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) {
    const alt = alternativeHeader(post);
    // A post that names a role but no employer is still a lead: it goes by the poster's handle.
    const company =
      (alt && cleanCompany(alt.company)) ||
      companyInBody(text) ||
      companyFromDomain(email, website) ||
      (alt?.role ? `HN user ${item.by ?? item.id}` : "");
    if (!company) return { ok: false, reason: "no 'Company | Role | Location' header" };
    // A link and a line ('Aggregated for easier reading: https://...'): a comment on the thread, not a job.
    // (The link is left out: a thread's own address says 'who-is-hiring'.)
    const words = text.replace(/https?:\/\/\S+/g, " ");
    if (
      !alt?.role &&
      !roleWords.test(words) &&
      !/\b(?:hiring|jobs?|roles?|positions?|apply|join(?:ing)?|co-?founders?|full[- ]?time|part[- ]?time|on-?site|remote|hybrid|salary|compensation|equity|looking for)\b/i.test(
        words,
      )
    )
      return { ok: false, reason: "no header, no role and no hiring words: a comment on the thread, not a job post" };
    return finalize(
      {
        ...base,
        role: alt?.role ?? "",
        location: alt?.location ?? "",
        company,
        remote: headerRemote(`${alt?.location ?? ""} ${firstLine}`, text),
        signalKind: "hiring",
        signalText: text,
        bio: post.split("\n").slice(1).join(" ").slice(0, 600),
      },
      now,
    );
  }
  // The company is the first part that is neither a role, a place, nor a contract term.
  const isTerm = (p: string) =>
    /^(?:full[- ]?time|part[- ]?time|contract\w*|freelance\w*|intern\w*|on-?site|hybrid|remote)\b/i.test(p);
  // Pay and perks are no company: '$180k', 'Salary + equity', 'Competitive comp'.
  const payLike = /\$|€|£|\d{2,}k|\b(?:salary|equity|comp|compensation|benefits|bonus|stipend|visa|ote)\b/i;
  // 'Cologne, Germany' or 'Austin, TX' leading the header is the place, not the company.
  const placeLike = (p: string) =>
    /^[\p{Lu}][\p{L}.' -]+,\s*(?!(?:inc|llc|ltd|gmbh|co)\b)[\p{Lu}][\p{L} .]+$/iu.test(p) && !/\d/.test(p);
  // 'Senior Data Analyst at P2P.org, the largest staking provider'
  const roleAt = parts
    .map((p) => p.match(/^(.{3,80}?)\s+(?:@|at)\s+([^,(|]{2,60})/))
    .find((m) => m && roleWords.test(m[1] ?? ""));
  const companyPart =
    (roleAt ? roleAt[0] : undefined) ??
    parts.find(
      (p, i) =>
        i === 0 &&
        (domainLike(p) || !roleWords.test(cleanCompany(p))) &&
        !isTerm(p) &&
        !placeLike(p) &&
        cleanCompany(p),
    ) ??
    parts.find(
      (p) =>
        !roleWords.test(p) && !saysPlace(p) && !isTerm(p) && !payLike.test(p) && !cityAndCountry(p) && !industryName(p),
    ) ??
    // A header of roles only ('Head of Engineering | Remote | $180k') names no company: the body or the link does.
    (roleWords.test(parts[0] ?? "") ? "" : parts[0]) ??
    "";
  const company =
    cleanCompany(roleAt ? (roleAt[2] ?? "") : companyPart) ||
    companyInBody(text) ||
    companyFromDomain(email, website) ||
    `HN user ${item.by ?? item.id}`;
  // a part running on into the post's first sentence (no line break after the header) is no role or place
  const rest = parts.filter((p) => p !== companyPart && p.length <= 80);
  // A link or a domain is no role, whatever word it holds ('https://marketer.com/manta').
  const roles = rest.filter((p) => roleWords.test(p) && !/^\s*https?:\/\//i.test(p) && !domainLike(p));
  const role = roles.find((p) => !saysPlace(p)) ?? roles[0] ?? "";
  // 'Copenhagen, Denmark': a place the hint does not know, written as places are (every word capitalised).
  const namedPlace = (p: string) =>
    placeLike(p) &&
    !isTerm(p) &&
    !payLike.test(p) &&
    !roleWords.test(p) &&
    p.split(/[\s,]+/).every((w) => /^\p{Lu}/u.test(w) || /^(?:the|of|de|del|la|le|am|sur)$/.test(w));
  // A link is no place, but a part may carry one after the place ('Tokyo, JP www.enthought.com/careers').
  const places = rest
    .filter((p) => p !== role)
    .map((p) => p.replace(/\s*(?:https?:\/\/|www\.)\S*/gi, "").trim())
    .filter(Boolean);
  // Where before how: 'Bilbao, Spain | ONSITE' is in Bilbao, and 'Warsaw, Poland | Hybrid + International
  // Travel' in Warsaw; a part saying only how the work is done ('Remote or onsite') is the place when nothing
  // else is. 'Remote (US)', 'onsite SF/DC' and 'REMOTE(World) / Brno, Czech Republic' say where too.
  const onlyHow = (p: string) => {
    const rest = p.replace(/\b(?:on-?site|hybrid|remote|in[- ](?:office|person))\b/gi, " ");
    return !saysPlace(rest) && !/\p{Lu}\p{L}+,\s*\p{Lu}/u.test(rest);
  };
  // 'Location: New York City (Flatiron)': the place, without the header's label.
  const location = (
    places.find((p) => saysPlace(p) && !onlyHow(p)) ??
    places.find((p) => cityAndCountry(p)) ??
    places.find(namedPlace) ??
    places.find((p) => saysPlace(p)) ??
    ""
  ).replace(/^\s*location\s*:\s*/i, "");
  const kind: SignalKind = "hiring";
  const draft: Draft = {
    ...base,
    company,
    role,
    location,
    remote: headerRemote(firstLine, text),
    signalKind: kind,
    signalText: text,
    bio: post.split("\n").slice(1).join(" ").slice(0, 600),
  };
  return finalize(draft, now);
}
/** The other header styles seen in the threads: 'Company: X' lines, 'Role @ Company (Place)', 'Company - tagline'. */
function alternativeHeader(text: string): { company: string; role: string; location: string } | null {
  const field = (name: string) => text.match(new RegExp(`^\\s*${name}\\s*:\\s*(.+)$`, "im"))?.[1]?.trim() ?? "";
  const company = field("company");
  if (company) return { company, role: field("(?:role|position|roles)"), location: field("location") };
  const first = text.split("\n")[0] ?? "";
  // 'Who is hiring: Acme' and 'Acme (YC W23) Is Hiring a Founding Engineer (NYC, Onsite)'
  const prefixed = first.match(
    /^\s*(?:who\s+is\s+hiring|we(?:'re| are)\s+hiring|now\s+hiring|hiring)\s*[:–—-]\s*(.{2,60})$/i,
  );
  if (prefixed)
    return { company: prefixed[1] ?? "", role: field("(?:role|position|roles)"), location: field("location") };
  const isHiring = first.match(/^((?:(?![.!?]\s)[^\n]){2,80}?)\s+(?:is|are)\s+(?:now\s+)?hiring\b\s*(.*)$/i);
  if (isHiring && !roleWords.test(isHiring[1] ?? ""))
    // what follows 'is hiring' is a role only when it names one: 'is hiring, an edutainment brand…' does not
    return {
      company: isHiring[1] ?? "",
      role: roleWords.test(isHiring[2] ?? "") && !/^[,.;]/.test(isHiring[2] ?? "") ? (isHiring[2] ?? "") : "",
      location: field("location"),
    };
  const at = first.match(/^(.{3,80}?)\s+(?:@|at)\s+([^(,]{2,60})(?:\s*\(([^)]*)\))?/);
  if (at && roleWords.test(at[1] ?? ""))
    return { company: (at[2] ?? "").trim(), role: (at[1] ?? "").trim(), location: at[3] ?? "" };
  // 'Sumble is the newco from the founders of Kaggle.': a capitalised name opening the post
  const intro = first.match(
    /^([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2})\s+(?:is|are)\s+(?:a|an|the|building|hiring)\b/,
  );
  if (intro && !roleWords.test(intro[1] ?? "") && !/^(?:We|This|It|Our|Here|There)$/.test(intro[1] ?? ""))
    return { company: intro[1] ?? "", role: "", location: field("location") };
  // 'I'm building Diamond Hands Fantasy — think fantasy sports meets Wall Street'
  const building = first.match(
    /^(?:I'm|I am|[Ww]e're|[Ww]e are)\s+(?:building|making|creating|launching|working on)\s+([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,3})\s*(?:[-—–,.:;!?]|$)/,
  );
  if (building) return { company: (building[1] ?? "").trim(), role: "", location: field("location") };
  const dash = first.match(/^([^-–—:]{2,60}?)\s+[-–—]\s+(.+)$/);
  // 'Senior ML Engineer – LLM & RL': a role before the dash, so the company is in the body
  if (dash && roleWords.test(dash[1] ?? "")) {
    return { company: companyInBody(text), role: (dash[1] ?? "").trim(), location: "" };
  }
  // ...and a sentence before a dash is not a name: 'We're building AI that … — before …'
  const sentence = (t: string) => /^(?:I|I'm|I am|we|we're|we are|our|my)\b/i.test(t) || t.split(/\s+/).length > 5;
  if (dash && !sentence(dash[1] ?? ""))
    return {
      company: (dash[1] ?? "").trim(),
      role: roleWords.test(dash[2] ?? "") ? (dash[2] ?? "") : "",
      location: "",
    };
  return null;
}
