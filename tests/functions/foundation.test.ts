import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, errorOf } from "./helpers";

describe("GET /api/health", () => {
  it("answers ok after a real query to D1", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("carries a request id and the security headers", async () => {
    const res = await api("/api/health");
    expect(res.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = res.headers.get("content-security-policy") ?? "";
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404 in the one error shape, never index.html", async () => {
    for (const path of ["/api/nope", "/api/prospects/1/unknown", "/api", "/api/health/extra"]) {
      const res = await api(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      const error = await errorOf(res);
      expect(error.code).toBe("not_found");
      expect(error.message).toMatch(/No API endpoint/);
    }
  });
});

describe("state-changing requests", () => {
  it("are refused with 415 when the body is not JSON", async () => {
    const res = await api("/api/health", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe("unsupported_media_type");
  });

  it("are refused with 415 when no content type is sent", async () => {
    const res = await api("/api/health", { method: "PUT", body: "{}" });
    expect(res.status).toBe(415);
  });

  it("are refused with 403 from another origin", async () => {
    const res = await api("/api/health", { method: "POST", json: {}, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("cross_origin");
  });
});

describe("GET /api/openapi.json", () => {
  it("documents every mounted endpoint", async () => {
    const res = await api("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/health"]?.get).toBeDefined();
  });

  it("has a readable reference page at /api/docs", async () => {
    const res = await api("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const text = await res.text();
    expect(text).toContain("/api/health");
    expect(text).toContain("Leadsmith API");
  });
});

describe("migrations", () => {
  it("apply from an empty database and create every table, the FTS index and the plans", async () => {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type in ('table','trigger') order by name",
    ).all<{ name: string }>();
    const names = results.map((r) => r.name);
    for (const t of [
      "users",
      "user_profiles",
      "sessions",
      "oauth_accounts",
      "plans",
      "usage",
      "prospects",
      "prospects_fts",
      "searches",
      "pitches",
      "follow_ups",
      "clients",
      "waitlist_entries",
      "early_access_purchases",
      "admin_users",
      "admin_sessions",
      "otp_sends",
      "otp_activity_log",
      "help_requests",
      "feature_suggestions",
      "campaigns",
      "pitch_templates",
      "email_outbox",
      "audit_log",
      "prospects_fts_ai",
      "prospects_fts_ad",
      "prospects_fts_au",
    ])
      expect(names).toContain(t);
    const plans = await env.DB.prepare("select id, searches_limit, pitches_limit from plans order by sort_order").all();
    expect(plans.results).toEqual([
      { id: "free", searches_limit: 5, pitches_limit: 15 },
      { id: "pro", searches_limit: 100, pitches_limit: 50 },
      { id: "agency", searches_limit: 200, pitches_limit: 100 },
    ]);
  });

  it("keep the FTS index in step with prospects through triggers", async () => {
    const now = Date.now();
    await env.DB.prepare(
      "insert into prospects (dedupe_key, company, source, signal_kind, signal_text, signal_date, first_seen_at, last_active_at) values (?, ?, 'import', 'hiring', ?, ?, ?, ?)",
    )
      .bind("k1", "Zebracorp", "Hiring a React developer", now, now, now)
      .run();
    const hit = () =>
      env.DB.prepare("select rowid from prospects_fts where prospects_fts match ?").bind("zebracorp").all();
    expect((await hit()).results).toHaveLength(1);
    await env.DB.prepare("update prospects set company = 'Other' where dedupe_key = 'k1'").run();
    expect((await hit()).results).toHaveLength(0);
    await env.DB.prepare("delete from prospects where dedupe_key = 'k1'").run();
    const all = await env.DB.prepare(
      "select count(*) as n from prospects_fts where prospects_fts match 'other'",
    ).first<{ n: number }>();
    expect(all?.n).toBe(0);
  });
});
