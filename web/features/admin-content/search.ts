import { parseTableSearch } from "#web/components/data-table/table-search";
import type { AdminProspectQuery, AdminProspectRow } from "./api";

/** What the Prospect Data tab keeps in the URL, so a search, a page or an open record can be linked and reloaded. */
export type ContentSearch = {
  q?: string;
  page?: number;
  source?: AdminProspectRow["source"];
  show?: ShowFilter;
  import?: number;
  prospect?: number;
};

export const showFilters = {
  all: "All prospects",
  visible: "Visible in search",
  hidden: "Hidden",
  real: "Real data only",
  demo: "Demo data only",
} as const;
export type ShowFilter = keyof typeof showFilters;

export const sourceNames = [
  "hackernews",
  "producthunt",
  "ycombinator",
  "reddit",
  "rss",
  "remoteok",
  "import",
  "demo",
] as const satisfies readonly AdminProspectRow["source"][];

export const sourceLabels: Record<AdminProspectRow["source"], string> = {
  hackernews: "Hacker News",
  producthunt: "Product Hunt",
  ycombinator: "Y Combinator",
  reddit: "Reddit",
  rss: "RSS / news",
  remoteok: "Remote OK",
  import: "Import",
  demo: "Generated (demo)",
};

const positive = (x: unknown) => {
  const n = Number(x);
  return Number.isInteger(n) && n > 0 && n < 2_147_483_648 ? n : undefined;
};

/**
 * The list's `?q=` and `?page=` as every admin table reads them (parseTableSearch); the
 * router keeps any key this leaves out as it came, so every key is answered, undefined
 * when absent or invalid.
 */
export function parseContentSearch(search: Record<string, unknown>): ContentSearch {
  const { q, page } = parseTableSearch(search);
  const show = (Object.keys(showFilters) as ShowFilter[]).find((s) => s !== "all" && s === search.show);
  return {
    q,
    page,
    source: sourceNames.find((s) => s === search.source),
    show,
    import: positive(search.import),
    prospect: positive(search.prospect),
  };
}

/** The API query of a URL state. */
export function queryOf(s: ContentSearch): AdminProspectQuery {
  const show = s.show ?? "all";
  return {
    q: s.q ?? "",
    page: s.page ?? 1,
    source: s.source,
    hidden: show === "hidden" ? true : show === "visible" ? false : undefined,
    demo: show === "demo" ? true : show === "real" ? false : undefined,
    importId: s.import,
  };
}

/** An http(s) address, or null: a stored link is only ever opened when its scheme is one of those two. */
export const safeHref = (url: string) => (/^https?:\/\/[^\s]+$/i.test(url) ? url : null);

// The tab and the training-data keys live here, not beside their screens: the route's
// validateSearch runs in the first load, and importing a screen from there would put it
// (and the admin table) in it.

/** The content page's tabs, in their order; Prospect Data is the one a URL without `?tab=` opens. */
export const contentTabs = ["training", "templates", "prospects", "content"] as const;
export type ContentTab = (typeof contentTabs)[number];
export const DEFAULT_CONTENT_TAB: ContentTab = "prospects";

/** `?tab=` of /admin/content: a tab other than Prospect Data, so a tab's list can be linked and reloaded. */
export const parseContentTab = (x: unknown) => contentTabs.find((t) => t !== DEFAULT_CONTENT_TAB && t === x);

/** The outcome labels the training list can be narrowed to (all is the URL without one). */
export const trainingLabels = ["responded", "no_response", "awaiting"] as const;

/**
 * What the training-data tab keeps in the URL of /admin/content beside the
 * prospect list's keys: the label shown and its own page, named apart from the
 * prospect list's `?page=`.
 */
export type TrainingSearch = { label?: (typeof trainingLabels)[number]; trainingPage?: number };

/** Each key answered, undefined when absent or not one the API would take (docs/frontend.md, "Admin lists"). */
export function parseTrainingSearch(search: Record<string, unknown>): TrainingSearch {
  return {
    label: trainingLabels.find((l) => l === search.label),
    trainingPage: parseTableSearch({ page: search.trainingPage }).page,
  };
}
