import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import {
  AlertTriangle,
  ArrowRight,
  ChevronLeft,
  ChevronRight,
  Gauge,
  LoaderCircle,
  MessageSquareReply,
  Search,
  SearchX,
  Users,
  Zap,
} from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { DemoBadge, MatchScoreBadge, signalLabels } from "#web/components/prospect-badges";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { TextInput } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { StatCard, StatCardSkeleton } from "#web/components/ui/stat-card";
import { displayName, messageOf } from "#web/lib/format";
import { type ClientList, type ClientListItem, type ClientTab, clientTabs } from "../api/clients";
import { type ClientsDeps, type ClientsResult, MAX_QUERY, searchFor } from "../search";
import { RespondedBadge, RevenueSelect, StageSelect, useClientControls } from "./client-controls";

const tabLabels: Record<ClientTab, string> = { all: "All", new: "New", active: "Active", proposals: "Proposals" };

export const statDefinitions = {
  total: "Every prospect you saved or pitched, whatever its stage.",
  responded: "Clients who replied to one of your pitches.",
  avgMatch: "The average match score of the clients a search found for you; '—' while none has a score.",
  active: "Clients in any stage except Completed.",
};

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The clients page. The loader starts the request and hands over its promise,
 * so the header, search box and tabs stay on screen (and keep focus) while a
 * new page of clients loads; the last list stays, dimmed, until the next arrives.
 */
export function ClientsPage({ result, deps }: { result: Promise<ClientsResult>; deps: ClientsDeps }) {
  type Shown = { from: Promise<ClientsResult>; result: ClientsResult; deps: ClientsDeps };
  const [shown, setShown] = useState<Shown | null>(null);
  // deps arrive with their result (the loader made one from the other): only a new request restarts this.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let live = true;
    void result.then((r) => {
      if (live) setShown({ from: result, result: r, deps });
    });
    return () => {
      live = false;
    };
  }, [result]);
  const loading = shown?.from !== result;
  // Another search, tab or page (not a quiet refresh after a change): dim the list and say so.
  const changing =
    loading && !!shown && (shown.deps.q !== deps.q || shown.deps.tab !== deps.tab || shown.deps.page !== deps.page);
  const data = shown?.result.ok ? shown.result.data : null;

  return (
    <>
      <PageHeader
        title="Clients"
        subtitle="Prospects you pitched or saved: move them through stages and note what each deal is worth."
      />
      {/* A failed load shows no figures rather than placeholders that look as if they were still coming. */}
      {(!shown || shown.result.ok) && (
        <section aria-label="Client figures" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {data ? <ClientStatCards stats={data.stats} /> : [0, 1, 2, 3].map((i) => <StatCardSkeleton key={i} />)}
        </section>
      )}
      <ClientsToolbar deps={deps} searching={changing} />
      <div aria-live="polite" className="sr-only">
        {changing ? "Loading clients" : data ? `${data.total} ${data.total === 1 ? "client" : "clients"} found` : ""}
      </div>
      {!shown ? (
        <ClientsSkeleton />
      ) : !shown.result.ok ? (
        <ClientsError error={shown.result.error} />
      ) : (
        <div aria-busy={changing} className={changing ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <ClientsList data={shown.result.data} deps={shown.deps} />
        </div>
      )}
    </>
  );
}

function ClientStatCards({ stats }: { stats: ClientList["stats"] }) {
  return (
    <>
      <StatCard label="Total" icon={Users} value={stats.total} definition={statDefinitions.total} />
      <StatCard
        label="Responded"
        icon={MessageSquareReply}
        value={stats.responded}
        definition={statDefinitions.responded}
      />
      <StatCard
        label="Avg Match"
        icon={Gauge}
        value={stats.avgMatch === null ? "—" : `${stats.avgMatch}%`}
        definition={statDefinitions.avgMatch}
      />
      <StatCard label="Active" icon={Zap} value={stats.active} definition={statDefinitions.active} />
    </>
  );
}

function ClientsToolbar({ deps, searching }: { deps: ClientsDeps; searching: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [draft, setDraft] = useState(deps.q);
  const latest = useRef(deps);
  latest.current = deps;
  // The text this page last put in the URL: a URL change from elsewhere (Back, a link) replaces the box's text.
  const pushed = useRef(deps.q);
  if (pushed.current !== deps.q && draft.trim() !== deps.q) {
    pushed.current = deps.q;
    setDraft(deps.q);
  }

  const apply = (text: string) => {
    const now = latest.current;
    const q = text.trim().slice(0, MAX_QUERY);
    if (q === now.q) return;
    pushed.current = q;
    void navigate({ to: "/clients", search: searchFor({ ...now, q, page: 1 }), replace: true });
  };

  // Only the typed text restarts the timer; apply reads the URL's state when it fires.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const t = setTimeout(() => apply(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [draft]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };

  return (
    <div className="mb-5 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <search aria-label="Search clients" className="block w-full md:max-w-sm">
        <form onSubmit={onSubmit} className="relative">
          <label htmlFor={inputId} className="sr-only">
            Search clients by name, company or role
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <TextInput
            id={inputId}
            type="search"
            value={draft}
            maxLength={MAX_QUERY}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Search by name, company or role"
            className="pr-9 pl-9"
          />
          {(searching || draft.trim() !== deps.q) && (
            <LoaderCircle
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-500"
              aria-hidden
            />
          )}
        </form>
      </search>
      <nav aria-label="Clients by stage" className="overflow-x-auto">
        <ul className="inline-flex min-w-max gap-1 rounded-xl border border-slate-200 bg-white p-1">
          {clientTabs.map((t) => (
            <li key={t}>
              <Link
                to="/clients"
                search={searchFor({ q: deps.q, tab: t, page: 1 })}
                // Exact: the router would also count "All" (no tab in its URL) active, and mark it
                // aria-current beside the tab shown.
                activeOptions={{ exact: true }}
                aria-current={t === deps.tab ? "page" : undefined}
                className={`inline-flex items-center rounded-lg px-3 py-2 text-sm font-medium sm:py-1.5 ${t === deps.tab ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {tabLabels[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function ClientsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading clients" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-xl bg-slate-200/60" />
      ))}
    </div>
  );
}

function ClientsError({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <EmptyState
      icon={AlertTriangle}
      title="Your clients could not be loaded"
      action={<Button onClick={() => void router.invalidate()}>Try again</Button>}
    >
      {messageOf(error, "Check your connection and try again.")}
    </EmptyState>
  );
}

function ClientsList({ data, deps }: { data: ClientList; deps: ClientsDeps }) {
  const router = useRouter();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.clients.length === 0) return <EmptyList data={data} deps={deps} />;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {data.clients.map((c) => (
          <li key={c.id}>
            <ClientCard client={c} onSaved={() => void router.invalidate()} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          <PageLink deps={deps} page={deps.page - 1} disabled={deps.page <= 1}>
            <ChevronLeft className="size-4" aria-hidden /> Previous
          </PageLink>
          <span className="text-slate-600">
            Page {deps.page} of {pages}
          </span>
          <PageLink deps={deps} page={deps.page + 1} disabled={deps.page >= pages}>
            Next <ChevronRight className="size-4" aria-hidden />
          </PageLink>
        </nav>
      )}
    </>
  );
}

function PageLink({
  deps,
  page,
  disabled,
  children,
}: {
  deps: ClientsDeps;
  page: number;
  disabled: boolean;
  children: React.ReactNode;
}) {
  // One link either way (see ButtonLink): "Next" pressed to reach the last page keeps the focus.
  return (
    <ButtonLink to="/clients" search={searchFor({ ...deps, page })} disabled={disabled} variant="secondary" size="sm">
      {children}
    </ButtonLink>
  );
}

function EmptyList({ data, deps }: { data: ClientList; deps: ClientsDeps }) {
  if (data.stats.total === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No clients yet"
        action={
          <ButtonLink to="/prospects">
            <Search className="size-4" aria-hidden /> Find prospects
          </ButtonLink>
        }
      >
        Pitch a prospect, or choose “Save as client” on a prospect from a search: it appears here as a New Lead you can
        move through stages.
      </EmptyState>
    );
  }
  if (data.total > 0) {
    return (
      <EmptyState
        icon={Users}
        title="Nothing on this page"
        action={
          <ButtonLink to="/clients" search={searchFor({ ...deps, page: 1 })} variant="secondary">
            Go to the first page
          </ButtonLink>
        }
      />
    );
  }
  const where = deps.tab === "all" ? "" : ` in ${tabLabels[deps.tab]}`;
  return (
    <EmptyState
      icon={SearchX}
      title={deps.q ? `No clients match “${deps.q}”${where}` : `No clients${where}`}
      action={
        <ButtonLink to="/clients" variant="secondary">
          Show all clients
        </ButtonLink>
      }
    >
      {deps.q
        ? "The search looks in names, companies and roles. Try fewer letters or another tab."
        : deps.tab === "new"
          ? "Every client has moved past New Lead."
          : deps.tab === "proposals"
            ? "No client is at Proposal Sent right now."
            : "Every client is Completed."}
    </EmptyState>
  );
}

export function ClientCard({ client: initial, onSaved }: { client: ClientListItem; onSaved?: () => void }) {
  const { client: c, busy, setStage, setRevenue } = useClientControls(initial, onSaved);
  const id = useId();
  const name = displayName(c);
  const signal = signalLabels[c.signalKind] ?? c.signalKind;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900">
            <Link to="/clients/$id" params={{ id: String(c.id) }} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h2>
          {c.company !== name && <p className="text-sm break-words text-slate-700">{c.company}</p>}
          {c.role && <p className="text-sm break-words text-slate-600">{c.role}</p>}
        </div>
        {c.matchScore !== null && <MatchScoreBadge score={c.matchScore} />}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
        {c.isDemo && <DemoBadge />}
        {signal && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            <span className="sr-only">Signal: </span>
            {signal}
          </span>
        )}
        {c.hasResponded && <RespondedBadge />}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-stage`} className="mb-1 block text-xs font-medium text-slate-600">
            Stage<span className="sr-only"> for {c.company}</span>
          </label>
          <StageSelect id={`${id}-stage`} company={c.company} value={c.stage} onChange={setStage} disabled={busy} />
        </div>
        <div>
          <label htmlFor={`${id}-revenue`} className="mb-1 block text-xs font-medium text-slate-600">
            Revenue<span className="sr-only"> for {c.company}</span>
          </label>
          <RevenueSelect
            id={`${id}-revenue`}
            company={c.company}
            value={c.revenue}
            onChange={setRevenue}
            disabled={busy}
          />
        </div>
      </div>
      <div className="mt-auto pt-4">
        <Link
          to="/clients/$id"
          params={{ id: String(c.id) }}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View client<span className="sr-only">: {name}</span> <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </Card>
  );
}
