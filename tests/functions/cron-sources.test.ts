import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../functions/worker";

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

describe("the cron job's prospect sources", () => {
  it("fetch each enabled source, import it, skip what is not due, and change nothing on a second run", async () => {
    const t0 = Date.parse("2026-11-01T00:00:00Z");
    await tick(t0);
    expect(await count("hackernews")).toBe(3);
    expect(await count("reddit")).toBe(2);
    expect(await count("rss")).toBe(2);
    const runs = await env.DB.prepare(
      "select label, status, inserted from prospect_imports where kind = 'connector' order by id",
    ).all<{ label: string; status: string; inserted: number }>();
    expect(runs.results).toEqual([
      { label: "fixture-hn", status: "done", inserted: 3 },
      { label: "fixture-reddit", status: "done", inserted: 2 },
      { label: "fixture-rss", status: "done", inserted: 2 },
      { label: "fixture-down", status: "failed", inserted: 0 },
    ]);

    // 15 minutes later nothing is due but the failed source, which is retried
    await tick(t0 + 15 * 60_000);
    const after = await env.DB.prepare("select count(*) as n from prospect_imports where kind = 'connector'").first<{
      n: number;
    }>();
    expect(after?.n).toBe(5);

    // an hour later everything is due again: same data, nothing inserted or updated
    const before = await env.DB.prepare("select count(*) as n, max(updated_at) as u from prospects").first<{
      n: number;
      u: number;
    }>();
    await tick(t0 + 61 * 60_000);
    const again = await env.DB.prepare("select count(*) as n, max(updated_at) as u from prospects").first<{
      n: number;
      u: number;
    }>();
    expect(again).toEqual(before);
    const last = await env.DB.prepare(
      "select label, inserted, updated from prospect_imports where kind = 'connector' order by id desc limit 4",
    ).all();
    expect(last.results.map((r) => [r.inserted, r.updated])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});
