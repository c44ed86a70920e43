import { useLocation, useNavigate } from "@tanstack/react-router";
import { AlertTriangle, Info, Lock, RotateCw, Search, SearchX, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { periodWords } from "#db/validation/period";
import { quotaUsedUp } from "#db/validation/quota";
import { SearchBar } from "#web/components/search-bar";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { FormAlert } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import { UpgradeButton } from "#web/components/upgrade-button";
import { ApiRequestError } from "#web/lib/api";
import { nextPlan } from "#web/lib/billing/checkout";
import type { Me } from "#web/lib/session";
import { loadSession } from "#web/lib/session";
import { fetchStoredSearch, type SearchResponse, searchProspects } from "../api/prospects";
import { LockedCard, ProspectCard } from "./prospect-card";
import { SearchHistory, useSearchHistory } from "./search-history";

/**
 * How many shown signals are fresh and how many older ones sit below them, in plain words. The
 * fresh ones go first only when they match nearly as well as the best and the description named
 * no period, so 'first' is said only when the cards are in that order.
 */
export function FreshnessNote({
  f,
  results,
}: {
  f: { fresh: number; older: number };
  results: { freshness: { fresh: boolean } }[];
}) {
  if (f.fresh === 0) return <>None of them is from the last few weeks; each card says how old its signal is.</>;
  if (f.older === 0) return <>All {f.fresh} have a recent signal.</>;
  const leading = results.findIndex((r) => !r.freshness.fresh);
  if (leading !== f.fresh) {
    return (
      <>
        {f.fresh} of them {f.fresh === 1 ? "has" : "have"} a recent signal; each card says how old its signal is.
      </>
    );
  }
  return (
    <>
      {f.fresh} with a recent signal first, {f.older} older {f.older === 1 ? "one" : "ones"} below.
    </>
  );
}

/**
 * How many shown signals are from the period the description named ('posted this month'). Time
 * words rank rather than filter, so when too few posts are that recent the older ones fill the
 * page: the line says so, rather than leaving them to pass for what was asked.
 */
export function PeriodNote({
  days,
  at,
  results,
}: {
  days: number;
  /** When the search ran: its period ends then. */
  at: number;
  results: { signalDate: string }[];
}) {
  const period = periodWords(days);
  const within = results.filter((r) => at - Date.parse(r.signalDate) <= days * 86_400_000).length;
  if (within === results.length)
    return (
      <>
        All {within} are from {period}.
      </>
    );
  if (within === 0)
    return (
      <>None is from {period}: nothing that matches was posted then, so older matches are shown; each card says when.</>
    );
  return (
    <>
      {within} {within === 1 ? "is" : "are"} from {period}; the other {results.length - within}{" "}
      {results.length - within === 1 ? "is" : "are"} older, and each card says when.
    </>
  );
}

/**
 * How many shown results lack part of what the description asked for (a place, a kind of company,
 * a skill): a thin list is filled with partial matches, and the line says so rather than leaving
 * them to pass for whole ones. Each card names what it lacks.
 */
export function LacksNote({ results }: { results: { lacks: string[] }[] }) {
  const partial = results.filter((r) => r.lacks.length > 0).length;
  if (partial === 0) return null;
  if (partial === results.length) return <>Each lacks part of what you described; its card says what.</>;
  return (
    <>
      {partial} of them {partial === 1 ? "lacks" : "lack"} part of what you described; {partial === 1 ? "its" : "their"}{" "}
      {partial === 1 ? "card says" : "cards say"} what.
    </>
  );
}

/**
 * Below this best score a search found only loose matches (40 is also the bar a fresh match must
 * reach to go first): the page says so, rather than leaving weak cards to look like good ones.
 */
export const LOOSE_BELOW = 40;

/**
 * What the box says once the plan's searches are used up: the plan's own limit and, for a paid
 * plan, when it starts afresh. (The 'Search Limit Reached' toast is the server's message.)
 */
export const limitMessage = (me: Me, max: number) => quotaUsedUp(me.plan, "searches", max);

/** A search on screen: just run (`fresh`), or reopened from the history (with when it ran). */
type Shown = Pick<
  SearchResponse,
  "searchId" | "query" | "total" | "locked" | "results" | "quota" | "notes" | "freshness" | "understood"
> & {
  createdAt?: string;
  /** A reopened search: how many results the plan shows a search today. */
  perSearch?: number;
};

/** What the URL asks for: nothing, or one stored search (?search=<id>). */
type View =
  | { status: "idle" }
  | { status: "opening"; id: number }
  | { status: "shown"; data: Shown; fresh: boolean }
  | { status: "not-found"; id: number }
  | { status: "error"; id: number; message: string };

const failure = (err: unknown, fallback: string) => (err instanceof ApiRequestError ? err.message : fallback);

/**
 * /prospects. Only a click on 'Find Clients' (or a query handed over in
 * history state by the app's own search boxes) runs a search and uses quota.
 * A new search ends on `?search=<id>`, so a reload or Back reopens the stored
 * results for free; `?q=` only fills the box.
 */
export function ProspectSearchPage({ me, q, searchId }: { me: Me; q?: string; searchId?: number }) {
  const navigate = useNavigate();
  const historyState = useLocation({ select: (l) => l.state });
  const runQuery = historyState.runQuery;
  const entryKey = historyState.__TSR_key ?? historyState.key ?? "";

  const [view, setView] = useState<View>(() =>
    searchId === undefined ? { status: "idle" } : { status: "opening", id: searchId },
  );
  const [running, setRunning] = useState<string | null>(null);
  // The failed search is kept with its message, so "Try again" runs the same one again.
  // `vague`: the description named nothing to look for, so trying it again cannot help.
  const [runError, setRunError] = useState<{
    message: string;
    query: string;
    skills: string[];
    vague?: boolean;
  } | null>(null);
  const [text, setText] = useState(q ?? runQuery ?? "");
  const [usage, setUsage] = useState({ used: me.usage.searchesUsed, max: me.usage.maxSearches });
  const history = useSearchHistory();
  const reloadHistory = history.reload;

  // Each run or open takes a ticket; an answer whose ticket is no longer the latest is not shown.
  const ticket = useRef(0);
  // The stored search on screen (or being opened), so arriving at its own ?search= fetches nothing.
  const shownId = useRef<number | undefined>(undefined);
  // The history entry whose runQuery was used, so it runs once.
  const consumed = useRef<string | null>(null);
  // A search that ends after the user left the page must not pull them back to it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(async (id: number) => {
    const mine = ++ticket.current;
    shownId.current = id;
    setRunning(null);
    setRunError(null);
    if (id < 1) {
      setView({ status: "not-found", id });
      return;
    }
    setView({ status: "opening", id });
    try {
      const data = await fetchStoredSearch(id);
      if (mine !== ticket.current) return;
      setUsage({ used: data.quota.used, max: data.quota.max });
      setText(data.query);
      setView({ status: "shown", data, fresh: false });
    } catch (err) {
      if (mine !== ticket.current) return;
      if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) {
        setView({ status: "not-found", id });
      } else {
        setView({ status: "error", id, message: failure(err, "The search could not be opened. Please try again.") });
      }
    }
  }, []);

  const run = useCallback(
    async (query: string, skills: string[], replace: boolean) => {
      const mine = ++ticket.current;
      setRunError(null);
      setRunning(query);
      try {
        const data = await searchProspects(query, skills);
        setUsage({ used: data.quota.used, max: data.quota.max });
        void reloadHistory();
        void loadSession(true).catch(() => null);
        toast({
          title: "Search Complete",
          description:
            data.results.length > 0
              ? `${data.total} prospects matched “${query}”.`
              : `No prospects matched “${query}”. This search was not charged.`,
        });
        // Opened something else or left meanwhile: this search is in the history list, not on screen.
        if (mine !== ticket.current || !mounted.current) return;
        shownId.current = data.searchId;
        setView({ status: "shown", data, fresh: true });
        setRunning(null);
        await navigate({ to: "/prospects", search: { search: data.searchId }, replace });
      } catch (err) {
        const limit = err instanceof ApiRequestError && err.status === 429;
        if (limit) {
          setUsage((u) => ({ ...u, used: u.max }));
          toast({ title: "Search Limit Reached", description: err.message, variant: "destructive" });
        }
        if (mine !== ticket.current) return;
        setRunning(null);
        const vague = err instanceof ApiRequestError && err.status === 422;
        if (!limit)
          setRunError({ message: failure(err, "The search failed. Please try again."), query, skills, vague });
      }
    },
    [navigate, reloadHistory],
  );

  // The URL decides what is on screen; a search this page just ran is already there.
  useEffect(() => {
    if (searchId === undefined) {
      if (shownId.current !== undefined) {
        ticket.current++;
        shownId.current = undefined;
        setRunning(null);
        setView({ status: "idle" });
      }
      return;
    }
    if (shownId.current !== searchId) void open(searchId);
  }, [searchId, open]);

  useEffect(() => {
    if (q !== undefined) setText(q);
  }, [q]);

  // A query handed over in history state runs once, on the entry it came with.
  useEffect(() => {
    if (!runQuery || consumed.current === entryKey) return;
    consumed.current = entryKey;
    // Take it off the entry before running, so a reload during the search cannot run it again.
    void navigate({ to: "/prospects", search: true, state: {}, replace: true });
    setText(runQuery);
    void run(runQuery, [], true);
  }, [runQuery, entryKey, navigate, run]);

  const left = Math.max(0, usage.max - usage.used);
  const exhausted = left === 0;
  // The plan one step up; Agency, the top, has none (it was once offered Pro).
  const upgrade = nextPlan(me.plan.id);
  const shown = view.status === "shown" ? view : null;
  const currentId = view.status === "idle" ? undefined : view.status === "shown" ? view.data.searchId : view.id;
  const hintId = "prospect-search-hint";
  const showHint = q !== undefined && !exhausted && !running;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Find Ready-to-Buy Clients"
        subtitle="Describe your ideal client in plain words. We look for people showing a buying signal right now."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="p-5 lg:col-start-1">
          <div className="mb-3 flex items-center justify-between text-sm">
            <span className="font-medium text-slate-700">AI prospect search</span>
            <span className={exhausted ? "font-medium text-red-700" : "text-slate-600"}>
              {usage.used}/{usage.max} searches used
            </span>
          </div>
          <SearchBar
            value={text}
            onValueChange={setText}
            busy={running !== null}
            disabled={exhausted}
            skills={me.profile.skills}
            describedBy={showHint || exhausted ? hintId : undefined}
            onSearch={(query, skills) => void run(query, skills, searchId === undefined)}
          />
          {exhausted ? (
            <div
              id={hintId}
              className="mt-3 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex items-start gap-2">
                <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <span>{limitMessage(me, usage.max)}</span> <span>Your recent searches stay open to you.</span>
                </span>
              </p>
              {upgrade && (
                <UpgradeButton plan={upgrade} size="sm" className="shrink-0">
                  Upgrade
                </UpgradeButton>
              )}
            </div>
          ) : (
            showHint && (
              <p id={hintId} className="mt-3 flex items-center gap-2 text-sm text-slate-600">
                <Info className="size-4 shrink-0 text-brand-600" aria-hidden />
                Press Find Clients to run this search (uses 1 of your {left} left).
              </p>
            )
          )}
        </Card>

        <div className="min-w-0 lg:col-start-1">
          {running !== null ? (
            <div className="space-y-4" role="status" aria-busy="true" aria-label="Searching">
              <p className="text-sm text-slate-600">
                Searching for <span className="font-medium text-slate-800">{running}</span>…
              </p>
              {[0, 1, 2].map((i) => (
                <Card key={i} className="h-40 animate-pulse bg-slate-100" />
              ))}
            </div>
          ) : runError !== null ? (
            <EmptyState
              icon={AlertTriangle}
              title={runError.vague ? "Tell us a little more" : "The search failed"}
              action={
                runError.vague ? undefined : (
                  <Button onClick={() => void run(runError.query, runError.skills, searchId === undefined)}>
                    <RotateCw className="size-4" aria-hidden /> Try again
                  </Button>
                )
              }
            >
              {runError.message}
            </EmptyState>
          ) : view.status === "opening" ? (
            <div className="space-y-4" role="status" aria-busy="true" aria-label="Opening search">
              {[0, 1, 2].map((i) => (
                <Card key={i} className="h-40 animate-pulse bg-slate-100" />
              ))}
            </div>
          ) : view.status === "not-found" ? (
            <EmptyState
              icon={SearchX}
              title="That search is not in your history"
              action={<ButtonLink to="/prospects">Start a new search</ButtonLink>}
            >
              The link may be wrong or from another account. Reopen one of your recent searches, or run a new one.
            </EmptyState>
          ) : view.status === "error" ? (
            <EmptyState
              icon={AlertTriangle}
              title="The search could not be opened"
              action={
                <Button onClick={() => void open(view.id)}>
                  <RotateCw className="size-4" aria-hidden /> Try again
                </Button>
              }
            >
              {view.message}
            </EmptyState>
          ) : shown ? (
            <Results
              data={shown.data}
              fresh={shown.fresh}
              free={me.plan.id === "free"}
              onRunAgain={exhausted || running !== null ? undefined : () => void run(shown.data.query, [], false)}
            />
          ) : (
            <EmptyState
              icon={Search}
              title={exhausted ? "You have used all your searches" : "Start with a description"}
            >
              {exhausted
                ? "Your recent searches are still here: open one to see its results again."
                : "For example: “seed-stage fintech startups hiring React developers” or “healthcare companies asking for help with their website”."}
            </EmptyState>
          )}
        </div>

        {/* After the results in the page's order, so on a phone the results come right under the box;
            from the large breakpoint up it sits in the right column beside them. */}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <SearchHistory state={history.state} currentId={currentId} onRetry={() => void reloadHistory()} />
        </div>
      </div>
    </div>
  );
}

const date = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/**
 * The Free plan's upsell count, from the same total as the 'N prospects matched' line so the two
 * agree: '40 more prospects matched this search; the next 5 are locked above.'
 */
export function moreMatched(total: number, shown: number, locked: number) {
  const more = total - shown;
  if (more <= 0) return "";
  const matched = `${more} more prospect${more === 1 ? "" : "s"} matched this search`;
  return locked > 0 ? `${matched}; the next ${locked} ${locked === 1 ? "is" : "are"} locked above. ` : `${matched}. `;
}

function Results({
  data,
  fresh,
  free,
  onRunAgain,
}: {
  data: Shown;
  fresh: boolean;
  free: boolean;
  /** Runs the reopened search again (uses a search); absent when none are left. */
  onRunAgain?: () => void;
}) {
  // When a search just run was answered: the period it asked for ends then (a reopened one has createdAt).
  const [ranAt] = useState(Date.now);
  // Kept as the plan it ran on showed it (Free's 10), while the plan now shows more a search.
  const keptFewer =
    !fresh && data.perSearch !== undefined && data.results.length < Math.min(data.perSearch, data.total);
  const source = !fresh && data.createdAt && (
    <div className="space-y-2 text-sm text-slate-500">
      <p>
        Saved search from <time dateTime={data.createdAt}>{date(data.createdAt)}</time>, reopened without using a
        search.
      </p>
      {keptFewer && data.results.length > 0 && (
        <FormAlert tone="info">
          <p>
            This saved search keeps the {data.results.length} of its {data.total} matches it showed when it ran. Your
            plan now shows up to {data.perSearch} a search.{" "}
            {onRunAgain ? "Run it again to see more (uses 1 search)." : "Your searches are used up for now."}
          </p>
          {onRunAgain && (
            <div className="mt-2">
              <Button size="sm" variant="secondary" onClick={onRunAgain}>
                <RotateCw className="size-4" aria-hidden /> Run it again
              </Button>
            </div>
          )}
        </FormAlert>
      )}
    </div>
  );
  if (data.results.length === 0) {
    return (
      <div className="space-y-3">
        {source}
        {data.total === 0 ? (
          <EmptyState icon={SearchX} title="No prospects matched">
            <p>Nothing matched “{data.query}”, so this search was not charged.</p>
            <p className="mt-1">
              You have used {data.quota.used} of {data.quota.max} searches. Try fewer words, a broader industry, or drop
              the place.
            </p>
          </EmptyState>
        ) : (
          <EmptyState icon={SearchX} title="These prospects are no longer available">
            The prospects this search found have since been removed.{" "}
            {data.quota.used < data.quota.max
              ? "Run it again to see who matches today."
              : "Your searches are used up for now, so it cannot be run again until they renew or you upgrade."}
          </EmptyState>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {/* Names the list for heading navigation; each card is an h3 under it. */}
      <h2 className="sr-only">Results</h2>
      {source}
      {/* The link sits under the line at the left edge and its note opens rightwards from it: beside the
          line, the link wrapped to the left whenever the line was long (on a phone, always), and a note
          anchored to its right end opened half off the screen. */}
      <div className="space-y-1 text-sm text-slate-600">
        <p>
          <strong className="text-slate-900">{data.total}</strong> prospects matched; showing the best{" "}
          {data.results.length}.{" "}
          {data.understood.recencyDays === null ? (
            <FreshnessNote f={data.freshness} results={data.results} />
          ) : (
            <PeriodNote
              days={data.understood.recencyDays}
              at={data.createdAt ? Date.parse(data.createdAt) : ranAt}
              results={data.results}
            />
          )}{" "}
          <LacksNote results={data.results} />
        </p>
        {/* The note opens over the first card: Escape closes it (back on its link), and so does the focus
            leaving it, which would otherwise go to the card's links hidden under it. */}
        <details
          className="relative"
          onKeyDown={(e) => {
            if (e.key !== "Escape" || !e.currentTarget.open) return;
            e.currentTarget.open = false;
            e.currentTarget.querySelector("summary")?.focus();
          }}
          onBlur={(e) => {
            if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) e.currentTarget.open = false;
          }}
        >
          <summary className="inline-flex cursor-pointer items-center gap-1 text-brand-700">
            <Info className="size-4" aria-hidden /> How scores work
          </summary>
          <div className="absolute left-0 z-10 mt-2 w-80 max-w-[calc(100vw-2rem)] space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-xs text-slate-700 shadow-lg">
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
      {Math.max(...data.results.map((p) => p.matchScore)) < LOOSE_BELOW && (
        <FormAlert tone="info">
          Only loose matches: none of these scores {LOOSE_BELOW}% or more. Posts may say it in other words; try naming
          the kind of client or the work another way.
        </FormAlert>
      )}
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
          <UpgradeButton plan="pro" variant="secondary">
            Upgrade to Pro
          </UpgradeButton>
        </Card>
      )}
    </div>
  );
}
