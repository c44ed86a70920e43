import { describe, expect, it } from "vitest";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-07-20");

/** A company on YC's own list: its line says what it sells, never whom it hires. */
function ycRow(id: number, company: string, batch: string, line: string): Candidate {
  const signal = `${company} (YC ${batch}) is hiring. ${line}`;
  const fields = [company, "", "", signal, "", "", "San Francisco", `${batch}, b2b`].map((f) => f.toLowerCase());
  return {
    ...hiringPost({ now, id, company, signal, location: "San Francisco" }),
    source: "ycombinator",
    tags: `${batch}, B2B`,
    fields,
    hay: fields.join(" "),
  };
}

const order = (list: Candidate[], query: string) =>
  rankCandidates(list, parseQuery(query), { skills: [], painPoints: [], niche: "" }, now).map(
    (r) => r.prospect.company,
  );

describe("a YC batch asked for beside the user's trade", () => {
  const list = [
    hiringPost({
      now,
      id: 1,
      company: "Old Co",
      role: "Product Designer",
      signal: "Old Co (YC W19) is hiring a product designer",
    }),
    ycRow(2, "New Co", "Spring 2026", "Agents for warehouse logistics"),
  ];

  it("puts a company of the batch above an older one hiring the trade", () => {
    expect(order(list, "logo and brand identity for startups that just got into YC")[0]).toBe("New Co");
    expect(order(list, "pitch deck designer for startups in YC's Spring 2026 batch")[0]).toBe("New Co");
  });

  it("keeps the trade as the role wanted when hiring is asked", () => {
    expect(order(list, "companies hiring a product designer")[0]).toBe("Old Co");
  });
});
