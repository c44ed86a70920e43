import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { paidUser, standInState, subscriptionRow } from "./billing-helpers";
import {
  answerOf,
  apiAs,
  errorOf,
  GOOD_PASSWORD,
  lastCodeFor,
  outboxCount,
  sessionCookie,
  signUp,
  uniqueEmail,
} from "./helpers";
import { count, searchAs, seedOutreachProspects, userIdOf } from "./outreach-helpers";

beforeAll(seedOutreachProspects);

const meStatus = async (cookie: string) => (await apiAs(cookie).auth.me.$get()).status;
const signIn = (email: string, password: string) => apiAs().auth["sign-in"].$post({ json: { email, password } });

async function secondSession(email: string, password = GOOD_PASSWORD) {
  const res = await signIn(email, password);
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

describe("change password", () => {
  it("needs the current password, ends every other session and keeps this one", async () => {
    const u = await signUp();
    const other = await secondSession(u.email);
    const account = apiAs(u.cookie).account;
    const wrong = await account.password.$post({
      json: { currentPassword: "Not-The-One-1", newPassword: "Brand-New-Pass-7" },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe("wrong_password");
    expect(await meStatus(other)).toBe(200);

    const res = await account.password.$post({
      json: { currentPassword: u.password, newPassword: "Brand-New-Pass-7" },
    });
    await answerOf(res, 200);
    expect(await meStatus(u.cookie)).toBe(200);
    expect(await meStatus(other)).toBe(401);
    expect((await signIn(u.email, u.password)).status).toBe(401);
    expect((await signIn(u.email, "Brand-New-Pass-7")).status).toBe(200);
  });
});

describe("sign out everywhere", () => {
  it("ends every session, this one included", async () => {
    const u = await signUp();
    const other = await secondSession(u.email);
    const res = await apiAs(u.cookie).account["sign-out-everywhere"].$post({ json: {} });
    expect(res.status).toBe(200);
    expect(await meStatus(u.cookie)).toBe(401);
    expect(await meStatus(other)).toBe(401);
  });
});

describe("change e-mail", () => {
  it("sends a code to the new address and changes it only when the code is confirmed", async () => {
    const u = await signUp();
    const taken = await signUp();
    const account = apiAs(u.cookie).account;
    // Another account's address: the same answer as any other (no account discovery), and no code.
    const mailsBefore = await outboxCount(taken.email);
    await answerOf(await account.email.$post({ json: { email: taken.email, password: u.password } }), 200);
    expect(await outboxCount(taken.email)).toBe(mailsBefore);
    const next = uniqueEmail("moved");
    const bad = await account.email.$post({ json: { email: next, password: "Wrong-Pass-99" } });
    expect(bad.status).toBe(400);

    const start = await account.email.$post({ json: { email: next, password: u.password } });
    await answerOf(start, 200);
    const code = await lastCodeFor(next);
    expect(code).toMatch(/^\d{6}$/);
    const me = await answerOf(await apiAs(u.cookie).auth.me.$get(), 200);
    expect(me.user.email).toBe(u.email);

    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await account.email.confirm.$post({ json: { code: wrongCode } })).status).toBe(400);
    const done = await account.email.confirm.$post({ json: { code: code! } });
    expect((await answerOf(done, 200)).user).toMatchObject({ email: next, emailVerified: true });
    expect((await signIn(next, u.password)).status).toBe(200);
    expect((await signIn(u.email, u.password)).status).toBe(401);
  });
});

describe("change e-mail to another account's address", () => {
  it("answers a wrong code as for a free address, so the code step does not tell that the address is taken", async () => {
    const taken = await signUp();
    const answers: [number, string][] = [];
    for (const target of [uniqueEmail("free"), taken.email]) {
      const u = await signUp();
      const account = apiAs(u.cookie).account;
      await answerOf(await account.email.$post({ json: { email: target, password: u.password } }), 200);
      const res = await account.email.confirm.$post({
        json: { code: (await lastCodeFor(target)) === "000000" ? "111111" : "000000" },
      });
      answers.push([res.status, (await errorOf(res)).message]);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual([400, "Invalid OTP. 2 attempts remaining."]);
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
    const as = apiAs(u.cookie);
    await as.profile.$put({ json: { niche: "Web apps", skills: ["React"], completeOnboarding: true } });
    await paidUser(u.cookie, "pro");
    const found = await searchAs(u.cookie);
    const prospect = found.get("Quillfeather Analytics")!;
    const { pitch } = await answerOf(await as.pitches.$post({ json: { prospectId: prospect.id } }), 201);
    const sent = await as.pitches[":id"].send.$post({ param: { id: String(pitch.id) }, json: { via: "email" } });
    await answerOf(sent, 200);
    expect(await count("select count(*) as n from follow_ups where user_id = ?", id)).toBe(1);
    expect(await count("select count(*) as n from clients where user_id = ?", id)).toBe(1);
    const joined = await apiAs().waitlist.$post({ json: { name, email } });
    expect(joined.ok, await joined.clone().text()).toBe(true);
    const wrote = await apiAs().contact.$post({
      json: { name, email, subject: "Hello", message: "A question about billing." },
    });
    expect(wrote.ok, await wrote.clone().text()).toBe(true);
    await signIn(email, "Wrong-Pass-123");
    const sub = await subscriptionRow(id);
    expect(sub!.status).toBe("active");

    const wrong = await as.account.$delete({ json: { password: "Wrong-Pass-123" } });
    expect(wrong.status).toBe(400);
    expect(await count("select count(*) as n from users where id = ?", id)).toBe(1);

    await answerOf(await as.account.$delete({ json: { password: GOOD_PASSWORD } }), 200);
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
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
  });

  it("an account without a password confirms with its e-mail address", async () => {
    const u = await signUp();
    const id = await userIdOf(u.email);
    await env.DB.prepare("update users set password_hash = null where id = ?").bind(id).run();
    const account = apiAs(u.cookie).account;
    const wrong = await account.$delete({ json: { confirmEmail: "someone@else.example" } });
    expect(wrong.status).toBe(400);
    const res = await account.$delete({ json: { confirmEmail: u.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(await count("select count(*) as n from users where id = ?", id)).toBe(0);
  });
});
