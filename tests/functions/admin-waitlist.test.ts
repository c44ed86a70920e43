import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession } from "./admin-helpers";
import { type Api, answerOf, api, apiAs, errorOf, type Input, outboxCount, signUp } from "./helpers";

type Query = Input<Api["admin"]["waitlist"]["$get"]>["query"];
let mod: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  mod = await adminSession("moderator");
});

const list = async (query: Query, cookie = mod.cookie) =>
  answerOf(await apiAs(cookie).admin.waitlist.$get({ query }), 200);
type Status = Input<Api["admin"]["waitlist"][":id"]["$patch"]>["json"]["status"];
const setStatus = (id: number, status: Status, cookie?: string) =>
  apiAs(cookie).admin.waitlist[":id"].$patch({ param: { id: String(id) }, json: { status } });
const contact = (id: number, json: Input<Api["admin"]["waitlist"][":id"]["contact"]["$post"]>["json"]) =>
  apiAs(mod.cookie).admin.waitlist[":id"].contact.$post({ param: { id: String(id) }, json });

async function addEntry(name: string, email: string, extra: { source?: string; createdAt?: number } = {}) {
  const row = await env.DB.prepare(
    "insert into waitlist_entries (name, email, email_normalized, source, created_at) values (?, ?, ?, ?, ?) returning id",
  )
    .bind(name, email, email.toLowerCase(), extra.source ?? "website", extra.createdAt ?? Date.now())
    .first<{ id: number }>();
  return row!.id;
}

describe("GET /api/admin/waitlist search", () => {
  it("answers 200 with the right rows for long, wildcard and accented text", async () => {
    const tag = `s${Date.now().toString(36)}`;
    const long = `Anastasia Konstantinopoulou-Vanderbilt ${tag} of Llanfairpwllgwyngyll`;
    const accented = `Søren Þórsdóttir ${tag}`;
    await addEntry(long, `${tag}-long@example.com`);
    await addEntry(accented, `${tag}-acc@example.com`);
    await addEntry(`Fifty 50% ${tag}`, `${tag}_under@example.com`);
    await addEntry(`Fifty 500 ${tag}`, `${tag}xunder@example.com`);

    expect((await list({ q: long })).entries.map((e) => e.name)).toEqual([long]);
    expect((await list({ q: "é".repeat(60) })).total).toBe(0);
    expect((await list({ q: `Þórsdóttir ${tag}` })).entries.map((e) => e.name)).toEqual([accented]);
    expect((await list({ q: `50% ${tag}` })).entries.map((e) => e.name)).toEqual([`Fifty 50% ${tag}`]);
    expect((await list({ q: `${tag}_under` })).entries.map((e) => e.email)).toEqual([`${tag}_under@example.com`]);
    expect((await list({ q: "%_\\'\"" })).total).toBe(0);
  });
});

const auditRows = async (action: string, target: string) =>
  (await env.DB.prepare("select detail from audit_log where action = ? and target = ?").bind(action, target).all())
    .results;

describe("waitlist status, contact, filters, role and source", () => {
  it("a status change persists and is audited; a bad status or id changes nothing", async () => {
    const email = `st-${Date.now().toString(36)}@example.com`;
    const id = await addEntry("Stat Us", email);
    const res = await setStatus(id, "Contacted", mod.cookie);
    expect(await answerOf(res, 200)).toMatchObject({ id, status: "Contacted", email });
    const row = await env.DB.prepare("select status from waitlist_entries where id = ?").bind(id).first();
    expect(row).toEqual({ status: "Contacted" });
    expect(await auditRows("admin.waitlist_status", email)).toHaveLength(1);

    // a status the schema does not name: a raw request
    const bad = await api(`/api/admin/waitlist/${id}`, {
      method: "PATCH",
      json: { status: "Done" },
      cookie: mod.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("Status must be Pending, Contacted or Converted");
    expect((await setStatus(999999, "Pending", mod.cookie)).status).toBe(404);
    expect((await setStatus(id, "Pending")).status).toBe(401);
    expect(await env.DB.prepare("select status from waitlist_entries where id = ?").bind(id).first()).toEqual({
      status: "Contacted",
    });
  });

  it("becomes Converted when the e-mail signs up", async () => {
    const email = `conv-${Date.now().toString(36)}@example.com`;
    const joined = await apiAs().waitlist.$post({ json: { name: "Con Vert", email: email.toUpperCase() } });
    expect(joined.status).toBe(201);
    await signUp(email);
    const row = await env.DB.prepare("select status from waitlist_entries where email_normalized = ?")
      .bind(email)
      .first();
    expect(row).toEqual({ status: "Converted" });
  });

  it("contacts one entry through the mailer and marks a pending entry Contacted", async () => {
    const email = `ct-${Date.now().toString(36)}@example.com`;
    const id = await addEntry("Cora Tact", email);
    const before = await outboxCount(email);
    const res = await contact(id, { subject: "Your early access", message: "Hi Cora, your spot is ready." });
    expect(await answerOf(res, 200)).toMatchObject({ emailed: true, entry: { id, status: "Contacted" } });
    expect(await outboxCount(email)).toBe(before + 1);
    const mail = await env.DB.prepare(
      "select subject, text_body from email_outbox where to_address = ? order by id desc",
    )
      .bind(email)
      .first<{ subject: string; text_body: string }>();
    expect(mail?.subject).toBe("Your early access");
    expect(mail?.text_body).toContain("your spot is ready");
    expect(await auditRows("admin.waitlist_contact", email)).toHaveLength(1);

    const empty = await contact(id, { subject: " ", message: "x" });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe("Subject is required");
    expect(await outboxCount(email)).toBe(before + 1);
  });

  it("captures role and source at join, filters by status, source and date, and exports them", async () => {
    const tag = `j${Date.now().toString(36)}`;
    const res = await apiAs().waitlist.$post({
      json: {
        name: `Joiner ${tag}`,
        email: `${tag}@example.com`,
        role: "  Product designer ",
        source: "Newsletter Spring",
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    await apiAs().waitlist.$post({ json: { name: `Plain ${tag}`, email: `${tag}-plain@example.com` } });
    await addEntry(`Old ${tag}`, `${tag}-old@example.com`, {
      source: "x.com",
      createdAt: Date.parse("2025-01-15T12:00:00Z"),
    });

    const all = await list({ q: tag });
    const joiner = all.entries.find((e) => e.name === `Joiner ${tag}`)!;
    expect(joiner).toMatchObject({ role: "Product designer", source: "newsletter-spring", status: "Pending" });
    expect(all.entries.find((e) => e.name === `Plain ${tag}`)).toMatchObject({ role: "", source: "website" });

    expect((await list({ q: tag, source: "newsletter-spring" })).entries.map((e) => e.name)).toEqual([`Joiner ${tag}`]);
    expect((await list({ q: tag, from: "2025-01-15", to: "2025-01-15" })).entries.map((e) => e.name)).toEqual([
      `Old ${tag}`,
    ]);
    expect((await list({ q: tag, to: "2025-01-14" })).total).toBe(0);
    await setStatus(joiner.id, "Converted", mod.cookie);
    expect((await list({ q: tag, status: "Converted" })).entries.map((e) => e.name)).toEqual([`Joiner ${tag}`]);
    expect((await list({ q: tag, status: "Pending" })).total).toBe(2);
    const page = await list({});
    expect(page.sources).toEqual(expect.arrayContaining(["newsletter-spring", "website", "x.com"]));
    // a status the schema does not name: a raw request
    expect((await api("/api/admin/waitlist?status=Done", { cookie: mod.cookie })).status).toBe(400);
    for (const bad of [{ from: "2025-13-01" }, { from: "2025-02-01", to: "2025-01-01" }]) {
      expect((await apiAs(mod.cookie).admin.waitlist.$get({ query: bad })).status).toBe(400);
    }

    const boss = await adminSession("super_admin");
    const csv = await (await apiAs(boss.cookie).admin.waitlist["export.csv"].$get()).text();
    expect(csv).toContain(`Joiner ${tag},${tag}@example.com,Product designer,`);
    expect(csv).toMatch(
      new RegExp(`Joiner ${tag},${tag}@example.com,Product designer,\\d{4}-\\d{2}-\\d{2},newsletter-spring,Converted`),
    );
  });
});
