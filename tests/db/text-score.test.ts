import { describe, expect, it } from "vitest";
import { stem, textScores } from "#functions/services/search/text-score";

// Fields in FIELD_WEIGHTS order: company, name, role, signal, bio, industry, location, tags.
const fields = (over: Partial<Record<"company" | "role" | "signal" | "bio", string>>) => [
  over.company ?? "",
  "",
  over.role ?? "",
  over.signal ?? "",
  over.bio ?? "",
  "",
  "",
  "",
];

describe("textScores", () => {
  it("stems plurals and verb endings the way a reader would match them", () => {
    expect(stem("developers")).toBe("developer");
    expect(stem("launched")).toBe("launch");
    expect(stem("designer")).toBe("design");
    expect(stem("ai")).toBe("ai");
  });

  it("weighs a word in the role above the same word deep in a bio", () => {
    const [inRole, inBio] = textScores(
      [fields({ role: "react developer" }), fields({ bio: "we like react" })],
      ["react"],
    );
    expect(inRole).toBe(1);
    expect(inBio).toBeLessThan(1);
    expect(inBio).toBeGreaterThan(0);
  });

  it("counts a rare word among the candidates for more than a common one", () => {
    const rows = [
      fields({ signal: "payments kubernetes" }),
      fields({ signal: "payments" }),
      fields({ signal: "payments" }),
      fields({ signal: "kubernetes" }),
    ];
    const scores = textScores(rows, ["payments", "kubernetes"]);
    expect(scores[0]).toBe(1);
    expect(scores[3]!).toBeGreaterThan(scores[1]!);
  });

  it("matches whole-word starts only, and gives 0 to a candidate without the words", () => {
    const [hit, inside, none] = textScores(
      [fields({ signal: "go developer" }), fields({ signal: "cargo ships" }), fields({ signal: "nothing here" })],
      ["go"],
    );
    expect(hit).toBe(1);
    expect(inside).toBe(0);
    expect(none).toBe(0);
  });
});
