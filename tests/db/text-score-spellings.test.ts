import { describe, expect, it } from "vitest";
import { conceptScores } from "#functions/services/search/text-score";

// Fields in FIELD_WEIGHTS order: company, name, role, signal, bio, industry, location, tags.
const row = (signal: string, location = "") => ["", "", "", signal, "", "", location, ""];

/**
 * The text score finds every spelling of every concept in one pass over a candidate's text
 * (docs/performance.md, "Search speed"); these are the cases where a single pattern match
 * could hide a spelling: one inside another, short ones as whole words only, many spellings.
 */
describe("conceptScores: spellings found in one pass", () => {
  const place = { kind: "place", label: "new york", alts: ["new york", "york", "nyc"], weight: 2, required: true };

  it("counts a spelling that starts inside a longer one ('york' within 'new york')", () => {
    const [both, yorkOnly, none] = conceptScores(
      [row("a team in new york"), row("a team in york"), row("a team in berlin")],
      [place],
    );
    // 'new york' and 'york' both start a word in the first: two hits against one.
    expect(both).toBe(1);
    expect(yorkOnly).toBeGreaterThan(0);
    expect(yorkOnly).toBeLessThan(1);
    expect(none).toBe(0);
  });

  it("takes a spelling of three letters or fewer as a whole word only, and none inside a word", () => {
    const [whole, inside, yorkshire] = conceptScores(
      [row("an nyc startup"), row("the nycx protocol"), row("from yorkshire")],
      [place],
    );
    expect(whole).toBe(1);
    expect(inside).toBe(0);
    // Longer spellings are word starts: 'york' begins 'yorkshire'.
    expect(yorkshire).toBe(1);
  });

  it("finds any of dozens of spellings, in whichever field they are", () => {
    const cities = Array.from({ length: 60 }, (_, i) => `city${String.fromCharCode(97 + (i % 26))}${i}`);
    const region = { kind: "place", label: "region", alts: [...cities, "lisbon"], weight: 2, required: true };
    const scores = conceptScores([row("nothing here"), row("", "lisbon, portugal"), row(`in ${cities[41]}`)], [region]);
    expect(scores[0]).toBe(0);
    expect(scores[1]).toBeGreaterThan(0);
    expect(scores[2]).toBeGreaterThan(0);
  });
});
