import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import { importRecords } from "#functions/services/ingest/import-records";
import { adminSession } from "./admin-helpers";
import { type Answer, type Api, answerOf, api, apiAs, errorOf, type Input, ORIGIN, signUp } from "./helpers";
import { count, day, searchAs, userOnPlan } from "./outreach-helpers";

type ImportReport = Answer<Api["admin"]["prospects"]["import"]["$post"]>;

/*
 * Every row this file seeds carries a made-up word ("Zephyrine", "Marrowgate"...) so a search
 * for it finds these and nothing else. Each test file starts from an empty D1.
 */
const seedRows = [
  ...Array.from({ length: 28 }, (_, i) => ({
    company: `Zephyrine Studio ${i}`,
    role: "Designer",
    signalKind: "hiring",
    signalText: `Zephyrine Studio ${i} is hiring a brand designer for a relaunch`,
    signalDate: day(i + 1),
    source: i % 2 ? "hackernews" : "rss",
    sourceId: `zephyrine-${i}`,
  })),
  {
    company: "Marrowgate Labs",
    name: "Priya Natarajan",
    signalKind: "pain_point",
    source: "reddit",
    sourceId: "marrowgate-1",
    signalText: "Looking for someone to rebuild our onboarding flow with React, budget is flexible",
    signalDate: day(2),
  },
  {
    company: "Test Corp",
    name: "<script>alert(1)</script>",
    signalKind: "launch",
    signalText: "Launched a scheduling tool",
    signalDate: day(1),
  },
];

const db = () => drizzle(env.DB as never);
const idOf = async (company: string) =>
  (await env.DB.prepare("select id from prospects where company = ?").bind(company).first<{ id: number }>())!.id;

let admin: Awaited<ReturnType<typeof adminSession>>;
type Query = Input<Api["admin"]["prospects"]["$get"]>["query"];
const list = async (query: Query, cookie = admin.cookie) =>
  answerOf(await apiAs(cookie).admin.prospects.$get({ query }), 200);
const one = (id: number | string, cookie = admin.cookie) => ({
  get: () => apiAs(cookie).admin.prospects[":id"].$get({ param: { id: String(id) } }),
  patch: (json: Input<Api["admin"]["prospects"][":id"]["$patch"]>["json"]) =>
    apiAs(cookie).admin.prospects[":id"].$patch({ param: { id: String(id) }, json }),
});
const detail = async (id: number) => answerOf(await one(id).get(), 200);
const patch = (id: number | string, json: Input<Api["admin"]["prospects"][":id"]["$patch"]>["json"], cookie?: string) =>
  one(id, cookie).patch(json);
const del = (id: number | string, cookie = admin.cookie) =>
  apiAs(cookie).admin.prospects[":id"].$delete({ param: { id: String(id) } });
const imports = async () => answerOf(await apiAs(admin.cookie).admin.prospects.imports.$get(), 200);
const runSource = (name: string, cookie = admin.cookie) =>
  apiAs(cookie).admin.sources[":name"].run.$post({ param: { name }, json: {} });
const removeDemo = (cookie = admin.cookie) => apiAs(cookie).admin.prospects["remove-demo"].$post({ json: {} });
/** The upload is the file's own bytes, not JSON: a raw request. */
const uploadCsv = async (name: string, csv: string) => {
  const res = await api(`/api/admin/prospects/import?format=csv&name=${name}`, {
    method: "POST",
    body: csv,
    cookie: admin.cookie,
    headers: { "content-type": "text/csv", origin: ORIGIN },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const report: ImportReport = await res.json();
  return report;
};
const auditRows = (action: string, target: string) =>
  env.DB.prepare("select actor_type, actor_id, detail from audit_log where action = ? and target = ? order by id")
    .bind(action, target)
    .all<{ actor_type: string; actor_id: number; detail: string }>()
    .then((r) => r.results);

beforeAll(async () => {
  const report = await importRecords(db(), seedRows, "json");
  expect(report.inserted).toBe(seedRows.length);
  admin = await adminSession("super_admin");
});

describe("GET /api/admin/prospects", () => {
  it("lists newest added first, 25 a page, with the row fields and table counts", async () => {
    const first = await list({ q: "zephyrine" });
    expect(first.total).toBe(28);
    expect(first.pageSize).toBe(25);
    expect(first.prospects).toHaveLength(25);
    const ids = first.prospects.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.prospects[0]).toEqual({
      id: expect.any(Number),
      company: expect.stringMatching(/^Zephyrine Studio \d+$/),
      name: "",
      source: expect.stringMatching(/^(rss|hackernews)$/),
      signalKind: "hiring",
      signalDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hidden: false,
      isDemo: false,
      sourceUrl: expect.any(String),
    });
    expect(first.counts.all).toBeGreaterThanOrEqual(seedRows.length);
    const second = await list({ q: "zephyrine", page: "2" });
    expect(second.page).toBe(2);
    expect(second.prospects).toHaveLength(3);
    expect(new Set([...ids, ...second.prospects.map((p) => p.id)]).size).toBe(28);
    expect((await list({ q: "zephyrine", page: "3" })).prospects).toEqual([]);
  });

  it("searches company, person and signal text (prefixes), finds an id, and filters by source", async () => {
    expect((await list({ q: "Marrowgate" })).prospects.map((p) => p.company)).toEqual(["Marrowgate Labs"]);
    expect((await list({ q: "priya" })).prospects.map((p) => p.company)).toEqual(["Marrowgate Labs"]);
    expect((await list({ q: "onboard" })).prospects.map((p) => p.company)).toEqual(["Marrowgate Labs"]);
    expect((await list({ q: "zephyrine studio 17" })).prospects.map((p) => p.company)).toContain("Zephyrine Studio 17");
    const id = await idOf("Marrowgate Labs");
    expect((await list({ q: String(id) })).prospects.map((p) => p.id)).toContain(id);
    // markup in a name is stored and returned as plain text; the search reads only its words
    const script = await list({ q: "<script>" });
    expect(script.prospects.map((p) => p.name)).toContain("<script>alert(1)</script>");
    // text with no word in it at all falls back to a plain substring match
    expect((await list({ q: "</" })).prospects.map((p) => p.company)).toEqual(["Test Corp"]);
    const hn = await list({ q: "zephyrine", source: "hackernews" });
    expect(hn.total).toBe(14);
    expect(hn.prospects.every((p) => p.source === "hackernews")).toBe(true);
    expect((await list({ q: "nothing-matches-this-qwxz" })).total).toBe(0);
  });

  it("answers 400 with a clear message for bad filters", async () => {
    const cases: [string, RegExp][] = [
      ["?page=0", /Page must be a whole number/],
      ["?page=abc", /Page must be a whole number/],
      ["?source=twitter", /Source must be one of/],
      ["?demo=maybe", /demo must be true or false/],
      ["?hidden=yes", /hidden must be true or false/],
      ["?import=-1", /import run's id/],
      ["?sort=name", /.+/],
      [`?q=${"x".repeat(101)}`, /at most 100 characters/],
    ];
    // among them values and a field the schema does not have: raw requests
    for (const [query, message] of cases) {
      const res = await api(`/api/admin/prospects${query}`, { cookie: admin.cookie });
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).message, query).toMatch(message);
    }
    const missing = await apiAs(admin.cookie).admin.prospects.$get({ query: { import: "999999" } });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("No import run has this id.");
  });

  it("lists the rows an upload added (?import=<run id>)", async () => {
    const csv = [
      "company,signalKind,signalText,signalDate",
      "Quorvane One,hiring,Quorvane One is hiring,2026-06-01",
      "Quorvane Two,launch,Quorvane Two launched,2026-06-02",
      // already there: updated by nothing, so not one of the rows this run added
      `Marrowgate Labs,pain_point,${seedRows[28]!.signalText},${seedRows[28]!.signalDate}`,
    ].join("\n");
    const report = await uploadCsv("quorvane.csv", csv);
    expect(report.inserted).toBe(2);
    const added = await list({ import: String(report.id) });
    expect(added.importRun).toMatchObject({ id: report.id, inserted: 2 });
    expect(added.prospects.map((p) => p.company).sort()).toEqual(["Quorvane One", "Quorvane Two"]);
    expect(added.total).toBe(2);
    // the report's id is the same run the import list shows
    expect((await imports()).imports[0]!.id).toBe(report.id);
  });

  it("keeps each row with the run that first added it when a later run updates it", async () => {
    const upload = (name: string, rows: string[]) =>
      uploadCsv(name, ["company,signalKind,signalText,signalDate", ...rows].join("\n"));
    const first = await upload("tessaly-a.csv", ["Tessaly Works,hiring,Tessaly Works is hiring a designer,2026-06-03"]);
    const second = await upload("tessaly-b.csv", [
      "Tessaly Works,hiring,Tessaly Works is hiring a designer and a writer,2026-06-03",
      "Tessaly Goods,launch,Tessaly Goods launched a shop,2026-06-04",
    ]);
    expect(second).toMatchObject({ inserted: 1, updated: 1 });
    expect((await list({ import: String(first.id) })).prospects.map((p) => p.company)).toEqual(["Tessaly Works"]);
    expect((await list({ import: String(second.id) })).prospects.map((p) => p.company)).toEqual(["Tessaly Goods"]);
  });
});

describe("GET /api/admin/prospects/:id", () => {
  it("answers the full record and counts the searches, clients and pitches that refer to it", async () => {
    const id = await idOf("Marrowgate Labs");
    const fresh = await detail(id);
    expect(fresh.prospect).toMatchObject({
      id,
      company: "Marrowgate Labs",
      name: "Priya Natarajan",
      source: "reddit",
      signalText: seedRows[28]!.signalText,
      hidden: false,
    });
    expect(fresh.references).toEqual({ searches: 0, searchUsers: 0, clients: 0, pitches: 0, pitchUsers: 0 });

    const user = await userOnPlan("pro");
    expect((await searchAs(user.cookie, "Marrowgate onboarding")).has("Marrowgate Labs")).toBe(true);
    await answerOf(await apiAs(user.cookie).clients.$post({ json: { prospectId: id } }), 201);
    await answerOf(await apiAs(user.cookie).pitches.$post({ json: { prospectId: id, tone: "direct" } }), 201);
    const after = await detail(id);
    expect(after.references).toEqual({ searches: 1, searchUsers: 1, clients: 1, pitches: 1, pitchUsers: 1 });
  });

  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    const missing = await one(987654).get();
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toMatch(/No prospect has this id/);
    expect((await one("abc").get()).status).toBe(400);
    expect((await one(0).get()).status).toBe(400);
  });
});

describe("PATCH /api/admin/prospects/:id (hide)", () => {
  it("hides a prospect from users' searches and keeps the row; unhide brings it back; both audited", async () => {
    const id = await idOf("Zephyrine Studio 3");
    const user = await userOnPlan("pro");
    expect((await searchAs(user.cookie, "Zephyrine Studio brand designer")).has("Zephyrine Studio 3")).toBe(true);

    const hidden = await patch(id, { hidden: true });
    expect((await answerOf(hidden, 200)).prospect).toMatchObject({ id, hidden: true });
    expect(await count("select count(*) as n from prospects where id = ? and hidden = 1", id)).toBe(1);
    expect((await list({ q: "zephyrine", hidden: "true" })).prospects.map((p) => p.id)).toEqual([id]);
    expect((await list({ q: "zephyrine", hidden: "false" })).total).toBe(27);
    expect((await searchAs(user.cookie, "Zephyrine Studio brand designer")).has("Zephyrine Studio 3")).toBe(false);

    // the same again changes nothing and records nothing new
    expect((await patch(id, { hidden: true })).status).toBe(200);
    const hides = await auditRows("admin.prospect_hide", `prospect:${id}`);
    expect(hides).toHaveLength(1);
    expect(hides[0]).toMatchObject({ actor_type: "admin", actor_id: admin.id });
    expect(JSON.parse(hides[0]!.detail)).toMatchObject({ company: "Zephyrine Studio 3" });

    const shown = await patch(id, { hidden: false });
    expect((await answerOf(shown, 200)).prospect.hidden).toBe(false);
    expect((await searchAs(user.cookie, "Zephyrine Studio brand designer")).has("Zephyrine Studio 3")).toBe(true);
    expect(await auditRows("admin.prospect_unhide", `prospect:${id}`)).toHaveLength(1);
  });

  it("refuses bad input with a clear 400 and changes nothing", async () => {
    const id = await idOf("Zephyrine Studio 4");
    const before = await count("select count(*) as n from audit_log");
    // values and fields no schema allows: raw requests
    const patchRaw = (json: unknown) =>
      api(`/api/admin/prospects/${id}`, { method: "PATCH", json, cookie: admin.cookie });
    for (const json of [{ hidden: "yes" }, {}, { hidden: true, company: "Renamed" }, { hidden: null }]) {
      const res = await patchRaw(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(res)).code).toBe("validation_error");
    }
    expect((await errorOf(await patchRaw({ hidden: "yes" }))).message).toBe("hidden must be true or false");
    const notJson = await api(`/api/admin/prospects/${id}`, {
      method: "PATCH",
      body: "hidden=true",
      cookie: admin.cookie,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    });
    expect(notJson.status).toBe(415);
    expect(
      await count(
        "select count(*) as n from prospects where id = ? and hidden = 0 and company = ?",
        id,
        "Zephyrine Studio 4",
      ),
    ).toBe(1);
    expect(await count("select count(*) as n from audit_log")).toBe(before);
    expect((await patch(987654, { hidden: true })).status).toBe(404);
  });
});

describe("DELETE /api/admin/prospects/:id", () => {
  it("deletes a prospect nobody works with, its search results with it, and audits what it was", async () => {
    const id = await idOf("Zephyrine Studio 5");
    const user = await userOnPlan("pro");
    expect((await searchAs(user.cookie, "Zephyrine Studio brand designer")).has("Zephyrine Studio 5")).toBe(true);
    expect(await count("select count(*) as n from search_results where prospect_id = ?", id)).toBeGreaterThan(0);

    const res = await del(id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, id });
    expect(await count("select count(*) as n from prospects where id = ?", id)).toBe(0);
    expect(await count("select count(*) as n from search_results where prospect_id = ?", id)).toBe(0);
    expect((await list({ q: "zephyrine studio 5" })).prospects.map((p) => p.company)).not.toContain(
      "Zephyrine Studio 5",
    );
    const [row] = await auditRows("admin.prospect_delete", `prospect:${id}`);
    expect(row).toMatchObject({ actor_type: "admin", actor_id: admin.id });
    expect(JSON.parse(row!.detail)).toMatchObject({
      company: "Zephyrine Studio 5",
      source: "hackernews",
      sourceId: "zephyrine-5",
    });
    // gone: a second delete and a read both answer 404
    expect((await del(id)).status).toBe(404);
    expect((await one(id).get()).status).toBe(404);
  });

  it("refuses with 409 while a user has it as a client or pitch, and suggests hiding it", async () => {
    const user = await userOnPlan("pro");
    const found = await searchAs(user.cookie, "Zephyrine Studio brand designer");
    const client = found.get("Zephyrine Studio 6")!;
    const pitch = found.get("Zephyrine Studio 8")!;
    expect((await apiAs(user.cookie).clients.$post({ json: { prospectId: client.id } })).status).toBe(201);
    await answerOf(await apiAs(user.cookie).pitches.$post({ json: { prospectId: pitch.id, tone: "casual" } }), 201);
    const auditsBefore = await count("select count(*) as n from audit_log where action = 'admin.prospect_delete'");

    const refused = await del(client.id);
    expect(refused.status).toBe(409);
    const err = await errorOf(refused);
    expect(err.code).toBe("prospect_in_use");
    expect(err.message).toMatch(/1 user has it as a client/);
    expect(err.message).toMatch(/Hide it instead/);
    expect(err.details).toMatchObject({ clients: 1 });
    const refusedPitch = await del(pitch.id);
    expect(refusedPitch.status).toBe(409);
    expect((await errorOf(refusedPitch)).message).toMatch(/1 pitch was written to it/);

    // nothing changed: the rows, the user's client and pitch, and no delete in the audit log
    expect(await count("select count(*) as n from prospects where id in (?, ?)", client.id, pitch.id)).toBe(2);
    expect(await count("select count(*) as n from clients where prospect_id = ?", client.id)).toBe(1);
    expect(await count("select count(*) as n from pitches where prospect_id = ?", pitch.id)).toBe(1);
    expect(await count("select count(*) as n from audit_log where action = 'admin.prospect_delete'")).toBe(
      auditsBefore,
    );
    // hiding is what works: the client stays with the user
    expect((await patch(client.id, { hidden: true })).status).toBe(200);
    const clients = await answerOf(await apiAs(user.cookie).clients.$get({ query: {} }), 200);
    expect(JSON.stringify(clients)).toContain("Zephyrine Studio 6");
  });

  it("answers 400 for an id that is not a number", async () => {
    expect((await del("abc")).status).toBe(400);
    expect((await del("1.5")).status).toBe(400);
  });
});

describe("POST /api/admin/prospects/remove-demo", () => {
  it("deletes every demo row in batches, keeps (hidden) one a user has as a client, and audits the counts", async () => {
    // 1,050 demo rows: more than two delete batches
    const demo = Array.from({ length: 1050 }, (_, i) => ({
      company: i === 7 ? "Halcyra Keepsake" : `Halcyra Demo ${i}`,
      signalKind: "funding",
      signalText: i === 7 ? "Halcyra Keepsake raised a seed round" : `Halcyra Demo ${i} raised a seed round`,
      signalDate: day(10),
      sourceId: `halcyra-${i}`,
    }));
    expect((await importRecords(db(), demo, "json")).inserted).toBe(1050);
    // a user saves one as a client while it is still an ordinary row
    const user = await userOnPlan("pro");
    const keptId = await idOf("Halcyra Keepsake");
    expect((await searchAs(user.cookie, "Halcyra Keepsake")).has("Halcyra Keepsake")).toBe(true);
    expect((await apiAs(user.cookie).clients.$post({ json: { prospectId: keptId } })).status).toBe(201);
    await env.DB.prepare("update prospects set is_demo = 1, source = 'demo' where company like 'Halcyra %'").run();

    const before = await list({ q: "halcyra" });
    expect(before.counts.demo).toBe(1050);
    expect((await list({ demo: "true" })).total).toBe(1050);
    const realBefore = await count("select count(*) as n from prospects where is_demo = 0");

    expect(await answerOf(await removeDemo(), 200)).toEqual({ removed: 1049, kept: 1 });
    expect(await count("select count(*) as n from prospects where is_demo = 1")).toBe(1);
    expect(await count("select count(*) as n from prospects where id = ? and hidden = 1", keptId)).toBe(1);
    expect(await count("select count(*) as n from clients where prospect_id = ?", keptId)).toBe(1);
    expect(await count("select count(*) as n from prospects where is_demo = 0")).toBe(realBefore);
    const [row] = await auditRows("admin.prospects_remove_demo", "prospects:demo");
    expect(JSON.parse(row!.detail)).toEqual({ removed: 1049, kept: 1 });

    // again: nothing left to remove
    const again = await removeDemo();
    expect(await again.json()).toEqual({ removed: 0, kept: 1 });
    // a field the schema does not have: a raw request
    expect((await api("/api/admin/prospects/remove-demo", { json: { all: true }, cookie: admin.cookie })).status).toBe(
      400,
    );
  });
});

describe("roles", () => {
  it("lets only a super_admin read or change prospect data; 401 without an admin session", async () => {
    const mod = await adminSession("moderator");
    const user = await signUp();
    const id = await idOf("Zephyrine Studio 9");
    const calls = (cookie: string) => [
      apiAs(cookie).admin.prospects.$get({ query: {} }),
      one(id, cookie).get(),
      patch(id, { hidden: true }, cookie),
      del(id, cookie),
      removeDemo(cookie),
      apiAs(cookie).admin.prospects.imports.$get(),
      apiAs(cookie).admin.sources.$get(),
      runSource("fixture-rss", cookie),
    ];
    for (const res of await Promise.all(calls(mod.cookie))) {
      expect(res.status, res.url).toBe(403);
      expect((await errorOf(res)).message).toBe("Your admin role does not allow this action.");
    }
    for (const cookie of [user.cookie, ""]) {
      for (const res of await Promise.all(calls(cookie))) expect(res.status, res.url).toBe(401);
    }
    expect(await count("select count(*) as n from prospects where id = ? and hidden = 0", id)).toBe(1);
  });
});

describe("/api/admin/sources", () => {
  const sources = async () => (await answerOf(await apiAs(admin.cookie).admin.sources.$get(), 200)).sources;

  it("lists every configured source with its schedule, what it needs and its latest run", async () => {
    const all = await sources();
    const byName = new Map(all.map((s) => [s.name, s]));
    expect(byName.get("fixture-rss")).toMatchObject({ format: "rss", enabled: true, everyMinutes: 60, needs: null });
    expect(byName.get("fixture-off")).toMatchObject({ enabled: false });
    expect(byName.get("fixture-ph")).toMatchObject({ needs: "PRODUCTHUNT_TOKEN" });
    expect(byName.get("fixture-remoteok")).toMatchObject({ attribution: "Jobs from Remote OK" });
  });

  it("runs one source now, records it for the list and the import filter, and audits it", async () => {
    const run = await answerOf(await runSource("fixture-rss"), 200);
    expect(run).toMatchObject({ name: "fixture-rss", status: "done", error: null });
    expect(run.inserted).toBeGreaterThan(0);
    const listed = (await sources()).find((s) => s.name === "fixture-rss")!;
    expect(listed).toMatchObject({ lastStatus: "done", lastInserted: run.inserted, lastError: null });
    expect(listed.lastRunAt).not.toBeNull();
    // the rows it added, through the import filter
    const runId = (await imports()).imports.find((i) => i.label === "fixture-rss")!.id;
    const added = await list({ import: String(runId) });
    expect(added.total).toBe(run.inserted);
    expect(added.prospects.every((p) => p.source === "rss")).toBe(true);
    const [audit] = await auditRows("admin.source_run", "source:fixture-rss");
    expect(JSON.parse(audit!.detail)).toMatchObject({ status: "done", inserted: run.inserted });
  });

  it("reports a failing source's error and a missing key", async () => {
    const down = await answerOf(await runSource("fixture-down"), 200);
    expect(down.status).toBe("failed");
    expect(down.error).toMatch(/500/);
    expect((await sources()).find((s) => s.name === "fixture-down")).toMatchObject({
      lastStatus: "failed",
      lastError: expect.stringMatching(/500/),
    });
    const ph = await answerOf(await runSource("fixture-ph"), 200);
    expect(ph).toMatchObject({ status: "failed", error: "Needs PRODUCTHUNT_TOKEN" });
  });

  it("answers 404 for a source that is not configured", async () => {
    const res = await runSource("no-such-source");
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("No configured source is called 'no-such-source'.");
    expect(await count("select count(*) as n from prospect_imports where label = 'no-such-source'")).toBe(0);
  });
});

describe("the OpenAPI document", () => {
  it("documents each prospect management and source route", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(Object.keys(doc.paths["/api/admin/prospects"] ?? {})).toContain("get");
    expect(Object.keys(doc.paths["/api/admin/prospects/{id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    expect(doc.paths["/api/admin/prospects/{id}"]?.delete?.description).toMatch(/Refused with 409/);
    expect(doc.paths["/api/admin/prospects/remove-demo"]?.post).toBeDefined();
    expect(doc.paths["/api/admin/sources"]?.get).toBeDefined();
    expect(doc.paths["/api/admin/sources/{name}/run"]?.post).toBeDefined();
  });
});
