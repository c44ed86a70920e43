import { type PitchTab, pitchTabs } from "./api/pitches";

/**
 * The /pitches URL. Kept apart from the page's components: the route's
 * validateSearch is in the app's first chunk, the page itself (and its
 * composer) loads only when /pitches is opened.
 */
export type PitchesSearch = { tab?: Exclude<PitchTab, "all">; page?: number };

/** ?tab=draft&page=2; anything unknown falls back to the first page of 'All', which the URL leaves out. */
export function parsePitchesSearch(search: Record<string, unknown>): PitchesSearch {
  const tab = pitchTabs.find((t) => t !== "all" && t === search.tab);
  const page = Number(search.page);
  return {
    ...(tab && tab !== "all" ? { tab } : {}),
    ...(Number.isInteger(page) && page > 1 && page < 1_000_000 ? { page } : {}),
  };
}
