import { useNavigate } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { runQueryState } from "#web/lib/run-query";
import { loadSession } from "#web/lib/session";

export const SEARCH_EXAMPLES = [
  "SaaS startups that just raised funding",
  "E-commerce brands with slow websites",
  "Agencies hiring freelance designers",
  "Founders launching on Product Hunt",
] as const;

/**
 * The landing hero's client search. A visitor goes to sign-up with the query
 * kept in ?q= (it runs after onboarding); a signed-in user goes straight to
 * /prospects, where it runs at once (handed over in history state, not the URL).
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const inputId = useId();
  const hintsId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    void loadSession()
      .catch(() => null)
      .then((me) =>
        me && q
          ? navigate({ to: "/prospects", state: runQueryState(q) })
          : navigate({ to: "/sign-up", search: q ? { q } : {} }),
      );
  };

  return (
    <search aria-label="Find clients" className="mx-auto block w-full max-w-2xl">
      {/* Without the app (JavaScript off), the search still goes to sign-up with the words typed. */}
      <form action="/sign-up" method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          Describe the clients you want to find
        </label>
        <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Find 6 qualified leads who need you in"
              autoComplete="off"
              className="h-12 w-full rounded-xl border-0 bg-transparent pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600"
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Search className="size-5" aria-hidden /> Search
          </button>
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          <p id={hintsId} className="text-sm text-slate-600">
            Try an example:
          </p>
          <ul aria-labelledby={hintsId} className="flex flex-wrap justify-center gap-2">
            {SEARCH_EXAMPLES.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  onClick={() => {
                    setQuery(example);
                    inputRef.current?.focus();
                  }}
                  className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </form>
    </search>
  );
}
