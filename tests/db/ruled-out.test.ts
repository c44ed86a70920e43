import { describe, expect, it } from "vitest";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-11-01");

const post = (id: number, company: string, location: string, signal: string) =>
  hiringPost({ now, id, company, location, signal, role: "Backend Engineer" });

const scores = (list: Candidate[], query: string) =>
  new Map(
    rankCandidates(list, parseQuery(query), { skills: [], painPoints: [], niche: "" }, now).map((r) => [
      r.prospect.company,
      r.matchScore,
    ]),
  );

describe("what a description rules out", () => {
  it("asks no longer for what follows 'not', 'except' or 'other than', and keeps it as ruled out", () => {
    const f = parseQuery("I want early-stage fintech companies, not crypto, building consumer finance apps");
    expect(f.industries).toEqual(["Fintech"]);
    expect(f.concepts?.map((c) => c.label)).not.toContain("crypto");
    expect(f.ruledOut).toEqual([expect.objectContaining({ kind: "industry", label: "crypto" })]);
    const us = parseQuery("companies in the US, not Ireland, hiring an HR manager");
    expect(us.locations).toEqual(["united states"]);
    expect(us.ruledOut?.map((r) => r.label)).toEqual(["ireland"]);
    expect(parseQuery("React developers wanted, except Angular shops").ruledOut?.map((r) => r.label)).toEqual([
      "angular",
    ]);
  });

  it("leaves 'no' and 'without' as the need they name, and 'not just' or 'or not' as said", () => {
    expect(parseQuery("seed-stage startups with no sales team yet").roles).toEqual(["sales"]);
    expect(parseQuery("seed-stage startups with no sales team yet").ruledOut).toBeUndefined();
    expect(parseQuery("not just design but also Webflow development").skills).toContain("webflow");
    expect(parseQuery("whether or not they are hiring designers").roles).toEqual(["designer"]);
    // Nothing left once ruled out: read as typed.
    expect(parseQuery("not crypto").industries).toEqual(["Fintech"]);
  });

  it("ranks a post from a place or a kind ruled out below one that is not, and keeps it on the page", () => {
    const list = [
      post(1, "Dublin Pay", "Dublin, Ireland", "Payments startup hiring backend engineers"),
      post(2, "Boston Pay", "Boston, MA", "Payments startup hiring backend engineers"),
      post(3, "Chain Pay", "Boston, MA", "Bitcoin payments startup hiring backend engineers"),
    ];
    const asked = scores(list, "fintech companies hiring backend engineers");
    expect(asked.get("Dublin Pay")).toBe(asked.get("Boston Pay"));
    const ruled = scores(list, "fintech companies hiring backend engineers, not Ireland, not crypto");
    expect(ruled.get("Boston Pay")).toBe(asked.get("Boston Pay"));
    expect(ruled.get("Dublin Pay")).toBeLessThan(ruled.get("Boston Pay")!);
    expect(ruled.get("Chain Pay")).toBeLessThan(ruled.get("Boston Pay")!);
    expect(ruled.size).toBe(3);
  });
});
