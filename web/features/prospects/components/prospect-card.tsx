import { Link } from "@tanstack/react-router";
import { Lock, MapPin, TrendingUp } from "lucide-react";
import { DemoBadge, MatchScoreBadge, SourceBadge, signalLabels, timeAgo } from "#web/components/prospect-badges";
import { ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import type { SearchResult } from "../api/prospects";
import { FreshnessBadge, LeadRule, posterLine, SourceCredit } from "./signal-meta";

export function ProspectCard({ p }: { p: SearchResult }) {
  return (
    <Card className="p-5 transition-shadow hover:shadow-md">
      {/* The score stays at the top right at every width (as on a client's card), never a stretched bar;
          the badges below take the card's full width. */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">
            <Link to="/prospects/$id" params={{ id: String(p.id) }} className="hover:text-brand-700 hover:underline">
              {p.company}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{posterLine(p) || signalLabels[p.signalKind]}</p>
        </div>
        <span className="shrink-0">
          <MatchScoreBadge score={p.matchScore} />
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
        {p.isDemo && <DemoBadge />}
        <SourceBadge source={p.source} />
        <FreshnessBadge f={p.freshness} />
        {p.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden /> {p.location}
          </span>
        )}
        {/* An older signal's label already says its age. */}
        {p.freshness.fresh && <span>{timeAgo(p.signalDate)}</span>}
        <SourceCredit source={p.source} url={p.sourceUrl} />
      </div>
      <blockquote className="mt-3 line-clamp-3 border-l-2 border-brand-200 pl-3 text-sm text-slate-700">
        {p.signal}
      </blockquote>
      {/* What the search matched, when the post says it after the lines above. */}
      {p.evidence && (
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Further down the post: </span>
          <q>{p.evidence}</q>
        </p>
      )}
      {(p.budget || p.timeline || p.techStack) && (
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {p.budget && (
            <div>
              <dt className="inline font-medium text-slate-800">Budget: </dt>
              <dd className="inline">{p.budget}</dd>
            </div>
          )}
          {p.timeline && (
            <div>
              <dt className="inline font-medium text-slate-800">Timeline: </dt>
              <dd className="inline">{p.timeline}</dd>
            </div>
          )}
          {p.techStack && (
            <div>
              <dt className="inline font-medium text-slate-800">Stack: </dt>
              <dd className="inline">{p.techStack}</dd>
            </div>
          )}
        </dl>
      )}
      {p.reasons.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Why it matched: </span>
          {p.reasons.join(" · ")}
        </p>
      )}
      {/* The other half of the score: what the description asked for that this result does not show. */}
      {p.lacks.length > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-medium text-amber-800">What it lacks: </span>
          {p.lacks.join(" · ")}
        </p>
      )}
      {p.leadRule && (
        <div className="mt-3">
          <LeadRule rule={p.leadRule} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-1.5">
        {p.painPoints.slice(0, 3).map((pain) => (
          <span key={pain} className="rounded-md bg-rose-50 px-2 py-0.5 text-xs text-rose-700">
            {pain}
          </span>
        ))}
        {p.insights.slice(0, 3).map((i) => (
          <span key={i} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {i}
          </span>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
        <span
          className="inline-flex items-center gap-1 text-slate-600"
          title="Estimated from the signal type, its age, whether a direct contact is known and team size"
        >
          <TrendingUp className="size-4 text-emerald-600" aria-hidden /> {p.responseProb}% est. response ·{" "}
          {p.urgencyLevel} urgency · Budget {p.budgetLikelihood.toLowerCase()}
        </span>
        <ButtonLink to="/prospects/$id" params={{ id: String(p.id) }} size="sm" variant="secondary">
          View full profile
        </ButtonLink>
      </div>
    </Card>
  );
}

/** A result the plan does not unlock: the server sent no details, so there are none to show. */
export function LockedCard() {
  return (
    <Card className="relative overflow-hidden p-5" aria-label="Locked result">
      <div className="space-y-2 blur-sm select-none" aria-hidden>
        <div className="h-5 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
        <div className="h-12 rounded bg-slate-100" />
      </div>
      <div className="absolute inset-0 flex items-center justify-center gap-2 bg-white/40 text-sm font-medium text-slate-700">
        <Lock className="size-4" aria-hidden /> Upgrade to see this prospect
      </div>
    </Card>
  );
}
