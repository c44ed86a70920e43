import type { SignalKind } from "#db/schema/prospects";
import { finalize, type Parsed } from "../prospect-draft";
import { extractEmail, extractPersonName, extractPhone, extractWebsite } from "../text";

export type RedditPost = {
  id?: string;
  name?: string;
  title?: string;
  selftext?: string;
  author?: string;
  created_utc?: number;
  subreddit?: string;
  permalink?: string;
  url?: string;
  link_flair_text?: string | null;
  over_18?: boolean;
};
export type RedditListing = { kind?: string; data?: { children?: { kind?: string; data?: RedditPost }[] } };

const asking =
  /\b(looking for|need(s|ed)? (a|an|some|help)|hire|hiring|recommend|anyone (know|recommend)|help (me|us) with|struggling|searching for)\b/i;

/**
 * r/forhire [Hiring] posts are hiring signals; [For Hire] posts are other
 * freelancers, not clients, and are rejected; elsewhere a post asking for
 * help is a pain-point signal.
 */
export function parseRedditPost(p: RedditPost, now = Date.now()): Parsed {
  if (!p?.id || !p.title) return { ok: false, reason: "not a Reddit post (no id or title)" };
  if (p.over_18) return { ok: false, reason: "marked NSFW" };
  const title = p.title;
  const flair = p.link_flair_text ?? "";
  if (/\[for hire\]/i.test(title) || /for hire/i.test(flair))
    return { ok: false, reason: "a freelancer offering work, not a client" };
  let kind: SignalKind | null = null;
  if (/\[hiring\]/i.test(title) || /hiring/i.test(flair)) kind = "hiring";
  else if (asking.test(`${title} ${p.selftext ?? ""}`)) kind = "pain_point";
  if (!kind) return { ok: false, reason: "no hiring or help-wanted signal" };
  const body = p.selftext ?? "";
  const company =
    title
      .replace(/\[[^\]]*\]/g, "")
      .split(/[-–—:|]/)[0]
      ?.trim() || `u/${p.author ?? "unknown"}`;
  return finalize(
    {
      source: "reddit",
      sourceId: p.id,
      sourceUrl: p.permalink ? `https://www.reddit.com${p.permalink}` : (p.url ?? ""),
      company: kind === "hiring" && /^(looking|need|seeking)/i.test(company) ? `u/${p.author ?? "unknown"}` : company,
      // The handle is how to reach them on Reddit; a name only when the post gives one.
      name: extractPersonName(body),
      contactHandle: p.author ? `u/${p.author}` : "",
      phone: extractPhone(body),
      signalKind: kind,
      signalText: `${title.replace(/\[[^\]]*\]\s*/g, "")}\n${body}`.trim(),
      signalDate: new Date((p.created_utc ?? 0) * 1000),
      email: extractEmail(body),
      website: extractWebsite(body),
      tags: `r/${p.subreddit ?? ""} ${flair}`.trim(),
    },
    now,
  );
}

/** A subreddit listing (`/r/<name>/new.json`): every t3 child. */
export function redditPosts(listing: RedditListing): RedditPost[] {
  return (listing?.data?.children ?? []).filter((c) => c.kind === "t3" && c.data).map((c) => c.data as RedditPost);
}
