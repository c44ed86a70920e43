import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button";

export const SEARCH_PLACEHOLDER = "Describe your ideal client... e.g., 'startups needing web development help'";

/**
 * Enter or 'Find Clients' calls back with the text and the chosen skills.
 * The text is the bar's own unless `value` and `onValueChange` are given.
 * `disabled` turns the whole bar off (no searches left); `busy` only the button.
 */
export function SearchBar({
  initial = "",
  value,
  onValueChange,
  busy = false,
  disabled = false,
  skills = [],
  showSkills = true,
  describedBy,
  onSearch,
}: {
  initial?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  busy?: boolean;
  disabled?: boolean;
  skills?: string[];
  showSkills?: boolean;
  /** The id of a hint under the bar, read out with the box. */
  describedBy?: string;
  onSearch: (query: string, skills: string[]) => void;
}) {
  const [own, setOwn] = useState(initial);
  const query = value ?? own;
  const setQuery = (v: string) => {
    if (value === undefined) setOwn(v);
    onValueChange?.(v);
  };
  const [chosen, setChosen] = useState<string[]>([]);
  // Enter in an empty box: say what is missing rather than nothing at all.
  const [emptyTried, setEmptyTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) setEmptyTried(true);
    else if (!busy && !disabled) onSearch(query.trim(), chosen);
  };
  return (
    <search>
      <form onSubmit={submit} className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="prospect-search" className="sr-only">
            Describe your ideal client
          </label>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              id="prospect-search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setEmptyTried(false);
              }}
              placeholder={SEARCH_PLACEHOLDER}
              maxLength={500}
              disabled={disabled}
              aria-describedby={
                [describedBy, emptyTried ? "prospect-search-empty" : undefined].filter(Boolean).join(" ") || undefined
              }
              aria-invalid={emptyTried || undefined}
              className="block w-full text-ellipsis rounded-xl border border-slate-300 bg-white py-3 pl-10 pr-3 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
            />
          </div>
          <Button type="submit" size="lg" disabled={disabled || busy}>
            {busy ? "Searching..." : "Find Clients"}
          </Button>
        </div>
        {emptyTried && (
          <p id="prospect-search-empty" role="alert" className="text-sm text-red-700">
            Describe the clients you are looking for.
          </p>
        )}
        {showSkills && skills.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5 text-sm">
            <span className="text-slate-500">Weigh your skills:</span>
            {skills.map((s) => {
              const on = chosen.includes(s);
              return (
                <button
                  key={s}
                  type="button"
                  aria-pressed={on}
                  disabled={disabled}
                  onClick={() => setChosen((c) => (on ? c.filter((x) => x !== s) : [...c, s]))}
                  className={`rounded-full border px-2.5 py-0.5 disabled:cursor-not-allowed disabled:opacity-60 ${on ? "border-brand-500 bg-brand-50 text-brand-700" : "border-slate-200 text-slate-600 hover:border-brand-300"}`}
                >
                  {s}
                </button>
              );
            })}
          </div>
        )}
      </form>
    </search>
  );
}
