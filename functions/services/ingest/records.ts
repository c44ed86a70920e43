import { JSONParser } from "@streamparser/json";
import { parse as csvParse } from "csv-parse/stream";
import type { ImportFormat } from "#db/validation/prospects";
import type { HnItem } from "./connectors/hackernews";
import type { PhPost } from "./connectors/producthunt";
import { type RedditListing, redditPosts } from "./connectors/reddit";
import { feedItems } from "./connectors/rss";

/** Expands one top-level JSON value into records: API envelopes are unwrapped. */
function* unwrap(value: unknown): Generator<unknown> {
  if (Array.isArray(value)) {
    yield* value;
    return;
  }
  const v = value as {
    kind?: string;
    data?: { posts?: { edges?: { node: PhPost }[] } } & Record<string, unknown>;
    hits?: unknown;
  };
  if (v?.kind === "Listing") {
    yield* redditPosts(v as RedditListing);
  } else if (v?.data?.posts?.edges) {
    for (const e of v.data.posts.edges) yield e.node;
  } else if (Array.isArray(v?.hits)) {
    // The Algolia Hacker News search API: its hits carry the item's fields under other names.
    for (const h of v.hits as Record<string, unknown>[]) {
      yield {
        id: Number(h.objectID ?? h.story_id),
        by: h.author,
        time: h.created_at_i,
        title: h.title ?? "",
        url: h.url ?? undefined,
        text: h.story_text ?? h.comment_text ?? "",
        type: Array.isArray(h._tags) && (h._tags as string[]).includes("job") ? "job" : "story",
      } as HnItem;
    }
  } else if (v?.kind === "t3" && v.data) {
    yield v.data;
  } else {
    yield value;
  }
}

/**
 * Records from a byte stream, parsed as they arrive so a 50 MB upload is never
 * held in memory: a JSON array is read element by element, JSON Lines (or
 * concatenated JSON values) value by value, CSV row by row (header row gives
 * the field names). RSS/Atom feeds are small and parsed whole.
 */
export async function* readRecords(stream: ReadableStream<Uint8Array>, format: ImportFormat): AsyncGenerator<unknown> {
  if (format === "rss") {
    const xml = await new Response(stream).text();
    yield* feedItems(xml);
    return;
  }
  if (format === "csv") {
    const rows = stream.pipeThrough(
      csvParse({
        columns: (header: string[]) => header.map((h) => h.trim()),
        skip_empty_lines: true,
        relax_column_count: true,
        bom: true,
      }),
    );
    const reader = rows.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  }

  const queue: unknown[] = [];
  let parser: JSONParser | null = null;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let text = decoder.decode(value, { stream: true });
    if (!parser) {
      const first = text.trimStart()[0];
      if (!first) continue;
      if (text.trimStart() !== text) text = text.trimStart();
      parser =
        first === "["
          ? new JSONParser({ paths: ["$.*"], keepStack: false })
          : new JSONParser({ paths: ["$"], separator: "", keepStack: false });
      parser.onValue = ({ value: v }) => {
        queue.push(v);
      };
    }
    parser.write(text);
    while (queue.length) yield* unwrap(queue.shift());
  }
  if (parser && !parser.isEnded) parser.end();
  while (queue.length) yield* unwrap(queue.shift());
}
