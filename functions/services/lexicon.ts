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
      /\b(fintech|payments?|banking|neobanks?|lending|loans?|insurtech|credit cards?|crypto|defi|stablecoins?|accounting|invoic(?:e|es|ing)|bookkeeping|financial services|personal finance|trading platform|wealth management)\b/i,
  },
  {
    name: "Healthcare",
    words:
      /\b(health ?care|healthtech|health|medical|medicine|clinics?|clinical|patients?|hospitals?|pharma\w*|biotech|therapy|therapists?|doctors?|physicians?|nurses?|dental|telehealth|mental health)\b/i,
  },
  {
    name: "E-commerce",
    words:
      /\b(e-?commerce|ecommerce|shopify|online stores?|retail(?:ers)?|d2c|dtc|direct[- ]to[- ]consumer|shopping|merchants?|woocommerce)\b/i,
  },
  {
    name: "Education",
    words:
      /\b(edtech|education|e-?learning|students?|teachers?|schools?|universit(?:y|ies)|tutor\w*|online courses?)\b/i,
  },
  {
    name: "Developer Tools",
    words:
      /\b(dev ?tools?|developer tools?|developer platform|devops|sdks?|observability|ci\/cd|infrastructure as code|open[- ]source (?:tool|library|framework)s?|api platform)\b/i,
  },
  {
    name: "Artificial Intelligence",
    words:
      /\b(ai|a\.i\.|artificial intelligence|machine learning|llms?|gpt|genai|generative|ai agents?|agentic|computer vision|nlp)\b/i,
  },
  {
    name: "Marketing",
    words:
      /\b(marketing|adtech|advertising|seo|email campaigns?|social media marketing|influencers?|marketing agenc(?:y|ies))\b/i,
  },
  { name: "Real Estate", words: /\b(real estate|proptech|property management|mortgages?|landlords?|tenants?)\b/i },
  {
    name: "Logistics",
    words: /\b(logistics|supply chain|freight|shipping (?:company|platform)|fleet|warehous\w*|trucking)\b/i,
  },
  {
    name: "Climate",
    words: /\b(climate|cleantech|carbon|solar|renewables?|clean energy|decarboni\w*|batter(?:y|ies))\b/i,
  },
  { name: "Legal", words: /\b(legal ?tech|legal|law firms?|lawyers?|attorneys?|paralegals?)\b/i },
  {
    name: "HR",
    words: /\b(hr tech|human resources|payroll|recruiting platform|applicant tracking|workforce management)\b/i,
  },
  {
    name: "Security",
    words: /\b(cyber ?security|security|infosec|identity management|fraud prevention|penetration testing)\b/i,
  },
  { name: "Media", words: /\b(media|video|music|podcasts?|games?|gaming|streaming|publishers?|newsletters?)\b/i },
  { name: "Nonprofit", words: /\b(non-?profits?|not[- ]for[- ]profit|charit(?:y|ies)|ngos?|foundations?)\b/i },
  {
    name: "Food & Hospitality",
    words: /\b(restaurants?|cafes?|bakery|bakeries|catering|hospitality|hotels?|food delivery)\b/i,
  },
];

/** Query words that ask for a broad area without naming a lexicon industry word. */
const queryOnlyIndustryWords: Record<string, RegExp> = {
  B2B: /\b(b2b|saas)\b/i,
};

function countDistinct(text: string, rule: RegExp) {
  const global = new RegExp(rule.source, "gi");
  return new Set((text.match(global) ?? []).map((w) => w.toLowerCase())).size;
}

/**
 * The industry a post is about: the one whose distinct words it uses most
 * (ties go to the earlier, more specific entry); "" when none.
 */
export function classifyIndustry(text: string) {
  let best = "";
  let most = 0;
  for (const { name, words } of industries) {
    const n = countDistinct(text, words);
    if (n > most) {
      best = name;
      most = n;
    }
  }
  return best;
}

/** Every industry a description asks for (a search may name several). */
export function industriesAskedFor(query: string) {
  const asked = industries.filter((i) => i.words.test(query)).map((i) => i.name);
  for (const [name, rule] of Object.entries(queryOnlyIndustryWords)) if (rule.test(query)) asked.push(name);
  return asked;
}

/** Whether a prospect's own text is about an industry (by its words, not by a stored guess). */
export function textIsAbout(text: string, industry: string) {
  const rule = industries.find((i) => i.name === industry)?.words ?? queryOnlyIndustryWords[industry];
  return rule ? rule.test(text) : text.includes(industry.toLowerCase());
}
