import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, inject, it } from "vitest";
import type { Bindings } from "../../functions/env";
import { listSourceStatus, runSourceNow } from "../../functions/services/ingest/sources";
import worker from "../../functions/worker";

const bindings = env as unknown as Bindings;
const db = drizzle(env.DB);

async function tick(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: at, cron: "*/15 * * * *" }) as never,
    env as never,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
}

const count = async (source: string) =>
  (await env.DB.prepare("select count(*) as n from prospects where source = ?").bind(source).first<{ n: number }>())
    ?.n ?? 0;

type Row = Record<string, unknown>;
const prospect = (source: string, id: string) =>
  env.DB.prepare("select * from prospects where source = ? and source_id = ?").bind(source, id).first<Row>();

describe("the cron job's prospect sources", () => {
  it("fetch each enabled source, import it, skip what is not due or lacks a key, and change nothing on a second run", async () => {
    const t0 = Date.parse("2026-11-03T00:00:00Z");
    await tick(t0);
    expect(await count("hackernews")).toBe(3 + 2 + 2);
    expect(await count("reddit")).toBe(2);
    expect(await count("rss")).toBe(2);
    expect(await count("remoteok")).toBe(3);
    expect(await count("producthunt")).toBe(0);
    const runs = await env.DB.prepare(
      "select label, status, inserted, error from prospect_imports where kind = 'connector' order by id",
    ).all<{ label: string; status: string; inserted: number; error: string }>();
    expect(runs.results).toEqual([
      { label: "fixture-hn", status: "done", inserted: 3, error: "" },
      { label: "fixture-reddit", status: "done", inserted: 2, error: "" },
      { label: "fixture-rss", status: "done", inserted: 2, error: "" },
      { label: "fixture-down", status: "failed", inserted: 0, error: expect.stringContaining("HTTP 500") },
      { label: "fixture-hn-hiring", status: "done", inserted: 2, error: "" },
      { label: "fixture-hn-freelance", status: "done", inserted: 2, error: "" },
      { label: "fixture-remoteok", status: "done", inserted: 3, error: "" },
    ]);

    // 15 minutes later nothing is due but the failed source, which is retried
    await tick(t0 + 15 * 60_000);
    const after = await env.DB.prepare("select count(*) as n from prospect_imports where kind = 'connector'").first<{
      n: number;
    }>();
    expect(after?.n).toBe(8);

    // an hour later the hourly sources are due again: same data, nothing inserted or updated
    const before = await env.DB.prepare("select count(*) as n, max(updated_at) as u from prospects").first();
    await tick(t0 + 61 * 60_000);
    const again = await env.DB.prepare("select count(*) as n, max(updated_at) as u from prospects").first();
    expect(again).toEqual(before);
    const last = await env.DB.prepare(
      "select label, inserted, updated from prospect_imports where kind = 'connector' and id > 8 order by id",
    ).all();
    expect(last.results).toEqual([
      { label: "fixture-hn", inserted: 0, updated: 0 },
      { label: "fixture-reddit", inserted: 0, updated: 0 },
      { label: "fixture-rss", inserted: 0, updated: 0 },
      { label: "fixture-down", inserted: 0, updated: 0 },
    ]);

    // the admin's source list: schedule, last run, rows added, errors, and what lacks a key
    const status = await listSourceStatus(bindings, db);
    expect(status.find((s) => s.name === "fixture-remoteok")).toMatchObject({
      enabled: true,
      everyMinutes: 120,
      lastStatus: "done",
      lastInserted: 3,
      lastError: null,
      needs: null,
      attribution: "Jobs from Remote OK",
    });
    expect(status.find((s) => s.name === "fixture-down")).toMatchObject({
      lastStatus: "failed",
      lastError: expect.stringContaining("HTTP 500"),
    });
    expect(status.find((s) => s.name === "fixture-ph")).toMatchObject({ needs: "PRODUCTHUNT_TOKEN", lastRunAt: null });
    expect(status.find((s) => s.name === "fixture-off")).toMatchObject({ enabled: false, lastRunAt: null });
  });

  it("reads only the newest monthly HN thread's top-level comments, and only the clients in the freelancer thread", async () => {
    const now = Date.parse("2026-11-03T00:00:00Z");
    expect(await runSourceNow(bindings, db, "fixture-hn-hiring", now)).toMatchObject({ status: "done" });
    expect(await runSourceNow(bindings, db, "fixture-hn-freelance", now)).toMatchObject({ status: "done" });
    // the October thread, the reply to a job post and the deleted comment are not leads
    expect(await prospect("hackernews", "45600011")).toBeNull();
    expect(await prospect("hackernews", "46100099")).toBeNull();
    expect(await prospect("hackernews", "46100013")).toBeNull();
    // SEEKING WORK is another freelancer, not a client
    expect(await prospect("hackernews", "46100022")).toBeNull();

    expect(await prospect("hackernews", "46100011")).toMatchObject({
      company: "Lumen Health",
      name: "Priya",
      contact_handle: "lumen_ops",
      email: "priya@lumenhealth.io",
      remote: 1,
      signal_kind: "hiring",
      lead_rule: expect.stringContaining("only if they are personally interested in the job"),
    });
    // a 'HIRING:' prefix is not part of the company; onsite is not remote
    expect(await prospect("hackernews", "46100012")).toMatchObject({
      company: "Ferro Logistics",
      name: "",
      contact_handle: "hiring_ferro",
      remote: 0,
    });
    expect(await prospect("hackernews", "46100021")).toMatchObject({
      company: "Tidepool Studio",
      name: "Mia",
      contact_handle: "tidepool_mia",
      remote: 1,
      budget: "$4,000",
      timeline: "within 6 weeks",
      lead_rule: expect.stringContaining("looking for a freelancer"),
    });
    expect(await prospect("hackernews", "46100023")).toMatchObject({
      company: "swiftcart.example",
      phone: "+234 803 555 0142",
      email: "tunde@swiftcart.example",
      tech_stack: "React Native",
    });
  });

  it("keeps Remote OK's link back to each job and drops a link with any scheme but http(s)", async () => {
    const job = await prospect("remoteok", "1090001");
    expect(job).toMatchObject({
      company: "Northwind Goods",
      role: "Senior Shopify Developer (Contract)",
      source_url: "https://remoteok.com/remote-jobs/remote-senior-shopify-developer-northwind-goods-1090001",
      email: "dana@northwindgoods.example",
      name: "Dana",
      budget: "$60,000–$90,000 a year",
      remote: 1,
    });
    expect((await prospect("remoteok", "1090003"))?.source_url).toBe("");
  });

  it("removes a Reddit post's text when a later run finds it deleted", async () => {
    const now = Date.parse("2026-11-03T06:00:00Z");
    expect((await prospect("reddit", "r1"))?.signal_text).toContain("Shopify");
    const del = await fetch(`${inject("fixtureOrigin")}/reddit/__delete?id=r1`, { method: "POST" });
    expect(del.ok).toBe(true);
    expect(await runSourceNow(bindings, db, "fixture-reddit", now)).toMatchObject({ status: "done" });
    expect(await prospect("reddit", "r1")).toMatchObject({
      signal_text: "",
      bio: "",
      email: "",
      hidden: 1,
    });
    // the other post is untouched
    expect((await prospect("reddit", "r3"))?.signal_text).toContain("bookkeeper");
    expect(await runSourceNow(bindings, db, "no-such-source", now)).toBeNull();
  });
});
