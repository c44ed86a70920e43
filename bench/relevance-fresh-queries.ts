import type { Prospect } from "#db/schema/prospects";

/**
 * The fresh set of the relevance benchmark (bench/relevance.ts): 25 queries
 * written on 2026-11-23 evening, as freelancers, consultants and small
 * agencies whose trades the other two sets do not cover would type them (UX
 * researcher, accessibility auditor, email marketer, illustrator, 3D artist,
 * photographer, fractional CFO, HR consultant, compliance consultant,
 * Terraform contractor, Elixir developer, PM, programme manager, Postgres
 * consultant, lawyer, paid-ads marketer, frontend contractor), in styles they
 * do not use either: a sentence about oneself, terse keyword lists, a
 * question, typos ('lerning', 'childrens'), UK spelling ('organisations',
 * 'programme'), company sizes, places not named before (Sydney, Melbourne).
 *
 * The labels were written as rules over the prospect's fields and checked for
 * false positives of their word lists by counting grades over the data, with
 * no ranker run, and committed on their own before the first measurement: the
 * figure that first measurement gives is the honest estimate of how the
 * search does on queries nobody tuned for (docs/performance.md).
 *
 * Grades, 0-3 (the gain is 2^grade - 1, so a 3 weighs 7 and a 1 weighs 1):
 *
 *   3  a buyer of what the query sells, showing the need it names (a post
 *      hiring for the trade, a company stating the problem), with every
 *      qualifier it states (place, size, stage, time, kind of company);
 *      for a query that names a kind of company, that kind with every qualifier
 *   2  the need shown but a qualifier missing, or the qualifiers met with a
 *      near need (the trade's neighbour: a UX designer for a UX researcher)
 *   1  related: the need or the kind named in passing, or a likely buyer
 *      showing no need yet
 *   0  the rest, and vendors: a launch or company whose product does what
 *      the freelancer sells (a usability-testing tool for a UX researcher)
 *      is a competitor, not a client
 *
 * Like the other sets, the rules read only what the sources state (text,
 * tags, signal kind, dates, YC's team size and stage), never the importer's
 * guesses (industry of HN/PH rows, pain points, insights).
 */
type FreshGrade = 0 | 1 | 2 | 3;
type FreshJudged = { query: string; judge: (p: Prospect, now: number) => FreshGrade };

const DAY = 86_400_000;
/** The newest Product Hunt launch in the data (its README: launches up to 2026-07-23). */
const NEWEST_LAUNCH = Date.UTC(2026, 6, 23);

const all = (p: Prospect) => `${p.company}\n${p.role}\n${p.location}\n${p.signalText}\n${p.bio}\n${p.tags}`;
const has = (p: Prospect, re: RegExp) => re.test(all(p).replace(BENEFITS, " "));
/** Staff benefits ('medical, dental and vision') say nothing of what a company does. */
const BENEFITS =
  /\b(medical|health)\s*[,/&]?\s*(and )?(dental|vision)\b|\bdental\s*[,/&]?\s*(and )?vision\b|\bdental (insurance|coverage|plans?|benefits)\b/gi;
/**
 * What the prospect is: its name, signal line and tags, without the long
 * description's passing mentions; an HN post's opening only (header and first
 * lines), since its tail lists stacks, benefits and the like.
 */
const isAbout = (p: Prospect, re: RegExp) =>
  re.test(
    `${p.company}\n${p.source === "hackernews" ? p.signalText.slice(0, 300) : p.signalText}\n${p.tags}`.replace(
      BENEFITS,
      " ",
    ),
  );
/** Where it is: location, an HN post's header line, YC's regions without the composite ones. */
const where = (p: Prospect) =>
  `${p.location}\n${p.signalText.split("\n")[0] ?? ""}${
    p.source === "ycombinator" ? `\n${p.tags.replace(/America \/ Canada|Middle East and North Africa/g, " ")}` : ""
  }`;
const isIn = (p: Prospect, re: RegExp) => re.test(where(p));
/**
 * A role it hires for: the role field or an HN post's text. A YC company's line
 * says what it sells, not whom it hires, so reading it would turn vendors into buyers.
 */
const postWants = (p: Prospect, re: RegExp) => re.test(p.role) || (p.source === "hackernews" && re.test(p.signalText));
const remote = (p: Prospect) =>
  /\bremote\b|work from home|\banywhere\b/i.test(`${where(p)}\n${p.signalText.slice(0, 400)}`) ||
  (p.source === "ycombinator" && /\bRemote\b/.test(p.tags));
const hiring = (p: Prospect) => p.signalKind === "hiring";
const launch = (p: Prospect) => p.signalKind === "launch";
/** The first test that holds gives the grade: [grade 3, grade 2, grade 1]. */
const grade = (three: boolean, two: boolean, one: boolean): FreshGrade => (three ? 3 : two ? 2 : one ? 1 : 0);

const UX_RESEARCH =
  /\b(ux research\w*|user research\w*|usability|user interviews?|user testing|customer interviews?|design research\w*)\b/i;
const UX_RESEARCH_ROLE =
  /\b(ux researchers?|user researchers?|design researchers?|ux research|user research|usability testing|research ops)\b/i;
const UX_NEAR =
  /\b(ux designers?|product designers?|ui\/ux|ux\/ui|ux lead|design lead|head of design|user experience designers?|interaction designers?)\b/i;
/** Accessibility of software; the word alone is as often 'access for everyone' to a service. */
const A11Y =
  /\b(wcag|a11y|accessibility (engineers?|specialists?|standards|compliance|audits?|testing|lead|experts?)|accessible (web|ui|design|interfaces?|front[- ]?ends?)|screen readers?|section 508|ada complian\w*)\b/i;
const DTC =
  /\b(dtc|d2c|direct[- ]to[- ]consumer|e-?commerce brands?|consumer brands?|online stores?|shopify (stores?|brands?|merchants?))\b/i;
/** A brand that sells to consumers itself, not a tool sold to such brands (a vendor). */
const dtcBrand = (p: Prospect) =>
  !launch(p) &&
  isAbout(p, DTC) &&
  !isAbout(
    p,
    /\bfor (\w+ ){0,2}(dtc|d2c|e-?commerce|shopify|online|consumer|retail) (brands?|stores?|merchants?|sellers?)\b|\b(platform|software|api|saas|infrastructure)\b/i,
  );
const ECOM =
  /\b(dtc|d2c|direct[- ]to[- ]consumer|e-?commerce|online stores?|shopify|retail brands?|consumer brands?)\b/i;
const EMAIL_MKT =
  /\b(klaviyo|email marketing|lifecycle market\w*|retention market\w*|crm market\w*|email campaigns?|email flows?)\b/i;
const MKT_ROLE = /\b(marketing managers?|marketers?|growth market\w*|head of marketing|marketing lead|lifecycle)\b/i;
const ILLUSTRATION = /\b(illustrat(or|ors|ion|ions)|children'?s book|picture books?|storybooks?)\b/i;
const KIDS = /\b(kids|children'?s?|toddlers?|preschool\w*|k-12|young learners|early childhood|parents)\b/i;
const LEARNING =
  /\b(edtech|education\w*|learning|learn|students?|teachers?|tutor\w*|classrooms?|schools?|literacy|reading)\b/i;
const ART_ROLE = /\b(illustrators?|artists?|visual designers?|graphic designers?|animators?)\b/i;
const THREE_D_ROLE =
  /\b(3d (artists?|modell?ers?|generalists?|animators?)|technical artists?|environment artists?|character artists?|blender|unity|unreal)\b/i;
const THREE_D_KIND =
  /\b(3d|games?|gaming|game studios?|virtual reality|augmented reality|vr|ar\/vr|xr|metaverse|unity|unreal)\b/i;
const PHOTO = /\b(photograph\w*|photo ?shoots?|product photos?|content creators?|creative producers?)\b/i;
const FIN_LEAD =
  /\b(cfo|chief financial officer|vp,? (of )?finance|head of finance|finance (lead|manager|director)|financial controller|fp&a)\b/i;
const FIN_ROLE =
  /\b(accountants?|bookkeepers?|finance (associates?|analysts?|ops|operations)|accounting (managers?|leads?|associates?)|financial analysts?|controllers?\b(?! (area|board|design|firmware)))/i;
const HR_ROLE =
  /\b(hr (manager|generalist|business partner|lead|director|specialist)|hrbp|people (ops|operations|partner|lead|team lead)|head of people|vp,? (of )?people|human resources (manager|generalist|lead|director))\b/i;
/** Sells HR or payroll: a competitor of an HR consultant, not a client. */
const HR_VENDOR = /\b(hr|payroll|human resources|people ops|peo|benefits administration)\b/i;
const SOC2 = /\b(soc ?2|soc-2|iso ?27001|hipaa complian\w*|fedramp)\b/i;
/** Sells compliance: a competitor of a compliance consultant. */
const COMPLIANCE_VENDOR =
  /\b(compliance (automation|platform|software|tool\w*)|automat\w* (your )?(compliance|audits?|soc ?2)|get soc ?2|audit[- ]ready|trust cent(er|re))\b/i;
const SEC_ROLE = /\b(security engineers?|compliance (manager|lead|engineer|analyst|officer)|grc|security lead|ciso)\b/i;
const SAAS = /\b(saas|b2b|enterprise|for businesses|for teams)\b/i;
const TERRAFORM = /\b(terraform|opentofu)\b/i;
const AWS = /\b(aws|amazon web services|ec2|lambda|ecs|eks|cloudformation)\b/i;
const INFRA_ROLE =
  /\b(devops|sre|site reliability|platform engineers?|infrastructure engineers?|cloud engineers?|infrastructure as code|iac)\b/i;
const ELIXIR = /\belixir\b/i;
const ELIXIR_NEAR = /\b(erlang|phoenix liveview|liveview|beam vm|otp)\b/i;
const FIRST_ENGINEER =
  /\b(founding (engineer|developer|full[- ]?stack|back[- ]?end|front[- ]?end|software|ml|ai|team member|engineering)\w*|first (engineer|engineering hire|technical hire|developer|hire)s?|engineer #1|employee #1)\b/i;
const SEED = /\b(seed|pre-seed|early[- ]stage)\b/i;
const SYD_MEL = /\b(sydney|melbourne)\b/i;
const AUSTRALIA = /\b(australia|australian|brisbane|perth|adelaide|canberra|nsw|victoria, au)\b/i;
const GOV =
  /\b(govtech|gov ?tech|government agenc\w*|governments|public sector|state and local|federal agencies|municipal\w*|cities and counties|civic tech|local government|government contractors?|public agencies)\b/i;
const GOV_LOOSE = /\b(government|federal|civic|public services?|city halls?)\b/i;
const FITNESS = /\b(fitness|workouts?|gyms?|exercis\w*|yoga|pilates|wellness|personal trainers?|strength training)\b/i;
const PM =
  /\b(product managers?|product management|product owners?|head of product|vp,? (of )?product|product lead|group product managers?)\b|\b(Senior |Technical |Lead )?PMs?\b/;
const PROGRAMME =
  /\b(program(me)? managers?|project managers?|technical program(me)? managers?|tpms?|delivery managers?|program(me)? leads?|project management)\b/i;
const OPS_NEAR = /\b(operations managers?|chief of staff|project coordinators?|implementation managers?)\b/i;
const POSTGRES = /\b(postgres\w*|postgresql|psql)\b/i;
const DB_PERF =
  /\b(performance|tuning|query optimi[sz]\w*|query planner|indexing|database (engineers?|administrators?|reliability)|dbas?)\b/i;
const DB_ANY = /\b(mysql|sql|databases?)\b/i;
const DENTAL = /\b(dentists?|dental|orthodont\w*|dentistry|oral health)\b/i;
const COUNSEL =
  /\b(general counsel|legal counsel|in-house counsel|associate counsel|corporate counsel|product counsel|paralegals?|legal (ops|operations) (managers?|leads?|specialists?)|head of legal|(corporate|m&a) associates?)\b/i;
/** Sells legal work or software for it: a competitor of a lawyer. */
const LEGAL_VENDOR =
  /\b(legal ?tech|law firms?|legal (platform|software|ai|technology)|for (lawyers|attorneys|law firms))\b/i;
const ADS =
  /\b(google ads|meta ads|facebook ads|paid (ads|social|search|media|acquisition|marketing) (managers?|leads?|specialists?|marketers?)|ppc (managers?|specialists?)|performance market(ing|er)s?( managers?| leads?)?|media buyers?|adwords)\b/i;
/** Sells advertising work or tools: a competitor of an ads freelancer. */
const ADS_VENDOR =
  /\b(ad(vertising)? (campaigns?|platform|tech|agency)|ads? (agents?|tools?|platform|automation)|adtech)\b/i;
const MKT_NEAR = /\b(growth market\w*|digital market\w*|marketing managers?|user acquisition|demand gen\w*)\b/i;
const ML =
  /\b(machine learning|ml|deep learning|ai|artificial intelligence|llms?|computer vision|nlp|neural|generative)\b/i;
const BERLIN = /\bberlin\b/i;
const GERMANY = /\b(germany|german|munich|hamburg|frankfurt|cologne|stuttgart|düsseldorf|dusseldorf)\b/i;
const FRONTEND = /\b(front[- ]?end)\b/i;
const FE_NEAR = /\b(react|vue|angular|svelte|next\.js|full[- ]?stack)\b/i;
const EUROPE =
  /\b(europe|european|eu|emea|cet|cest|gmt|uk|united kingdom|england|london|berlin|paris|amsterdam|germany|france|spain|madrid|barcelona|netherlands|sweden|stockholm|ireland|dublin|munich|lisbon|portugal|italy|milan|poland|warsaw|switzerland|zurich|denmark|copenhagen|finland|helsinki|norway|oslo|austria|vienna|belgium|brussels|estonia|prague|czech|romania|greece)\b/i;
const DESIGN_ROLE = /\b(designers?|design lead|head of design|ux|ui\/ux|ux\/ui|brand design)\b/i;
const JUST_RAISED_TEXT =
  /\b((just|recently) (raised|closed|announced)|raised (a|an|our|\$\d)|fresh(ly)? funded|new funding|closed (a|our) (seed|series))\b/i;
/** A company whose funding is under a year old: a YC batch of the last year, or a post saying it just raised. */
const justRaised = (p: Prospect, now: number) =>
  (p.source === "ycombinator" && (now - p.signalDate.getTime()) / DAY <= 365 && p.signalKind === "funding") ||
  (p.source === "ycombinator" && /\b(winter|spring|summer|fall) (2026|2027)\b/i.test(p.tags)) ||
  JUST_RAISED_TEXT.test(p.signalText);

export const relevanceFreshQueries: FreshJudged[] = [
  {
    query: "I'm a UX researcher looking for startups that want usability testing or user interviews",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, UX_RESEARCH_ROLE),
        hiring(p) && postWants(p, UX_NEAR),
        !launch(p) && has(p, UX_RESEARCH) && !isAbout(p, UX_RESEARCH),
      ),
  },
  {
    query: "WCAG accessibility audits",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, A11Y),
        !launch(p) && has(p, A11Y) && !isAbout(p, A11Y),
        (!launch(p) && has(p, /\baccessibility\b/i) && !isAbout(p, /\baccessibility\b/i)) ||
          (hiring(p) &&
            postWants(p, /\b(front[- ]?end|design systems?)\b/i) &&
            has(p, /\b(public sector|government)\b/i)),
      ),
  },
  {
    query: "klaviyo email flows for DTC brands",
    judge: (p) =>
      grade(
        dtcBrand(p) && (has(p, EMAIL_MKT) || (hiring(p) && postWants(p, MKT_ROLE))),
        dtcBrand(p),
        !launch(p) && has(p, EMAIL_MKT) && !isAbout(p, EMAIL_MKT) && has(p, ECOM),
      ),
  },
  {
    query: "illustrator for childrens books and learning apps",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, ART_ROLE) && has(p, KIDS) && has(p, LEARNING),
        (hiring(p) && postWants(p, /\billustrat\w*/i)) || (!launch(p) && isAbout(p, KIDS) && isAbout(p, LEARNING)),
        (launch(p) && isAbout(p, KIDS) && isAbout(p, LEARNING) && !isAbout(p, ILLUSTRATION)) ||
          (hiring(p) && postWants(p, ART_ROLE)),
      ),
  },
  {
    query: "3D artist (Blender, Unity) looking for work",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, THREE_D_ROLE),
        hiring(p) && has(p, THREE_D_KIND) && postWants(p, ART_ROLE),
        !launch(p) && isAbout(p, THREE_D_KIND),
      ),
  },
  {
    query: "product photographer for ecommerce brands",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, PHOTO) && has(p, ECOM),
        (hiring(p) && postWants(p, PHOTO)) || dtcBrand(p),
        !launch(p) && isAbout(p, ECOM) && !isAbout(p, /\b(platform|software|api|tools?|saas|infrastructure)\b/i),
      ),
  },
  {
    query: "fractional CFO for venture-backed startups",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, FIN_LEAD),
        hiring(p) && postWants(p, FIN_ROLE),
        !launch(p) && has(p, /\bfractional (cfo|finance)\b/i),
      ),
  },
  {
    query: "HR consultant for a startup growing past 50 people",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, HR_ROLE),
        hiring(p) && p.companySize === "51-200" && !isAbout(p, HR_VENDOR),
        hiring(p) && p.companySize === "11-50" && !isAbout(p, HR_VENDOR),
      ),
  },
  {
    query: "SOC 2 compliance help for early stage SaaS",
    judge: (p) =>
      grade(
        !launch(p) && has(p, SOC2) && !has(p, COMPLIANCE_VENDOR) && (hiring(p) || p.stage === "Early"),
        hiring(p) && postWants(p, SEC_ROLE) && !has(p, COMPLIANCE_VENDOR),
        hiring(p) && has(p, SAAS) && p.stage === "Early" && p.companySize === "11-50",
      ),
  },
  {
    query: "terraform aws contractor",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, TERRAFORM) && postWants(p, AWS),
        hiring(p) && postWants(p, TERRAFORM),
        hiring(p) && postWants(p, INFRA_ROLE),
      ),
  },
  {
    query: "Who is hiring Elixir developers?",
    judge: (p) =>
      grade(hiring(p) && postWants(p, ELIXIR), hiring(p) && postWants(p, ELIXIR_NEAR), !hiring(p) && has(p, ELIXIR)),
  },
  {
    query: "startups hiring their first engineer",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, FIRST_ENGINEER),
        hiring(p) && p.companySize === "1-10",
        hiring(p) && (p.companySize === "11-50" || (p.source === "hackernews" && SEED.test(p.signalText))),
      ),
  },
  {
    query: "Sydney or Melbourne startups",
    judge: (p) => grade(isIn(p, SYD_MEL), isIn(p, AUSTRALIA), has(p, SYD_MEL) || has(p, /\baustralia\b/i)),
  },
  {
    query: "govtech companies selling to government",
    judge: (p) => grade(isAbout(p, GOV), has(p, GOV), isAbout(p, GOV_LOOSE)),
  },
  {
    query: "fitness and wellness apps launched recently",
    judge: (p) =>
      grade(
        launch(p) && isAbout(p, FITNESS) && p.signalDate.getTime() >= NEWEST_LAUNCH - 120 * DAY,
        launch(p) && isAbout(p, FITNESS),
        !launch(p) && isAbout(p, FITNESS),
      ),
  },
  {
    query: "open roles for product managers at B2B SaaS",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, PM) && has(p, SAAS),
        hiring(p) && postWants(p, PM),
        hiring(p) && has(p, SAAS) && postWants(p, /\bproduct (designers?|owners?|analysts?|marketing)\b/i),
      ),
  },
  {
    query: "organisations hiring a programme manager",
    judge: (p) =>
      grade(hiring(p) && postWants(p, PROGRAMME), hiring(p) && postWants(p, OPS_NEAR), !launch(p) && has(p, PROGRAMME)),
  },
  {
    query: "Postgres performance tuning consultant",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, POSTGRES) && postWants(p, DB_PERF),
        hiring(p) && postWants(p, POSTGRES),
        hiring(p) && postWants(p, DB_ANY),
      ),
  },
  {
    query: "software for dentists",
    judge: (p) =>
      grade(
        isAbout(p, DENTAL),
        has(p, DENTAL),
        has(p, /\b(veterinar\w*|clinics? (software|management)|practice management)\b/i),
      ),
  },
  {
    query: "startups that need in-house legal counsel",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, COUNSEL) && !isAbout(p, LEGAL_VENDOR),
        (hiring(p) && postWants(p, COUNSEL)) ||
          (hiring(p) &&
            postWants(p, /\b(compliance (managers?|leads?|officers?)|regulatory (affairs|counsel|leads?))\b/i)),
        !launch(p) && has(p, /\b(lawyers?|attorneys?|legal counsel)\b/i) && !isAbout(p, LEGAL_VENDOR),
      ),
  },
  {
    query: "companies that need help with Google Ads or Meta ads",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, ADS) && !isAbout(p, ADS_VENDOR),
        hiring(p) && postWants(p, MKT_NEAR) && !isAbout(p, ADS_VENDOR),
        hiring(p) && postWants(p, /\bmarketing\b/i),
      ),
  },
  {
    query: "large companies with 1000+ employees hiring remote engineers",
    judge: (p) =>
      grade(
        hiring(p) && p.companySize === "1000+" && remote(p),
        hiring(p) && (p.companySize === "1000+" || (p.companySize === "201-1000" && remote(p))),
        hiring(p) && p.companySize === "201-1000",
      ),
  },
  {
    query: "machine lerning startups in berlin",
    judge: (p) =>
      grade(
        isIn(p, BERLIN) && has(p, ML),
        (isIn(p, GERMANY) && has(p, ML)) || (isIn(p, BERLIN) && has(p, /\b(data|analytics|automation)\b/i)),
        isIn(p, BERLIN),
      ),
  },
  {
    query: "frontend developer, remote, european timezone",
    judge: (p) =>
      grade(
        hiring(p) && postWants(p, FRONTEND) && remote(p) && isIn(p, EUROPE),
        hiring(p) && postWants(p, FRONTEND) && (remote(p) || isIn(p, EUROPE)),
        hiring(p) && (postWants(p, FRONTEND) || (postWants(p, FE_NEAR) && remote(p) && isIn(p, EUROPE))),
      ),
  },
  {
    query: "startups that just closed a funding round and need a designer",
    judge: (p, now) =>
      grade(
        justRaised(p, now) && hiring(p) && postWants(p, DESIGN_ROLE),
        justRaised(p, now) && (hiring(p) || JUST_RAISED_TEXT.test(p.signalText)),
        (hiring(p) && postWants(p, DESIGN_ROLE)) || justRaised(p, now),
      ),
  },
];
