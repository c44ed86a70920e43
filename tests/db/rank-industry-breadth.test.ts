import { describe, expect, it } from "vitest";
import { industryWeight } from "#functions/services/search/rank";

describe("what the kind of company asked counts for beside the trade (2) and other facets (1)", () => {
  it("counts a narrow kind more than a plain facet, and a broad one ('AI', 'B2B') less", () => {
    expect(industryWeight(["Legal"])).toBeGreaterThan(1);
    expect(industryWeight(["Climate", "Artificial Intelligence"])).toBeGreaterThan(1);
    expect(industryWeight(["B2B"])).toBeLessThan(1);
    expect(industryWeight(["Artificial Intelligence", "B2B"])).toBeLessThan(1);
  });
});
