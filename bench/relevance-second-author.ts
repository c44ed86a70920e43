/**
 * Second-author relevance labels for the fresh4 / fresh5 query sets.
 *
 * Written by a helper session that did not see the first author's rules, the lexicon, or the
 * search code; each rule is that helper's own reading of its query, dated 2026-11-24.
 *
 * The queries are the 20 tuned ones of the fifth fresh set and every other tuned one of the fourth.
 * bench/relevance-agreement.ts compares these labels with the first author's and scores the search
 * against both. The search is never tuned on these labels: they are the only ones for these queries
 * that no change to it has seen. Rules for fresh4/28 and fresh5/18-38 (even) were checked by their
 * grade counts, not by reading rows.
 *
 * Grades (gain 2^grade - 1):
 *   3  a buyer of what the query's freelancer sells, showing the need (a post or role hiring
 *      for it, a company saying it wants it) and meeting every qualifier (place, size, stage,
 *      time, kind of company). For a query that only names a kind of company: that kind, with
 *      its qualifiers.
 *   2  the need without one qualifier, or every qualifier with a neighbouring need.
 *   1  related: the kind named in passing, or a plausible buyer that shows no need.
 *   0  everything else, and vendors (a product that does the freelancer's job).
 *
 * Conventions chosen:
 *   - Hacker News rows are 'Who is hiring' posts, so each one states hiring; the roles are read
 *     from the role field and the post text.
 *   - A YC row whose signalKind is 'hiring' says the company is hiring but names no role. When
 *     the query wants a particular role, such a row at the right kind of company counts as a
 *     neighbouring need (grade 2 at best). A YC 'backed by' row shows no need at all (grade 1
 *     at best), unless the query only names a kind of company.
 *     Exceptions: for writing or marketing needs (fresh4/28, fresh5/22) an unnamed YC opening is
 *     most likely engineering, so it stays at 1; fresh5/14 asks only 'hiring?', so a YC senior-care
 *     company marked hiring is 3.
 *   - When the kind of company is the point of the query, the right role at an unrelated company
 *     is at most 1 (2 only where the other company is a close neighbour, e.g. other hardware for
 *     firmware, finance for insurance data work).
 *   - Product Hunt launches show no hiring; a launch from the right kind of company is at most
 *     a plausible buyer (1), and a launch whose product does the freelancer's work is a vendor (0).
 *     For a kind-only query a launch of that kind can earn 3.
 *   - Time words count back from the newest record of the same source (HN 2026-05-05, YC
 *     'is hiring' 2026-05-16, PH 2026-07-23): 'recently' and 'the past month' = 30 days.
 *   - Staff perks ('health insurance', 'dental', 'wellness stipend') are cut from the text
 *     before any matching, so they say nothing of what a company does.
 *   - Locations are read from the location field and the record's text; a 'remote' that is
 *     negated ('no remote', 'not remote') does not count.
 */
import type { Prospect } from "#db/schema/prospects";

type Grade = 0 | 1 | 2 | 3;

// ---------------------------------------------------------------------------------------------
// Shared helpers

const DAY = 86_400_000;
const NEWEST: Record<string, number> = {
  hackernews: Date.parse("2026-05-05T23:59:59Z"),
  ycombinator: Date.parse("2026-05-16T23:59:59Z"),
  producthunt: Date.parse("2026-07-23T23:59:59Z"),
};

/** True when the record falls within `days` days up to the newest record of its source. */
function within(p: Prospect, days: number): boolean {
  const newest = NEWEST[p.source];
  if (newest === undefined) return false;
  const t = p.signalDate.getTime();
  return t <= newest && t > newest - days * DAY;
}

// Staff perks and boilerplate that mention health or wellness without saying what the company does.
const PERKS =
  /\b(?:(?:health|medical|dental|vision|life|disability|healthcare|wellness|wellbeing|well-being|mental health|fitness|gym)(?:\s*(?:,|&|and|\/)\s*(?:health|medical|dental|vision|life|disability|wellness|mental health))*\s*(?:insurance|benefits?|coverage|care coverage|plans?|stipends?|budgets?|allowances?|reimbursements?|days?|perks?|programs?|memberships?|premiums?|spending accounts?))\b|\b(?:medical|health)\s*[,/&]?\s*(?:dental|vision)\b|\bdental\b|\bhealthcare (?:for you|coverage)\b|\b(?:private|comprehensive|full|great|premium)\s+(?:health|healthcare|medical)\b/gi;

const cache = new WeakMap<Prospect, string>();

/** Lower-cased text of every field we grade from, with staff perks removed. */
function text(p: Prospect): string {
  let t = cache.get(p);
  if (t === undefined) {
    t = [p.company, p.role, p.location, p.signalText, p.bio, p.tags].join(" \n ").toLowerCase().replace(PERKS, " ");
    cache.set(p, t);
  }
  return t;
}

const isHN = (p: Prospect) => p.source === "hackernews";
const isYC = (p: Prospect) => p.source === "ycombinator";
const isPH = (p: Prospect) => p.source === "producthunt";
const ycHiring = (p: Prospect) => isYC(p) && p.signalKind === "hiring";

/** Roles named in an HN post (role field plus text). */
function roles(p: Prospect): string {
  return `${p.role}\n${p.signalText}`.toLowerCase();
}

const ENGINEER =
  /\b(?:engineers?|developers?|devs|swes?|programmers?|full[- ]?stack|front[- ]?end|back[- ]?end|sre|devops|cto|tech lead|software)\b/;

function negatedRemote(t: string): boolean {
  return /\b(?:no|not|non)[- ](?:fully[- ])?remote\b|\bremote (?:is )?not (?:possible|available|an option)\b|\bnot open to remote\b/.test(
    t,
  );
}

/** The record says remote work is possible. */
function remoteOk(p: Prospect): boolean {
  const t = isYC(p) ? `${p.location} ${p.tags}`.toLowerCase() : text(p);
  if (!/\bremote\b|\bwfh\b|work from home|distributed team|fully distributed/.test(t)) return false;
  if (isHN(p) && negatedRemote(t) && !/\bremote\b/.test(p.location.toLowerCase())) return false;
  return true;
}

/** The record places the company (or the job) in a place matching `re`. */
function placed(p: Prospect, re: RegExp): boolean {
  return re.test(p.location.toLowerCase()) || re.test(text(p));
}

/**
 * Whether the record says the company is of a kind. For an HN post the kind must show in the
 * opening lines (where posters describe the company) or be said at least twice, so that a
 * passing mention ('customers in payments, banking and healthcare') does not count. For YC and
 * Product Hunt the one-liner, description and tags are read.
 */
function kind(p: Prospect, re: RegExp): boolean {
  if (isHN(p)) {
    const t = p.signalText.toLowerCase().replace(PERKS, " ");
    const g = new RegExp(re.source, "g");
    const hits = t.match(g) ?? [];
    if (hits.length >= 2) return true;
    return re.test(`${p.company} ${p.role} ${t.slice(0, 500)}`.toLowerCase());
  }
  return re.test(`${p.company} ${p.signalText} ${p.bio} ${p.tags}`.toLowerCase().replace(PERKS, " "));
}

// ---------------------------------------------------------------------------------------------
// Vocabulary used by more than one rule

const HEALTH =
  /\b(?:(?<!battery |state of |financial |fiscal |code |system |network |soil |plant |crop |credit |business |account |cluster |service |brand )health ?(?:care|tech)?|digital health|medical|medicine|clinic(?:al|s)?|patients?|wellness|well-being|wellbeing|fitness|workouts?|mental health|therapy|therapists?|meditation|mindfulness|sleep|nutrition|diet|weight loss|telehealth|telemedicine|care ?givers?|nurses?|physicians?|doctors?|hospitals?|pharmacy|longevity|menopause|fertility|pregnan\w*|maternal|dermatolog\w*|diabetes|chronic (?:care|condition|disease)s?|behavioral health|physical therapy|rehab\w*)\b/;
const MOBILE_ROLE =
  /\b(?:ios|android|react native|flutter|swift(?:ui)?|kotlin|mobile (?:engineers?|developers?|devs?|apps?|application)|mobile\b[^.\n]{0,30}\b(?:engineers?|developers?))\b/;
const FINTECH =
  /\bfintech\b|\bpayments?\b|\bbanking\b|\bneobank\b|\blending\b|\bloans?\b|\bcredit (?:cards?|union)\b|\binsurtech\b|\bwealth\b|\binvesting\b|\bbrokerage\b|\btrading\b|\bstablecoins?\b|\bcrypto\b|\bfinancial (?:services|infrastructure|institutions)\b|\baccounting\b|\bpayroll\b|\bremittances?\b|\bcard issuing\b|\bexpense management\b/;
const SERIES_A = /(?<!pre-?)\bseries[- ]a\b(?![- ]?(?:ready|readiness))/;

// ---------------------------------------------------------------------------------------------
// One rule per query

type Rule = { set: "fresh4" | "fresh5"; index: number; query: string; judge: (p: Prospect) => Grade };

// More vocabulary, one block per theme.

const APP_BUILDER =
  /\b(?:no-?code|low-?code|app builder|build (?:an? )?apps? (?:without|in minutes|with ai)|vibe[- ]?cod\w*|ai (?:app|code|coding) (?:builder|generator|agent)|generates? (?:an? )?(?:mobile )?apps?)\b/;
const LONDON = /\blondon\b(?!,? (?:ontario|on\b))/;
const UK_OR_EUROPE_REMOTE = /\b(?:uk|united kingdom|england|europe|emea|gmt|bst|cet)\b/;
const EXPANDING =
  /\b(?:international (?:expansion|growth|markets?|launch(?:es)?)|global expansion|expand(?:ing|ed|s)? (?:internationally|globally|abroad|overseas|into (?:new (?:countries|markets|regions)|europe|the (?:us|uk|eu|u\.s\.)|latin america|latam|asia|apac|emea|africa|the middle east|japan|germany|france|brazil|mexico|india|new geographies|\d+ (?:new )?countries))|expansion (?:into|to) (?:new )?(?:countries|markets|europe|asia|latam|the us|the uk)|launch(?:ing|ed)? in (?:\d+|new|more) (?:countries|markets)|entering new (?:countries|markets)|new (?:countries|geographies|regions) (?:every|each)|go-to-market in new)\b/;
const MANY_LANGUAGES =
  /\b(?:multilingual|multi-lingual|multi-language|\d{1,3}\+? (?:languages|locales)|(?:dozens|many|multiple|several) (?:of )?(?:languages|locales)|any language|localization|localisation|internationali[sz]ation|i18n|l10n|in (?:english|spanish|french|german|portuguese|arabic|hindi|japanese|chinese),? (?:and|&) (?:english|spanish|french|german|portuguese|arabic|hindi|japanese|chinese))\b/;
const MANY_COUNTRIES =
  /\b(?:(?:in|across|from|over) (?:\d{2,3}|\d{1,3},\d{3})\+? countries|countries worldwide|(?:users|customers|clients|players|learners|merchants) (?:in|from|across) (?:over )?\d+\+? countries|worldwide (?:users|customers)|global (?:user ?base|customer base|audience)|operat(?:e|es|ing) in \d+ (?:countries|markets))\b/;
const TRANSLATION_VENDOR =
  /\b(?:translat\w*|locali[sz](?:e|es|ation|ing)|dubb(?:ing|ed)|subtitl\w*|interpret(?:er|ation)|transcri\w+|voice ?over|i18n|l10n|language learning|learn (?:a )?(?:new )?languages?|text-to-speech|\btts\b|speech (?:recognition|models?|synthesis)|voice (?:ai|agents?|models?|cloning)|speech-to-text)\b/;

const LEGACY_MOVE =
  /\b(?:migrat(?:e|es|ed|ing|ion)\s+(?:\w+\s+){0,4}(?:from|off|away from|to)\b|rewrit(?:e|es|ing)\s+(?:\w+\s+){0,3}(?:legacy|old|core|entire|existing|monolith|backend|platform|system|codebase|app|application|stack|in)\b|re-?platform\w*|re-?architect\w*|moderni[sz](?:e|es|ing|ation)\s+(?:\w+\s+){0,3}(?:legacy|stack|platform|codebase|systems?|infrastructure|applications?|code)|(?:break(?:ing)? (?:up|apart|down)|decompos\w+|strangl\w+) (?:\w+ ){0,2}monolith|monolith (?:to|into) (?:micro)?services|transition(?:ing)? (?:\w+ ){0,3}(?:from|to) (?:a )?(?:new|modern)|move (?:\w+ ){0,3}to a modern|moving (?:\w+ ){0,3}(?:from|off) (?:php|\.net|perl|cobol|rails|angularjs|jquery|java))\b/;
const OLD_STACK =
  /(?:\bphp\b|\blaravel\b|\bsymfony\b|\bwordpress\b|\.net\b|\basp\.net\b|\bc#|\bvb\.net\b|\bwebforms\b|\bcobol\b|\bperl\b|\bcoldfusion\b|\bdelphi\b|\bvisual basic\b|\bangularjs\b|\bmainframe\b)/;
const MIGRATION_VENDOR =
  /\b(?:(?:migrat\w+|moderni[sz]\w+|translat\w+|convert\w*|rewrit\w+) (?:\w+ ){0,4}(?:legacy|cobol|mainframe|codebases?)|legacy (?:code|system|application) moderni[sz]ation|code migration|migration (?:tool|platform|agent))\b/;

const QA_ROLE =
  /\b(?:qa|q\.a\.|quality assurance|software quality|test(?:ing)?|quality)\s*(?:&\s*\w+\s*)?(?:engineers?|analysts?|testers?|leads?|managers?|specialists?|automation)\b|\btesters?\b|\bsdets?\b|\bmanual testing\b/;
const QA_VENDOR =
  /\b(?:test(?:ing)? automation|automated (?:testing|tests|qa)|(?:ai|autonomous) (?:qa|testing|tester)|qa (?:tool|platform|agent|automation)|testing (?:tool|platform|agent|framework)|end-to-end tests?|e2e tests?|bug (?:report|tracking|capture)\w*|crowd[- ]?test\w*|beta testers?|test cases?|write tests|regression tests?)\b/;
const MOBILE_APP =
  /\b(?:ios|android|mobile apps?|mobile application|app store|google play|iphone app|react native|flutter)\b/;

const W26 = /\bwinter 2026\b|\byc w26\b|\(w26\)/;
const SPRING26 = /\bspring 2026\b|\byc x26\b|\(x26\)/;
const SUMMER26 = /\bsummer 2026\b|\byc s26\b/;
const FALL25 = /\bfall 2025\b|\byc f25\b/;

const SECURITY_ROLE =
  /\b(?:security engineers?|(?:application|product|cloud|infrastructure|offensive|network|platform|detection|corporate|it|information|data) security (?:engineers?|leads?|architects?|analysts?|specialists?|managers?|roles?)|appsec engineers?|prodsec|secops engineers?|devsecops engineers?|security (?:lead|architect|analyst|researcher|specialist|manager)|head of security|ciso|penetration tester|pentester|red team\w*|detection (?:&|and) response engineer|detection engineer\w*|threat (?:hunter|researcher)s?)\b/;
const SECURITY_CO =
  /\bcyber ?security\b|\bsecurity (?:company|platform|startup|products?|posture|solutions?|vendor|operations center|tooling for)\b|\bappsec\b|\bthreat (?:detection|intelligence|hunting|modeling)\b|\bzero[- ]trust\b|\bpenetration testing\b|\bpentest\w*\b|\bmalware\b|\bransomware\b|\bsiem\b|\bxdr\b|\bidentity (?:and access|security|threat)\b|\bddos\b|\bincident response\b|\bphishing\b|\bdevsecops\b|\bvulnerability (?:management|scanning|detection|research)\b|\bsecurity operations\b|\bsoc (?:analyst|teams?|automation)\b|\bsecure (?:every|your) (?:\w+ )?(?:ai|agents?|code|cloud|apps?|identit\w+)\b|\bai security\b|\bcloud security\b|\bapplication security\b|\bemail security\b|\bsecurity (?:for|of) (?:ai|agents?|llms?|enterprises?)\b/;
const CONTENT_NEED =
  /\b(?:content (?:writers?|marketers?|marketing (?:manager|lead|specialist)|strategists?|leads?|managers?|editors?|creators?|designer)|copywriters?|technical writers?|(?:freelance |staff |senior )?writers?\b|blog (?:posts?|writers?)|developer (?:content|educator|advocate)|editorial)\b/;
const MARKETING_NEED =
  /\b(?:marketing (?:manager|lead|director|hire|specialist|generalist|associate|coordinator)|head of (?:marketing|growth|content|demand gen\w*)|(?:vp|director) of marketing|product marketing|growth market\w+|demand gen\w*|marketer|cmo|founding (?:marketer|marketing|gtm))\b/;
const WRITING_VENDOR =
  /\b(?:(?:ai|gpt)\s+(?:\w+\s+)?(?:writer|writing|copywrit\w+|content (?:generator|creation|writer|engine|platform))|content (?:generator|generation|writing (?:tool|assistant|platform))|writing assistant|seo content|blog (?:post )?generator|write (?:blogs?|articles|posts|content) (?:for you|in seconds|automatically))\b/;

const CLIMATE =
  /\bclimate\b|\bclimatetech\b|\bclean ?tech\b|\bcarbon\b|\bdecarboni\w+|\bemissions?\b|\bnet[- ]zero\b|\bsolar\b|\bwind (?:energy|power|farms?|turbines?)\b|\brenewables?\b|\brenewable energy\b|\bbatter(?:y|ies)\b|\belectrification\b|\bheat pumps?\b|\bgeothermal\b|\bfusion\b|\bnuclear\b|\bev charging\b|\belectric vehicles?\b|\bgrid\b|\bsustainab\w+|\bcircular economy\b|\brecycl\w+|\bwildfires?\b|\bclimate risk\b|\bhydrogen\b|\benergy (?:storage|transition|efficiency)\b/;

const LOCAL_CUSTOMERS =
  /\b(?:local (?:businesses|business owners|shops|stores|merchants|retailers|service (?:businesses|providers)|gyms|salons|restaurants)|brick[- ]and[- ]mortar|main street|salons?|barber ?shops?|barbers|nail (?:salons?|techs?)|spas\b|med ?spas?|gyms?|fitness (?:studios?|clubs?|centers?|businesses)|yoga studios?|boutique (?:fitness|studios?|shops?|retailers?)|boutiques|restaurants?|cafes?|coffee shops?|bakeries|bars and restaurants|independent (?:shops|stores|retailers|pharmacies|businesses)|retail (?:stores|shops|locations)|storefronts?|home services? (?:businesses|pros|companies|providers|contractors)|plumbers|electricians|hvac|landscapers|cleaners|trades(?:people|men)?|auto (?:shops|repair shops)|mechanics|florists|pet groomers|car washes|dry cleaners|hair stylists)\b/;
const SERVES =
  /\b(?:for|helps?|helping|serv(?:e|es|ing)|empower\w*|powers?|powering|used by|built for|designed for|enables?|lets|gives?|customers (?:are|include)|clients (?:are|include)|\w+ owners)\b/;
const SMB =
  /\b(?:small (?:and (?:medium|mid-sized) )?business(?:es)?|smbs?|small business owners|smes?|mom[- ]and[- ]pop|solopreneurs)\b/;

const INSURANCE =
  /\b(?:insurance (?:compan\w+|carriers?|providers?|industry|agenc\w+|agents?|brokers?|brokerage|claims?|products?|policies|platform|distribution|underwriting|marketplace|for)|insurtech|insurers?|underwrit\w+|reinsur\w+|policyholders?|\bmgas?\b|(?:auto|home|life|pet|commercial|property|casualty|cyber|specialty|crop|travel) insurance|p&c|property and casualty|claims (?:processing|handling|management|adjust\w+))\b/;
const DATA_ENG =
  /\b(?:data engineers?|data engineering|analytics engineers?|data platform|data infrastructure|data pipelines?|etl|elt|airflow|dbt|spark|pyspark|databricks|snowflake|bigquery|redshift|dagster|data warehouse|data lake\w*|lakehouse|kafka|flink)\b/;
const DATA_VENDOR =
  /\b(?:etl|elt|data pipelines?|data integration|data warehouse|airflow|dbt|spark|orchestrat\w+ (?:for )?data|data (?:platform|infrastructure) for)\b/;
const FINANCE_NEAR =
  /\b(?:fintech|bank\w*|financial services|lending|payments|wealth|asset management|credit|accounting|healthcare payer|health plans?|actuar\w+)\b/;

const NYC = /\b(?:new york|nyc|brooklyn|manhattan|queens|ny,? ny|soho, ny|flatiron)\b/;
const FIRST_ENG =
  /\b(?:founding (?:\w+ ){0,2}(?:engineers?|developers?|swes?|cto|technical|tech lead|team)|first (?:\w+ ){0,2}(?:engineers?|engineering hires?|technical hires?|hires?|employees?|developers?)|engineer (?:#|no\.? ?)?[1-3]\b|employee (?:#|no\.? ?)?[1-5]\b|build (?:out )?(?:the|our) (?:engineering|tech) team from scratch|early engineers?)\b/;
const EARLY_TEAM =
  /\b(?:pre-?seed|seed[- ](?:stage|funded|round)|just raised (?:our|a) seed|team of (?:two|three|four|five|[2-6])|(?:two|three|2|3) (?:co-?)?founders|small team of [2-6]|solo founder|stealth)\b/;

const CONSUMER_HW =
  /\b(?:smart home|home automation|connected home|(?:home|kitchen|household|smart) appliances?|appliances|wearables?|wearable (?:device|tech\w*)|smart ?watch\w*|smart rings?|smart glasses|earbuds|headphones|hearables|consumer (?:hardware|electronics|devices?|robot\w*|iot)|smart (?:locks?|speakers?|lights?|bulbs?|plugs?|thermostats?|cameras?|scales?|bottles?|beds?|mattress\w*|mirrors?|devices?|jewelry|home devices?|glasses|pens?|collars?|sensors? for (?:the )?home)|thermostats?|fitness trackers?|baby monitors?|robot vacuums?|home robots?|e-?bikes?|iot devices?|connected (?:devices?|products?|fitness)|home (?:energy|security) (?:devices?|hardware|system)|pet (?:tech|collars?|feeders?)|(?:a|the|our) device (?:that|you wear)|ring that|worn on)\b/;
const FIRMWARE =
  /\b(?:firmware|embedded (?:software|systems?|engineers?|developers?|c|c\+\+|linux|rust|firmware)|rtos|freertos|zephyr|nrf52\w*|nordic semi\w*|stm32|esp32|microcontrollers?|\bmcus?\b|bare[- ]metal|bluetooth low energy|\bble\b|device drivers?|bsp|yocto)\b/;
const HW_NEAR =
  /\b(?:hardware engineers?|electrical engineers?|electronics engineers?|pcb|mechanical engineers?|hardware|robotics|iot|sensors?)\b/;
const FIRMWARE_VENDOR =
  /\b(?:firmware (?:for|platform|updates? (?:platform|service))|ota updates? for|embedded (?:dev|development) (?:tool|platform|ide)|(?:ai|copilot) for (?:embedded|firmware|hardware engineers?))\b/;

const SUPPORT_ROLE =
  /\b(?:(?:customer|client|member|user|player|merchant|patient) (?:support|success|experience|care|service|happiness|operations)(?: \w+)? (?:managers?|leads?|specialists?|associates?|representatives?|reps?|engineers?|agents?|analysts?|directors?|heads?|heroes|team members?|generalists?|advocates?|coordinators?|roles?|positions?|hires?)|head of (?:customer|support|cx|client|success)\w*|(?:vp|director|manager) of (?:customer|support|cx)\w*|(?:technical |product |application |it )?support (?:engineers?|specialists?|agents?|leads?|managers?|analysts?|representatives?|associates?|technicians?)|help ?desk|csms?\b|customer success\s*(?:\||,|\n|\)|$)|customer support\s*(?:\||,|\n|\)|$)|cx (?:lead|manager|specialist|associate)s?)\b/;
const SUPPORT_NEAR =
  /\b(?:solutions engineers?|implementation (?:managers?|specialists?|engineers?|consultants?|leads?)|onboarding (?:specialists?|managers?)|account managers?|forward[- ]deployed|deployment strategist|customer engineers?|technical account managers?)\b/;
const SUPPORT_VENDOR =
  /\b(?:(?:ai|automated|autonomous) (?:customer )?(?:support|service|success|cx) (?:agents?|platform|tool|software|assistant|automation|chatbot)|help ?desk (?:software|platform|tool)|customer (?:support|service|success) (?:platform|software|tool|automation|ai)|support tickets?|ticketing|chatbots? for (?:customer )?support|zendesk|intercom|help ?cent(?:er|re) (?:builder|software|platform)|knowledge base (?:software|platform|builder))\b/;

const WEB3 =
  /\b(?:blockchains?|web3|crypto(?:currenc(?:y|ies))?|defi|on-?chain|smart contracts?|solidity|ethereum|solana|bitcoin|stablecoins?|tokeni[sz]\w*|nfts?|dao|zk(?:-?proofs?|-?rollups?|vm)?|zero-knowledge|layer[- ]?[12]|l2s?|validators?|evm|rollups?|polygon|cosmos sdk|substrate)\b/;

const PITCH_VENDOR =
  /\b(?:pitch ?decks?|presentations?|slides?|slide decks?|investor decks?|fundrais\w+ (?:tool|platform|copilot|assistant))\b/;

const BETTING_OPERATOR =
  /\b(?:sportsbooks?|sports ?betting|betting (?:exchange|platform|app|operator|company)|bookmakers?|prediction markets?|prediction (?:game|platform|exchange)|event contracts?|fantasy (?:sports|football|soccer|basketball|baseball|hockey|league|game|platform|app)|daily fantasy|\bdfs\b|igaming|online casino|casino (?:games?|operator|platform)|sweepstakes (?:casino|games?)|real-money (?:games?|gaming)|pick'?em|parlays?|wagering|peer-to-peer betting|bet on)\b/;
const BETTING_TOOL =
  /\b(?:(?:betting|bettors?|sportsbooks?|prediction markets?|polymarket|kalshi) (?:tools?|analytics|insights|data|terminal|research|signals|picks|tips|odds)|for (?:sports )?bettors|for prediction markets|odds (?:data|screen\w*|comparison)|\+ev bets|betting (?:tips|predictions?|analytics|models?|modelling|modeling)|whale tracking|(?:trade|trading) (?:on|across) (?:prediction markets|polymarket|kalshi)|prediction market (?:data|infrastructure|analytics|aggregator|trading))\b/;
const DEV_ROLE =
  /\b(?:engineers?|developers?|devs|swes?|programmers?|full[- ]?stack|front[- ]?end|back[- ]?end|mobile|ios|android|react|typescript|node\.?js|python|golang|rust|java|kotlin|swift)\b/;

const SENIOR_CARE =
  /\b(?:senior (?:care|living|housing|communit(?:y|ies)|citizens|homes?|health|services|adults)|home ?care|(?<!at-)home health(?:care)?|in-home (?:care|support|services)|elder ?care|eldercare|elderly|older adults|older people|aging (?:parents?|population|in place|adults|loved ones|at home)|ageing|caregivers? (?:for|of) (?:aging|elderly|older)|family caregivers?|assisted living|nursing homes?|long[- ]term care|skilled nursing|memory care|dementia|alzheimer'?s|hospice|retirement (?:communit(?:y|ies)|homes?)|post-acute|home-based (?:care|healthcare|primary care)|care homes?|aged care|(?:for|serving|helping) seniors|seniors' )\b/;
const DESIGN_FE_ROLE =
  /\b(?:product designers?|ux|ui|designers?|front[- ]?end|frontend|react|full[- ]?stack|engineers?|developers?|software)\b/;

const AGRI =
  /\b(?:agtech|ag-tech|agri\w*|farm(?:s|ers?|ing|land)?\b|crops?|agronom\w*|precision ag\w*|livestock|irrigation|soil|harvest\w*|orchards?|vineyards?|greenhouses?|ranch(?:es|ers|ing)?|dairy|cattle|growers?|fields? trials?|plant breeding|food production)/;
const GEO =
  /\b(?:gis|geospatial|geo-spatial|remote sensing|remote-sensing|satellite (?:imagery|data|images?|observations?)|earth observation|multispectral|hyperspectral|aerial (?:imagery|images|survey\w*)|drone (?:imagery|images|data|mapping|surveys?)|lidar|ndvi|raster|arcgis|qgis|gdal|postgis|sentinel-2|landsat|photogrammetry|spatial (?:data|analysis|analytics))\b/;

const DEFENCE =
  /\b(?:defen[cs]e(?! (?:in depth|mechanism|attorneys?|lawyers?|counsel))|military|dod\b|department of (?:defense|war)|national security|warfighters?|army|navy|naval|air force|marine corps|space force|pentagon|intelligence community|counter-?(?:uas|drone)s?|munitions|weapons?|missiles?|nato|battlefield|defense tech|dual-use|armed forces|hypersonic|c4isr|isr\b)/;
const CLEARED =
  /\b(?:security clearance|clearances?|cleared|ts\/sci|ts-sci|top secret|secret (?:level )?clearance|polygraph|clearable|us person|u\.s\. person|itar)\b/;
const DC_AREA =
  /\b(?:washington,? d\.?c\.?|washington dc|d\.c\.|\bdc\b|dmv area|dc metro|dc area|northern virginia|nova\b|arlington|alexandria|reston|herndon|mclean|tysons|chantilly|fairfax|bethesda|columbia, md|rockville|gaithersburg|annapolis|fort meade|crystal city|falls church|ashburn|sterling, va|maryland|virginia(?<!west virginia)|\bva\b|\bmd\b)/;

const CLINICAL_TRIALS =
  /\b(?:clinical trials?|clinical research|clinical studies|clinical study|\bcros?\b|contract research organi[sz]ations?|trial (?:recruitment|enrollment|sites?|data|design|operations|sponsors?|matching)|decentrali[sz]ed trials?|clinical development|eclinical|\bedc\b|patient recruitment|site (?:activation|selection|feasibility)|clinical operations|investigators? sites?|study (?:sites|sponsors|participants))\b/;
const LIFE_SCI =
  /\b(?:biotech\w*|pharma\w*|life sciences?|drug (?:discovery|development)|therapeutics|biopharma|regulatory (?:submissions?|affairs)|fda)\b/;

const B2B =
  /\b(?:b2b|enterprises?|businesses|companies|teams|saas|platform for|for (?:sales|marketing|finance|hr|legal|operations|it|engineering|security|procurement|compliance) teams|mid-market|customers include)\b/;
const B2B_SAAS =
  /\b(?:b2b|saas|enterprise (?:software|customers|clients|platform)|software (?:for|platform for) (?:businesses|companies|teams|enterprises)|(?:our|the) (?:platform|product) (?:helps|lets|enables) (?:companies|businesses|teams|enterprises|organizations)|mid-market|fortune 500 customers|enterprise customers)\b/;
const CMO_NEED =
  /\b(?:head of (?:marketing|growth|demand gen\w*)|(?:vp|director) (?:of )?(?:marketing|growth)|chief marketing officer|cmo|founding (?:marketer|marketing\w*|gtm|growth)|(?:first|lead) marketer|marketing lead|lead (?:our )?marketing|own (?:our )?marketing|build (?:out )?(?:our )?marketing|fractional (?:cmo|marketing))\b/;
const MARKETING_ANY =
  /\b(?:marketing|marketer|growth (?:lead|manager|marketer)|demand gen\w*|product marketing|brand (?:lead|manager)|content (?:lead|marketer|marketing))\b/;
const MARKETING_VENDOR =
  /\b(?:(?:ai|automated|autonomous) (?:marketing|marketer|cmo|growth|seo|ads?)|marketing (?:automation|platform|tool|agent|copilot|assistant|software|analytics|agency)|(?:ai|virtual|fractional) cmo|gtm (?:platform|tool|agent|engine)|ad (?:platform|creative|generation))\b/;

const KAFKA =
  /\b(?:kafka|confluent|kinesis|flink|pulsar|redpanda|event streaming|stream processing|streaming (?:data|pipelines?|platform|infrastructure|systems?|analytics)|real-time (?:data )?(?:pipelines?|streaming|event)|event-driven|cdc|debezium|spark streaming)\b/;
const STREAM_VENDOR =
  /\b(?:streaming (?:platform|database|engine)|stream processing (?:platform|engine)|kafka (?:alternative|platform|service|ui|management)|managed kafka|real-time data platform|event streaming platform)\b/;

const TRAVEL_CO =
  /\b(?:travel (?:company|startup|platform|app|booking|agency|agencies|tech|industry|management|experiences?|planning|marketplace)|hotel (?:booking|bookings|chains?|operators?|management|tech|software|industry|groups?)|hotels?,|book (?:flights|hotels|trips|travel|stays)|booking (?:flights|hotels|travel|trips|stays)|hospitality (?:industry|tech|software|companies|groups?|brands?)|vacation rentals?|short[- ]term rentals?|online travel|travel agenc\w+|tour operators?|tourism|corporate travel|business travel|travelers|itinerar\w+|airline\w*|lodging|resorts?)\b/;

const TORONTO_VANCOUVER = /\b(?:toronto|vancouver|gta|waterloo(?!,? (?:belgium|ia)))\b/;
const CANADA = /\b(?:canada|canadian|montreal|ottawa|calgary|edmonton|ontario|british columbia|quebec|\bbc\b)\b/;
const DEVOPS_ROLE =
  /\b(?:devops|dev ops|site reliability|sres?\b|platform engineers?|infrastructure engineers?|infra engineers?|cloud (?:engineers?|architects?|infrastructure engineers?)|reliability engineers?|production engineers?|kubernetes engineers?|build (?:&|and) release)\b/;
const DEVOPS_VENDOR =
  /\b(?:(?:ai|autonomous) (?:devops|sre|on-?call|infrastructure) (?:engineer|agent|platform)|devops (?:platform|tool|automation)|deploy (?:your )?(?:apps?|code) (?:in|with)|cloud cost|kubernetes (?:platform|management|dashboard)|infrastructure as code (?:platform|tool)|incident (?:management|response) platform|observability platform|monitoring (?:platform|tool))\b/;

const LOGISTICS_CO =
  /\b(?:logistics (?:company|companies|provider|platform|startup|operations|industry|tech|network|software)|supply chain|freight|trucking|3pl|warehous(?:e|es|ing)|fulfil+ment|last[- ]mile|drayage|ltl|ftl|freight brok\w+|shipping (?:company|platform|logistics)|carriers and shippers|shippers|cargo|fleet (?:management|operations|operators?)|transportation (?:company|management|network|logistics)|logistics)\b/;
const AI_ML_ROLE =
  /\b(?:(?:ai|ml|machine learning|applied ai|applied ml|llm|genai|gen ai|deep learning|nlp|computer vision|data scien\w+|mlops|ai\/ml|ml\/ai)\s*(?:\/\s*\w+\s*)?(?:engineers?|scientists?|researchers?|developers?|leads?|specialists?)|data scientists?|ml engineering|machine learning engineering|ai engineering|agent engineers?|forward[- ]deployed ai)\b/;

const DEV_TOOLS =
  /\b(?:developer tools?|dev ?tools?|developer (?:platform|experience|infrastructure|productivity|tooling|workflows?|first)|for developers|for engineers|for (?:software|engineering|dev) teams|devops|ci\/cd|\bapis?\b for|\bsdks?\b|open[- ]source (?:framework|library|database|tool)|databases?|observability|infrastructure (?:for|as code)|code (?:review|generation|search|editor|quality)|coding (?:agents?|assistant)|ide\b|compilers?|testing (?:framework|platform)|cloud (?:platform|infrastructure)|kubernetes|serverless|backend as a service|data infrastructure|ml infrastructure|ai infrastructure|inference (?:platform|engine)|vector database|workflow engine|durable execution|deployment platform|hosting)\b/;
const SE_ROLE =
  /\b(?:sales engineers?|solutions? engineers?|solutions? architects?|forward[- ]deployed (?:\w+ )?(?:engineers?|software engineers?|ai engineers?|deployment strategists?)|\bfdes?\b|pre-?sales|field engineers?|customer engineers?|technical account managers?|deployment engineers?|partner engineers?)\b/;
const SE_NEAR =
  /\b(?:developer (?:advocates?|relations|evangelists?)|devrel|implementation engineers?|technical (?:sales|support engineers?)|account executives?|support engineers?|integration engineers?|onboarding engineers?)\b/;

const RUST = /\brust(?:lang)?\b(?![- ]belt)/;
const OSS =
  /\b(?:open[- ]source|open source|oss|github\.com\/|apache[- ]2|mit licen[sc]e|open core|community edition|\d+k? (?:github )?stars)\b/;
const INFRA =
  /\b(?:infrastructure|infra\b|databases?|storage|distributed systems?|compilers?|runtimes?|kernels?|networking|observability|cloud|kubernetes|containers?|virtuali[sz]ation|query engine|stream processing|data platform|database engine|operating systems?|webassembly|wasm|ebpf|proxies|load balanc\w+|orchestration|developer tools?|devtools|build systems?|package managers?|blockchain (?:infrastructure|protocol|client)|protocol|embedded|hpc|gpu)\b/;

const IMPL_ROLE =
  /\b(?:implementation (?:managers?|specialists?|engineers?|consultants?|leads?|analysts?|team|roles?)|(?:customer |client )?onboarding (?:managers?|specialists?|leads?|engineers?|consultants?)|deployment (?:strategists?|engineers?|managers?|leads?)|professional services|solutions? consultants?|integration (?:engineers?|specialists?|managers?)|forward[- ]deployed|go-?live)\b/;
const IMPL_NEAR =
  /\b(?:customer success|account managers?|solutions? engineers?|solutions? architects?|customer engineers?|technical account managers?|support engineers?|customer experience)\b/;
const ONBOARDING_VENDOR =
  /\b(?:(?:customer|user|client) onboarding (?:platform|software|tool|portal|automation)|onboarding (?:platform|software|tool|flows?|checklists?|portal)|product tours?|implementation (?:platform|software|tool)|(?:ai|autonomous) (?:implementation|onboarding|forward[- ]deployed) (?:engineer|agent|specialist)|in-?app (?:guides|onboarding|walkthroughs?))\b/;

const PERF_NEED =
  /\b(?:performance (?:engineers?|engineering|optimi[sz]ation|tuning|profiling|improvements?|bottlenecks?|issues|problems|work|critical|sensitive|regressions?)|profil(?:ing|ers?)\b|flame ?graphs?|latency[- ](?:sensitive|critical)|low[- ]latency|p9[59]|p99\.9|tail latency|(?:reduce|cut|lower|improve|optimi[sz]e) (?:\w+ ){0,2}(?:latency|response times?|throughput|performance)|slow (?:queries|endpoints?|backends?|services?|requests)|query (?:optimi[sz]ation|performance|tuning)|database (?:performance|tuning|optimi[sz]ation)|make (?:\w+ ){0,2}faster|high[- ]performance|highly performant|perf\b|benchmark\w*|throughput|cpu (?:usage|cycles|profiling)|memory (?:usage|leaks?|profiling)|jvm tuning|gc (?:tuning|pauses)|scalab\w+ (?:challenges|issues|problems)|scaling (?:challenges|issues|problems|bottlenecks)|at scale)\b/;
const PERF_STRONG =
  /\b(?:performance (?:engineers?|engineering|optimi[sz]ation|tuning|profiling|bottlenecks?|issues|problems|regressions?)|profil(?:ing|ers?)\b|flame ?graphs?|p9[59]|tail latency|(?:reduce|cut|lower|improve|optimi[sz]e) (?:\w+ ){0,2}(?:latency|response times?|throughput|performance)|slow (?:queries|endpoints?|backends?|services?|requests)|query (?:optimi[sz]ation|tuning)|database (?:performance|tuning|optimi[sz]ation)|jvm tuning|gc (?:tuning|pauses)|(?:scaling|scalability|performance) (?:challenges|issues|problems|bottlenecks))\b/;
const BACKEND =
  /\b(?:back[- ]?end|backends?|server[- ]side|distributed systems?|apis?|databases?|postgres\w*|mysql|infrastructure|platform engineers?|systems engineers?|go\b|golang|java\b|jvm|rust|c\+\+|python|node\.?js|elixir|scala|kotlin|rails|django)\b/;
const PERF_VENDOR =
  /\b(?:apm|application performance monitoring|observability (?:platform|tool)|profil(?:er|ing) (?:tool|platform|for)|continuous profiling|monitor(?:ing)? (?:your )?(?:apps?|apis?|performance|backends?)|performance monitoring|load testing (?:tool|platform)|(?:ai|autonomous) (?:sre|performance)|find (?:and fix )?(?:slow|performance))\b/;

// ---------------------------------------------------------------------------------------------

export const secondAuthorQueries: Rule[] = [
  {
    set: "fresh4",
    index: 0,
    query: "I'm an iOS and Android developer looking for health and wellness startups that need their app built",
    // Buyer: a health or wellness company hiring mobile developers. A mobile hire elsewhere or an
    // engineering hire at a health company is a neighbour; a health app launch shows no need.
    judge: (p) => {
      const t = text(p);
      const health = kind(p, HEALTH);
      if (isPH(p)) {
        if (APP_BUILDER.test(t)) return 0;
        return health && MOBILE_APP.test(t) ? 1 : 0;
      }
      if (isHN(p)) {
        const mobile = MOBILE_ROLE.test(roles(p));
        if (health && mobile) return 3;
        if (health && ENGINEER.test(roles(p))) return 2;
        if (mobile) return 1;
        return 0;
      }
      if (!health || APP_BUILDER.test(t)) return 0;
      const app = /\bapps?\b|\bmobile\b|\bios\b|\bandroid\b|\bconsumer\b/.test(t);
      if (ycHiring(p)) return app ? 2 : 1;
      return app ? 1 : 0;
    },
  },
  {
    set: "fresh4",
    index: 4,
    query:
      "I'm an agency recruiter who places engineers, so I want London startups that are hiring several engineers at once",
    // Several engineers: an HN post naming two or more engineering openings, or plural engineers.
    // London is the place; a UK/Europe remote post is one qualifier short.
    judge: (p) => {
      const london = placed(p, LONDON);
      if (isPH(p)) return 0;
      if (isYC(p)) {
        if (!LONDON.test(p.location.toLowerCase())) return 0;
        if (!ycHiring(p)) return 1;
        return p.companySize === "1-10" ? 1 : 2;
      }
      const r = roles(p);
      // several: plural engineering openings in the title or opening lines, or two or more
      // lines of the post each naming an engineering opening
      const head = `${p.role}\n${p.signalText.slice(0, 400)}`.toLowerCase();
      const engLines = p.signalText
        .toLowerCase()
        .split(/\n|•|\s-\s|\*\s/)
        .filter((l) => /\b(?:engineers?|developers?|swes?|sres?)\b/.test(l) && l.length < 200);
      const several =
        /\b(?:engineers|developers|swes|multiple (?:\w+ ){0,2}(?:roles|positions|openings|engineers)|several (?:\w+ ){0,2}(?:roles|positions|engineers)|hiring across|many roles|number of positions|\d+x? (?:open )?(?:\w+ )?(?:roles|positions|engineers))\b/.test(
          head,
        ) || engLines.length >= 2;
      const anyEng = ENGINEER.test(r);
      if (london && several) return 3;
      if (london && anyEng) return 2;
      if (
        several &&
        remoteOk(p) &&
        UK_OR_EUROPE_REMOTE.test(`${p.location} ${p.signalText.slice(0, 300)}`.toLowerCase())
      )
        return 2;
      if (london) return 1;
      return 0;
    },
  },
  {
    set: "fresh4",
    index: 8,
    query:
      "I localize apps and websites. Which companies are expanding into new countries or serve users in many languages?",
    // A kind-of-company query: stated international expansion, many languages, or a localization
    // hire is 3; a presence in many countries without languages is 2. Translation, dubbing and
    // language-learning products do the localizer's job or sit beside it, so they are left out.
    judge: (p) => {
      const t = text(p);
      const vendor = TRANSLATION_VENDOR.test(isYC(p) || isPH(p) ? t : "");
      if (isHN(p)) {
        if (
          /\b(?:locali[sz]ation|translat(?:or|ion)|i18n|internationali[sz]ation)\b/.test(roles(p)) &&
          /\b(?:engineers?|managers?|specialists?|leads?|coordinators?)\b/.test(roles(p))
        )
          return 3;
        if (EXPANDING.test(t)) return 3;
        if (MANY_LANGUAGES.test(t)) return 3;
        if (MANY_COUNTRIES.test(t)) return 2;
        if (
          /\b(?:bilingual|fluent in (?:spanish|german|french|portuguese|japanese|arabic|mandarin|italian|dutch)|(?:spanish|german|french|portuguese|japanese)[- ]speaking)\b/.test(
            t,
          )
        )
          return 1;
        return 0;
      }
      if (vendor) return 0;
      if (EXPANDING.test(t)) return 3;
      // an AI feature that 'supports any language' is not a user base in many languages
      const anyLang =
        /\b(?:any language|multi-language support)\b/.test(t) &&
        !/\b\d{1,3}\+? (?:languages|locales)\b|\bmultilingual\b|\blocali[sz]ation\b/.test(t);
      if (MANY_LANGUAGES.test(t)) return anyLang ? 2 : isPH(p) ? 2 : 3;
      if (MANY_COUNTRIES.test(t)) return 2;
      return 0;
    },
  },
  {
    set: "fresh4",
    index: 12,
    query: "I help teams get off legacy code. Who is moving to a new stack or rewriting an old PHP or .NET system?",
    // 3: a post saying the team is migrating, rewriting or modernising a legacy system.
    // 2: legacy code or an old PHP/.NET stack mentioned as work to maintain, no move stated.
    // 1: PHP/.NET shops hiring. Companies selling code migration are vendors.
    judge: (p) => {
      const t = text(p);
      if (!isHN(p)) return 0;
      if (MIGRATION_VENDOR.test(t)) return 0;
      const move = LEGACY_MOVE.test(t);
      const old = OLD_STACK.test(t);
      // our own legacy code, as opposed to the customers' legacy systems a product replaces
      const ownLegacy =
        /\b(?:our|existing|the|a|an) (?:\w+ ){0,2}(?:legacy|monolith\w*)\b(?! (?:systems?|software|tools?|processes|workflows?|vendors?|providers?|solutions?) (?:that|our customers|they|customers))|\blegacy (?:codebase|code|php|\.net|stack|monolith|application|platform)\b/.test(
          t,
        );
      if (move && (old || ownLegacy)) return 3;
      if (move) return 2;
      if (ownLegacy && old) return 2;
      if (ownLegacy) return 1;
      if (old) return 1;
      return 0;
    },
  },
  {
    set: "fresh4",
    index: 16,
    query: "manual QA tester mobile app",
    // 3: a QA or test opening on a mobile app. 2: a QA opening elsewhere. 1: a mobile app team
    // hiring other roles, or a mobile app launch. Testing tools are vendors.
    judge: (p) => {
      const t = text(p);
      if (isPH(p) || isYC(p)) {
        if (QA_VENDOR.test(t)) return 0;
        if (isYC(p) && ycHiring(p) && MOBILE_APP.test(t)) return 1;
        return isPH(p) && /\b(?:ios|android|mobile app|iphone app|app store|google play)\b/.test(t) ? 1 : 0;
      }
      const r = roles(p);
      const qa = QA_ROLE.test(r) && !/\bself-qa\b/.test(r);
      const mobile = MOBILE_APP.test(t);
      if (qa && mobile) return 3;
      if (qa) return 2;
      if (mobile && MOBILE_ROLE.test(r)) return 1;
      return 0;
    },
  },
  {
    set: "fresh4",
    index: 20,
    query: "YC W26 fintech",
    // Kind-only: a fintech company from YC's Winter 2026 batch. Fintech from the batches on either
    // side (Fall 2025, Spring 2026) is 2; other YC fintech or a non-fintech W26 company is 1.
    judge: (p) => {
      const t = text(p);
      // YC's own industry tag, or a fintech word in the one-liner
      const fin = /\bfintech\b/.test(p.tags.toLowerCase()) || FINTECH.test(isHN(p) ? t : p.signalText.toLowerCase());
      if (isPH(p)) return 0;
      if (isHN(p)) {
        if (!/\byc w26\b|\(w26\)|winter 2026/.test(t)) return 0;
        return fin ? 3 : 1;
      }
      const w26 = W26.test(t);
      if (w26 && fin) return 3;
      if (fin && (SPRING26.test(t) || FALL25.test(t))) return 2;
      if (w26 || fin) return 1;
      return 0;
    },
  },
  {
    set: "fresh4",
    index: 24,
    query: "Series A security engineer",
    // A security engineer selling to Series A companies. 3: a Series A company hiring for
    // security. 2: a security opening without the stage, or a Series A company hiring for
    // infrastructure/compliance work. 1: a Series A company hiring engineers.
    judge: (p) => {
      const t = text(p);
      const seriesA = SERIES_A.test(t);
      if (isPH(p)) return 0;
      if (isYC(p)) {
        if (!seriesA) return 0;
        return ycHiring(p) ? 2 : 1;
      }
      const r = roles(p);
      const sec = SECURITY_ROLE.test(r);
      if (sec && seriesA) return 3;
      if (sec) return 2;
      if (seriesA && (DEVOPS_ROLE.test(r) || /\bsoc ?2\b|\bcompliance\b|\bhipaa\b/.test(r))) return 2;
      if (seriesA && ENGINEER.test(r)) return 1;
      return 0;
    },
  },
  {
    set: "fresh4",
    index: 28,
    query: "content writer for a cybersecurity company",
    // 3: a cybersecurity company hiring a writer or content marketer. 2: a security company
    // hiring marketing, or a writing opening elsewhere. 1: a security company with no such need.
    // AI writing tools are vendors.
    judge: (p) => {
      const t = text(p);
      if (WRITING_VENDOR.test(t) && !isHN(p)) return 0;
      const sec = kind(p, SECURITY_CO);
      if (isHN(p)) {
        const r = roles(p);
        const content = CONTENT_NEED.test(r);
        if (sec && content) return 3;
        if (sec && MARKETING_NEED.test(r)) return 2;
        if (
          content &&
          /\b(?:content|copywriter|technical writer|writer)\b/.test(
            p.role.toLowerCase() + " " + p.signalText.slice(0, 200).toLowerCase(),
          )
        )
          return 2;
        if (sec) return 1;
        return 0;
      }
      if (!sec) return 0;
      return 1;
    },
  },
  {
    set: "fresh4",
    index: 32,
    query: "climate startups from YC's Spring 2026 batch",
    // Kind-only: YC Spring 2026 and climate (energy, carbon, sustainability...). Climate from
    // Winter or Summer 2026 is 2; Spring 2026 with only a loose energy link or other YC climate is 1.
    judge: (p) => {
      const t = text(p);
      if (isPH(p)) return 0;
      const desc = isYC(p) ? `${p.signalText} ${p.bio} ${p.tags}`.toLowerCase() : t;
      // climate in the tags or one-liner is firm; in the description only it is softer
      const headline = isYC(p) ? `${p.signalText} ${p.tags}`.toLowerCase() : t;
      const climate =
        (CLIMATE.test(headline) && !/\bbattery life\b/.test(headline)) || /\bclimate\b/.test(p.tags.toLowerCase());
      const climateBio = CLIMATE.test(desc) && !/\bbattery life\b/.test(desc);
      const loose = /\benergy\b|\bpower (?:grid|plants?)\b|\butilit(?:y|ies)\b/.test(desc);
      const spring = SPRING26.test(t);
      if (isHN(p)) return spring && climate ? 3 : 0;
      if (spring && climate) return 3;
      if (spring && climateBio) return 2;
      if (climate && (W26.test(t) || SUMMER26.test(t))) return 2;
      if (spring && loose) return 1;
      if (climate && /\bclimate\b|\bclimatetech\b/.test(p.tags.toLowerCase())) return 1;
      return 0;
    },
  },
  {
    set: "fresh4",
    index: 36,
    query: "companies whose customers are local shops, salons and gyms",
    // Kind-only: a company selling to local businesses (shops, salons, gyms, restaurants, trades).
    // Selling to small businesses in general is 2; a mention of such businesses without them
    // being the customers is 1.
    judge: (p) => {
      const t = isHN(p) ? p.signalText.toLowerCase().replace(PERKS, " ") : text(p);
      const m = t.match(new RegExp(LOCAL_CUSTOMERS.source, "g"));
      const local = !!m;
      // the local businesses must be the customers: 'for salons', 'salon owners', 'helps restaurants'
      const served =
        local &&
        new RegExp(
          `(?:${SERVES.source})[^.;\\n]{0,60}(?:${LOCAL_CUSTOMERS.source})|(?:${LOCAL_CUSTOMERS.source})(?:[^.;\\n]{0,15})\\b(?:owners?|operators?|managers?|staff|software|pos|booking|scheduling|marketing|management|payments?|customers|use|rely|trust)\\b`,
        ).test(t);
      const smb = SMB.test(t);
      if (served && /\blocal\b|salon|gym|barber|spa\b|studio|restaurant|cafe|shop|store|retail|brick/.test(t)) return 3;
      if (served) return 3;
      if (
        smb &&
        /\b(?:for|helps?|serv\w+|built for|designed for|owners)\b[^.;\n]{0,40}\b(?:small business|smbs?|smes?|mom[- ]and[- ]pop|solopreneurs)/.test(
          t,
        )
      )
        return 2;
      if (local || smb) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 0,
    query:
      "I'm a freelance data engineer (Airflow, dbt, Spark) and want insurance companies that are building out their data pipelines",
    // 3: an insurer or insurtech hiring data engineers / building data pipelines. 2: an insurance
    // company hiring engineers (or a YC insurance company hiring), or a data-engineering opening
    // at a nearby financial company. 1: an insurance company with no sign of need, or a data
    // opening anywhere else. Data-pipeline products are vendors.
    judge: (p) => {
      const t = text(p);
      const ins = kind(p, INSURANCE);
      if (isPH(p)) return 0;
      if (isYC(p)) {
        if (DATA_VENDOR.test(`${p.signalText} ${p.bio}`.toLowerCase()) && !ins) return 0;
        if (!ins) return 0;
        return ycHiring(p) ? 2 : 1;
      }
      const r = roles(p);
      const data = DATA_ENG.test(r);
      if (ins && data) return 3;
      if (ins && ENGINEER.test(r)) return 2;
      if (data && FINANCE_NEAR.test(t)) return 2;
      if (ins) return 1;
      if (data && /\bdata engineers?\b|\banalytics engineers?\b/.test(r)) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 2,
    query: "As a fractional CTO I'd like to meet New York founders who are about to hire their very first engineers",
    // 3: a New York company hiring its founding / first engineer. 2: the same outside New York,
    // or a tiny New York YC company that is hiring. 1: a tiny New York company just funded, or a
    // small New York team hiring engineers without saying they are the first.
    judge: (p) => {
      const t = text(p);
      if (isPH(p)) return 0;
      if (isYC(p)) {
        if (!NYC.test(p.location.toLowerCase())) return 0;
        const tiny = p.companySize === "1-10";
        if (tiny && ycHiring(p)) return 2;
        if (tiny) return 1;
        return 0;
      }
      const ny = NYC.test(p.location.toLowerCase()) || NYC.test(p.signalText.slice(0, 400).toLowerCase());
      const first = FIRST_ENG.test(t);
      if (ny && first) return 3;
      if (first) return 2;
      if (ny && EARLY_TEAM.test(t) && ENGINEER.test(roles(p))) return 2;
      if (ny && EARLY_TEAM.test(t)) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 4,
    query:
      "I'm a firmware engineer (C, RTOS, nRF52/STM32) looking for consumer hardware startups - smart home, appliances, wearables - that need embedded help",
    // 3: a consumer-hardware company hiring firmware/embedded engineers. 2: firmware openings at
    // other hardware companies, or a consumer-hardware company hiring hardware/EE or (YC) hiring.
    // 1: a consumer-hardware company or device launch showing no need.
    judge: (p) => {
      const t = text(p);
      const consumer = kind(p, CONSUMER_HW);
      if (isPH(p)) {
        if (FIRMWARE_VENDOR.test(t)) return 0;
        return consumer && /\b(?:device|hardware|wearable|ring|watch|earbuds|glasses|sensor|gadget)\b/.test(t) ? 1 : 0;
      }
      if (isYC(p)) {
        if (FIRMWARE_VENDOR.test(t)) return 0;
        const hw = /\bhardware\b|\bconsumer electronics\b|\biot\b|\bwearables?\b|\bdevices?\b/.test(t);
        if (!consumer || !hw) return 0;
        return ycHiring(p) ? 2 : 1;
      }
      const r = roles(p);
      const fw = FIRMWARE.test(r);
      if (consumer && fw) return 3;
      if (fw) return 2;
      if (consumer && HW_NEAR.test(r)) return 2;
      if (consumer) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 6,
    query:
      "I set up Zendesk and Intercom and write help centres. Which startups posted a customer support or success job in the past month?",
    // 3: an HN post from the last 30 days (from 2026-04-06) with a support/success opening.
    // 2: such an opening older than that, or a neighbouring customer-facing opening (solutions,
    // implementation, onboarding) in the window. 1: an older neighbouring opening.
    // Support software companies are vendors.
    judge: (p) => {
      if (!isHN(p)) return 0;
      const r = roles(p);
      const t = text(p);
      if (
        SUPPORT_VENDOR.test(t) &&
        /\b(?:ai|platform|agents?)\b/.test(t) &&
        /\b(?:we build|we're building|building|our product)\b[^.]{0,80}\bsupport\b/.test(t)
      )
        return 0;
      const support = SUPPORT_ROLE.test(r);
      const near = SUPPORT_NEAR.test(r);
      const fresh = within(p, 30);
      if (support && fresh) return 3;
      if (support) return 2;
      if (near && fresh) return 2;
      if (near) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 8,
    query:
      "Technical recruiter here, crypto is my niche. Looking for blockchain and web3 teams hiring engineers who can work remotely",
    // 3: a crypto/web3 team hiring engineers, remote allowed. 2: the same on site, or a remote
    // YC web3 company that is hiring (role unnamed). 1: a web3 company showing no hiring.
    judge: (p) => {
      const web3 = kind(p, WEB3);
      if (!web3) return 0;
      if (isPH(p)) return 1;
      if (isYC(p)) {
        if (ycHiring(p)) return remoteOk(p) ? 2 : 1;
        return 1;
      }
      const eng = ENGINEER.test(roles(p));
      if (eng && remoteOk(p)) return 3;
      if (eng || remoteOk(p)) return 2;
      return 1;
    },
  },
  {
    set: "fresh5",
    index: 10,
    query:
      "I'm a pitch deck designer and would love to work with startups in YC's Spring 2026 batch before their demo day",
    // Kind-only: every YC Spring 2026 company is 3 (the batch has not reached demo day in the
    // data). Summer 2026 (also before demo day) is 2, Winter 2026 (demo day behind it) is 1.
    // Companies selling pitch-deck or slide tools are vendors.
    judge: (p) => {
      const t = text(p);
      if (isPH(p)) return 0;
      if (
        PITCH_VENDOR.test(`${p.signalText} ${p.bio}`.toLowerCase()) &&
        /\b(?:pitch ?decks?|slides?|presentations?)\b/.test(p.signalText.toLowerCase())
      )
        return 0;
      if (SPRING26.test(t)) return 3;
      if (SUMMER26.test(t)) return 2;
      if (W26.test(t)) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 12,
    query:
      "I build and test betting and fantasy sports apps - who runs a sportsbook, prediction market or fantasy game and is hiring developers?",
    // 3: an operator of betting, prediction markets or fantasy games hiring developers.
    // 2: an operator hiring without naming developers (YC), or a betting-analytics/trading firm
    // hiring developers. 1: operators and betting tools showing no hiring.
    judge: (p) => {
      const tool = kind(p, BETTING_TOOL);
      const op = kind(p, BETTING_OPERATOR);
      if (!op && !tool) return 0;
      if (isPH(p)) return 1;
      if (isYC(p)) {
        if (op && !tool && ycHiring(p)) return 2;
        return 1;
      }
      const dev = DEV_ROLE.test(roles(p));
      if (op && !tool && dev) return 3;
      if (dev) return 2;
      return 1;
    },
  },
  {
    set: "fresh5",
    index: 14,
    query:
      "I'm a product designer and front-end dev who has spent years on apps for older adults. Any senior care or home care companies hiring?",
    // The query asks for hiring in general, so a YC senior-care company marked 'is hiring' is 3,
    // as is an HN post from one with product, design or engineering openings; an HN post hiring
    // only care staff is 2. Senior-care companies or launches showing no hiring are 1.
    judge: (p) => {
      const senior = kind(p, SENIOR_CARE);
      if (!senior) return 0;
      if (isPH(p)) return 1;
      if (isYC(p)) return ycHiring(p) ? 3 : 1;
      return DESIGN_FE_ROLE.test(roles(p)) ? 3 : 2;
    },
  },
  {
    set: "fresh5",
    index: 16,
    query: "agtech gis remote sensing",
    // 3: an agtech company hiring for GIS / remote-sensing / geospatial work. 2: an agtech company
    // hiring other roles, a YC agtech company with a geospatial product that is hiring, or a
    // geospatial opening in environment/climate. 1: agtech companies showing no hiring, or a
    // geospatial opening elsewhere. Launches of GIS or imagery tools are vendors.
    judge: (p) => {
      const t = text(p);
      const desc = isHN(p) ? p.signalText.toLowerCase() : `${p.signalText} ${p.bio} ${p.tags}`.toLowerCase();
      const ag = kind(p, AGRI);
      const geo = GEO.test(desc);
      if (isPH(p)) {
        if (geo) return 0;
        return 0;
      }
      if (isYC(p)) {
        if (ag && geo) return ycHiring(p) ? 2 : 1;
        if (ag) return ycHiring(p) ? 1 : 1;
        return 0;
      }
      const r = roles(p);
      if (ag && geo) return 3;
      if (ag) return 2;
      if (geo && /\b(?:climate|environment\w*|forest\w*|land use|carbon|nature|biodiversity|water)\b/.test(t)) return 2;
      if (geo && GEO.test(r)) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 18,
    query: "defence tech cleared engineers dc area",
    // 3: a defence company hiring engineers, clearance required or wanted, in the DC area.
    // 2: one of clearance / DC missing, or cleared DC engineering work not said to be defence.
    // 1: defence companies hiring engineers elsewhere without clearance, or defence companies
    // showing no hiring.
    judge: (p) => {
      const t = text(p);
      const desc = isHN(p) ? p.signalText.toLowerCase() : `${p.signalText} ${p.bio} ${p.tags}`.toLowerCase();
      const def = kind(p, DEFENCE);
      const dc = isHN(p)
        ? DC_AREA.test(`${p.location} ${p.signalText.slice(0, 500)}`.toLowerCase())
        : DC_AREA.test(p.location.toLowerCase());
      if (isPH(p)) return def && /\bdefen[cs]e\b|\bmilitary\b/.test(desc) ? 1 : 0;
      if (isYC(p)) {
        if (!def) return 0;
        if (ycHiring(p) && dc) return 2;
        return 1;
      }
      const eng = ENGINEER.test(roles(p));
      const cleared = CLEARED.test(t);
      if (!eng) return def ? 1 : 0;
      if (def && cleared && dc) return 3;
      if (def && (cleared || dc)) return 2;
      if (cleared && dc) return 2;
      if (def) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 20,
    query: "clinical trials software engineer",
    // 3: a clinical-trials company hiring software engineers. 2: a clinical-trials company hiring
    // other roles or (YC) hiring unnamed roles, or a pharma/biotech software opening. 1: clinical-
    // trials companies showing no hiring.
    judge: (p) => {
      const desc = isHN(p) ? p.signalText.toLowerCase() : `${p.signalText} ${p.bio} ${p.tags}`.toLowerCase();
      const ct = kind(p, CLINICAL_TRIALS);
      if (isPH(p)) return ct ? 1 : 0;
      if (isYC(p)) {
        if (!ct) return 0;
        return ycHiring(p) ? 2 : 1;
      }
      const eng = /\b(?:software|engineers?|developers?|full[- ]?stack|back[- ]?end|front[- ]?end|swes?)\b/.test(
        roles(p),
      );
      if (ct && eng) return 3;
      if (ct) return 2;
      if (eng && LIFE_SCI.test(desc)) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 22,
    query: "fractional cmo series a b2b",
    // 3: a Series A B2B company looking for marketing leadership. 2: a B2B company seeking
    // marketing leadership at another or unstated stage, or a Series A B2B company hiring other
    // marketing roles. 1: a Series A B2B company with no marketing need. Marketing tools are vendors.
    judge: (p) => {
      const t = text(p);
      if (isPH(p)) return 0;
      const seriesA = SERIES_A.test(t);
      const b2b = B2B.test(t);
      if (isYC(p)) {
        if (MARKETING_VENDOR.test(`${p.signalText} ${p.bio}`.toLowerCase())) return 0;
        return seriesA && /\bb2b\b/.test(t) ? 1 : 0;
      }
      const r = roles(p);
      const lead = CMO_NEED.test(r);
      const mkt = MARKETING_ANY.test(r);
      if (lead && seriesA && b2b) return 3;
      if (lead && b2b) return 2;
      if (seriesA && b2b && mkt) return 2;
      if (seriesA && b2b) return 1;
      if (lead) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 24,
    query: "kafka streaming consultant fintech",
    // 3: a fintech company whose opening names Kafka or event streaming. 2: Kafka/streaming work
    // outside fintech, or a fintech hiring data/backend engineers. 1: fintech companies hiring
    // otherwise. Streaming platforms are vendors.
    judge: (p) => {
      const t = text(p);
      if (isPH(p)) return 0;
      const desc = isHN(p) ? p.signalText.toLowerCase() : `${p.signalText} ${p.bio} ${p.tags}`.toLowerCase();
      const fin = kind(p, FINTECH);
      if (isYC(p)) {
        if (STREAM_VENDOR.test(desc)) return 0;
        if (fin && KAFKA.test(desc)) return ycHiring(p) ? 2 : 1;
        return 0;
      }
      if (STREAM_VENDOR.test(desc) && !fin) return 0;
      const stream = KAFKA.test(t);
      const kafka = /\bkafka\b|\bconfluent\b|\bflink\b|\bkinesis\b|\bredpanda\b|\bpulsar\b/.test(t);
      if (fin && stream) return 3;
      if (kafka) return 2;
      if (fin && DATA_ENG.test(roles(p))) return 2;
      if (stream) return 1;
      if (fin && /\bback[- ]?end\b|\bdistributed systems\b|\breal-time\b/.test(roles(p))) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 26,
    query: "remote dev work for travel and hotel booking startups",
    // 3: a travel / hotel booking company hiring developers with remote allowed. 2: the same on
    // site, or a YC travel company that is hiring. 1: travel startups showing no hiring.
    judge: (p) => {
      const travel = kind(p, TRAVEL_CO) || /\btravel\b/.test(p.tags.toLowerCase());
      if (!travel) return 0;
      if (isPH(p)) return 1;
      if (isYC(p)) return ycHiring(p) ? 2 : 1;
      const dev = DEV_ROLE.test(roles(p));
      if (dev && remoteOk(p)) return 3;
      if (dev) return 2;
      return 1;
    },
  },
  {
    set: "fresh5",
    index: 28,
    query: "Toronto or Vancouver teams that need devops / cloud infra help",
    // 3: a Toronto/Vancouver team hiring devops, SRE, platform or cloud-infra engineers.
    // 2: a Toronto/Vancouver team hiring other engineers (or YC, hiring), or such an opening
    // remote within Canada. 1: Toronto/Vancouver companies showing no hiring, or infra openings
    // elsewhere. DevOps tools are vendors.
    judge: (p) => {
      const place = isHN(p)
        ? TORONTO_VANCOUVER.test(`${p.location} ${p.signalText.slice(0, 400)}`.toLowerCase())
        : TORONTO_VANCOUVER.test(p.location.toLowerCase());
      if (isPH(p)) return 0;
      if (isYC(p)) {
        if (!place) return 0;
        if (DEVOPS_VENDOR.test(`${p.signalText} ${p.bio}`.toLowerCase())) return 0;
        return ycHiring(p) ? 2 : 1;
      }
      const r = roles(p);
      const devops = DEVOPS_ROLE.test(r);
      const canada = CANADA.test(`${p.location} ${p.signalText.slice(0, 400)}`.toLowerCase());
      if (place && devops) return 3;
      if (place && ENGINEER.test(r)) return 2;
      if (devops && canada) return 2;
      if (place) return 1;
      if (devops) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 30,
    query: "logistics companies that recently posted AI or ML engineer jobs to automate their ops",
    // Recently = the last 30 days of each source. 3: a logistics company whose post in that
    // window names an AI/ML engineering opening. 2: the same but older, or a recent engineering
    // post from a logistics company, or (YC) a logistics company marked hiring in the window.
    // 1: logistics companies otherwise. Launches of AI logistics software are vendors.
    judge: (p) => {
      const logi = kind(p, LOGISTICS_CO);
      if (!logi || isPH(p)) return 0;
      const fresh = within(p, 30);
      if (isYC(p)) {
        if (ycHiring(p) && fresh) return 2;
        return 1;
      }
      const r = roles(p);
      const ai = AI_ML_ROLE.test(r);
      if (ai && fresh) return 3;
      if (ai) return 2;
      if (fresh && ENGINEER.test(r)) return 2;
      return 1;
    },
  },
  {
    set: "fresh5",
    index: 32,
    query: "I do sales engineering - dev tools companies hiring SEs or forward deployed engineers",
    // 3: a developer-tools company hiring sales/solutions/forward-deployed engineers. 2: such an
    // opening at another kind of company, or a dev-tools company hiring DevRel/implementation
    // or (YC) hiring unnamed roles. 1: dev-tools companies hiring otherwise.
    judge: (p) => {
      const dev = kind(p, DEV_TOOLS) || /\bdeveloper tools\b/.test(p.tags.toLowerCase());
      if (isPH(p)) return 0;
      if (isYC(p)) {
        if (!dev) return 0;
        return ycHiring(p) ? 2 : 1;
      }
      const r = roles(p);
      const se = SE_ROLE.test(r);
      if (se && dev) return 3;
      if (se) return 2;
      if (dev && SE_NEAR.test(r)) return 2;
      if (dev) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 34,
    query: "open souce infra companies hiring rust people, remote ok",
    // 3: an open-source infrastructure company hiring Rust engineers with remote allowed.
    // 2: one of the three missing (not open source, on site, or open-source infra hiring remote
    // without Rust). 1: Rust openings missing two, or open-source infra companies with no opening.
    judge: (p) => {
      const t = text(p);
      const desc = isHN(p) ? p.signalText.toLowerCase() : `${p.signalText} ${p.bio} ${p.tags}`.toLowerCase();
      const oss = OSS.test(desc);
      const infra = INFRA.test(desc);
      if (isPH(p)) return 0;
      if (isYC(p)) {
        if (!(oss && infra)) return 0;
        if (ycHiring(p) && (RUST.test(desc) || remoteOk(p))) return 2;
        return 1;
      }
      const rust = RUST.test(t);
      const remote = remoteOk(p);
      const ossInfra = oss && infra;
      const eng = ENGINEER.test(roles(p));
      if (rust && ossInfra && remote) return 3;
      if (rust && (ossInfra || (remote && infra))) return 2;
      if (ossInfra && remote && eng) return 2;
      if (rust) return 1;
      if (ossInfra) return 1;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 36,
    query: "implementation and customer onboarding consultant for b2b saas",
    // 3: a B2B SaaS company hiring implementation / onboarding / deployment people. 2: such an
    // opening at a company not shown to be B2B software, or a B2B SaaS company hiring customer
    // success or solutions roles. 1: B2B SaaS companies hiring otherwise (HN) — YC rows show no
    // such need. Onboarding software is a vendor.
    judge: (p) => {
      if (isPH(p)) return 0;
      const desc = isHN(p) ? p.signalText.toLowerCase() : `${p.signalText} ${p.bio} ${p.tags}`.toLowerCase();
      if (ONBOARDING_VENDOR.test(desc)) return 0;
      const saas = B2B_SAAS.test(desc);
      if (isYC(p)) return 0;
      const r = roles(p);
      const impl = IMPL_ROLE.test(r);
      if (impl && saas) return 3;
      if (impl) return 2;
      if (saas && IMPL_NEAR.test(r)) return 2;
      return 0;
    },
  },
  {
    set: "fresh5",
    index: 38,
    query: "contract performance tuning - profiling slow backends",
    // 3: a post asking for backend performance work (performance engineering, profiling, latency
    // or throughput tuning, slow queries). 2: a backend opening that stresses performance or low
    // latency. 1: a backend opening saying scale matters. Profiling and APM products are vendors.
    judge: (p) => {
      if (!isHN(p)) return 0;
      const t = text(p);
      if (PERF_VENDOR.test(t) && /\b(?:our (?:product|platform)|we build)\b/.test(t)) return 0;
      const back = BACKEND.test(t);
      if (PERF_STRONG.test(t) && back) return 3;
      if (PERF_NEED.test(t) && back) return /\bat scale\b/.test(t.match(PERF_NEED)?.[0] ?? "") ? 1 : 2;
      return 0;
    },
  },
];
