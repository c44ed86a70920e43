import type { RedditListing, RedditPost } from "./reddit";
import { redditPosts } from "./reddit";

/** Reddit's API credentials (an app of type 'script' or 'web', application-only OAuth). */
export type RedditCredentials = { clientId: string; clientSecret: string; userAgent: string };

/**
 * Reddit requires a descriptive User-Agent of the form
 * `<platform>:<app ID>:<version> (by /u/<username>)`; anything else is throttled or refused.
 */
export const REDDIT_USER_AGENT = /^[\w.-]+:[\w.-]+:v?[\w.-]+ \(by \/u\/[\w-]+\)$/;

async function token(tokenUrl: string, creds: RedditCredentials, fetcher: typeof fetch) {
  const res = await fetcher(tokenUrl, {
    method: "POST",
    headers: {
      authorization: `Basic ${btoa(`${creds.clientId}:${creds.clientSecret}`)}`,
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": creds.userAgent,
    },
    body: "grant_type=client_credentials",
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) throw new Error(`Reddit token: HTTP ${res.status}`);
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error("Reddit token: no access_token in the answer");
  return body.access_token;
}

/** A post its author deleted or moderators removed: its text must not be kept. */
export const isGone = (p: RedditPost & { removed_by_category?: string | null }) =>
  p.author === "[deleted]" ||
  p.selftext === "[deleted]" ||
  p.selftext === "[removed]" ||
  Boolean(p.removed_by_category);

/**
 * One listing through Reddit's OAuth API, and the current state of posts we
 * stored earlier (`/api/info`, 100 ids a call), so a later run can find the
 * ones that were deleted since.
 */
export async function redditListing(
  listingUrl: string,
  tokenUrl: string,
  creds: RedditCredentials,
  known: string[],
  fetcher: typeof fetch,
): Promise<{ posts: RedditPost[]; goneIds: string[] }> {
  const access = await token(tokenUrl, creds, fetcher);
  const headers = { authorization: `bearer ${access}`, "user-agent": creds.userAgent };
  const get = async (url: string) => {
    const res = await fetcher(url, { headers, signal: AbortSignal.timeout(20_000) });
    if (!res.ok) throw new Error(`Reddit API: HTTP ${res.status}`);
    return redditPosts((await res.json()) as RedditListing);
  };
  const posts = await get(listingUrl);
  const gone = new Set(posts.filter(isGone).map((p) => p.id ?? ""));
  const seen = new Set(posts.map((p) => p.id));
  const toCheck = known.filter((id) => !seen.has(id));
  // The API root is what comes before '/r/<subreddit>' (https://oauth.reddit.com in production).
  const api = listingUrl.includes("/r/") ? listingUrl.slice(0, listingUrl.indexOf("/r/")) : new URL(listingUrl).origin;
  for (let i = 0; i < toCheck.length; i += 100) {
    const ids = toCheck
      .slice(i, i + 100)
      .map((id) => `t3_${id}`)
      .join(",");
    for (const p of await get(`${api}/api/info?id=${ids}`)) if (isGone(p)) gone.add(p.id ?? "");
  }
  gone.delete("");
  return { posts: posts.filter((p) => !isGone(p)), goneIds: [...gone] };
}
