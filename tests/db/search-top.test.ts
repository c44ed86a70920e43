import { describe, expect, it } from "vitest";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { candidateJudge, type Depth, rankCandidates } from "#functions/services/search/rank";
import { onePerCompany, parseCached, preferFresh, topCandidates } from "#functions/services/search/search";

// A small deterministic generator (mulberry32), so the same candidates are built every run.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const now = Date.parse("2026-06-01");
const pick = <T>(rnd: () => number, xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;

const signals = [
  "We are hiring a React developer for our payments app",
  "Fintech startup looking for a senior frontend engineer, React and TypeScript",
  "Launched today: an AI design tool that makes logos and mockups",
  "Our clinic scheduling software for hospitals and patients is live",
  "Need help: our website is slow and loses users at onboarding",
  "Raised a seed round to build lending for small banks",
  "Hiring a product designer (UI/UX) to own our mobile app",
  "Real estate listings platform, we need a Python developer for a data pipeline",
  "Looking for a copywriter for our B2B SaaS landing pages",
  "Series A healthtech company hiring backend engineers",
];
const places = ["Berlin, Germany", "London", "New York, NY", "Lagos, Nigeria", "Remote", "Paris", "Toronto", ""];
const kinds = ["hiring", "launch", "funding", "pain_point"] as const;
const sources = ["hackernews", "producthunt", "ycombinator"] as const;
const industries = ["Fintech", "Healthcare", "Real Estate", "B2B", ""];

function candidates(n: number, seed: number): Candidate[] {
  const rnd = random(seed);
  return Array.from({ length: n }, (_, i) => {
    const source = pick(rnd, sources);
    const signal = `${pick(rnd, signals)}. ${rnd() < 0.4 ? pick(rnd, signals) : ""}`;
    const c = {
      id: i + 1,
      // Some companies post more than once: only their best post is a result.
      company: `Company ${Math.floor(rnd() * n * 0.7)}`,
      role: rnd() < 0.5 ? pick(rnd, ["React Developer", "Designer", "Data Engineer", ""]) : "",
      location: pick(rnd, places),
      remote: rnd() < 0.3,
      industry: pick(rnd, industries),
      companySize: pick(rnd, ["1-10", "11-50", "51-200"]),
      stage: pick(rnd, ["Seed", "Series A", "Early", ""]),
      signalKind: pick(rnd, kinds),
      signalDate: new Date(now - Math.floor(rnd() * 300) * 86_400_000),
      tags: pick(rnd, ["fintech, payments", "health", "design tools", "saas", ""]),
      hasEmail: rnd() < 0.5,
      source,
      openState: "unknown" as const,
      pains: pick(rnd, ["slow website", "manual reporting", ""]),
    };
    const fields = [
      c.company,
      "",
      c.role,
      signal,
      "",
      source === "ycombinator" ? c.industry : "",
      c.location,
      c.tags,
    ].map((x) => x.toLowerCase());
    return { ...c, fields, hay: fields.join(" "), seen: new Set<string>(), readWhole: true };
  });
}

/** What the page shows when every candidate is judged in full: the reference. */
function judgedInFull(list: Candidate[], query: string, profile: Profile, visible: number) {
  const facets = parseQuery(query);
  const ranked = onePerCompany(rankCandidates(list, facets, profile, now));
  const ordered = facets.maxAgeDays === undefined ? preferFresh(ranked, now) : ranked;
  return { total: ranked.length, shown: ordered.slice(0, visible) };
}

/**
 * The same through topCandidates, counting how many candidates it judged past the cheap score.
 * Its facets come from runSearch's cache, frozen: ranking them must not change them.
 */
function judgedOnDemand(list: Candidate[], query: string, profile: Profile, visible: number) {
  const facets = parseCached(query, []);
  const judge = candidateJudge(list, facets, profile, now);
  const deep = new Set<number>();
  const counted = {
    ...judge,
    judge: (i: number, depth: Depth) => {
      if (depth > 0) deep.add(i);
      return judge.judge(i, depth);
    },
  };
  const ranked = topCandidates(list, counted, visible, facets.maxAgeDays === undefined, now);
  const ordered = facets.maxAgeDays === undefined ? preferFresh(ranked, now) : ranked;
  return { total: ranked.length, shown: ordered.slice(0, visible).map((r) => judge.result(r.index)), deep: deep.size };
}

type Profile = { skills: string[]; painPoints: string[]; niche: string };
const noProfile: Profile = { skills: [], painPoints: [], niche: "" };
const designer: Profile = { skills: ["Figma", "React"], painPoints: ["slow website"], niche: "web designer" };

const queries = [
  "fintech startups hiring React developers",
  "remote designers in Europe",
  "healthcare startups asking for help",
  "companies in Berlin",
  "real estate companies in New York",
  "seed-stage startups that raised in the last 30 days",
  "python developers for a data pipeline",
  "startups",
  // Something ruled out lowers a score only when judged in full.
  "startups hiring React developers, not in Berlin, not healthcare",
];

describe("topCandidates", () => {
  for (const query of queries) {
    it(`shows what judging every candidate shows: '${query}'`, () => {
      for (const [seed, size] of [
        [1, 300],
        [2, 120],
        [3, 30],
      ] as const) {
        const list = candidates(size, seed);
        for (const profile of [noProfile, designer]) {
          for (const visible of [10, 25]) {
            const full = judgedInFull(list, query, profile, visible);
            const lazy = judgedOnDemand(list, query, profile, visible);
            expect(lazy.total).toBe(full.total);
            expect(lazy.shown).toEqual(full.shown);
          }
        }
      }
    });
  }

  it("judges in full only part of a large candidate set when a costly facet is asked", () => {
    const list = candidates(300, 1);
    const { deep } = judgedOnDemand(list, "fintech startups hiring React developers in Berlin", noProfile, 25);
    expect(deep).toBeGreaterThan(0);
    expect(deep).toBeLessThan(list.length / 2);
  });
});

describe("parseCached", () => {
  it("gives what parseQuery gives, the same object again for the same words, and a frozen one", () => {
    for (const query of queries) {
      const first = parseCached(query, ["Figma"]);
      expect(first).toEqual(parseQuery(query, ["Figma"]));
      expect(parseCached(query, ["Figma"])).toBe(first);
      expect(Object.isFrozen(first)).toBe(true);
      expect(Object.isFrozen(first.concepts?.[0]?.alts ?? [])).toBe(true);
      expect(() => first.skills.push("rust")).toThrow(TypeError);
    }
  });

  it("keys on the skills too", () => {
    expect(parseCached("remote designers in Europe", ["Rust"]).skills).toContain("rust");
    expect(parseCached("remote designers in Europe", []).skills).not.toContain("rust");
  });
});

describe("one result per company", () => {
  it("takes a name written as its domain for the same company ('livekit.io' is LiveKit)", () => {
    const r = (id: number, company: string) => ({ prospect: { id, company } });
    const kept = onePerCompany([
      r(1, "LiveKit"),
      r(2, "livekit.io"),
      r(3, "Marketer.com"),
      r(4, "Marketer"),
      r(5, "P2P.org"),
    ]);
    expect(kept.map((x) => x.prospect.id)).toEqual([1, 3, 5]);
  });
});
