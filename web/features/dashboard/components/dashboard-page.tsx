import { Link, useNavigate } from "@tanstack/react-router";
import {
  Activity,
  AlertTriangle,
  BellRing,
  CalendarCheck,
  DollarSign,
  Flame,
  MessageSquareReply,
  Percent,
  Sparkles,
} from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { StageBadge } from "#web/components/client-stage-badge";
import { DueDate, FollowUpMessage, MarkSentButton, SendFollowUpButton } from "#web/components/follow-ups";
import { MatchScoreBadge } from "#web/components/prospect-badges";
import { SearchBar } from "#web/components/search-bar";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { StatCard, StatCardSkeleton } from "#web/components/ui/stat-card";
import { toast } from "#web/components/ui/toast";
import {
  type ActivityEvent,
  type Dashboard,
  type DashboardFollowUp,
  fetchDashboard,
  formatUsd,
} from "#web/lib/dashboard";
import { type FollowUp, fetchDueFollowUps } from "#web/lib/follow-ups";
import { displayName, messageOf } from "#web/lib/format";
import { runQueryState } from "#web/lib/run-query";
import type { Me } from "#web/lib/session";
import { greeting, relativeTime } from "./format";
import { SectionCard } from "./section-card";

const loadOutcomes = () => import("./outcomes").then((m) => ({ default: m.Outcomes }));
const Outcomes = lazy(loadOutcomes);

const examples = [
  "Seed-stage fintech startups hiring React developers",
  "E-commerce brands that just launched",
  "Healthcare startups asking for help",
  "Remote AI companies hiring designers",
];

type State = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; data: Dashboard };

/** GET /api/dashboard, with reload (quiet: the figures stay on screen while they refresh). */
export function useDashboard() {
  const [state, setState] = useState<State>({ status: "loading" });
  const seq = useRef(0);
  const load = useCallback(async (quiet = false) => {
    const n = ++seq.current;
    if (!quiet) setState({ status: "loading" });
    try {
      const data = await fetchDashboard();
      if (n === seq.current) setState({ status: "ready", data });
    } catch (error) {
      if (n === seq.current) setState((s) => (quiet && s.status === "ready" ? s : { status: "error", error }));
    }
  }, []);
  useEffect(() => {
    void load();
    return () => {
      seq.current++;
    };
  }, [load]);
  return { state, reload: load };
}

export function DashboardPage({ me }: { me: Me }) {
  const first = me.user.name.split(/\s+/)[0] ?? me.user.name;
  const { usage, plan } = me;
  const navigate = useNavigate();
  // Handed over in router state, so the search runs at once (a ?q= link from elsewhere only fills the box).
  const search = (q: string) => navigate({ to: "/prospects", state: runQueryState(q) });
  const { state, reload } = useDashboard();
  const data = state.status === "ready" ? state.data : null;
  // The outcomes tables' code loads while the figures do, so it is there when they are.
  useEffect(() => void loadOutcomes(), []);

  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-r from-brand-600 to-violet-600 p-6 text-white shadow-sm">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {greeting()}, {first}!
        </h1>
        <p className="mt-1 text-brand-100">Find clients who need you today.</p>
        <div className="mt-4 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-white/15 px-3 py-1">
            {plan.name} Plan • {usage.pitchesUsed}/{usage.maxPitches} pitches used
          </span>
          <span className="rounded-full bg-white/15 px-3 py-1">
            {usage.searchesUsed}/{usage.maxSearches} searches used
          </span>
        </div>
      </section>

      {!me.user.emailVerified && (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-amber-900">
            Please verify your e-mail address so we can send you follow-up reminders.
          </p>
          <ButtonLink to="/verify-email" size="sm" variant="secondary">
            Verify e-mail
          </ButtonLink>
        </div>
      )}

      {state.status === "error" ? (
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div role="alert" className="flex items-start gap-2 text-sm text-red-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>Your figures could not be loaded. {messageOf(state.error, "Check your connection and try again.")}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      ) : (
        <section aria-label="Your figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {data ? <Stats data={data} /> : [0, 1, 2, 3].map((i) => <StatCardSkeleton key={i} />)}
        </section>
      )}

      {/* On a phone the follow-ups come right after the search, the outcomes table last. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-span-2">
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Sparkles className="size-4 text-brand-600" aria-hidden /> AI prospect search
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Describe your ideal client; we find people showing a buying signal now.
            </p>
            <div className="mt-4">
              <SearchBar showSkills={false} onSearch={(q) => search(q)} />
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {examples.map((e) => (
                <button
                  key={e}
                  type="button"
                  onClick={() => search(e)}
                  className="rounded-full border border-slate-200 px-3 py-1.5 text-xs text-slate-600 sm:py-1 hover:border-brand-300 hover:text-brand-700"
                >
                  {e}
                </button>
              ))}
            </div>
          </Card>
        </div>
        {state.status !== "error" && (
          <div className="min-w-0 space-y-6 lg:row-span-2">
            {data ? (
              <>
                <FollowUpsDue data={data} onChange={() => void reload(true)} />
                <HighIntent data={data} />
                <RecentActivity data={data} />
              </>
            ) : (
              <>
                <SectionSkeleton label="follow-ups" />
                <SectionSkeleton label="high-intent clients" />
                <SectionSkeleton label="recent activity" />
              </>
            )}
          </div>
        )}
        {state.status !== "error" && (
          <div id="outcomes" className="min-w-0 scroll-mt-20 lg:col-span-2">
            {data ? (
              <Suspense fallback={<SectionSkeleton label="outcomes" />}>
                <Outcomes data={data} />
              </Suspense>
            ) : (
              <SectionSkeleton label="outcomes" />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <Card className="p-5" role="status" aria-busy="true" aria-label={`Loading ${label}`}>
      <div className="h-5 w-40 animate-pulse rounded bg-slate-100" />
      <div className="mt-4 space-y-3">
        <div className="h-4 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-3/5 animate-pulse rounded bg-slate-100" />
      </div>
    </Card>
  );
}

function Stats({ data }: { data: Dashboard }) {
  const { stats, definitions } = data;
  const sentThisMonth = stats.pitchesSentThisMonth > 0;
  return (
    <>
      <StatCard
        label="Responses this month"
        icon={MessageSquareReply}
        value={stats.responsesThisMonth}
        definition={definitions.responsesThisMonth}
      />
      <StatCard
        label="Response rate"
        icon={Percent}
        value={sentThisMonth ? `${stats.responseRate}%` : "—"}
        detail={
          sentThisMonth
            ? `This month · your average ${stats.averageResponseRate}%`
            : // With nothing ever sent (no outcomes yet) an "average 0%" would read as a poor score.
              data.outcomes.bySource.length === 0
              ? "No pitch sent yet"
              : `No pitch sent this month · your average ${stats.averageResponseRate}%`
        }
        definition={definitions.responseRate}
      />
      <StatCard label="Meetings" icon={CalendarCheck} value={stats.meetings} definition={definitions.meetings} />
      <StatCard label="Revenue" icon={DollarSign} value={formatUsd(stats.revenue)} definition={definitions.revenue} />
    </>
  );
}

const SHOWN_FOLLOW_UPS = 3;

function FollowUpsDue({ data, onChange }: { data: Dashboard; onChange: () => void }) {
  const { items, total } = data.followUpsDue;
  const [all, setAll] = useState<FollowUp[] | null>(null);
  const [expanding, setExpanding] = useState(false);
  const [done, setDone] = useState<Set<number>>(() => new Set());
  // The follow-up just sent leaves the list, its buttons with it: focus goes to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const [from, setFrom] = useState(data);
  if (from !== data) {
    setFrom(data);
    setDone(new Set());
  }

  const listRef = useRef<HTMLUListElement>(null);
  const expand = async () => {
    if (expanding) return;
    setExpanding(true);
    try {
      setAll(await fetchDueFollowUps());
      // "+N more" leaves once the rest are shown: focus goes to the first follow-up it added.
      requestAnimationFrame(() =>
        listRef.current?.children[list.length]?.querySelector<HTMLElement>("a,button")?.focus(),
      );
    } catch (err) {
      setAll(null);
      toast({ title: "Could not load the follow-ups", description: messageOf(err), variant: "destructive" });
    } finally {
      setExpanding(false);
    }
  };
  const onSent = (f: FollowUp) => {
    heading.current?.focus();
    setDone((d) => new Set(d).add(f.id));
    setAll((list) => list?.filter((x) => x.id !== f.id) ?? null);
    onChange();
  };

  const list: DashboardFollowUp[] = (all ?? items).filter((f) => !done.has(f.id));
  const more = total - SHOWN_FOLLOW_UPS;
  return (
    <SectionCard title="Follow-ups due" icon={BellRing} headingRef={heading}>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">No follow-ups due. One is scheduled 3 days after each pitch you send.</p>
      ) : (
        <ul ref={listRef} className="divide-y divide-slate-100">
          {list.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">
                  {f.clientId !== null ? (
                    <Link
                      to="/clients/$id"
                      params={{ id: String(f.clientId) }}
                      className="hover:text-brand-700 hover:underline"
                    >
                      {f.prospectName || f.company}
                    </Link>
                  ) : (
                    f.prospectName || f.company
                  )}
                </p>
                {f.prospectName && f.company !== f.prospectName && (
                  <p className="break-words text-slate-600">{f.company}</p>
                )}
                <p className="text-xs">
                  <DueDate followUp={f} />
                </p>
                <FollowUpMessage message={f.message} />
              </div>
              <div className="flex flex-wrap gap-2">
                <SendFollowUpButton followUp={f} onSent={onSent} />
                <MarkSentButton followUp={f} onSent={onSent} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {all === null && more > 0 && (
        <button
          type="button"
          onClick={expand}
          // Not disabled while it loads: the browser would drop its focus to <body>.
          aria-busy={expanding}
          className="mt-3 text-sm font-medium text-brand-700 hover:underline aria-busy:opacity-60"
        >
          {expanding ? "Loading..." : `+${more} more`}
          <span className="sr-only"> follow-ups due</span>
        </button>
      )}
    </SectionCard>
  );
}

function HighIntent({ data }: { data: Dashboard }) {
  return (
    <SectionCard title="High-Intent Clients" icon={Flame}>
      {data.highIntent.length === 0 ? (
        <p className="text-sm text-slate-600">
          No open clients yet. Save or pitch a prospect from a search and the likeliest buyers show here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.highIntent.map((c) => {
            const name = displayName(c);
            return (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words text-slate-900">
                    <Link
                      to="/clients/$id"
                      params={{ id: String(c.id) }}
                      className="hover:text-brand-700 hover:underline"
                    >
                      {name}
                    </Link>
                  </p>
                  {c.company !== name && <p className="break-words text-slate-600">{c.company}</p>}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {c.matchScore !== null ? (
                    <MatchScoreBadge score={c.matchScore} />
                  ) : (
                    <span className="text-xs text-slate-600">No match score</span>
                  )}
                  <StageBadge stage={c.stage} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

const kinds: Record<string, { label: string; className: string }> = {
  pitch_sent: { label: "Sent", className: "bg-sky-50 text-sky-800 ring-sky-200" },
  response: { label: "Response", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  stage: { label: "Stage Update", className: "bg-brand-50 text-brand-700 ring-brand-200" },
  revenue: { label: "Revenue", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  new_client: { label: "New", className: "bg-violet-50 text-violet-800 ring-violet-200" },
  follow_up_sent: { label: "Follow-up", className: "bg-slate-100 text-slate-700 ring-slate-200" },
};

export function ActivityBadge({ kind }: { kind: string }) {
  const k = kinds[kind] ?? { label: kind, className: "bg-slate-100 text-slate-700 ring-slate-200" };
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${k.className}`}>
      {k.label}
    </span>
  );
}

function RecentActivity({ data }: { data: Dashboard }) {
  return (
    <SectionCard title="Recent Activity" icon={Activity}>
      {data.recentActivity.length === 0 ? (
        <p className="text-sm text-slate-600">Pitches, responses and stage changes will appear here.</p>
      ) : (
        <ul className="space-y-3">
          {data.recentActivity.map((a) => (
            <ActivityRow key={a.id} event={a} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ActivityRow({ event: a }: { event: ActivityEvent }) {
  const title =
    a.clientId !== null ? (
      <Link to="/clients/$id" params={{ id: String(a.clientId) }} className="hover:text-brand-700 hover:underline">
        {a.title}
      </Link>
    ) : (
      a.title
    );
  return (
    <li className="flex items-start gap-2 text-sm">
      <ActivityBadge kind={a.kind} />
      <div className="min-w-0">
        <p className="break-words text-slate-900">{title}</p>
        <p className="text-xs text-slate-600">
          <time dateTime={a.createdAt} title={new Date(a.createdAt).toLocaleString()}>
            {relativeTime(a.createdAt)}
          </time>
        </p>
      </div>
    </li>
  );
}
