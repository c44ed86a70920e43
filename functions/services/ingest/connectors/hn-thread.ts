import type { HnItem, HnThread } from "./hackernews";

/** What the `whoishiring` account titles each monthly thread. */
const THREAD_TITLES: Record<HnThread, RegExp> = {
  "who-is-hiring": /^Ask HN: Who is hiring\?/i,
  "seeking-freelancer": /^Ask HN: Freelancer\? Seeking freelancer\?/i,
};

type AlgoliaHit = { objectID: string; title?: string; created_at_i?: number };
type AlgoliaItem = {
  id: number;
  author?: string | null;
  text?: string | null;
  created_at_i?: number;
  type?: string;
  children?: AlgoliaItem[];
};

async function getJson<T>(url: string, fetcher: typeof fetch, headers: Record<string, string>): Promise<T> {
  const res = await fetcher(url, { headers, signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${new URL(url).host}`);
  return (await res.json()) as T;
}

/**
 * The newest monthly thread of the given kind and its top-level comments, through
 * the Algolia Hacker News Search API (`base` is its /api/v1 root). The thread is
 * found among the `whoishiring` account's stories, since a search for job posts
 * (`tags=job`) does not include the comments; replies to comments are
 * conversation, not posts, and are left out.
 */
export async function hnThreadItems(
  base: string,
  thread: HnThread,
  fetcher: typeof fetch,
  headers: Record<string, string>,
): Promise<{ threadId: number | null; items: HnItem[] }> {
  const root = base.replace(/\/+$/, "");
  const search = await getJson<{ hits?: AlgoliaHit[] }>(
    `${root}/search_by_date?tags=story,author_whoishiring&hitsPerPage=50`,
    fetcher,
    headers,
  );
  const newest = (search.hits ?? [])
    .filter((h) => THREAD_TITLES[thread].test(h.title ?? ""))
    .sort((a, b) => (b.created_at_i ?? 0) - (a.created_at_i ?? 0))[0];
  if (!newest) return { threadId: null, items: [] };
  const story = await getJson<AlgoliaItem>(`${root}/items/${encodeURIComponent(newest.objectID)}`, fetcher, headers);
  const items = (story.children ?? [])
    .filter((c) => c.type !== "story" && c.author && c.text)
    .map((c) => ({
      id: c.id,
      by: c.author ?? undefined,
      time: c.created_at_i,
      text: c.text ?? "",
      type: "comment",
      thread,
    }));
  return { threadId: Number(newest.objectID), items };
}
