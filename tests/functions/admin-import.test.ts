import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ImportReport } from "#db/validation/responses";
import { adminSession } from "./admin-helpers";
import { answerOf, api, apiAs, errorOf, ORIGIN, signUp } from "./helpers";

const csv = [
  "company,role,signalKind,signalText,signalDate,location",
  "Upload One,Designer,hiring,Hiring a product designer,2026-06-01,Berlin",
  "Upload Two,,launch,Launched an invoicing app,2026-06-02,",
  ",,hiring,No company here,2026-06-03,",
].join("\n");

/** The upload is the file's own bytes, not JSON: a raw request. */
const upload = (body: BodyInit, cookie: string, format = "csv", headers: Record<string, string> = {}) =>
  api(`/api/admin/prospects/import?format=${format}&name=test.csv`, {
    method: "POST",
    body,
    cookie,
    headers: { "content-type": "text/csv", origin: ORIGIN, ...headers },
  });

describe("POST /api/admin/prospects/import", () => {
  it("imports a CSV, reports rows in = inserted + rejected with reasons, and changes nothing the second time", async () => {
    const { cookie } = await adminSession();
    const res = await upload(csv, cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    // Parsed with the documented schema, so the OpenAPI document cannot drift from the answer.
    expect(v.parse(ImportReport, await res.json())).toMatchObject({
      rowsIn: 3,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      rejected: 1,
      rejections: [{ row: 3, reason: "company is required" }],
    });
    const again = await upload(csv, cookie);
    expect(v.parse(ImportReport, await again.json())).toMatchObject({
      rowsIn: 3,
      inserted: 0,
      updated: 0,
      unchanged: 2,
      rejected: 1,
    });
    const list = await answerOf(await apiAs(cookie).admin.prospects.imports.$get(), 200);
    expect(list.imports[0]).toMatchObject({ status: "done", rowsIn: 3 });
    const n = await env.DB.prepare("select count(*) as n from prospects where company like 'Upload %'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(2);
  });

  it("imports a source's own format", async () => {
    const { cookie } = await adminSession();
    const items = [
      {
        id: 777001,
        by: "x",
        time: 1767369853,
        source: "who_is_hiring",
        text: "Gamma Labs | Backend Engineer | Remote | Full-time<p>We build things.",
      },
      {
        id: 777002,
        by: "y",
        time: 1767369853,
        source: "who_is_hiring",
        text: "Delta Works | Frontend Engineer | Berlin | Full-time<p>We're a 16-person team hiring 2 engineers.",
      },
    ]
      .map((i) => JSON.stringify(i))
      .join("\n");
    const res = await upload(items, cookie, "hackernews", { "content-type": "application/x-ndjson" });
    expect(await res.json()).toMatchObject({ rowsIn: 2, inserted: 2 });
    // The head count a post states is its team size; a post stating none has none.
    const sizes = await env.DB.prepare(
      "select company, company_size as size from prospects where source_id in ('777001', '777002') order by company",
    ).all<{ company: string; size: string }>();
    expect(sizes.results).toEqual([
      { company: "Delta Works", size: "11-50" },
      { company: "Gamma Labs", size: "" },
    ]);
  });

  it("refuses a declared 50 MB + 1 byte upload with 413 before reading it", async () => {
    const { cookie } = await adminSession();
    const res = await upload("company\n", cookie, "csv", { "content-length": String(50 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
  });

  it("refuses an upload that passes 50 MB while streaming, without a declared length", {
    timeout: 60_000,
  }, async () => {
    const { cookie } = await adminSession();
    // 64 KiB of blanks at a time: cheap to read, so the test measures the limit, not the parser.
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 50 * 1024 * 1024 + 128 * 1024) controller.close();
        else {
          controller.enqueue(chunk);
          sent += chunk.byteLength;
        }
      },
    });
    const before = await env.DB.prepare("select count(*) as n from prospects").first<{ n: number }>();
    const res = await upload(body, cookie, "json", { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe("The file is larger than 50 MB.");
    const after = await env.DB.prepare("select count(*) as n from prospects").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("answers 400 for an unknown format, 403 for a moderator and 401 for a user session or none", async () => {
    const { cookie } = await adminSession();
    expect((await upload(csv, cookie, "xml")).status).toBe(400);
    // prospect data is content, which super admins manage (README, admin roles)
    const mod = await adminSession("moderator");
    expect((await upload(csv, mod.cookie)).status).toBe(403);
    expect((await apiAs(mod.cookie).admin.prospects.imports.$get()).status).toBe(403);
    const user = await signUp();
    expect((await upload(csv, user.cookie)).status).toBe(401);
    expect((await upload(csv, "")).status).toBe(401);
  });
});
