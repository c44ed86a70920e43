import { describe, expect, it } from "vitest";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-07-20");
const profile = { skills: [], painPoints: [], niche: "" };
const rank = (query: string, list: ReturnType<typeof hiringPost>[]) =>
  rankCandidates(list, parseQuery(query), profile, now);

describe("contract or part-time work asked for", () => {
  it("is read from the words before the trade or the work, not from the user's own introduction", () => {
    const asked = (q: string) => parseQuery(q).engagement ?? false;
    expect(asked("fully remote startups hiring part-time or contract developers")).toBe(true);
    expect(asked("companies in New York hiring a react contractor")).toBe(true);
    expect(asked("remote Ruby on Rails contract work")).toBe(true);
    expect(asked("companies hiring a part-time bookkeeper")).toBe(true);
    expect(asked("I'm a freelance designer looking for startups that need branding")).toBe(false);
    expect(asked("contract law firms")).toBe(false);
    expect(asked("startups hiring engineers")).toBe(false);
  });

  it("is read when said after the trade, as a part of its own or the last words", () => {
    const asked = (q: string) => parseQuery(q).engagement ?? false;
    expect(asked("Rails developer part-time contract")).toBe(true);
    expect(asked("dbt snowflake analytics engineer contract")).toBe(true);
    expect(asked("machine learning engineer contract, computer vision, robotics startups")).toBe(true);
    expect(asked("DevOps help, freelance or part-time only")).toBe(true);
    // a smart contract is the work, not the terms
    expect(asked("web3 companies that need a smart contract.")).toBe(false);
    expect(asked("contract review for startups")).toBe(false);
  });

  it("puts a post offering contract work above a full-time one, and says so", () => {
    const list = [
      hiringPost({
        now,
        id: 1,
        company: "Fulltime Co",
        role: "Web Developer",
        signal: "Fulltime Co | Web Developer | Remote | Full-time | We build booking software",
      }),
      hiringPost({
        now,
        id: 2,
        company: "Contract Co",
        role: "Web Developer",
        signal: "Contract Co | Web Developer | Remote | Contract, $80/hr | We build booking software",
      }),
    ];
    const [top] = rank("startups hiring contract web developers", list);
    expect(top!.prospect.company).toBe("Contract Co");
    expect(top!.reasons).toContain("Offers contract or part-time work");
    // Without the terms asked, the two are alike.
    expect(rank("startups hiring web developers", list)[0]!.reasons).not.toContain("Offers contract or part-time work");
  });

  it("does not take a post's customers for its terms ('software for contractors')", () => {
    const [only] = rank("hiring contract web developers", [
      hiringPost({
        now,
        role: "Web Developer",
        signal: "Acme | Web Developer | NYC | Full-time | Scheduling software for contractors and freelancers",
      }),
    ]);
    expect(only!.reasons).not.toContain("Offers contract or part-time work");
  });
});

describe("'fully remote'", () => {
  it("is remote work, with no 'fully' a post must say", () => {
    const f = parseQuery("fully remote startups hiring designers");
    expect(f.remote).toBe(true);
    expect(f.terms).not.toContain("fully");
  });
});

describe("a content writer asked for", () => {
  it("is found as the content roles posts name, over a post that mentions writers in passing", () => {
    const list = [
      hiringPost({
        now,
        id: 1,
        company: "Engine Co",
        role: "Backend Engineer",
        signal: "Engine Co | Backend Engineer | Remote | You will work with our writers and designers",
      }),
      hiringPost({
        now,
        id: 2,
        company: "Lingo Co",
        role: "Lead Content Strategist",
        signal: "Lingo Co | Lead Content Strategist | Remote | Part-time | Language learning app",
      }),
    ];
    expect(rank("startups hiring a content writer", list)[0]!.prospect.company).toBe("Lingo Co");
  });
});

describe("a company's own contract", () => {
  it("is not contract work offered ('a $37M Air Force contract')", () => {
    const [only] = rankCandidates(
      [
        hiringPost({
          now,
          company: "Skyways",
          role: "Mechanical Engineer",
          signal:
            "Skyways | Austin, TX | ONSITE | Full-time\nWe build autonomous cargo aircraft. We recently landed a $37M Air Force contract. Hiring a Mechanical Engineer.",
        }),
      ],
      parseQuery("contract mechanical engineer for hardware startups"),
      profile,
      now,
    );
    expect(only!.reasons).not.toContain("Offers contract or part-time work");
    expect(only!.lacks).toContain("No sign of contract or part-time work");
  });
});
