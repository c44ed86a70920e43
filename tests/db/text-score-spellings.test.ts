import { describe, expect, it } from "vitest";
import { conceptScores, wordStartFinder } from "#functions/services/search/text-score";

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

/**
 * Past a few dozen spellings the word starts are looked at in code rather than by one pattern
 * (text-score.ts, tableScan): both must find the same spellings in the same texts.
 */
describe("wordStartFinder: many spellings find what a few do", () => {
  const special = [
    "c",
    "r",
    "go",
    "zürich",
    "é",
    "node.js",
    "c++",
    ".net",
    "e-commerce",
    "new york",
    "york",
    "new",
    "ai",
  ];
  const many = [...Array.from({ length: 50 }, (_, i) => `town${String.fromCharCode(97 + (i % 26))}${i}`), ...special];
  const texts = [
    "c and r, not abc or rr; go is not good or going",
    "offices in zürich and new york (nyc), not newyork or yorkshire's york-ish lanes",
    "we use node.js, c++ and .net; asp.net is not .net here; e-commerce and ecommerce",
    "é at the start; café is not it. ai, aim, and ai-first",
    `towna0 and townz25 and townx49!`,
    "",
    "c",
  ];
  it("the same spellings as the one-pattern pass, case by case", () => {
    expect(many.length).toBeGreaterThanOrEqual(48);
    const all = wordStartFinder(many);
    const few = Array.from({ length: Math.ceil(many.length / 10) }, (_, i) =>
      wordStartFinder(many.slice(i * 10, i * 10 + 10)),
    );
    for (const text of texts) {
      const seen = [...all(text)].sort();
      expect(seen, text).toEqual([...new Set(few.flatMap((f) => [...f(text)]))].sort());
    }
    expect([...all(texts[0]!)].sort()).toEqual(["c", "go", "r"]);
    expect([...all(texts[1]!)].sort()).toEqual(["new", "new york", "york", "zürich"]);
    // "c" starts "c++": the next character is no letter or digit.
    expect([...all(texts[2]!)].sort()).toEqual([".net", "c", "c++", "e-commerce", "node.js"]);
    expect([...all(texts[3]!)].sort()).toEqual(["ai", "é"]);
    expect([...all(texts[4]!)].sort()).toEqual(["towna0", "townx49", "townz25"]);
  });
});
