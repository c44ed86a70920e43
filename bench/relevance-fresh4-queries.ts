import type { Prospect } from "#db/schema/prospects";

/**
 * The fourth fresh set of the relevance benchmark (bench/relevance.ts): 40
 * queries written on 2026-11-24 by a helper that never saw what the ranker or
 * the BM25 baseline returns, nor the search code, and worded apart from the
 * tuning half, the test half and the first three fresh sets.
 *
 * They are what a freelancer, consultant or small agency would type to find
 * clients, a third as long sentences about themselves, a third as bare
 * keywords and a third in between. The trades: mobile and web development,
 * branding, UX, paid ads, SEO, content, video, analytics, DevOps, AI and
 * computer vision, QA, security, assistants and operations, bookkeeping,
 * recruiting, outbound sales, technical writing, localization, mechanical
 * design, legacy migrations, app store work. The clients: health, fintech,
 * edtech, climate, DTC brands, legal, real estate, logistics, hardware and
 * robotics, games, B2B SaaS, developer tools, nonprofits, agencies and the
 * companies that sell to local shops. Qualifiers: places (London, San
 * Francisco, Europe, India, Mexico and Brazil), remote work, head counts,
 * seed and Series A, YC's Winter and Spring 2026 batches, time words (this
 * week, lately, the past month) and a 'new' that is no time.
 *
 * Each label is a rule over what the sources state (company, role, location,
 * signal text, bio, tags, signal kind, dates, YC's team size and stage), never
 * over what the importer guessed (industry of HN and PH rows, pain points,
 * insights, the remote flag). Each rule was checked against the 15,548 rows
 * the benchmark imports by counting the grades it gives and reading rows it
 * grades 3, 2 and 0, with no ranking run, before the set was first measured.
 *
 * Grades, 0-3 (gain 2^grade - 1):
 *
 *   3  a buyer of the trade the query names, showing the need (a post or
 *      role hiring for it, a company saying it wants it) and meeting every
 *      qualifier; for a query that names only a kind of company, that kind
 *      with its qualifiers
 *   2  the need without one of the qualifiers, or the qualifiers with a
 *      neighbouring need
 *   1  related: the kind named in passing, or a plausible buyer with no need
 *      shown
 *   0  everything else, and vendors: a launch or company whose product does
 *      the freelancer's job (a demo-video maker for a video editor)
 *
 * Time words count back from the newest record of the source they concern:
 * the newest HN hiring post is 2026-05-05, so 'the past month' starts on
 * 2026-04-05; the newest Product Hunt launch is 2026-07-23, so 'this week' is
 * the seven days up to it and 'lately' the thirty.
 */
type Fresh4Grade = 0 | 1 | 2 | 3;
type Fresh4Judged = { query: string; judge: (p: Prospect) => Fresh4Grade };

const DAY = 86_400_000;
/** The newest Product Hunt launch in the data (2026-07-23). */
const PH_LAST = Date.UTC(2026, 6, 23, 23, 59);
/** A month before the newest Hacker News hiring post (2026-05-05). */
const HN_MONTH = Date.UTC(2026, 3, 5);
const launchedWithin = (p: Prospect, days: number) =>
  p.source === "producthunt" && PH_LAST - p.signalDate.getTime() < days * DAY;

/** Staff perks ('medical, dental and vision', 'health insurance') say nothing of what a company does. */
const PERKS =
  /\b(medical|health)\s*[,/&]?\s*(and )?(dental|vision)\b|\bdental\s*[,/&]?\s*(and )?vision\b|\b(health|travel|life) (insurance|care coverage|benefits|stipends?|budget)\b/gi;
const allText = (p: Prospect) =>
  `${p.company}\n${p.role}\n${p.location}\n${p.signalText}\n${p.bio}\n${p.tags}`.replace(PERKS, " ");
/** Anything the record says. */
const mentions = (p: Prospect, re: RegExp) => re.test(allText(p));
/**
 * What it is or does: name, signal line, the start of YC's long description,
 * tags; only the opening of an HN post (its tail lists stacks and perks).
 */
const isA = (p: Prospect, re: RegExp) =>
  re.test(
    `${p.company}\n${
      p.source === "hackernews" ? p.signalText.slice(0, 300) : `${p.signalText}\n${p.bio.slice(0, 300)}`
    }\n${p.tags}`.replace(PERKS, " "),
  );
/** Where it is: location, an HN post's first line, YC's regions without the composite ones. */
const whereText = (p: Prospect) =>
  `${p.location}\n${p.signalText.split("\n")[0] ?? ""}${
    p.source === "ycombinator" ? `\n${p.tags.replace(/America \/ Canada|Middle East and North Africa/g, " ")}` : ""
  }`;
const locatedIn = (p: Prospect, re: RegExp) => re.test(whereText(p));
/** A job it hires for: the role or an HN post's text (a YC line says what it sells, not whom it hires). */
const wants = (p: Prospect, re: RegExp) => re.test(p.role) || (p.source === "hackernews" && re.test(p.signalText));
const isHiring = (p: Prospect) => p.signalKind === "hiring";
const isLaunch = (p: Prospect) => p.signalKind === "launch";
const remoteWork = (p: Prospect) =>
  /\bremote\b|work from home|\banywhere\b|distributed team/i.test(`${whereText(p)}\n${p.signalText.slice(0, 400)}`) ||
  (p.source === "ycombinator" && /\bRemote\b/.test(p.tags));
/** The first test that holds gives the grade: [grade 3, grade 2, grade 1]. */
const rate = (three: boolean, two: boolean, one: boolean): Fresh4Grade => (three ? 3 : two ? 2 : one ? 1 : 0);
const batchOf = (p: Prospect, re: RegExp) => p.source === "ycombinator" && re.test(p.tags);
/** Early: YC's stage, or a post saying seed, pre-seed or founding. */
const early = (p: Prospect) =>
  (p.source === "ycombinator" && p.stage === "Early") ||
  (p.source === "hackernews" &&
    /\b(pre-?seed|seed[- ](stage|funded|round|funding)|raised (a|our|an?) (\$[\d.]+\w* )?seed|early[- ]stage|founding (engineer|team|designer|developer|member)|first (engineer|hire|designer))\b/i.test(
      p.signalText,
    ));
/** Head count: YC's bucket, or an HN post's own words ('team of 12', '40 people'). */
const BUCKETS: Record<string, [number, number]> = {
  "1-10": [1, 10],
  "11-50": [11, 50],
  "51-200": [51, 200],
  "201-1000": [201, 1000],
  "1000+": [1001, Number.POSITIVE_INFINITY],
};
const headCount = (p: Prospect): [number, number] | null => {
  const bucket = BUCKETS[p.companySize];
  if (bucket) return bucket;
  if (p.source !== "hackernews") return null;
  const m = p.signalText.match(
    /\b(?:team of (\d[\d,]*)|(\d[\d,]*)\+?[- ](?:person|people|employees|staff|engineers)(?: team| company| startup)?\b)/i,
  );
  const n = Number((m?.[1] ?? m?.[2] ?? "").replace(/,/g, ""));
  return n > 0 ? [n, n] : null;
};
/** The head count is known and lies wholly within [lo, hi]. */
const sizeAtMost = (p: Prospect, hi: number) => {
  const h = headCount(p);
  return h !== null && h[1] <= hi;
};

// --- trades ---
const MOBILE =
  /\b(ios|android|mobile (engineers?|developers?|devs?|apps?|engineering)|react native|flutter|swift(ui)?|kotlin|app developers?)\b/i;
/** An Android job, not an app that merely runs on Android. */
const ANDROID =
  /\b(android (developers?|engineers?|devs?|engineering|apps? developers?)|(engineers?|developers?),? android\b|kotlin|jetpack compose)/i;
const ENGINEER =
  /\b(engineers?|developers?|devs?|swe|programmers?|full[- ]?stack|back[- ]?end|front[- ]?end|cto|technical co-?founder)\b/i;
const FULLSTACK = /\b(full[- ]?stack|fullstack|web (developers?|engineers?)|front[- ]?end|frontend|react|next\.?js)\b/i;
const BRAND_DESIGN =
  /\b(brand (designers?|identity|design)|graphic designers?|visual designers?|logo design\w*|illustrators?|creative directors?|art directors?)\b/i;
const DESIGNER =
  /\b(designers?\b|ui\/ux|ux\/ui|ux (researchers?|leads?)|design (lead|engineers?)|head of design|user experience)/i;
const UX_DESIGNER =
  /\b(product designers?|ux|ui\/ux|ux\/ui|user experience|interaction designers?|ui designers?|design engineers?|head of design|design lead)\b/i;
const SECURITY_ROLE =
  /\b(security engineers?|security engineering|appsec|application security|product security|infosec|information security|security (leads?|architects?|analysts?)|head of security|ciso|penetration test\w*|pentest\w*|detection engineers?|cloud security)\b/i;
const SECURITY_PRODUCT =
  /\b(cyber ?security|security (platform|company|startup|products?|operations|posture|for)|threat (detection|intelligence)|zero (trust|standing privileges)|privileged access|access (control|management|governance)|vulnerabilit\w+|pentest\w*|penetration testing|soc ?2 (automation|compliance platform)|compliance automation|identity (security|and access)|secops|siem)\b/i;
const TECH_WRITER =
  /\b(technical writers?|technical writing|documentation (engineers?|writers?|leads?)|docs (engineers?|writers?)|developer (educators?|education|advocates?|advocacy|relations)|devrel)\b/i;
const DOCS_VENDOR =
  /\b(documentation (platform|tool|generator)|docs (platform|as code|generator)|api docs (platform|tool))\b/i;
const MULTI_ROLE =
  /\b(multiple|several|various|many|a few|\d+\+? (open )?(roles|positions|engineers|openings)|(engineers|developers)\b|roles\b|positions\b|hiring across)/i;
const GAME = /\b(games?|gaming|game studio|gameplay|esports|video ?games?|mmo\w*)\b/i;
const GAME_DEV =
  /\b(unity|unreal|godot|game (developers?|engineers?|programmers?|designers?)|gameplay (engineers?|programmers?))\b/i;
const GAME_TOOL =
  /\b(game engines?|game server|unity plugin|for (game )?developers|(tools?|platform|sdk|api|ai) (for|to make) (developing )?(game|games)|developing games)\b/i;
const AI_ROLE =
  /\b(ai engineers?|ml engineers?|machine learning engineers?|applied (ai|ml)|llm|ai\/ml|nlp|agents? engineers?|ai agents?|agentic|founding ai)\b/i;
const LEGAL =
  /\b(legal ?tech|law firms?|lawyers|attorneys|litigation|paralegals?|legal (services|teams?|professionals|industry|work|documents|research|ai|operations|workflows?|department)|e-?discovery|in-house counsel|contract review)\b/i;
const BOOKS_VENDOR =
  /\b(bookkeeping|accounting (software|platform|automation|firm|services?)|ai (accountants?|bookkeep\w*|cfo)|tax (filing|prep\w*|software)|payroll (software|platform)|expense management|spend management)\b/i;
const FINANCE_ROLE =
  /\b(bookkeep\w*|accountants?|controllers?|accounting (managers?|leads?|associates?)|finance (managers?|leads?|associates?|ops|operations)|head of finance|fp&a|financial analysts?|payroll)\b/i;
/** Money just in: a 2026 YC batch, or a post saying it just raised. */
const justFunded = (p: Prospect) =>
  batchOf(p, /\b(Winter|Spring|Summer|Fall) 2026\b/) ||
  (p.source === "hackernews" &&
    /\b(just (raised|closed)|recently (raised|closed)|(raised|closed) (a|an|our) (\$[\d.]+\w* )?(pre-?seed|seed|series a)|newly funded|just (got )?funded)\b/i.test(
      p.signalText,
    ));
const INTL_EXPANDING =
  /\b(expan\w+ (into|to|across) (\w+ ){0,2}(europe|asia|latin america|latam|the us|the uk|new (markets|countries|regions))|international(ly)? expan\w*|expand\w* (internationally|globally|abroad)|global(ly)? expan\w*|expanding (globally|to more countries|into more countries)|active in \d+ countries and expanding)\b/i;
const INTL_PRESENT =
  /\b(across (europe|the (eu|world|globe)|\d+ countries)|in (over |more than )?\d+ (european )?countries|\d+\+? countries|(several|multiple|many) countries|\d+\+? languages|many languages|multilingual|multi-lingual|cross[- ]border|international (customers|users|markets))\b/i;
const TRANSLATION_VENDOR =
  /\b(translat\w+|locali[sz]\w+|dubbing|subtitl\w+|interpret(er|ing|ation)|language (learning|tutor\w*|app)|learn (\w+ )?languages?)\b/i;
/** A marketing, design or digital agency itself. */
const CREATIVE_AGENCY =
  /\b((digital|design|creative|marketing|branding|brand|web|advertising|ad|growth|content|social media|pr|e-?commerce) agency|(design|branding|web design) studio|we('| a)re an? (\w+ ){0,3}(agency)\b|agency (focused|that|based|founded|working|specialized))/i;
/** A software consultancy or dev shop itself: a developer's competitor and, at times, partner. */
const DEV_SHOP =
  /\b((software|development|dev|engineering|technology|tech|product|ai|machine learning|ml|data) (consultancy|consulting (company|firm)|agency|studio|shop)|dev shop|we('| a)re an? (\w+ ){0,3}(consultancy|dev shop)|consulting (firm|company)|custom (software )?development (agency|company|shop)|boutique (\w+ ){0,2}(firm|consultancy))\b/i;
const FOR_AGENCIES = /\b(for (\w+ ){0,2}agencies|agenc(y|ies) (owners?|clients|teams))\b/i;
/** Sells to agencies or replaces them: not an agency. */
const AGENCY_VENDOR =
  /\b(replac\w+ (\w+ ){0,3}agenc\w+|instead of (an? )?(\w+ )?agenc\w+|for (\w+ ){0,3}agencies|agency (software|platform|os))\b/i;
/** Its own old code to move: not 'we replace legacy systems' (what a product sells) nor 'no legacy code'. */
const LEGACY =
  /\b((our|the|a|its) (legacy|large|aging|existing|old) (\w+ ){0,2}(codebases?|monoliths?|systems?|stack|platform|applications?|apps?)|legacy (code|codebases?)|migrat\w+ (\w+ ){0,2}(from|off|away from) [\w.#/+]+|migrat\w+ (\w+ ){0,3}to (a |the )?(new|modern)|moderniz\w+ (our|its|the) (\w+ ){0,2}(code|codebases?|stack|platform|infrastructure|systems?|apps?|applications?|architecture)|needs? moderniz\w*|transitioning our|rewrit\w+ (our|the|it)\b|re-?platform\w*|(break\w* (up|apart|down)|decompos\w+) (the|our|a) monolith|(plenty of|our|with|address\w*|pay\w* down) tech(nical)? debt)/i;
const NO_LEGACY = /\b(no|not an?|without( any)?|not just maintaining) legacy\b/i;
const OLD_STACK =
  /\b(php|\.net|c#|asp\.net|java ?ee|jquery|angularjs|perl|visual basic|vb\.net|delphi|cobol|coldfusion)\b/i;
const MIGRATION_VENDOR =
  /\b(modernization engagements|cloud transformation|code (migration|modernization)|(migrates?|modernizes?) (\w+ ){0,2}(legacy|code|codebases?)|legacy (code|software|system)s? (moderniz\w+|migration)|cobol)\b/i;
const FINTECH =
  /\b(fintech|financial services|payments?|banking|banks|neobanks?|lending|loans?|credit cards?|wealth management|investing|brokerage|insurtech|personal finance|budgeting|remittances?|stablecoins?|money transfers?)\b/i;
const QA_ROLE =
  /\b(qa|quality assurance|sdets?|test automation|automation (engineers?|testers?)|software (testers?|engineers? in test)|testers?|manual test\w*)\b/i;
const MOBILE_WORDS = /\b(mobile|ios|android|app store|play store|testflight|iphone|react native|flutter)\b/i;
const ASSISTANT_ROLE =
  /\b(executive assistants?|personal assistants?|virtual assistants?|administrative assistants?|chief of staff|founder'?s? (associate|office)|office managers?)\b/i;
const OPS_NEAR =
  /\b(operations (associates?|coordinators?|generalists?|managers?|leads?)|bizops|business operations)\b/i;
const SF =
  /\b(san francisco|sf|bay area|soma|palo alto|mountain view|menlo park|oakland|berkeley|san mateo|redwood city|south san francisco)\b/i;
const SDR_ROLE =
  /\b(sdrs?|bdrs?|sales development|business development (reps?|representatives?)|outbound (sales|reps?)|own outbound|appointment setters?)\b/i;
const SALES_ROLE =
  /\b(account executives?|\baes?\b|sales (reps?|representatives?|managers?|leads?|engineers?|hires?)|founding (ae|account executive|sales\w*)|head of sales|gtm (leads?|hires?)|salespeople|salesperson)\b/i;
const SALES_VENDOR =
  /\b(ai (sdrs?|bdrs?|sales (agents?|reps?))|(sales|outbound|prospecting|lead gen\w*) (platform|automation|tool|software|agents?|engine)|lead (generation|enrichment) (tool|platform|api)|cold email (tool|platform|software)|sales engagement)\b/i;
const B2B =
  /\b(b2b|saas|enterprises?|for (teams|businesses|companies)|platform for|customers include|used by (\w+ ){0,3}(teams|companies)|mid-market|smbs?)\b/i;
const EDTECH =
  /\b(edtech|education\w*|learning (platform|app)|students?|teachers?|tutor\w*|schools?|k-?12|universit(y|ies)|courses?|upskill\w*|exam prep|test prep|classrooms?)\b/i;
const INDIA =
  /\b(india|bengaluru|bangalore|mumbai|new delhi|delhi|hyderabad|pune|chennai|gurgaon|gurugram|noida|kolkata|ahmedabad)\b/i;
const PROPTECH =
  /\b(proptech|real estate|property (management|managers?|owners?|tech)|landlords?|tenants?|realtors?|real estate agents|brokerages?|mortgages?|home ?buy\w*|home sellers?|rentals?|leasing|multifamily|housing)\b/i;
const MECH_ROLE =
  /\b(mechanical (engineers?|engineering|design\w*)|cad (designers?|engineers?)|solidworks|onshape|creo|catia|industrial designers?|product design engineers?|mechatronics|dfm)\b/i;
const HARDWARE =
  /\b(hardware|robot\w*|devices?|drones?|manufactur\w*|satellites?|spacecraft|vehicles?|batter(y|ies)|sensors?|wearables?|machines?|factory|factories|aerospace|rockets?|physical products?|medical devices?)\b/i;
const HW_ENGINEER =
  /\b(electrical engineers?|hardware engineers?|firmware|embedded|manufacturing engineers?|robotics engineers?|controls engineers?)\b/i;
const CAD_VENDOR =
  /\b((ai|generative|cloud|collaborative|browser[- ]based) cad|cad (software|platform|tools?|copilot|for)|for (mechanical|hardware) (engineers|teams|design))\b/i;
const DEVTOOLS =
  /\b(developer tools?|devtools|dev tools|developer (platform|experience|infrastructure|productivity)|for (software )?(developers|engineers|engineering teams|dev teams)|sdks?|open[- ]source (tools?|libraries|framework|projects?|developer)|ci\/cd|api (platform|infrastructure)|observability|database (company|platform|engine)|code review|coding (agents?|assistants?)|developer infrastructure)\b/i;
const REMOTE_FIRST =
  /\b(remote[- ]first|fully[- ]remote|100% remote|all[- ]remote|remote[- ]only|distributed (team|company)|remote company|remote team)\b/i;
const SEO = /\b(seo|search engine optimi[sz]ation|organic (search|traffic|acquisition))\b/i;
const SEO_VENDOR =
  /\b(seo (tools?|platform|agents?|software|audits?|automation|engine)|ai seo|rank (higher|tracking)|keyword research|backlinks?|post-seo|ai search visibility|answer engines?|growth marketing (company|agency|platform)|ai-native growth)\b/i;
const CONTENT_ROLE =
  /\b(content (writers?|marketers?|marketing (managers?|leads?)|strategists?|leads?|managers?|creators?)|copywriters?|social media (managers?|leads?)|marketing writers?|growth marketers?|founding marketer|product marketers?|product marketing)\b/i;
const CLIMATE =
  /\b(climate|carbon|decarboni[sz]\w*|emissions?|clean ?tech|cleantech|renewables?|solar|wind (energy|power|farms?)|batter(y|ies)|grid|energy (storage|transition|efficiency)|sustainab\w+|electrification|heat pumps?|geothermal|nuclear|hydrogen|ev charging|electric vehicles?|recycl\w+|circular economy)\b/i;
const PAID_ROLE =
  /\b(performance market\w*|paid (ads|media|social|search|acquisition|marketing)|ppc|media buy\w*|programmatic (managers?|advertising)|user acquisition|ua (managers?|leads?)|growth marketers?|acquisition market\w*|demand gen\w*)\b/i;
const PAID_WORDS = /\b(paid|ads|advertising|google ads|meta ads|facebook ads|tiktok ads|campaigns?|cac|roas|budget)\b/i;
const MARKETER =
  /\b(marketers?|marketing (managers?|leads?|directors?|associates?|specialists?|generalists?|hires?|roles?)|head of (marketing|growth)|vp,? (of )?marketing|cmo|growth (leads?|managers?)|product marketing)\b/i;
const AD_VENDOR =
  /\b(ad (platform|tech|creative|studio|network)|adtech|advertising (platform|technology|company)|marketing (platform|agency|automation|software|tools?|os|technology)|ai (marketing|marketer)|marketer\.com|growth marketing company|ads? (for|automation))\b/i;
const WRITER =
  /\b(content writers?|copywriters?|content marketers?|content (strategists?|leads?|managers?)|(technical|freelance|marketing|blog|ghost|security) ?writers?|(newsletter|content|managing|blog) editors?)\b/i;
const DEVOPS =
  /\b(devops|sre|site reliability|platform engineers?|platform engineering|infrastructure engineers?|cloud engineers?|infra engineers?|cloud infrastructure)\b/i;
const GCP = /\b(gcp|google cloud|gke|bigquery|cloud run)\b/i;
const ROBOTICS =
  /\b(robot\w*|autonomous (vehicles?|systems|driving|trucks?|machines|drones?)|drones?|humanoids?|self-driving|manipulation|warehouse automation)\b/i;
const CV_ROLE =
  /\b(computer vision|perception|vision (engineers?|models?|systems|ml|ai)|image (processing|recognition)|3d vision|visual slam|slam|object detection)\b/i;
/** A recruiting job in a list or sentence; not 'no recruiters' nor 'contact our recruiter'. */
const RECRUITER =
  /(^|\n|[-•*·|,(/]\s*|\b(hiring|looking for|seeking|need) (an? |our first )?)((senior|technical|tech|gtm|lead|founding|in-house|full-cycle|engineering|hr \/) )*(recruiters?\b|talent (partners?|acquisition (partners?|leads?|managers?|specialists?))|sourcers?\b|recruiting (coordinators?|leads?|managers?|partners?)|head of (talent|recruiting|people))/i;
const PEOPLE_ROLE =
  /\b(people (partners?|operations|ops|leads?|managers?)|hr (generalists?|managers?|leads?|business partners?)|head of (people|hr)|\bhr\b \/)/i;
const RECRUIT_VENDOR =
  /\b(recruiting (platform|software|agents?|tools?)|ai recruit\w*|hiring platform|talent (marketplace|platform)|ats\b|applicant tracking|staffing (agency|platform))\b/i;
const EUROPE =
  /\b(europe|european|eu|emea|cet|uk|united kingdom|england|london|berlin|paris|amsterdam|germany|france|spain|madrid|barcelona|netherlands|sweden|stockholm|ireland|dublin|munich|lisbon|portugal|italy|milan|poland|warsaw|switzerland|zurich|zürich|denmark|copenhagen|finland|helsinki|norway|oslo|austria|vienna|belgium|brussels|estonia|tallinn|prague|czech|romania|greece|athens|hamburg|budapest|hungary)\b/i;
const MX_BR =
  /\b(mexico|méxico|cdmx|guadalajara|monterrey|brazil|brasil|são paulo|sao paulo|rio de janeiro|belo horizonte|florian[oó]polis)\b/i;
const LATAM_OTHER =
  /\b(latin america|latam|argentina|colombia|chile|peru|uruguay|buenos aires|bogot[aá]|medell[ií]n|santiago|lima|costa rica)\b/i;
const ASO_VENDOR =
  /\b(app store (optimi[sz]ation|screenshots?|keywords?)|aso\b|screenshots? (generator|maker|builder|designer|tool)|mockups?|app (marketing|growth|analytics) (platform|tool))\b/i;
const MOBILE_APP_LAUNCH = /\b(ios|iphone|ipad|android|app store|play store|mobile app|apple watch)\b/i;
const NONPROFIT_SELF =
  /\b(non-?profit (organi[sz]ation|foundation|organization)|we('| a)re an? (\w+ )?non-?profit|(is|as) an? (\w+ )?non-?profit|501\(c\)\(?3\)?|(a|registered) charity|ngos?|social enterprises?|public benefit corporation|mission-driven non-?profit|foundation (dedicated|that|focused))\b/i;
const NONPROFIT_WORD =
  /\b(non-?profits?|charit(y|ies|able)|ngos?|social (enterprises?|impact)|philanthrop\w*|donors?|fundrais\w*)\b/i;
/** Sells to local businesses: named as its customers, not a consumer app that mentions the gym. */
const LOCAL_SHOPS =
  /\b(local (businesses|business owners|shops|stores|merchants|service (providers|businesses))|small business owners|main street|brick[- ]and[- ]mortar|(salon|gym|studio|spa|shop|store) owners|(salons?|spas?|gyms?|barbershops?|fitness studios?|clinics?|restaurants?)(,| and| or) (salons?|spas?|gyms?|barbers?|barbershops?|studios?|clinics?|restaurants?|retailers?|shops?)|fitness studios|yoga studios|dental (offices|practices|clinics)|independent (retailers|shops|stores)|home service (businesses|pros)|service businesses|mom[- ]and[- ]pop)\b/i;
const SMB = /\b(small businesses|smbs?|small and medium|restaurants|retailers|merchants)\b/i;
const DTC_BRAND =
  /\b(dtc|d2c|direct[- ]to[- ]consumer|online (retailers?|shops?|stores?|boutiques?)|e-?commerce (company|brand|retailer|store|shop|for beauty)|(skincare|beauty|cosmetics|apparel|clothing|fashion|furniture|snacks?|beverages?|coffee|pet food|supplements?|jewelry|footwear|shoes|mattress) (brand|company|label|products?)|we (make|sell|design) (\w+ ){0,3}(products|clothing|apparel|shoes|furniture|snacks|skincare)|sells? (\w+ ){0,3}(directly to|online))\b/i;
const SELLS_TO_BRANDS =
  /\b(for (\w+ ){0,3}(brands|merchants|retailers|sellers|stores|e-?commerce|shopify)|(helps|empowers|enables|lets) (\w+ ){0,3}(brands|merchants|retailers|sellers|stores)|shopify (apps?|plugins?)|(platform|software|api|saas|agents?|tools?|infrastructure|os) (for|that helps)|marketplace for|(empower|help|enabl)\w* (\w+ ){0,3}(businesses|brands|artists|creators|merchants)|marketing platform|for (\w+ ){0,3}(teams|businesses))\b/i;
const OPS_ROLE =
  /\b(operations (managers?|leads?|generalists?|associates?)|head of (operations|ops)|director of operations|bizops|business operations|chief of staff|founding operator|coo\b|ops (lead|manager|generalist)|fractional (coo|ops|operations))\b/i;
/** Go the language: 'Golang', or a capitalised 'Go' among stacks, not 'go to market' or 'years ago'. */
const GO =
  /\b[Gg]o[Ll]ang\b|(?<![-\w])Go(?=[\s,/)]|$)(?! (to|ahead|live|back|beyond|from|further|deep|fast|get|with|for|big|now|check|see|on|here|there|into|where|at|through|fully|hand|after|build|make|find|beyond)\b)/;
const BACKEND = /\b(back[- ]?end|backend|apis?|services|distributed systems|infrastructure)\b/i;
const LOGISTICS =
  /\b(logistics|supply chain|freight|shipping|shipments?|trucking|warehous\w*|fulfil?lment|last[- ]mile|deliver(y|ies)|carriers?|3pl|fleets?|procurement|inventory)\b/i;
const ANALYTICS_ROLE =
  /\b(data analysts?|analytics (engineers?|managers?|leads?)|business intelligence|bi (analysts?|developers?|engineers?)|reporting analysts?|dashboards?|tableau|power ?bi|looker|metabase|data visuali[sz]ation)\b/i;
const DATA_NEAR = /\b(data engineers?|data scientists?|data platform|analytics|data infrastructure)\b/i;
const BI_VENDOR =
  /\b(dashboards? (for|builder|tool|platform)|bi (tool|platform)|business intelligence (platform|tool)|analytics (platform|tool|software)|ai (data )?analyst|text[- ]to[- ]sql|self-serve analytics)\b/i;
const HEALTH =
  /\b(health ?care|healthtech|digital health|health (tech|system|plans?|platform|app|data|records)|medical|clinic(al|s|ians?)?|patients?|wellness|fitness|mental health|therap(y|ists?|eutics)|doctors?|nurses?|hospitals?|physicians?|pharmac(y|ies|ists?)|telehealth|care (teams?|providers?|delivery|coordination)|caregiv\w+|nutrition|sleep|longevity)\b/i;
const VIDEO_VENDOR =
  /\b(videos?|demo (maker|builder|creator)|screen record\w*|explainers?|motion graphics|animat\w+|clips?|reels?|footage|youtube|b-roll|avatars?)\b/i;

export const relevanceFresh4Queries: Fresh4Judged[] = [
  {
    query: "I'm an iOS and Android developer looking for health and wellness startups that need their app built",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, MOBILE) && isA(p, HEALTH),
        (isHiring(p) && wants(p, MOBILE)) ||
          (isHiring(p) && isA(p, HEALTH) && (p.source === "ycombinator" || wants(p, ENGINEER))),
        !isLaunch(p) && isA(p, HEALTH),
      ),
  },
  {
    query:
      "We're a tiny branding studio hoping to work with pre-seed founders who still don't have a logo or visual identity",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, BRAND_DESIGN) && early(p),
        isHiring(p) && (wants(p, BRAND_DESIGN) || (wants(p, DESIGNER) && early(p))),
        !isLaunch(p) &&
          (batchOf(p, /\b(Winter|Spring|Summer|Fall) 2026\b/) ||
            (p.source === "hackernews" && /\bpre-?seed\b/i.test(p.signalText))),
      ),
  },
  {
    query:
      "As a security consultant I want B2B SaaS companies that need help hardening their product before selling to enterprises",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, SECURITY_ROLE) && isA(p, B2B) && !isA(p, SECURITY_PRODUCT) && !isA(p, DEV_SHOP),
        isHiring(p) && wants(p, SECURITY_ROLE) && !isA(p, SECURITY_PRODUCT) && !isA(p, DEV_SHOP),
        isHiring(p) && wants(p, /\b(soc ?2|iso ?27001|hipaa|fedramp|gdpr|compliance)\b/i) && !isA(p, SECURITY_PRODUCT),
      ),
  },
  {
    query: "I write API references and developer guides - which dev tools companies want someone to own their docs?",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, TECH_WRITER) && isA(p, DEVTOOLS) && !isA(p, DOCS_VENDOR),
        isHiring(p) && wants(p, TECH_WRITER) && !isA(p, DOCS_VENDOR),
        isHiring(p) && isA(p, DEVTOOLS) && wants(p, /\bdocumentation\b/i) && !isA(p, DOCS_VENDOR),
      ),
  },
  {
    query:
      "I'm an agency recruiter who places engineers, so I want London startups that are hiring several engineers at once",
    judge: (p) =>
      rate(
        isHiring(p) && locatedIn(p, /\blondon\b/i) && wants(p, ENGINEER) && wants(p, MULTI_ROLE),
        isHiring(p) &&
          ((locatedIn(p, /\blondon\b/i) && (p.source === "ycombinator" || wants(p, ENGINEER))) ||
            (locatedIn(p, /\b(uk|united kingdom|england|manchester|cambridge|oxford|edinburgh|bristol)\b/i) &&
              wants(p, ENGINEER) &&
              wants(p, MULTI_ROLE))),
        !isLaunch(p) && locatedIn(p, /\blondon\b/i),
      ),
  },
  {
    query: "I edit launch videos and product demos; which products launched on Product Hunt this week might want one?",
    judge: (p) =>
      rate(
        isLaunch(p) && launchedWithin(p, 7) && !isA(p, VIDEO_VENDOR),
        isLaunch(p) && launchedWithin(p, 30) && !isA(p, VIDEO_VENDOR),
        false,
      ),
  },
  {
    query:
      "We're a small AI consultancy that builds LLM agents and would love to work with law firms or legal tech companies",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, AI_ROLE) && isA(p, LEGAL),
        !isLaunch(p) && isA(p, LEGAL) && (isHiring(p) || mentions(p, AI_ROLE)),
        isA(p, LEGAL) || (!isLaunch(p) && mentions(p, LEGAL)),
      ),
  },
  {
    query: "part-time bookkeeper for tiny teams: startups under ten people that just raised and are starting to hire",
    judge: (p) =>
      rate(
        isHiring(p) && sizeAtMost(p, 10) && justFunded(p) && !isA(p, BOOKS_VENDOR),
        !isLaunch(p) && sizeAtMost(p, 10) && (isHiring(p) || justFunded(p)) && !isA(p, BOOKS_VENDOR),
        (isHiring(p) && wants(p, FINANCE_ROLE) && !isA(p, BOOKS_VENDOR)) ||
          (!isLaunch(p) && sizeAtMost(p, 10) && !isA(p, BOOKS_VENDOR)),
      ),
  },
  {
    query:
      "I localize apps and websites. Which companies are expanding into new countries or serve users in many languages?",
    judge: (p) =>
      rate(
        !isLaunch(p) && isA(p, INTL_EXPANDING) && !isA(p, TRANSLATION_VENDOR),
        !isLaunch(p) && isA(p, INTL_PRESENT) && !isA(p, TRANSLATION_VENDOR),
        !isLaunch(p) && mentions(p, INTL_EXPANDING) && !isA(p, TRANSLATION_VENDOR),
      ),
  },
  {
    query: "As a Unity developer I'm looking for game studios that could use help finishing their next title",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, GAME_DEV) && isA(p, GAME) && !isA(p, GAME_TOOL),
        (isHiring(p) && isA(p, GAME) && !isA(p, GAME_TOOL)) || (isHiring(p) && wants(p, GAME_DEV)),
        !isLaunch(p) && isA(p, GAME) && !isA(p, GAME_TOOL),
      ),
  },
  {
    query: "I'm a freelance full-stack developer looking for B2B SaaS companies whose team is still under 20 people",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, FULLSTACK) && isA(p, B2B) && sizeAtMost(p, 20) && !isA(p, DEV_SHOP),
        (isHiring(p) && wants(p, FULLSTACK) && isA(p, B2B) && (early(p) || sizeAtMost(p, 50))) ||
          (isHiring(p) && isA(p, B2B) && sizeAtMost(p, 20)),
        isHiring(p) && wants(p, FULLSTACK) && isA(p, B2B),
      ),
  },
  {
    query:
      "I run a white-label dev shop and want to partner with marketing or design agencies that are hiring developers",
    judge: (p) =>
      rate(
        isHiring(p) &&
          isA(p, CREATIVE_AGENCY) &&
          !isA(p, DEV_SHOP) &&
          !isA(p, AGENCY_VENDOR) &&
          (p.source === "ycombinator" || wants(p, ENGINEER)),
        !isLaunch(p) && !isA(p, AGENCY_VENDOR) && (isA(p, CREATIVE_AGENCY) || (isHiring(p) && isA(p, DEV_SHOP))),
        !isLaunch(p) && (mentions(p, FOR_AGENCIES) || isA(p, DEV_SHOP)),
      ),
  },
  {
    query: "I help teams get off legacy code. Who is moving to a new stack or rewriting an old PHP or .NET system?",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, LEGACY) && !wants(p, NO_LEGACY) && !isA(p, MIGRATION_VENDOR) && !isA(p, DEV_SHOP),
        isHiring(p) && wants(p, OLD_STACK) && !isA(p, MIGRATION_VENDOR),
        isHiring(p) && wants(p, /\b(legacy|moderniz\w*|migrat\w+)\b/i) && !isA(p, MIGRATION_VENDOR),
      ),
  },
  {
    query: "I design onboarding and checkout flows; which fintech apps are looking for a UX designer?",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, UX_DESIGNER) && isA(p, FINTECH),
        (isHiring(p) && wants(p, UX_DESIGNER)) ||
          (isHiring(p) && isA(p, FINTECH) && wants(p, /\b(front[- ]?end|product managers?|mobile)\b/i)),
        !isLaunch(p) && isA(p, FINTECH) && isHiring(p),
      ),
  },
  {
    query: "Android developer remote Europe",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, ANDROID) && remoteWork(p) && locatedIn(p, EUROPE),
        isHiring(p) && wants(p, ANDROID) && (remoteWork(p) || locatedIn(p, EUROPE)),
        isHiring(p) && (wants(p, ANDROID) || (wants(p, MOBILE) && remoteWork(p) && locatedIn(p, EUROPE))),
      ),
  },
  {
    query: "analytics dashboards logistics",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, ANALYTICS_ROLE) && isA(p, LOGISTICS) && !isA(p, BI_VENDOR),
        isHiring(p) &&
          !isA(p, BI_VENDOR) &&
          ((wants(p, ANALYTICS_ROLE) && wants(p, /\b(data analysts?|analytics|business intelligence|bi)\b/i)) ||
            (isA(p, LOGISTICS) && wants(p, DATA_NEAR))),
        !isLaunch(p) && isA(p, LOGISTICS),
      ),
  },
  {
    query: "manual QA tester mobile app",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, QA_ROLE) && wants(p, MOBILE_WORDS),
        isHiring(p) && wants(p, QA_ROLE),
        isHiring(p) && wants(p, MOBILE) && wants(p, /\b(testing|test coverage|tests|testflight)\b/i),
      ),
  },
  {
    query: "executive assistant or chief of staff, San Francisco",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, ASSISTANT_ROLE) && locatedIn(p, SF),
        isHiring(p) && (wants(p, ASSISTANT_ROLE) || (wants(p, OPS_NEAR) && locatedIn(p, SF))),
        isHiring(p) && wants(p, OPS_NEAR),
      ),
  },
  {
    query: "SDR outsourcing B2B SaaS",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, SDR_ROLE) && isA(p, B2B) && !isA(p, SALES_VENDOR),
        isHiring(p) && (wants(p, SDR_ROLE) || (wants(p, SALES_ROLE) && isA(p, B2B))) && !isA(p, SALES_VENDOR),
        isHiring(p) && wants(p, SALES_ROLE) && !isA(p, SALES_VENDOR),
      ),
  },
  {
    query: "edtech startups India",
    judge: (p) =>
      rate(
        isA(p, EDTECH) && locatedIn(p, INDIA),
        isA(p, EDTECH) && mentions(p, /\b(india|indian)\b/i),
        (!isLaunch(p) && locatedIn(p, INDIA)) || (!isLaunch(p) && isA(p, /\b(edtech|education)\b/i)),
      ),
  },
  {
    query: "YC W26 fintech",
    judge: (p) =>
      rate(
        batchOf(p, /\bWinter 2026\b/) && (/\bFintech\b/.test(p.tags) || isA(p, FINTECH)),
        (batchOf(p, /\b(Fall 2025|Spring 2026)\b/) && (/\bFintech\b/.test(p.tags) || isA(p, FINTECH))) ||
          (batchOf(p, /\bWinter 2026\b/) && mentions(p, FINTECH)),
        batchOf(p, /\bWinter 2026\b/),
      ),
  },
  {
    query: "proptech full-stack developer",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, FULLSTACK) && isA(p, PROPTECH),
        isHiring(p) && isA(p, PROPTECH) && (p.source === "ycombinator" || wants(p, ENGINEER)),
        !isLaunch(p) && isA(p, PROPTECH),
      ),
  },
  {
    query: "mechanical CAD work for hardware startups",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, MECH_ROLE) && isA(p, HARDWARE) && !isA(p, CAD_VENDOR),
        isHiring(p) && !isA(p, CAD_VENDOR) && (wants(p, MECH_ROLE) || (isA(p, HARDWARE) && wants(p, HW_ENGINEER))),
        !isLaunch(p) && isA(p, HARDWARE) && !isA(p, CAD_VENDOR) && isHiring(p),
      ),
  },
  {
    query: "devtools companies, remote-first",
    judge: (p) =>
      rate(
        !isLaunch(p) && isA(p, DEVTOOLS) && (mentions(p, REMOTE_FIRST) || /\bFully Remote\b/.test(p.tags)),
        !isLaunch(p) && isA(p, DEVTOOLS) && remoteWork(p),
        isA(p, DEVTOOLS),
      ),
  },
  {
    query: "Series A security engineer",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, SECURITY_ROLE) && mentions(p, /\bseries a\b/i),
        isHiring(p) && wants(p, SECURITY_ROLE),
        isHiring(p) && mentions(p, /\bseries a\b/i) && wants(p, DEVOPS),
      ),
  },
  {
    query: "remote SEO gigs",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, SEO) && remoteWork(p) && !isA(p, SEO_VENDOR),
        isHiring(p) && !isA(p, SEO_VENDOR) && (wants(p, SEO) || (wants(p, CONTENT_ROLE) && remoteWork(p))),
        isHiring(p) && wants(p, CONTENT_ROLE) && !isA(p, SEO_VENDOR),
      ),
  },
  {
    query: "Figma designer for a climate company",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, DESIGNER) && isA(p, CLIMATE),
        (isHiring(p) && wants(p, DESIGNER)) ||
          (isHiring(p) && isA(p, CLIMATE) && (p.source === "ycombinator" || wants(p, FULLSTACK))),
        !isLaunch(p) && isA(p, CLIMATE),
      ),
  },
  {
    query: "who is hiring a performance marketer to run their paid ads?",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, PAID_ROLE) && !isA(p, AD_VENDOR),
        isHiring(p) && wants(p, MARKETER) && !isA(p, AD_VENDOR),
        isHiring(p) && wants(p, PAID_WORDS) && wants(p, /\b(growth|marketing)\b/i) && !isA(p, AD_VENDOR),
      ),
  },
  {
    query: "content writer for a cybersecurity company",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, WRITER) && isA(p, SECURITY_PRODUCT),
        isHiring(p) &&
          ((wants(p, WRITER) && !isA(p, /\b(ai writ\w*|content (generation|creation) (platform|tools?))\b/i)) ||
            (isA(p, SECURITY_PRODUCT) && wants(p, MARKETER))),
        !isLaunch(p) && isA(p, SECURITY_PRODUCT),
      ),
  },
  {
    query: "DevOps on Google Cloud for a remote team",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, DEVOPS) && wants(p, GCP) && remoteWork(p),
        isHiring(p) && wants(p, DEVOPS) && (wants(p, GCP) || remoteWork(p)),
        isHiring(p) && (wants(p, GCP) || wants(p, DEVOPS)),
      ),
  },
  {
    query: "robotics companies that need computer vision help",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, CV_ROLE) && isA(p, ROBOTICS),
        (isHiring(p) && isA(p, ROBOTICS) && (p.source === "ycombinator" || wants(p, ENGINEER))) ||
          (isHiring(p) && wants(p, CV_ROLE)),
        !isLaunch(p) && isA(p, ROBOTICS),
      ),
  },
  {
    query: "open in-house recruiter or talent acquisition roles",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, RECRUITER) && !isA(p, RECRUIT_VENDOR),
        isHiring(p) && wants(p, PEOPLE_ROLE) && !isA(p, RECRUIT_VENDOR),
        isHiring(p) &&
          !isA(p, RECRUIT_VENDOR) &&
          wants(
            p,
            /\b(hiring (aggressively|fast|across the board)|hypergrowth|doubling (the|our) team|scaling (the|our) team)\b/i,
          ),
      ),
  },
  {
    query: "climate startups from YC's Spring 2026 batch",
    judge: (p) =>
      rate(
        batchOf(p, /\bSpring 2026\b/) && (/\b(Climate|Energy)\b/.test(p.tags) || isA(p, CLIMATE)),
        (batchOf(p, /\b(Winter|Summer) 2026\b/) && (/\bClimate\b/.test(p.tags) || isA(p, CLIMATE))) ||
          (batchOf(p, /\bSpring 2026\b/) && mentions(p, CLIMATE)),
        batchOf(p, /\bSpring 2026\b/),
      ),
  },
  {
    query: "Which fintechs in Mexico or Brazil are hiring?",
    judge: (p) =>
      rate(
        isHiring(p) && locatedIn(p, MX_BR) && isA(p, FINTECH),
        (!isLaunch(p) && locatedIn(p, MX_BR) && isA(p, FINTECH)) ||
          (isHiring(p) && locatedIn(p, LATAM_OTHER) && isA(p, FINTECH)),
        !isLaunch(p) && (locatedIn(p, MX_BR) || (isA(p, FINTECH) && locatedIn(p, LATAM_OTHER))),
      ),
  },
  {
    query: "mobile apps launched lately that could use help with App Store screenshots and ASO",
    judge: (p) =>
      rate(
        isLaunch(p) && launchedWithin(p, 30) && isA(p, MOBILE_APP_LAUNCH) && !isA(p, ASO_VENDOR),
        isLaunch(p) && isA(p, MOBILE_APP_LAUNCH) && !isA(p, ASO_VENDOR),
        false,
      ),
  },
  {
    query: "nonprofits and social enterprises looking for tech help",
    judge: (p) =>
      rate(
        isHiring(p) && isA(p, NONPROFIT_SELF),
        !isLaunch(p) && isA(p, NONPROFIT_SELF),
        !isLaunch(p) && isA(p, NONPROFIT_WORD),
      ),
  },
  {
    query: "companies whose customers are local shops, salons and gyms",
    judge: (p) => rate(isA(p, LOCAL_SHOPS), isA(p, SMB), !isLaunch(p) && mentions(p, LOCAL_SHOPS)),
  },
  {
    query: "DTC brands selling physical products online",
    judge: (p) =>
      rate(
        !isLaunch(p) && isA(p, DTC_BRAND) && !isA(p, SELLS_TO_BRANDS),
        isA(p, DTC_BRAND) && !isA(p, SELLS_TO_BRANDS),
        isA(p, DTC_BRAND),
      ),
  },
  {
    query: "fractional ops lead for a seed-stage startup",
    judge: (p) =>
      rate(
        isHiring(p) && wants(p, OPS_ROLE) && early(p),
        isHiring(p) && wants(p, OPS_ROLE),
        isHiring(p) && early(p) && wants(p, /\b(generalists?|gtm|business)\b/i),
      ),
  },
  {
    query: "Golang backend roles posted in the past month",
    judge: (p) =>
      rate(
        isHiring(p) && p.source === "hackernews" && wants(p, GO) && p.signalDate.getTime() >= HN_MONTH,
        isHiring(p) && wants(p, GO),
        isHiring(p) && p.source === "hackernews" && p.signalDate.getTime() >= HN_MONTH && wants(p, BACKEND),
      ),
  },
];
