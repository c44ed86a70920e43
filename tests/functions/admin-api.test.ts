import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../db/validation/csv";
import { adminSession, createAdmin, signInAdmin } from "./admin-helpers";
import { type Api, answerOf, api, apiAs, errorOf, type Input, outboxCount, signUp, uniqueEmail } from "./helpers";

type Session = Awaited<ReturnType<typeof adminSession>>;
let boss: Session;
let mod: Session;
let userCookie: string;

beforeAll(async () => {
  boss = await adminSession("super_admin");
  mod = await adminSession("moderator");
  userCookie = (await signUp()).cookie;
});

const BOTH = ["super_admin", "moderator"] as const;
const SUPER = ["super_admin"] as const;

type Case = {
  method: "GET" | "POST" | "PATCH";
  path: string;
  /** The path as the OpenAPI document names it. */
  doc: string;
  roles: readonly string[];
  json?: () => unknown;
  prepare?: () => Promise<string>;
};

async function helpRequest(fields: Partial<Record<string, string | number>> = {}) {
  const row = await env.DB.prepare(
    `insert into help_requests (name, email, subject, message, category, priority, status, created_at, responded_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      fields.name ?? "Pat Customer",
      fields.email ?? uniqueEmail("help"),
      fields.subject ?? "Cannot export prospects",
      fields.message ?? "The export button does nothing.",
      fields.category ?? "technical",
      fields.priority ?? "high",
      fields.status ?? "pending",
      fields.created_at ?? Date.now(),
      fields.responded_at ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

/** Every admin route and the roles allowed on it. */
const cases: Case[] = [
  { method: "GET", path: "/api/admin/auth/me", doc: "/api/admin/auth/me", roles: BOTH },
  { method: "GET", path: "/api/admin/metrics", doc: "/api/admin/metrics", roles: BOTH },
  { method: "GET", path: "/api/admin/waitlist", doc: "/api/admin/waitlist", roles: BOTH },
  { method: "GET", path: "/api/admin/waitlist/export.csv", doc: "/api/admin/waitlist/export.csv", roles: SUPER },
  { method: "GET", path: "/api/admin/users", doc: "/api/admin/users", roles: BOTH },
  { method: "GET", path: "/api/admin/support", doc: "/api/admin/support", roles: BOTH },
  {
    method: "PATCH",
    path: "/api/admin/support/:id",
    doc: "/api/admin/support/{id}",
    roles: BOTH,
    json: () => ({ status: "resolved" }),
    prepare: async () => `/api/admin/support/${await helpRequest()}`,
  },
  { method: "GET", path: "/api/admin/admins", doc: "/api/admin/admins", roles: SUPER },
  {
    method: "POST",
    path: "/api/admin/admins",
    doc: "/api/admin/admins",
    roles: SUPER,
    json: () => ({ email: uniqueEmail("new"), name: "New Staff", role: "moderator", password: "Fresh-Staff-77" }),
  },
  {
    method: "PATCH",
    path: "/api/admin/admins/:id",
    doc: "/api/admin/admins/{id}",
    roles: SUPER,
    json: () => ({ role: "super_admin" }),
    prepare: async () => `/api/admin/admins/${(await createAdmin({ role: "moderator" })).id}`,
  },
];

async function call(c: Case, cookie?: string) {
  const path = c.prepare ? await c.prepare() : c.path;
  return api(path, { method: c.method, json: c.json?.(), cookie });
}

// A table of paths and the OpenAPI document drive these: raw requests.
describe("access control on every admin route", () => {
  for (const c of cases) {
    it(`${c.method} ${c.path}: 401 signed out or as a user, roles ${c.roles.join("/")} only`, async () => {
      const anonymous = await call(c);
      expect(anonymous.status).toBe(401);
      expect((await errorOf(anonymous)).code).toBe("unauthorized");
      expect((await call(c, userCookie)).status).toBe(401);
      expect((await call(c, "leadsmith_admin=forged")).status).toBe(401);
      for (const [role, session] of [
        ["super_admin", boss],
        ["moderator", mod],
      ] as const) {
        const res = await call(c, session.cookie);
        if (c.roles.includes(role)) {
          expect(res.status, `${role}: ${await res.clone().text()}`).toBeLessThan(300);
        } else {
          expect(res.status, role).toBe(403);
          expect((await errorOf(res)).code).toBe("forbidden");
        }
      }
    });
  }

  it("every admin route in the OpenAPI document is documented with its roles and refuses anonymous callers", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const open = new Set([
      "/api/admin/auth/sign-in",
      "/api/admin/auth/verify",
      "/api/admin/auth/resend",
      "/api/admin/auth/sign-out",
    ]);
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/admin") && !open.has(path))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));
    const keys = new Set(documented.map((d) => `${d.method} ${d.path}`));
    // hono-openapi leaves out paths whose last segment has a dot (its static-file rule), so export.csv is
    // covered by the table above but not listed in the document.
    for (const c of cases.filter((c) => !c.doc.endsWith(".csv"))) {
      expect(keys, `${c.method} ${c.doc} documented`).toContain(`${c.method.toLowerCase()} ${c.doc}`);
    }
    for (const { method, path, op } of documented) {
      const mine = cases.some((c) => c.method.toLowerCase() === method && c.doc === path);
      if (mine) expect(op.description, `${method} ${path}`).toMatch(/Roles: /);
      // Routes added elsewhere under /api/admin: at least no answer without an admin session.
      const url = path.replace(/\{[^}]+\}/g, "1");
      const res = await api(url, { method: method.toUpperCase(), json: method === "get" ? undefined : {} });
      expect(res.status, `${method} ${path} signed out`).toBe(401);
    }
  });
});

describe("GET /api/admin/waitlist", () => {
  const tag = `wl${Date.now().toString(36)}`;
  beforeAll(async () => {
    const t0 = Date.now() - 30 * 60_000;
    for (let i = 0; i < 30; i++) {
      const email = `${tag}-${i}@example.com`;
      await env.DB.prepare(
        "insert into waitlist_entries (name, email, email_normalized, role, created_at) values (?, ?, ?, ?, ?)",
      )
        .bind(`${tag} Person ${i}`, email, email, i % 2 ? "Designer" : "Developer", t0 + i * 1000)
        .run();
    }
  });

  type Query = Input<Api["admin"]["waitlist"]["$get"]>["query"];
  const list = (query: Query) => apiAs(mod.cookie).admin.waitlist.$get({ query });
  const page = async (query: Query) => answerOf(await list(query), 200);

  it("lists newest first, 25 a page, with the stat cards", async () => {
    const first = await page({ q: tag });
    expect(first.total).toBe(30);
    expect(first.pageSize).toBe(25);
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]).toMatchObject({ name: `${tag} Person 29`, status: "Pending", source: "website" });
    expect(first.entries[24]!.name).toBe(`${tag} Person 5`);
    expect(first.entries[0]!.signupDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(first.stats.total).toBeGreaterThanOrEqual(30);
    expect(first.stats.thisWeek).toBeGreaterThanOrEqual(30);
    const second = await page({ q: tag, page: "2" });
    expect(second.entries.map((e) => e.name)).toEqual([4, 3, 2, 1, 0].map((i) => `${tag} Person ${i}`));
  });

  it("searches name and e-mail, case-insensitively, with LIKE wildcards taken literally", async () => {
    const byEmail = await page({ q: `${tag}-17@EXAMPLE` });
    expect(byEmail.entries.map((e) => e.email)).toEqual([`${tag}-17@example.com`]);
    const byName = await page({ q: `${tag} PERSON 2` });
    expect(byName.total).toBe(11); // 2, 20..29
    const wildcard = await page({ q: `${tag}%Person` });
    expect(wildcard.total).toBe(0);
    const underscore = await page({ q: `${tag}_` });
    expect(underscore.total).toBe(0);
  });

  it.each<[Query]>([[{ page: "0" }], [{ page: "abc" }], [{ page: "10001" }], [{ q: "x".repeat(101) }]])(
    "refuses the query %j with 400",
    async (query) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("validation_error");
    },
  );

  it("refuses a query field it does not take with 400 (a raw request: the client cannot send it)", async () => {
    const res = await api("/api/admin/waitlist?sort=name", { cookie: mod.cookie });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("validation_error");
  });
});

/** A small RFC 4180 reader for checking the export. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("GET /api/admin/waitlist/export.csv", () => {
  const tag = `csv${Date.now().toString(36)}`;
  const tricky: [name: string, role: string][] = [
    ["=SUM(A1:A2)", "Developer"],
    ["+15551234", "Designer"],
    ["-2+3", "Founder"],
    ["@cmd", "Agency"],
    ["\tTabbed", "Other"],
    ["\rCarriage", "Other"],
    ["Comma, Name", "Developer"],
    ['Quote "Q" Name', "Developer"],
    ["Line\nBreak", "Developer"],
    ["Plain Name", '=HYPERLINK("http://evil.example","x")'],
  ];
  beforeAll(async () => {
    for (const [i, [name, role]] of tricky.entries()) {
      const email = `${tag}-${i}@example.com`;
      await env.DB.prepare(
        "insert into waitlist_entries (name, email, email_normalized, role, source) values (?, ?, ?, ?, 'website')",
      )
        .bind(name, email, email, role)
        .run();
    }
  });

  it("downloads every entry as an RFC 4180 attachment that is never cached, and logs it", async () => {
    const res = await apiAs(boss.cookie).admin.waitlist["export.csv"].$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="leadsmith-waitlist.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text.startsWith("Name,Email,Role,Signup Date,Source,Status\r\n")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(text);
    const total = await env.DB.prepare("select count(*) as n from waitlist_entries").first<{ n: number }>();
    expect(rows).toHaveLength(total!.n + 1);
    expect(rows.every((r) => r.length === 6)).toBe(true);
    const logged = await env.DB.prepare(
      "select actor_id, detail from audit_log where action = 'admin.waitlist_export' order by id desc limit 1",
    ).first<{ actor_id: number; detail: string }>();
    expect(logged?.actor_id).toBe(boss.id);
    expect(JSON.parse(logged!.detail)).toEqual({ rows: total!.n });
  });

  it("quotes and formula-prefixes cells so spreadsheets show them as text", async () => {
    const text = await (await apiAs(boss.cookie).admin.waitlist["export.csv"].$get()).text();
    const rows = parseCsv(text);
    const byEmail = new Map(rows.map((r) => [r[1], r]));
    const expected = [
      "'=SUM(A1:A2)",
      "'+15551234",
      "'-2+3",
      "'@cmd",
      "'\tTabbed",
      "'\rCarriage",
      "Comma, Name",
      'Quote "Q" Name',
      "Line\nBreak",
      "Plain Name",
    ];
    for (const [i, name] of expected.entries()) {
      const row = byEmail.get(`${tag}-${i}@example.com`)!;
      expect(row, name).toBeDefined();
      expect(row[0]).toBe(name);
      expect(row[3]).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(row.slice(4)).toEqual(["website", "Pending"]);
    }
    expect(byEmail.get(`${tag}-9@example.com`)![2]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    // the raw text, as RFC 4180 writes it
    expect(text).toContain(`'=SUM(A1:A2),${tag}-0@example.com,`);
    expect(text).toContain(`"Quote ""Q"" Name",${tag}-7@example.com,`);
    expect(text).toContain(`"'\rCarriage",${tag}-5@example.com,`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("csvCell and toCsv follow the same rules", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("=a,b")).toBe(`"'=a,b"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("ok")).toBe("ok");
    expect(csvCell(null)).toBe("");
    expect(csvCell(-5)).toBe("'-5");
    expect(toCsv(["A", "B"], [["1", "x\ny"]])).toBe('A,B\r\n1,"x\ny"\r\n');
  });
});

describe("GET /api/admin/users", () => {
  const find = async (email: string, cookie = mod.cookie) =>
    answerOf(await apiAs(cookie).admin.users.$get({ query: { q: email } }), 200);

  it("shows each account's plan, usage against the plan's limits, response rate and health", async () => {
    const { email } = await signUp();
    const user = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>();
    await env.DB.prepare(
      "insert into usage (user_id, period, searches_used, pitches_used) values (?, 'lifetime', 3, 6)",
    )
      .bind(user!.id)
      .run();
    for (const status of ["sent", "responded", "draft", "sent"]) {
      await env.DB.prepare(
        "insert into pitches (user_id, prospect_name, company_name, subject, content, status) values (?, 'P', 'C', 'S', 'B', ?)",
      )
        .bind(user!.id, status)
        .run();
    }
    const plan = await env.DB.prepare("select searches_limit, pitches_limit from plans where id = 'free'").first<{
      searches_limit: number;
      pitches_limit: number;
    }>();
    const { users, total } = await find(email);
    expect(total).toBe(1);
    expect(users[0]).toMatchObject({
      email,
      plan: "Free",
      planId: "free",
      searches: 3,
      maxSearches: plan!.searches_limit,
      pitches: 6,
      maxPitches: plan!.pitches_limit,
      pitchesSent: 3,
      responseRate: 33,
    });
    expect(users[0]!.healthScore).toBeGreaterThanOrEqual(0);
    expect(users[0]!.healthScore).toBeLessThanOrEqual(100);
    expect(["Power User", "Regular User", "At Risk", "Churned"]).toContain(users[0]!.status);
  });

  it("counts a paid plan's usage in the current month", async () => {
    const { email } = await signUp();
    const user = await env.DB.prepare("update users set plan_id = 'pro' where email = ? returning id")
      .bind(email)
      .first<{ id: number }>();
    const month = new Date().toISOString().slice(0, 7);
    await env.DB.prepare("insert into usage (user_id, period, searches_used, pitches_used) values (?, ?, 40, 10)")
      .bind(user!.id, month)
      .run();
    await env.DB.prepare(
      "insert into usage (user_id, period, searches_used, pitches_used) values (?, '2000-01', 99, 99)",
    )
      .bind(user!.id)
      .run();
    const { users } = await find(email);
    expect(users[0]).toMatchObject({ plan: "Pro", searches: 40, pitches: 10 });
  });

  it("marks accounts idle for over 30 days as Churned", async () => {
    const { email } = await signUp();
    await env.DB.prepare("update users set created_at = ?, last_active_at = ? where email = ?")
      .bind(Date.now() - 90 * 86_400_000, Date.now() - 45 * 86_400_000, email)
      .run();
    const { users } = await find(email);
    expect(users[0]).toMatchObject({ status: "Churned" });
  });

  it("searches by name", async () => {
    const name = `Zed ${Date.now().toString(36)}`;
    await signUp(uniqueEmail(), undefined, name);
    const body = await find(name.toLowerCase(), boss.cookie);
    expect(body.total).toBe(1);
  });
});

describe("support", () => {
  const overview = async (cookie = mod.cookie) => answerOf(await apiAs(cookie).admin.support.$get(), 200);
  const update = (id: number | string, json: Input<Api["admin"]["support"][":id"]["$patch"]>["json"], cookie: string) =>
    apiAs(cookie).admin.support[":id"].$patch({ param: { id: String(id) }, json });

  it("lists help requests and suggestions with the summary counts", async () => {
    const before = await overview();
    const now = Date.now();
    await helpRequest({ status: "pending" });
    await helpRequest({ status: "resolved", created_at: now - 4 * 3_600_000, responded_at: now - 2 * 3_600_000 });
    const email = uniqueEmail("idea");
    await env.DB.prepare(
      "insert into feature_suggestions (email, suggestion, votes, status, priority) values (?, 'Dark mode', 12, 'planned', 'low')",
    )
      .bind(email)
      .run();
    const after = await overview();
    expect(after.stats.totalRequests - before.stats.totalRequests).toBe(2);
    expect(after.stats.pendingRequests - before.stats.pendingRequests).toBe(1);
    expect(after.stats.resolvedRequests - before.stats.resolvedRequests).toBe(1);
    expect(after.stats.avgResponseHours).not.toBeNull();
    // The same average in whole minutes, so a screen can show an answer within the hour.
    expect(Math.abs(after.stats.avgResponseMinutes! / 60 - after.stats.avgResponseHours!)).toBeLessThanOrEqual(0.05);
    expect(after.helpRequests[0]!.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(after.suggestions.find((s) => s.suggestion === "Dark mode")).toMatchObject({
      votes: 12,
      status: "planned",
      priority: "low",
    });
  });

  it("resolves a request with a response that is e-mailed to the requester", async () => {
    const email = uniqueEmail("asker");
    const id = await helpRequest({ email, subject: "Billing question" });
    const res = await update(id, { status: "resolved", response: "  Refund issued.  " }, mod.cookie);
    const body = await answerOf(res, 200);
    expect(body.emailed).toBe(true);
    expect(body.request).toMatchObject({ id, status: "resolved", response: "Refund issued." });
    expect(body.request.respondedAt).not.toBeNull();
    expect(await outboxCount(email)).toBe(1);
    const mail = await env.DB.prepare("select subject, text_body from email_outbox where to_address = ?")
      .bind(email)
      .first<{ subject: string; text_body: string }>();
    expect(mail?.subject).toBe("Re: Billing question");
    expect(mail?.text_body).toContain("Refund issued.");
    const logged = await env.DB.prepare(
      "select actor_id from audit_log where action = 'admin.support_update' and target = ?",
    )
      .bind(`help_request:${id}`)
      .first<{ actor_id: number }>();
    expect(logged?.actor_id).toBe(mod.id);
    const listed = (await overview()).helpRequests.find((r) => r.id === id);
    expect(listed).toMatchObject({ status: "resolved", response: "Refund issued." });
  });

  it("reopens a request without e-mailing anyone", async () => {
    const email = uniqueEmail("asker");
    const id = await helpRequest({ email, status: "resolved" });
    const res = await update(id, { status: "pending" }, boss.cookie);
    expect((await answerOf(res, 200)).emailed).toBe(false);
    expect(await outboxCount(email)).toBe(0);
  });

  it.each([
    [{ status: "closed" }, "Status must be pending or resolved"],
    [{ status: "resolved", response: "   " }, "The response cannot be blank"],
    [{ status: "resolved", response: "x".repeat(5001) }, "The response must be at most 5000 characters"],
    [{ status: "resolved", priority: "low" }, undefined],
  ])("refuses %j with 400 and changes nothing", async (payload, message) => {
    const id = await helpRequest();
    // among them a status and a field the schema does not have: raw requests
    const res = await api(`/api/admin/support/${id}`, { method: "PATCH", json: payload, cookie: mod.cookie });
    expect(res.status).toBe(400);
    if (message) expect((await errorOf(res)).message).toBe(message);
    const row = await env.DB.prepare("select status from help_requests where id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe("pending");
  });

  it("answers 404 for an unknown request and 400 for a malformed id", async () => {
    expect((await update(999999, { status: "resolved" }, mod.cookie)).status).toBe(404);
    expect((await update("abc", { status: "resolved" }, mod.cookie)).status).toBe(400);
  });
});

describe("GET /api/admin/metrics", () => {
  const metrics = async () => answerOf(await apiAs(mod.cookie).admin.metrics.$get(), 200);

  it("counts real rows", async () => {
    const before = await metrics();
    const { email } = await signUp();
    const user = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>();
    const wl = uniqueEmail("wl");
    await env.DB.prepare("insert into waitlist_entries (name, email, email_normalized) values ('W', ?, ?)")
      .bind(wl, wl)
      .run();
    await env.DB.prepare(
      "insert into early_access_purchases (reference, email, amount, currency, paid_at) values (?, ?, 2500000, 'NGN', ?)",
    )
      .bind(`ref-${Date.now()}`, wl, Date.now())
      .run();
    await env.DB.prepare("insert into searches (user_id, query) values (?, 'saas founders')").bind(user!.id).run();
    await env.DB.prepare(
      "insert into pitches (user_id, prospect_name, company_name, subject, content) values (?, 'P', 'C', 'S', 'B')",
    )
      .bind(user!.id)
      .run();
    const after = await metrics();
    expect(after.users.total - before.users.total).toBe(1);
    expect(after.users.newThisWeek - before.users.newThisWeek).toBe(1);
    expect(after.waitlist.total - before.waitlist.total).toBe(1);
    expect(after.waitlist.newThisWeek - before.waitlist.newThisWeek).toBe(1);
    expect(after.earlyAccess.purchased - before.earlyAccess.purchased).toBe(1);
    expect(after.earlyAccess.remaining).toBe(Math.max(0, 100 - after.earlyAccess.purchased));
    expect(after.searches.total - before.searches.total).toBe(1);
    expect(after.pitches.thisWeek - before.pitches.thisWeek).toBe(1);
  });

  it("leaves the demo account and what it did out, as the analytics pages do", async () => {
    const before = await metrics();
    const { email } = await signUp();
    await env.DB.prepare("update users set is_demo = 1 where email = ?").bind(email).run();
    const user = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>();
    await env.DB.prepare("insert into searches (user_id, query) values (?, 'demo search')").bind(user!.id).run();
    const after = await metrics();
    expect(after.users).toEqual(before.users);
    expect(after.searches).toEqual(before.searches);
    const settings = await answerOf(await apiAs(boss.cookie).admin.settings.$get(), 200);
    const free = settings.plans.find((p: { id: string }) => p.id === "free");
    const [{ n }] = (
      await env.DB.prepare("select count(*) as n from users where plan_id = 'free' and is_demo = 0").all<{
        n: number;
      }>()
    ).results as [{ n: number }];
    expect(free?.users).toBe(n);
  });
});

describe("admin accounts", () => {
  it("a super_admin creates an admin who can then sign in with the second factor", async () => {
    const email = uniqueEmail("staff");
    const res = await apiAs(boss.cookie).admin.admins.$post({
      json: { email: ` ${email.toUpperCase()} `, name: "Casey Staff", role: "moderator", password: "Fresh-Staff-77" },
    });
    const created = await answerOf(res, 201);
    expect(created).toMatchObject({ email, role: "moderator", name: "Casey Staff" });
    expect(JSON.stringify(created)).not.toContain("Fresh-Staff-77");
    const row = await env.DB.prepare("select password_hash from admin_users where id = ?")
      .bind(created.id)
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    const cookie = await signInAdmin({ email, password: "Fresh-Staff-77" });
    const me = await answerOf(await apiAs(cookie).admin.auth.me.$get(), 200);
    expect(me.role).toBe("moderator");
    const list = await answerOf(await apiAs(boss.cookie).admin.admins.$get(), 200);
    expect(list.admins.map((a) => a.email)).toContain(email);
    const logged = await env.DB.prepare("select actor_id from audit_log where action = 'admin.create' and target = ?")
      .bind(email)
      .first<{ actor_id: number }>();
    expect(logged?.actor_id).toBe(boss.id);
  });

  it.each([
    [{ role: "owner" }, "Role must be super_admin or moderator"],
    [{ role: "" }, "Role must be super_admin or moderator"],
    [{ password: "short1A" }, "Password must be at least 8 characters"],
    [
      { password: "alllowercase1" },
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [{ password: "Password1" }, "This password is too common. Choose one that is harder to guess."],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ name: " " }, "Name is required"],
  ])("refuses %j with %s", async (override, message) => {
    const email = uniqueEmail("bad");
    // among them roles the schema does not name: raw requests
    const res = await api("/api/admin/admins", {
      json: { email, name: "Bad Staff", role: "moderator", password: "Fresh-Staff-77", ...override },
      cookie: boss.cookie,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    const n = await env.DB.prepare("select count(*) as n from admin_users where email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("answers 409 for an e-mail already used by an admin", async () => {
    const res = await apiAs(boss.cookie).admin.admins.$post({
      json: { email: mod.email, name: "Dup", role: "moderator", password: "Fresh-Staff-77" },
    });
    expect(res.status).toBe(409);
  });

  // The last super_admin's guard is in admin-settings.test.ts.
  it("answers 404 for an unknown admin and 400 for an unknown role", async () => {
    const missing = await apiAs(boss.cookie).admin.admins[":id"].$patch({
      param: { id: "999999" },
      json: { role: "moderator" },
    });
    expect(missing.status).toBe(404);
    // a role the schema does not name: a raw request
    const bad = await api(`/api/admin/admins/${mod.id}`, {
      method: "PATCH",
      json: { role: "root" },
      cookie: boss.cookie,
    });
    expect(bad.status).toBe(400);
  });
});
