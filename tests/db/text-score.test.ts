import { describe, expect, it } from "vitest";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { EMBEDDING_MODEL, semanticRerank, semanticRunnerFrom } from "#functions/services/search/semantic";
import { conceptScores, stem, textScores } from "#functions/services/search/text-score";

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

  it("weighs each hit by the field it falls in, also after empty fields", () => {
    // company, name, role, signal, bio, industry, location, tags (weights 6, 1, 4, 3, 1.5, 3, 2, 2)
    const row = (at: number, text: string) => Array.from({ length: 8 }, (_, i) => (i === at ? text : ""));
    const scores = textScores(
      [row(3, "react, then react"), row(2, "react"), row(7, "react"), row(4, "react"), row(1, "react")],
      ["react"],
    );
    expect(scores[0]).toBe(1);
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
    expect(scores.at(-1)!).toBeGreaterThan(0);
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

  it("counts a role's words for little in a job post whose role line names other openings", () => {
    const writer = {
      kind: "role" as const,
      label: "writer",
      alts: ["writer", "technical writer"],
      weight: 2,
      required: true,
    };
    const rows = [
      // hiring a writer
      fields({ role: "technical writer", signal: "we need a technical writer" }),
      // hiring engineers for a product whose users are writers, said three times
      fields({
        role: "platform engineers",
        signal: "tooling for technical writers; writers love it; built with writers",
      }),
      // a post with no role line: its text is all there is to go by
      fields({ signal: "we need a technical writer" }),
    ];
    const [hiring, audience, noRoleLine] = conceptScores(rows, [writer], undefined, [true, true, true]);
    expect(hiring).toBe(1);
    // Said three times, it would score nearly as well as the post hiring one.
    const [, unweighed] = conceptScores(rows, [writer]);
    expect(unweighed!).toBeGreaterThan(0.9);
    expect(audience!).toBeLessThan(0.8);
    expect(noRoleLine!).toBeGreaterThan(audience!);
    // Not a job post (a launch, a YC line): role words count nothing there at all, as before.
    expect(conceptScores(rows, [writer], undefined, [false, false, false])).toEqual([0, 0, 0]);
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

describe("parseQuery", () => {
  it("keeps filler out of the words to match, and reads a freelancer's request as wanting buyers", () => {
    const f = parseQuery("anyone need a Vue.js developer who could use an extra pair of hands?");
    expect(f.skills).toEqual(["vue"]);
    expect(f.terms).toEqual([]);
    expect(f.buyers).toBe(true);
    const skill = f.concepts?.find((c) => c.kind === "skill");
    expect(skill?.alts).toContain("vue.js");
  });

  it("does not want buyers when products are asked for", () => {
    expect(parseQuery("new AI tools for lawyers").buyers).toBe(false);
    expect(parseQuery("developer tools for kubernetes").concepts?.some((c) => c.kind === "role")).toBe(false);
  });

  it("reads 'New York' as a place with its spellings and 'new' as no date", () => {
    const f = parseQuery("companies in New York hiring a react contractor");
    expect(f.maxAgeDays).toBeUndefined();
    expect(f.places?.[0]?.alts).toEqual(expect.arrayContaining(["new york", "nyc"]));
    expect(f.terms).not.toContain("york");
    expect(parseQuery("nonprofits needing a new website").maxAgeDays).toBeUndefined();
  });

  it("names a specialist role with what posts call it, and requires it", () => {
    const role = parseQuery("companies hiring data engineers in Europe").concepts?.find((c) => c.kind === "role");
    expect(role).toMatchObject({ label: "data", required: true });
    const dev = parseQuery("who needs a Kotlin Android dev").concepts?.find((c) => c.kind === "role");
    expect(dev).toMatchObject({ label: "developer", required: false });
  });
});

const candidate = (over: Partial<Candidate> & { signal: string }): Candidate => {
  const c = {
    id: 1,
    company: "Acme",
    role: "",
    location: "",
    remote: false,
    industry: "",
    companySize: "",
    stage: "",
    signalKind: "hiring" as const,
    signalDate: new Date("2026-01-01"),
    tags: "",
    hasEmail: false,
    source: "hackernews",
    openState: "unknown" as const,
    pains: "",
    ...over,
  };
  const fields = [
    c.company,
    "",
    c.role,
    over.signal,
    "",
    c.source === "ycombinator" ? c.industry : "",
    c.location,
    c.tags,
  ].map((x) => x.toLowerCase());
  return { ...c, fields, hay: fields.join(" "), seen: new Set<string>(), readWhole: over.readWhole ?? true };
};

describe("rankCandidates", () => {
  const now = Date.parse("2026-02-01");

  it("never shows a stop-word as one of the user's skills", () => {
    const [r] = rankCandidates(
      [candidate({ signal: "We need react help for our web development work" })],
      parseQuery("react developers"),
      { skills: ["web", "development", "for", "react"], painPoints: [], niche: "web development for startups" },
      now,
    );
    const fits = r!.reasons.find((x) => x.startsWith("Fits your skills"));
    expect(fits).toBe("Fits your skills: React");
  });

  it("names a word of the user's niche as their niche, not as one of their skills", () => {
    const [r] = rankCandidates(
      [candidate({ signal: "We need help with our web apps" })],
      parseQuery("startups hiring"),
      { skills: [], painPoints: [], niche: "Web apps" },
      now,
    );
    expect(r!.reasons).toContain("Fits your niche: Web apps");
    expect(r!.reasons.some((x) => x.startsWith("Fits your skills"))).toBe(false);
  });

  it("says the niche fits only when most of its words are there, and 'Hiring now' only of a recent post", () => {
    const profile = { skills: [], painPoints: [], niche: "B2B SaaS copywriting" };
    const [one] = rankCandidates(
      [candidate({ signal: "Our SaaS needs a backend engineer" })],
      parseQuery("startups hiring"),
      profile,
      now,
    );
    expect(one!.reasons.some((x) => x.startsWith("Fits your niche"))).toBe(false);
    const [two] = rankCandidates(
      [candidate({ signal: "B2B SaaS team hiring" })],
      parseQuery("startups hiring"),
      profile,
      now,
    );
    expect(two!.reasons).toContain("Fits your niche: B2B SaaS copywriting");
    const old = candidate({ signal: "Hiring a backend engineer", signalKind: "hiring" });
    const [recent] = rankCandidates([old], parseQuery("startups that need an engineer"), profile, now);
    expect(recent!.reasons).toContain("Hiring now");
    const [stale] = rankCandidates(
      [{ ...old, signalDate: new Date(now - 200 * 86_400_000) }],
      parseQuery("startups that need an engineer"),
      profile,
      now,
    );
    expect(stale!.reasons).toContain("Hiring");
    expect(stale!.reasons).not.toContain("Hiring now");
  });

  it("says 'In <industry>' only when the prospect's own words are about it, not an importer's guess", () => {
    const ranked = rankCandidates(
      [
        candidate({ id: 1, industry: "Fintech", signal: "AI for hospitals: clinical notes for doctors and patients" }),
        candidate({ id: 2, industry: "", signal: "Payments and lending for small banks" }),
      ],
      parseQuery("fintech startups"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    const byId = new Map(ranked.map((r) => [r.prospect.id, r.reasons]));
    expect(byId.get(1)).not.toContain("In Fintech");
    expect(byId.get(2)).toContain("In Fintech");
  });

  it("reads a post's industry from its opening lines before the words further down", () => {
    // An edtech's post whose later lines talk security at length (its customers' schools, its stack).
    const edtech =
      "Lumen Learning | Full-time | Remote. We build learning apps for schools. " +
      "x".repeat(300) +
      " Our security team: security reviews, infosec, cyber security and identity management for every district.";
    const ranked = rankCandidates(
      [candidate({ id: 1, company: "Lumen Learning", signal: edtech })],
      parseQuery("edtech startups"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(ranked[0]!.reasons).toContain("In Education");
  });

  it("does not mark launches down for the user's own trade when launches are asked for", () => {
    const launch = candidate({
      signalKind: "launch",
      source: "producthunt",
      signalDate: new Date(now - 2 * 86_400_000),
      signal: "Tidyflow: a calendar for small product teams",
    });
    const score = (q: string) =>
      rankCandidates([launch], parseQuery(q), { skills: [], painPoints: [], niche: "" }, now)[0]!.matchScore;
    expect(parseQuery("products launched this week that could use marketing help").roles).toEqual(["marketer"]);
    expect(score("products launched this week that could use marketing help")).toBe(
      score("products launched this week"),
    );
  });

  it("puts someone hiring ahead of a launch when a service is asked for, without dropping the launch", () => {
    const ranked = rankCandidates(
      [
        candidate({
          id: 1,
          signalKind: "launch",
          source: "producthunt",
          signal: "A Svelte component kit, launched today",
        }),
        candidate({ id: 2, signal: "Acme | Svelte developer | Remote" }),
      ],
      parseQuery("who needs a Svelte developer"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(ranked.map((r) => r.prospect.id)).toEqual([2, 1]);
  });

  it("reads a role in a job post, not in a YC line saying what the company sells", () => {
    const ranked = rankCandidates(
      [
        candidate({ id: 1, source: "ycombinator", signal: "Acme (YC W24) is hiring. An AI SDR for outbound sales" }),
        candidate({ id: 2, signal: "Beta | Account Executive | B2B SaaS | Remote" }),
      ],
      parseQuery("B2B SaaS companies hiring sales reps"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(ranked.map((r) => r.prospect.id)).toEqual([2, 1]);
    expect(ranked[0]!.reasons).toContain("Looking for a salesperson");
    expect(ranked[1]!.reasons).not.toContain("Looking for a salesperson");
  });

  it("ranks a company hiring for the role above one whose product line names the trade", () => {
    const ranked = rankCandidates(
      [
        // B2B and hiring, for a role it does not name: it sells customer support software.
        candidate({
          id: 1,
          source: "ycombinator",
          tags: "B2B, SaaS",
          signal: "Acme (YC W24) is hiring. Customer support software for B2B SaaS teams",
        }),
        candidate({ id: 2, signal: "Beta | Support Engineer | B2B SaaS | Remote" }),
      ],
      parseQuery("SaaS companies hiring customer support"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(ranked.map((r) => r.prospect.id)).toEqual([2, 1]);
  });
});

describe("rankCandidates: the title asked for", () => {
  const now = Date.parse("2026-02-01");
  const rank = (q: string, signals: string[]) =>
    rankCandidates(
      signals.map((signal, i) => candidate({ id: i + 1, signal })),
      parseQuery(q),
      { skills: [], painPoints: [], niche: "" },
      now,
    );

  it("puts a post naming the whole title above one naming only the trade", () => {
    const ranked = rank("hiring a product designer", ["Acme | Designer | Remote", "Beta | Product Designer | Remote"]);
    expect(ranked.map((r) => r.prospect.id)).toEqual([2, 1]);
  });

  it("does not read a fintech's 'bookkeeping' as a bookkeeper wanted", () => {
    const ranked = rank("startups hiring a bookkeeper", [
      "Acme | Senior Software Engineer | We do bookkeeping and taxes for therapists",
      "Beta | Bookkeeper (part-time) | Remote",
    ]);
    expect(ranked.find((r) => r.prospect.id === 1)?.reasons).not.toContain("Looking for an accountant or finance lead");
    expect(ranked[0]!.prospect.id).toBe(2);
    expect(ranked[0]!.reasons).toContain("Looking for an accountant or finance lead");
  });

  it("does not read a product's field ('recruiting', 'customer support', 'sales') as that person wanted", () => {
    const recruiter = rank("startups that need a recruiter", [
      "Acme | Product Engineer | Remote | Acme is the recruiting platform for fast-growing teams",
      "Beta | Technical Recruiter | Remote",
    ]);
    expect(recruiter.find((r) => r.prospect.id === 1)?.reasons).not.toContain("Looking for a recruiter");
    expect(recruiter[0]!.prospect.id).toBe(2);
    const support = rank("companies hiring customer support", [
      "Acme | Backend Engineer | Remote | AI that answers customer support tickets",
      "Beta | Support Engineer | Remote",
    ]);
    expect(support.find((r) => r.prospect.id === 1)?.reasons).not.toContain("Looking for customer support");
    expect(support[0]!.prospect.id).toBe(2);
    const sales = rank("companies hiring sales reps", [
      "Acme | Backend Engineer | Remote | AI that writes follow-ups for sales teams",
      "Beta | Account Executive | Remote",
    ]);
    expect(sales.find((r) => r.prospect.id === 1)?.reasons).not.toContain("Looking for a salesperson");
    expect(sales[0]!.prospect.id).toBe(2);
  });

  it("names the trade asked for in words that fit each post of it", () => {
    const [r] = rank("hiring a community manager", ["Acme | Developer Advocate | Remote"]);
    expect(r!.reasons).toContain("Looking for a community manager or developer advocate");
  });

  it("does not read 'UI' in an engineer's title as a designer wanted", () => {
    const ranked = rank("need a designer", ["Acme | UI Developer (React) | Remote", "Beta | Designer | Remote"]);
    expect(ranked.find((r) => r.prospect.id === 1)?.reasons).not.toContain("Looking for a designer");
    expect(ranked[0]!.prospect.id).toBe(2);
  });
});

describe("rankCandidates: a source named", () => {
  it("ranks YC companies first for 'YC companies', a YC company's own job post among them, without dropping the rest", () => {
    const ranked = rankCandidates(
      [
        candidate({ id: 1, signal: "Acme | Backend Engineer | Remote" }),
        candidate({ id: 2, source: "ycombinator", signal: "Beta (YC Winter 2026) is hiring. Payroll for clinics" }),
        candidate({ id: 3, signal: "Gamma (YC W23) is hiring a backend engineer" }),
      ],
      parseQuery("YC companies that are hiring"),
      { skills: [], painPoints: [], niche: "" },
      Date.parse("2026-02-01"),
    );
    expect(
      ranked
        .map((r) => r.prospect.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([2, 3]);
    expect(ranked.map((r) => r.prospect.id)).toContain(1);
    expect(ranked.find((r) => r.prospect.id === 2)?.reasons).toContain("Listed on Y Combinator");
    expect(ranked.find((r) => r.prospect.id === 3)?.reasons).toContain("A Y Combinator company");
  });

  it("dates a YC company's own job post by the batch it names when a recent batch is asked for", () => {
    const now = Date.parse("2026-03-15");
    const ranked = rankCandidates(
      [
        candidate({ id: 1, signal: "Old (YC W19) is hiring a backend engineer", signalDate: new Date("2026-03-10") }),
        candidate({ id: 2, signal: "New (YC W26) is hiring a backend engineer", signalDate: new Date("2026-02-01") }),
      ],
      parseQuery("YC companies from a recent batch that are hiring"),
      { skills: [], painPoints: [], niche: "" },
      now,
    );
    expect(ranked.map((r) => r.prospect.id)).toEqual([2, 1]);
    expect(ranked[0]!.reasons).toContain("In YC's Winter 2026 batch");
  });

  it("gives a YC company on the hiring list, whose openings YC does not name, part of the trade's credit", () => {
    const ranked = rankCandidates(
      [
        candidate({
          id: 1,
          signal: "Acme | Backend Engineer | Remote | Payroll for clinics",
          role: "Backend Engineer",
        }),
        candidate({ id: 2, source: "ycombinator", signal: "Beta (YC Winter 2026) is hiring. Payroll for clinics" }),
        candidate({
          id: 3,
          signal: "Gamma | Product Designer | Remote | Payroll for clinics",
          role: "Product Designer",
        }),
      ],
      parseQuery("need a designer"),
      { skills: [], painPoints: [], niche: "" },
      Date.parse("2026-02-01"),
    );
    expect(ranked.map((r) => r.prospect.id)).toEqual([3, 2, 1]);
  });
});

describe("conceptScores: where a role can be named", () => {
  it("gives a role's words no credit in a text that names no role it hires for", () => {
    const role = { kind: "role", label: "sales", alts: ["sales", "sdr"], weight: 2 };
    const fields = [["acme", "", "", "an ai sdr for outbound sales", "", "", "", ""]];
    expect(conceptScores(fields, [role])[0]).toBeGreaterThan(0);
    expect(conceptScores(fields, [role], undefined, [false])[0]).toBe(0);
  });
});

describe("semanticRerank", () => {
  /** A stand-in for the Workers AI binding: the embedding answer's shape, vectors from word counts. */
  const vocabulary = ["dog", "puppy", "pet", "cat", "payments", "bank"];
  const fakeAi = (calls: unknown[]) => ({
    async run(model: string, input: unknown) {
      calls.push({ model, input });
      const texts = (input as { text: string[] }).text;
      const data = texts.map((t) => vocabulary.map((w) => (t.toLowerCase().includes(w) ? 1 : 0) + 0.01));
      return { shape: [data.length, vocabulary.length], data };
    },
  });
  const ranked = [
    { id: 1, matchScore: 60, text: "Payments for banks" },
    { id: 2, matchScore: 58, text: "Puppy and dog walking, pet sitters" },
  ];

  it("blends meaning into the score of the best matches", async () => {
    const calls: unknown[] = [];
    const out = await semanticRerank(fakeAi(calls), "dog and pet care", ranked, (r) => r.text);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ model: EMBEDDING_MODEL });
    expect(out.map((r) => r.id)).toEqual([2, 1]);
  });

  it("leaves the order alone without a binding, when switched off, or when the model fails", async () => {
    expect(await semanticRerank(undefined, "dog", ranked, (r) => r.text)).toEqual(ranked);
    expect(semanticRunnerFrom({ AI: fakeAi([]), SEARCH_SEMANTIC: "off" })).toBeUndefined();
    expect(semanticRunnerFrom({ AI: fakeAi([]) })).toBeDefined();
    const failing = { run: async () => Promise.reject(new Error("model down")) };
    expect(await semanticRerank(failing, "dog", ranked, (r) => r.text)).toEqual(ranked);
    const malformed = { run: async () => ({ data: [[1]] }) };
    expect(await semanticRerank(malformed, "dog", ranked, (r) => r.text)).toEqual(ranked);
  });
});

describe("conceptScores with what the index saw", () => {
  it("credits a skill the full-text index found past the part read, but not an ambiguous short one", () => {
    const rows = [fields({ signal: "acme | engineer" }), fields({ signal: "other | engineer" })];
    // (Not 'solidity': the index's Porter stemmer finds it as 'solid'; see parse-query.test.ts.)
    const kubernetes = { label: "kubernetes", alts: ["kubernetes"], weight: 3, required: true };
    const [seen, unseen] = conceptScores(rows, [kubernetes], [new Set(["kubernetes"]), new Set()]);
    expect(seen).toBe(1);
    expect(unseen).toBe(0);
    const go = { label: "go", alts: ["go,", "golang"], weight: 3, required: true };
    expect(conceptScores(rows, [go], [new Set(["go"]), new Set()])).toEqual([0, 0]);
  });
});
