import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseHackerNews } from "#functions/services/ingest/connectors/hackernews";
import { parseProductHunt } from "#functions/services/ingest/connectors/producthunt";
import { parseRedditPost, redditPosts } from "#functions/services/ingest/connectors/reddit";
import { feedItems, parseFeedItem } from "#functions/services/ingest/connectors/rss";
import { parseYCombinator } from "#functions/services/ingest/connectors/ycombinator";
import { readRecords } from "#functions/services/ingest/records";
import { extractEmail } from "#functions/services/ingest/text";
import { fileStream, fixture } from "./helpers";

const NOW = Date.UTC(2026, 5, 15);
const ok = <T extends { ok: boolean }>(r: T) => {
  if (!r.ok) throw new Error(`rejected: ${(r as unknown as { reason: string }).reason}`);
  return (r as unknown as { prospect: Record<string, unknown> }).prospect;
};

describe("Hacker News connector", () => {
  const items = readFileSync(fixture("hn-items.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

  it("reads a 'Who is hiring' header: company, role, location, remote, e-mail and website", () => {
    const p = ok(parseHackerNews(items[0], NOW));
    expect(p).toMatchObject({
      company: "Acme Payments",
      role: "Senior React Engineer",
      location: "London, UK",
      remote: true,
      email: "jobs@acmepay.com",
      website: "https://acmepay.example",
      signalKind: "hiring",
      source: "hackernews",
      sourceId: "9001",
      dedupeKey: "hackernews:9001",
      industry: "Fintech",
      name: "",
      contactHandle: "acme_jobs",
      leadRule: expect.stringContaining("personally interested"),
    });
    expect(p.signalText).toContain("payments infrastructure");
  });

  it("files a post under the industry its opening lines name, not one its later lines talk about", () => {
    const text =
      "Lumen Learning | Frontend Engineer | Remote | Full-time<p>We build learning apps for schools.<p>" +
      "x".repeat(300) +
      "<p>You will work with our security team on security reviews, infosec, cyber security and identity management.";
    const p = ok(parseHackerNews({ id: 9100, source: "who_is_hiring", by: "lumen", time: 1767369853, text }, NOW));
    expect(p.industry).toBe("Education");
  });

  it("reads a job story title and a Show HN launch", () => {
    expect(ok(parseHackerNews(items[1], NOW))).toMatchObject({
      company: "Zebra Health",
      signalKind: "hiring",
      website: "https://zebrahealth.example",
    });
    expect(ok(parseHackerNews(items[2], NOW))).toMatchObject({ company: "Quillbot 2", signalKind: "launch" });
  });

  it("rejects posts without a header and deleted items, with a reason", () => {
    expect(parseHackerNews(items[3], NOW)).toEqual({ ok: false, reason: "no 'Company | Role | Location' header" });
    expect(parseHackerNews(items[4], NOW)).toEqual({ ok: false, reason: "deleted or dead item" });
  });

  it("rejects a comment on the thread that is only a line and a link, and keeps a short post naming a role", () => {
    const comment = (id: number, text: string) => ({
      id,
      by: "someone",
      time: NOW / 1000,
      text,
      source: "who_is_hiring",
    });
    expect(
      parseHackerNews(comment(9001, "Aggregated for easier reading: https://threads.example/who-is-hiring/"), NOW),
    ).toEqual({
      ok: false,
      reason: "no header, no role and no hiring words: a comment on the thread, not a job post",
    });
    const short = parseHackerNews(
      comment(9002, "We need a backend engineer for our payments API. Details: https://acmepay.example/careers"),
      NOW,
    );
    expect(short.ok).toBe(true);
  });

  it("takes the place from a header that also says how the work is done, and never pay or a link as the place", () => {
    const post = (id: number, header: string) =>
      ok(
        parseHackerNews(
          { id, by: "someone", time: NOW / 1000, text: `${header}<p>We build things.`, source: "who_is_hiring" },
          NOW,
        ),
      );
    expect(
      post(9101, "NobodyWho | Copenhagen, Denmark | Software Engineer, ML Engineer | Full-time | ONSITE").location,
    ).toBe("Copenhagen, Denmark");
    expect(post(9102, "Duranta | Staff Backend Engineer | Full-Time | On-site | Seattle or NYC").location).toBe(
      "Seattle or NYC",
    );
    // 'USD' is no 'US', and a link is no place: the work mode is all the header says of where.
    expect(post(9103, "FetLife | Senior DevOps Engineer | Full-Time | Remote | 115k - 180k USD").location).toBe(
      "Remote",
    );
    expect(
      post(9104, "Blue | Founding Engineers | Remote | Full-time | https://joinblue.example/join-us").location,
    ).toBe("Remote");
    // The header's own label is no part of the place.
    expect(
      post(9105, "Yuzu Health (yuzu.example, Series A) | Location: New York City (Flatiron) | ONSITE").location,
    ).toBe("New York City (Flatiron)");
  });
});

describe("Product Hunt connector", () => {
  it("unwraps the API v2 GraphQL envelope and reads a launch", async () => {
    const records = [];
    for await (const r of readRecords(fileStream(fixture("ph-posts.json")), "producthunt")) records.push(r);
    expect(records).toHaveLength(2);
    const p = ok(parseProductHunt(records[0] as never, NOW));
    expect(p).toMatchObject({
      company: "Ledgerly",
      signalKind: "launch",
      sourceUrl: "https://www.producthunt.com/posts/ledgerly",
      industry: "Fintech",
    });
    expect(parseProductHunt(records[1] as never, NOW)).toEqual({ ok: false, reason: "post has no name" });
  });
});

describe("Y Combinator connector", () => {
  it("reads hiring and funded companies and skips inactive ones", async () => {
    const records: unknown[] = [];
    for await (const r of readRecords(fileStream(fixture("yc-companies.json")), "ycombinator")) records.push(r);
    const [orbitly, gone, quietly] = records.map((r) => parseYCombinator(r as never, NOW));
    expect(ok(orbitly!)).toMatchObject({
      company: "Orbitly",
      signalKind: "hiring",
      location: "Berlin, Germany",
      remote: true,
      companySize: "11-50",
      stage: "Early",
      dedupeKey: "ycombinator:orbitly",
    });
    expect(gone).toEqual({ ok: false, reason: "company status is Inactive" });
    expect(ok(quietly!)).toMatchObject({ signalKind: "funding", companySize: "1-10" });
  });

  it("dates a company of a batch not begun yet now, never in the future", () => {
    const now = Date.UTC(2026, 10, 25);
    const company = { name: "Rote", slug: "rote", status: "Active", batch: "Winter 2027", isHiring: false };
    expect(ok(parseYCombinator(company, now)).signalDate).toEqual(new Date(now));
    expect(ok(parseYCombinator({ ...company, batch: "Summer 2026" }, now)).signalDate).toEqual(
      new Date(Date.UTC(2026, 5, 1)),
    );
  });
});

describe("Reddit connector", () => {
  it("keeps [Hiring] and help-wanted posts, drops [For Hire] and posts with no signal", () => {
    const posts = redditPosts(JSON.parse(readFileSync(fixture("reddit-forhire.json"), "utf8")));
    const [hiring, forHire, help, cat] = posts.map((p) => parseRedditPost(p, NOW));
    expect(ok(hiring!)).toMatchObject({
      signalKind: "hiring",
      email: "owner@glowskin.example",
      sourceUrl: "https://www.reddit.com/r/forhire/comments/r1/hiring_shopify/",
      name: "",
      contactHandle: "u/glowskin",
    });
    expect(forHire).toEqual({ ok: false, reason: "a freelancer offering work, not a client" });
    expect(ok(help!)).toMatchObject({ signalKind: "pain_point" });
    expect(cat).toEqual({ ok: false, reason: "no hiring or help-wanted signal" });
  });
});

describe("RSS and Atom connector", () => {
  it("reads funding, launch and skips headlines without a signal", () => {
    const items = feedItems(readFileSync(fixture("funding-feed.xml"), "utf8"));
    expect(items).toHaveLength(3);
    const [funding, launch, none] = items.map((i) => parseFeedItem(i, "https://news.example/feed", NOW));
    expect(ok(funding!)).toMatchObject({
      company: "Paystream",
      signalKind: "funding",
      stage: "Series A",
      website: "https://paystream.example",
      sourceUrl: "https://news.example/paystream",
    });
    expect(ok(launch!)).toMatchObject({ company: "Nimbus Robotics", signalKind: "launch" });
    expect(none!.ok).toBe(false);
  });

  it("reads Atom entries", () => {
    const [entry] = feedItems(readFileSync(fixture("funding-feed.atom"), "utf8"));
    expect(ok(parseFeedItem(entry!, "", NOW))).toMatchObject({
      company: "Cartwheel",
      signalKind: "funding",
      stage: "Seed",
      sourceUrl: "https://news.example/cartwheel",
    });
  });
});

describe("text extraction", () => {
  it("unmasks the common e-mail obfuscations", () => {
    expect(extractEmail("write to jane (at) example (dot) org")).toBe("jane@example.org");
    expect(extractEmail("hello: Bob@Example.com.")).toBe("bob@example.com");
    expect(extractEmail("no address here")).toBe("");
  });
});
