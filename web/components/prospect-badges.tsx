import { Globe, Newspaper, Rocket, Sparkles, Users } from "lucide-react";

/** The app's match-score bands: 90+ green, 80+ blue, else yellow. */
export function scoreClass(score: number) {
  if (score >= 90) return "bg-emerald-100 text-emerald-800 ring-emerald-200";
  if (score >= 80) return "bg-sky-100 text-sky-800 ring-sky-200";
  return "bg-amber-100 text-amber-900 ring-amber-200";
}

export function MatchScoreBadge({ score }: { score: number }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${scoreClass(score)}`}
      title="Match score (0-100)"
    >
      {score}% match
    </span>
  );
}

const sources: Record<string, { label: string; icon: typeof Globe; className: string }> = {
  producthunt: { label: "Product Hunt", icon: Rocket, className: "bg-orange-50 text-orange-700" },
  reddit: { label: "Reddit", icon: Users, className: "bg-red-50 text-red-700" },
  ycombinator: { label: "Y Combinator", icon: Sparkles, className: "bg-amber-50 text-amber-800" },
  hackernews: { label: "Hacker News", icon: Newspaper, className: "bg-orange-50 text-orange-800" },
  rss: { label: "News", icon: Newspaper, className: "bg-slate-100 text-slate-700" },
  remoteok: { label: "Remote OK", icon: Globe, className: "bg-emerald-50 text-emerald-800" },
  import: { label: "Imported list", icon: Globe, className: "bg-slate-100 text-slate-700" },
  demo: { label: "Demo data", icon: Globe, className: "bg-violet-50 text-violet-700" },
};

/** A source as a person names it ('Hacker News', not 'hackernews'). */
export const sourceLabel = (source: string) => sources[source]?.label ?? source;

export function SourceBadge({ source }: { source: string }) {
  const s = sources[source] ?? { label: source, icon: Globe, className: "bg-slate-100 text-slate-700" };
  const Icon = s.icon;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${s.className}`}>
      <Icon className="size-3.5" aria-hidden /> {s.label}
    </span>
  );
}

export const signalLabels: Record<string, string> = {
  hiring: "Hiring",
  launch: "Launch",
  funding: "Funding",
  pain_point: "Asking for help",
};

export function timeAgo(iso: string, now = Date.now()) {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 30) return `${days} days ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months} month${months === 1 ? "" : "s"} ago`;
  const years = Math.floor(days / 365);
  return `${years} year${years === 1 ? "" : "s"} ago`;
}

/** Every card and page of the generated demo set says so. */
export function DemoBadge() {
  return (
    <span
      className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200"
      title="Generated sample data shown while no real prospects are loaded"
    >
      Demo
    </span>
  );
}
