import { describe, expect, it } from "vitest";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-11-01");
const noProfile = { skills: [], painPoints: [], niche: "" };

/** The one candidate's result for a description. */
const judged = (query: string, c: Candidate) => rankCandidates([c], parseQuery(query), noProfile, now)[0]!;

describe("what a result lacks of the description", () => {
  it("says nothing is lacking when a post shows every part asked for", () => {
    const c = hiringPost({
      now,
      role: "Product Designer",
      location: "London, UK",
      signal: "Ledgerly, a fintech startup in London, is hiring a product designer",
    });
    const r = judged("fintech startups in London hiring a designer", c);
    expect(r.reasons).toContain("Based in London, UK");
    expect(r.lacks).toEqual([]);
  });

  it("names the place and the kind of company a post does not show, never as a reason", () => {
    const c = hiringPost({
      now,
      role: "Product Designer",
      location: "Austin, TX",
      signal: "Acme builds scheduling software for clinics and is hiring a product designer",
    });
    const r = judged("fintech startups in London hiring a designer", c);
    expect(r.lacks).toContain("No sign of London");
    // A post is read for its industry: one it never names is not proof it is in another.
    expect(r.lacks).toContain("No sign of Fintech");
    expect(r.reasons).toContain("Looking for a designer");
    // A lack is never also said as a reason.
    expect(r.reasons.some((w) => /London|Fintech/.test(w))).toBe(false);
  });

  it("says a company is not in an industry only when it is filed under another of its own", () => {
    const yc: Candidate = {
      ...hiringPost({ now, location: "London, UK", signal: "Acme builds scheduling software for clinics" }),
      source: "ycombinator",
      industry: "Healthcare",
    };
    expect(judged("fintech startups in London", yc).lacks).toContain("Not in Fintech");
  });

  it("says a hiring post for other trades lacks the trade asked for", () => {
    const c = hiringPost({ now, role: "Backend Engineer", signal: "Acme is hiring backend engineers in Go" });
    expect(judged("startups hiring a designer", c).lacks).toContain("No sign it needs a designer");
  });

  it("says a launch is not the hiring or asking for help a service seller wants", () => {
    const c: Candidate = {
      ...hiringPost({ now, signal: "Acme Notes: a note-taking app for students" }),
      signalKind: "launch",
      source: "producthunt",
    };
    expect(judged("startups that need a designer", c).lacks).toContain("A launch, not hiring or asking for help");
    // asked for hiring in so many words: the kind asked for is named
    expect(judged("startups hiring a designer", c).lacks).toContain("A launch, not hiring");
  });

  it("names a skill asked for that the post never mentions, by its usual spelling", () => {
    const c = hiringPost({ now, role: "Data Engineer", signal: "Acme is hiring a data engineer (SQL, dbt)" });
    const r = judged("data engineers who know Snowflake", c);
    expect(r.lacks).toContain("No mention of Snowflake");
    // found further down the post by the index: not lacking
    const seen = { ...c, seen: new Set(["snowflake"]) };
    expect(judged("data engineers who know Snowflake", seen).lacks).not.toContain("No mention of Snowflake");
  });

  it("says a signal older than the period asked for is not from it", () => {
    const old = { ...hiringPost({ now, role: "Designer", signal: "Acme is hiring a designer" }) };
    old.signalDate = new Date(now - 90 * 86_400_000);
    expect(judged("companies hiring a designer this week", old).lacks).toContain("Not from the last week");
    const fresh = hiringPost({ now, role: "Designer", signal: "Acme is hiring a designer" });
    expect(judged("companies hiring a designer this week", fresh).lacks).not.toContain("Not from the last week");
  });

  it("says first when a post seems to sell what the user offers", () => {
    const c: Candidate = {
      ...hiringPost({ now, signal: "LogoForge: an AI logo generator that designs your brand identity in seconds" }),
      signalKind: "launch",
      source: "producthunt",
    };
    const r = judged("logo and brand identity design for startups", c);
    expect(r.lacks[0]).toBe("Seems to sell what you offer");
  });

  it("says no remote work when only remote was asked for and the post is on site", () => {
    const c = hiringPost({
      now,
      role: "Rails Engineer",
      location: "Austin, TX (onsite)",
      signal: "Acme hires a Rails engineer",
    });
    expect(judged("remote Rails developer jobs", c).lacks).toContain("No sign of remote work");
  });
});

describe("the tools a user works in", () => {
  const launch = (company: string, signal: string): Candidate => ({
    ...hiringPost({ now, company, signal }),
    signalKind: "launch",
    source: "producthunt",
  });

  it("says the company that makes the tool is no client for help with it, whatever its signal", () => {
    const maker = hiringPost({
      now,
      company: "Webflow",
      role: "Web Developer",
      signal: "Webflow is hiring web developers",
    });
    const buyer = hiringPost({ now, company: "Acme", role: "Web Developer", signal: "Acme needs a Webflow developer" });
    const ranked = rankCandidates([maker, buyer], parseQuery("Webflow developer for startups"), noProfile, now);
    expect(ranked.map((r) => r.prospect.company)).toEqual(["Acme", "Webflow"]);
    expect(ranked[1]!.lacks[0]).toBe("Makes Webflow, a tool you work in");
  });

  it("takes a product sold as an add-on for the tool for a vendor, not a product that merely uses it", () => {
    const addOn = launch("SyncPro", "SyncPro: a two-way HubSpot connector for your data warehouse");
    const user = launch(
      "Plantly",
      `Plantly: a plant-care app for busy people. ${"We water, feed and repot. ".repeat(8)}Our newsletter runs on HubSpot.`,
    );
    expect(judged("HubSpot consultant for startups", addOn).lacks[0]).toBe("Seems to sell what you offer");
    expect(judged("HubSpot consultant for startups", user).lacks).not.toContain("Seems to sell what you offer");
  });
});

describe("a product whose opening line names the trade", () => {
  const launch = (company: string, signal: string): Candidate => ({
    ...hiringPost({ now, company, signal }),
    signalKind: "launch",
    source: "producthunt",
  });

  it("is a vendor of it, below a client, and says so", () => {
    const tool = launch("CutBot", "CutBot: the AI video editor that turns long streams into shorts");
    const client = launch("Trailhead", "Trailhead: guided hikes for families, now with a YouTube channel");
    const ranked = rankCandidates([tool, client], parseQuery("video editor for YouTube creators"), noProfile, now);
    expect(ranked.map((r) => r.prospect.company)).toEqual(["Trailhead", "CutBot"]);
    expect(ranked[1]!.lacks[0]).toBe("Seems to sell what you offer");
  });

  it("is still a client when it is hiring for the trade: hiring is buying", () => {
    const post = hiringPost({
      now,
      company: "CutBot",
      role: "Video Editor",
      signal: "CutBot: the AI video editor. We are hiring a video editor",
    });
    expect(judged("video editor for YouTube creators", post).lacks).not.toContain("Seems to sell what you offer");
  });
});
