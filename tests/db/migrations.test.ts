import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { generateProspect } from "#db/demo/generate-prospects";
import { hashPassword, verifyPassword } from "#functions/lib/password";
import { defaultToneTemplates } from "#functions/services/pitches/default-templates";

const root = path.resolve(import.meta.dirname, "../..");

/** Applies every migration the way wrangler does: in file order, split on drizzle's breakpoints. */
async function migratedDb() {
  const client = createClient({ url: ":memory:" });
  const dir = path.join(root, "migrations");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint");
    for (const sql of statements) if (sql.trim()) await client.execute(sql);
  }
  return client;
}

describe("migrations on libSQL", () => {
  it("apply from an empty database, so Node-side tools and libSQL hosts share the schema", async () => {
    const db = await migratedDb();
    const plans = await db.execute("select id from plans order by sort_order");
    expect(plans.rows.map((r) => r.id)).toEqual(["free", "pro", "agency"]);
  });

  it("seed the pitch writer's default template of each tone, word for word as the code has it", async () => {
    const db = await migratedDb();
    const rows = await db.execute("select tone, subject, body from pitch_templates where is_active = 1 order by id");
    expect(rows.rows.map((r) => ({ tone: r.tone, subject: r.subject, body: r.body }))).toEqual(
      defaultToneTemplates.map((t) => ({ tone: t.tone, subject: t.subject, body: t.body })),
    );
  });
});

describe("the demo prospect generator", () => {
  it("is deterministic and marks every row as demo", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(generateProspect(42, 1, now)).toEqual(generateProspect(42, 1, now));
    expect(generateProspect(42, 1, now).dedupeKey).not.toBe(generateProspect(43, 1, now).dedupeKey);
    const p = generateProspect(7, 1, now);
    expect(p.isDemo).toBe(true);
    expect(p.source).toBe("demo");
    expect(p.signalDate!.getTime()).toBeLessThanOrEqual(now);
  });

  it("gives a hiring row the opening its post asks for as its role, and one company size", () => {
    const rows = Array.from({ length: 60 }, (_, i) => generateProspect(i, 1, Date.UTC(2026, 0, 1)));
    const hiring = rows.filter((r) => r.signalKind === "hiring");
    expect(hiring.length).toBeGreaterThan(5);
    for (const r of hiring) expect(r.signalText!.toLowerCase()).toContain(r.role!.toLowerCase());
    for (const r of rows.filter((r) => r.signalKind !== "hiring")) expect(r.role).toBe("");
    for (const r of rows) expect(r.bio).toContain(`${r.companySize} people`);
  });
});

describe("password hashing", () => {
  it("verifies the right password, rejects a wrong one and keeps long passwords whole", async () => {
    const long = `${"x".repeat(127)}Y`;
    const hash = await hashPassword(long);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(`${"x".repeat(127)}Z`, hash)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});
