import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession } from "./admin-helpers";
import {
  type Api,
  answerOf,
  api,
  apiAs,
  errorOf,
  type Input,
  lastCodeFor,
  outboxCount,
  sessionCookie,
  signUp,
  uniqueEmail,
} from "./helpers";
import { seedOutreachProspects } from "./outreach-helpers";

type Query = Input<Api["admin"]["users"]["$get"]>["query"];
const users = async (query: Query) => answerOf(await apiAs(boss.cookie).admin.users.$get({ query }), 200);
let boss: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  boss = await adminSession("super_admin");
});

const search = (q: string) => users({ q });

describe("GET /api/admin/users search", () => {
  it("answers 200 with the right rows for long, wildcard and accented text", async () => {
    const tag = Date.now().toString(36);
    const long = `Maximilian Alexander ${tag} Featherstonehaugh-Cholmondeley Worthington`;
    const accented = `Zoë Ñúñez-Ångström ${tag}`;
    const wild = `Percent 100%_off ${tag}`;
    await signUp(uniqueEmail(), undefined, long);
    await signUp(uniqueEmail(), undefined, accented);
    await signUp(uniqueEmail(), undefined, wild);
    await signUp(uniqueEmail(), undefined, `Percent 100xxoff ${tag}`);

    expect(long.length).toBeGreaterThan(60);
    expect((await search(long)).users.map((u) => u.name)).toEqual([long]);
    expect((await search(long.slice(0, 49))).users.map((u) => u.name)).toEqual([long]);
    expect((await search(`${"é".repeat(40)}`)).total).toBe(0);
    expect((await search("x".repeat(100))).total).toBe(0);
    expect((await search(`Ñúñez-Ångström ${tag}`)).users.map((u) => u.name)).toEqual([accented]);
    // ASCII letters fold case (SQLite's lower()); accented ones match as typed.
    expect((await search(`zoë Ñúñez`)).users.map((u) => u.name)).toContain(accented);
    expect((await search(`100%_off ${tag}`)).users.map((u) => u.name)).toEqual([wild]);
    expect((await search("%")).users.every((u) => u.name.includes("%") || u.email.includes("%"))).toBe(true);
    expect((await search("_")).users.every((u) => u.name.includes("_") || u.email.includes("_"))).toBe(true);
    expect((await search("\\")).total).toBeGreaterThanOrEqual(0);
  });
});

describe("matching long text without LIKE", () => {
  it("deletes an account whose e-mail and name are longer than a LIKE pattern may be", async () => {
    const email = uniqueEmail(`a-very-long-mailbox-name-for-testing-${"x".repeat(30)}`);
    const name = `Bartholomew Maximilian Featherstonehaugh ${"Ångström ".repeat(4)}`.trim();
    const u = await signUp(email, undefined, name);
    expect(email.length).toBeGreaterThan(60);
    await answerOf(await apiAs(u.cookie).account.$delete({ json: { password: u.password } }), 200);
    const left = await env.DB.prepare(
      "select count(*) as n from audit_log where instr(target, ?) > 0 or instr(detail, ?) > 0",
    )
      .bind(email, email)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

const idOf = async (email: string) =>
  (await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>())!.id;
const patch = (id: number, json: Input<Api["admin"]["users"][":id"]["$patch"]>["json"], cookie = boss.cookie) =>
  apiAs(cookie).admin.users[":id"].$patch({ param: { id: String(id) }, json });
const meStatus = async (cookie: string) => (await apiAs(cookie).auth.me.$get()).status;
const signIn = (email: string, password: string) => apiAs().auth["sign-in"].$post({ json: { email, password } });
const auditCount = async (action: string, target: string) =>
  (await env.DB.prepare("select count(*) as n from audit_log where action = ? and target = ?")
    .bind(action, target)
    .first<{ n: number }>())!.n;

describe("PATCH /api/admin/users/{id} {disabled}", () => {
  it("ends the user's sessions at once; sign-in with the right password says the account is disabled", async () => {
    const u = await signUp();
    const id = await idOf(u.email);
    expect(await meStatus(u.cookie)).toBe(200);

    const res = await patch(id, { disabled: true });
    expect(await answerOf(res, 200)).toEqual({ id, planId: "free", disabled: true });
    expect(await meStatus(u.cookie)).toBe(401);
    expect(await auditCount("admin.user_disabled", u.email)).toBe(1);

    // A wrong password gets the usual answer: nothing about the account is revealed.
    const wrong = await signIn(u.email, "Wrong-Pass-999");
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe("Invalid email or password");
    const right = await signIn(u.email, u.password);
    expect(right.status).toBe(403);
    expect(await errorOf(right)).toMatchObject({
      code: "account_disabled",
      message: "This account has been disabled. Contact support if you think this is a mistake.",
    });
    expect(sessionCookie(right)).toBe("");

    // The code route too: a right code is told the account is disabled, and the password stays.
    const mailed = await outboxCount(u.email);
    await apiAs().auth.otp.request.$post({ json: { email: u.email, purpose: "password_reset" } });
    await expect.poll(() => outboxCount(u.email)).toBe(mailed + 1);
    const reset = await apiAs().auth["password-reset"].$post({
      json: { email: u.email, code: (await lastCodeFor(u.email))!, password: "Another-Horse-77" },
    });
    expect(reset.status, await reset.clone().text()).toBe(403);
    expect((await errorOf(reset)).code).toBe("account_disabled");

    // Re-enabled: the old password works again.
    const back = await patch(id, { disabled: false });
    expect(await back.json()).toEqual({ id, planId: "free", disabled: false });
    expect(await auditCount("admin.user_enabled", u.email)).toBe(1);
    await answerOf(await signIn(u.email, u.password), 200);
  });

  it("changes plan and disabled together, and refuses a moderator, a user and a bad value", async () => {
    const u = await signUp();
    const id = await idOf(u.email);
    const mod = await adminSession("moderator");
    expect((await patch(id, { disabled: true }, mod.cookie)).status).toBe(403);
    expect((await patch(id, { disabled: true }, u.cookie)).status).toBe(401);
    // a string where a boolean goes: a raw request
    const bad = await api(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { disabled: "yes" },
      cookie: boss.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("disabled must be true or false");
    expect(await meStatus(u.cookie)).toBe(200);

    const both = await patch(id, { plan: "agency", disabled: true });
    expect(await both.json()).toEqual({ id, planId: "agency", disabled: true });
    const row = await env.DB.prepare("select plan_id, status from users where id = ?").bind(id).first();
    expect(row).toEqual({ plan_id: "agency", status: "suspended" });
  });
});

describe("last active", () => {
  it("is written from the session check, at most once an hour", async () => {
    const u = await signUp();
    const id = await idOf(u.email);
    const lastActive = async () =>
      (await env.DB.prepare("select last_active_at as t from users where id = ?")
        .bind(id)
        .first<{ t: number | null }>())!.t;
    const twoHoursAgo = Date.now() - 2 * 3_600_000;
    await env.DB.prepare("update users set last_active_at = ? where id = ?").bind(twoHoursAgo, id).run();
    await meStatus(u.cookie);
    const fresh = await lastActive();
    expect(fresh).toBeGreaterThan(twoHoursAgo + 3_600_000);

    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await env.DB.prepare("update users set last_active_at = ? where id = ?").bind(tenMinutesAgo, id).run();
    await meStatus(u.cookie);
    expect(await lastActive()).toBe(tenMinutesAgo);

    const { users } = await search(u.email);
    expect(users[0]!.lastActive).toBe(new Date(tenMinutesAgo).toISOString());
  });
});

describe("filters, performance and export", () => {
  const tag = `f${Date.now().toString(36)}`;
  let pro: { email: string; id: number };
  let idle: { email: string; id: number };

  beforeAll(async () => {
    const a = await signUp(uniqueEmail(`${tag}-pro`), undefined, `=HYPERLINK("http://evil") ${tag}`);
    pro = { email: a.email, id: await idOf(a.email) };
    // Active today: the session check records it (signing up alone is not activity).
    expect(await meStatus(a.cookie)).toBe(200);
    await patch(pro.id, { plan: "pro" });
    const b = await signUp(uniqueEmail(`${tag}-idle`), undefined, `Idle ${tag}`);
    idle = { email: b.email, id: await idOf(b.email) };
    await env.DB.prepare("update users set created_at = ?, last_active_at = ? where id = ?")
      .bind(Date.now() - 90 * 86_400_000, Date.now() - 45 * 86_400_000, idle.id)
      .run();
    await seedOutreachProspects();
    // Outreach: 4 sent pitches with 2 replies, and clients at three stages with revenue.
    for (const status of ["sent", "responded", "responded", "sent"]) {
      await env.DB.prepare(
        "insert into pitches (user_id, prospect_name, company_name, subject, content, status) values (?, 'P', 'C', 'S', 'B', ?)",
      )
        .bind(pro.id, status)
        .run();
    }
    const prospects = await env.DB.prepare("select id from prospects order by id limit 3").all<{ id: number }>();
    expect(prospects.results).toHaveLength(3);
    const clients: [string, string | null][] = [
      ["New Lead", null],
      ["In Discussion", "$1K-$5K"],
      ["Hired", "$5K-$10K"],
    ];
    for (const [i, [stage, range]] of clients.entries()) {
      await env.DB.prepare("insert into clients (user_id, prospect_id, stage, revenue_range) values (?, ?, ?, ?)")
        .bind(pro.id, prospects.results[i]!.id, stage, range)
        .run();
    }
  });

  it("filters by plan and by health status, and shows response rate, meetings and revenue", async () => {
    const byPlan = await users({ q: tag, plan: "pro" });
    expect(byPlan.users.map((u) => u.email)).toEqual([pro.email]);
    // Revenue is the won client's: the one 'In Discussion' has a range but no revenue yet.
    expect(byPlan.users[0]).toMatchObject({ planId: "pro", responseRate: 50, meetings: 2, revenue: 5000 });
    // Recency 40 (active today) + response rate 12 x 0.5 + meetings 4 x 2/3 + revenue 4 x 1, no quota used.
    expect(byPlan.users[0]!.healthScore).toBe(Math.round(40 + 6 + (4 * 2) / 3 + 4));

    const churned = await users({ q: tag, health: "Churned" });
    expect(churned.users.map((u) => u.email)).toEqual([idle.email]);
    expect(churned.total).toBe(1);
    const regular = await users({ q: tag, health: "Regular User" });
    expect(regular.users.map((u) => u.email)).toEqual([pro.email]);
    expect((await users({ q: tag, plan: "agency" })).total).toBe(0);

    // values the schema does not name: raw requests
    for (const bad of ["plan=gold", "health=Happy"]) {
      expect((await api(`/api/admin/users?${bad}`, { cookie: boss.cookie })).status).toBe(400);
    }
  });

  it("leaves demo accounts out of the health segments, as the dashboard's other counts do, but lists them", async () => {
    const demo = await signUp(uniqueEmail(`${tag}-demo`), undefined, `Demo ${tag}`);
    const id = await idOf(demo.email);
    await env.DB.prepare("update users set is_demo = 1 where id = ?").bind(id).run();
    // Never active: an ordinary account like it is At Risk (see below).
    expect((await users({ q: `Demo ${tag}` })).users.map((u) => u.email)).toEqual([demo.email]);
    expect((await users({ q: `Demo ${tag}`, health: "At Risk" })).total).toBe(0);
    await env.DB.prepare("update users set is_demo = 0 where id = ?").bind(id).run();
    expect((await users({ q: `Demo ${tag}`, health: "At Risk" })).total).toBe(1);
  });

  it("never counts an account that was never active as active: At Risk for 30 days, then Churned", async () => {
    const fresh = await signUp(uniqueEmail(`${tag}-never`), undefined, `Never ${tag}`);
    const old = await signUp(uniqueEmail(`${tag}-never-old`), undefined, `Never old ${tag}`);
    await env.DB.prepare("update users set created_at = ?, last_active_at = null where id = ?")
      .bind(Date.now() - 40 * 86_400_000, await idOf(old.email))
      .run();
    const row = async (email: string) => (await search(email)).users[0]!;
    const never = await row(fresh.email);
    expect(never.lastActive).toBeNull();
    // No recency points (nothing used, nothing sent): not the 40 a sign-up today once earned as 'Regular User'.
    expect(never).toMatchObject({ healthScore: 0, status: "At Risk" });
    expect(await row(old.email)).toMatchObject({ healthScore: 0, status: "Churned" });
    expect((await users({ q: `Never ${tag}`, health: "Regular User" })).total).toBe(0);
    // Its first session check makes it active: recency counts from then on.
    expect(await meStatus(fresh.cookie)).toBe(200);
    expect(await row(fresh.email)).toMatchObject({ healthScore: 40, status: "Regular User" });
  });

  it("exports every user as formula-safe CSV for a super_admin only, and logs it", async () => {
    const mod = await adminSession("moderator");
    expect((await apiAs(mod.cookie).admin["users.csv"].$get()).status).toBe(403);
    expect((await apiAs().admin["users.csv"].$get()).status).toBe(401);
    const res = await apiAs(boss.cookie).admin["users.csv"].$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+-users\.csv"$/);
    const text = await res.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Name,Email,Plan,Account,Health,Health Score,Signup Date,Last Active,Searches,Pitches,Pitches Sent,Response Rate %,Meetings,Revenue USD",
    );
    const row = lines.find((l) => l.includes(pro.email))!;
    expect(row.startsWith(`"'=HYPERLINK(""http://evil"") ${tag}",${pro.email},Pro,Active,Regular User,`)).toBe(true);
    expect(row.endsWith(",0,0,4,50,2,5000")).toBe(true);
    expect(await auditCount("admin.users_export", "users")).toBeGreaterThanOrEqual(1);
  });
});
