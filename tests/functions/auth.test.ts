import { env } from "cloudflare:workers";
import { dictionary } from "@zxcvbn-ts/language-common";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newPassword } from "../../db/validation/auth";
import { isCommonPassword } from "../../functions/services/auth/common-passwords";
import { MATCHABLE_COMMON_PASSWORDS } from "../../functions/services/auth/common-passwords.list";
import {
  answerOf,
  api,
  apiAs,
  errorOf,
  GOOD_PASSWORD,
  sessionCookie,
  setCookies,
  signUp,
  uniqueEmail,
} from "./helpers";

const signIn = (email: string, password: string) => apiAs().auth["sign-in"].$post({ json: { email, password } });
const meOf = (cookie?: string) => apiAs(cookie).auth.me.$get();

afterEach(() => {
  vi.useRealTimers();
});

describe("the common-password list the Worker carries", () => {
  it("refuses every entry of the zxcvbn-ts list that could pass the new-password rules, and nothing else", () => {
    const full = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
    const missed: string[] = [];
    for (const entry of full) {
      // First letter upper-cased: the casing that passes the rules whenever any casing does.
      const candidate = entry.replace(/[a-z]/, (ch) => ch.toUpperCase());
      if (v.is(newPassword, candidate) && !isCommonPassword(candidate)) missed.push(entry);
    }
    expect(missed, "run npx tsx scripts/common-passwords.ts").toEqual([]);
    expect(MATCHABLE_COMMON_PASSWORDS.split("\n").filter((p) => !full.has(p))).toEqual([]);
  });
});

describe("POST /api/auth/sign-up", () => {
  it("creates the account, signs in with a hardened cookie and answers 201 with the user", async () => {
    const email = uniqueEmail();
    const res = await apiAs().auth["sign-up"].$post({
      json: { name: "Ada Lovelace", email: ` ${email.toUpperCase()} `, password: GOOD_PASSWORD },
    });
    const body = await answerOf(res, 201);
    expect(body.user).toMatchObject({ email, name: "Ada Lovelace" });
    expect(body.plan.id).toBe("free");
    expect(body.usage.maxSearches).toBe(5);
    const cookie = setCookies(res).find((c) => c.startsWith("leadsmith_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie.split(";")[0]!.split("=")[1]!.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const me = await meOf(sessionCookie(res));
    expect(me.status).toBe(200);
  });

  it("stores only a hash of the session token", async () => {
    const { cookie } = await signUp();
    const token = cookie.split("=")[1]!;
    const row = await env.DB.prepare("select count(*) as n from sessions where id = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it.each([
    [{ name: "A", email: "bad", password: GOOD_PASSWORD }, "Please enter a valid email address"],
    [{ name: "A", email: "a@b", password: GOOD_PASSWORD }, "Please enter a valid email address"],
    [{ name: "A", email: uniqueEmail(), password: "Ab1" }, "Password must be at least 8 characters"],
    [
      { name: "A", email: uniqueEmail(), password: "alllowercase1" },
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      { name: "A", email: uniqueEmail(), password: "NoDigitsHere" },
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      { name: "A", email: uniqueEmail(), password: "Password1" },
      "This password is too common. Choose one that is harder to guess.",
    ],
    [{ name: "", email: uniqueEmail(), password: GOOD_PASSWORD }, "Full name is required"],
  ])("refuses %j with the message %s and creates nothing", async (payload, message) => {
    const before = await env.DB.prepare("select count(*) as n from users").first<{ n: number }>();
    const res = await apiAs().auth["sign-up"].$post({ json: payload });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    const after = await env.DB.prepare("select count(*) as n from users").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("rejects keys the schema does not know, so a client cannot pick its plan", async () => {
    // a field the schema does not have: a raw request
    const res = await api("/api/auth/sign-up", {
      json: { name: "A", email: uniqueEmail(), password: GOOD_PASSWORD, planId: "agency" },
    });
    expect(res.status).toBe(400);
  });

  it("answers 409 for an e-mail already registered, ignoring case and spaces", async () => {
    const { email } = await signUp();
    const res = await apiAs().auth["sign-up"].$post({
      json: { name: "B", email: `  ${email.toUpperCase()}`, password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(409);
  });

  it("accepts a 128-character password without truncating it", async () => {
    const long = `Aa1${"x".repeat(125)}`;
    const { email } = await signUp(uniqueEmail(), long);
    expect((await signIn(email, long)).status).toBe(200);
    expect((await signIn(email, `${long.slice(0, 127)}y`)).status).toBe(401);
  });

  it("e-mails a verification code that verifies the address", async () => {
    const { email, cookie } = await signUp();
    const row = await env.DB.prepare("select text_body from email_outbox where to_address = ?")
      .bind(email)
      .first<{ text_body: string }>();
    const code = row?.text_body.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
    const ok = await apiAs().auth.otp.verify.$post({ json: { email, purpose: "verify_email", code: code! } });
    expect(ok.status).toBe(200);
    const me = await answerOf(await meOf(cookie), 200);
    expect(me.user.emailVerified).toBe(true);
  });
});

describe("POST /api/auth/sign-in", () => {
  it("signs in with the right password and starts a new session every time", async () => {
    const { email } = await signUp();
    const a = await signIn(email, GOOD_PASSWORD);
    const b = await signIn(email, GOOD_PASSWORD);
    expect(a.status).toBe(200);
    expect(sessionCookie(a)).not.toBe(sessionCookie(b));
    expect((await meOf(sessionCookie(a))).status).toBe(200);
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const { email } = await signUp();
    const wrong = await signIn(email, "Wrong-pass-1");
    const unknown = await signIn(uniqueEmail("ghost"), "Wrong-pass-1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe("Invalid email or password");
    expect((await errorOf(unknown)).message).toBe("Invalid email or password");
  });

  it.each([
    [{ email: "", password: "" }, "Email and password are required"],
    [{ email: "a@b.co", password: "" }, "Email and password are required"],
    [{ email: "ab.co", password: "secret1" }, "Please enter a valid email address"],
    [{ email: "a@b", password: "secret1" }, "Please enter a valid email address"],
    [{ email: "a@b.co", password: "12345" }, "Password must be at least 6 characters"],
  ])("refuses %j with %s", async (payload, message) => {
    const res = await apiAs().auth["sign-in"].$post({ json: payload });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("locks the account for 15 minutes after 5 consecutive failures, then unlocks by itself", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-01T10:00:00Z"));
    const { email } = await signUp();
    for (let i = 1; i <= 4; i++) {
      const res = await signIn(email, "Wrong-pass-1");
      expect(res.status).toBe(401);
      expect((await errorOf(res)).details).toMatchObject({ failedAttempts: i });
    }
    const fifth = await signIn(email, "Wrong-pass-1");
    expect(fifth.status).toBe(429);
    expect((await errorOf(fifth)).message).toBe("Too many failed attempts. Please wait before trying again.");
    const locked = await signIn(email, GOOD_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    vi.setSystemTime(new Date("2026-11-01T10:15:01Z"));
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("a success resets the failure count", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 4; i++) await signIn(email, "Wrong-pass-1");
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(200);
    const next = await signIn(email, "Wrong-pass-1");
    expect((await errorOf(next)).details).toMatchObject({ failedAttempts: 1 });
  });

  it("evaluates at most 5 passwords when 50 wrong guesses arrive at once", async () => {
    const { email } = await signUp();
    const results = await Promise.all(Array.from({ length: 50 }, () => signIn(email, "Wrong-pass-1")));
    // The client types only the statuses a route returns itself; refusals are thrown (functions/lib/errors.ts).
    const statuses: number[] = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const evaluated = await env.DB.prepare(
      "select count(*) as n from audit_log where action = 'auth.sign_in_failed' and target = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(evaluated?.n).toBe(5);
  });

  it("refuses a sign-in posted from another site", async () => {
    const { email } = await signUp();
    const res = await apiAs().auth["sign-in"].$post(
      { json: { email, password: GOOD_PASSWORD } },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
    expect(setCookies(res)).toHaveLength(0);
  });

  it("refuses a form-encoded sign-in with 415", async () => {
    const res = await api("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: "email=a%40b.co&password=secret1",
    });
    expect(res.status).toBe(415);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me answers 401 without a session", async () => {
    const res = await meOf();
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  it("sign-out ends the session on the server, so the old cookie no longer works", async () => {
    const { cookie } = await signUp();
    const out = await apiAs(cookie).auth["sign-out"].$post({ json: {} });
    expect(out.status).toBe(200);
    expect(setCookies(out).join(";")).toMatch(/leadsmith_session=;/);
    expect((await meOf(cookie)).status).toBe(401);
  });

  it("ends 24 hours after sign-in", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-02T08:00:00Z"));
    const { cookie } = await signUp();
    vi.setSystemTime(new Date("2026-11-03T07:59:00Z"));
    expect((await meOf(cookie)).status).toBe(200);
    vi.setSystemTime(new Date("2026-11-03T08:00:01Z"));
    expect((await meOf(cookie)).status).toBe(401);
  });

  it("ignores a forged cookie", async () => {
    expect((await meOf("leadsmith_session=forged-token-value")).status).toBe(401);
  });
});

describe("GET /api/auth/me", () => {
  const usageOf = async (cookie: string) => (await answerOf(await meOf(cookie), 200)).usage;
  const addUsage = (userId: number, period: string, searches: number, pitches: number) =>
    env.DB.prepare("insert into usage (user_id, period, searches_used, pitches_used) values (?, ?, ?, ?)")
      .bind(userId, period, searches, pitches)
      .run();

  it("counts a Free user's lifetime usage and a paid user's usage of this month only", async () => {
    const { cookie, email } = await signUp();
    expect(await usageOf(cookie)).toMatchObject({
      period: "lifetime",
      searchesUsed: 0,
      maxSearches: 5,
      pitchesUsed: 0,
    });
    const user = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>();
    await addUsage(user!.id, "lifetime", 3, 7);
    await addUsage(user!.id, "2000-01", 50, 40);
    expect(await usageOf(cookie)).toMatchObject({ period: "lifetime", searchesUsed: 3, pitchesUsed: 7 });

    await env.DB.prepare("update users set plan_id = 'pro' where id = ?").bind(user!.id).run();
    const month = new Date().toISOString().slice(0, 7);
    expect(await usageOf(cookie)).toMatchObject({ period: month, searchesUsed: 0, maxSearches: 100, pitchesUsed: 0 });
    await addUsage(user!.id, month, 12, 4);
    expect(await usageOf(cookie)).toMatchObject({ period: month, searchesUsed: 12, maxSearches: 100, pitchesUsed: 4 });
  });
});
