import { describe, expect, it } from "vitest";
import { skillDisplayName } from "#functions/services/lexicon";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-11-01");

const candidate = (role: string, signal: string) => hiringPost({ now, role, signal });

describe("reasons read as a person writes", () => {
  it("says a trade only mentioned beside other openings is mentioned, not looked for", () => {
    const c = candidate(
      "Backend Engineer, Platform Engineer",
      "Acme is hiring backend and platform engineers. Our writer works with the team on docs",
    );
    const [top] = rankCandidates(
      [c],
      parseQuery("technical writer jobs"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(top!.reasons).toContain("Mentions a writer in the post");
    expect(top!.reasons.some((r) => r.startsWith("Looking for"))).toBe(false);
  });

  it("says a client-work agency is one, not 'In Agencies'", () => {
    const c = candidate("Web Developer (contract)", "Northwind is a digital agency building sites for retailers");
    const [top] = rankCandidates(
      [c],
      parseQuery("digital agencies hiring contract web developers"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(top!.reasons).toContain("An agency or consultancy");
    expect(top!.reasons.some((r) => r.startsWith("In "))).toBe(false);
  });

  it("says a post is late-stage only when it says so, not for any 'growth'", () => {
    const reasonsFor = (signal: string) =>
      rankCandidates(
        [candidate("Data Scientist", signal)],
        parseQuery("late-stage startups hiring data scientists"),
        { skills: [], painPoints: [], niche: "" },
        now,
      )[0]!.reasons;
    expect(reasonsFor("Acme | Data Scientist | Join our growth team")).not.toContain("Mentions Growth");
    expect(reasonsFor("Acme | Data Scientist | A growth-stage marketplace")).toContain("Mentions Growth");
  });

  it("names tools as they are written", () => {
    expect(["react", "node", "aws", "typescript", "soc2", "figma"].map(skillDisplayName)).toEqual([
      "React",
      "Node.js",
      "AWS",
      "TypeScript",
      "SOC 2",
      "Figma",
    ]);
    // a word with no usual spelling is left as it was asked
    expect(skillDisplayName("data pipelines")).toBe("data pipelines");
  });

  it("names a place the post shows by the region as a person writes it, when the post has no place line", () => {
    const c = { ...candidate("Android Engineer", "A Berlin team building an Android app"), location: "" };
    c.fields = ["acme", "", "android engineer", "a berlin team building an android app", "", "", "", ""];
    c.hay = c.fields.join(" ");
    const [top] = rankCandidates(
      [c],
      parseQuery("Android developer in Europe"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(top!.reasons).toContain("Based in Europe");
    const [ny] = rankCandidates(
      [{ ...c, fields: c.fields.map((f, i) => (i === 3 ? "a nyc team building an android app" : f)) }],
      parseQuery("Android developer in NYC"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(ny!.reasons).toContain("Based in NYC");
  });

  it("names the one of two tools typed as alternatives that a post mentions, and a place word as a place is written", () => {
    const [top] = rankCandidates(
      [candidate("Data Engineer (ETL, SQL, Power BI)", "We build Power BI reports for our operations team")],
      parseQuery("Tableau or Power BI dashboards for operations teams"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(top!.reasons).toContain("Mentions Power BI");
    const [london] = rankCandidates(
      [candidate("Backend Engineer", "Our London office is hiring engineers")],
      parseQuery("London startups hiring engineers"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(london!.reasons.join(" · ")).not.toContain("london");
  });

  it("says a place once, and a location that is a way of working as a location", () => {
    const inLondon = { ...candidate("Backend Engineer", "London | Backend Engineer | hiring"), location: "London, UK" };
    inLondon.fields = inLondon.fields.map((f, i) => (i === 6 ? "london, uk" : f));
    const [top] = rankCandidates(
      [inLondon],
      parseQuery("London startups hiring engineers"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(top!.reasons).toContain("Based in London, UK");
    expect(top!.reasons.join(" · ")).not.toContain("Matches “London”");
    const eu = { ...candidate("Android Engineer", "Remote (EU) | Android Engineer"), location: "Remote (EU)" };
    eu.fields = eu.fields.map((f, i) => (i === 6 ? "remote (eu)" : f));
    const [remote] = rankCandidates(
      [eu],
      parseQuery("Android developer in Europe"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(remote!.reasons).toContain("Location: Remote (EU)");
  });

  it("says 'Mentions React, TypeScript', not the lower-cased query words", () => {
    const [top] = rankCandidates(
      [candidate("Senior Frontend Engineer", "We use React and TypeScript every day")],
      parseQuery("hiring react and typescript developers"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(top!.reasons).toContain("Mentions React, TypeScript");
  });

  it("a post hiring for another role that mentions the trade in passing is not 'Looking for a writer'", () => {
    const ranked = rankCandidates(
      [
        { ...candidate("Design Engineer", "We build tools for storytellers, writers and creators"), id: 1 },
        { ...candidate("Content Writer", "We need someone to write our product pages"), id: 2, company: "Inkwell" },
      ],
      parseQuery("need a copywriter"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    const byId = new Map(ranked.map((r) => [r.prospect.id, r]));
    expect(byId.get(2)!.reasons).toContain("Looking for a writer");
    expect(byId.get(1)!.reasons).not.toContain("Looking for a writer");
    expect(byId.get(2)!.matchScore).toBeGreaterThan(byId.get(1)!.matchScore);
  });

  it("early-stage only where a post says so ('pre-seed', 'founding engineer'), not for 'early access'", () => {
    const seed = { ...candidate("Founding Engineer", "A pre-seed team building invoicing for clinics"), id: 1 };
    const access = { ...candidate("Engineer", "Join our early access program for invoicing"), id: 2, company: "Later" };
    const ranked = rankCandidates(
      [seed, access],
      parseQuery("developer for early stage companies"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    const byId = new Map(ranked.map((r) => [r.prospect.id, r]));
    expect(byId.get(1)!.reasons).toContain("Says it is early-stage");
    expect(byId.get(2)!.reasons).not.toContain("Says it is early-stage");
    expect(byId.get(1)!.matchScore).toBeGreaterThan(byId.get(2)!.matchScore);
  });
});

describe("a round asked for", () => {
  it("is said once, by the stage ('Mentions Series B'), not again as 'Matches “series”'", () => {
    const post = candidate("Backend Engineer", "Acme | Backend Engineer | Remote | We raised our Series B last month");
    const [top] = rankCandidates(
      [post],
      parseQuery("Series B startups hiring engineers"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(top!.reasons).toContain("Mentions Series B");
    expect(top!.reasons.join(" · ")).not.toContain("Matches “series");
  });
});

describe("words a post matches", () => {
  const profile = { skills: [], painPoints: [], niche: "" };

  it("are quoted one by one, so two words found apart read as no phrase of the post's", () => {
    const post = candidate("Engineer", "Acme | Engineer | On-site in Austin | We build tools for financial markets");
    const [top] = rankCandidates([post], parseQuery("companies redesigning their marketing site"), profile, now);
    expect(top!.reasons).toContain("Matches “marketing”, “site”");
    expect(top!.reasons.join(" · ")).not.toContain("“marketing site”");
  });

  it("name the alternatives a post holds, not the typed list with its 'or's", () => {
    const facets = parseQuery("QA testing for mobile apps, manual or automated");
    expect(facets.concepts!.some((c) => c.label.includes(" or "))).toBe(true);
    const post = candidate("Engineer", "Acme | Engineer | Remote | We still run manual release checks every week");
    const [top] = rankCandidates([post], facets, profile, now);
    const said = top!.reasons.find((r) => r.startsWith("Matches"));
    expect(said).toContain("“manual”");
    expect(said).not.toMatch(/\bor\b/);
  });
});
