export type SampleMatch = {
  matchScore: number;
  title: string;
  subtitle: string;
  status: "Needs Help" | "Looking for Help";
};

/** Illustrative matches for the landing page's 'Smart Matches, Real Results' grid. */
export const sampleMatches: readonly SampleMatch[] = [
  {
    matchScore: 94,
    title: "Fintech startup rebuilding its onboarding",
    subtitle: "Just raised a seed round",
    status: "Needs Help",
  },
  {
    matchScore: 89,
    title: "E-commerce brand with a slow checkout",
    subtitle: "Asked for advice on Reddit",
    status: "Looking for Help",
  },
  {
    matchScore: 85,
    title: "SaaS team preparing a launch",
    subtitle: "Needs landing page copy before Product Hunt",
    status: "Needs Help",
  },
  {
    matchScore: 82,
    title: "Health-tech company growing its content",
    subtitle: "Recently funded, starting a blog",
    status: "Looking for Help",
  },
  {
    matchScore: 78,
    title: "Logistics startup drowning in spreadsheets",
    subtitle: "Posted on LinkedIn about reporting pain",
    status: "Needs Help",
  },
  {
    matchScore: 75,
    title: "Design agency with too much work",
    subtitle: "Hiring freelance front-end developers",
    status: "Looking for Help",
  },
  {
    matchScore: 72,
    title: "Restaurant group going online",
    subtitle: "Wants an ordering app for new locations",
    status: "Needs Help",
  },
  {
    matchScore: 68,
    title: "Nonprofit refreshing its brand",
    subtitle: "Grant funded, looking for a designer",
    status: "Looking for Help",
  },
  {
    matchScore: 65,
    title: "Coach building an email course",
    subtitle: "Tweeted about needing a copywriter",
    status: "Needs Help",
  },
  {
    matchScore: 62,
    title: "Y Combinator founder exploring paid ads",
    subtitle: "Early stage, hiring for growth",
    status: "Looking for Help",
  },
];

/** 90 and above green, 80-89 blue, 70-79 yellow, below 70 grey. */
export function scoreTone(score: number): { label: string; className: string } {
  if (score >= 90) return { label: "Excellent match", className: "bg-emerald-100 text-emerald-800 ring-emerald-200" };
  if (score >= 80) return { label: "Strong match", className: "bg-blue-100 text-blue-800 ring-blue-200" };
  if (score >= 70) return { label: "Good match", className: "bg-yellow-100 text-yellow-900 ring-yellow-200" };
  return { label: "Possible match", className: "bg-slate-100 text-slate-700 ring-slate-200" };
}
