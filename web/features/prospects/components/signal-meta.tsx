import { ExternalLink, Info } from "lucide-react";

type Freshness = { label: string; fresh: boolean; ageDays: number; open: string };

/**
 * The signal's label as the server decided it: 'Actively hiring' and the like only
 * inside the freshness window, otherwise the signal and its age in plain words.
 */
export function FreshnessBadge({ f }: { f: Freshness }) {
  const tone = f.fresh
    ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
    : f.open === "closed"
      ? "bg-rose-50 text-rose-800 ring-rose-200"
      : "bg-slate-100 text-slate-700 ring-slate-200";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tone}`}
      title={f.fresh ? `Signal from ${f.ageDays === 0 ? "today" : `${f.ageDays} days ago`}` : undefined}
    >
      {f.label}
    </span>
  );
}

/** The rule of the place the lead came from (e.g. the HN hiring thread's 'only if interested'). */
export function LeadRule({ rule }: { rule: string }) {
  if (!rule) return null;
  return (
    <p className="flex items-start gap-1.5 text-xs text-slate-600">
      <Info className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden />
      <span>{rule}</span>
    </p>
  );
}

/** Remote OK asks to be named as the source with a link back to the job. */
export function SourceCredit({ source, url }: { source: string; url: string }) {
  if (source !== "remoteok" || !url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 text-xs text-brand-700 hover:underline"
    >
      Job via Remote OK <ExternalLink className="size-3" aria-hidden />
    </a>
  );
}

/** Who posted it, as the source names them: the way to reach them there, not their name. */
export function posterLine(p: { name: string; role: string; contactHandle: string; source: string }) {
  const on: Record<string, string> = { hackernews: "Hacker News", reddit: "Reddit" };
  const handle = p.contactHandle && on[p.source] ? `posted by ${p.contactHandle} on ${on[p.source]}` : "";
  return [p.name, p.role, handle].filter(Boolean).join(" · ");
}
