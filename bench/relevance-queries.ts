import type { Prospect } from "#db/schema/prospects";

/**
 * The labelled query set for the relevance benchmark (bench/relevance.ts),
 * over the real data in ../shared/data (YC companies, HN "Who is hiring"
 * posts, Product Hunt launches).
 *
 * How the labels were made: for each query, a graded relevance judgement was
 * written by hand as a rule over the prospect's fields, BEFORE looking at what
 * our search (or the BM25 baseline) returns for it, from reading the request
 * and the data's shape only. The rules are not tuned to either ranking.
 *
 *   grade 2  the prospect is what the request asks for (every part of it)
 *   grade 1  partly: the core of the request but not every qualifier
 *   grade 0  not relevant
 *
 * The rules read only what the sources state: the text (company, role,
 * location, signal text, bio, tags: YC's own industries, tags, regions and
 * batch are in `tags`), the signal kind (YC's isHiring flag, the HN hiring
 * threads, PH launches), dates, team size and YC stage. They never read the
 * fields our importer guesses (`industry` for HN/PH, pain points, insights),
 * so a judgement cannot agree with the ranking merely by sharing its guesses.
 * Before any ranking was run, the rules were checked against the data for
 * plain false positives of their word lists (e.g. "shipping" as in releasing,
 * YC's "America / Canada" region on every US company) and those words fixed.
 * Recency is measured from `now`, the day after the newest signal in the data.
 */
export type Grade = 0 | 1 | 2;
export type Judged = { query: string; judge: (p: Prospect, now: number) => Grade };

const DAY = 86_400_000;
const age = (p: Prospect, now: number) => (now - p.signalDate.getTime()) / DAY;

/** Everything a reader sees of the prospect. */
const all = (p: Prospect) => `${p.company}\n${p.role}\n${p.location}\n${p.signalText}\n${p.bio}\n${p.tags}`;
const has = (p: Prospect, re: RegExp) => re.test(all(p));
/** Where the prospect is: its location, the header line of a job post, and YC's region tags. */
const where = (p: Prospect) =>
  `${p.location}\n${p.signalText.split("\n")[0] ?? ""}${p.source === "ycombinator" ? `\n${ycRegions(p.tags)}` : ""}`;
/** YC's composite regions name places the company need not be in ("America / Canada" for any US company). */
const ycRegions = (tags: string) => tags.replace(/America \/ Canada|Middle East and North Africa/g, " ");
const isIn = (p: Prospect, re: RegExp) => re.test(where(p));
/** The job a post asks for: the role field and the post's text (HN); YC and PH rarely name roles. */
const wants = (p: Prospect, re: RegExp) => re.test(`${p.role}\n${p.signalText}`);
const remote = (p: Prospect) =>
  /\bremote\b|work from home|\bwfh\b|\banywhere\b/i.test(`${where(p)}\n${p.signalText.slice(0, 400)}`);

const hiring = (p: Prospect) => p.signalKind === "hiring";
const launch = (p: Prospect) => p.signalKind === "launch";
const g = (full: boolean, partial: boolean): Grade => (full ? 2 : partial ? 1 : 0);
const count = (...xs: boolean[]) => xs.filter(Boolean).length;

const FINTECH =
  /\b(fintech|payments?|banking|neobank|lending|loans?|insurtech|credit cards?|financial services|stablecoins?|treasury|accounting)\b/i;
const AI = /\b(ai|a\.i\.|artificial intelligence|machine learning|llms?|gpt|genai|generative|agents?|agentic)\b/i;
const HEALTH =
  /\b(health\s?care|healthtech|health|medical|clinics?|clinical|patients?|hospitals?|doctors?|physicians?|nurses?|pharma\w*|biotech|therap\w*)\b/i;
const EUROPE =
  /\b(europe|european|eu|uk|united kingdom|england|london|berlin|paris|amsterdam|germany|france|spain|madrid|barcelona|netherlands|sweden|stockholm|ireland|dublin|munich|lisbon|portugal|italy|milan|poland|warsaw|switzerland|zurich|denmark|copenhagen|finland|helsinki|norway|oslo|austria|vienna|belgium|brussels|estonia|prague)\b/i;
const DESIGNER = /\b(designers?|product design|ux|ui\/ux|ux\/ui|design engineer)\b/i;
const REACT = /\breact(\.js|js)?\b/i;
const PYTHON = /\bpython\b/i;
const RUST = /\brust\b/i;
const TS = /\btypescript\b/i;
const SECURITY =
  /\b(cyber\s?security|security|infosec|appsec|threat detection|vulnerabilit\w*|penetration test\w*|zero trust)\b/i;
const ROBOTICS =
  /\b(robots?|robotics|robotic|humanoids?|drones?|autonomous (vehicles?|driving|systems|machines|trucks?))\b/i;
const CLIMATE =
  /\b(climate|carbon|decarboni\w*|emissions|renewables?|solar|clean ?tech|clean energy|geothermal|batter(y|ies))\b/i;
const LEGAL = /\b(legal|law firms?|lawyers?|attorneys?|litigation|paralegals?|contracts? review)\b/i;
const LOGISTICS =
  /\b(logistics|supply chains?|freight|warehouses|warehousing|trucking|fulfil?lment cent(er|re)s?|3pl|last[- ]mile)\b/i;
const EDU =
  /\b(edtech|education|educational|students?|teachers?|tutor\w*|courses?|learning platform|classrooms?|schools?)\b/i;
const CRYPTO = /\b(crypto(currenc\w*)?|blockchains?|web3|defi|stablecoins?|bitcoin|ethereum|solana|on-?chain)\b/i;
const INSURANCE = /\b(insurance|insurtech|insurers?|underwrit\w*)\b/i;
const NYC = /\b(new york|nyc|ny, ny|brooklyn|manhattan)\b/i;
const BERLIN = /\bberlin\b/i;
const GERMANY = /\b(germany|munich|hamburg|frankfurt|cologne)\b/i;
const LONDON = /\blondon\b/i;
const UK = /\b(uk|united kingdom|england|manchester|edinburgh)\b/i;
const CANADA = /\b(canada|toronto|vancouver|montreal|ottawa|calgary|waterloo|ontario|british columbia|quebec)\b/i;
const INDIA = /\b(india|bengaluru|bangalore|mumbai|delhi|hyderabad|pune|chennai|gurgaon|gurugram|noida)\b/i;
const LATAM =
  /\b(latin america|latam|brazil|mexico|colombia|argentina|chile|peru|são paulo|sao paulo|bogot[aá]|mexico city|buenos aires)\b/i;
const AFRICA =
  /\b(africa|african|nigeria|lagos|kenya|nairobi|ghana|accra|egypt|cairo|south africa|cape town|rwanda|kigali)\b/i;
const MOBILE =
  /\b(ios|android|mobile apps?|mobile engineer\w*|mobile developer\w*|react native|flutter|swift|kotlin)\b/i;
const IOS = /\b(ios|iphone|ipad|swiftui|swift)\b/i;
const DEVOPS = /\b(devops|sre|site reliability|platform engineer\w*|infrastructure engineer\w*)\b/i;
const K8S = /\b(kubernetes|k8s)\b/i;
const ML_ROLE =
  /\b(machine learning|ml engineer\w*|ml\b|ai engineer\w*|applied scientists?|research scientists?|data scientists?)\b/i;
const DATA_PIPE =
  /\b(data pipelines?|etl|elt|data engineer\w*|data platform|data infrastructure|airflow|dbt|spark|kafka|ingestion)\b/i;
const SHOPIFY = /\bshopify\b/i;
const OPEN_SOURCE = /\b(open[- ]source|oss|github)\b/i;
const DEV_AUDIENCE =
  /\b(developers?|devs|engineers|engineering teams|api|apis|sdk|cli|code|coding|devtools?|developer tools)\b/i;
const SUPPORT =
  /\b(customer support|customer service|support tickets?|help ?desk|support teams?|customer success|contact cent(er|re)s?|call cent(er|re)s?)\b/i;
const AGENTS = /\b(agents?|agentic|ai assistants?|chatbots?|voice ai)\b/i;
const NOTES = /\b(note-?taking|note-?takers?|notes apps?|meeting notes|take notes|taking notes|notebook apps?)\b/i;
const BIO =
  /\b(biotech|biology|biological|drug discovery|therapeutics|protein|genomic\w*|molecular|life sciences|wet lab|antibod\w*)\b/i;
const SCIENTIST = /\b(scientists?|researchers?|phd|ph\.d)\b/i;
const MARKETING = /\b(marketing|marketers?|campaigns?|seo|social media|ads|advertising|email marketing)\b/i;
const AUTOMATION = /\b(automat\w*|workflows?|no[- ]code)\b/i;
const EMBEDDED = /\b(embedded|firmware|rtos|microcontrollers?|fpga|pcb)\b/i;
const HARDWARE = /\b(hardware|electronics|devices?|sensors?|robots?|robotics|semiconductors?|chips?)\b/i;
const PAYMENTS = /\b(payments?|payouts?|checkout|card issuing|money movement|remittances?|invoic\w*|billing)\b/i;
const INFRA = /\b(infrastructure|api|apis|platform|rails|sdk|orchestration|processing)\b/i;
const RECRUIT =
  /\b(recruit\w*|hiring platform|applicant tracking|\bats\b|talent acquisition|sourcing candidates|candidates|interview\w*)\b/i;
const MENTAL =
  /\b(mental health|therapy|therapists?|anxiety|depression|wellbeing|well-being|mindfulness|meditation|psychiatr\w*|counsel\w*)\b/i;
const REAL_ESTATE =
  /\b(real estate|property|properties|proptech|mortgages?|landlords?|tenants?|rental|home ?buy\w*|realtors?|brokerages?)\b/i;
const VIDEO = /\bvideos?\b/i;
const EDITING = /\b(edit\w*|clips?|cuts?|subtitles?|captions?)\b/i;
/** "Go" the language: "golang", or a capitalised Go in a stack list or before a role word ("Go, Kubernetes", "in Go", "Go engineers"). */
const GO =
  /\b[Gg]olang\b|GOLANG|(?:[,/(]\s*|\bin )Go\b(?!\s+to\b)|\bGo(?:,|\/|\s+(?:developers?|engineers?|backend|services|microservices))/;
const BACKEND = /\b(back[- ]?end|backend|server-side|apis?|distributed systems)\b/i;
const FULLSTACK = /\b(full[- ]?stack)\b/i;
const DEFENSE = /\b(defen[cs]e|military|national security|dod|warfighters?|armed forces|munitions)\b/i;
const VOICE =
  /\b(voice (ai|agents?|assistants?|interfaces?|apps?|calls?|cloning|recognition|models?|notes|mode|typing|dictation)|ai voice|voice-(first|based|driven|powered)|speech|text-to-speech|tts|speech-to-text|phone agents?)\b/i;
const CHROME_EXT = /\b(chrome extension|browser extension|extension for chrome|chrome plugin)\b/i;
const B2B = /\b(b2b|saas|enterprise software|for businesses|for teams)\b/i;
const SMALL = (p: Prospect) => p.companySize === "1-10" || p.companySize === "11-50";
const SEED = (p: Prospect) =>
  /\b(seed|pre-seed|early[- ]stage)\b/i.test(all(p)) || (p.source === "ycombinator" && p.stage === "Early");
const RECENT_BATCH = /\b(winter|spring|summer|fall) (2025|2026)\b/i;
const SERIES_A = /\bseries a\b/i;
const RAISED = /\b(raised|raise|funding|funded|backed by|seed round|series [a-d]|investors?)\b/i;

/** At least 40 queries; each judge reads the prospect as described above. */
export const relevanceQueries: Judged[] = [
  {
    query: "fintech startups hiring React developers",
    judge: (p) =>
      hiring(p) && has(p, FINTECH) && wants(p, REACT)
        ? 2
        : count(hiring(p), has(p, FINTECH), wants(p, REACT)) >= 2
          ? 1
          : 0,
  },
  {
    query: "AI companies that just launched",
    judge: (p, now) => g(launch(p) && has(p, AI) && age(p, now) <= 30, launch(p) && has(p, AI)),
  },
  {
    query: "remote designers in Europe",
    judge: (p) =>
      g(wants(p, DESIGNER) && remote(p) && isIn(p, EUROPE), wants(p, DESIGNER) && (remote(p) || isIn(p, EUROPE))),
  },
  {
    query: "healthcare startups asking for help",
    judge: (p) =>
      g(has(p, HEALTH) && (hiring(p) || has(p, /\b(need help|looking for|feedback|seeking)\b/i)), has(p, HEALTH)),
  },
  {
    query: "companies hiring recently",
    judge: (p, now) => g(hiring(p) && age(p, now) <= 90, hiring(p) && age(p, now) <= 180),
  },
  { query: "seed-stage fintech startups", judge: (p) => g(has(p, FINTECH) && SEED(p), has(p, FINTECH)) },
  {
    query: "Python developers for a data pipeline",
    judge: (p) => g(has(p, PYTHON) && has(p, DATA_PIPE), has(p, DATA_PIPE) || (hiring(p) && wants(p, PYTHON))),
  },
  {
    query: "e-commerce brands that need Shopify help",
    judge: (p) =>
      g(
        has(p, SHOPIFY) && has(p, /\b(e-?commerce|stores?|merchants?|brands?)\b/i),
        has(p, SHOPIFY) || /\be-?commerce\b/i.test(all(p)),
      ),
  },
  {
    query: "remote Rust engineering jobs",
    judge: (p) => g(hiring(p) && wants(p, RUST) && remote(p), hiring(p) && wants(p, RUST)),
  },
  {
    query: "fintech companies in London",
    judge: (p) =>
      g(
        has(p, FINTECH) && isIn(p, LONDON),
        (has(p, FINTECH) && isIn(p, UK)) ||
          (isIn(p, LONDON) && has(p, /\b(finance|financial|bank|invest\w*|money)\b/i)),
      ),
  },
  { query: "robotics startups hiring engineers", judge: (p) => g(hiring(p) && has(p, ROBOTICS), has(p, ROBOTICS)) },
  {
    query: "climate tech companies",
    judge: (p) => g(has(p, CLIMATE), has(p, /\b(energy|sustainab\w*|ev|electric vehicles?|grid)\b/i)),
  },
  {
    query: "developer tools for kubernetes",
    judge: (p) => g(has(p, K8S) && has(p, DEV_AUDIENCE), has(p, K8S) || has(p, DEVOPS)),
  },
  {
    query: "open source developer tools launched recently",
    judge: (p, now) =>
      g(
        launch(p) && has(p, OPEN_SOURCE) && has(p, DEV_AUDIENCE) && age(p, now) <= 90,
        has(p, OPEN_SOURCE) && has(p, DEV_AUDIENCE),
      ),
  },
  { query: "legal tech startups", judge: (p) => g(has(p, LEGAL), has(p, /\b(compliance|regulatory)\b/i)) },
  {
    query: "logistics and supply chain companies",
    judge: (p) => g(has(p, LOGISTICS), has(p, /\b(delivery|deliveries|fleets?|inventory|shipments?)\b/i)),
  },
  { query: "companies in Berlin", judge: (p) => g(isIn(p, BERLIN), isIn(p, GERMANY)) },
  { query: "startups in New York that are hiring", judge: (p) => g(hiring(p) && isIn(p, NYC), isIn(p, NYC)) },
  {
    query: "companies looking for iOS developers",
    judge: (p) => g(hiring(p) && wants(p, IOS), hiring(p) && wants(p, MOBILE)),
  },
  {
    query: "machine learning engineers at healthcare companies",
    judge: (p) =>
      hiring(p) && wants(p, ML_ROLE) && has(p, HEALTH)
        ? 2
        : count(hiring(p), wants(p, ML_ROLE), has(p, HEALTH)) >= 2 && has(p, HEALTH)
          ? 1
          : 0,
  },
  { query: "cybersecurity startups hiring", judge: (p) => g(hiring(p) && has(p, SECURITY), has(p, SECURITY)) },
  {
    query: "education platforms for students",
    judge: (p) => g(has(p, EDU) && has(p, /\b(students?|learners?|learning)\b/i), has(p, EDU)),
  },
  {
    query: "crypto and blockchain companies",
    judge: (p) => g(has(p, CRYPTO), has(p, /\b(wallets?|digital assets?)\b/i)),
  },
  { query: "insurance startups", judge: (p) => g(has(p, INSURANCE), has(p, /\b(risk|actuar\w*)\b/i)) },
  {
    query: "AI agents for customer support",
    judge: (p) =>
      g(has(p, AGENTS) && has(p, SUPPORT), has(p, SUPPORT) || (has(p, AGENTS) && has(p, /\bcustomers?\b/i))),
  },
  {
    query: "note-taking apps",
    judge: (p) => g(has(p, NOTES), has(p, /\b(notes|knowledge base|journal\w*|second brain|obsidian|notion)\b/i)),
  },
  {
    query: "remote full-stack TypeScript jobs",
    judge: (p) =>
      g(
        hiring(p) && wants(p, TS) && remote(p) && wants(p, FULLSTACK),
        hiring(p) && wants(p, TS) && (remote(p) || wants(p, FULLSTACK)),
      ),
  },
  {
    query: "biotech companies hiring scientists",
    judge: (p) => g(hiring(p) && has(p, BIO) && wants(p, SCIENTIST), has(p, BIO) && (hiring(p) || wants(p, SCIENTIST))),
  },
  { query: "startups in India", judge: (p) => g(isIn(p, INDIA), has(p, /\b(india|indian)\b/i)) },
  { query: "Latin America startups", judge: (p) => g(isIn(p, LATAM), has(p, LATAM)) },
  { query: "startups in Africa", judge: (p) => g(isIn(p, AFRICA), AFRICA.test(ycRegions(all(p)))) },
  { query: "marketing automation tools", judge: (p) => g(has(p, MARKETING) && has(p, AUTOMATION), has(p, MARKETING)) },
  {
    query: "hardware startups hiring embedded engineers",
    judge: (p) => g(hiring(p) && wants(p, EMBEDDED), (hiring(p) && has(p, HARDWARE)) || has(p, EMBEDDED)),
  },
  { query: "payments infrastructure companies", judge: (p) => g(has(p, PAYMENTS) && has(p, INFRA), has(p, PAYMENTS)) },
  {
    query: "devops engineers for a growing startup",
    judge: (p) => g(hiring(p) && wants(p, DEVOPS), has(p, DEVOPS) || (hiring(p) && wants(p, K8S))),
  },
  {
    query: "companies hiring in Canada",
    judge: (p) => g(hiring(p) && isIn(p, CANADA), hiring(p) && /\b(canada|canadian)\b/i.test(ycRegions(all(p)))),
  },
  {
    query: "new Chrome extensions",
    judge: (p) => g(launch(p) && has(p, CHROME_EXT), has(p, CHROME_EXT) || (launch(p) && has(p, /\bextensions?\b/i))),
  },
  { query: "tools for recruiters", judge: (p) => g(has(p, RECRUIT) && !hiring(p), has(p, RECRUIT)) },
  { query: "mental health apps", judge: (p) => g(has(p, MENTAL), has(p, /\b(wellness|stress|sleep|mood)\b/i)) },
  {
    query: "real estate software",
    judge: (p) => g(has(p, REAL_ESTATE) && has(p, /\b(software|platform|app|saas|tools?|ai)\b/i), has(p, REAL_ESTATE)),
  },
  {
    query: "startups that raised a Series A",
    judge: (p) => g(has(p, SERIES_A), p.signalKind === "funding" || has(p, RAISED)),
  },
  { query: "video editing tools", judge: (p) => g(has(p, VIDEO) && has(p, EDITING), has(p, VIDEO)) },
  { query: "companies hiring Go developers", judge: (p) => g(hiring(p) && wants(p, GO), has(p, GO)) },
  { query: "small B2B SaaS startups", judge: (p) => g(has(p, B2B) && SMALL(p), has(p, B2B)) },
  {
    query: "remote Python backend roles",
    judge: (p) =>
      g(
        hiring(p) && wants(p, PYTHON) && remote(p) && wants(p, BACKEND),
        hiring(p) && wants(p, PYTHON) && (remote(p) || wants(p, BACKEND)),
      ),
  },
  {
    query: "defense tech startups",
    judge: (p) => g(has(p, DEFENSE), has(p, /\b(government|public sector|aerospace)\b/i)),
  },
  { query: "voice AI startups", judge: (p) => g(has(p, VOICE) && has(p, AI), has(p, VOICE)) },
  {
    query: "startups that need a mobile app developer",
    judge: (p) => g(hiring(p) && wants(p, MOBILE), has(p, /\bmobile apps?\b/i)),
  },
  {
    query: "YC companies from a recent batch that are hiring",
    judge: (p) =>
      g(p.source === "ycombinator" && hiring(p) && RECENT_BATCH.test(p.tags), p.source === "ycombinator" && hiring(p)),
  },
  {
    query: "products launched this week",
    judge: (p, now) => g(launch(p) && age(p, now) <= 7, launch(p) && age(p, now) <= 30),
  },
  ...freelancerQueries(),
  ...unseenQueries(),
  ...guardQueries(),
];

const NODE = /\bnode(\.js|js)?\b/i;
const VUE = /\bvue(\.js|js)?\b/i;
const NEXTJS = /\bnext\.?js\b/i;
const WEB_CMS = /\b(webflow|wordpress)\b/i;
const ANDROID = /\b(android|kotlin)\b/i;
const JAVA = /\bjava\b(?!\s*script)/i;
const SOLIDITY = /\b(solidity|smart contracts?|evm)\b/i;
const SALESFORCE = /\bsalesforce\b/i;
const SVELTE = /\bsvelte(kit)?\b/i;
const ECOM = /\b(e-?commerce|online stores?|d2c|dtc|direct[- ]to[- ]consumer|retail brands?|merchants?|shopify)\b/i;
const NONPROFIT = /\b(non-?profits?|not[- ]for[- ]profit|charit(y|ies)|ngos?)\b/i;
const GROWTH_ROLE =
  /\b(growth marketer|growth marketing|marketing manager|head of growth|performance marketer|marketers?)\b/i;
const ML_OR_LLM = /\b(llms?|large language models?|ai|machine learning|generative)\b/i;
const SF =
  /\b(san francisco|sf|bay area|palo alto|mountain view|menlo park|oakland|berkeley|san mateo|redwood city)\b/i;
const BOSTON = /\b(boston|cambridge, ma|massachusetts)\b/i;
const TORONTO = /\btoronto\b/i;
const AUSTIN = /\baustin\b/i;
const PRODUCTIVITY = /\b(productivity|to-?do|task manag\w*|focus|time tracking|calendar|planner)\b/i;
const CV = /\b(computer vision|image recognition|object detection|visual inspection)\b/i;
const FOOD = /\b(restaurants?|food delivery|grocer(y|ies)|meal kits?|catering|recipes?|food)\b/i;
const TECH_WRITER = /\b(technical writers?|documentation engineer|docs engineer|technical writing)\b/i;
const ENG_MANAGER = /\b(engineering managers?|head of engineering|vp of engineering|vp engineering)\b/i;
const VIDEO_ROLE = /\b(video editors?|videographers?|video producers?|motion designers?|content creators?)\b/i;
const SERIES_B = /\bseries b\b/i;
const RECENT_YC = (p: Prospect) => p.source === "ycombinator" && RECENT_BATCH.test(p.tags);

/**
 * Queries typed the way a freelancer or small agency looks for clients: plain
 * requests with filler ('anyone', 'who needs', 'I'm looking for'), services
 * rather than industries, places named 'New ...'. Written with their labels
 * (same rules as above) before the ranker was run on them, to widen what the
 * ranker is developed on beyond industry-list queries.
 */
function freelancerQueries(): Judged[] {
  return [
    {
      query: "looking for clients who need a Vue.js developer",
      judge: (p) => g(hiring(p) && wants(p, VUE), has(p, VUE)),
    },
    {
      query: "startups that just raised a seed round",
      judge: (p, now) =>
        g(
          (RECENT_YC(p) && SEED(p)) || (age(p, now) <= 180 && has(p, /\bseed\b/i) && has(p, RAISED)),
          p.signalKind === "funding" || (has(p, /\bseed\b/i) && has(p, RAISED)),
        ),
    },
    {
      query: "shopify store owners who need help",
      judge: (p) => g(has(p, SHOPIFY) && hiring(p), (has(p, ECOM) && hiring(p)) || (has(p, SHOPIFY) && !launch(p))),
    },
    {
      query: "charities and nonprofits that need a website",
      judge: (p) => g(has(p, NONPROFIT) && !launch(p), has(p, NONPROFIT)),
    },
    {
      query: "companies in New York hiring a react contractor",
      judge: (p) =>
        hiring(p) && wants(p, REACT) && isIn(p, NYC) ? 2 : hiring(p) && (wants(p, REACT) || isIn(p, NYC)) ? 1 : 0,
    },
    {
      query: "anyone hiring a Node.js backend developer?",
      judge: (p) => g(hiring(p) && wants(p, NODE) && wants(p, BACKEND), hiring(p) && wants(p, NODE)),
    },
    {
      query: "I do Webflow and WordPress sites, who needs one",
      judge: (p) => g(hiring(p) && wants(p, WEB_CMS), has(p, WEB_CMS) && !launch(p)),
    },
    {
      query: "Boston biotech companies",
      judge: (p) => g(has(p, BIO) && isIn(p, BOSTON), has(p, BIO)),
    },
    {
      query: "startups building with LLMs that need an ML engineer",
      judge: (p) => g(hiring(p) && wants(p, ML_ROLE) && has(p, ML_OR_LLM), hiring(p) && wants(p, ML_ROLE)),
    },
    {
      query: "who needs a Kotlin Android dev",
      judge: (p) => g(hiring(p) && wants(p, ANDROID), has(p, ANDROID) && !launch(p)),
    },
    {
      query: "B2B startups in San Francisco that are hiring",
      judge: (p) => g(hiring(p) && isIn(p, SF) && has(p, B2B), hiring(p) && isIn(p, SF)),
    },
    {
      query: "small teams that need help with their data infrastructure",
      judge: (p) => g(hiring(p) && wants(p, DATA_PIPE), has(p, DATA_PIPE) && !launch(p)),
    },
    {
      query: "companies that want a Salesforce consultant",
      judge: (p) => g(hiring(p) && wants(p, SALESFORCE), has(p, SALESFORCE) && !launch(p)),
    },
    {
      query: "newly launched productivity apps",
      judge: (p, now) => g(launch(p) && has(p, PRODUCTIVITY) && age(p, now) <= 90, launch(p) && has(p, PRODUCTIVITY)),
    },
    {
      query: "edtech startups looking for a UX designer",
      judge: (p) =>
        hiring(p) && wants(p, DESIGNER) && has(p, EDU) ? 2 : hiring(p) && (wants(p, DESIGNER) || has(p, EDU)) ? 1 : 0,
    },
    {
      query: "remote-friendly startups hiring a DevOps contractor",
      judge: (p) => g(hiring(p) && wants(p, DEVOPS) && remote(p), hiring(p) && wants(p, DEVOPS)),
    },
    {
      query: "fintech startups in New York",
      judge: (p) =>
        g(has(p, FINTECH) && isIn(p, NYC), isIn(p, NYC) && has(p, /\b(finance|financial|bank\w*|invest\w*|money)\b/i)),
    },
    {
      query: "Toronto startups looking for engineers",
      judge: (p) => g(hiring(p) && isIn(p, TORONTO), isIn(p, TORONTO)),
    },
    {
      query: "ecommerce brands hiring a growth marketer",
      judge: (p) =>
        hiring(p) && wants(p, GROWTH_ROLE) && has(p, ECOM) ? 2 : hiring(p) && wants(p, GROWTH_ROLE) ? 1 : 0,
    },
    {
      query: "companies using Next.js that need more developers",
      judge: (p) => g(hiring(p) && wants(p, NEXTJS), has(p, NEXTJS) && !launch(p)),
    },
    {
      query: "computer vision startups hiring",
      judge: (p) => g(hiring(p) && has(p, CV), has(p, CV)),
    },
    {
      query: "new AI tools for lawyers",
      judge: (p) => g(launch(p) && has(p, LEGAL) && has(p, AI), has(p, LEGAL) && has(p, AI)),
    },
    {
      query: "companies hiring data engineers in Europe",
      judge: (p) => g(hiring(p) && wants(p, DATA_PIPE) && isIn(p, EUROPE), hiring(p) && wants(p, DATA_PIPE)),
    },
    {
      query: "early stage healthtech founders who need a developer",
      judge: (p) =>
        g(
          has(p, HEALTH) && hiring(p) && wants(p, /\b(engineers?|developers?)\b/i) && (SEED(p) || SMALL(p)),
          has(p, HEALTH) && hiring(p),
        ),
    },
    {
      query: "insurance companies hiring a Java developer",
      judge: (p) => g(hiring(p) && wants(p, JAVA) && has(p, INSURANCE), hiring(p) && wants(p, JAVA)),
    },
    {
      query: "AI startups in London that are hiring",
      judge: (p) =>
        g(
          hiring(p) && has(p, AI) && isIn(p, LONDON),
          (has(p, AI) && isIn(p, LONDON)) || (hiring(p) && isIn(p, LONDON)),
        ),
    },
    {
      query: "crypto projects that need a Solidity developer",
      judge: (p) => g(hiring(p) && wants(p, SOLIDITY), has(p, SOLIDITY) || (hiring(p) && has(p, CRYPTO))),
    },
    {
      query: "recently funded climate startups",
      judge: (p, now) =>
        g(
          has(p, CLIMATE) && (RECENT_YC(p) || (age(p, now) <= 180 && has(p, RAISED))),
          has(p, CLIMATE) && (p.signalKind === "funding" || has(p, RAISED)),
        ),
    },
    {
      query: "restaurant and food delivery startups",
      judge: (p) => g(has(p, /\b(restaurants?|food delivery)\b/i), has(p, FOOD)),
    },
    {
      query: "companies in Austin that are hiring",
      judge: (p) => g(hiring(p) && isIn(p, AUSTIN), isIn(p, AUSTIN)),
    },
    {
      query: "Series B companies hiring engineering managers",
      judge: (p) => g(hiring(p) && wants(p, ENG_MANAGER) && has(p, SERIES_B), hiring(p) && wants(p, ENG_MANAGER)),
    },
    {
      query: "teams hiring a Svelte developer",
      judge: (p) => g(hiring(p) && wants(p, SVELTE), has(p, SVELTE)),
    },
    {
      query: "need a video editor for our YouTube channel",
      judge: (p) => g(hiring(p) && wants(p, VIDEO_ROLE), has(p, /\b(youtube|video content)\b/i) && !launch(p)),
    },
    {
      query: "startups that need a technical writer for their docs",
      judge: (p) => g(hiring(p) && wants(p, TECH_WRITER), hiring(p) && wants(p, /\b(writers?|documentation)\b/i)),
    },
  ];
}

const DJANGO = /\bdjango\b/i;
const PARIS = /\bparis\b/i;
const FRANCE = /\b(france|lyon|marseille|toulouse|bordeaux|nantes)\b/i;
const QA = /\b(qa|quality assurance|test engineers?|sdets?|testers?|test automation)\b/i;
const WRITING_AI =
  /\b(writing assistants?|ai writ\w*|write better|writing tools?|copywriting|essays?|rewrit\w*|grammar)\b/i;
const SINGAPORE = /\bsingapore\b/i;
const SEATTLE = /\b(seattle|bellevue|redmond|kirkland)\b/i;
const GAMES = /\b(games|video games?|gaming|game studios?|game develop\w*|game engines?|esports|gamers)\b/i;
const HR_PAY =
  /\b(hr (tech|software|platforms?|teams?|management|tools?)|human resources|payroll|benefits administration|hris|people ops|employee onboarding|workforce management)\b/i;
const PRODUCT_DESIGNER = /\b(product designers?|ux designers?|ui\/ux designers?|ux\/ui designers?|product design)\b/i;
const AGRI = /\b(agriculture|agricultural|agtech|farms?|farming|farmers?|crops?|livestock|agronom\w*)\b/i;
const FLUTTER = /\bflutter\b/i;
const DRONES = /\b(drones?|uavs?|unmanned aerial|quadcopters?)\b/i;
const SPACE = /\b(space|aerospace|satellites?|spacecraft|orbit(al)?|rockets?|launch vehicles?|lunar)\b/i;
const SPACE_STRICT =
  /\b(aerospace|satellites?|spacecraft|orbital|launch vehicles?|lunar|space industry|space tech|spaceflight|in orbit|outer space)\b/i;
const RAILS = /\b(ruby on rails|rails|ruby)\b/i;
const TRAVEL = /\b(travel\w*|trips?|tourism|tourists?|vacations?|itinerar\w*|flights?|hotels?)\b/i;
const BOOKING = /\b(book(ing)?s?|reservations?|plan(ning)?|itinerar\w*)\b/i;
const DATA_SCIENTIST = /\b(data scientists?|data science|ml scientists?|machine learning scientists?)\b/i;
const ANALYTICS = /\b(analytics|insights|dashboards?|metrics|attribution|conversion)\b/i;
const FIGMA = /\bfigma\b/i;
const PETS = /\b(pets?|dogs|cats|veterinar\w*|puppy|puppies|pet owners?)\b/i;
const CONSTRUCTION =
  /\b(construction|contech|job ?sites?|homebuilders?|general contractors?|subcontractors?|construction sites?)\b/i;
const EMAIL_MKT = /\b(email marketing|newsletters?|email campaigns?|cold emails?|email outreach|email sequences?)\b/i;
const HEAD_MKT = /\b(head of marketing|vp (of )?marketing|marketing lead|director of marketing|cmo|head of growth)\b/i;
const ACCOUNTING = /\b(accounting|accountants?|bookkeep\w*|cpas?|tax(es)?|audit\w*)\b/i;
/**
 * The newest launch in the data is this many days before `now` (a YC batch dated ahead sets
 * `now`): 'this month' and 'recently' are read from there, as a reader of the data would.
 */
const NEWEST_LAUNCH_DAYS = 162;
const SMB = /\b(small business(es)?|smbs?|smes?|freelancers?|solopreneurs?|local business(es)?)\b/i;

/**
 * Queries added on 2026-11-23, each with its rule written and checked against
 * the data for false positives of its words (a script counting grades, with
 * no ranker in it) BEFORE any search ran on them: niches, places and phrasings
 * the sets above do not cover, so tuning on them is less tuning to those.
 */
function unseenQueries(): Judged[] {
  return [
    { query: "Django developers wanted", judge: (p) => g(hiring(p) && wants(p, DJANGO), has(p, DJANGO)) },
    { query: "startups based in Paris", judge: (p) => g(isIn(p, PARIS), isIn(p, FRANCE) || has(p, /\bfrench\b/i)) },
    {
      query: "who is hiring a QA engineer remotely",
      judge: (p) => g(hiring(p) && wants(p, QA) && remote(p), hiring(p) && wants(p, QA)),
    },
    {
      query: "new AI writing assistants",
      judge: (p) => g(launch(p) && has(p, WRITING_AI) && has(p, AI), has(p, WRITING_AI) && has(p, AI)),
    },
    {
      query: "fintech hiring in Singapore",
      judge: (p) =>
        hiring(p) && has(p, FINTECH) && isIn(p, SINGAPORE)
          ? 2
          : isIn(p, SINGAPORE) && (hiring(p) || has(p, FINTECH))
            ? 1
            : 0,
    },
    {
      query: "Seattle companies hiring backend engineers",
      judge: (p) => g(hiring(p) && isIn(p, SEATTLE) && wants(p, BACKEND), hiring(p) && isIn(p, SEATTLE)),
    },
    { query: "game studios that are hiring", judge: (p) => g(hiring(p) && has(p, GAMES), has(p, GAMES)) },
    {
      query: "developer tools launched this month",
      judge: (p, now) =>
        g(
          launch(p) && has(p, DEV_AUDIENCE) && age(p, now) <= NEWEST_LAUNCH_DAYS + 31,
          launch(p) && has(p, DEV_AUDIENCE),
        ),
    },
    { query: "HR and payroll software", judge: (p) => g(has(p, HR_PAY), has(p, RECRUIT)) },
    {
      query: "hiring a product designer in San Francisco",
      judge: (p) =>
        hiring(p) && wants(p, PRODUCT_DESIGNER) && isIn(p, SF) ? 2 : hiring(p) && wants(p, DESIGNER) ? 1 : 0,
    },
    { query: "agtech and farming startups", judge: (p) => g(has(p, AGRI), has(p, /\b(food|soil|greenhouses?)\b/i)) },
    { query: "clients that need a Flutter app", judge: (p) => g(hiring(p) && wants(p, FLUTTER), has(p, FLUTTER)) },
    { query: "drone companies", judge: (p) => g(has(p, DRONES), has(p, /\b(aerial|airspace|aviation)\b/i)) },
    {
      query: "Series A startups hiring a head of marketing",
      judge: (p) =>
        g(
          hiring(p) && wants(p, HEAD_MKT) && has(p, SERIES_A),
          hiring(p) && (wants(p, HEAD_MKT) || wants(p, GROWTH_ROLE)),
        ),
    },
    { query: "space and satellite startups", judge: (p) => g(has(p, SPACE_STRICT), has(p, SPACE)) },
    {
      query: "remote Ruby on Rails contract work",
      judge: (p) => g(hiring(p) && wants(p, RAILS) && remote(p), hiring(p) && wants(p, RAILS)),
    },
    {
      query: "travel booking apps",
      judge: (p) => g(has(p, TRAVEL) && has(p, BOOKING), has(p, TRAVEL)),
    },
    {
      query: "climate companies with open data scientist roles",
      judge: (p) =>
        hiring(p) && wants(p, DATA_SCIENTIST) && has(p, CLIMATE)
          ? 2
          : (hiring(p) && has(p, CLIMATE)) || (hiring(p) && wants(p, DATA_SCIENTIST))
            ? 1
            : 0,
    },
    {
      query: "analytics for Shopify stores",
      judge: (p) => g(has(p, ANALYTICS) && has(p, ECOM), has(p, ECOM)),
    },
    {
      query: "need a Figma designer for a mobile app",
      judge: (p) =>
        g(hiring(p) && wants(p, DESIGNER) && has(p, MOBILE), hiring(p) && (wants(p, FIGMA) || wants(p, DESIGNER))),
    },
    { query: "pet care startups", judge: (p) => g(has(p, PETS), has(p, /\b(animals?|animal health)\b/i)) },
    {
      query: "construction tech companies",
      judge: (p) => g(has(p, CONSTRUCTION), has(p, /\b(architects?|architecture|real estate development)\b/i)),
    },
    {
      query: "email marketing tools launched recently",
      judge: (p, now) => g(launch(p) && has(p, EMAIL_MKT) && age(p, now) <= NEWEST_LAUNCH_DAYS + 90, has(p, EMAIL_MKT)),
    },
    {
      query: "accounting software for small businesses",
      judge: (p) => g(has(p, ACCOUNTING) && has(p, SMB), has(p, ACCOUNTING)),
    },
  ];
}

const COPYWRITER =
  /\b(copywriters?|copywriting|content writers?|content marketers?|content marketing|content strategist)\b/i;
const BOOKKEEPER =
  /\b(bookkeep\w*|accountants?|accounting manager|financial controller|head of finance|finance manager|fractional cfo)\b/i;
const FINANCE_ROLE = /\b(finance|accounting|cfo|fp&a)\b/i;
const MOTION = /\b(motion designers?|motion graphics|motion design|animators?|2d animation|3d animation)\b/i;
const DATA_ANALYST =
  /\b(data analysts?|analytics engineers?|business intelligence|bi analysts?|bi engineers?|business analysts?|looker|tableau|power bi)\b/i;
const DASHBOARDS = /\b(dashboards?|looker|tableau|power bi|business intelligence|reporting)\b/i;
const RECRUITER_ROLE =
  /\b(recruiters?|technical recruiter|talent acquisition|talent partners?|head of talent|recruiting (lead|manager|coordinator))\b/i;
const LOCALIZATION = /\b(locali[sz]ation|locali[sz]e|translat\w*|multilingual|linguists?)\b/i;
const TRANSLATOR = /\b(translators?|locali[sz]ation (engineers?|managers?|specialists?|leads?)|linguists?)\b/i;
const SEO = /\b(seo|search engine optimi[sz]ation|organic search|organic traffic)\b/i;
const BRAND_DESIGN = /\b(brand designers?|brand design|graphic designers?|visual designers?|brand identity)\b/i;
const SALES_ROLE =
  /\b(account executives?|sdrs?|bdrs?|sales development|business development reps?|sales reps?|sales representatives?|founding ae|salespeople|sales engineers?)\b/i;
const COMMUNITY_ROLE =
  /\b(community managers?|community lead|head of community|developer relations|devrel|developer advocates?)\b/i;
const PODCAST = /\bpodcast(s|ing|ers?)?\b/i;
const ZAPIER = /\b(zapier|n8n|make\.com|integromat)\b/i;
const NO_CODE_AUTOMATION =
  /\b(zapier|n8n|make\.com|workflow automation|automate (your )?workflows?|no-code automation|integromat)\b/i;
const REACT_NATIVE = /\breact native\b/i;
const LA = /\b(los angeles|santa monica|culver city|pasadena|venice, ca|el segundo|irvine|long beach)\b/i;
const AMSTERDAM = /\bamsterdam\b/i;
const NETHERLANDS = /\b(netherlands|rotterdam|utrecht|the hague|eindhoven|dutch)\b/i;
const HUBSPOT = /\bhubspot\b/i;
const CRM = /\b(crm|customer relationship management|sales pipeline)\b/i;
const SUPPORT_ROLE =
  /\b(customer support|support engineers?|support specialists?|customer success|technical support|support agents?|customer service)\b/i;
const CHICAGO = /\bchicago\b/i;
const ILLINOIS = /\b(illinois|evanston)\b/i;
/**
 * A role the prospect hires for: its role field, or an HN post's text. A YC
 * company's line is what it sells ('AI recruiter for ...'), so it names no
 * role it hires for; reading it would make vendors of a service its buyers.
 */
const postWants = (p: Prospect, re: RegExp) => re.test(p.role) || (p.source === "hackernews" && re.test(p.signalText));
/** What the prospect is, without the long description where passing mentions live. */
const isAbout = (p: Prospect, re: RegExp) => re.test(`${p.company}\n${p.signalText}\n${p.tags}`);

/**
 * Twenty queries written on 2026-11-23 afternoon as different freelancers
 * would type them (copywriter, bookkeeper, motion designer, Shopify developer,
 * data analyst, startup recruiter, translator, SEO, brand designer, sales
 * contractor, community manager, podcast producer, automation consultant,
 * React Native developer, places, CRM and support work), short and long.
 * Their rules were written and checked for false positives of their words by
 * counting grades over the data with no ranker run, and committed on their own
 * before any search ran on them: a guard against tuning to the queries above.
 */
function guardQueries(): Judged[] {
  return [
    {
      query: "copywriter looking for startups that need website copy",
      judge: (p) => g(hiring(p) && postWants(p, COPYWRITER), hiring(p) && postWants(p, /\b(writers?|marketing)\b/i)),
    },
    {
      query: "bookkeeping clients",
      judge: (p) => g(hiring(p) && postWants(p, BOOKKEEPER), hiring(p) && postWants(p, FINANCE_ROLE)),
    },
    {
      query: "who needs a motion designer or animator",
      judge: (p) => g(hiring(p) && postWants(p, MOTION), has(p, MOTION) || (hiring(p) && postWants(p, DESIGNER))),
    },
    {
      query: "Shopify developer gigs",
      judge: (p) => g(hiring(p) && postWants(p, SHOPIFY), has(p, SHOPIFY)),
    },
    {
      query: "data analyst jobs at fintech companies",
      judge: (p) =>
        hiring(p) && postWants(p, DATA_ANALYST) && has(p, FINTECH)
          ? 2
          : hiring(p) && postWants(p, DATA_ANALYST)
            ? 1
            : 0,
    },
    {
      query: "startups that need a recruiter to help them hire",
      judge: (p) => g(hiring(p) && postWants(p, RECRUITER_ROLE), hiring(p) && has(p, /\brecruit\w*/i)),
    },
    {
      query: "translation and localization work",
      judge: (p) => g(hiring(p) && postWants(p, TRANSLATOR), has(p, LOCALIZATION)),
    },
    {
      query: "SEO for ecommerce brands",
      judge: (p) =>
        g(
          has(p, ECOM) && hiring(p) && postWants(p, /\b(seo|growth|marketing)\b/i),
          (has(p, SEO) && has(p, ECOM)) || (hiring(p) && postWants(p, SEO)),
        ),
    },
    {
      query: "brand designer for early stage companies",
      judge: (p) =>
        hiring(p) && postWants(p, BRAND_DESIGN)
          ? 2
          : (hiring(p) && postWants(p, DESIGNER)) || has(p, BRAND_DESIGN)
            ? 1
            : 0,
    },
    {
      query: "B2B SaaS companies hiring sales reps",
      judge: (p) =>
        hiring(p) && postWants(p, SALES_ROLE) && has(p, B2B) ? 2 : hiring(p) && postWants(p, SALES_ROLE) ? 1 : 0,
    },
    {
      query: "web3 community manager",
      judge: (p) =>
        hiring(p) && postWants(p, COMMUNITY_ROLE) && has(p, CRYPTO)
          ? 2
          : (hiring(p) && postWants(p, COMMUNITY_ROLE)) || (hiring(p) && has(p, CRYPTO))
            ? 1
            : 0,
    },
    {
      query: "podcast companies",
      judge: (p) => g(isAbout(p, PODCAST), has(p, PODCAST) || isAbout(p, /\b(audio|audiobooks?)\b/i)),
    },
    {
      query: "small businesses that want Zapier or n8n automations",
      judge: (p) => g(has(p, ZAPIER), has(p, NO_CODE_AUTOMATION) || (has(p, AUTOMATION) && has(p, SMB))),
    },
    {
      query: "React Native dev Berlin",
      judge: (p) =>
        hiring(p) && postWants(p, REACT_NATIVE) && isIn(p, /\b(berlin|germany)\b/i)
          ? 2
          : hiring(p) && (postWants(p, REACT_NATIVE) || (postWants(p, MOBILE) && isIn(p, BERLIN)))
            ? 1
            : 0,
    },
    {
      query: "LA startups hiring",
      judge: (p) => g(hiring(p) && isIn(p, LA), isIn(p, LA)),
    },
    {
      query: "tech companies in Amsterdam",
      judge: (p) => g(isIn(p, AMSTERDAM), isIn(p, NETHERLANDS)),
    },
    {
      query: "I'm a freelance data analyst (SQL, Looker) - which startups need dashboards built?",
      judge: (p) => g(hiring(p) && postWants(p, DATA_ANALYST), has(p, DASHBOARDS) && (hiring(p) || SMALL(p))),
    },
    {
      query: "HubSpot CRM setup for B2B startups",
      judge: (p) => g(has(p, HUBSPOT), has(p, CRM) && has(p, B2B)),
    },
    {
      query: "SaaS companies hiring customer support",
      judge: (p) =>
        hiring(p) && postWants(p, SUPPORT_ROLE) && has(p, B2B) ? 2 : hiring(p) && postWants(p, SUPPORT_ROLE) ? 1 : 0,
    },
    {
      query: "who's hiring in Chicago?",
      judge: (p) => g(hiring(p) && isIn(p, CHICAGO), isIn(p, CHICAGO) || isIn(p, ILLINOIS)),
    },
  ];
}
