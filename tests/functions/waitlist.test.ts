import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../functions/worker";
import { type Answer, type Api, api, apiAs, errorOf, ORIGIN, uniqueEmail } from "./helpers";

type Stats = Answer<Api["waitlist"]["stats"]["$get"]>;

const rowsFor = async (emailNormalized: string) =>
  (
    await env.DB.prepare("select count(*) as n from waitlist_entries where email_normalized = ?")
      .bind(emailNormalized)
      .first<{ n: number }>()
  )?.n ?? 0;

const totalRows = async () =>
  (await env.DB.prepare("select count(*) as n from waitlist_entries").first<{ n: number }>())?.n ?? 0;

const waitlist = apiAs().waitlist;
const join = (name: string, email: string) => waitlist.$post({ json: { name, email } });
const stats = async () => (await waitlist.stats.$get()).json();

async function addPurchases(n: number, tag: string) {
  const stmt = env.DB.prepare(
    "insert into early_access_purchases (reference, email, amount, currency, paid_at, created_at) values (?, ?, 2500000, 'NGN', ?, ?)",
  );
  const now = Date.now();
  for (let i = 0; i < n; i += 50) {
    await env.DB.batch(
      Array.from({ length: Math.min(50, n - i) }, (_, k) =>
        stmt.bind(`${tag}-${i + k}`, `${tag}-${i + k}@example.com`, now, now),
      ),
    );
  }
}

/**
 * POST /api/waitlist straight into the Worker's fetch handler, with a real
 * execution context whose waitUntil work (the live notification) is awaited.
 * The burst test uses this instead of the client: the pool's loopback slows down
 * sharply past a few hundred requests, which measures the harness, not the Worker.
 */
async function joinDirect(name: string, email: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ name, email }),
    }) as never,
    env as never,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** Reads server-sent events from a response body, one parsed `data:` payload at a time. */
function sseReader(res: { body: ReadableStream | null }) {
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  let buffer = "";
  return {
    async next(timeoutMs = 5_000): Promise<Stats> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).trim())
            .join("\n");
          if (data) return JSON.parse(data) as Stats;
          continue;
        }
        const left = until - Date.now();
        if (left <= 0) throw new Error("no event in time");
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no event in time")), left)),
        ]);
        if (chunk.done) throw new Error("stream ended");
        buffer += dec.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe("POST /api/waitlist", () => {
  it("adds a new sign-up with 201", async () => {
    const email = uniqueEmail("join");
    const res = await waitlist.$post({ json: { name: "Ada Obi", email, whatsapp_phone: "+234 801 234 5678" } });
    expect(res.status).toBe(201);
    expect((await res.json()).id).toBeGreaterThan(0);
    const row = await env.DB.prepare("select name, email, whatsapp_phone from waitlist_entries where email = ?")
      .bind(email)
      .first();
    expect(row).toEqual({ name: "Ada Obi", email, whatsapp_phone: "+234 801 234 5678" });
  });

  it("rejects the same e-mail, trimmed and lower-cased, with 409 'already registered'", async () => {
    const email = uniqueEmail("dup");
    expect((await join("First", email)).status).toBe(201);
    for (const variant of [email, `  ${email.toUpperCase()}  `, email.replace(/^./, (c) => c.toUpperCase())]) {
      const res = await join("Again", variant);
      expect(res.status).toBe(409);
      const error = await errorOf(res);
      expect(error.code).toBe("already_registered");
      expect(error.message).toBe("This email is already on our waitlist!");
    }
    expect(await rowsFor(email.toLowerCase())).toBe(1);
  });

  it("rejects bad input with 400 and a clear message, and writes nothing", async () => {
    const before = await totalRows();
    const cases: [unknown, RegExp][] = [
      [{ name: "No Email" }, /valid email/],
      [{ name: "Bad Email", email: "not-an-email" }, /valid email/],
      [{ name: "", email: uniqueEmail("blank") }, /Full name is required/],
      [{ name: "   ", email: uniqueEmail("spaces") }, /Full name is required/],
      [{ name: "x".repeat(101), email: uniqueEmail("long") }, /at most 100/],
      [{ name: "Phone", email: uniqueEmail("phone"), whatsapp_phone: "call me" }, /international format/],
      [{ name: "Extra", email: uniqueEmail("extra"), status: "Converted" }, /.+/],
      [["not", "an", "object"], /.+/],
    ];
    // missing and unknown fields, a body that is not an object, broken JSON: raw requests
    for (const [json, message] of cases) {
      const res = await api("/api/waitlist", { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("validation_error");
      expect(error.message).toMatch(message);
    }
    const broken = await api("/api/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(await totalRows()).toBe(before);
  });

  it("keeps every one of 1,000 concurrent sign-ups with duplicates: no lost row, no duplicate, no 5xx", {
    timeout: 120_000,
  }, async () => {
    const tag = `burst-${Date.now().toString(36)}`;
    const unique = Array.from({ length: 700 }, (_, i) => `${tag}-${i}@example.com`);
    // 300 repeats of addresses from the same burst, some in another case or with spaces.
    const repeats = Array.from({ length: 300 }, (_, i) => {
      const e = unique[(i * 7) % unique.length]!;
      return i % 3 === 0 ? ` ${e.toUpperCase()} ` : e;
    });
    const before = await totalRows();
    const responses = await Promise.all([...unique, ...repeats].map((email, i) => joinDirect(`Burst ${i}`, email)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(700);
    expect(statuses.filter((s) => s === 409)).toHaveLength(300);
    expect(await totalRows()).toBe(before + 700);
    const dupes = await env.DB.prepare(
      "select email_normalized, count(*) as n from waitlist_entries where email_normalized like ? group by email_normalized having n > 1",
    )
      .bind(`${tag}-%`)
      .all();
    expect(dupes.results).toEqual([]);
  });
});

describe("GET /api/waitlist/stats", () => {
  it("counts the waitlist and the early-access spots, with remaining = max(0, 100 - purchases)", async () => {
    const start = await stats();
    expect(start.earlyAccess.spots).toBe(100);
    expect(start.earlyAccess.remaining).toBe(Math.max(0, 100 - start.earlyAccess.purchased));

    await join("Counted", uniqueEmail("count"));
    const afterJoin = await stats();
    expect(afterJoin.waitlistCount).toBe(start.waitlistCount + 1);

    await addPurchases(3, `stats-a-${Date.now()}`);
    const three = await stats();
    expect(three.earlyAccess.purchased).toBe(start.earlyAccess.purchased + 3);
    expect(three.earlyAccess.remaining).toBe(Math.max(0, 100 - three.earlyAccess.purchased));

    // Past 100 purchases the spots left stop at zero, never negative.
    await addPurchases(Math.max(0, 105 - three.earlyAccess.purchased), `stats-b-${Date.now()}`);
    const over = await stats();
    expect(over.earlyAccess.purchased).toBeGreaterThanOrEqual(105);
    expect(over.earlyAccess.remaining).toBe(0);
    expect(over.waitlistCount).toBe(afterJoin.waitlistCount);
  });

  it("is never cached", async () => {
    const res = await waitlist.stats.$get();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/waitlist/live", () => {
  it("streams the current counts at once and a new event after a sign-up", async () => {
    const res = await waitlist.live.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const events = sseReader(res);
    try {
      const first = await events.next();
      expect(first).toEqual(await stats());

      expect((await join("Live", uniqueEmail("live"))).status).toBe(201);
      let next = await events.next();
      // Other sign-ups in flight may send an event first; the count only grows.
      while (next.waitlistCount < first.waitlistCount + 1) next = await events.next();
      expect(next.waitlistCount).toBe(first.waitlistCount + 1);
      expect(next.earlyAccess).toEqual(first.earlyAccess);
    } finally {
      await events.cancel();
    }
  });

  it("sends the same event to every open stream", async () => {
    const a = sseReader(await waitlist.live.$get());
    const b = sseReader(await waitlist.live.$get());
    try {
      const start = (await a.next()).waitlistCount;
      await b.next();
      await join("Fan Out", uniqueEmail("fan"));
      let fromA = await a.next();
      while (fromA.waitlistCount < start + 1) fromA = await a.next();
      let fromB = await b.next();
      while (fromB.waitlistCount < start + 1) fromB = await b.next();
      expect(fromA).toEqual(fromB);
    } finally {
      await a.cancel();
      await b.cancel();
    }
  });
});
