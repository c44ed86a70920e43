import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { MAX_QUERY } from "#web/components/data-table/table-search";

/**
 * A search box whose text starts from the URL and is reported 300 ms after
 * typing stops. A new value from outside (Back, a link) replaces the text.
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onSearch,
  className = "sm:max-w-xs",
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  /** Width from the small breakpoint up. */
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // What this box last reported: the URL echoing it back must not overwrite what was typed since.
  const reported = useRef<string | null>(null);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== reported.current) setText(value);
  }
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const t = setTimeout(() => {
      reported.current = q;
      onSearch(q);
    }, 300);
    return () => clearTimeout(t);
  }, [text, value, onSearch]);
  return (
    <div className={`relative w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        maxLength={MAX_QUERY}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
    </div>
  );
}
