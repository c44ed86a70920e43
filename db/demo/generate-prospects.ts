import type { NewProspect, SignalKind } from "../schema/prospects";

/**
 * A deterministic generator of synthetic prospects for the demo data set and
 * the benchmarks. Every row is marked `is_demo` and sourced 'demo', so it can
 * never be mistaken for a real lead.
 */

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prefixes = [
  "Nova",
  "Blue",
  "Bright",
  "Quant",
  "Terra",
  "Pixel",
  "Swift",
  "Atlas",
  "Orbit",
  "Lumen",
  "Cedar",
  "Vertex",
  "Kite",
  "Harbor",
  "Ember",
  "Signal",
  "Maple",
  "Iron",
  "Echo",
  "Nimbus",
];
const suffixes = [
  "Labs",
  "Works",
  "HQ",
  "AI",
  "Pay",
  "Health",
  "Stack",
  "Cloud",
  "Logic",
  "Metrics",
  "Flow",
  "Grid",
  "Forge",
  "Desk",
  "Loop",
];
const industries = [
  "Fintech",
  "Healthcare",
  "E-commerce",
  "Education",
  "SaaS",
  "Marketing",
  "Real Estate",
  "Logistics",
  "Climate",
  "Developer Tools",
  "Media",
  "Legal",
];
const locations = [
  "San Francisco, CA",
  "New York, NY",
  "London, UK",
  "Lagos, Nigeria",
  "Berlin, Germany",
  "Toronto, Canada",
  "Austin, TX",
  "Nairobi, Kenya",
  "Bangalore, India",
  "Remote",
];
const sizes = ["1-10", "11-50", "51-200", "201-500"];
const stages = ["Pre-seed", "Seed", "Series A", "Series B", "Bootstrapped"];
const firstNames = [
  "Ada",
  "Ben",
  "Chioma",
  "Daniel",
  "Elena",
  "Femi",
  "Grace",
  "Hiro",
  "Ines",
  "Jamal",
  "Kemi",
  "Liam",
  "Maya",
  "Noah",
  "Olu",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tara",
];
const lastNames = [
  "Adeyemi",
  "Brown",
  "Chen",
  "Diaz",
  "Eze",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ibrahim",
  "Jones",
  "Khan",
  "Lopez",
  "Mensah",
  "Nwosu",
  "Okafor",
  "Patel",
  "Rossi",
  "Smith",
  "Tanaka",
  "Usman",
];
const roles = [
  "Founder",
  "CEO",
  "CTO",
  "Head of Product",
  "Head of Marketing",
  "VP Engineering",
  "Operations Lead",
  "Co-founder",
];
const skills = [
  "React",
  "Node.js",
  "Python",
  "UX design",
  "SEO",
  "copywriting",
  "data analysis",
  "mobile apps",
  "DevOps",
  "brand design",
  "growth marketing",
  "Shopify",
];
const painPool = [
  "Slow website hurting conversions",
  "No in-house design team",
  "Manual reporting eats hours every week",
  "Needs to ship an MVP before the next raise",
  "Low organic traffic",
  "Onboarding flow loses users",
  "Legacy code slows new features",
  "No marketing automation",
  "Mobile app ratings are falling",
  "Data scattered across spreadsheets",
];
const insightPool = [
  "Fast decision maker",
  "Budget approved",
  "Values quality",
  "Growing team",
  "Prefers async communication",
  "Recently funded",
  "Active on social media",
  "Open to contractors",
];

const signalTemplates: Record<
  SignalKind,
  ((s: { skill: string; company: string; industry: string; stage: string }) => string)[]
> = {
  hiring: [
    (s) => `${s.company} is hiring a freelance ${s.skill} specialist to help the team ship faster.`,
    (s) => `Looking for a ${s.skill} contractor for a 3-month ${s.industry.toLowerCase()} project.`,
  ],
  launch: [
    (s) =>
      `${s.company} just launched a new ${s.industry.toLowerCase()} product and is asking for feedback on ${s.skill}.`,
    (s) => `Launch week at ${s.company}: early users are reporting issues the team wants help with.`,
  ],
  funding: [
    (s) => `${s.company} announced a ${s.stage} round and plans to grow its ${s.industry.toLowerCase()} platform.`,
    (s) => `Fresh ${s.stage} funding for ${s.company}; the founders say they will invest in ${s.skill}.`,
  ],
  pain_point: [
    (s) => `"We need help with ${s.skill} — our current setup is holding ${s.company} back." `,
    (s) => `Asking for recommendations: who can fix our ${s.skill} problems before the next release?`,
  ],
};
/** The opening each hiring template asks for, in the template's order. */
const hiringRoles: ((skill: string) => string)[] = [
  (skill) => `Freelance ${skill} specialist`,
  (skill) => `${skill} contractor`,
];
const kinds: SignalKind[] = ["hiring", "launch", "funding", "pain_point"];

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const pickSome = <T>(rnd: () => number, list: readonly T[], n: number) => {
  const out = new Set<T>();
  while (out.size < n) out.add(pick(rnd, list));
  return [...out];
};

const DAY = 86_400_000;

/** Prospect number `i` of a data set; the same (seed, i) always gives the same row. */
export function generateProspect(i: number, seed = 1, now = Date.now()): NewProspect {
  const rnd = mulberry32(seed * 1_000_003 + i);
  const company = `${pick(rnd, prefixes)}${pick(rnd, suffixes)} ${i}`;
  const industry = pick(rnd, industries);
  const stage = pick(rnd, stages);
  const skill = pick(rnd, skills);
  const kind = pick(rnd, kinds);
  const location = pick(rnd, locations);
  const name = `${pick(rnd, firstNames)} ${pick(rnd, lastNames)}`;
  const signalDate = now - Math.floor(rnd() * 90 * DAY);
  const slug = company.toLowerCase().replace(/[^a-z0-9]+/g, "");
  // Drawn in the same order as always, so a seed gives the rows it always gave.
  const title = pick(rnd, roles);
  const remote = location === "Remote" || rnd() < 0.3;
  pick(rnd, sizes); // was the bio's own size, which could contradict the company's
  const companySize = pick(rnd, sizes);
  const template = Math.floor(rnd() * signalTemplates[kind].length);
  const signalText = signalTemplates[kind][template]!({ skill, company, industry, stage });
  return {
    dedupeKey: `demo:${seed}:${i}`,
    name,
    company,
    // The role is the opening a hiring post is about (what a pitch names), not the contact's title.
    role: kind === "hiring" ? hiringRoles[template]!(skill) : "",
    location,
    remote,
    bio: `${name} is ${title} at ${company}, ${/^[AEIOU]/.test(industry) ? "an" : "a"} ${industry} company (${stage}, ${companySize} people).`,
    industry,
    companySize,
    stage,
    website: `https://${slug}.example`,
    email: `${name.split(" ")[0]?.toLowerCase()}@${slug}.example`,
    source: "demo",
    sourceId: String(i),
    signalKind: kind,
    signalText,
    signalDate: new Date(signalDate),
    painPoints: pickSome(rnd, painPool, 2 + Math.floor(rnd() * 2)),
    insights: pickSome(rnd, insightPool, 2),
    tags: `${skill} ${industry} ${stage}`,
    recentActivity: [],
    isDemo: true,
    firstSeenAt: new Date(signalDate),
    lastActiveAt: new Date(Math.min(now, signalDate + Math.floor(rnd() * 10 * DAY))),
  };
}
