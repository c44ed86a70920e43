import { finalize, type Parsed } from "../prospect-draft";

/** A Product Hunt API v2 `Post` node, as the GraphQL API returns it. */
export type PhPost = {
  id: string | number;
  name?: string;
  tagline?: string;
  description?: string;
  votesCount?: number;
  createdAt?: string;
  featuredAt?: string | null;
  url?: string;
  website?: string;
  topics?: { edges?: { node?: { name?: string } }[] };
};

/** A launch: the product's makers just shipped and are looking for users and help. */
export function parseProductHunt(post: PhPost, now = Date.now()): Parsed {
  if (!post || (typeof post.id !== "string" && typeof post.id !== "number"))
    return { ok: false, reason: "not a Product Hunt post (no id)" };
  const name = (post.name ?? "").trim();
  if (!name) return { ok: false, reason: "post has no name" };
  const topics =
    post.topics?.edges
      ?.map((e) => e.node?.name)
      .filter(Boolean)
      .join(" ") ?? "";
  const votes = post.votesCount ?? 0;
  return finalize(
    {
      source: "producthunt",
      sourceId: String(post.id),
      sourceUrl: (post.url ?? "").split("?")[0],
      company:
        name
          .replace(/\s+(\d+(\.\d+)*|v\d+(\.\d+)*)$/i, "")
          .replace(/:.*$/, "")
          .trim() || name,
      signalKind: "launch",
      signalText: [post.tagline, post.description].filter(Boolean).join(" — "),
      signalDate: new Date(post.featuredAt || post.createdAt || 0),
      bio: post.tagline ?? "",
      website: post.website ?? "",
      tags: `${topics} ${votes} votes`.trim(),
    },
    now,
  );
}
