import { describe, expect, it } from "vitest";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-07-20");
const profile = { skills: [], painPoints: [], niche: "" };

/** A Product Hunt launch from yesterday (no place line), its tagline and description as the signal. */
const launch = (id: number, company: string, signal: string) => ({
  ...hiringPost({ now, id, company, signal }),
  location: "",
  signalKind: "launch" as const,
  source: "producthunt",
});

describe("a place named in a description", () => {
  const language = launch(1, "Kanaflash", "Learn Japanese words in a week — Kanaflash drills kana and kanji");
  const tickets = launch(
    2,
    "Seatwise",
    "Concert tickets with no fees — Seatwise sells tickets in the US, Canada and Japan",
  );

  it("is not found in a longer word: the 'Japanese' of a language app is no place", () => {
    const ranked = rankCandidates([language, tickets], parseQuery("consumer apps with users in Japan"), profile, now);
    expect(ranked[0]!.prospect.company).toBe("Seatwise");
    const lang = ranked.find((r) => r.prospect.company === "Kanaflash")!;
    expect(lang.reasons.join(" · ")).not.toMatch(/Japan\b/);
  });

  it("is said as a mention, not where the makers are, when only a launch's tagline names it", () => {
    const [top] = rankCandidates([tickets], parseQuery("consumer apps with users in Japan"), profile, now);
    expect(top!.reasons).toContain("Mentions Japan");
    expect(top!.reasons.join(" · ")).not.toContain("Based in");
  });

  it("keeps 'Based in' for a post that gives its place", () => {
    const post = { ...hiringPost({ now, role: "Backend Engineer", signal: "Acme | Backend Engineer | Tokyo, Japan" }) };
    post.location = "Tokyo, Japan";
    post.fields = post.fields.map((f, i) => (i === 6 ? "tokyo, japan" : f));
    const [top] = rankCandidates([post], parseQuery("startups in Japan hiring engineers"), profile, now);
    expect(top!.reasons).toContain("Based in Tokyo, Japan");
  });
});
