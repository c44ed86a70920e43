import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importRecords } from "#functions/services/ingest/import-records";
import { readRecords } from "#functions/services/ingest/records";
import { fileStream, fixture, migratedDb } from "./helpers";

describe("importing a canonical CSV", () => {
  it("reports rows in = inserted + updated + unchanged + rejected, with reasons", async () => {
    const { db } = await migratedDb();
    const report = await importRecords(db, readRecords(fileStream(fixture("prospects.csv")), "csv"), "csv");
    expect(report).toMatchObject({ rowsIn: 6, inserted: 2, updated: 0, unchanged: 0, rejected: 4 });
    expect(report.rowsIn).toBe(report.inserted + report.updated + report.unchanged + report.rejected);
    expect(report.rejections.map((r) => r.row)).toEqual([3, 4, 5, 6]);
    expect(report.rejections[0]!.reason).toBe("company is required");
    expect(report.rejections[1]!.reason).toMatch(/signalDate/);
    expect(report.rejections[2]!.reason).toMatch(/signalKind/);
    expect(report.rejections[3]!.reason).toMatch(/email/);
    const [row] = await db.all<{ pain_points: string; remote: number; email: string }>(
      sql`select pain_points, remote, email from prospects where company = 'Brightside Dental'`,
    );
    expect(JSON.parse(row!.pain_points)).toEqual(["Slow website", "No online booking"]);
    expect(row!.remote).toBe(0);
  });

  it("changes nothing when the same file is imported again, and updates a changed row", async () => {
    const { db, client } = await migratedDb();
    await importRecords(db, readRecords(fileStream(fixture("prospects.csv")), "csv"), "csv");
    const again = await importRecords(db, readRecords(fileStream(fixture("prospects.csv")), "csv"), "csv");
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, rejected: 4 });
    const changed = [
      {
        company: "Northwind Traders",
        signalKind: "hiring",
        signalText: "Hiring two contract data engineers",
        signalDate: "2026-06-02T12:00:00Z",
        location: "Austin, TX",
      },
    ];
    const third = await importRecords(db, changed, "json");
    expect(third).toMatchObject({ inserted: 0, updated: 1 });
    const count = await client.execute("select count(*) as n from prospects");
    expect(count.rows[0]!.n).toBe(2);
    // the FTS index follows the update
    const hit = await client.execute("select count(*) as n from prospects_fts where prospects_fts match 'two'");
    expect(hit.rows[0]!.n).toBe(1);
  });

  it("rejects a second row with the same dedupe key in one file", async () => {
    const { db } = await migratedDb();
    const row = { company: "Twice Inc", signalKind: "launch", signalText: "Launched", signalDate: "2026-01-01" };
    const report = await importRecords(db, [row, row], "json");
    expect(report).toMatchObject({ rowsIn: 2, inserted: 1, rejected: 1 });
    expect(report.rejections[0]!.reason).toBe("duplicate of row 1 in this file");
  });
});
