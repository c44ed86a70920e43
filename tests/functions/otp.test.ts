import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Api,
  api,
  apiAs,
  errorOf,
  GOOD_PASSWORD,
  type Input,
  lastCodeFor,
  outboxCount,
  sessionCookie,
  signUp,
  uniqueEmail,
} from "./helpers";

afterEach(() => {
  vi.useRealTimers();
});

type Purpose = Input<Api["auth"]["otp"]["request"]["$post"]>["json"]["purpose"];
const request = (email: string, purpose: Purpose = "password_reset") =>
  apiAs().auth.otp.request.$post({ json: { email, purpose } });
/**
 * POST /api/auth/otp/request mails its code after the answer (ctx.waitUntil):
 * wait until the outbox holds `count` messages for the address.
 */
async function mailsFor(email: string, count: number) {
  for (let i = 0; i < 200 && (await outboxCount(email)) < count; i++) await new Promise((r) => setTimeout(r, 10));
  return outboxCount(email);
}
/** Requests a code for an existing account and reads it once it has been mailed. */
async function requestAndRead(email: string, purpose: Purpose = "password_reset") {
  const before = await outboxCount(email);
  const res = await request(email, purpose);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(await mailsFor(email, before + 1)).toBe(before + 1);
  return (await lastCodeFor(email))!;
}
const verify = (email: string, code: string) =>
  apiAs().auth.otp.verify.$post({ json: { email, purpose: "verify_email", code } });
const reset = (email: string, code: string, password = "Fresh-Start-99") =>
  apiAs().auth["password-reset"].$post({ json: { email, code, password } });
const signIn = (email: string, password: string) => apiAs().auth["sign-in"].$post({ json: { email, password } });

describe("one-time codes", () => {
  it("are 6 digits, e-mailed through the outbox, and never stored in clear", async () => {
    const { email } = await signUp();
    const code = await lastCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await env.DB.prepare("select * from otp_codes where email = ?").bind(email).all();
    expect(JSON.stringify(rows.results)).not.toContain(code);
    const log = await env.DB.prepare("select * from otp_activity_log").all();
    expect(JSON.stringify(log.results)).not.toContain(code);
  });

  it("count down the attempts in their messages and lock after 3", async () => {
    const { email } = await signUp();
    const code = (await lastCodeFor(email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await verify(email, wrong);
    expect((await errorOf(first)).message).toBe("Invalid OTP. 2 attempts remaining.");
    const second = await verify(email, wrong);
    expect((await errorOf(second)).message).toBe("Invalid OTP. 1 attempts remaining.");
    const third = await verify(email, wrong);
    expect((await errorOf(third)).message).toBe("Maximum verification attempts exceeded. Please request a new OTP.");
    // the right code no longer works once the code is locked
    const late = await verify(email, code);
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toBe("No OTP found. Please request a new one.");
  });

  it("trim whitespace around the code", async () => {
    const { email } = await signUp();
    const code = (await lastCodeFor(email))!;
    expect((await verify(email, ` ${code} `)).status).toBe(200);
  });

  it("answer 'No OTP found' when none was requested, and 'expired' after 15 minutes", async () => {
    expect((await errorOf(await verify(uniqueEmail(), "123456"))).message).toBe(
      "No OTP found. Please request a new one.",
    );
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-05T09:00:00Z"));
    const { email } = await signUp();
    const code = (await lastCodeFor(email))!;
    vi.setSystemTime(new Date("2026-11-05T09:15:01Z"));
    expect((await errorOf(await verify(email, code))).message).toBe("OTP has expired. Please request a new one.");
  });

  it("enforce a 60-second cooldown and fewer than 5 sends per rolling hour, per purpose", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.parse("2026-11-06T12:00:00Z");
    vi.setSystemTime(t0);
    const { email } = await signUp(); // a verification code: another purpose, counted apart
    expect((await request(email)).status).toBe(200); // reset send 1
    const cooldown = await request(email);
    expect(cooldown.status).toBe(429);
    expect((await errorOf(cooldown)).message).toBe("Please wait 60 seconds before requesting a new OTP.");
    expect(Number(cooldown.headers.get("retry-after"))).toBeGreaterThan(0);
    for (let i = 1; i <= 4; i++) {
      vi.setSystemTime(t0 + i * 61_000);
      expect((await request(email)).status).toBe(200); // sends 2..5
    }
    vi.setSystemTime(t0 + 5 * 61_000);
    const capped = await request(email);
    expect(capped.status).toBe(429);
    expect((await errorOf(capped)).message).toBe("Too many OTP requests. Please try again later.");
    vi.setSystemTime(t0 + 3_600_000 + 1000);
    expect((await request(email)).status).toBe(200);
  });

  it("send one e-mail when 20 requests arrive at once", async () => {
    const { email } = await signUp();
    await env.DB.prepare("delete from otp_sends where email = ?").bind(email).run();
    const before = await outboxCount(email);
    const results = await Promise.all(Array.from({ length: 20 }, () => request(email)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await mailsFor(email, before + 1)).toBe(before + 1);
  });

  it("evaluate at most 3 of 100 parallel wrong guesses", async () => {
    const { email } = await signUp();
    const code = (await lastCodeFor(email))!;
    const wrong = code === "999999" ? "888888" : "999999";
    const results = await Promise.all(Array.from({ length: 100 }, () => verify(email, wrong)));
    expect(results.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const row = await env.DB.prepare("select attempts from otp_codes where email = ? order by created_at desc limit 1")
      .bind(email)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(3);
    const invalid = await Promise.all(results.map(async (r) => (await errorOf(r)).code));
    expect(invalid.filter((c) => c === "otp_invalid").length).toBeLessThanOrEqual(2);
  });

  it("let exactly 1 of 50 parallel right submissions succeed, and the used code is gone", async () => {
    const { email } = await signUp();
    const code = (await lastCodeFor(email))!;
    const results = await Promise.all(Array.from({ length: 50 }, () => verify(email, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await verify(email, code)).status).toBe(400);
  });

  it("keep only the last 100 activity-log entries", async () => {
    for (let i = 0; i < 40; i++) await verify(uniqueEmail("log"), "123456");
    const { n } = (await env.DB.prepare("select count(*) as n from otp_activity_log").first<{ n: number }>())!;
    expect(n).toBeLessThanOrEqual(100);
    const entry = await env.DB.prepare("select * from otp_activity_log order by id desc limit 1").first<
      Record<string, unknown>
    >();
    expect(entry).toMatchObject({ action: "verify", success: 0, purpose: "verify_email", ip: "N/A" });
  });

  it("refuse an unknown purpose and a malformed code", async () => {
    // a purpose the schema does not name: a raw request
    expect((await api("/api/auth/otp/request", { json: { email: uniqueEmail(), purpose: "admin" } })).status).toBe(400);
    expect((await errorOf(await verify(uniqueEmail(), "12ab56"))).message).toBe("Enter the 6-digit code");
  });
});

describe("password reset", () => {
  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const res = await request(email);
    expect(res.status).toBe(200);
    expect(await outboxCount(email)).toBe(0);
  });

  it("answers guesses at the code the same for an unknown e-mail as for a known one", async () => {
    const { email: known } = await signUp();
    const code = await requestAndRead(known);
    const unknown = uniqueEmail("nobody");
    expect((await request(unknown)).status).toBe(200);
    // The code nobody is told is made after the answer, as a mailed one is.
    for (let i = 0; i < 200; i++) {
      const row = await env.DB.prepare("select 1 from otp_codes where email = ?").bind(unknown).first();
      if (row) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      const [a, b] = [await reset(known, wrong), await reset(unknown, wrong)];
      expect([b.status, (await errorOf(b)).message]).toEqual([a.status, (await errorOf(a)).message]);
    }
    expect(await outboxCount(unknown)).toBe(0);
  });

  it("sets a new password with the e-mailed code and ends every other session", async () => {
    const { email, cookie } = await signUp();
    const code = await requestAndRead(email);
    const res = await reset(email, code);
    expect(res.status).toBe(200);
    expect((await apiAs(cookie).auth.me.$get()).status).toBe(401);
    expect((await apiAs(sessionCookie(res)).auth.me.$get()).status).toBe(200);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, "Fresh-Start-99")).status).toBe(200);
  });

  it("refuses a weak new password without using up the code", async () => {
    const { email } = await signUp();
    const code = await requestAndRead(email);
    const weak = await reset(email, code, "short");
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).message).toBe("Password must be at least 8 characters");
    expect((await reset(email, code)).status).toBe(200);
  });
});
