import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { hit, mailboxOf, pruneRateLimits } from "../../functions/lib/rate-limit";
import { pruneAbandoned } from "../../functions/services/maintenance/prune";
import { api, errorOf, outboxCount, uniqueEmail } from "./helpers";

const db = drizzle(env.DB);
let n = 0;
/** A fresh client address per test, so tests never share a bucket. */
const freshIp = () => `203.0.113.${++n}`;

describe("rate limits", () => {
  it("refuse a burst of waitlist joins from one address past the limit, with Retry-After, writing nothing more", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await api("/api/waitlist", {
        json: { name: "Burst", email: uniqueEmail("burst") },
        headers: { "cf-connecting-ip": ip },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await errorOf(res)).message).toMatch(/Too many requests/);
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // another address is not affected
    const other = await api("/api/waitlist", {
      json: { name: "Other", email: uniqueEmail("other") },
      headers: { "cf-connecting-ip": freshIp() },
    });
    expect(other.status).toBe(201);
  });

  it("let 15 sign-ups as victim+N@ send at most 3 e-mails to that mailbox", async () => {
    const tag = `victim${Date.now().toString(36)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await api("/api/auth/sign-up", {
        json: { name: "Victim", email: `${tag}+${i}@example.com`, password: "Correct-Horse-42" },
        headers: { "cf-connecting-ip": freshIp() },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
    let mails = 0;
    for (let i = 0; i < 15; i++) mails += await outboxCount(`${tag}+${i}@example.com`);
    expect(mails).toBeLessThanOrEqual(3);
  });

  it("keep per-address limits generous for sign-up: 50 an hour from one office", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 51 }, () =>
        api("/api/auth/sign-up", {
          json: { name: "Office", email: uniqueEmail("office"), password: "Correct-Horse-42" },
          headers: { "cf-connecting-ip": ip },
        }).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(50);
    expect(results.filter((s) => s === 429)).toHaveLength(1);
  });

  it("count exactly under concurrency and allow again once the window has passed", async () => {
    const bucket = `test:${Date.now()}`;
    const t0 = Date.UTC(2026, 10, 23, 10, 0, 0);
    const burst = await Promise.all(Array.from({ length: 30 }, () => hit(db, bucket, [10, 60], t0 + 1000)));
    expect(burst.filter((r) => r.ok)).toHaveLength(10);
    expect(burst.find((r) => !r.ok)?.retryAfter).toBe(59);
    expect((await hit(db, bucket, [10, 60], t0 + 61_000)).ok).toBe(true);
    // ended windows are pruned by the cron, live ones kept
    await pruneRateLimits(db, t0 + 61_000);
    const left = await env.DB.prepare("select window_start from rate_limits where bucket = ?").bind(bucket).all();
    expect(left.results).toEqual([{ window_start: t0 + 60_000 }]);
  });

  it("treat ada+news@ and ADA@ as one mailbox", () => {
    expect(mailboxOf("Ada+news@Example.com")).toBe("ada@example.com");
    expect(mailboxOf("ada@example.com")).toBe("ada@example.com");
  });
});

describe("the cron's pruning", () => {
  it("deletes codes, code sends, throttles and sessions nothing reads any more, and keeps live ones", async () => {
    const now = Date.now();
    const old = now - 3 * 86_400_000;
    const email = uniqueEmail("prune");
    await env.DB.batch([
      env.DB.prepare(
        "insert into otp_codes (id, email, purpose, expires_at, created_at) values (?, ?, 'verify_email', ?, ?)",
      ).bind(`old-${email}`, email, old, old),
      env.DB.prepare(
        "insert into otp_codes (id, email, purpose, expires_at, created_at) values (?, ?, 'verify_email', ?, ?)",
      ).bind(`new-${email}`, email, now + 600_000, now),
      env.DB.prepare("insert into otp_sends (email, purpose, sent_at) values (?, 'verify_email', ?)").bind(email, old),
      env.DB.prepare("insert into sign_in_throttle (scope, email, failures, updated_at) values ('user', ?, 2, ?)").bind(
        email,
        old,
      ),
      env.DB.prepare(
        "insert into sign_in_throttle (scope, email, failures, locked_until, updated_at) values ('admin', ?, 5, ?, ?)",
      ).bind(email, now + 600_000, old),
    ]);
    const pruned = await pruneAbandoned(db, new Date(now));
    expect(pruned.codes).toBeGreaterThanOrEqual(1);
    const codes = await env.DB.prepare("select id from otp_codes where email = ?").bind(email).all();
    expect(codes.results).toEqual([{ id: `new-${email}` }]);
    expect((await env.DB.prepare("select count(*) as n from otp_sends where email = ?").bind(email).first())?.n).toBe(
      0,
    );
    // an unexpired lock stays however old its last failure
    const throttles = await env.DB.prepare("select scope from sign_in_throttle where email = ?").bind(email).all();
    expect(throttles.results).toEqual([{ scope: "admin" }]);
  });
});
