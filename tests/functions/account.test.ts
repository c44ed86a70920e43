import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { paidUser, standInState, subscriptionRow } from "./billing-helpers";
import {
  type Answer,
  type Api,
  api,
  errorOf,
  GOOD_PASSWORD,
  lastCodeFor,
  sessionCookie,
  signUp,
  uniqueEmail,
} from "./helpers";
import { count, searchAs, seedOutreachProspects, userIdOf } from "./outreach-helpers";

beforeAll(seedOutreachProspects);

const meStatus = async (cookie: string) => (await api("/api/auth/me", { cookie })).status;

async function secondSession(email: string, password = GOOD_PASSWORD) {
  const res = await api("/api/auth/sign-in", { json: { email, password } });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

describe("change password", () => {
  it("needs the current password, ends every other session and keeps this one", async () => {
    const u = await signUp();
    const other = await secondSession(u.email);
    const wrong = await api("/api/account/password", {
      json: { currentPassword: "Not-The-One-1", newPassword: "Brand-New-Pass-7" },
      cookie: u.cookie,
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe("wrong_password");
    expect(await meStatus(other)).toBe(200);

    const res = await api("/api/account/password", {
      json: { currentPassword: u.password, newPassword: "Brand-New-Pass-7" },
      cookie: u.cookie,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await meStatus(u.cookie)).toBe(200);
    expect(await meStatus(other)).toBe(401);
    expect((await api("/api/auth/sign-in", { json: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await api("/api/auth/sign-in", { json: { email: u.email, password: "Brand-New-Pass-7" } })).status).toBe(
      200,
    );
  });
});

describe("sign out everywhere", () => {
  it("ends every session, this one included", async () => {
    const u = await signUp();
    const other = await secondSession(u.email);
    const res = await api("/api/account/sign-out-everywhere", { json: {}, cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(await meStatus(u.cookie)).toBe(401);
    expect(await meStatus(other)).toBe(401);
  });
});

describe("change e-mail", () => {
  it("sends a code to the new address and changes it only when the code is confirmed", async () => {
    const u = await signUp();
    const taken = await signUp();
    expect(
      (await api("/api/account/email", { json: { email: taken.email, password: u.password }, cookie: u.cookie }))
        .status,
    ).toBe(409);
    const next = uniqueEmail("moved");
    const bad = await api("/api/account/email", { json: { email: next, password: "Wrong-Pass-99" }, cookie: u.cookie });
    expect(bad.status).toBe(400);

    const start = await api("/api/account/email", { json: { email: next, password: u.password }, cookie: u.cookie });
    expect(start.status, await start.clone().text()).toBe(200);
    const code = await lastCodeFor(next);
    expect(code).toMatch(/^\d{6}$/);
    const me = (await (await api("/api/auth/me", { cookie: u.cookie })).json()) as Answer<Api["auth"]["me"]["$get"]>;
    expect(me.user.email).toBe(u.email);

    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await api("/api/account/email/confirm", { json: { code: wrongCode }, cookie: u.cookie })).status).toBe(400);
    const done = await api("/api/account/email/confirm", { json: { code }, cookie: u.cookie });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(((await done.json()) as Answer<Api["account"]["email"]["confirm"]["$post"]>).user).toMatchObject({
      email: next,
      emailVerified: true,
    });
    expect((await api("/api/auth/sign-in", { json: { email: next, password: u.password } })).status).toBe(200);
    expect((await api("/api/auth/sign-in", { json: { email: u.email, password: u.password } })).status).toBe(401);
  });
});

type Column = { name: string; type: string };

/** Every table's columns, read from SQLite itself, so a table added later is scanned too. */
async function tables() {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%'",
  ).all<{ name: string }>();
  const out: { table: string; columns: Column[]; userRefs: string[] }[] = [];
  for (const { name } of results) {
    // FTS shadow tables hold no column of their own worth scanning apart from the content ones.
    const columns = (await env.DB.prepare(`pragma table_info("${name}")`).all<Column>()).results;
    const fks = (await env.DB.prepare(`pragma foreign_key_list("${name}")`).all<{ table: string; from: string }>())
      .results;
    const userRefs = fks.filter((f) => f.table === "users").map((f) => f.from);
    if (name === "users") userRefs.push("id");
    for (const c of columns) if (/(^|_)user_id$/.test(c.name) && !userRefs.includes(c.name)) userRefs.push(c.name);
    out.push({ table: name, columns, userRefs });
  }
  return out;
}

describe("DELETE /api/account", () => {
  it("deletes the user's data everywhere, cancels the subscription, and the audit log keeps only an opaque id", async () => {
    const name = `Quinn Deleteme ${Date.now()}`;
    const email = uniqueEmail("leaving");
    const u = await signUp(email, GOOD_PASSWORD, name);
    const id = await userIdOf(email);
    // A life in the product: profile, searches, a pitch sent (follow-up, client), a paid plan,
    // a waitlist entry, a support message, codes, failed sign-ins.
    await api("/api/profile", {
      method: "PUT",
      json: { niche: "Web apps", skills: ["React"], completeOnboarding: true },
      cookie: u.cookie,
    });
    await paidUser(u.cookie, "pro");
    const found = await searchAs(u.cookie);
    const prospect = found.get("Quillfeather Analytics")!;
    const created = await api("/api/pitches", { json: { prospectId: prospect.id }, cookie: u.cookie });
    expect(created.status, await created.clone().text()).toBe(201);
    const { pitch } = (await created.json()) as Answer<Api["pitches"]["$post"], 201>;
    const sent = await api(`/api/pitches/${pitch.id}/send`, { json: { via: "email" }, cookie: u.cookie });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await count("select count(*) as n from follow_ups where user_id = ?", id)).toBe(1);
    expect(await count("select count(*) as n from clients where user_id = ?", id)).toBe(1);
    await api("/api/waitlist", { json: { name, email } });
    await api("/api/contact", { json: { name, email, subject: "Hello", message: "A question about billing." } });
    await api("/api/auth/sign-in", { json: { email, password: "Wrong-Pass-123" } });
    const sub = await subscriptionRow(id);
    expect(sub!.status).toBe("active");

    const wrong = await api("/api/account", {
      method: "DELETE",
      json: { password: "Wrong-Pass-123" },
      cookie: u.cookie,
    });
    expect(wrong.status).toBe(400);
    expect(await count("select count(*) as n from users where id = ?", id)).toBe(1);

    const res = await api("/api/account", { method: "DELETE", json: { password: GOOD_PASSWORD }, cookie: u.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await meStatus(u.cookie)).toBe(401);

    // The subscription was stopped at Paystack, so nothing is charged for an account that is gone.
    const held = (await standInState()).subscriptions.find((s) => s.code === sub!.paystack_subscription_code);
    expect(held?.status).toBe("cancelled");

    const leaks: string[] = [];
    for (const t of await tables()) {
      for (const c of t.columns) {
        const hit = await env.DB.prepare(
          `select count(*) as n from "${t.table}" where cast("${c.name}" as text) like ?1 or cast("${c.name}" as text) like ?2`,
        )
          .bind(`%${email}%`, `%${name}%`)
          .first<{ n: number }>();
        if (hit?.n) leaks.push(`${t.table}.${c.name} holds the e-mail or name (${hit.n})`);
      }
      for (const col of t.userRefs) {
        const extra = t.table === "audit_log" ? " and actor_type = 'user'" : "";
        const hit = await env.DB.prepare(`select count(*) as n from "${t.table}" where "${col}" = ?${extra}`)
          .bind(id)
          .first<{ n: number }>();
        if (hit?.n) leaks.push(`${t.table}.${col} holds the user id (${hit.n})`);
      }
    }
    const auditActor = await count(
      "select count(*) as n from audit_log where actor_type = 'user' and actor_id = ?",
      id,
    );
    if (auditActor) leaks.push("audit_log.actor_id");
    expect(leaks).toEqual([]);

    const deleted = await env.DB.prepare(
      "select target from audit_log where action = 'account.deleted' order by id desc limit 1",
    ).first<{
      target: string;
    }>();
    expect(deleted?.target).toMatch(/^deleted-user-/);
    // The account's earlier events are still there, under that opaque id.
    expect(
      await count("select count(*) as n from audit_log where target = ? and action = 'auth.sign_up'", deleted!.target),
    ).toBe(1);
    // Prospects are not personal data of the user: they stay.
    expect(await count("select count(*) as n from prospects where id = ?", prospect.id)).toBe(1);
    // Last, as it writes a new (anonymous) audit row for the address: the account no longer signs in.
    expect((await api("/api/auth/sign-in", { json: { email, password: GOOD_PASSWORD } })).status).toBe(401);
  });

  it("an account without a password confirms with its e-mail address", async () => {
    const u = await signUp();
    const id = await userIdOf(u.email);
    await env.DB.prepare("update users set password_hash = null where id = ?").bind(id).run();
    const wrong = await api("/api/account", {
      method: "DELETE",
      json: { confirmEmail: "someone@else.example" },
      cookie: u.cookie,
    });
    expect(wrong.status).toBe(400);
    const res = await api("/api/account", {
      method: "DELETE",
      json: { confirmEmail: u.email.toUpperCase() },
      cookie: u.cookie,
    });
    expect(res.status).toBe(200);
    expect(await count("select count(*) as n from users where id = ?", id)).toBe(0);
  });
});
