import { describe, expect, it } from "vitest";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-07-20");

/** A large company on YC's hiring list: its size is known, the roles it hires for are not. */
function largeYcCompany(id: number, company: string): Candidate {
  const signal = `${company} (YC Winter 2012) is hiring. Payroll and benefits for small businesses`;
  const fields = [company, "", "", signal, "", "", "San Francisco; Remote", "Winter 2012, Fintech"].map((f) =>
    f.toLowerCase(),
  );
  return {
    ...hiringPost({ now, id, company, signal, location: "San Francisco; Remote" }),
    source: "ycombinator",
    companySize: "1000+",
    tags: "Winter 2012, Fintech",
    fields,
    hay: fields.join(" "),
  };
}

const list = [
  hiringPost({
    now,
    id: 1,
    company: "Tiny Startup",
    role: "Founding Engineer",
    signal: "Tiny Startup | Founding Engineer | REMOTE | We are three people building an AI notebook",
  }),
  largeYcCompany(2, "Big Co"),
];
const order = (query: string) =>
  rankCandidates(list, parseQuery(query), { skills: [], painPoints: [], niche: "" }, now).map(
    (r) => r.prospect.company,
  );

describe("a head count typed as a number", () => {
  it("puts a company of that size above a small one hiring the trade", () => {
    expect(order("large companies with 1000+ employees hiring remote engineers")[0]).toBe("Big Co");
    expect(order("companies with over 1,000 employees that are hiring engineers")[0]).toBe("Big Co");
  });

  it("leaves the trade first when no size is asked", () => {
    expect(order("companies hiring remote engineers")[0]).toBe("Tiny Startup");
  });
});
