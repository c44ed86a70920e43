import type { PitchProspect, SignalKind } from "./types";

const sourceNames: Record<string, string> = {
  hackernews: "Hacker News",
  producthunt: "Product Hunt",
  ycombinator: "Y Combinator",
  reddit: "Reddit",
};

/** 'r/forhire' from a Reddit post's address, when it has one. */
export function subredditOf(url: string) {
  const m = url.match(/reddit\.com\/r\/([A-Za-z0-9_]{2,30})/i);
  return m ? `r/${m[1]}` : "";
}

/** Where the signal was published, as a reader would name it ('' for imports and news feeds). */
export const sourceName = (p: Pick<PitchProspect, "source">) => sourceNames[p.source] ?? "";

/** The noun phrase a pitch uses for the signal: always names "your" post or the company, never a claim beyond the source. */
export function whereSeen(p: Pick<PitchProspect, "source" | "sourceUrl" | "signalKind" | "company">) {
  switch (p.source) {
    case "hackernews":
      return p.signalKind === "hiring" ? "your hiring post on Hacker News" : "your post on Hacker News";
    case "reddit": {
      const sub = subredditOf(p.sourceUrl);
      return sub ? `your post in ${sub}` : "your post on Reddit";
    }
    case "producthunt":
      return p.signalKind === "launch" ? "your launch on Product Hunt" : "your Product Hunt page";
    case "ycombinator":
      return "your Y Combinator company page";
    case "rss":
      return `the news about ${p.company}`;
    default:
      return `an update from ${p.company}`;
  }
}

const kindWords: Record<SignalKind, string> = {
  hiring: "hiring hire hires recruit recruiting",
  launch: "launch launched launching live",
  funding: "funding funded raise raised round",
  pain_point: "request asking",
};

/**
 * Words a pitch may use about where and how the signal appeared (the source's
 * name, the subreddit, the kind of signal). They never count as a claim's
 * support on their own.
 */
export const contextText = (p: Pick<PitchProspect, "source" | "sourceUrl" | "signalKind">) =>
  `${sourceName(p)} ${sourceAliases[p.source] ?? ""} ${subredditOf(p.sourceUrl)} ${kindWords[p.signalKind] ?? ""}`;

const sourceAliases: Record<string, string> = {
  hackernews: "HN",
  producthunt: "PH",
  ycombinator: "YC batch",
  reddit: "subreddit",
  rss: "announcement announced",
};
