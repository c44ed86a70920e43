import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, createAdmin, signInAdmin } from "./admin-helpers";
import { type Api, answerOf, api, apiAs, errorOf, type Input, signUp, uniqueEmail } from "./helpers";

let boss: Awaited<ReturnType<typeof adminSession>>;
let mod: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  boss = await adminSession("super_admin");
  mod = await adminSession("moderator");
});

const calls: { method: string; path: string; json?: unknown }[] = [
  { method: "GET", path: "/api/admin/audit" },
  { method: "GET", path: "/api/admin/settings" },
  { method: "PATCH", path: "/api/admin/settings/plans/agency", json: { pitchesLimit: 100 } },
  {
    method: "POST",
    path: "/api/admin/settings/price-notice",
    json: { plan: "pro", newPrice: "35 USD", effectiveOn: "2099-01-01" },
  },
  { method: "GET", path: "/api/admin/admins" },
];

// A sweep over a table of paths, as the access sweep does: raw requests.
describe("settings and audit access", () => {
  it.each(calls)("$method $path: 401 signed out, 403 moderator, 2xx super_admin", async ({ method, path, json }) => {
    expect((await api(path, { method, json })).status).toBe(401);
    expect((await api(path, { method, json, cookie: mod.cookie })).status).toBe(403);
    const ok = await api(path, { method, json, cookie: boss.cookie });
    expect(ok.status, await ok.clone().text()).toBeLessThan(300);
  });
});

type AuditQuery = Input<Api["admin"]["audit"]["$get"]>["query"];
const auditPage = async (query: AuditQuery) => answerOf(await apiAs(boss.cookie).admin.audit.$get({ query }), 200);
const adminMe = async (cookie: string) => (await apiAs(cookie).admin.auth.me.$get()).status;
const staffOf = (id: number) => {
  const one = apiAs(boss.cookie).admin.admins[":id"];
  const param = { id: String(id) };
  return {
    patch: (json: Input<Api["admin"]["admins"][":id"]["$patch"]>["json"]) => one.$patch({ param, json }),
    delete: () => one.$delete({ param }),
  };
};
const freeLimits = (json: Input<Api["admin"]["settings"]["plans"][":id"]["$patch"]>["json"], cookie = boss.cookie) =>
  apiAs(cookie).admin.settings.plans[":id"].$patch({ param: { id: "free" }, json });

describe("audit log", () => {
  it("filters by admin, action and days, and pages 25 at a time", async () => {
    const actor = await createAdmin();
    const insert = env.DB.prepare(
      "insert into audit_log (actor_type, actor_id, action, target, created_at) values ('admin', ?, ?, ?, ?)",
    );
    const day = (d: string, i: number) => Date.parse(`${d}T12:00:00Z`) + i;
    await env.DB.batch([
      ...Array.from({ length: 30 }, (_, i) => insert.bind(actor.id, "test.filter_a", `a${i}`, day("2031-03-10", i))),
      insert.bind(actor.id, "test.filter_b", "b0", day("2031-03-11", 0)),
      insert.bind(boss.id, "test.filter_a", "other", day("2031-03-10", 0)),
    ]);
    const first = await auditPage({ admin: String(actor.id), action: "test.filter_a" });
    expect(first.total).toBe(30);
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]!.target).toBe("a29");
    expect(first.entries[0]!.actorName).toBe(actor.name);
    expect(first.actions).toEqual(expect.arrayContaining(["test.filter_a", "test.filter_b"]));
    const second = await auditPage({ admin: String(actor.id), action: "test.filter_a", page: "2" });
    expect(second.entries.map((e) => e.target)).toEqual(["a4", "a3", "a2", "a1", "a0"]);
    const byDay = await auditPage({ admin: String(actor.id), from: "2031-03-11", to: "2031-03-11" });
    expect(byDay.entries.map((e) => e.target)).toEqual(["b0"]);
    const everyone = await auditPage({ action: "test.filter_a", from: "2031-03-10", to: "2031-03-10" });
    expect(everyone.total).toBe(31);
  });

  it("names the acting user as it names an admin: a password change shows whose account it was", async () => {
    const u = await signUp(uniqueEmail("audit-who"), undefined, "Uma User");
    const changed = await apiAs(u.cookie).account.password.$post({
      json: { currentPassword: u.password, newPassword: "Another-Horse-77" },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const entry = (await auditPage({ action: "account.password_changed" })).entries.find(
      (e) => e.actorEmail === u.email,
    );
    expect(entry).toMatchObject({ actorType: "user", actorName: "Uma User", actorEmail: u.email, target: "" });
  });

  it.each<[AuditQuery, string]>([
    [{ from: "2031-03-12", to: "2031-03-11" }, "From must be on or before To"],
    [{ from: "yesterday" }, "From must be a date written YYYY-MM-DD"],
    [{ admin: "abc" }, "Admin must be an admin's id"],
    [{ page: "0" }, "Page must be a whole number from 1"],
  ])("refuses %j", async (query, message) => {
    const res = await apiAs(boss.cookie).admin.audit.$get({ query });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });
});

describe("admins", () => {
  it("a role change ends that admin's sessions at once and is audited", async () => {
    const staff = await createAdmin({ role: "moderator" });
    const cookie = await signInAdmin(staff);
    expect(await adminMe(cookie)).toBe(200);
    const res = await staffOf(staff.id).patch({ role: "super_admin" });
    expect(res.status).toBe(200);
    expect(await adminMe(cookie)).toBe(401);
    const log = await auditPage({ admin: String(boss.id), action: "admin.role_change" });
    expect(log.entries[0]!.target).toBe(staff.email);
  });

  it("removes an admin (signed out at once), and never the last super_admin", async () => {
    const staff = await createAdmin({ role: "moderator" });
    const cookie = await signInAdmin(staff);
    const res = await staffOf(staff.id).delete();
    expect(res.status).toBe(200);
    expect(await adminMe(cookie)).toBe(401);
    expect((await staffOf(staff.id).delete()).status).toBe(404);
    expect((await auditPage({ action: "admin.remove" })).entries[0]!.target).toBe(staff.email);

    // Leave exactly one super_admin (boss), then try to demote and remove them.
    await env.DB.prepare("update admin_users set role = 'moderator' where role = 'super_admin' and id <> ?")
      .bind(boss.id)
      .run();
    const demote = await staffOf(boss.id).patch({ role: "moderator" });
    expect(demote.status).toBe(409);
    expect((await errorOf(demote)).message).toMatch(/There must always be a super admin/);
    const remove = await staffOf(boss.id).delete();
    expect(remove.status).toBe(409);
    expect(await adminMe(boss.cookie)).toBe(200);
  });
});

describe("plans", () => {
  let original: { searches_limit: number; pitches_limit: number };
  beforeAll(async () => {
    original = (await env.DB.prepare("select searches_limit, pitches_limit from plans where id = 'free'").first())!;
  });
  afterAll(async () => {
    await env.DB.prepare("update plans set searches_limit = ?, pitches_limit = ? where id = 'free'")
      .bind(original.searches_limit, original.pitches_limit)
      .run();
  });

  it("a limit edit changes what a user's quota allows, and is audited", async () => {
    const user = await signUp(uniqueEmail("quota"));
    const res = await freeLimits({ searchesLimit: 0 }, (await adminSession()).cookie);
    expect((await answerOf(res, 200)).searchesLimit).toBe(0);
    const me = await answerOf(await apiAs(user.cookie).auth.me.$get(), 200);
    expect(me.usage.maxSearches).toBe(0);
    const search = await apiAs(user.cookie).search.$post({ json: { query: "fintech startups hiring" } });
    expect(search.status).toBe(429);
    const log = await auditPage({ action: "plan.limits_change" });
    expect(log.entries[0]!.target).toBe("free");
  });

  it.each([
    [{ searchesLimit: -1 }, "Searches cannot be negative"],
    [{ pitchesLimit: 1.5 }, "Pitches must be a whole number"],
    [{}, "Change at least one limit"],
  ])("refuses %j", async (json, message) => {
    const res = await freeLimits(json);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("shows configured prices and drafts a price notice to Paid users only 30 days ahead", async () => {
    const settings = apiAs(boss.cookie).admin.settings;
    const overview = await answerOf(await settings.$get(), 200);
    expect(overview.plans.map((p) => p.id)).toEqual(expect.arrayContaining(["free", "pro", "agency"]));
    expect(overview.plans.find((p) => p.id === "free")!.gateway).toBeNull();
    const soon = await settings["price-notice"].$post({
      json: { plan: "pro", newPrice: "35 USD", effectiveOn: new Date().toISOString().slice(0, 10) },
    });
    expect(soon.status).toBe(400);
    const ok = await settings["price-notice"].$post({
      json: { plan: "pro", newPrice: "35 USD", effectiveOn: overview.earliestEffectiveDay },
    });
    const { campaignId } = await answerOf(ok, 201);
    const row = await env.DB.prepare("select audience, status, content from campaigns where id = ?")
      .bind(campaignId)
      .first<{ audience: string; status: string; content: string }>();
    expect(row).toMatchObject({ audience: "paid", status: "draft" });
    expect(row!.content).toContain("$35");
  });

  it("refuses a price notice of no change, of nothing, or in another currency, and drafts nothing", async () => {
    const settings = apiAs(boss.cookie).admin.settings;
    const { earliestEffectiveDay } = await answerOf(await settings.$get(), 200);
    const campaigns = async () =>
      (await env.DB.prepare("select count(*) as n from campaigns").first<{ n: number }>())!.n;
    const before = await campaigns();
    for (const [newPrice, message] of [
      ["29 USD", "That is the current price ($29): write the new one"],
      ["0 USD", "The new price must be more than 0"],
      ["35 NGN", "The plan is charged in USD: write the new price in USD"],
    ]) {
      const res = await settings["price-notice"].$post({
        json: { plan: "pro", newPrice: newPrice!, effectiveOn: earliestEffectiveDay },
      });
      expect(res.status, newPrice).toBe(400);
      expect((await errorOf(res)).message, newPrice).toBe(message);
    }
    expect(await campaigns()).toBe(before);
  });
});
