import { describe, expect, it } from "vitest";
import { importRecords } from "#functions/services/ingest/import-records";
import { parseRecord } from "#functions/services/ingest/parse-record";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { runSearch } from "#functions/services/search/search";
import { hiringPost, migratedDb } from "./helpers";

const now = Date.parse("2026-07-20");
const profile = { skills: [], painPoints: [], niche: "" };

/** Paragraphs of a long job post that name nothing a search below asks for. */
const middle = Array.from(
  { length: 10 },
  (_, i) =>
    `<p>Team note ${i + 1}: we ship small changes every day, review each other's code, write down our decisions and keep meetings short and rare.`,
).join("");

/**
 * A Who is Hiring post (as the Hacker News API gives it) listing one opening after 1,200
 * characters, as a third of the real posts do.
 */
const longPost = {
  id: 48_100_001,
  by: "ontixhiring",
  time: Math.floor((now - 2 * 86_400_000) / 1000),
  source: "who_is_hiring",
  text:
    "Quillmark | Remote (US) | Freelance<p>Quillmark connects siloed business data and answers questions about it in plain language." +
    middle +
    "<p>+ Full-Stack WordPress Developer: our sister company runs PHP, Vue and WordPress; if you can step in, we would love to hear from you.",
};

describe("a long post", () => {
  it("keeps its later paragraphs when imported", () => {
    const parsed = parseRecord("hackernews", longPost, now);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.prospect.signalText?.indexOf("WordPress Developer")).toBeGreaterThan(1200);
    expect(parsed.prospect.signalText).toMatch(/hear from you\.$/);
  });

  it("is found by an opening it lists past its first 1,200 characters", async () => {
    const { db } = await migratedDb();
    const report = await importRecords(db, [longPost], "hackernews", { now });
    expect(report.inserted).toBe(1);
    const res = await runSearch(db, { query: "wordpress developer", skills: [], profile, planId: "pro" }, now);
    expect(res.results.map((r) => r.company)).toEqual(["Quillmark"]);
    expect(res.results[0]!.reasons.join(" · ")).toContain("WordPress");
  });
});

describe("a post's industry", () => {
  // What the company does, then (past its first paragraphs) whom it sells to.
  const opening =
    "acme | backend engineer | remote\nacme records and replays user sessions so teams can see where people get stuck. " +
    "we care about craft, small teams and shipping often. ".repeat(10);
  const customers = "our customers include fintech companies, banks, lenders, payments providers and neobanks.";

  it("is read from its opening paragraphs, not from the customers named further down", () => {
    const post = hiringPost({ now, role: "Backend Engineer", signal: `${opening}${customers}` });
    expect(post.fields[3]!.indexOf("fintech")).toBeGreaterThan(600);
    const [top] = rankCandidates([post], parseQuery("fintech companies hiring backend engineers"), profile, now);
    expect(top!.reasons.join(" · ")).not.toContain("In Fintech");
  });

  it("is still read from an opening that names it", () => {
    const post = hiringPost({
      now,
      role: "Backend Engineer",
      signal: `acme | backend engineer | remote\nacme is a fintech company: payments and lending for small banks. ${customers}`,
    });
    const [top] = rankCandidates([post], parseQuery("fintech companies hiring backend engineers"), profile, now);
    expect(top!.reasons).toContain("In Fintech");
  });
});
