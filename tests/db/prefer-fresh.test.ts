import { describe, expect, it } from "vitest";
import { preferFresh } from "#functions/services/search/search";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 23);
const result = (id: string, matchScore: number, kind: "launch" | "hiring", ageDays: number, open = "unknown") => ({
  id,
  matchScore,
  prospect: {
    signalKind: kind,
    signalDate: now - ageDays * DAY,
    openState: open as "open" | "closed" | "unknown",
  },
});

describe("preferFresh", () => {
  it("moves a recent match that is not far below the best ahead of older ones, keeping each group's order", () => {
    const ranked = [
      result("old-best", 78, "launch", 439),
      result("old-next", 76, "launch", 131),
      result("fresh-good", 67, "launch", 7),
      result("fresh-fair", 48, "launch", 24),
    ];
    expect(preferFresh(ranked, now).map((r) => r.id)).toEqual(["fresh-good", "fresh-fair", "old-best", "old-next"]);
  });

  it("never lifts a weak recent match over a strong old one", () => {
    const ranked = [result("old-strong", 90, "hiring", 200), result("fresh-weak", 45, "hiring", 2)];
    expect(preferFresh(ranked, now).map((r) => r.id)).toEqual(["old-strong", "fresh-weak"]);
  });

  it("treats a signal past its window, or a closed one, as old", () => {
    const ranked = [
      result("old", 80, "hiring", 120),
      result("past-window", 79, "launch", 31),
      result("closed", 79, "hiring", 3, "closed"),
      result("fresh", 70, "hiring", 44),
    ];
    expect(preferFresh(ranked, now).map((r) => r.id)).toEqual(["fresh", "old", "past-window", "closed"]);
  });

  it("with a limit, gives the first that many of the same order", () => {
    const ranked = [
      result("old", 80, "hiring", 120),
      result("fresh-a", 79, "launch", 3),
      result("past-window", 79, "launch", 31),
      result("fresh-b", 75, "hiring", 10),
      result("closed", 74, "hiring", 3, "closed"),
      result("weak-fresh", 30, "launch", 1),
      result("fresh-c", 60, "hiring", 5),
    ];
    const all = preferFresh(ranked, now).map((r) => r.id);
    expect(all).toEqual(["fresh-a", "fresh-b", "fresh-c", "old", "past-window", "closed", "weak-fresh"]);
    for (let limit = 0; limit <= ranked.length + 1; limit++) {
      expect(preferFresh(ranked, now, limit).map((r) => r.id)).toEqual(all.slice(0, limit));
    }
  });
});
