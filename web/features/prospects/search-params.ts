/**
 * The /prospects URL. `?search=<id>` shows a stored search (reopening uses no
 * quota); `?q=text` only fills the search box. Neither ever runs a search: a
 * query to run at once arrives in history state (`runQuery`, see web/lib/run-query.ts).
 */
export type ProspectsSearch = { q?: string; search?: number };

export function parseProspectsSearch(raw: Record<string, unknown>): ProspectsSearch {
  const out: ProspectsSearch = {};
  // The router parses values as JSON first, so ?q=2026 arrives as a number.
  if ((typeof raw.q === "string" && raw.q.trim()) || typeof raw.q === "number") out.q = String(raw.q).slice(0, 500);
  if (raw.search !== undefined) {
    const id = Number(raw.search);
    // Anything but a positive id cannot be in the history: 0 is shown as not found.
    out.search = Number.isSafeInteger(id) && id > 0 ? id : 0;
  }
  return out;
}
