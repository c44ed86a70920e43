import { XMLParser } from "fast-xml-parser";
import type { SignalKind } from "#db/schema/prospects";
import { finalize, type Parsed } from "../prospect-draft";
import { decodeEntities, extractWebsite, htmlToText } from "../text";

export type FeedItem = { id: string; title: string; link: string; summary: string; published: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  processEntities: true,
});
const text = (v: unknown): string =>
  typeof v === "string"
    ? v
    : typeof v === "number"
      ? String(v)
      : v && typeof v === "object" && "#text" in v
        ? String((v as { "#text": unknown })["#text"])
        : "";
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

type XmlNode = Record<string, unknown>;
const node = (v: unknown): XmlNode => (v && typeof v === "object" ? (v as XmlNode) : {});

/** Items of an RSS 2.0 or Atom feed, in one shape. */
export function feedItems(xml: string): FeedItem[] {
  const doc = node(parser.parse(xml));
  const channel = node(node(doc.rss).channel);
  if (doc.rss) {
    return list(channel.item as XmlNode | XmlNode[] | undefined).map((i) => ({
      id: text(i.guid) || text(i.link),
      title: text(i.title),
      link: text(i.link),
      summary: text(i.description) || text(i["content:encoded"]),
      published: text(i.pubDate) || text(i["dc:date"]),
    }));
  }
  if (doc.feed) {
    return list(node(doc.feed).entry as XmlNode | XmlNode[] | undefined).map((e) => {
      const links = list(e.link as XmlNode | XmlNode[] | undefined);
      const href = String((links.find((l) => !l["@rel"] || l["@rel"] === "alternate") ?? links[0])?.["@href"] ?? "");
      return {
        id: text(e.id) || href,
        title: text(e.title),
        link: href,
        summary: text(e.summary) || text(e.content),
        published: text(e.published) || text(e.updated),
      };
    });
  }
  throw new Error("not an RSS or Atom feed");
}

const funding =
  /^(.+?)\s+(?:raises|raised|secures|secured|lands|closes|announces|nabs|gets|bags)\s+(?:a\s+)?(?:\$|€|£|US\$|USD\s?|NGN\s?|₦)?\s?([\d.,]+\s?(?:[mbk]|million|billion)?)?.*?\b(pre-seed|seed|series [a-f]|funding|round|investment)/i;
const launch = /^(.+?)\s+(?:launches|unveils|introduces|debuts|releases)\b/i;
const hiring = /^(.+?)\s+(?:is hiring|hires|to hire|plans to hire)\b/i;

/** A news item is a prospect when its headline names a company raising, launching or hiring. */
export function parseFeedItem(item: FeedItem, feedUrl = "", now = Date.now()): Parsed {
  const title = htmlToText(item.title);
  if (!title) return { ok: false, reason: "item has no title" };
  let kind: SignalKind | null = null;
  let company = "";
  let stage = "";
  const f = title.match(funding);
  if (f) {
    kind = "funding";
    company = f[1] ?? "";
    stage = /series [a-f]/i.test(f[3] ?? "")
      ? (f[3] ?? "").replace(/^s/, "S").replace(/ ([a-f])$/i, (_m, l: string) => ` ${l.toUpperCase()}`)
      : /seed/i.test(f[3] ?? "")
        ? "Seed"
        : "";
  } else if (launch.test(title)) {
    kind = "launch";
    company = title.match(launch)?.[1] ?? "";
  } else if (hiring.test(title)) {
    kind = "hiring";
    company = title.match(hiring)?.[1] ?? "";
  }
  if (!kind) return { ok: false, reason: "headline has no funding, launch or hiring signal" };
  const summary = htmlToText(item.summary);
  return finalize(
    {
      source: "rss",
      sourceId: item.id || item.link,
      sourceUrl: item.link,
      company: company
        .replace(/^(startup|fintech|healthtech|edtech|ai startup)\s+/i, "")
        .replace(/[’']s$/, "")
        .trim(),
      signalKind: kind,
      signalText: `${title}\n${summary}`.trim(),
      signalDate: new Date(item.published || now),
      stage,
      website: extractWebsite(decodeEntities(item.summary)),
      tags: feedUrl ? new URL(feedUrl).host : "",
    },
    now,
  );
}
