import { env, exports } from "cloudflare:workers";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_POLICY } from "../../functions/lib/access-policy";
import {
  ADMIN_PASSWORD,
  adminCookie,
  adminSession,
  adminSignIn,
  adminVerify,
  createAdmin,
  pendingCookie,
  signInAdmin,
} from "./admin-helpers";
import { api, apiAs, errorOf, lastCodeFor, outboxCount, setCookies, signUp, uniqueEmail } from "./helpers";

afterEach(() => {
  vi.useRealTimers();
});

const INVALID = "Invalid credentials. Please check your email and password.";
const LOCKED = "Too many failed login attempts. Please wait 15 minutes before trying again.";
const me = (cookie?: string) => apiAs(cookie).admin.auth.me.$get();
const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("admin sign-in", () => {
  it("tells a moderator which admin operations the role may call: the access policy's, nothing more", async () => {
    const mod = await adminSession("moderator");
    const res = await me(mod.cookie);
    expect(res.status).toBe(200);
    const { role, operations } = await res.json();
    expect(role).toBe("moderator");
    expect(operations).toEqual(
      Object.entries(ACCESS_POLICY)
        .filter(([, access]) => access === "admin")
        .map(([op]) => op),
    );
    // README: a moderator has the dashboard, users, the waitlist list and support.
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /api/admin/metrics",
        "GET /api/admin/users",
        "GET /api/admin/waitlist",
        "GET /api/admin/support",
      ]),
    );
    for (const denied of ["GET /api/admin/revenue", "GET /api/admin/audit", "GET /api/admin/campaigns"]) {
      expect(operations).not.toContain(denied);
    }
  });

  it("takes the password, e-mails a code, and only the code starts a hardened session", async () => {
    const admin = await createAdmin({ name: "Ada Admin" });
    const first = await adminSignIn(` ${admin.email.toUpperCase()} `, admin.password);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ step: "code", codeSent: true });
    expect(adminCookie(first)).toBe("");
    const pending = setCookies(first).find((c) => c.startsWith("leadsmith_admin_pending="))!;
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/Secure/i);
    expect(pending).toMatch(/Path=\/api\/admin\/auth/);
    expect(pending).toMatch(/Max-Age=900/);

    const mail = await env.DB.prepare("select subject, kind from email_outbox where to_address = ? order by id desc")
      .bind(admin.email)
      .first<{ subject: string; kind: string }>();
    expect(mail).toEqual({ subject: "Your Leadsmith admin sign-in code", kind: "otp:admin_sign_in" });

    const code = (await lastCodeFor(admin.email))!;
    const second = await adminVerify(` ${code} `, pendingCookie(first));
    expect(second.status).toBe(200);
    // With the admin operations the role may call (a super_admin: every one), for the portal's menus.
    const everyAdminOperation = Object.entries(ACCESS_POLICY)
      .filter(([, access]) => access === "admin" || access === "super_admin")
      .map(([op]) => op);
    expect(await second.json()).toEqual({
      id: admin.id,
      email: admin.email,
      name: "Ada Admin",
      role: "super_admin",
      operations: everyAdminOperation,
    });
    const session = setCookies(second).find((c) => c.startsWith("leadsmith_admin="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\/(;|$)/);
    const token = adminCookie(second).split("=")[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    // the pending cookie is spent
    expect(setCookies(second).join("\n")).toMatch(/leadsmith_admin_pending=;/);

    const res = await me(adminCookie(second));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      id: admin.id,
      email: admin.email,
      name: "Ada Admin",
      role: "super_admin",
      operations: everyAdminOperation,
    });

    // only the SHA-256 of the token is stored
    const rows = await env.DB.prepare("select id from admin_sessions where admin_user_id = ?").bind(admin.id).all();
    expect(rows.results).toHaveLength(1);
    expect(JSON.stringify(rows.results)).not.toContain(token);
    const audit = await env.DB.prepare("select action from audit_log where target = ? order by id")
      .bind(admin.email)
      .all();
    expect(audit.results.map((r) => r.action)).toEqual(["admin.sign_in_password_ok", "admin.sign_in"]);
  });

  it.each([
    [{ email: "", password: "" }, "Email and password are required"],
    [{ email: "boss@example.com", password: "" }, "Email and password are required"],
    [{ email: "", password: "secret1" }, "Email and password are required"],
    [{ password: "secret1" }, "Email and password are required"],
    [{ email: "abc.example.com", password: "secret1" }, "Please enter a valid email address"],
    [{ email: "a@b", password: "secret1" }, "Please enter a valid email address"],
    [{ email: "boss@example.com", password: "12345" }, "Password must be at least 6 characters"],
  ])("refuses %j with %s", async (payload, message) => {
    // one without an e-mail at all: raw requests
    const res = await api("/api/admin/auth/sign-in", { json: payload });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("rejects keys the schema does not know", async () => {
    const admin = await createAdmin();
    const res = await adminSignIn(admin.email, admin.password);
    expect(res.status).toBe(200);
    const extra = await api("/api/admin/auth/sign-in", {
      json: { email: admin.email, password: admin.password, role: "super_admin" },
    });
    expect(extra.status).toBe(400);
  });

  it("answers wrong credentials and unknown e-mails alike, with the attempt count", async () => {
    const admin = await createAdmin();
    const wrong = await adminSignIn(admin.email, "Wrong-pass-1");
    const unknown = await adminSignIn(uniqueEmail("ghost"), "Wrong-pass-1");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      const err = await errorOf(res);
      expect(err.message).toBe(INVALID);
      expect(err.details).toEqual({ failedAttempts: 1, maxAttempts: 5 });
      expect(setCookies(res).join("")).not.toMatch(/leadsmith_admin/);
    }
  });

  it("locks for 15 minutes after 5 consecutive failures, then unlocks by itself", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-02-01T10:00:00Z"));
    const admin = await createAdmin();
    for (let i = 1; i <= 4; i++) {
      const res = await adminSignIn(admin.email, "Wrong-pass-1");
      expect(res.status).toBe(401);
      expect((await errorOf(res)).details).toEqual({ failedAttempts: i, maxAttempts: 5 });
    }
    const fifth = await adminSignIn(admin.email, "Wrong-pass-1");
    expect(fifth.status).toBe(429);
    expect((await errorOf(fifth)).message).toBe(LOCKED);
    const locked = await adminSignIn(admin.email, admin.password);
    expect(locked.status).toBe(429);
    expect((await errorOf(locked)).message).toBe(LOCKED);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await lastCodeFor(admin.email)).toBeNull();
    vi.setSystemTime(new Date("2027-02-01T10:15:01Z"));
    expect((await adminSignIn(admin.email, admin.password)).status).toBe(200);
  });

  it("keeps admin and user lockouts apart", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i++) await apiAs().auth["sign-in"].$post({ json: { email, password: "Wrong-pass-1" } });
    const res = await adminSignIn(email, "Wrong-pass-1");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).details).toMatchObject({ failedAttempts: 1 });
  });

  it("evaluates at most 5 passwords when 20 wrong ones arrive at once", async () => {
    const admin = await createAdmin();
    const results = await Promise.all(Array.from({ length: 20 }, () => adminSignIn(admin.email, "Wrong-pass-1")));
    // The client types only the statuses a route returns itself; refusals are thrown (functions/lib/errors.ts).
    const statuses: number[] = results.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
    const evaluated = await env.DB.prepare(
      "select count(*) as n from audit_log where action = 'admin.sign_in_failed' and target = ?",
    )
      .bind(admin.email)
      .first<{ n: number }>();
    expect(evaluated?.n).toBe(5);
    // the right password is refused too while locked
    expect((await adminSignIn(admin.email, admin.password)).status).toBe(429);
  });

  it("a success resets the failure count", async () => {
    const admin = await createAdmin();
    for (let i = 0; i < 4; i++) await adminSignIn(admin.email, "Wrong-pass-1");
    expect((await adminSignIn(admin.email, admin.password)).status).toBe(200);
    const next = await adminSignIn(admin.email, "Wrong-pass-1");
    expect((await errorOf(next)).details).toEqual({ failedAttempts: 1, maxAttempts: 5 });
  });

  it("a user account's credentials never sign in to the admin portal", async () => {
    const { email, password } = await signUp();
    const res = await adminSignIn(email, password);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe(INVALID);
  });
});

describe("the second factor", () => {
  it("is required: a correct password alone opens nothing", async () => {
    const admin = await createAdmin();
    const first = await adminSignIn(admin.email, admin.password);
    const pending = pendingCookie(first);
    expect(pending).not.toBe("");
    const withPending = apiAs(pending).admin;
    expect((await withPending.auth.me.$get()).status).toBe(401);
    expect((await withPending.metrics.$get()).status).toBe(401);
    expect((await withPending.waitlist.$get({ query: {} })).status).toBe(401);
    // the pending value is not a session token under the session cookie's name either
    const asSession = pending.replace("leadsmith_admin_pending=", "leadsmith_admin=");
    expect((await me(asSession)).status).toBe(401);
  });

  it("needs the pending cookie of step 1", async () => {
    const admin = await createAdmin();
    await adminSignIn(admin.email, admin.password);
    const code = (await lastCodeFor(admin.email))!;
    const res = await adminVerify(code);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe("Your sign-in has expired. Please enter your email and password again.");
  });

  it("refuses a forged or tampered pending cookie", async () => {
    const victim = await createAdmin();
    const attacker = await createAdmin({ role: "moderator" });
    await adminSignIn(victim.email, victim.password);
    const first = await adminSignIn(attacker.email, attacker.password);
    // The cookie is a JWT (header.payload.signature): swap in the victim, keep the attacker's signature.
    const [header, payload, mac] = pendingCookie(first).split("=")[1]!.split(".");
    const decoded = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string; email: string };
    expect(decoded).toMatchObject({ sub: String(attacker.id), email: attacker.email });
    const forged = btoa(JSON.stringify({ ...decoded, sub: String(victim.id), email: victim.email }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const code = (await lastCodeFor(victim.email))!;
    const res = await adminVerify(code, `leadsmith_admin_pending=${header}.${forged}.${mac}`);
    expect(res.status).toBe(401);
    expect(adminCookie(res)).toBe("");
    expect((await adminVerify(code, "leadsmith_admin_pending=garbage")).status).toBe(401);
  });

  it("takes only a pending-login token: another token signed with the same secret is refused", async () => {
    const admin = await createAdmin();
    await adminSignIn(admin.email, admin.password);
    const code = (await lastCodeFor(admin.email))!;
    const sign = (audience?: string) => {
      const jwt = new SignJWT({ email: admin.email })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(admin.id))
        .setExpirationTime("10m");
      return (audience ? jwt.setAudience(audience) : jwt).sign(new TextEncoder().encode(env.AUTH_SECRET));
    };
    const other = await adminVerify(code, `leadsmith_admin_pending=${await sign()}`);
    expect(other.status).toBe(401);
    // The same claims with the pending-login audience are what sign-in itself issues: accepted.
    const own = await adminVerify(code, `leadsmith_admin_pending=${await sign("leadsmith:admin-pending")}`);
    expect(own.status, await own.clone().text()).toBe(200);
  });

  it("uses the code messages and allows 3 attempts", async () => {
    const admin = await createAdmin();
    const first = await adminSignIn(admin.email, admin.password);
    const pending = pendingCookie(first);
    const code = (await lastCodeFor(admin.email))!;
    const bad = await adminVerify(otherCode(code), pending);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("Invalid OTP. 2 attempts remaining.");
    expect((await errorOf(await adminVerify(otherCode(code), pending))).message).toBe(
      "Invalid OTP. 1 attempts remaining.",
    );
    const third = await adminVerify(otherCode(code), pending);
    expect(third.status).toBe(429);
    expect((await errorOf(third)).message).toBe("Maximum verification attempts exceeded. Please request a new OTP.");
    const late = await adminVerify(code, pending);
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toBe("No OTP found. Please request a new one.");
    expect(adminCookie(late)).toBe("");
  });

  it("validates the code's shape", async () => {
    const admin = await createAdmin();
    const first = await adminSignIn(admin.email, admin.password);
    for (const code of ["12345", "abcdef", "1234567", ""]) {
      const res = await adminVerify(code, pendingCookie(first));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("Enter the 6-digit code");
    }
  });

  it("expires with the code after 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-02-02T09:00:00Z"));
    const admin = await createAdmin();
    const first = await adminSignIn(admin.email, admin.password);
    const code = (await lastCodeFor(admin.email))!;
    vi.setSystemTime(new Date("2027-02-02T09:15:01Z"));
    const res = await adminVerify(code, pendingCookie(first));
    expect(res.status).toBe(401);
  });

  it("works once: a used code does not start a second session", async () => {
    const admin = await createAdmin();
    const first = await adminSignIn(admin.email, admin.password);
    const code = (await lastCodeFor(admin.email))!;
    const results = await Promise.all(Array.from({ length: 10 }, () => adminVerify(code, pendingCookie(first))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const n = await env.DB.prepare("select count(*) as n from admin_sessions where admin_user_id = ?")
      .bind(admin.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("cannot be requested or checked through the public code endpoints", async () => {
    const admin = await createAdmin();
    // a purpose the public schema does not name: raw requests
    const req = await api("/api/auth/otp/request", { json: { email: admin.email, purpose: "admin_sign_in" } });
    expect(req.status).toBe(400);
    await adminSignIn(admin.email, admin.password);
    const code = (await lastCodeFor(admin.email))!;
    const check = await api("/api/auth/otp/verify", { json: { email: admin.email, purpose: "admin_sign_in", code } });
    expect(check.status).toBe(400);
  });

  it("a second sign-in inside the 60-second cooldown keeps the code already sent", async () => {
    const admin = await createAdmin();
    await adminSignIn(admin.email, admin.password);
    const code = (await lastCodeFor(admin.email))!;
    const again = await adminSignIn(admin.email, admin.password);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      step: "code",
      codeSent: false,
      message: "Please wait 60 seconds before requesting a new OTP.",
    });
    expect(await outboxCount(admin.email)).toBe(1);
    expect((await adminVerify(code, pendingCookie(again))).status).toBe(200);
  });

  it("can be resent after the cooldown, replacing the old code", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-02-03T09:00:00Z"));
    const admin = await createAdmin();
    const first = await adminSignIn(admin.email, admin.password);
    const oldCode = (await lastCodeFor(admin.email))!;
    const resend = (cookie?: string) => apiAs(cookie).admin.auth.resend.$post({ json: {} });
    const early = await resend(pendingCookie(first));
    expect(early.status).toBe(429);
    expect((await errorOf(early)).message).toBe("Please wait 60 seconds before requesting a new OTP.");
    vi.setSystemTime(new Date("2027-02-03T09:01:01Z"));
    expect((await resend(pendingCookie(first))).status).toBe(200);
    const newCode = (await lastCodeFor(admin.email))!;
    if (newCode !== oldCode) expect((await adminVerify(oldCode, pendingCookie(first))).status).toBe(400);
    expect((await adminVerify(newCode, pendingCookie(first))).status).toBe(200);
    expect((await resend()).status).toBe(401);
  });
});

describe("code limits per purpose and account kind", () => {
  const resetRequest = (email: string) =>
    apiAs().auth.otp.request.$post({ json: { email, purpose: "password_reset" } });

  it("anonymous password-reset requests for an admin's address do not hold back the admin's sign-in code", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.parse("2027-03-01T08:00:00Z");
    vi.setSystemTime(t0);
    const admin = await createAdmin();
    // The attack: enough reset requests to hit both the cooldown and the hourly cap.
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      vi.setSystemTime(t0 + i * 61_000);
      answers.push((await resetRequest(admin.email)).status);
    }
    // The same answers an account holder's address would get: nothing tells the caller no user exists.
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    vi.setSystemTime(t0 + 7 * 61_000);
    const first = await adminSignIn(admin.email, admin.password);
    expect(await first.json()).toMatchObject({ step: "code", codeSent: true });
    const code = (await lastCodeFor(admin.email))!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await adminVerify(code, pendingCookie(first))).status).toBe(200);
    // Nothing was mailed for the resets, and nothing counted under a real purpose.
    expect(await outboxCount(admin.email)).toBe(1);
    const counted = await env.DB.prepare(
      "select purpose, count(*) as n from otp_sends where email = ? group by purpose",
    )
      .bind(admin.email)
      .all<{ purpose: string; n: number }>();
    expect(Object.fromEntries(counted.results.map((r) => [r.purpose, r.n]))).toEqual({
      "none:password_reset": 5,
      admin_sign_in: 1,
    });
  });

  it("an admin's sign-in codes do not hold back the password reset of a user with the same address", async () => {
    const { email } = await signUp();
    const admin = await createAdmin({ email });
    await adminSignIn(admin.email, admin.password); // admin code inside the same minute
    const before = await outboxCount(email);
    expect((await resetRequest(email)).status).toBe(200);
    for (let i = 0; i < 200 && (await outboxCount(email)) === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await outboxCount(email)).toBe(before + 1);
  });

  it("requests for an address without an account count nothing toward the account made later", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.parse("2027-03-02T08:00:00Z");
    const email = uniqueEmail("later");
    for (let i = 0; i < 6; i++) {
      vi.setSystemTime(t0 + i * 61_000);
      await resetRequest(email);
    }
    expect(await outboxCount(email)).toBe(0);
    vi.setSystemTime(t0 + 6 * 61_000);
    await signUp(email);
    expect((await resetRequest(email)).status).toBe(200);
  });

  it("a pasted code with whitespace around it is accepted at the admin code step", async () => {
    const admin = await createAdmin();
    const first = await adminSignIn(admin.email, admin.password);
    const code = (await lastCodeFor(admin.email))!;
    expect((await adminVerify(`  ${code}\t\n`, pendingCookie(first))).status).toBe(200);
  });
});

describe("admin sessions", () => {
  it("GET /me answers 401 without a session and with a forged cookie", async () => {
    expect((await me()).status).toBe(401);
    expect((await errorOf(await me())).code).toBe("unauthorized");
    expect((await me("leadsmith_admin=forged-token-value")).status).toBe(401);
  });

  it("a user session never grants admin access, under either cookie name", async () => {
    const { cookie } = await signUp();
    expect((await me(cookie)).status).toBe(401);
    expect((await me(cookie.replace("leadsmith_session=", "leadsmith_admin="))).status).toBe(401);
    expect((await apiAs(cookie).admin.metrics.$get()).status).toBe(401);
  });

  it("an admin session is not a user session", async () => {
    const { cookie } = await adminSession();
    expect((await apiAs(cookie).auth.me.$get()).status).toBe(401);
    expect((await apiAs(cookie.replace("leadsmith_admin=", "leadsmith_session=")).auth.me.$get()).status).toBe(401);
  });

  it("end 8 hours after sign-in even when active", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.parse("2027-03-01T08:00:00Z");
    vi.setSystemTime(t0);
    const { cookie } = await adminSession();
    for (let t = t0 + 20 * 60_000; t < t0 + 8 * 3_600_000; t += 20 * 60_000) {
      vi.setSystemTime(t);
      expect((await me(cookie)).status, new Date(t).toISOString()).toBe(200);
    }
    vi.setSystemTime(t0 + 8 * 3_600_000 - 60_000);
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(t0 + 8 * 3_600_000 + 1000);
    expect((await me(cookie)).status).toBe(401);
    // and the row is gone
    vi.setSystemTime(t0 + 60_000);
    expect((await me(cookie)).status).toBe(401);
  });

  it("end after 30 minutes idle; activity keeps them alive", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.parse("2027-03-02T08:00:00Z");
    vi.setSystemTime(t0);
    const { cookie } = await adminSession();
    vi.setSystemTime(t0 + 29 * 60_000);
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(t0 + 58 * 60_000);
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(t0 + 88 * 60_000 + 1000);
    expect((await me(cookie)).status).toBe(401);
  });

  it("write last_seen_at at most once a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.parse("2027-03-03T08:00:00Z");
    vi.setSystemTime(t0);
    const { id, cookie } = await adminSession();
    const lastSeen = async () =>
      (
        await env.DB.prepare("select last_seen_at as t from admin_sessions where admin_user_id = ?")
          .bind(id)
          .first<{ t: number }>()
      )?.t;
    expect(await lastSeen()).toBe(t0);
    vi.setSystemTime(t0 + 30_000);
    await me(cookie);
    expect(await lastSeen()).toBe(t0);
    vi.setSystemTime(t0 + 61_000);
    await Promise.all([me(cookie), me(cookie), me(cookie)]);
    expect(await lastSeen()).toBe(t0 + 61_000);
  });

  it("sign-out ends the session on the server", async () => {
    const { cookie } = await adminSession();
    const out = await apiAs(cookie).admin.auth["sign-out"].$post({ json: {} });
    expect(out.status).toBe(200);
    expect(setCookies(out).join("\n")).toMatch(/leadsmith_admin=;/);
    expect((await me(cookie)).status).toBe(401);
    // signing out without a session is harmless
    expect((await apiAs().admin.auth["sign-out"].$post({ json: {} })).status).toBe(200);
  });

  it("a new sign-in ends this browser's previous admin session", async () => {
    const admin = await createAdmin();
    const old = await signInAdmin(admin);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000); // past the code cooldown
    const first = await adminSignIn(admin.email, admin.password, old);
    const code = (await lastCodeFor(admin.email))!;
    const second = await adminVerify(code, `${old}; ${pendingCookie(first)}`);
    expect(second.status).toBe(200);
    expect((await me(old)).status).toBe(401);
    expect((await me(adminCookie(second))).status).toBe(200);
  });

  it("a role change ends every session of that admin", async () => {
    const boss = await adminSession("super_admin");
    const mod = await adminSession("moderator");
    expect((await me(mod.cookie)).status).toBe(200);
    const res = await apiAs(boss.cookie).admin.admins[":id"].$patch({
      param: { id: String(mod.id) },
      json: { role: "super_admin" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: mod.id, role: "super_admin" });
    expect((await me(mod.cookie)).status).toBe(401);
    const logged = await env.DB.prepare(
      "select detail from audit_log where action = 'admin.role_change' and target = ?",
    )
      .bind(mod.email)
      .first<{ detail: string }>();
    expect(JSON.parse(logged!.detail)).toEqual({ from: "moderator", to: "super_admin" });
    // signing in again gives the new role
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    const again = await signInAdmin({ email: mod.email, password: ADMIN_PASSWORD });
    expect(await (await me(again)).json()).toMatchObject({ role: "super_admin" });
  });

  it("uses the __Host- prefix over HTTPS", async () => {
    const admin = await createAdmin();
    const post = (path: string, json: unknown, cookie = "") =>
      exports.default.fetch(
        new Request(`https://localhost${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://localhost", cookie },
          body: JSON.stringify(json),
        }),
      );
    const first = await post("/api/admin/auth/sign-in", { email: admin.email, password: admin.password });
    expect(first.status).toBe(200);
    const pending = pendingCookie(first);
    const code = (await lastCodeFor(admin.email))!;
    const second = await post("/api/admin/auth/verify", { code }, pending);
    expect(second.status).toBe(200);
    const header = setCookies(second).find((c) => c.startsWith("__Host-leadsmith_admin="))!;
    expect(header).toMatch(/Secure/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    const res = await exports.default.fetch(
      new Request("https://localhost/api/admin/auth/me", { headers: { cookie: header.split(";")[0]! } }),
    );
    expect(res.status).toBe(200);
  });
});
