import { type ClientList, type ClientTab, clientTabs } from "./api/clients";

/**
 * The /clients URL and what its loader hands over. Kept apart from the page's
 * components: the route's validateSearch and loader are in the app's first
 * chunk, the page itself loads only when /clients is opened.
 */

/** What /clients keeps in its URL; defaults (all, page 1, no text) are left out. */
export type ClientsSearch = { q?: string; tab?: Exclude<ClientTab, "all">; page?: number };
export type ClientsDeps = { q: string; tab: ClientTab; page: number };

export const MAX_QUERY = 100;

/** ?q=acme&tab=active&page=2; anything unknown falls back to its default. */
export function parseClientsSearch(search: Record<string, unknown>): ClientsSearch {
  const q = typeof search.q === "string" ? search.q.trim().slice(0, MAX_QUERY) : "";
  const tab = clientTabs.find((t) => t !== "all" && t === search.tab);
  const page = Number(search.page);
  return {
    ...(q ? { q } : {}),
    ...(tab && tab !== "all" ? { tab } : {}),
    ...(Number.isInteger(page) && page > 1 && page < 1_000_000 ? { page } : {}),
  };
}

export const depsOf = (s: ClientsSearch): ClientsDeps => ({ q: s.q ?? "", tab: s.tab ?? "all", page: s.page ?? 1 });

/** The URL search for a state, leaving out the defaults. */
export const searchFor = ({ q, tab, page }: ClientsDeps): ClientsSearch => ({
  ...(q ? { q } : {}),
  ...(tab === "all" ? {} : { tab }),
  ...(page > 1 ? { page } : {}),
});

/** The list as the loader hands it over: a request that settles into data or an error, never throwing. */
export type ClientsResult = { ok: true; data: ClientList } | { ok: false; error: unknown };
export const settle = (p: Promise<ClientList>): Promise<ClientsResult> =>
  p.then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  );
