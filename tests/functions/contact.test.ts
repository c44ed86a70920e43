import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, apiAs, errorOf, uniqueEmail } from "./helpers";

const helpRequestsFrom = async (email: string) =>
  (
    await env.DB.prepare("select name, email, subject, message, status from help_requests where email = ?")
      .bind(email)
      .all()
  ).results;

describe("POST /api/contact", () => {
  it("files a help request for the support inbox and answers 201", async () => {
    const email = uniqueEmail("contact");
    const res = await apiAs().contact.$post({
      json: { name: "  Ada Obi ", email: `  ${email.toUpperCase()} `, subject: "Pricing", message: "Do you invoice?" },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(await helpRequestsFrom(email)).toEqual([
      { name: "Ada Obi", email, subject: "Pricing", message: "Do you invoice?", status: "pending" },
    ]);
  });

  it("rejects bad input with 400 and a clear message, and writes nothing", async () => {
    const email = uniqueEmail("contact-bad");
    const good = { name: "Ada", email, subject: "Hello", message: "A question" };
    const cases: [unknown, RegExp][] = [
      [{ ...good, name: "" }, /Name is required/],
      [{ ...good, email: "nope" }, /valid email/],
      [{ ...good, subject: "   " }, /Subject is required/],
      [{ ...good, message: undefined }, /Message is required/],
      [{ ...good, message: "x".repeat(5001) }, /at most 5000/],
      [{ ...good, status: "resolved" }, /.+/],
    ];
    // among them a missing and an unknown field: raw requests
    for (const [json, message] of cases) {
      const res = await api("/api/contact", { json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect((await errorOf(res)).message).toMatch(message);
    }
    expect(await helpRequestsFrom(email)).toEqual([]);
  });

  it("refuses a form post from another site", async () => {
    const res = await apiAs().contact.$post(
      { json: { name: "Ada", email: uniqueEmail("x"), subject: "s", message: "m" } },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
  });
});
