import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, errorOf, ORIGIN, uniqueEmail } from "./helpers";

const waitlistRows = async (email: string) =>
  (await env.DB.prepare("select name from waitlist_entries where email = ?").bind(email).all<{ name: string }>())
    .results;

describe("JSON request bodies", () => {
  it("over 1 MB are refused with 413 and a clear message, whether declared or streamed", async () => {
    const email = uniqueEmail("big");
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10), email });
    const declared = await api("/api/waitlist", {
      method: "POST",
      json: undefined,
      body: big,
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toMatch(/larger than 1 MB/);

    // no Content-Length: the body arrives as a stream and is cut off at the limit
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(`{"email":"${email}","name":"`));
      },
      pull(c) {
        if (sent++ < 20) c.enqueue(chunk);
        else {
          c.enqueue(new TextEncoder().encode('"}'));
          c.close();
        }
      },
    });
    const streamed = await api("/api/waitlist", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json", origin: ORIGIN },
      // @ts-expect-error workerd's fetch needs this for a streamed request body
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
    expect(await waitlistRows(email)).toEqual([]);
  });

  it("must be one JSON object: an array, a bare value or broken JSON is refused and nothing is written", async () => {
    for (const body of ['[{"name":"A","email":"a@example.com"}]', '"hello"', "42", "null", '{"name": "A",']) {
      const res = await api("/api/waitlist", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", origin: ORIGIN },
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/must be a JSON object|not valid JSON/);
    }
    expect(await waitlistRows("a@example.com")).toEqual([]);
  });

  it("with a lone surrogate are refused; other text is stored in NFC", async () => {
    const bad = uniqueEmail("surrogate");
    const res = await api("/api/waitlist", {
      method: "POST",
      body: `{"name":"Ada \\ud800 Obi","email":"${bad}"}`,
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/broken character/);
    expect(await waitlistRows(bad)).toEqual([]);

    const good = uniqueEmail("nfc");
    const ok = await api("/api/waitlist", { json: { name: "Chloe\u0301 Okafor", email: good } });
    expect(ok.status).toBe(201);
    expect((await waitlistRows(good))[0]?.name).toBe("Chloé Okafor");
  });

  it("answer validation errors in words a person reads, not the validator's", async () => {
    const missing = await api("/api/auth/sign-in", { json: { email: "someone@example.com" } });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe("'password' is required.");
    const wrongType = await api("/api/auth/sign-in", { json: { email: "someone@example.com", password: 12345678 } });
    expect((await errorOf(wrongType)).message).toBe("Email and password are required");
  });
});

describe("API answers", () => {
  it("are no-store unless a route says otherwise, and carry a Permissions-Policy", async () => {
    const res = await api("/api/health");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    const unknown = await api("/api/nope");
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  });
});
