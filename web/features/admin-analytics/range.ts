/** The date range the metric pages keep in the URL (?from=YYYY-MM-DD&to=YYYY-MM-DD), so a view can be linked and reloaded. */
export type RangeSearch = { from?: string; to?: string };

const isDay = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Keeps only well-formed days; the server checks the rest and says what is wrong. */
export function parseRangeSearch(search: Record<string, unknown>): RangeSearch {
  return { ...(isDay(search.from) ? { from: search.from } : {}), ...(isDay(search.to) ? { to: search.to } : {}) };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Ready-made ranges, counted back from today (UTC, as the server counts). */
export function presets(now = new Date()): { label: string; from: string; to: string }[] {
  const today = iso(now);
  const daysAgo = (n: number) => iso(new Date(now.getTime() - n * 86_400_000));
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return [
    { label: "Last 30 days", from: daysAgo(29), to: today },
    { label: "Last 90 days", from: daysAgo(89), to: today },
    { label: "Last 12 months", from: iso(new Date(Date.UTC(y, m - 11, 1))), to: today },
    { label: "This year", from: `${y}-01-01`, to: today },
  ];
}
