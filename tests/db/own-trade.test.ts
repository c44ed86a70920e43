import { describe, expect, it } from "vitest";
import { importRecords } from "#functions/services/ingest/import-records";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { runSearch } from "#functions/services/search/search";
import { hiringPost, migratedDb } from "./helpers";

const now = Date.parse("2026-11-01");
const profile = { skills: [], painPoints: [], niche: "" };
const daysAgo = (n: number) => new Date(now - n * 86_400_000).toISOString();

describe("the user's own trade, named with rounds asked for", () => {
  it("is not what the companies must mention: a bookkeeper asking who just raised gets the newest rounds", async () => {
    const { db } = await migratedDb();
    // Thirty rounds of finance companies whose posts name the trade (more than a search widens past),
    // and two newer rounds that do not.
    const rounds = [
      ...Array.from({ length: 30 }, (_, i) => ({
        company: `Ledger ${i}`,
        signalText: `Ledger ${i} raised a seed round for its expense app that accountants and CFOs love`,
        days: 40 + i,
      })),
      { company: "Plantly", signalText: "Plantly raised a seed round for its plant-care app", days: 5 },
      { company: "Brewly", signalText: "Brewly raised a pre-seed round for its coffee subscription", days: 12 },
    ];
    const report = await importRecords(
      db,
      rounds.map((r) => ({
        company: r.company,
        signalKind: "funding",
        signalText: r.signalText,
        signalDate: daysAgo(r.days),
      })),
      "json",
      { now },
    );
    expect(report.inserted).toBe(32);
    const res = await runSearch(
      db,
      { query: "I'm a bookkeeper looking for startups that just raised", skills: [], profile, planId: "pro" },
      now,
    );
    // The newest rounds first; the finance company is no better a lead for naming the user's trade.
    expect(res.results.slice(0, 2).map((r) => r.company)).toEqual(["Plantly", "Brewly"]);
  });
});

describe("a YC company's own row", () => {
  const yc = (tags: string): Candidate => ({
    ...hiringPost({ now, company: "Vena", signal: "Vena makes catheters for stroke care" }),
    signalKind: "funding",
    source: "ycombinator",
    tags,
    fields: ["vena", "", "", "vena makes catheters for stroke care", "", "", "", tags.toLowerCase()],
  });

  it("says it is backed by YC in its batch, not that it shows a funding round", () => {
    const [r] = rankCandidates(
      [yc("Winter 2018, Healthcare")],
      parseQuery("startups that raised a Series A"),
      profile,
      now,
    );
    expect(r!.reasons).toContain("Backed by Y Combinator (Winter 2018)");
    expect(r!.reasons.join(" ")).not.toMatch(/funding round/);
    const [hiring] = rankCandidates(
      [yc("Winter 2018")],
      parseQuery("healthcare startups hiring engineers"),
      profile,
      now,
    );
    expect(hiring!.lacks).toContain("A YC company, not hiring");
  });
});
