import { describe, expect, it } from "vitest";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-07-20");
const profile = { skills: [], painPoints: [], niche: "" };
const phrases = (q: string) => (parseQuery(q).concepts ?? []).filter((c) => c.kind === "phrase").map((c) => c.label);

describe("a field named as the work hired for", () => {
  it("is the trade, not the kind of client ('hiring for marketing')", () => {
    const f = parseQuery("fintech startups hiring for marketing");
    expect(f.industries).toEqual(["Fintech"]);
    expect(f.roles).toContain("marketer");
    expect(parseQuery("startups hiring for security").industries).toEqual([]);
    expect(parseQuery("startups hiring for security").roles).toEqual(["security"]);
    expect(parseQuery("roles in marketing at fintech startups").industries).toEqual(["Fintech"]);
    // A field that is the client's kind stays one.
    expect(parseQuery("security companies hiring designers").industries).toEqual(["Security"]);
    expect(parseQuery("marketing agencies hiring developers").roles).not.toContain("marketer");
  });

  it("is wanted beside a trade already named ('content or marketing'): either will do", () => {
    const f = parseQuery(
      "I'm a content marketer who writes for healthcare companies - who has been hiring for content or marketing recently?",
    );
    expect(f.industries).toEqual(["Healthcare"]);
    expect(f.roles).toEqual(expect.arrayContaining(["writer", "marketer"]));
  });
});

describe("openings named by their trade", () => {
  it("reads 'customer support roles' as the support trade", () => {
    expect(parseQuery("customer support roles").roles).toEqual(["support"]);
    expect(parseQuery("Remote customer success or support roles at AI startups").roles).toEqual(["support"]);
    expect(parseQuery("support jobs at fintechs").roles).toEqual(["support"]);
    // A field of work alone is not a role ('AI agents for customer support').
    expect(parseQuery("AI agents for customer support").roles).toEqual([]);
  });

  it("looks for no title such as 'marketing job' that no post would write", () => {
    expect(phrases("marketing jobs in New York City")).toEqual([]);
    expect(phrases("remote marketing roles at B2B SaaS companies")).not.toContain("marketing role");
    expect(phrases("customer support roles")).toEqual([]);
    // A real title still counts as one.
    expect(phrases("London startups hiring a product designer")).toContain("product designer");
  });
});

describe("contract or part-time work for a trade ending in -or", () => {
  it("is read for an editor, a translator or an illustrator, but not from 'smart contract audits for'", () => {
    const asked = (q: string) => parseQuery(q).engagement ?? false;
    expect(asked("Startups looking for a part-time video editor or motion designer")).toBe(true);
    expect(asked("companies that need a freelance translator")).toBe(true);
    expect(asked("part-time illustrator for a children's app")).toBe(true);
    expect(asked("smart contract audits for DeFi protocols")).toBe(false);
  });
});

describe("short titles in a post's role line", () => {
  const post = (id: number, company: string, role: string) =>
    hiringPost({
      now,
      id,
      company,
      role,
      signal: `${company} | ${role} | Remote | Full-time | We build logistics software`,
    });
  const top = (query: string, list: ReturnType<typeof post>[]) =>
    rankCandidates(list, parseQuery(query), profile, now)[0]!;

  it("reads SWE as a software engineer, AI Eng as an AI engineer and Infra Eng as infrastructure", () => {
    const sales = post(1, "Sales Co", "Account Executive");
    expect(
      top("logistics startups hiring software developers", [sales, post(2, "Swe Co", "Senior SWE")]).prospect.company,
    ).toBe("Swe Co");
    expect(top("logistics companies hiring AI engineers", [sales, post(3, "Ai Co", "AI Eng")]).reasons).toContain(
      "Looking for a machine learning engineer",
    );
    expect(
      top("logistics companies hiring DevOps engineers", [sales, post(4, "Infra Co", "Infra Eng")]).reasons,
    ).toContain("Looking for a DevOps engineer");
  });
});

describe("hiring read from a round and a trade wanted", () => {
  const designer = hiringPost({
    now,
    role: "Product Designer",
    signal: "Acme | Product Designer | Remote | We raised our seed round",
  });

  it("shows hiring without saying the user asked for it", () => {
    const [top] = rankCandidates(
      [designer],
      parseQuery("startups that just raised a seed round and need a designer"),
      profile,
      now,
    );
    expect(top!.reasons).toContain("Hiring");
    expect(top!.reasons.join(" · ")).not.toContain("as you asked");
  });

  it("still says 'as you asked' when the description says hiring", () => {
    const [top] = rankCandidates(
      [designer],
      parseQuery("companies that just raised and are hiring designers"),
      profile,
      now,
    );
    expect(top!.reasons).toContain("Shows hiring, as you asked");
  });
});

describe("a recruiter's own title", () => {
  it("leaves no 'technical' for posts to contain, and no title to find, when they place another trade", () => {
    const f = parseQuery("technical recruiter for Series B companies hiring engineers");
    expect(f.terms).not.toContain("technical");
    expect(phrases("technical recruiter for Series B companies hiring engineers")).toEqual([]);
    // Hiring one, the title is what to find.
    expect(phrases("startups hiring a technical recruiter")).toContain("technical recruiter");
  });

  it("reads clients 'scaling their engineering team' as hiring engineers, not an engineering manager", () => {
    const f = parseQuery("tech recruiter looking for startups scaling their engineering team fast");
    expect(f.roles).toContain("developer");
    expect(f.roles).not.toContain("manager");
    // Scaling a team as the user's own service is still the engineering leader's trade.
    expect(parseQuery("fractional CTO help with scaling an engineering team").roles).toContain("manager");
  });
});

describe("a place name that is also a framework's", () => {
  it("is the framework beside its language ('Elixir Phoenix developer'), left as a word to match", () => {
    const f = parseQuery("Elixir Phoenix developer");
    expect(f.places).toEqual([]);
    expect(f.locations).toEqual([]);
    expect(f.concepts!.some((c) => c.alts.includes("phoenix"))).toBe(true);
  });

  it("is the city after 'in', even beside the language", () => {
    expect(parseQuery("Elixir developer in Phoenix").places!.map((p) => p.name)).toEqual(["phoenix"]);
    expect(parseQuery("startups in Phoenix hiring engineers").places!.map((p) => p.name)).toEqual(["phoenix"]);
  });
});
