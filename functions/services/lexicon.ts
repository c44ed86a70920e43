/**
 * The domain vocabulary shared by ingestion (what a post is about) and search
 * (what a freelancer asked for), so a prospect tagged 'Fintech' at import is
 * found by a search for payments, and never the other way round.
 *
 * Each industry lists words that name it and nothing else: words that also
 * name other things ('care', 'credit', 'store', 'api', 'developers', 'agents',
 * 'growth') are left out, because one of them used to be enough to file a
 * healthcare company under Fintech or every job post under Developer Tools.
 */
export type Industry = { name: string; words: RegExp };

export const industries: Industry[] = [
  {
    name: "Fintech",
    words:
      /\b(fintech|payments?|banking|neobanks?|lending|loans?|insurtech|insurance (?:agenc(?:y|ies)|agents?|brokers?|brokerages?)|credit cards?|crypto|defi|stablecoins?|accounting|invoic(?:e|es|ing)|bookkeeping|financial services|personal finance|trading platform|wealth management|insurance (?:companies|carriers?|providers?)|insurers?|web3|nfts?|bitcoin|money transfers?|remittances?|billing (?:platforms?|software|infrastructure)|credit (?:risk|unions?|investing))\b/i,
  },
  {
    name: "Healthcare",
    words:
      /\b(health ?care|healthtech|health|medical|medicine|clinics?|clinical|patients?|hospitals?|pharma\w*|biotech|therapy|therapists?|doctors?|physicians?|nurses?|dental|dentists?|telehealth|mental health|drug discovery|therapeutics|genomics|life sciences|medtech|medical devices?)\b/i,
  },
  {
    name: "E-commerce",
    words:
      /\b(e-?commerce|ecommerce|ecom|shopify|online stores?|online (?:[a-z]+ )?(?:stores?|shops?|boutiques?)|retail(?:ers)?|d2c|dtc|direct[- ]to[- ]consumer|shopping|merchants?|woocommerce|storefronts?|etsy|amazon sellers|online sellers|(?:fashion|apparel|beauty|cosmetics|skincare) brands?)\b/i,
  },
  {
    name: "Education",
    words:
      /\b(edtech|education|e-?learning|students?|teachers?|schools?|universit(?:y|ies)|tutor\w*|online courses?|edutainment|learning (?:apps?|platforms?|games?|videos?)|children'?s (?:books?|learning|education)|childrens (?:books?|learning|education)|early childhood)\b/i,
  },
  {
    name: "Developer Tools",
    words:
      /\b(dev ?tools?|developer tools?|developer platform|devops|sdks?|observability|ci\/cd|infrastructure as code|open[- ]source (?:tool|library|framework|database|platform)s?|api platform|(?:helps?|equips?|gives?|empowers?|lets?|for|used by) (?:(?:millions|thousands) of )?(?:software )?(?:developers|devs|engineering teams)|npm install|pip install|no-code|low-code|feature flags|product analytics|databases?)\b/i,
  },
  {
    name: "Artificial Intelligence",
    words:
      /\b(ai|a\.i\.|artificial intelligence|machine learning|llms?|gpt|genai|generative|ai agents?|agentic|computer vision|nlp)\b/i,
  },
  {
    name: "Marketing",
    words:
      /\b(marketing(?! (?:sites?|websites?|pages?|copy|emails?|teams?|help|budgets?|materials?)\b)|adtech|advertising|seo|email campaigns?|social media marketing|influencers?|marketing agenc(?:y|ies)|lead gen(?:eration)?|cold (?:email|outreach))\b/i,
  },
  {
    name: "Real Estate",
    words:
      /\b(real estate(?: agents?| agenc(?:y|ies)| brokers?)?|proptech|property management|mortgages?|landlords?|tenants?|realtors?|brokerages?|home ?buyers?|rental properties|renters|rental (?:experience|market|housing|applications?))\b/i,
  },
  {
    name: "Logistics",
    words:
      /\b(logistics|supply chains?|freight|shipping (?:company|platform)|fleet (?:management|operators?)|warehous\w*|trucking|last[- ]mile|fulfil?lment|3pl|couriers?|importers|customs (?:brokers?|clearance|compliance)|global trade)\b/i,
  },
  {
    name: "Climate",
    words:
      /\b(climate|cleantech|carbon|solar|renewables?|clean energy|decarboni\w*|batter(?:y|ies)|energy storage|nuclear|fusion energy|ev charging|power grid|energy (?:companies|startups|sector|industry)|sustainab\w*|emissions|net[- ]zero|esg|heat pumps?|electrification|energy (?:efficiency|upgrades?|transition|developers?|markets?)|electricity|fusion (?:reactors?|power)|geothermal|green hydrogen|wind (?:farms?|power|energy|turbines?)|grid[- ]scale|circular economy|environmental (?:impact|footprint))\b/i,
  },
  { name: "Legal", words: /\b(legal ?tech|legal|law firms?|lawyers?|attorneys?|paralegals?|litigation)\b/i },
  {
    name: "HR",
    words:
      /\b(hr tech|human resources|payroll|recruiting platform|applicant tracking|workforce management|recruiters?|hris|people ops|talent acquisition|employee benefits|recruit(?:ing|ment) agenc(?:y|ies)|staffing (?:agenc(?:y|ies)|firms?))\b/i,
  },
  {
    name: "Security",
    words: /\b(cyber ?security|security|infosec|identity management|fraud prevention|penetration testing)\b/i,
  },
  // 'streaming' alone is as often data (Kafka) as video: only the kinds that are media.
  {
    name: "Media",
    words:
      /\b(media|video|music|musicians?|record labels?|podcasts?|podcasters?|(?:video|music|live|game) streaming|streamers|publishers?|newsletters?|youtubers?|content creators?|film (?:production|studios?)|production (?:companies|houses?))\b/i,
  },
  // Not 'foundation' alone: AI's 'foundation models' and every 'strong foundation'.
  {
    name: "Nonprofit",
    words:
      /\b(non-?profits?|not[- ]for[- ]profit|charit(?:y|ies)|ngos?|(?:charitable|private|family) foundations?|churches|museums?)\b/i,
  },
  {
    name: "Food & Hospitality",
    words:
      /\b(restaurants?|cafes?|coffee shops?|bakery|bakeries|breweries|brewery|wineries|winery|catering|hospitality|hotels?|food delivery|food (?:and|&) (?:beverage|drinks?)|f&b|cpg|consumer packaged goods|(?:food|beverage|snack|drinks?) brands?)\b/i,
  },
  {
    name: "Travel",
    words:
      // Not a job's own travel ('occasional travel', 'travel required', 'a travel stipend').
      /\b((?<!\b(?:occasional|some|minimal|limited|light|rare|little|no|business|work|domestic|international|frequent|required|reimbursed|paid|with) )travel(?! (?:required|expected|stipends?|budgets?|reimburse\w*|polic(?:y|ies)|time|up to|as needed|allowances?|expenses))|traveler|travellers?|trips?|tourism|tourists?|vacations?|bookings? for (?:hotels|flights)|flights|airlines?)\b/i,
  },
  {
    name: "Agriculture",
    words: /\b(agriculture|agricultural|agtech|farms?|farming|farmers?|crops?|livestock|agri\w*)\b/i,
  },
  {
    name: "Construction",
    // Not 'builders' alone: course, site and app builders are no trade of building.
    words:
      /\b(construction|contech|home ?builders?|general contractors?|subcontractors?|architecture firms?|(?<!(?:solutions?|software|cloud|data|enterprise|security|systems?|technical|platform|ai|ml|network|salesforce) )architects|job ?sites?|building (?:design|materials)|built (?:world|environment)|bim|hvac|plumb(?:ers|ing)|roofing|electricians|home services|field service|landscaping|renovations?|remodel(?:l?ing)?)\b/i,
  },
  {
    name: "Fitness",
    words: /\b(fitness|workouts?|gyms?|personal trainers?|exercise|wellness|yoga|salons?|spas)\b/i,
  },
  {
    name: "Automotive",
    words: /\b(automotive|cars?|vehicles?|dealerships?|auto repair|electric vehicles?|evs?)\b/i,
  },
  {
    name: "Manufacturing",
    words: /\b(manufacturing|manufacturers?|factory|factories|industrial|supply chain software)\b/i,
  },
  {
    name: "Government",
    words:
      /\b(government|govtech|public sector|municipal\w*|civic|federal agenc\w*|political (?:campaigns?|candidates?))\b/i,
  },
  { name: "Pets", words: /\b(pets?|dogs?|cats?|veterinar\w*|pet care)\b/i },
  { name: "Sports", words: /\b(sports?|athletes?|leagues?)\b/i },
  // A game studio is its own trade (YC files games under Consumer, posts say 'game' and 'gaming').
  {
    name: "Gaming",
    words: /\b(gaming|games|video games?|game studios?|game develop\w*|game engines?|esports|gamers|game dev)\b/i,
  },
  {
    name: "Robotics",
    words: /\b(robotics|robots?|robotic|humanoids?|drones?|autonomous (?:vehicles?|systems|robots?|machines))\b/i,
  },
  {
    name: "Aerospace",
    words:
      /\b(aerospace|aviation|aircraft|satellites?|spacecraft|space ?tech|space (?:startups?|compan(?:y|ies))|orbital|launch vehicles?)\b/i,
  },
  {
    name: "Defense",
    words: /\b(defen[cs]e tech|defen[cs]e|military|national security|warfighters?|armed forces|dual[- ]use)\b/i,
  },
];

/**
 * A few plain words per industry for the full-text index to look for when a
 * query names the industry (the index matches words, not these patterns).
 */
export const industrySearchWords: Record<string, string[]> = {
  Fintech: ["fintech", "payments", "banking", "lending", "financial"],
  Healthcare: ["healthcare", "health", "medical", "clinical", "patients"],
  "E-commerce": ["ecommerce", "e-commerce", "shopify", "retail", "merchants"],
  Education: ["edtech", "education", "students", "learning", "teachers"],
  "Developer Tools": ["developer tools", "devtools", "developers", "sdk", "api"],
  "Artificial Intelligence": ["ai", "artificial intelligence", "machine learning", "llm"],
  Marketing: ["marketing", "advertising", "seo"],
  "Real Estate": ["real estate", "proptech", "property", "mortgage"],
  Logistics: ["logistics", "supply chain", "freight", "shipping", "warehouse"],
  Climate: ["climate", "carbon", "energy", "solar"],
  Legal: ["legal", "law", "lawyers", "legaltech"],
  HR: ["hr", "payroll", "human resources", "recruiting"],
  Security: ["security", "cybersecurity"],
  Media: ["media", "video", "music", "gaming", "games"],
  Nonprofit: ["nonprofit", "non-profit", "charity", "ngo", "charities"],
  "Food & Hospitality": ["restaurant", "restaurants", "food", "hospitality", "hotel"],
  Travel: ["travel", "trips", "tourism", "hotels", "flights"],
  Agriculture: ["agriculture", "farming", "farmers", "agtech", "crops"],
  Construction: ["construction", "contractors", "homebuilders"],
  Fitness: ["fitness", "workout", "gym", "wellness"],
  Automotive: ["automotive", "cars", "vehicles", "dealerships"],
  Manufacturing: ["manufacturing", "factory", "industrial"],
  Government: ["government", "govtech", "public sector"],
  Pets: ["pets", "pet", "dogs", "veterinary"],
  Sports: ["sports", "athletes"],
  Gaming: ["gaming", "games", "game"],
  Robotics: ["robotics", "robots", "robot", "autonomous"],
  Aerospace: ["aerospace", "satellite", "space", "aviation"],
  Defense: ["defense", "defence", "military"],
  B2B: ["b2b", "saas"],
  Hardware: ["hardware", "electronics", "devices", "iot"],
};

/**
 * Words a post uses for the same trade as a word typed ('accounting' is also
 * 'bookkeeping', 'accountants', 'tax'): a typed industry word matches each of them.
 * Only words that name that trade and nothing else, as for the industries above.
 */
export const industryWordSynonyms: Record<string, string[]> = {
  accounting: ["bookkeeping", "accountants"],
  bookkeeping: ["accounting", "bookkeepers"],
  legal: ["law firms", "lawyers", "attorneys", "legaltech"],
  insurtech: ["insurance"],
  crypto: ["blockchain", "web3", "bitcoin", "ethereum", "stablecoin", "nft"],
  healthtech: ["healthcare", "health care"],
  ecommerce: ["e-commerce"],
  "e-commerce": ["ecommerce"],
  proptech: ["real estate"],
  "real estate": ["proptech"],
  // Posts about the agents' trade say 'real estate' more than 'real estate agents'.
  "real estate agents": ["real estate", "realtors", "brokerages"],
  "real estate agent": ["real estate", "realtors", "brokerages"],
  recruiters: ["recruiting", "recruitment"],
  cybersecurity: ["cyber security", "infosec"],
  nonprofits: ["nonprofit", "non-profit", "charity", "charities", "ngo"],
  charities: ["charity", "nonprofit", "nonprofits", "non-profit", "ngo"],
};

/**
 * Words a post or launch uses for a kind of product typed in general words: a mobile app says
 * which phone it runs on ('an iPhone app', 'on the App Store') more than that it is mobile.
 */
export const termSynonyms: Record<string, string[]> = {
  mobile: ["ios", "android", "iphone", "app store", "play store"],
};

/** Query words that ask for a broad area without naming a lexicon industry word. */
export const queryOnlyIndustryWords: Record<string, RegExp> = {
  B2B: /\b(b2b|saas)\b/i,
  // Not a stored industry: 'hardware' is in too many software posts ('hardware-accelerated') to file rows by.
  Hardware:
    /\b(hardware|hard ?tech|consumer electronics|iot|internet of things|semiconductors?|chip design|quantum computing)\b/i,
};

/**
 * Kinds of company no post is filed under, read in queries and matched in a post's words: unlike
 * the broad areas above, a post whose opening lines name one is one ('we're a digital agency').
 */
export const queryOnlyKinds: Record<string, RegExp> = {
  // Agencies and studios that take on client work, which freelancers are hired by for overflow;
  // not a government's, a recruiter's or a broker's agency.
  Agencies:
    /\b((?<!\b(?:government|federal|public|state|staffing|recruiting|recruitment|talent|real estate|insurance|travel|modeling|model|ad|intelligence) )agenc(?:y|ies)|dev shops?|consultanc(?:y|ies)|consulting firms?)\b/i,
  Telecom: /\b(telecoms?|telecommunications?|telcos?|wireless carriers?|internet service providers?)\b/i,
  Events:
    /\b(weddings?|wedding planners?|event (?:venues?|planners?|planning|organi[sz]ers?|compan(?:y|ies)|agenc(?:y|ies))|conference organi[sz]ers?)\b/i,
};

/** What a description rules out by 'no agencies' or 'no recruiters': go-betweens, not clients. */
export const RECRUITERS = "recruiters";

/** A recruiter's or staffing firm's post for its client: 'Our client is...', 'on behalf of a client'. */
export const recruiterPost =
  /\b(?:recruitment|staffing|recruiting|talent) (?:agenc(?:y|ies)|firms?|partners?)\b|\b(?:our|my) clients? (?:is|are)\b|\bon behalf of (?:our|my|a) clients?\b|\bheadhunt\w*/i;

/**
 * More words that name a kind of client in a description ('telemedicine startups', 'tour operators'),
 * read in queries only: the stored industry of a post keeps the narrower lists above, and a
 * query's word is matched in posts as typed. From a helper's list of how people name each industry,
 * less words that name several ('bank' of data, 'news' of anything) (docs/performance.md, twelfth pass).
 */
const moreIndustryWords: Record<string, string[]> = {
  Fintech: [
    "insurance",
    "insurers",
    "remittances?",
    "money transfers?",
    "investing apps?",
    "robo-advisors?",
    "buy now pay later",
    "bnpl",
    "regtech",
    "digital wallets?",
    "credit unions?",
    "neobanks?",
    "banks",
    "banking",
    "tax (?:software|tech|prep(?:aration)?|filing)",
    "trading (?:apps?|platforms?|firms?)",
    "investing",
    "wealth ?tech",
    "asset managers?",
    "hedge funds?",
    "cryptocurrenc(?:y|ies)",
    "blockchain",
  ],
  Healthcare: [
    "telemedicine",
    "telehealth",
    "ehrs?",
    "nursing",
    "senior care",
    "diagnostics",
    "radiology",
    "care coordination",
    "dental practices?",
    "dentists?",
    "femtech",
    "elder ?care",
    "oncology",
    "cancer care",
    "primary care",
    "fertility",
    "assisted living",
    "hospice",
    "caregivers?",
    "biotechnology",
  ],
  "E-commerce": [
    "marketplaces?",
    "online retailers?",
    "subscription box(?:es)?",
    "apparel",
    "cosmetics",
    "skincare",
    "dropshipping",
    "consumer goods",
    "jewelry brands?",
    "fashion",
    "beauty brands?",
    "eyewear",
    "furniture brands?",
    "supplements?",
  ],
  Education: [
    "k-12",
    "lms",
    "coding bootcamps?",
    "course creators?",
    "language learning",
    "test prep",
    "corporate training",
    "homeschool(?:ing)?",
    "educational apps?",
    "classrooms?",
    "learning management systems?",
    "universities",
    "schools",
    "child ?care",
    "daycares?",
    "preschools?",
  ],
  "Developer Tools": [
    "ci/cd",
    "code review",
    "version control",
    "low-code platforms?",
    "developer productivity",
    "developer experience",
    "paas",
    "backend as a service",
    "observability",
  ],
  "Artificial Intelligence": ["chatbots?", "foundation models?", "deep learning", "mlops", "large language models?"],
  Marketing: [
    "martech",
    "digital agenc(?:y|ies)",
    "seo agenc(?:y|ies)",
    "branding agenc(?:y|ies)",
    "creative agenc(?:y|ies)",
    "content agenc(?:y|ies)",
    "growth agenc(?:y|ies)",
    "ad networks?",
    "advertisers",
  ],
  "Real Estate": [
    "short-term rentals?",
    "coworking",
    "homeowners",
    "property developers?",
    "multifamily",
    "apartments?",
    "property listings?",
    "property managers?",
    "property management",
    "housing",
  ],
  Logistics: [
    "carriers",
    "shippers",
    "transportation management",
    "cold chain",
    "route optimi[sz]ation",
    "parcel delivery",
    "dispatch",
    "delivery drivers?",
    "last[- ]mile",
    "transportation",
    "transit",
  ],
  Climate: [
    "green hydrogen",
    "recycling",
    "renewables?",
    "renewable energy",
    "clean ?tech",
    "ev charging",
    "climate ?tech",
    "waste management",
    "carbon (?:removal|capture|accounting|credits?)",
  ],
  Legal: ["legal services", "contract management", "e-?discovery", "immigration services", "law practices?"],
  HR: [
    "hr ?tech",
    "hr software",
    "recruiting software",
    "applicant tracking",
    "peos?",
    "employers? of record",
    "job boards?",
    "people analytics",
    "hiring platforms?",
  ],
  Security: [
    "identity verification",
    "zero trust",
    "siem",
    "threat intelligence",
    "vulnerability management",
    "password managers?",
    "data privacy",
    "encryption",
    "compliance automation",
    "mssps?",
  ],
  Media: [
    "publishing",
    "publishers",
    "journalism",
    "magazines?",
    "broadcast(?:ing|ers)?",
    "entertainment",
    "production compan(?:y|ies)",
    "tv networks?",
    "content creators?",
    "podcast networks?",
    "podcasting",
    "creator economy",
  ],
  Nonprofit: [
    "foundations",
    "donors",
    "philanthropy",
    "social impact",
    "mission-driven",
    "501\\(c\\)\\(3\\)s?",
    "humanitarian",
    "charitable organi[sz]ations?",
    "social enterprises?",
    "impact organi[sz]ations?",
  ],
  "Food & Hospitality": [
    "ghost kitchens?",
    "meal kits?",
    "food trucks?",
    "resorts?",
    "qsrs?",
    "fast casual",
    "bed and breakfasts?",
    "grocer(?:y|ies)",
    "chefs?",
    "bars",
    "pubs",
    "food ?tech",
    "beverages?",
    "coffee",
    "wineries",
    "breweries",
    "catering",
  ],
  Travel: [
    "booking platforms?",
    "tour operators?",
    "otas?",
    "cruises?",
    "travell?ers",
    "hostels?",
    "itinerar(?:y|ies)",
    "vacation rentals?",
  ],
  Agriculture: [
    "greenhouses?",
    "dairy",
    "irrigation",
    "agronomy",
    "fertili[sz]ers?",
    "aquaculture",
    "ranch(?:es|ers)?",
    "orchards?",
    "crop",
  ],
  Construction: [
    "civil engineering",
    "subcontractors?",
    "building materials",
    "bim",
    "renovations?",
    "remodell?ing",
    "roofing",
    "roofers",
    "plumbing",
    "plumbers",
    "hvac",
    "electricians",
    "electrical contractors?",
    "prefab",
    "skilled trades",
    "home services",
  ],
  Fitness: [
    "pilates",
    "crossfit",
    "online coaching",
    "nutrition coaching",
    "martial arts",
    "strength training",
    "dance studios?",
    "yoga studios?",
    "personal trainers?",
    "gyms",
  ],
  Automotive: [
    "auto dealers?",
    "auto parts",
    "car dealers(?:hips)?",
    "self-driving",
    "ride-hailing",
    "motorcycles?",
    "collision repair",
    "auto shops?",
    "auto repair",
    "electric vehicles?",
    "evs",
    "mobility",
    "micromobility",
    "ride-?sharing",
    "scooters?",
  ],
  Manufacturing: [
    "cnc machining",
    "injection molding",
    "industry 4\\.0",
    "production lines?",
    "machine shops?",
    "fabrication",
    "metalworking",
    "shop floors?",
    "factories",
  ],
  Government: [
    "public agencies",
    "government agencies",
    "fedramp",
    "public services",
    "municipal(?:ities)?",
    "federal contracts?",
    "govcon",
    "state and local",
  ],
  Pets: ["boarding kennels?", "doggy daycares?", "dog walkers?", "groomers", "animal shelters?"],
  Sports: [
    "fan engagement",
    "stadiums?",
    "golf",
    "soccer",
    "basketball",
    "tennis",
    "sporting goods",
    "tournaments?",
    "sports teams?",
    "sports clubs?",
  ],
  Gaming: [
    "indie games?",
    "game studios?",
    "game developers?",
    "game dev",
    "game publishers?",
    "multiplayer",
    "mmos?",
    "roblox",
    "igaming",
    "esports",
  ],
  Robotics: ["cobots?", "mechatronics", "motion control", "warehouse automation"],
  Aerospace: [
    "rockets?",
    "avionics",
    "uavs?",
    "evtol",
    "advanced air mobility",
    "airports?",
    "earth observation",
    "propulsion",
    "air taxis?",
    "airlines?",
  ],
  Defense: [
    "dod",
    "army",
    "navy",
    "air force",
    "intelligence community",
    "itar",
    "munitions",
    "c4isr",
    "national security",
  ],
};
/** Each industry's words as a description may name it: its own pattern and the words above. */
export const queryIndustryRules: [string, RegExp][] = [
  ...industries.map((i): [string, RegExp] => {
    const more = moreIndustryWords[i.name];
    return [i.name, more ? new RegExp(`${i.words.source}|\\b(?:${more.join("|")})\\b`, "i") : i.words];
  }),
  ...Object.entries(queryOnlyIndustryWords),
  ...Object.entries(queryOnlyKinds),
];

/**
 * Kinds of company so many posts name that asking for one says little of whom the user wants:
 * AI is named in the opening lines of 51 % of the 15,548 benchmark rows, B2B or SaaS in 18 %;
 * the next, developer tools, in 8 %.
 */
export const broadIndustries: ReadonlySet<string> = new Set(["Artificial Intelligence", "B2B"]);

/** Global copies of the patterns, made once: a search classifies hundreds of texts. */
const globalRules = new Map<RegExp, RegExp>();
function countDistinct(text: string, rule: RegExp) {
  let global = globalRules.get(rule);
  if (!global) {
    global = new RegExp(rule.source, "gi");
    globalRules.set(rule, global);
  }
  const found = text.match(global);
  if (!found) return 0;
  return found.length === 1 ? 1 : new Set(found.map((w) => w.toLowerCase())).size;
}

/** The technology most job posts name (57 % of the Hacker News posts), whatever market they are in (docs/performance.md, eleventh pass). */
const AI = "Artificial Intelligence";

/**
 * The industry a post is about: the one whose distinct words it uses most
 * (ties go to the earlier, more specific entry); "" when none. AI counts one word
 * less when another industry is named too: 'an AI agent for insurance claims' is
 * an insurance company using AI, and the market is what a client is in.
 */
export function classifyIndustry(text: string) {
  const counts = industries.map(({ words }) => countDistinct(text, words));
  const other = counts.some((n, i) => n > 0 && industries[i]!.name !== AI);
  let best = "";
  let most = 0;
  for (const [i, { name }] of industries.entries()) {
    const n = name === AI && other ? counts[i]! - 1 : counts[i]!;
    if (n > most) {
      best = name;
      most = n;
    }
  }
  return best;
}

/**
 * How much of a post's start is its opening lines: a post says what its company does there, and
 * its later words (perks, customers, whom the hire works with) name other industries.
 */
export const OPENING_CHARS = 300;

/**
 * The industry a post is about: the one its company name and opening lines name, else the one
 * its whole text does (docs/performance.md, tenth relevance pass).
 */
export const industryOf = (company: string, signal: string, whole: string) =>
  classifyIndustry(`${company}\n${signal.slice(0, OPENING_CHARS)}`) || classifyIndustry(whole);

/** Each industry a description asks for, with the words of the description that named it. */
export function industryWordsIn(query: string) {
  const found: { name: string; words: string[] }[] = [];
  for (const [name, rule] of queryIndustryRules) {
    if (!rule.test(query)) continue;
    const words = query.match(new RegExp(rule.source, "gi"));
    if (words) found.push({ name, words: [...new Set(words.map((w) => w.toLowerCase()))] });
  }
  return found;
}

/** Whether a prospect's own text is about an industry (by its words, not by a stored guess). */
export function textIsAbout(text: string, industry: string) {
  const rule =
    industries.find((i) => i.name === industry)?.words ?? queryOnlyIndustryWords[industry] ?? queryOnlyKinds[industry];
  return rule ? rule.test(text) : text.includes(industry.toLowerCase());
}

/**
 * Roles a freelancer sells, each with the words job posts use for it. A query
 * naming one ('a Node dev', 'an ML engineer') is matched against all of them,
 * so 'developer' finds 'Software Engineer' and 'dev' finds 'developer'.
 */
export type Role = {
  role: string;
  asked: RegExp;
  /** Words that name the role only in a description about hiring ('hiring customer support'). */
  whenHiring?: RegExp;
  /** What the trade delivers ('explainer videos', 'a logo'): it names the trade as much as the person does. */
  deliverables?: RegExp;
  said: string[];
  /**
   * Its spellings are one job under other names ('first engineer' is a 'founding engineer',
   * 'programme manager' a 'program manager'), so the words typed earn nothing over the others.
   */
  oneTitle?: true;
};

export const roles: Role[] = [
  {
    role: "data",
    asked: /\b(data (?:engineers?|scientists?|analysts?)|analysts?|analytics engineers?)\b/i,
    deliverables:
      /\b(?:bi|kpi|reporting|tableau|power bi|looker) dashboards?\b|\bdata (?:jobs?|roles?|positions?|openings?)\b|\bdata visuali[sz]ations?\b|\bdata (?:warehouses?|warehousing)\b|\b(?:needs?|needing|wants?|wanting) (?:an? |their |its )?(?:new |custom |better )?(?:kpi |analytics |reporting |data |bi |sales |marketing |ops |finance )?dashboards?\b/i,
    said: ["data engineer", "data scientist", "data analyst", "analytics engineer", "analyst"],
  },
  {
    role: "machine learning",
    asked: /\b(ml|ai|machine learning) engineers?\b|\b(ml|ai) (?:researchers?|scientists?)\b/i,
    // Putting a model to work for a company: the ML engineer's trade.
    deliverables:
      /\b(?:ml|machine learning|ai) (?:model )?(?:deployment|ops)\b|\bmlops\b|\b(?:ai |llm |gpt )?(?:chatbot|agent|rag) development\b|\bllm (?:integrations?|development)\b|\b(?:needs?|needing|wants?|wanting) (?:an? |their |its )?(?:ai |custom |new )?(?:chatbots?|ai agents?|voice agents?)\b|\brag pipelines?\b|\bmodel (?:deployment|training|serving|fine-?tuning)\b/i,
    said: [
      "machine learning engineer",
      "ml engineer",
      "ai engineer",
      "ai eng",
      "ai agent engineer",
      "ai product engineer",
      "llm engineer",
      "applied scientist",
      "research scientist",
    ],
  },
  {
    // Before the scientist and the designer: a UX researcher is neither a lab researcher nor a UI designer.
    role: "ux researcher",
    asked:
      /\b(ux researchers?|user researchers?|design researchers?|ux research|user research|usability (?:testing|research|studies|tests?)|(?:customer|user) interviews?|product discovery)\b/i,
    said: [
      "ux researcher",
      "user researcher",
      "ux research",
      "user research",
      "design researcher",
      "usability test",
      "usability stud",
      "usability research",
    ],
    oneTitle: true,
  },
  {
    role: "scientist",
    asked: /\b(scientists?|researchers?|research engineers?)\b/i,
    deliverables: /\b(?:bioinformatic\w*|computational biolog\w*|cheminformatic\w*)\b/i,
    said: ["scientist", "researcher", "research engineer", "phd"],
  },
  {
    role: "qa",
    // The title whole ("QA engineer"): its "engineer" is no developer asked besides.
    asked:
      /\b(qa(?: engineers?| analysts?)?|quality assurance(?: engineers?| analysts?)?|testers?|test engineers?|sdets?)\b/i,
    deliverables:
      /\b(?:(?:flaky|broken|failing) (?:[\w-]+ )?tests?|end-to-end tests?|e2e tests?|test (?:automation|coverage|suites?)|(?:manual|regression) testing|playtest(?:s|ing|ers)?)\b/i,
    said: ["qa", "quality assurance", "test engineer", "sdet", "tester"],
  },
  {
    role: "devops",
    asked:
      /\b(devops(?: engineers?)?|sres?|site reliability(?: engineers?)?|platform engineers?|infrastructure engineers?)\b/i,
    deliverables:
      /\b(?:cloud migrations?|(?:migrat\w*|mov\w*) (?:from [\w.-]+ )?to (?:the )?(?:cloud|aws|gcp|azure|google cloud|kubernetes|k8s)|(?:aws|gcp|azure|cloud) (?:migrations?|setups?|infrastructure)|ci\/cd(?: pipelines?)?|infrastructure as code|database migrations?|migrat\w* (?:their |the |its )?databases?)\b|\b(?:migrat\w* (?:off|away from) (?:of )?(?:heroku|aws|gcp|azure|vercel|netlify|render|digitalocean|on-?prem\w*|(?:our |their |its )?(?:own )?servers?)|(?:aws|cloud|gcp|azure) (?:bills?|costs?|spend))\b/i,
    said: ["devops", "sre", "site reliability", "platform engineer", "infrastructure engineer", "infra eng"],
  },
  {
    role: "manager",
    asked: /\b(engineering managers?|head of engineering|vp (?:of )?engineering|cto)\b/i,
    said: ["engineering manager", "head of engineering", "vp engineering", "vp of engineering", "cto"],
  },
  {
    // UK spelling too: 'programme manager'.
    role: "program manager",
    asked:
      /\b(?:technical )?(?:program(?:me)? managers?|project managers?|tpms?|delivery managers?|program(?:me)? leads?)\b|\bscrum masters?\b|\bagile coach(?:es)?\b/i,
    said: ["program manager", "programme manager", "project manager", "tpm", "delivery manager"],
    oneTitle: true,
  },
  {
    role: "product manager",
    asked: /\b(product managers?|product owners?|head of product|vp (?:of )?product)\b/i,
    deliverables: /\b(?:product management|product (?:roadmaps?|discovery))\b/i,
    said: ["product manager", "product owner", "head of product", "vp of product", "vp product"],
  },
  {
    role: "mobile",
    // 'iOS developer' stays the skill and the generic developer: the skill says it better.
    asked: /\bmobile (?:app )?(?:developers?|engineers?|devs?)\b/i,
    // An app someone needs built, not an app someone sells ('mobile apps for dentists').
    deliverables:
      /\b(?:needs?|needing|wants?|wanting) (?:an? |their |its )?(?:new |first )?(?:mobile|ios|android) apps?\b|\b(?:mobile|ios|android) apps? (?:built|developed|made|redone|rebuilt)\b/i,
    said: ["mobile", "ios", "android", "react native", "flutter"],
  },
  {
    role: "security",
    asked:
      /\b(security engineers?|security researchers?|pen ?testers?|penetration testers?|appsec engineers?|(?:cyber ?)?security (?:consultants?|experts?|specialists?|analysts?|auditors?|leads?|hires?)|head of (?:cyber ?)?security|cisos?)\b/i,
    deliverables:
      /\b(?:pen ?test(?:s|ing)?|penetration test(?:s|ing)?|security (?:audits?|reviews?|assessments?)|vulnerability (?:assessments?|scans?|scanning)|red team(?:s|ing)?)\b|\b(?:(?:security )?risk assessments?|v-?cisos?|virtual cisos?|fractional cisos?)\b/i,
    said: ["security engineer", "appsec", "security researcher", "pentest", "penetration test"],
  },
  {
    role: "support",
    // 'customer support' alone is also a field of work ('AI agents for customer support'): a role only when hiring.
    asked:
      /\b(customer (?:support|service|success) (?:reps?|representatives?|specialists?|managers?|leads?|staff|agents?)|support (?:engineers?|specialists?|reps?|staff|agents?)|customer success managers?|(?:customer (?:support|service|success)(?: (?:or|and|\/) (?:customer )?(?:support|service|success))?|support) (?:roles?|jobs?|openings?|positions?|hires?))\b/i,
    // ('hiring Spanish-speaking support': support staff.)
    whenHiring:
      /\b(customer (?:support|service|success)|tech(?:nical)? support|(?<=\bhiring (?:[a-z-]+ ){0,2})support(?= (?:staff|people|roles?|jobs?|hires?)\b|\s*$))\b/i,
    // Support run for a company by someone else: the support agency's trade.
    deliverables:
      /\b(?:outsourced|offshore|24\/7|white[- ]label) (?:customer )?(?:support|service)\b|\b(?:customer )?support outsourcing\b|\bhelp ?desk (?:outsourcing|support|agents?|staff|coverage)\b|\b(?:zendesk|intercom|freshdesk|help ?desk) (?:setup|set up|implementation|configuration|migration)\b|\b(?:support tickets?|ticket (?:backlogs?|queues?)|support (?:queues?|backlogs?))\b/i,
    // The people, not the field: a post's 'customer support' is as often what its product does.
    said: [
      "support engineer",
      "customer success",
      "support specialist",
      "support rep",
      "support agent",
      "support lead",
      "customer service rep",
      "customer service representative",
      "customer service specialist",
      "customer service agent",
    ],
  },
  {
    role: "community",
    asked:
      /\b(community (?:managers?|leads?|builders?|moderators?|moderation)|(?:discord|forum|content) moderators?|head of community|developer advocates?|developer relations|devrel)\b/i,
    said: [
      "community manager",
      "community lead",
      "head of community",
      "developer advocate",
      "developer relations",
      "devrel",
    ],
  },
  {
    role: "recruiter",
    asked:
      /\b((?:technical |tech |agency |in-house |freelance )?recruiters?|talent acquisition (?:partners?|specialists?|leads?)|talent partners?|(?:talent |technical )?sourcers?|head of talent|recruiting (?:coordinators?|leads?|managers?))\b/i,
    // Finding people for a company: 'recruiting engineers' is the recruiter's work, not engineers wanted.
    deliverables:
      /\brecruiting (?:engineers?|developers?|designers?|talent|candidates|for)\b|\b(?:technical|engineering|tech) recruiting\b|\b(?:talent|candidate) sourcing\b/i,
    // Not 'recruiting' alone: what an applicant-tracking product does.
    said: ["recruiter", "talent acquisition", "talent partner", "head of talent", "recruiting coordinator"],
  },
  {
    role: "finance",
    // The service a bookkeeper sells ('bookkeeping clients', 'accounting help'), or the person.
    asked:
      /\b(bookkeepers?|bookkeeping|accountants?|cpas?|tax (?:advisors?|advisers?|accountants?|preparers?|consultants?)|financial controllers?|fractional cfos?|cfos?|head of finance|finance managers?|accounting (?:help|services?|clients?|work|support))\b/i,
    deliverables:
      /\btax (?:prep(?:aration)?|returns?|filing|planning)\b|\b(?:quickbooks|xero|books?) (?:clean-?up|setup|set up)\b|\bcatch-?up bookkeeping\b|\bfinancial (?:models?|modell?ing|statements?)\b|\b(?:(?:clean(?:ing)?|catch(?:ing)?) up (?:on )?(?:our |their |the |its )?books|messy books|tax season|(?:set(?:ting)? up|run(?:ning)?) payroll|payroll (?:setup|set ?up|processing)|month-end close)\b/i,
    // Not 'bookkeeping' or 'controller' in a post: what a fintech sells, or a robot's part.
    said: ["bookkeeper", "accountant", "financial controller", "head of finance", "finance manager", "cfo"],
  },
  {
    // Who a small company hires first: the founding title is what posts say ('Founding Engineer').
    role: "founding engineer",
    asked:
      /\b(founding (?:software |full[- ]?stack |backend |front[- ]?end )?(?:engineers?|developers?)|first (?:engineers?|engineering hires?|developers?|technical hires?))\b/i,
    // Whoever builds the first version for a founder who cannot: a technical co-founder's work.
    deliverables: /\b(?:non-?technical (?:co-?)?founders?|mvps?|technical co-?founders?)\b/i,
    said: [
      "founding engineer",
      "founding developer",
      "founding software",
      "founding full",
      "first engineer",
      "technical co-founder",
      "technical cofounder",
    ],
    oneTitle: true,
  },
  {
    role: "legal",
    // 'tools for lawyers' is a product's audience (see parse-query.ts), not a lawyer wanted.
    asked:
      /\b(lawyers?|attorneys?|(?:general|legal|in-house|corporate|product|associate) counsel|counsel|paralegals?|head of legal)\b/i,
    deliverables:
      /\b(?:legal )?contracts? (?:review|drafting)\b|\blegal (?:review|advice|help|services?|work)\b|\b(?:terms of service|privacy polic(?:y|ies)|ndas?) (?:drafting|review)\b|\b(?:terms of (?:service|use)|privacy polic(?:y|ies)|(?:trademark|immigration|incorporation|employment) (?:lawyers?|attorneys?|law|filings?|work))\b/i,
    // Titles only: a legal-tech product's lines are full of 'lawyers' and 'attorneys' it serves.
    said: [
      "general counsel",
      "legal counsel",
      "in-house counsel",
      "corporate counsel",
      "product counsel",
      "paralegal",
      "head of legal",
      "associate attorney",
      "staff attorney",
    ],
    oneTitle: true,
  },
  {
    role: "people ops",
    // 'HR and payroll software' is a product: only the people and the service named as a trade.
    asked:
      /\b(hr (?:managers?|generalists?|business partners?|leads?|consultants?|directors?|specialists?|help|support)|people (?:ops|operations)(?: managers?| leads?)?|people partners?|head of people|hrbps?|human resources (?:managers?|generalists?|consultants?))\b/i,
    deliverables:
      /\b(?:employee )?handbooks?\b|\bhr (?:polic(?:y|ies)|compliance|processes)\b|\bcompensation (?:bands|plans?|benchmarking)\b|\b(?:onboarding (?:process(?:es)?|programs?|plans?) for (?:new )?hires|(?:new[- ]hire|employee) onboarding)\b/i,
    said: [
      "hr manager",
      "hr generalist",
      "hr specialist",
      "hr business partner",
      "people operations",
      "people ops",
      "peopleops",
      "head of people",
    ],
    oneTitle: true,
  },
  {
    role: "artist",
    asked:
      /\b(illustrators?|illustrations?|(?:3d|2d|concept|technical|game|environment|character|vfx|texture) artists?|artists?|3d modell?ers?)\b/i,
    deliverables:
      /\b(?:game|concept|2d|3d|pixel|character|environment) art\b|\b(?:2d|3d|character) animations?\b|\b3d (?:models?|modell?ing|renders?|rendering|assets?)\b|\bproduct renders?\b|\barchitectural (?:renders?|renderings?|visuali[sz]ations?)\b/i,
    // The kinds of artist, not 'artist' alone: a music app's posts are about the artists on it.
    said: [
      "illustrator",
      "3d artist",
      "2d artist",
      "concept artist",
      "technical artist",
      "game artist",
      "environment artist",
      "character artist",
      "3d modeler",
      "3d modeller",
    ],
  },
  {
    role: "photographer",
    asked:
      /\b(photographers?|photography|product photos?|photo ?shoots?|(?:listing|property|real estate|food|menu|event|lifestyle|brand|team) (?:photos?|photography)|headshots?)\b/i,
    said: ["photographer", "photography", "photo shoot"],
  },
  {
    role: "developer",
    asked:
      /\b(developers?|engineers?|programmers?|coders?|devs?|(?:solutions?|software|technical|cloud) architects?)\b/i,
    // A website someone needs made or redone (not 'website builders').
    deliverables:
      /\b(?:needs?|needing|wants?|wanting|asking for|looking for|seeking) (?:an? |their |its )?(?:new |first |better )?(?:[\w-]+ )?(?:web ?sites?|site)\b(?! copy| content| text| builders?)|\b(?:web ?sites?|site) (?:redone|redesign\w*|rebuil\w*|built|revamp\w*|refresh\w*|overhaul\w*|made)\b|\b(?:web|website|app|software|chatbot|bot|api|custom|mvp|backend|back-end|frontend|front-end|full[- ]stack|mobile|game|extension|browser extension|plugin|integration|automation|saas|blockchain|smart contract) development\b|\b(?:custom )?(?:[\w-]+ )?(?:plugins?|themes?|integrations?|extensions?|scripts?) (?:built|developed|made)\b|\bapi integrations?\b|\b(?:new |custom )?websites?(?= for )|\b(?:web|data) scraping\b|\b(?:fix(?:es|ing)?|squash\w*) (?:\w+ )?bugs\b|\bbug ?fix(?:es|ing)?\b|\b(?:website|site|page) (?:speed|performance)\b|\bcore web vitals\b|(?<=\b(?:needs?|needing|wants?|wanting|help) (?:to |with |them )?)automat(?:e|ing|ion of) (?:their |the |its |our )?[\w-]+|(?<=\b(?:i|we|to|can|someone|somebody|help|with) (?:build|make|develop|create|code|building|making|developing|creating|coding) (?:an? |the |their |its |my |our |your |custom |new )*)(?!(?:an?|the|their|its|my|our|your|custom|new) )(?:[\w.-]+ ){0,2}(?:apps?|web ?sites?|sites?|extensions?|plugins?|tools?|dashboards?|mvps?|integrations?|bots?|chatbots?|platforms?|portals?|software|backends?|apis?|stores|storefronts?|online shops?)\b|\b(?:python|browser|workflow) automation\b|\b(?:outsourc\w*|offshore) (?:software |web |app )?development\b|\b(?:scal\w+|grow\w*|expand\w*|build\w* out) (?:their|its) (?:engineering|dev(?:elopment)?|tech|software) teams?\b|\b(?:needs?|needing|wants?|wanting) (?:an? |their |its )?(?:new |first |own |custom )?(?:[\w-]+ )?(?:web )?apps?\b(?! (?:store|builders?))/i,
    said: ["developer", "engineer", "programmer", "dev", "swe"],
  },
  {
    role: "designer",
    // The kind of designer is part of the title asked for ('a product designer'), not a separate subject.
    asked:
      /\b(?:(?:product|ux|ui|ui\/ux|ux\/ui|graphic|visual|brand|web|interaction|founding|senior|lead) )?designers?\b|\b(?:ux|ui|ui\/ux|ux\/ui) design\b|\b(?:head|vp|director) of (?:product )?design\b|\bdesign leads?\b|\b(ux|ui)\b/i,
    deliverables:
      /\b(?:logos?|logo design|brand identity|visual identity|branding|(?:pitch|slide|sales|investor|board) decks?|design (?:jobs?|roles?|positions?|openings?)|(?:web|website|landing page|app|ui|ux|ui\/ux) design|landing pages?(?!(?: (?:and|or|&|\/) [\w-]+)? (?:copy|copywriting|content|text|optimi[sz]ation)\b)|wireframes?|mockups?|design systems?|brand strateg(?:y|ists?)|rebrand(?:s|ing)?|design (?:studios?|agenc(?:y|ies)|firms?)|(?:[\w-]+ )?redesigns?)\b|\b(?:(?:onboarding|signup|sign-up|checkout|kyc|payment) flows? (?:redesign\w*|confus\w*)|ux audits?)\b/i,
    // Not 'ui' alone: a 'UI Developer' or 'Product Engineer - Web & UI' is an engineer.
    said: ["designer", "product design", "ux", "ui/ux", "ux/ui", "ui designer"],
  },
  {
    role: "writer",
    // The person, or the service named as a trade ('copywriting for SaaS').
    asked:
      /\b(writers?|copywriters?|technical writers?|content writers?|copywriting|technical writing|content writing|content (?:strategists?|strategy|marketers?|leads?|managers?|creators?)|(?:grant|proposal|resume|blog|article|seo|ux|medical|scientific|speech|script|report) writ(?:ing|ers?))\b/i,
    deliverables:
      /\b(?:(?:landing page|website|web|marketing|sales|ad|email|onboarding|product|ux|app|homepage|sales page|conversion|brand|launch) copy|blog posts?|ghostwrit\w+|(?:writing|content) (?:jobs?|roles?|positions?|gigs?)|(?:technical|api|developer|product|user) (?:documentation|docs|guides?)|(?:email )?newsletters?|linkedin (?:content|posts?)|thought leadership (?:content|posts?|articles?)|case stud(?:y|ies)|white ?papers?|e-?books?|grant (?:applications?|proposals?))\b/i,
    said: [
      "writer",
      "copywriter",
      "copywriting",
      "technical writer",
      "documentation engineer",
      "content writer",
      "content marketing",
      "content marketer",
      "content strategist",
      "content lead",
      "content manager",
    ],
  },
  {
    role: "marketer",
    asked:
      /\b(marketers?|growth marketers?|marketing (?:managers?|leads?|directors?)|seo specialists?|seo (?:for|help|services?|work|clients?|consultants?)|head of (?:marketing|growth)|growth hack(?:ers?|ing)|amazon (?:ppc|ads|listings?|sellers?|seller accounts?|fba)|app store optimi[sz]ation|aso|vp (?:of )?marketing|director of marketing|cmo|performance marketing|paid (?:ads|social|search|media|acquisition)|ppc|(?:google|meta|facebook|linkedin|tiktok) ads|media buyers?)\b/i,
    // Running a brand's social accounts is the marketer's trade, not the media industry.
    deliverables:
      /\bsocial media (?:management|marketing|managers?|content|posts?|accounts?)\b|\b(?:help|helps|struggling|struggle|needs?|needing) (?:with |on )?(?:their |its |our )?social media\b(?! (?:companies|startups|apps?|platforms?|networks?|sites?|tools?)\b)|\b(?:product|growth|digital|performance|lifecycle|email|b2b) marketing\b|\b(?:marketing|growth) (?:help|support|services?|work|strategy|campaigns?)\b|\b(?:marketing|growth) (?:jobs?|roles?|positions?|openings?|hires?)\b|\b(?:cro|conversion rate optimi[sz]ation|a\/b test(?:s|ing)?|landing page optimi[sz]ation)\b|\b(?:onboarding|drip|lifecycle|welcome|nurture|retention) (?:e-?mails?|sequences?|campaigns?|e-?mail flows?)\b|\be-?mail (?:sequences?|campaigns?|flows?)\b|\b(?:abandoned carts?|rank(?:s|ing)? (?:nowhere|poorly|low|badly)(?: on google)?|organic (?:search|traffic)|klaviyo flows?|(?:low|poor|bad) conversion(?: rates?)?)\b/i,
    said: [
      "marketer",
      "marketing manager",
      "growth marketing",
      "head of growth",
      "head of marketing",
      "marketing lead",
      "performance marketing",
      "seo specialist",
      "paid acquisition",
      "paid social",
      "media buyer",
    ],
  },
  {
    role: "video",
    asked:
      /\b(video editors?|videographers?|video producers?|motion designers?|animators?|editors?|video editing|video production)\b/i,
    deliverables:
      /\b(?:(?:explainer|(?:product )?demo|promo(?:tional)?|animated|marketing|launch|testimonial|ugc|tiktok|youtube|short-form|social|training|tutorial|brand|product) videos?|video testimonials?|ugc (?:content|creators?)|motion graphics|video (?:ads?|content|editing|production)|(?:video )?ad creatives?)\b|\b(?:(?:game|launch|product|steam|teaser|app) trailers?|drone (?:footage|videos?|shots?)|(?:podcast|video|youtube|webinar) clips|clips (?:from|of) (?:our |their |its )?(?:podcasts?|videos?|webinars?|streams?))\b/i,
    said: ["video editor", "videographer", "video producer", "motion designer"],
  },
  {
    role: "assistant",
    asked:
      /\b((?:virtual|executive|personal|admin(?:istrative)?) assistants?|office managers?|admin support|inbox management|calendar management|data entry|transcription(?:ists?)?|transcribers?)\b/i,
    deliverables: /\b(?:an ea|(?:drowning in|keep up with|overflowing) (?:\w+ )?(?:inbox(?:es)?|e-?mails?))\b/i,
    said: [
      "executive assistant",
      "virtual assistant",
      "administrative assistant",
      "admin assistant",
      "personal assistant",
      "office manager",
    ],
  },
  {
    role: "pr",
    asked:
      /\b(pr (?:specialists?|managers?|leads?|consultants?|agency|agencies|firms?|people|person|pros?)|public relations|publicists?|communications (?:managers?|leads?|directors?|specialists?)|head of (?:comms|communications)|comms (?:managers?|leads?))\b/i,
    deliverables:
      /\b(?:press (?:outreach|releases?|coverage|kits?)|media (?:relations|outreach|coverage)|pr (?:outreach|campaigns?|push(?:es)?|help|support|strateg(?:y|ies)|blitz))\b|\b(?:(?:get(?:ting)?|need(?:s|ing)?|want(?:s|ing)?) (?:some |more )?press|press (?:for|coverage))\b/i,
    said: [
      "public relations",
      "publicist",
      "communications manager",
      "communications lead",
      "head of communications",
      "comms manager",
      "pr manager",
      "media relations",
    ],
  },
  {
    // Running a company's operations: a post's 'ops' alone is as often DevOps or what its product automates.
    role: "operations",
    asked:
      /\b((?:biz|business|revenue|sales|marketing|people|growth|strategy and|strategy &) ?op(?:eration)?s (?:leads?|managers?|associates?)|(?:ops|operations) (?:leads?|managers?|directors?|associates?|generalists?|specialists?|hires?)|head of (?:ops|operations)|vp,? (?:of )?operations|chiefs? of staff|coos?|bizops|business operations)\b/i,
    deliverables: /\b(?:crm (?:clean-?ups?|hygiene)|duplicate contacts|messy crm)\b/i,
    said: [
      "operations lead",
      "operations manager",
      "head of operations",
      "chief of staff",
      "bizops",
      "business operations",
      "operations associate",
      "ops lead",
      "ops manager",
    ],
  },
  {
    // Physical products: the mechanical, electrical and firmware work a hardware company buys.
    role: "hardware engineer",
    asked:
      /\b((?:mechanical|electrical|hardware|embedded(?: software)?|firmware|pcb|electronics|rf|manufacturing) (?:engineers?|designers?|developers?)|cad (?:designers?|engineers?|drafters?))\b/i,
    deliverables:
      /\b(?:mechanical (?:design|engineering)|(?:mechanical |electrical |3d )?cad (?:work|design|models?|modell?ing|drawings?)|pcb (?:design|layout)s?|firmware (?:development|work)|embedded (?:development|systems work)|industrial design|design for manufactur\w*|dfm|firmware)\b/i,
    said: [
      "mechanical engineer",
      "electrical engineer",
      "hardware engineer",
      "embedded engineer",
      "embedded software engineer",
      "firmware engineer",
      "pcb designer",
      "cad",
      "firmware",
    ],
  },
  {
    role: "audio",
    asked:
      /\b(audio (?:engineers?|editors?|producers?|designers?)|sound (?:designers?|engineers?)|podcast (?:editors?|producers?)|voice[- ]?over (?:artists?|actors?|talent)|voice actors?)\b/i,
    deliverables:
      /\b(?:podcast (?:editing|production)|audio (?:editing|production|post-production|mixing)|sound design|voice[- ]?overs?|mixing and mastering)\b|\b(?:podcasts? (?:that )?(?:sounds?|audio)|(?:bad|poor|terrible) (?:audio|sound quality))\b/i,
    said: [
      "audio engineer",
      "audio editor",
      "audio producer",
      "sound designer",
      "sound engineer",
      "podcast producer",
      "podcast editor",
    ],
  },
  {
    // The technical seller: demos, pilots and integrations for a sales team, or built in at the customer's.
    // Before sales and the developer, whose words ('sales', 'engineers') it holds.
    role: "sales engineer",
    asked:
      /\b(sales engineer(?:s|ing)?|solutions? engineer(?:s|ing)?|forward[- ]deployed (?:engineers?|engineering|software engineers?)|pre-?sales engineers?|ses)\b/i,
    said: [
      "sales engineer",
      "solutions engineer",
      "solution engineer",
      "forward deployed engineer",
      "forward-deployed engineer",
      "forward deployed",
      "pre-sales",
      "presales",
    ],
  },
  {
    role: "sales",
    asked:
      /\b((?:sales|business) development(?: (?:reps?|representatives?|managers?))?|partnerships? (?:managers?|leads?)|account (?:managers?|executives?)|sales(?: (?:reps?|representatives?|people|persons?))?|salespeople|sdrs?|bdrs?|appointment setters?)\b/i,
    deliverables:
      /\blead gen(?:eration)?\b|\bappointment setting\b|\bcold (?:e-?mail(?:ing|s)?|call(?:ing|s)?|outreach)\b|\boutbound (?:sales|prospecting)\b/i,
    // Not 'sales' alone: 'AI for sales teams' is a product.
    said: [
      "account executive",
      "sdr",
      "bdr",
      "sales rep",
      "sales representative",
      "salesperson",
      "sales manager",
      "head of sales",
      "sales engineer",
      "sales lead",
      "sales development",
      "founding ae",
    ],
  },
];

/**
 * More ways people name a trade, its work and the problems it fixes, read in descriptions only (posts
 * are matched by each trade's `said` titles). Drawn from a list a helper wrote of how clients and
 * freelancers talk, without seeing any query set; words several trades share ('missed deadlines',
 * 'high churn', 'no leads', 'prototype') are left out (docs/performance.md, twelfth pass).
 */
const moreTradeWords: Record<string, string[]> = {
  // Not 'data pipelines', 'ETL pipelines' or 'manual reporting': read as the data trade, they made the
  // candidate read AND the data titles with the other words, which walks long lists at 1,000,000 rows
  // (64 and 85 ms), and no tuned figure gained by them (docs/performance.md, seventeenth pass).
  data: [
    "analytics consultant",
    "data consultant",
    "data architect",
    "head of data",
    "statistician",
    "dbt models?",
    "cohort analysis",
    "churn analysis",
    "attribution models?",
    "forecasting models?",
    "customer segmentation",
    "tracking plans?",
    "messy data",
    "broken dashboards?",
    "data silos",
    "broken tracking",
    "(?:broken|messy|unreliable) analytics",
    "single source of truth",
    "no source of truth",
    "tableau reports",
    "power bi reports",
    "sql reporting",
    "reporting automation",
    "data modell?ing",
    "data quality issues",
    "executive dashboards",
    "airflow dags",
    "data lake setup",
    "metabase setup",
    "reverse etl",
    "data stack audit",
    "stale dashboards",
    "ad hoc analysis",
    "fivetran setup",
    "data cleanup",
    "numbers don'?t match",
  ],
  "machine learning": [
    "ml consultant",
    "ai architect",
    "ai automation specialist",
    "fine-tuned models?",
    "fine-tuning",
    "recommendation engines?",
    "computer vision models?",
    "nlp models?",
    "semantic search",
    "ml pipelines?",
    "model evaluation",
    "evals",
    "fraud detection models?",
    "demand forecasting",
    "document extraction",
    "llm hallucinations?",
    "model drift",
    "inference costs",
    "fine-?tun(?:e|ing) (?:an? )?llms?",
    "churn prediction models?",
    "hallucinating llms?",
    "embeddings search",
    "prompt engineering",
    "nlp classification",
    "image classification",
    "training data labell?ing",
    "object detection",
    "sentiment analysis",
    "vector database setup",
    "speech recognition models?",
    "feature engineering",
    "pytorch models?",
  ],
  "ux researcher": [
    "ethnographers?",
    "head of research",
    "user personas",
    "journey maps?",
    "customer journey mapping",
    "heuristic evaluations?",
    "diary stud(?:y|ies)",
    "card sorting",
    "usability (?:testing|tests|stud(?:y|ies))",
    "user interviews",
    "customer interviews",
    "discovery research",
    "users drop off",
    "unclear user needs",
    "persona research",
    "journey mapping",
    "jobs to be done",
    "research plans?",
    "research synthesis",
    "tree testing",
    "recruit(?:ing)? research participants",
    "interview guides?",
    "concept testing",
    "survey design",
    "contextual inquiry",
    "affinity mapping",
    "research repositor(?:y|ies)",
    "field research",
    "ethnographic research",
    "first click testing",
    "moderated research sessions",
    "participant screeners?",
  ],
  qa: [
    "test leads?",
    "test plans?",
    "test cases",
    "(?:selenium|cypress|playwright) tests",
    "api testing",
    "cross-browser testing",
    "exploratory testing",
    "acceptance testing",
    "game testing",
    "bugs in production",
    "buggy releases?",
    "regressions after deploys?",
    "selenium scripts?",
    "release testing",
    "load testing",
    "bug reports",
    "too many bugs",
    "smoke tests?",
    "uat testing",
    "regression suites?",
    "bug triage",
    "accessibility testing",
    "performance testing",
    "testing strateg(?:y|ies)",
    "device compatibility testing",
  ],
  devops: [
    "sysadmins?",
    "systems administrators?",
    "linux administrators?",
    "database administrators?",
    "finops",
    "kubernetes clusters?",
    "monitoring and alerting",
    "observability",
    "disaster recovery",
    "github actions",
    "helm charts?",
    "zero-downtime deploy(?:s|ments?)?",
    "frequent downtime",
    "manual deploy(?:s|ments)",
    "slow deploy(?:s|ments)",
    "servers crashing",
    "site goes down",
    "frequent outages",
    "slow builds",
    "deploys keep failing",
    "no ci pipelines?",
    "server downtime",
    "autoscaling",
    "on-?call rotations?",
    "load balancer setup",
    "backup strateg(?:y|ies)",
    "centrali[sz]ed logging",
    "servers keep crashing",
    "uptime issues",
    "staging environments?",
    "prometheus",
    "grafana",
  ],
  manager: [
    "engineering leads?",
    "director of engineering",
    "chief technology officer",
    "technical due diligence",
    "tech(?:nical)? due diligence",
    "architecture reviews?",
    "engineering process",
    "tech stack selection",
    "offshore team management",
    "tech strateg(?:y|ies)",
    // Scaling a team as a service; a client scaling 'their' team is hiring engineers (the developer's deliverables).
    "scaling (?:an |the |our )?engineering teams?",
    "engineering org design",
    "tech debt strateg(?:y|ies)",
    "engineering leadership",
    "slow engineering velocity",
    "technology roadmaps?",
    "tech stack decisions?",
    "code review culture",
    "engineering team structure",
    "rewrite or refactor",
    "engineering budgets?",
    "platform architecture decisions?",
  ],
  "program manager": [
    "project coordinators?",
    "release managers?",
    "delivery leads?",
    "scrum coach(?:es)?",
    "kanban coach(?:es)?",
    "pmo",
    "sprint planning",
    "agile transformation",
    "project rescue",
    "scope creep",
    "chaotic sprints",
    "project plans?",
    "project timelines?",
    "gantt charts?",
    "project kickoffs?",
    "raid logs?",
    "status reports",
    "cross-?team dependencies",
    "projects? over budget",
    "resource planning",
    "program governance",
    "risk registers?",
    "agile coaching",
    "delivery management",
    "projects running late",
    "milestone tracking",
    "portfolio management",
    "project recovery",
    "work breakdown structures?",
    "project charters?",
    "raci matri(?:x|ces)",
    "dependency tracking",
    "steering committee updates",
  ],
  "product manager": [
    "fractional cpo",
    "chief product officer",
    "product leads?",
    "product strategists?",
    "product consultants?",
    "prds?",
    "product requirements documents?",
    "feature prioriti[sz]ation",
    "user stories",
    "product specs?",
    "unclear roadmaps?",
    "feature bloat",
    "product strateg(?:y|ies)",
    "backlog grooming",
    "feature requests piling up",
    "pricing and packaging",
    "no product vision",
    "roadmap planning",
    "north star metrics?",
    "prioriti[sz]ation frameworks?",
    "product ops",
    "beta programs?",
    "feature scoping",
    "acceptance criteria",
    "requirements gathering",
    "product backlogs?",
    "product kpis",
    "opportunity sizing",
  ],
  mobile: [
    "app store submissions?",
    "app store rejections?",
    "push notifications",
    "in-app purchases",
    "apple watch apps?",
    "app keeps crashing",
    "bad app reviews",
    "poor app ratings",
    "swift development",
    "kotlin development",
    "ios crash reports",
    "play store releases?",
    "testflight builds?",
    "port(?:ing)? to android",
    "ios version upgrades?",
    "cross-?platform apps?",
    "xcode build errors",
    "ios widgets?",
    "ipad support",
    "android fragmentation",
  ],
  security: [
    "ethical hackers?",
    "red teamers?",
    "security architects?",
    "grc consultants?",
    "incident responders?",
    "threat modell?ing",
    "secure code reviews?",
    "phishing simulations?",
    "security awareness training",
    "security questionnaires?",
    "data breach(?:es)?",
    "got hacked",
    "ransomware attacks?",
    "exposed api keys",
    "soc ?2 readiness",
    "phishing training",
    "owasp top 10",
    "incident response plans?",
    "access control reviews?",
    "mfa rollouts?",
    "security polic(?:y|ies)",
    "malware removal",
    "firewall configuration",
    "secrets management",
    "bug bounty programs?",
    "security posture",
  ],
  support: [
    "help desk technicians?",
    "customer experience managers?",
    "cx consultants?",
    "live chat (?:agents?|support)",
    "call center agents?",
    "help center articles?",
    "support playbooks?",
    "slow response times",
    "angry customers",
    "low csat",
    "support macros",
    "help center setup",
    "csat scores?",
    "live chat coverage",
    "tier 1 support",
    "escalation process(?:es)?",
    "customer success plans?",
    "customer health scores?",
    "support slas?",
    "first response times?",
    "after-?hours support",
    "support inbox overwhelmed",
    "ticket tagging",
    "support team training",
    "customer escalations",
    "weekend support coverage",
  ],
  community: [
    "discord (?:managers?|moderators?|server setup)",
    "community strateg(?:y|ists?)",
    "ambassador programs?",
    "dead discord",
    "inactive community",
    "community management",
    "slack communit(?:y|ies)",
    "developer relations",
    "community engagement",
    "community events",
    "meetup organi[sz]ing",
    "hackathon planning",
    "forum moderation",
    "community guidelines",
    "community-?led growth",
    "discord moderation",
    "ama sessions?",
    "champions programs?",
  ],
  recruiter: [
    "headhunters?",
    "headhunting",
    "recruitment consultants?",
    "rpo",
    "staffing consultants?",
    "executive search",
    "full-cycle recruiting",
    "candidate screening",
    "hiring pipelines?",
    "slow hiring",
    "no qualified candidates",
    "bad hires",
    "hard to fill roles",
    "talent pipelines?",
    "backfill roles",
    "no qualified applicants",
    "passive candidates",
    "linkedin sourcing",
    "time to hire",
    "hiring spree",
    "diversity hiring",
    "campus recruiting",
    "retained search",
    "boolean search",
    "candidate outreach",
    "phone screens",
    "niche talent search",
    "candidate shortlists?",
  ],
  finance: [
    "controllers?",
    "fractional controllers?",
    "payroll specialists?",
    "enrolled agents?",
    "finance consultants?",
    "monthly close",
    "cash flow forecasts?",
    "r&d tax credits?",
    "409a valuations?",
    "revenue recognition",
    "cap table management",
    "1099 filing",
    "fp&a",
    "cash flow problems",
    "unreconciled accounts",
    "overdue taxes",
    "irs notices?",
    "month-?end close",
    "audit prep",
    "p&l statements?",
    "budget vs actuals",
    "runway planning",
    "accounts receivable",
    "bank reconciliations?",
    "quarterly estimated taxes",
    "chart of accounts",
    "payroll taxes",
    "expense categori[sz]ation",
    "investor financials",
    "unpaid invoices",
    "burn rate",
    "year-?end accounts",
  ],
  legal: [
    "solicitors?",
    "barristers?",
    "legal consultants?",
    "trademark registration",
    "patent filings?",
    "shareholder agreements?",
    "employment agreements?",
    "data processing agreements?",
    "term sheet reviews?",
    "cease and desist",
    "contract disputes?",
    "trademark infringement",
    "copyright infringement",
    "llc formation",
    "delaware incorporation",
    "ip assignments?",
    "saas agreements?",
    "msa drafting",
    "safe notes?",
    "being sued",
    "legal disputes?",
    "work visas?",
    "licensing agreements?",
    "founder agreements?",
    "demand letters?",
    "contract redlines?",
    "trademark opposition",
    "dmca takedowns?",
    "contractor agreements?",
    "non-?compete reviews?",
    "operating agreements?",
  ],
  "people ops": [
    "fractional hr",
    "fractional chro",
    "chros?",
    "hris",
    "benefits administration",
    "performance review process",
    "job leveling",
    "career ladders?",
    "employee engagement surveys?",
    "high employee turnover",
    "low morale",
    "toxic culture",
    "performance reviews",
    "benefits setup",
    "engagement surveys?",
    "termination process(?:es)?",
    "workplace investigations?",
    "pto polic(?:y|ies)",
    "remote work polic(?:y|ies)",
    "employee relations",
    "hr audits?",
    "i-9 compliance",
    "harassment training",
    "performance improvement plans?",
    "open enrollment",
    "employee grievances",
    "salary benchmarking",
    "layoff planning",
    "manager training",
    "offboarding",
  ],
  artist: [
    "muralists?",
    "cartoonists?",
    "character design",
    "game assets",
    "sprite sheets?",
    "storyboards?",
    "murals?",
    "mascot design",
    "album (?:cover )?art",
    "digital painting",
    "comic pages",
    "fantasy maps?",
    "3d character rigging",
    "digital sculpting",
    "3d texturing",
    "low poly models?",
    "tattoo designs?",
    "tabletop rpg art",
  ],
  photographer: [
    "retouchers?",
    "photo retouching",
    "packshots?",
    "lookbooks?",
    "catalog shoots?",
    "corporate portraits?",
    "blurry photos",
    "amateur photos",
    "conference photos",
    "studio shoots?",
    "white background shots",
    "flat lay photos",
    "family portraits",
    "newborn photos",
    "portfolio shoots?",
    "on-?location shoots?",
  ],
  developer: [
    "slow websites?",
    "broken websites?",
    "website (?:is )?down",
    "slow page loads?",
    "spaghetti code",
    "stripe integrations?",
    "payment integrations?",
    "wordpress plugins?",
    "shopify theme customi[sz]ation",
    "code refactors?",
    "rails upgrades?",
    "php upgrades?",
    "database schema design",
    "web scrapers?",
    "login broken",
    "html css fixes",
    "webhook integrations?",
    "framework upgrades?",
    "custom software",
  ],
  designer: [
    "design leads?",
    "creative directors?",
    "art directors?",
    "style guides?",
    "brand guidelines",
    "packaging design",
    "presentation design",
    "social media graphics",
    "infographics?",
    "ugly websites?",
    "confusing onboarding",
    "poor user experience",
    "inconsistent design",
    "business cards",
    "icon sets?",
    "confusing navigation",
    "brochure design",
    "colou?r palettes?",
    "typography systems?",
    "trade show booth design",
    "brand refresh(?:es)?",
  ],
  writer: [
    "translators?",
    "proofreaders?",
    "speechwriters?",
    "scriptwriters?",
    "localization specialists?",
    "seo articles?",
    "product descriptions",
    "microcopy",
    "user manuals?",
    "proofreading",
    "video scripts?",
    "weak messaging",
    "boring copy",
    "confusing docs",
    "outdated documentation",
    "document translation",
    "manuscript editing",
    "rfp responses?",
    "about page copy",
    "bland copy",
    "release notes",
    "spanish translation",
    "long-?form articles",
    "copy editing",
    "content marketing(?! agenc\\w*| firms?| compan\\w*| studios?| shops?)",
  ],
  marketer: [
    "demand gen(?:eration)?(?: managers?)?",
    "marketing automation specialists?",
    "affiliate managers?",
    "keyword research",
    "link building",
    "influencer campaigns?",
    "retargeting",
    "low website traffic",
    "wasted ad spend",
    "poor seo rankings?",
    "not ranking on google",
    "low roas",
    "cart abandonment",
    "high customer acquisition costs?",
    "low email open rates",
    "backlink building",
    "high cost per acquisition",
    "instagram growth",
    "tiktok strateg(?:y|ies)",
    "influencer marketing",
    "content calendars?",
    "marketing funnels?",
    "growth experiments",
    "local seo",
    "google rankings dropped",
    "marketing plans?",
  ],
  video: [
    "filmmakers?",
    "cinematographers?",
    "colou?rists?",
    "camera operators?",
    "instagram reels",
    "corporate videos?",
    "course videos?",
    "colou?r grading",
    "raw footage",
    "unedited footage",
    "boring videos",
    "animated explainers?",
    "reels editing",
    "short-?form videos?",
    "brand films?",
    "b-?roll footage",
    "video captions",
    "whiteboard animations?",
    "event highlight videos?",
    "music videos?",
    "documentary editing",
    "kinetic typography",
    "lower thirds",
    "video shoots?",
    "talking head edits",
  ],
  assistant: [
    "remote assistants?",
    "vas?",
    "inbox managers?",
    "research assistants?",
    "receptionists?",
    "travel booking",
    "email management",
    "expense reports",
    "too much admin",
    "disorganized calendars?",
    "meeting scheduling",
    "expense receipts",
    "personal errands",
    "admin tasks",
    "booking flights",
    "web research tasks",
    "travel itinerar(?:y|ies)",
    "dinner reservations",
    "inbox zero",
    "calendar chaos",
    "admin backlogs?",
    "reschedul(?:e|ing) meetings",
    "double-?booked meetings",
  ],
  pr: [
    "press officers?",
    "crisis communications?",
    "media training",
    "op-ed placements?",
    "podcast booking",
    "journalist pitching",
    "funding announcements?",
    "bad press",
    "pr crisis",
    "low brand awareness",
    "journalist outreach",
    "podcast guest booking",
    "launch press",
    "tech press",
    "forbes features?",
    "media lists?",
    "award submissions",
    "reputation management",
    "analyst relations",
    "tv interviews",
    "embargo(?:ed)? pitch(?:es)?",
    "techcrunch coverage",
    "earned media",
    "newsjacking",
    "trade publication features?",
    "byline placements?",
  ],
  operations: [
    "revops",
    "crm consultants?",
    "salesforce administrators?",
    "notion consultants?",
    "process improvement",
    "process mapping",
    "sops",
    "standard operating procedures",
    "zapier automations?",
    "airtable bases?",
    "notion workspaces?",
    "erp implementations?",
    "manual processes",
    "too many spreadsheets",
    "disconnected tools",
    "dirty crm data",
    "process documentation",
    "sop writing",
    "notion setup",
    "no-?code automations?",
    "make.com scenarios",
    "operational efficiency",
    "ops audits?",
    "tool stack consolidation",
    "too many tools",
    "falling through (?:the )?cracks",
    "scaling operations",
    "spreadsheet automation",
    "clickup setup",
    "procurement process(?:es)?",
    "repetitive manual work",
    "ops bottlenecks",
    "internal workflows",
  ],
  "hardware engineer": [
    "schematic design",
    "pcb design",
    "enclosure design",
    "injection molding design",
    "fpga design",
    "circuit design",
    "wire harness design",
    "fcc certification",
    "battery management systems?",
    "tolerance analysis",
    "electronics design",
    "schematic reviews?",
    "bom cost reduction",
    "component sourcing",
    "microcontroller programming",
    "board bring-?up",
    "emi issues",
    "power supply design",
    "mechanical cad",
    "3d printed enclosures?",
    "contract manufacturer handoffs?",
    "signal integrity",
    "board overheating",
    "test fixtures?",
    "ce marking",
    "bluetooth module integration",
  ],
  audio: [
    "composers?",
    "music producers?",
    "narrators?",
    "audiobook narration",
    "jingles?",
    "music composition",
    "original scores?",
    "sound effects",
    "noise removal",
    "dubbing",
    "background noise",
    "echoey recordings?",
    "muddy audio",
    "audio mastering",
    "audio cleanup",
    "podcast launch",
    "podcast intro music",
    "dialogue editing",
    "echo removal",
    "ivr recordings?",
    "foley recording",
    "original soundtracks?",
    "audio post-?production",
    "spatial audio",
    "podcast trailers?",
    "radio ads?",
    "loudness normali[sz]ation",
    "phone system greetings?",
    "muffled audio",
    "audio sync issues",
  ],
  sales: [
    "cold callers?",
    "outbound specialists?",
    "closers?",
    "high ticket closers?",
    "lead lists?",
    "linkedin outreach",
    "demo booking",
    "empty pipeline",
    "low reply rates?",
    "low close rates?",
    "booking demos",
    "closing deals",
    "objection handling",
    "prospect lists?",
    "account-?based outreach",
    "discovery calls",
    "demo no-?shows",
    "outbound sequences?",
    "lead qualification",
    "missed quotas?",
    "stalled deals",
    "pipeline generation",
  ],
};

// The more words join each trade's deliverables: they name it in descriptions, as its work does.
for (const role of roles) {
  const more = moreTradeWords[role.role];
  if (!more) continue;
  const words = `\\b(?:${more.join("|")})\\b`;
  role.deliverables = new RegExp(role.deliverables ? `${role.deliverables.source}|${words}` : words, "i");
}

/**
 * Skills and the other spellings posts use for them: a query for one is
 * matched against all ('node' finds 'Node.js', 'k8s' finds 'Kubernetes').
 */
export const skillSpellings: Record<string, string[]> = {
  node: ["node", "node.js", "nodejs"],
  "node.js": ["node", "node.js", "nodejs"],
  vue: ["vue", "vue.js", "vuejs"],
  "next.js": ["next.js", "nextjs"],
  nextjs: ["next.js", "nextjs"],
  react: ["react", "react.js", "reactjs"],
  // 'go' alone is a verb ('can go higher'): only in a list of languages or before a role word.
  golang: ["golang", "go,", "go/", "go)", "go developer", "go engineer", "go backend"],
  go: ["golang", "go,", "go/", "go)", "go developer", "go engineer", "go backend"],
  typescript: ["typescript", "ts"],
  javascript: ["javascript", "js"],
  kubernetes: ["kubernetes", "k8s"],
  postgres: ["postgres", "postgresql"],
  "machine learning": ["machine learning", "ml"],
  llm: ["llm", "llms", "large language model"],
  "react native": ["react native"],
  svelte: ["svelte", "sveltekit"],
  rails: ["rails", "ruby on rails"],
  ".net": [".net", "c#", "dotnet"],
  frontend: ["frontend", "front-end", "front end"],
  backend: ["backend", "back-end", "back end"],
  "full-stack": ["full-stack", "fullstack", "full stack"],
  fullstack: ["full-stack", "fullstack", "full stack"],
  "front-end": ["frontend", "front-end", "front end"],
  "back-end": ["backend", "back-end", "back end"],
  "soc 2": ["soc 2", "soc2", "soc-2"],
  soc2: ["soc 2", "soc2", "soc-2"],
  "iso 27001": ["iso 27001", "iso27001"],
  "power bi": ["power bi", "powerbi"],
  mongodb: ["mongodb", "mongo"],
  tailwind: ["tailwind", "tailwindcss"],
  "after effects": ["after effects", "aftereffects"],
  nuxt: ["nuxt", "nuxt.js", "nuxtjs"],
};

/**
 * What else a post needing a skill is likely to say: the language a platform is built in
 * ('WordPress' work is PHP work), the trade a tool belongs to ('Tableau' is BI and dashboards).
 * A post naming these is a weaker match for the skill, never a required one: posts
 * hiring for a WordPress plugin ask for a PHP developer as often as they name WordPress.
 */
export const relatedToSkill: Record<string, string[]> = {
  wordpress: ["php", "woocommerce"],
  woocommerce: ["wordpress", "php"],
  magento: ["php"],
  django: ["python"],
  flask: ["python"],
  fastapi: ["python"],
  rails: ["ruby"],
  shopify: ["liquid"],
  swiftui: ["swift"],
  tableau: ["dashboards", "business intelligence"],
  "power bi": ["dashboards", "business intelligence"],
  looker: ["dashboards", "business intelligence"],
  solidity: ["smart contracts", "ethereum"],
};

/**
 * Tools, engines and platforms a freelancer builds in, as they are written: a name nobody uses
 * for anything else, so the query parser reads each as a skill and a reason shows it as here.
 * (Ad and e-mail tools are left to the marketer's role, whose spellings name them.)
 */
export const namedTools = [
  "Unity",
  "Unreal",
  "Godot",
  "Blender",
  "Squarespace",
  "Wix",
  "Framer",
  "Zapier",
  "n8n",
  "Airtable",
  "Tableau",
  "Power BI",
  "Looker",
  "dbt",
  "Snowflake",
  "Databricks",
  "Pandas",
  "PyTorch",
  "TensorFlow",
  "LangChain",
  "OpenAI",
  "Stripe",
  "Twilio",
  "Firebase",
  "Supabase",
  "MongoDB",
  "MySQL",
  "Redis",
  "Kafka",
  "Elasticsearch",
  "Tailwind",
  "Nuxt",
  "Flask",
  "FastAPI",
  "Magento",
  "WooCommerce",
  "BigCommerce",
  "NetSuite",
  "QuickBooks",
  "Xero",
  "SwiftUI",
  "Haskell",
  "Clojure",
  "Erlang",
  "Photoshop",
  "After Effects",
  "Canva",
  "Excel",
  "Google Sheets",
  "Zendesk",
  "Intercom",
  "Jira",
  "Confluence",
  "Odoo",
  "Retool",
  "Contentful",
  "Strapi",
  "Power Automate",
  "SharePoint",
  "Google Analytics",
  "GA4",
  "Mixpanel",
  "Amplitude",
  "BigQuery",
  "Redshift",
  "Airflow",
  "Dagster",
  "Vercel",
  "Heroku",
  "Klaviyo",
  "Mailchimp",
  "Premiere Pro",
  "DaVinci Resolve",
  "Final Cut",
  "Lottie",
  "Gatsby",
];

/** How tools and trades are written, for reasons a person reads ('Mentions React, Node.js'). */
const displayNames: Record<string, string> = Object.fromEntries(
  [
    "React",
    "React Native",
    "Node.js",
    "Vue",
    "Next.js",
    "TypeScript",
    "JavaScript",
    "Python",
    "Django",
    "Rails",
    "Ruby",
    "Go",
    "Rust",
    "Java",
    "Kotlin",
    "Swift",
    "iOS",
    "Android",
    "Flutter",
    "PHP",
    "Laravel",
    "WordPress",
    "Shopify",
    "Webflow",
    "Figma",
    "AWS",
    "GCP",
    "Azure",
    "Kubernetes",
    "Docker",
    "Terraform",
    "Postgres",
    "PostgreSQL",
    "SQL",
    "GraphQL",
    "SEO",
    "LLM",
    "Elixir",
    "Svelte",
    "Angular",
    ".NET",
    "C#",
    "C++",
    "Scala",
    "CSS",
    "HTML",
    "AI",
    "ML",
    "UI",
    "UX",
    "API",
    "SaaS",
    "Solidity",
    "Excel",
    "HubSpot",
    "Salesforce",
    "SOC 2",
    "ISO 27001",
    "GDPR",
    "HIPAA",
    "Spark",
    "Bubble",
    "Notion",
    ...namedTools,
  ].map((name) => [name.toLowerCase(), name]),
);
const displayAliases: Record<string, string> = { node: "Node.js", nextjs: "Next.js", golang: "Go", soc2: "SOC 2" };

/** A skill as it is usually written: 'react' → 'React', 'aws' → 'AWS'; others as given. */
/**
 * The trade that works in a tool or language, for a person named by it alone ('a Rails person', 'Figma
 * wizard', 'Klaviyo expert'): posts hire that trade, under its own titles. Languages and web
 * platforms are left out (the developer is every post's trade, so the tool says more alone), and so
 * are tools several trades work in (Salesforce, HubSpot, Excel, Google Analytics).
 */
export const toolTrades: Record<string, string> = Object.fromEntries(
  Object.entries({
    mobile: "swift|swiftui|kotlin|ios|android|flutter|react native",
    designer: "figma|ux|ui|photoshop|canva",
    video: "after effects|premiere pro|davinci resolve|final cut|lottie",
    artist: "blender",
    marketer: "seo|klaviyo|mailchimp",
    data: "tableau|power bi|looker|dbt|snowflake|databricks|pandas|bigquery|redshift|airflow|dagster|sql|spark|mixpanel|amplitude",
    "machine learning": "pytorch|tensorflow|langchain|openai|llm|machine learning",
    devops: "aws|gcp|azure|kubernetes|docker|terraform|vercel|heroku",
    operations: "zapier|n8n|airtable|power automate",
    finance: "quickbooks|xero|netsuite",
    support: "zendesk|intercom",
    security: "soc 2|soc2|iso 27001",
    legal: "gdpr",
  }).flatMap(([trade, tools]) => tools.split("|").map((tool) => [tool, trade])),
);

export const skillDisplayName = (label: string) => displayAliases[label] ?? displayNames[label] ?? label;

/**
 * Query words that carry no subject: function words, and the nouns a person
 * uses for whoever they are looking for ('teams', 'owners', 'organizations'),
 * which every record is. They never reach the text match and are never shown
 * as a skill or a reason.
 */
export const fillerWords = new Set(
  `a an and any anyone anybody are as at be been but by can could do does doing done each either etc for from get gets got
  had has have having he her here his how i i'm im i've ive if in into is it its just let like lots me more most much my
  no not now of off on one ones only or other our out over own please really same she should so some somebody someone
  such than that the their them then there these they this those to too under up us very via was we were what when
  where which while who whom whose why will with would yet you your yours love i'd we'd
  looking look seeking seek need needs needing needed want wants wanting find finding search searching
  client clients companies company startups startup businesses business people person ideal ready buy
  team teams org orgs organization organizations organisation organisations firm firms owner owners founder founders
  group groups folks outfits places projects ones kind kinds sort type types thing things stuff way ways lot
  extra pair hand hands help helping use using used could make making work working job jobs gig gigs role roles
  position positions opportunity opportunities opening openings outsource outsources outsourcing outsourced offload
  built done redone made designed written edited fixed e.g eg
  about above after again against all also already always among around because before behind below beside besides
  between beyond both during even ever every except further however inside instead near nearly often onto since
  through throughout toward towards until upon whether within without across along
  many several various multiple numerous few still once old lots plenty whole entire currently actually probably maybe
  pls plz overflow yrs yr exp yoe asking ideally preferably possibly perhaps hopefully basically generally usually typically especially specifically particularly
  mainly mostly primarily definitely certainly quite rather fairly somewhat slightly truly simply sometimes either neither
  although though unless else otherwise anyway anyways hi hey hello thanks thank okay ok yeah yes cool nice awesome
  sure kinda sorta btw fyi tbh imo cos cuz coz gonna wanna gotta lookin think thinking thought hope hoping wish wondering
  guess believe feel prefer prefers preferred enjoy interested keen happy glad able willing something anything nothing
  nobody everybody everyone anywhere everywhere somewhere bunch couple good great better best proper decent solid
  serious easy simple certain particular specific different similar idea ideas helps works owns might must likely soon
  bad poor awful terrible horrible ugly clunky messy weak looks seems feels am loves loving fast quickly rapidly scratch ex
  preparing speaking niche announcing announced announces`.split(/\s+/),
);

/** Words that say the user sells a service and wants someone who will pay for it ('accessibility audits'). */
export const buyerWords =
  /\b(need(?:s|ing|ed)?|want(?:s|ing)?|hir(?:e|es|ing)|looking (?:for|to hire)|seeking|could use|contract(?:or|ors)?|consultants?|consulting|freelanc\w*|gigs?|jobs?|roles?|positions?|openings?|help with|help|audits?|auditing|retainers?|outsourc\w*|offload\w*)\b/i;

/**
 * A user saying what they themselves sell ('I build iOS apps, find me clients', 'we design
 * Shopify stores'): the product words in it name their trade, not what they want to see.
 */
export const sellerWords =
  /\b(?:i|we)\s+(?:build|make|design|develop|create|write|edit|shoot|film|produce|offer|provide|do|sell|help|run|set up|fix|teach|train|coach|mentor|advise)\b|\bfind (?:me |us )?(?:new |more )?(?:clients|customers|work|gigs|leads|projects)\b|\b(?:my|our) (?:next |new |first )?(?:clients?|customers?|services?)\b/i;

/** Words that ask for products or launches, where a vendor is what the user wants to see. */
// 'product' alone is mostly part of a trade ('product designer', 'product demo videos'): only the plural asks.
export const productWords = /\b(apps?|tools?|software|products|platforms?|extensions?|launch\w*|plugins?|launches)\b/i;
