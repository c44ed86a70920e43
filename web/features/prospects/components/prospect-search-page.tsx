import { useNavigate } from "@tanstack/react-router";
import { AlertTriangle, Info, Search, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import type { Me } from "#web/features/auth/api/auth";
import { loadSession } from "#web/features/auth/session-store";
import { ApiRequestError } from "#web/lib/api";
import { type SearchResponse, searchProspects } from "../api/prospects";
import { LockedCard, ProspectCard } from "./prospect-card";
import { SearchBar } from "./search-bar";

type State =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; data: SearchResponse }
  | { status: "error"; message: string };

export function ProspectSearchPage({ me, initialQuery }: { me: Me; initialQuery?: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: "idle" });
  const [usage, setUsage] = useState({ used: me.usage.searchesUsed, max: me.usage.maxSearches });
  const ran = useRef(false);

  const run = useCallback(
    async (query: string, skills: string[] = []) => {
      // The URL gets ?q= below; that must not start the same search again.
      ran.current = true;
      setState({ status: "loading", query });
      await navigate({ to: "/prospects", search: { q: query }, replace: true });
      try {
        const data = await searchProspects(query, skills);
        setUsage({ used: data.quota.used, max: data.quota.max });
        setState({ status: "done", data });
        toast({ title: "Search Complete", description: `${data.total} prospects matched “${query}”.` });
        void loadSession(true);
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 429) {
          setUsage((u) => ({ ...u, used: u.max }));
          toast({ title: "Search Limit Reached", description: err.message, variant: "destructive" });
          setState({ status: "idle" });
        } else {
          setState({
            status: "error",
            message: err instanceof ApiRequestError ? err.message : "The search failed. Please try again.",
          });
        }
      }
    },
    [navigate],
  );

  useEffect(() => {
    if (initialQuery && !ran.current) {
      ran.current = true;
      void run(initialQuery);
    }
  }, [initialQuery, run]);

  const left = Math.max(0, usage.max - usage.used);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Find Ready-to-Buy Clients"
        subtitle="Describe your ideal client in plain words. We look for people showing a buying signal right now."
      />
      <Card className="p-5">
        <div className="mb-3 flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700">AI prospect search</span>
          <span className={left === 0 ? "font-medium text-red-700" : "text-slate-600"}>
            {usage.used}/{usage.max} searches used
          </span>
        </div>
        <SearchBar initial={initialQuery} busy={state.status === "loading"} skills={me.profile.skills} onSearch={run} />
      </Card>

      {state.status === "idle" && (
        <EmptyState icon={Search} title={left === 0 ? "You have used all your searches" : "Start with a description"}>
          {left === 0
            ? "Upgrade to Pro for 100 searches a month."
            : "For example: “seed-stage fintech startups hiring React developers” or “healthcare companies asking for help with their website”."}
        </EmptyState>
      )}
      {state.status === "loading" && (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Searching">
          {[0, 1, 2].map((i) => (
            <Card key={i} className="h-40 animate-pulse bg-slate-100" />
          ))}
        </div>
      )}
      {state.status === "error" && (
        <EmptyState icon={AlertTriangle} title="The search failed">
          {state.message}
        </EmptyState>
      )}
      {state.status === "done" && <Results data={state.data} free={me.plan.id === "free"} />}
    </div>
  );
}

function Results({ data, free }: { data: SearchResponse; free: boolean }) {
  if (data.results.length === 0) {
    return (
      <EmptyState icon={Search} title="No prospects matched">
        Try fewer words, a broader industry, or drop the place.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p>
          <strong className="text-slate-900">{data.total}</strong> prospects matched; showing the best{" "}
          {data.results.length}.
        </p>
        <details className="relative">
          <summary className="inline-flex cursor-pointer items-center gap-1 text-brand-700">
            <Info className="size-4" aria-hidden /> How scores work
          </summary>
          <div className="absolute right-0 z-10 mt-2 w-80 space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-xs text-slate-700 shadow-lg">
            <p>
              <strong>Match score.</strong> {data.notes.matchScore} 90+ is green, 80+ blue, lower yellow.
            </p>
            <p>
              <strong>Response estimate.</strong> {data.notes.responseProb}
            </p>
            <p>
              <strong>Urgency.</strong> {data.notes.urgencyLevel}
            </p>
            <p>
              <strong>Budget.</strong> {data.notes.budgetLikelihood}
            </p>
          </div>
        </details>
      </div>
      {data.results.map((p) => (
        <ProspectCard key={p.id} p={p} />
      ))}
      {data.locked > 0 &&
        Array.from({ length: data.locked }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <LockedCard key={i} />
        ))}
      {free && (
        <Card className="flex flex-col items-start gap-3 bg-gradient-to-r from-brand-600 to-violet-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="flex items-center gap-2 text-lg font-semibold">
              <Sparkles className="size-5" aria-hidden /> Unlock every match
            </p>
            <p className="text-sm text-brand-100">
              {data.locked > 0 ? `${data.locked} more prospects matched this search. ` : ""}Pro shows 25 results a
              search and 100 searches a month.
            </p>
          </div>
          <ButtonLink to="/pricing" variant="secondary">
            Upgrade to Pro
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}
