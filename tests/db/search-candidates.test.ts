import { describe, expect, it } from "vitest";
import { prospects } from "#db/schema/prospects";
import { CANDIDATE_CAP, findCandidates } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { migratedDb } from "./helpers";

const DAY = 86_400_000;
const now = Date.parse("2026-06-01");

type Row = { id: number; role: string; hidden: boolean; date: number };

/**
 * 40 older posts naming a designer in their role line, 360 newer ones mentioning designers only
 * in passing, and a few of each hidden by an admin; ids grow with the date, as imports do.
 */
async function seeded() {
  const { client, db } = await migratedDb();
  const rows: Row[] = [];
  for (let i = 1; i <= 400; i++) {
    const headline = i <= 40;
    rows.push({
      id: i,
      role: headline ? "Product Designer" : "Engineer",
      hidden: i % 9 === 0,
      date: now - (400 - i) * DAY,
    });
  }
  for (let i = 0; i < rows.length; i += 50) {
    await db.insert(prospects).values(
      rows.slice(i, i + 50).map((r) => ({
        id: r.id,
        dedupeKey: `test:${r.id}`,
        company: `Company ${r.id}`,
        role: r.role,
        source: "hackernews" as const,
        signalKind: "hiring" as const,
        signalText:
          r.role === "Engineer" ? "We ship tools that designers love; hiring an engineer" : "Hiring a product designer",
        signalDate: new Date(r.date),
        firstSeenAt: new Date(r.date),
        lastActiveAt: new Date(r.date),
        hidden: r.hidden,
      })),
    );
  }
  return { client, db, rows };
}

/**
 * The first candidate statement reads the newest rows naming what was asked in their own
 * columns, then the newest others, in one statement (docs/performance.md, "Search speed").
 */
describe("findCandidates: headline rows first, then the rest, in one statement", () => {
  it("puts the newest headline rows first, then the newest other matches, never a hidden row or one twice", async () => {
    const { client, db, rows } = await seeded();
    const { candidates } = await findCandidates(db, parseQuery("designers"), { withDemo: true });
    const ids = candidates.map((c) => c.id);
    const visible = rows.filter((r) => !r.hidden);
    const headline = visible.filter((r) => r.role !== "Engineer").sort((a, b) => b.id - a.id);
    const others = visible.filter((r) => r.role === "Engineer").sort((a, b) => b.id - a.id);

    expect(new Set(ids).size).toBe(ids.length);
    // 36 visible headline rows and 267 visible among the AND match's newest 300: the cap is filled
    // after hidden rows are left out, not before.
    expect(ids.length).toBe(CANDIDATE_CAP);
    expect(ids.some((id) => rows[id - 1]?.hidden)).toBe(false);
    // Half the cap (150) is room for every one of the 36 visible headline rows, newest first.
    expect(ids.slice(0, headline.length)).toEqual(headline.map((r) => r.id));
    // Then the newest other matches; the AND statement's own 300 rows (some hidden) fill the rest.
    const rest = ids.slice(headline.length);
    expect(rest).toEqual(others.slice(0, rest.length).map((r) => r.id));
    expect(rest.length).toBeGreaterThan(200);
    client.close();
  });
});

describe("findCandidates: the widened match keeps the posts hiring the role", () => {
  it("gives a role's own share to rows naming it in their role line, ahead of newer passing mentions", async () => {
    const { client, db, rows } = await seeded();
    // Newer still: posts about pricing pages that hire no designer, so 'designer' AND 'pricing' finds none.
    await db.insert(prospects).values(
      Array.from({ length: 10 }, (_, k) => {
        const id = 401 + k;
        return {
          id,
          dedupeKey: `test:${id}`,
          company: `Company ${id}`,
          role: "Engineer",
          source: "hackernews" as const,
          signalKind: "hiring" as const,
          signalText: "We build pricing page templates; hiring an engineer",
          signalDate: new Date(now),
          firstSeenAt: new Date(now),
          lastActiveAt: new Date(now),
        };
      }),
    );
    const { candidates, mode } = await findCandidates(db, parseQuery("need a designer for my pricing page"), {
      withDemo: true,
    });
    expect(mode).toBe("or");
    const ids = new Set(candidates.map((c) => c.id));
    const hiringDesigners = rows.filter((r) => !r.hidden && r.role === "Product Designer");
    // Without the role's own share, the newest 'designers' mentions (all 'Engineer' posts) took it all.
    expect(hiringDesigners.every((r) => ids.has(r.id))).toBe(true);
    for (let id = 401; id <= 410; id++) expect(ids.has(id)).toBe(true);
    client.close();
  });
});

describe("findCandidates: the kind of company asked for, beside the words", () => {
  it("reads the newest companies of the source asked for when the words find only the trade's vendors", async () => {
    const { client, db } = await migratedDb();
    const row = (id: number, source: "ycombinator" | "producthunt", text: string) => ({
      id,
      dedupeKey: `test:${id}`,
      company: `Company ${id}`,
      source,
      signalKind: source === "ycombinator" ? ("funding" as const) : ("launch" as const),
      signalText: text,
      signalDate: new Date(now - (400 - id) * DAY),
      firstSeenAt: new Date(now),
      lastActiveAt: new Date(now),
    });
    // 20 older YC companies that never say 'logo'; 350 newer launches of logo and brand makers.
    const rows = [
      ...Array.from({ length: 20 }, (_, k) => row(k + 1, "ycombinator", "Backed by Y Combinator. Payroll for clinics")),
      ...Array.from({ length: 350 }, (_, k) => row(k + 21, "producthunt", "Make a logo and a brand kit in minutes")),
    ];
    for (let i = 0; i < rows.length; i += 50) await db.insert(prospects).values(rows.slice(i, i + 50));
    const facets = parseQuery("logo and brand identity for YC startups");
    expect(facets.sources).toEqual(["ycombinator"]);
    const { candidates, mode } = await findCandidates(db, facets, { withDemo: true });
    expect(mode).toBe("or");
    const ids = new Set(candidates.map((c) => c.id));
    for (let id = 1; id <= 20; id++) expect(ids.has(id)).toBe(true);
    client.close();
  });
});

describe("findCandidates: a description with nothing to match", () => {
  it("reads the newest buyers for someone selling a service, and the newest of any kind otherwise", async () => {
    const { client, db } = await migratedDb();
    const row = (id: number, signalKind: "hiring" | "launch") => ({
      id,
      dedupeKey: `test:${id}`,
      company: `Company ${id}`,
      source: signalKind === "hiring" ? ("hackernews" as const) : ("producthunt" as const),
      signalKind,
      signalText: signalKind === "hiring" ? "We are hiring" : "A new product",
      signalDate: new Date(now - (700 - id) * DAY),
      firstSeenAt: new Date(now),
      lastActiveAt: new Date(now),
    });
    // 40 older job posts, then 350 newer launches: the newest 300 rows are all launches.
    const rows = [
      ...Array.from({ length: 40 }, (_, k) => row(k + 1, "hiring")),
      ...Array.from({ length: 350 }, (_, k) => row(k + 41, "launch")),
    ];
    for (let i = 0; i < rows.length; i += 50) await db.insert(prospects).values(rows.slice(i, i + 50));
    const buyers = parseQuery("companies that need help this month");
    expect(buyers.buyers).toBe(true);
    expect(buyers.concepts?.filter((c) => c.required)).toEqual([]);
    const { candidates, mode } = await findCandidates(db, buyers, { withDemo: true });
    expect(mode).toBe("facets");
    expect(candidates.filter((c) => c.signalKind === "hiring")).toHaveLength(40);
    // Nothing sold, nothing to buy: the newest rows whatever their kind.
    const { candidates: any } = await findCandidates(db, parseQuery("this month"), { withDemo: true });
    expect(any.every((c) => c.signalKind === "launch")).toBe(true);
    client.close();
  });
});

describe("findCandidates: few posts holding every word asked for", () => {
  /** `both` newer posts naming a growth marketer at an e-commerce brand, then 40 older ones hiring one anywhere. */
  async function marketers(both: number) {
    const { client, db } = await migratedDb();
    const row = (id: number, text: string) => ({
      id,
      dedupeKey: `test:${id}`,
      company: `Company ${id}`,
      role: "Growth Marketer",
      source: "hackernews" as const,
      signalKind: "hiring" as const,
      signalText: text,
      signalDate: new Date(now - (400 - id) * DAY),
      firstSeenAt: new Date(now),
      lastActiveAt: new Date(now),
    });
    const rows = [
      ...Array.from({ length: 40 }, (_, k) => row(k + 1, "Hiring a growth marketer for our fintech app")),
      ...Array.from({ length: both }, (_, k) => row(k + 41, "Ecommerce brand hiring a growth marketer")),
    ];
    for (let i = 0; i < rows.length; i += 50) await db.insert(prospects).values(rows.slice(i, i + 50));
    const found = await findCandidates(db, parseQuery("ecommerce brands hiring a growth marketer"), { withDemo: true });
    client.close();
    return { ids: new Set(found.candidates.map((c) => c.id)), mode: found.mode };
  }

  it("also reads the posts holding the role alone when fewer than three pages hold every word", async () => {
    const { ids, mode } = await marketers(30);
    expect(mode).toBe("or");
    for (let id = 41; id <= 70; id++) expect(ids.has(id), `row ${id}`).toBe(true);
    // Each thing asked for brings its own newest matches: the role's reach past the 30.
    expect([...ids].filter((id) => id <= 40).length).toBeGreaterThan(5);
  });

  it("reads only the posts holding every word when three pages of them exist", async () => {
    const { ids, mode } = await marketers(80);
    expect(mode).toBe("and");
    expect([...ids].every((id) => id > 40)).toBe(true);
  });
});

describe("findCandidates: the kind of signal asked for", () => {
  it("reads a buyer's hiring posts and requests for help, and a request for help on its own, before other kinds", async () => {
    const { client, db } = await migratedDb();
    const kinds = ["hiring", "pain_point", "launch", "funding"] as const;
    // 30 of each kind naming a designer, the kinds interleaved so the newest rows are of every kind.
    const rows = Array.from({ length: 120 }, (_, k) => ({
      id: k + 1,
      dedupeKey: `test:${k + 1}`,
      company: `Company ${k + 1}`,
      source: "hackernews" as const,
      signalKind: kinds[k % 4]!,
      signalText: "A product designer for our onboarding",
      signalDate: new Date(now - (200 - k) * DAY),
      firstSeenAt: new Date(now),
      lastActiveAt: new Date(now),
    }));
    for (let i = 0; i < rows.length; i += 50) await db.insert(prospects).values(rows.slice(i, i + 50));
    const kindsOf = (cs: { signalKind: string }[]) => new Set(cs.map((c) => c.signalKind));

    const buyers = parseQuery("product designer for our onboarding");
    expect(buyers.buyers).toBe(true);
    const { candidates } = await findCandidates(db, buyers, { withDemo: true });
    expect(kindsOf(candidates.slice(0, 60))).toEqual(new Set(["hiring", "pain_point"]));

    const help = parseQuery("companies asking for help with a product designer for their onboarding");
    expect(help.signalKind).toBe("pain_point");
    const { candidates: asked } = await findCandidates(db, help, { withDemo: true });
    expect(kindsOf(asked.slice(0, 30))).toEqual(new Set(["pain_point"]));
    client.close();
  });
});

describe("findCandidates: words found nowhere", () => {
  it("reads the rows naming the rest of the description when the words it must hold are in no row", async () => {
    const { client, db } = await seeded();
    // No row says 'glimmerforge'; the developer (a generic trade, so not a word every row must hold)
    // is in 360 rows as an engineer.
    const facets = parseQuery("glimmerforge developer");
    expect(facets.concepts?.find((c) => c.label === "glimmerforge")?.required).toBe(true);
    expect(facets.concepts?.find((c) => c.kind === "role")?.required).toBe(false);
    const found = await findCandidates(db, facets, { withDemo: true });
    client.close();
    expect(found.mode).toBe("or");
    expect(found.candidates.length).toBeGreaterThan(0);
    expect(found.candidates.every((c) => c.role === "Engineer")).toBe(true);
  });
});
