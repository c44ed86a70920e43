import { Link } from "@tanstack/react-router";
import { History, RotateCw } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { plural } from "#web/lib/format";
import { fetchSearchHistory, type SearchHistoryItem } from "../api/prospects";

export type SearchHistoryState =
  | { status: "loading" }
  | { status: "ready"; items: SearchHistoryItem[] }
  | { status: "error" };

/** The user's recent searches, with `reload` for after a new search. A failed reload keeps the list shown. */
export function useSearchHistory() {
  const [state, setState] = useState<SearchHistoryState>({ status: "loading" });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++latest.current;
    setState((s) => (s.status === "ready" ? s : { status: "loading" }));
    try {
      const items = await fetchSearchHistory();
      if (mine === latest.current) setState({ status: "ready", items });
    } catch {
      if (mine === latest.current) setState((s) => (s.status === "ready" ? s : { status: "error" }));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

const FEW = 5;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/**
 * 'Recent searches': each one reopens the results it delivered through
 * ?search=<id>, which uses no quota, so the list stays usable at the limit.
 */
export function SearchHistory({
  state,
  currentId,
  onRetry,
}: {
  state: SearchHistoryState;
  currentId?: number;
  onRetry: () => void;
}) {
  const [all, setAll] = useState(false);
  const headingId = "recent-searches-heading";
  let body: ReactNode;
  if (state.status === "loading") {
    body = (
      <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading recent searches">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
    );
  } else if (state.status === "error") {
    body = (
      <div className="text-sm text-slate-600">
        <p>Your recent searches could not be loaded.</p>
        <Button variant="ghost" size="sm" className="mt-2" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden /> Try again
        </Button>
      </div>
    );
  } else if (state.items.length === 0) {
    body = (
      <p className="text-sm text-slate-600">
        No searches yet. Each search you run is kept here, and reopening it never uses a search.
      </p>
    );
  } else {
    const items = state.items;
    // The first few, and the one on screen wherever it is in the list.
    const visible = all ? items : items.filter((s, i) => i < FEW || s.id === currentId);
    body = (
      <>
        <ul className="space-y-1">
          {visible.map((s) => {
            // The router marks the link of the URL's own search aria-current="page".
            const current = s.id === currentId;
            return (
              <li key={s.id}>
                <Link
                  to="/prospects"
                  search={{ search: s.id }}
                  className={`block rounded-lg px-3 py-2 text-sm transition-colors ${
                    current
                      ? "bg-brand-50 ring-1 ring-brand-200"
                      : "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  }`}
                >
                  <span
                    className={`line-clamp-2 font-medium ${current ? "text-brand-800" : "text-slate-800"}`}
                    title={s.query}
                  >
                    {s.query}
                  </span>
                  <span className={`mt-0.5 block text-xs ${current ? "text-slate-600" : "text-slate-500"}`}>
                    {s.shown > 0
                      ? `${plural(s.shown, "result", "results")} shown`
                      : s.resultCount > 0
                        ? "Results since removed"
                        : "No matches"}{" "}
                    · <time dateTime={s.createdAt}>{when(s.createdAt)}</time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {items.length > FEW && (
          <Button variant="ghost" size="sm" className="mt-2" aria-expanded={all} onClick={() => setAll((a) => !a)}>
            {all ? "Show fewer" : `Show all ${items.length}`}
          </Button>
        )}
      </>
    );
  }
  return (
    <Card className="p-4">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <History className="size-4 text-slate-500" aria-hidden /> Recent searches
        </h2>
        <p className="mb-3 mt-0.5 text-xs text-slate-500">Reopening a search uses none of your quota.</p>
        {body}
      </section>
    </Card>
  );
}
