/**
 * Buyer or vendor, judged against what a freelancer sells. A launch or a
 * company whose product does the freelancer's work (a landing-page builder
 * for a web designer, an AI copywriter for a copywriter) competes with them
 * rather than hiring them. Someone hiring or asking for help is a buyer
 * whatever their product.
 *
 * Each service family pairs words that name the service in a freelancer's
 * niche with patterns that name a product doing that service. The families
 * are general trades, not tuned to any one query.
 */
type Family = { niche: RegExp; product: RegExp[] };

// A product noun: what a vendor calls the thing it sells.
const P =
  "(?:builder|generator|maker|creator|platform|tool|tools|software|app|studio|editor|assistant|copilot|agent|api|plugin|templates?|engine|suite|automation|saas|ai)";

const families: Family[] = [
  {
    // websites and landing pages
    niche:
      /\b(web ?(?:site)?s?|websites?|landing pages?|web design\w*|web develop\w*|wordpress|webflow|shopify|front[- ]?end|site)\b/i,
    product: [
      new RegExp(String.raw`\b(?:website|web ?site|landing[- ]page|site|page|storefront|store)s?\s+${P}`, "i"),
      /\b(?:build|create|generate|launch|design)s?\s+(?:a\s+|your\s+|beautiful\s+|stunning\s+)?(?:websites?|landing pages?|sites?|storefronts?|(?:online |web )?stores?|shops?)\b(?:\s+\w+){0,4}\s+(?:in (?:minutes|seconds)|without (?:code|coding|a developer|a designer|plugins?)|with ai|using ai)/i,
      /\bno-?code\s+(?:website|web|site|landing)/i,
      /\bai\s+(?:website|web ?site|landing page|site)\s+(?:builder|generator|designer)/i,
      /\bwebsite\s+(?:in (?:minutes|seconds))/i,
      // add-ons sold for a site builder or a shop platform
      /\b(?:wordpress|shopify|webflow|woocommerce|wix|squarespace)\s+(?:[\w-]+\s+)?(?:plugins?|themes?|apps?|extensions?|integrations?|builders?|sandbox(?:es)?|tools?)\b/i,
      /\b(?:plugins?|themes?|apps?|extensions?) for (?:wordpress|shopify|webflow|woocommerce|wix|squarespace)\b/i,
      // a platform that gives each customer their own site or shop
      /\b(?:your|their) own (?:online )?(?:store|shop|website|site|storefront)\b/i,
    ],
  },
  {
    // graphic, brand, UI and product design
    niche: /\b(design\w*|ui|ux|branding|brand identity|logos?|graphic\w*|illustrat\w*|figma|mockups?)\b/i,
    product: [
      new RegExp(
        String.raw`\b(?:design|logo|brand(?:ing)?|graphic|ui|ux|mockup|illustration|icon|presentation|slide|banner|thumbnail|prototyp\w*|wireframe)s?\s+${P}`,
        "i",
      ),
      /\bai\s+(?:designer|design (?:tool|assistant|agent)|logo|illustrat)/i,
      /\b(?:design|create|generate)s?\s+(?:logos?|brand (?:kits?|identit\w+)|graphics|mockups|ui|interfaces|slides|presentations)\b(?:\s+\w+){0,4}\s+(?:in (?:minutes|seconds)|with ai|using ai|automatically|without a designer)/i,
      /\b(?:design|figma)[- ]to[- ]code\b/i,
      /\bfigma\s+plugin\b/i,
      /\bdesign automation\b/i,
      // a whole brand made for you: 'a complete brand identity in minutes'
      /\b(?:logos?|brand (?:identit\w+|kits?|systems?)|branding)\b[^.\n]{0,60}\b(?:in (?:minutes|seconds|under \w+ minutes)|with ai|ai-generated)\b/i,
      /\bai\s+creative director\b/i,
      /\b(?:social media|profile)\s+(?:images?|banners?|graphics|visuals)\b/i,
      /\b(?:polished|professional|stunning|beautiful)\s+(?:visuals|graphics|mockups?)\b/i,
    ],
  },
  {
    // copy, content and writing
    niche: /\b(writ\w*|copy\w*|content|blog\w*|articles?|ghostwrit\w*|editing|editor|newsletters?)\b/i,
    product: [
      new RegExp(
        String.raw`\b(?:writing|copy(?:writing)?|content|blog|article|essay|newsletter|caption|post)s?\s+${P}`,
        "i",
      ),
      /\bai\s+(?:writer|writing|copywriter|content (?:writer|generator|creation)|ghostwriter|blog)/i,
      /\b(?:writes?|generates?|creates?)\s+(?:your\s+)?(?:blog posts?|articles?|copy|content|newsletters?|captions?|emails?)\b(?:\s+\w+){0,4}\s+(?:in (?:minutes|seconds)|with ai|using ai|automatically|for you)/i,
      // the product itself writes the piece: reports, docs, stories
      /\b(?:writes?|generates?|crafts?|drafts?)\s+(?:[\w-]+,?\s+){0,3}(?:reports?|docs|documentation|articles?|blog posts?|stories|fictions?|copy)\b/i,
      /\b(?:docs|documentation)\s+in (?:just )?a few (?:clicks|seconds|minutes)\b/i,
    ],
  },
  {
    // marketing, SEO, ads, social
    niche:
      /\b(marketing|marketer|seo|sem|ads?|advertis\w*|social media|growth|lead gen\w*|email campaigns?|ppc|outreach)\b/i,
    product: [
      new RegExp(
        String.raw`\b(?:seo|geo|aeo|marketing|ad|ads|advertising|social media|growth|email marketing|lead(?:s| generation| gen)?|outreach|campaign|influencer)\s+${P}`,
        "i",
      ),
      /\bai\s+(?:marketer|marketing|seo|ad (?:creative|generator)|social media manager|sdr|growth)/i,
      /\b(?:automates?|automate|runs?|generates?|creates?)\s+(?:your\s+)?(?:seo|marketing|ads|ad campaigns|social media|social posts|outreach|lead generation|cold emails?)\b/i,
      /\b(?:rank (?:higher|on google)|more organic traffic)\b.*\b(?:tool|platform|software|app)\b/i,
      /\bai\s+(?:gtm|go-to-market|outbound|sales development)\s+(?:agents?|team|teammate)\b/i,
      /\bbooks?\s+(?:qualified\s+)?(?:meetings|demos)\b/i,
      /\b(?:warms? up|grows?|builds?)\s+(?:your\s+)?(?:\w+\s+)?(?:accounts?|audience|followers|credibility|karma)\b/i,
      /\bai search visibility\b/i,
    ],
  },
  {
    // building software, apps and automations
    niche:
      /\b(develop\w*|engineer\w*|programm\w*|coding|software|apps?|mobile|ios|android|full[- ]?stack|back[- ]?end|mvp|react|python|automation|no-?code|integrations?)\b/i,
    product: [
      // 'software platform' alone is any software company; an app builder is a vendor
      /\b(?:app|mobile app|software|mvp|internal tool)\s+(?:builder|generator|maker|creator)\b/i,
      /\b(?:no-?code|low-?code)\s+(?:builder|generator|maker|platform|creator)\b/i,
      /\bai\s+(?:software engineer|developer|coding (?:assistant|agent)|code (?:generator|assistant|review)|engineer|app builder|programmer)/i,
      /\b(?:build|create|generate|ship)s?\s+(?:full[- ]stack\s+)?(?:apps?|software|mvps?|internal tools)\b(?:\s+\w+){0,4}\s+(?:without (?:code|coding|developers?|engineers?)|with ai|using ai|in (?:minutes|seconds)|from (?:a )?prompts?)/i,
      /\b(?:coding|code)\s+(?:assistant|agent|copilot|generator)\b/i,
      /\b(?:workflow|business process)\s+automation\s+(?:platform|tool|software)\b/i,
      /\bvibe[- ]cod\w*/i,
      /\bcoding agents?\b/i,
      /\b(?:build|create|ship|host)\w*\b[^.\n]{0,50}\b(?:apps?|software|tools)\b[^.\n]{0,20}\bby (?:chatting|talking|describing|prompting)\b/i,
      /\bno-?code\b[^.\n]{0,30}\bautomations?\b/i,
      // agents that do the engineering work themselves: automate, test, build, fix
      /\bagents?\s+(?:to|that)\s+(?:\w+\s+(?:and\s+)?){0,2}(?:automate|test|build|code|debug|fix)\b/i,
      /\bautomatically\s+(?:profile|optimi[sz]e|refactor|fix|debug|test|write code)\b/i,
    ],
  },
  {
    // video, photo and audio
    niche: /\b(video\w*|film\w*|motion|animation|photo\w*|editing|podcast\w*|audio|voice ?over|youtube)\b/i,
    product: [
      new RegExp(String.raw`\b(?:video|photo|image|audio|podcast|voice|animation|clip|subtitle|caption)s?\s+${P}`, "i"),
      /\bai\s+(?:video|photo|image|voice|avatar|animation|editor|podcast)/i,
      /\b(?:edit|create|generate|turn)s?\s+(?:\w+\s+){0,2}(?:videos?|photos?|images?|podcasts?|clips?|shorts|reels)\b(?:\s+\w+){0,4}\s+(?:in (?:minutes|seconds)|with ai|using ai|automatically)/i,
      /\bai-(?:generated|powered)\b[^.\n]{0,30}\b(?:videos?|animations?)\b/i,
      /\b(?:videos?|animations?)\b[^.\n]{0,25}\bgenerator\b/i,
      /\bturn\w*\s+(?:[\w']+\s+){0,3}into\s+(?:[\w-]+\s+){0,3}(?:videos?|clips|animations?)\b/i,
      /\b(?:professional|stunning)\s+videos?\b/i,
    ],
  },
  {
    // data, analytics, dashboards
    niche: /\b(data|analytics|analyst|dashboards?|bi|business intelligence|reporting|sql|machine learning|ml)\b/i,
    product: [
      /\b(?:analytics|bi|business intelligence|dashboard|reporting|data (?:pipeline|warehouse|integration|platform)|etl)\s+(?:platform|tool|software|app|solution|suite)\b/i,
      /\bai\s+(?:data analyst|analyst|analytics|quant)\b/i,
      /\b(?:builds?|generates?|creates?)\s+(?:dashboards|reports|charts)\b(?:\s+\w+){0,4}\s+(?:in (?:minutes|seconds)|with ai|automatically|without sql)/i,
      /\banalytics\s+(?:to|for)\s+\w+/i,
      /\b(?:instant|automatic|ai[- ]generated)\s+(?:charts|dashboards|insights|reports)\b/i,
      /\bask\w*\s+(?:\w+\s+){0,3}in plain english\b/i,
      /\b(?:excel|spreadsheet|google sheets)\s+(?:add-?in|plugin|copilot|agent)\b/i,
      /\bai\s+(?:formulas|functions)\b/i,
    ],
  },
  {
    // bookkeeping, accounting, finance back office
    niche: /\b(bookkeep\w*|accounting|accountant|cfo|tax\w*|invoic\w*|payroll|finance)\b/i,
    product: [
      /\b(?:bookkeeping|accounting|tax|invoic\w*|payroll|expense|finance|fp&a|close)\s+(?:platform|tool|software|app|automation|copilot|assistant|agent|ai|solution)\b/i,
      /\bai(?:-powered|-native)?\s+(?:bookkeep(?:er|ing)|accountants?|accounting|cfos?|tax|finance (?:team|assistant))\b/i,
      /\bautomates?\s+(?:your\s+)?(?:bookkeeping|accounting|taxes|invoicing|payroll|month-end close)\b/i,
      // doing the books for others: 'run their financial back office: bookkeeping, taxes, payroll'
      /\b(?:run|runs|running|handle|handles|do|does)\s+(?:their|your)\s+(?:financial back office|bookkeeping|books|accounting|taxes|payroll)\b/i,
      /\bmak(?:e|es|ing)\s+(?:bookkeeping|accounting|taxes)\s+(?:invisible|effortless|easy|automatic)\b/i,
    ],
  },
  {
    // data labelling and annotation for machine learning
    niche: /\b(data label\w*|labell?ing|annotat\w*|training data)\b/i,
    product: [
      /\b(?:data )?(?:labell?ing|annotation)\s+(?:platform|tool|tools|software|api|automation|ai|engine|suite|workforce|service)\b/i,
      /\b(?:label|annotate)s?\s+(?:[\w-]+\s+){0,2}(?:data|images|datasets?|text|video)\b/i,
      // a company whose own line or category is the work itself: 'real-world training data', 'Data Labeling'
      /\b(?:data labell?ing|data annotation|training data)\b/i,
      /\b(?:training|evaluation|eval) data\s+(?:platform|for|provider|marketplace)\b/i,
      /\bhuman-in-the-loop\b/i,
    ],
  },
  {
    // compliance and security audits: SOC 2, ISO 27001, HIPAA, GDPR readiness
    niche: /\b(soc ?2|iso ?27001|hipaa|gdpr|compliance|audits?|auditing|auditors?|pen ?test\w*|penetration test\w*)\b/i,
    product: [
      /\b(?:compliance|soc ?2|grc|audit|trust|security questionnaires?|vendor risk|governance)(?:\s+(?:and|&)\s+\w+|\s+management)?\s+(?:platform|automation|software|tool|tools|ai|agent|agents|copilot|suite)\b/i,
      /\bautomated (?:compliance|audits?|soc ?2)\b/i,
      /\bautomat\w*\s+(?:your\s+)?(?:soc ?2|iso ?27001|hipaa|gdpr|compliance|audits?|security questionnaires?|pen ?tests?)\b/i,
      /\b(?:get|become)\s+(?:soc ?2|iso ?27001|hipaa)\s+(?:compliant|certified|ready)\b/i,
      /\bai\s+(?:compliance|auditor|pen ?test\w*|security (?:engineer|analyst))\b/i,
      /\breplaces?\s+(?:[\w-]+\s+){0,3}(?:security|compliance|privacy|legal)\s+(?:headcount|teams?|officers?|consultants?)\b/i,
    ],
  },
  {
    // cloud, DevOps and security engineering: set-ups, reviews, hardening, cost cuts
    niche:
      /\b(devops|sre|site reliability|cloud|aws|gcp|azure|kubernetes|terraform|infrastructure|infra|security|cybersecurity|pen ?test\w*|penetration test\w*|finops)\b/i,
    product: [
      /\b(?:cloud|container|kubernetes|infrastructure|infra|devops|deployment|security|cybersecurity|cloud cost|finops)\s+(?:security\s+)?(?:platform|tool|tools|software|automation|agents?|copilot|suite|solution)\b/i,
      /\bai\s+(?:agents?\s+for\s+(?:cloud|infrastructure|devops|security)|(?:devops|sre|security|infrastructure|cloud)\s+(?:engineer|agent|teammate|analyst))\b/i,
      // the products of the trade by their own names
      /\b(?:siem|paas|cspm|cnapp|xdr)\b/i,
      /\breplaces?\s+(?:[\w-]+\s+){0,3}(?:security|devops|sre|infrastructure|compliance)\s+(?:headcount|teams?|engineers?)\b/i,
      /\b(?:saves?|cuts?|reduces?|lowers?)\s+(?:[\w-]+\s+){0,3}(?:cloud|aws|infrastructure)\s+(?:costs?|spend|bills?)\b/i,
    ],
  },
  {
    // support, assistants, recruiting, translation: service trades with their own tools
    niche:
      /\b((?:virtual |executive |personal )?assistants?|customer support|support|recruit\w*|hiring|translat\w*|locali[sz]\w*|transcri\w*|chatbots?|conversational ai|voice agents?)\b/i,
    product: [
      /\b(?:customer support|support|helpdesk|help desk|recruiting|hiring|applicant tracking|translation|localization|transcription)\s+(?:platform|tool|software|app|automation|ai|agent|chatbot)\b/i,
      /\bai\s+(?:support agent|assistant|recruiter|translator|transcription|receptionist|executive assistant|sdr)\b/i,
      /\bai\s+(?:\w+\s+)?(?:assistant|receptionist|secretary|teammate|ops manager|operations agent)\b/i,
      /\b(?:autonomous|ai)\s+(?:operations|ops)\s+(?:agent|manager)\b/i,
      /\banswers?\s+(?:\w+\s+)?(?:questions|calls|tickets|inquiries)\b/i,
      /\b(?:manag\w+|triag\w+)\s+your\s+(?:calendar|inbox|emails?)\b/i,
      // doing the manual back-office work people outsource
      /\b(?:replac\w+|automat\w+)\s+(?:the\s+)?(?:manual|operational|back-office|admin\w*)\s+(?:\w+\s+)?(?:work|tasks)\b/i,
    ],
  },
  {
    // legal work: contracts, counsel, compliance paperwork
    niche: /\b(lawyers?|legal|attorneys?|counsel|paralegals?|contract (?:review|drafting|negotiation))\b/i,
    product: [
      /\b(?:legal|contract(?: review| management| lifecycle)?|negotiation)\s+(?:and\s+\w+\s+)?(?:ai|platform|software|tool|copilot|assistant|agents?)\b/i,
      /\bai\s+(?:lawyer|attorney|paralegal|legal (?:assistant|agent|copilot)|contract review)/i,
      /\b(?:ai|tech)[- ](?:native|powered|enabled) law firm\b/i,
    ],
  },
  {
    // press and public relations
    niche: /\b(pr|public relations|press|publicists?|media relations|communications|comms)\b/i,
    product: [
      new RegExp(
        String.raw`\b(?:pr|press release|media (?:database|monitoring|list)|journalist|media relations|earned media)s?\s+${P}`,
        "i",
      ),
      /\bai\s+(?:pr|publicist|press releases?)\b/i,
      /\b(?:get|land|earn)s?\s+(?:you\s+)?(?:press|media) (?:coverage|mentions)\b/i,
      /\b(?:find|pitch|reach)(?:es|ing)?\s+(?:the right\s+|relevant\s+)?(?:journalists|reporters)\b/i,
    ],
  },
];

export type VendorCheck = {
  signalKind: string;
  company: string;
  bio: string;
  signalText: string;
  tags?: string;
  industry?: string;
  source?: string;
};

/** Whether this prospect sells what a freelancer in `niche` sells (see the file comment). */
export function isVendorFor(p: VendorCheck, niche: string): boolean {
  return vendorTest(niche)?.(p) ?? false;
}

/**
 * isVendorFor with the niche read once, for checking many prospects against
 * one search; null when the niche names none of the services above.
 */
export function vendorTest(niche: string): ((p: VendorCheck) => boolean) | null {
  const mine = families.flatMap((f, i) => (f.niche.test(niche) ? [i] : []));
  if (!mine.length) return null;
  const sells = productPattern(mine);
  return (p) => {
    // Hiring or asking for help is buying, whatever the product.
    if (!maySell(p)) return false;
    return sells.test(`${p.company}\n${p.signalText}\n${p.bio}\n${p.tags ?? ""}`);
  };
}

const productPatterns = new Map<string, RegExp>();

/**
 * The product rules of the families at `indices` as one pattern, built once per set of families.
 * A search judges hundreds of texts; one scan of each with the rules as alternatives, their shared
 * leading word boundary taken out, costs about a sixth of testing the rules one by one
 * (docs/performance.md, "Search speed: the vendor rules in one pattern").
 */
function productPattern(indices: number[]): RegExp {
  const key = indices.join(",");
  let re = productPatterns.get(key);
  if (!re) {
    const rules = indices.flatMap((i) => families[i]!.product.map((r) => r.source));
    const atWord = rules.filter((r) => r.startsWith("\\b")).map((r) => `(?:${r.slice(2)})`);
    const rest = rules.filter((r) => !r.startsWith("\\b")).map((r) => `(?:${r})`);
    re = new RegExp([...(atWord.length ? [`\\b(?:${atWord.join("|")})`] : []), ...rest].join("|"), "i");
    productPatterns.set(key, re);
  }
  return re;
}

/** Whether a prospect's signal can show it selling at all: hiring (outside YC's directory) or asking for help is buying. */
export const maySell = (p: { signalKind: string; source?: string }) =>
  !((p.signalKind === "hiring" && p.source !== "ycombinator") || p.signalKind === "pain_point");
