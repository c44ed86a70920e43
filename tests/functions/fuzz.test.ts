import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../functions/worker";
import { adminSession } from "./admin-helpers";
import { api, ORIGIN, signUp } from "./helpers";

/**
 * Hostile input for every operation of the OpenAPI document, so a new endpoint
 * is fuzzed without new test code: malformed and oversized bodies, odd types,
 * prototype keys, broken Unicode, wrong content types and origins, strange path
 * ids and query strings; anonymous, as a user and as an admin. Every answer
 * must be below 500 and carry no stack or SQL, and a refused request (4xx) must
 * not change the stored rows. FUZZ_RUNS cases per operation (10 by default, 300 in npm test, 10,000 in npm run fuzz).
 */
const RUNS = inject("fuzzRuns");

type Doc = { paths: Record<string, Record<string, { requestBody?: unknown }>> };
type Op = { method: string; path: string };

// Bookkeeping a refused request is meant to write: attempts, locks, counters, the audit trail.
const BOOKKEEPING = new Set([
  "audit_log",
  "sign_in_throttle",
  "rate_limits",
  "otp_activity_log",
  "otp_sends",
  "otp_codes",
]);
let tables: string[] = [];
async function snapshot() {
  const sql = tables.map((t) => `(select count(*) from "${t}")`).join(" || ',' || ");
  const row = await env.DB.prepare(`select ${sql} as s`).first<{ s: string }>();
  return row?.s ?? "";
}

const leak = /(\bat\s+\S+\s+\(|SQLITE_|D1_ERROR|SqliteError|TypeError|ReferenceError|\bselect\b.+\bfrom\b|stack)/i;

const ids = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom("0", "999999999999", "1e3", "abc", "..%2f..", "%00", "1;drop table users", "__proto__", " 1", "NaN"),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "\ud800",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "' or 1=1 --",
    "a".repeat(5000),
    "\u0000",
    "%s%s%n",
  ),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("__proto__", "constructor", "email", "id")),
      tie("v"),
      {
        maxKeys: 5,
      },
    ),
  ),
})).v;
const knownKeys = [
  "email",
  "password",
  "name",
  "query",
  "plan",
  "tone",
  "stage",
  "revenue",
  "code",
  "hidden",
  "subject",
  "message",
  "prospectId",
  "body",
  "status",
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...knownKeys), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  value.map((v) => JSON.stringify(v) ?? "null"),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', "[", '{"a":', "\ud800", ""),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "",
);
const origin = fc.constantFrom(ORIGIN, ORIGIN, "https://evil.example", "");
const query = fc.dictionary(
  fc.constantFrom("q", "page", "tab", "limit", "status", "search", "id", "x"),
  hostileString,
  { maxKeys: 3 },
);

/**
 * One case, straight into the Worker's fetch handler with its own execution
 * context (its waitUntil work awaited), not through the pool's loopback
 * (`api()`): every request through the loopback made the next one slower, so
 * a long run crawled and then stalled at full CPU after a thousand-odd cases,
 * which measured the harness, not the Worker.
 */
async function direct(path: string, init: RequestInit) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, redirect: "manual" }) as never,
    env as never,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
  return res as unknown as Response;
}

/**
 * The promise's value, or null after 15 s. The timer is cleared either way:
 * workerd caps the timers one test may hold, and thousands of cases each
 * leaving a 15-second timer behind hit that cap.
 */
async function withinDeadline<T>(promise: Promise<T>, ms = 15_000): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<null>((r) => (timer = setTimeout(() => r(null), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

let ops: Op[] = [];
const who: Record<string, string> = { anonymous: "" };

beforeAll(async () => {
  const doc = (await (await api("/api/openapi.json")).json()) as Doc;
  ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
  const rows = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_%' escape '\\' and name not like '%fts%' and name not like 'd1_%'",
  ).all<{ name: string }>();
  tables = rows.results.map((r) => r.name).filter((t) => !BOOKKEEPING.has(t));
  who.user = (await signUp()).cookie;
  who.admin = (await adminSession("super_admin")).cookie;
});

describe("fuzzing every operation of the API document", () => {
  it("finds operations to fuzz", () => {
    expect(ops.length).toBeGreaterThan(40);
  });

  it("answers every hostile request below 500, without a stack or SQL, and a refused one changes no rows", {
    // About 0.1-0.2 s a case on this runtime; `npm run fuzz` asks for hours.
    timeout: Math.max(600_000, RUNS * 60_000),
  }, async () => {
    const failures: string[] = [];
    const slow: [string, number][] = [];
    for (const op of ops) {
      const started = Date.now();
      // Signing out would end the sessions the other cases use.
      if (/sign-out/.test(op.path)) continue;
      // Long runs (npm run fuzz) say where they are, so a stall names its operation.
      if (RUNS > 10) console.log(`fuzz: ${op.method} ${op.path} (${RUNS} cases) at ${new Date().toISOString()}`);
      await fc.assert(
        fc.asyncProperty(
          fc.record({ id: ids, body, contentType, origin, query, as: fc.constantFrom("anonymous", "user", "admin") }),
          async (c) => {
            const path = op.path.replace(/\{[^}]+\}/g, c.id);
            const qs = new URLSearchParams(c.query).toString();
            const headers: Record<string, string> = {};
            if (c.contentType) headers["content-type"] = c.contentType;
            if (c.origin) headers.origin = c.origin;
            if (who[c.as]) headers.cookie = who[c.as]!;
            const before = await snapshot();
            const where = `${op.method} ${path} as ${c.as}`;
            let res: Response;
            try {
              const answer = direct(`${path}${qs ? `?${qs}` : ""}`, {
                method: op.method,
                headers,
                body: op.method === "GET" ? undefined : c.body,
              });
              // A request that never answers is a failure too (and must not stall the suite).
              const first = await withinDeadline(answer);
              if (!first) {
                failures.push(`${where}: no answer in 15 s for ${JSON.stringify(c).slice(0, 160)}`);
                return true;
              }
              res = first;
            } catch (err) {
              failures.push(`${where}: threw ${(err as Error).message} for ${JSON.stringify(c.body).slice(0, 120)}`);
              return true;
            }
            // A live stream (the waitlist's server-sent events) never ends: its headers are the answer.
            const streaming = (res.headers.get("content-type") ?? "").includes("text/event-stream");
            if (streaming) await res.body?.cancel();
            const text = streaming ? "" : ((await withinDeadline(res.text())) ?? "<body never ended>");
            if (text === "<body never ended>") failures.push(`${where}: body never ended (${res.status})`);
            if (res.status >= 500) failures.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
            if (leak.test(text) && !(res.headers.get("content-type") ?? "").includes("text/html"))
              failures.push(`${where}: leaks ${text.slice(0, 200)}`);
            if (res.status >= 400 && res.status < 500 && (await snapshot()) !== before)
              failures.push(`${where}: a refused request (${res.status}) changed stored rows`);
            return true;
          },
        ),
        { numRuns: RUNS, seed: 20261123 },
      );
      slow.push([`${op.method} ${op.path}`, Date.now() - started]);
    }
    console.log("fuzz: slowest operations (ms)", JSON.stringify(slow.sort((a, b) => b[1] - a[1]).slice(0, 12)));
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
