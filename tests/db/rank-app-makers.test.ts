import { describe, expect, it } from "vitest";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-07-20");
const profile = { skills: [], painPoints: [], niche: "" };

/** A Product Hunt launch from yesterday, its tagline and description as the signal. */
const launch = (id: number, company: string, signal: string) => ({
  ...hiringPost({ now, id, company, signal }),
  signalKind: "launch" as const,
  source: "producthunt",
});

const tools = [
  launch(
    1,
    "BillKit",
    "Drop-in billing SDK for mobile apps — BillKit lets mobile apps take payments outside the store",
  ),
  launch(2, "Appwright", "Build mobile apps by chatting with AI — Appwright builds native mobile apps for you"),
  launch(3, "Probe", "Autonomous testing for web & mobile apps — Probe explores your mobile apps and files bugs"),
];
const apps = [
  launch(4, "Stepwise", "A habit tracker for your phone — Stepwise is a mobile app that keeps your streaks"),
  launch(5, "Scanly", "Free document scanner app — Scanly is an iPhone app that scans receipts offline"),
];
const order = (query: string) =>
  rankCandidates([...tools, ...apps], parseQuery(query), profile, now).map((r) => r.prospect.company);

describe("apps asked for by what they are", () => {
  it("puts the apps above launches made for the people who build them (SDKs, app builders, testing tools)", () => {
    const ranked = order("mobile apps launched lately");
    expect(ranked.slice(0, 2).sort()).toEqual(["Scanly", "Stepwise"]);
  });

  it("leaves the tools first when the description asks for tools for app makers", () => {
    const ranked = order("SDKs and developer tools for mobile apps launched lately");
    expect(ranked[0]).toBe("BillKit");
  });
});
