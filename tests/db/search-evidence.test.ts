import { describe, expect, it } from "vitest";
import { CARD_CHARS, evidenceFinder } from "#functions/services/search/evidence";

/** The quote for one post, as loadResults makes it for each shown result. */
const evidenceOf = (text: string, concepts: Parameters<typeof evidenceFinder>[0]) => evidenceFinder(concepts)(text);

const term = (label: string, weight = 1) => ({ kind: "term" as const, label, alts: [label], weight });
const role = (label: string, alts: string[]) => ({ kind: "role" as const, label, alts, weight: 2 });

// A post's opening as a card shows it, longer than the card's part.
const opening =
  "Harbourline | Senior Frontend Engineer | Remote (EU) | Full-time\n" +
  "Harbourline builds booking software for ferry operators across the North Sea. We are a team of 14, " +
  "profitable, and we ship weekly. Our stack is TypeScript, React and Postgres, deployed on Fly. " +
  "We offer a four-day week, a learning budget and a yearly meetup in Bergen. ";

describe("evidenceOf: where a post says what was asked, past the part its card shows", () => {
  it("quotes the sentence that names it, as the post wrote it", () => {
    expect(opening.length).toBeGreaterThan(CARD_CHARS);
    const post = `${opening}This year you will run Accessibility audits of the booking flow. We pay well.`;
    expect(evidenceOf(post, [term("accessibility"), term("audits")])).toBe(
      "This year you will run Accessibility audits of the booking flow.",
    );
  });

  it("says nothing when each thing found is already in the opening, or nothing is found", () => {
    const post = `${opening}This year you will run accessibility audits.`;
    expect(evidenceOf(post, [term("ferry")])).toBeUndefined();
    expect(evidenceOf(post, [term("kubernetes")])).toBeUndefined();
    // A word inside another word is no match ('react' in 'unreactive').
    expect(evidenceOf(`${opening}Our unreactive legacy code needs love.`, [term("reactive")])).toBeUndefined();
  });

  it("finds a role by any of its spellings, and a word's other forms by its stem", () => {
    const post = `${opening}Later on we also want to hire a product designer for the app.`;
    expect(evidenceOf(post, [role("designer", ["designer", "ux designer"])])).toBe(
      "Later on we also want to hire a product designer for the app.",
    );
    expect(evidenceOf(`${opening}We are auditing every flow.`, [term("audits")])).toBe("We are auditing every flow.");
  });

  it("quotes the sentence holding the most of what was asked, not the first word found", () => {
    const post = `${opening}Our customers love us. We want a chatbot that answers customer questions at night.`;
    expect(evidenceOf(post, [term("customer"), term("chatbot")])).toBe(
      "We want a chatbot that answers customer questions at night.",
    );
    // A half-weight word ('service') is not worth a quote on its own.
    expect(evidenceOf(`${opening}Our service is great.`, [term("service", 0.5)])).toBeUndefined();
    // Nor a word that only ranks: 'editing' of 'podcast editing' finds any '... edit them'.
    const ranksOnly = { ...term("editing"), required: false };
    expect(evidenceOf(`${opening}Operators can edit them in the app.`, [ranksOnly])).toBeUndefined();
    expect(evidenceOf(`${opening}Operators can edit them in the app.`, [term("editing")])).toBe(
      "Operators can edit them in the app.",
    );
  });

  it("with many things asked and each sentence holding one, quotes the first", () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}x`);
    const many = Array.from({ length: 12 }, (_, i) => ({
      kind: "term" as const,
      label: `thing ${i}`,
      alts: words.slice(i * 10, i * 10 + 10),
      weight: 1,
    }));
    const post = `${opening}${Array.from({ length: 200 }, (_, i) => words[(i * 7) % 120]).join(". ")}.`;
    // Each sentence holds one word: the first one of them is quoted.
    expect(evidenceOf(post, many)).toBe("word0x.");
  });

  it("cuts a long sentence around the word, marked where cut", () => {
    const long = `${opening}${"and then some more words about our plans ".repeat(8)}including a chatbot for support ${"with many more words after it ".repeat(8)}`;
    const quote = evidenceOf(long, [term("chatbot")])!;
    expect(quote.startsWith("…")).toBe(true);
    expect(quote.endsWith("…")).toBe(true);
    expect(quote).toContain("including a chatbot for support");
    expect(quote.length).toBeLessThan(300);
  });
});
