import { describe, expect, it } from "vitest";
import { prospects } from "#db/schema/prospects";
import { findCandidates } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { migratedDb } from "./helpers";

/**
 * SQLite lower-cases the ASCII letters of the long texts it packs and the Worker lower-cases
 * the rest (docs/performance.md, "Search speed: fewer copies"): what the ranker reads must
 * still be JavaScript's lower-casing of the row, letter for letter, whatever the alphabet.
 */
describe("findCandidates: the ranker's lower-cased text", () => {
  it("equals JavaScript's toLowerCase of every field, accented, Greek and Turkish capitals included", async () => {
    const { db } = await migratedDb();
    const row = {
      name: "ÉLODIE Ærø-Straße",
      company: "Zürich ÖKO Labs",
      role: "Head of DESIGN (İstanbul)",
      location: "ZÜRICH, Switzerland",
      tags: "Fintech, ÉCOLE",
      industry: "Fintech",
      bio: "We build ΟΔΟΣ maps; ÅSA and ÇAĞRI LEAD the team. Ǆ digraph, ΣΑΣ.",
      signalText: "Zürich Öko Labs is HIRING a Product Designer — ÜBER wichtig, Straße ΠΟΛΙΣ",
      painPoints: ["Slow WEBSITE", "MANUAL Reporting in ÉTÉ"],
    };
    const date = new Date("2026-06-01");
    await db.insert(prospects).values([
      {
        dedupeKey: "test:1",
        ...row,
        source: "ycombinator" as const,
        signalKind: "hiring" as const,
        signalDate: date,
        firstSeenAt: date,
        lastActiveAt: date,
      },
    ]);
    for (const query of ["designer", "hiring"]) {
      const { candidates } = await findCandidates(db, parseQuery(query), { withDemo: true, withPains: true });
      expect(candidates).toHaveLength(1);
      const c = candidates[0]!;
      const expected = [
        row.company,
        row.name,
        row.role,
        row.signalText,
        row.bio,
        row.industry,
        row.location,
        row.tags,
      ].map((f) => f.toLowerCase());
      expect(c.fields).toEqual(expected);
      expect(c.hay).toBe(expected.join("\n"));
      expect(c.pains).toBe(JSON.stringify(row.painPoints).toLowerCase());
      // The columns the ranker shows or compares as written keep their case.
      expect([c.company, c.role, c.location, c.tags, c.industry]).toEqual([
        row.company,
        row.role,
        row.location,
        row.tags,
        row.industry,
      ]);
    }
  });
});
