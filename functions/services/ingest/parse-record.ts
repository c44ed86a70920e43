import type { ImportFormat } from "#db/validation/prospects";
import { parseCanonical } from "./connectors/canonical";
import { type HnItem, parseHackerNews } from "./connectors/hackernews";
import { type PhPost, parseProductHunt } from "./connectors/producthunt";
import { parseRedditPost, type RedditPost } from "./connectors/reddit";
import { parseRemoteOk, type RemoteOkJob } from "./connectors/remoteok";
import { type FeedItem, parseFeedItem } from "./connectors/rss";
import { parseYCombinator, type YcCompany } from "./connectors/ycombinator";
import type { Parsed } from "./prospect-draft";

/** How the records arrived: `live` when a connector fetched them just now (not a file). */
export type ParseContext = { live?: boolean };

/** One record of a given format to a prospect, or a reason it was rejected. */
export function parseRecord(format: ImportFormat, record: unknown, now = Date.now(), ctx: ParseContext = {}): Parsed {
  if (record === null || typeof record !== "object") return { ok: false, reason: "not an object" };
  switch (format) {
    case "csv":
    case "json":
      return parseCanonical(record, now);
    case "hackernews":
      return parseHackerNews(record as HnItem, now);
    case "producthunt":
      return parseProductHunt(record as PhPost, now);
    case "ycombinator":
      return parseYCombinator(record as YcCompany, now, ctx.live === true);
    case "reddit":
      return parseRedditPost(record as RedditPost, now);
    case "rss":
      return parseFeedItem(record as FeedItem, "", now);
    case "remoteok":
      return parseRemoteOk(record as RemoteOkJob, now);
  }
}
