import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type Answer, type Api, answerOf, api, apiAs, errorOf } from "./helpers";

const PATH = "/api/webhooks/paystack";
type Delivered = Answer<Api["webhooks"]["paystack"]["$post"]>;
/** The counts /api/waitlist/stats answers; the live stream sends the same object in each event. */
type Stats = Answer<Api["waitlist"]["stats"]["$get"]>;

async function sign(body: string, secret = env.PAYSTACK_SECRET_KEY) {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(body)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

let n = 0;
const reference = () => `T${Date.now().toString(36)}${n++}`;

/** A charge.success event in Paystack's wire format (amount in kobo), trimmed to the fields that matter. */
function chargeSuccess(ref: string, email = "buyer@example.com") {
  return {
    event: "charge.success",
    data: {
      id: 302961,
      domain: "live",
      status: "success",
      reference: ref,
      amount: 2_500_000,
      gateway_response: "Approved",
      paid_at: "2026-03-02T09:15:41.000Z",
      created_at: "2026-03-02T09:14:02.000Z",
      channel: "card",
      currency: "NGN",
      customer: { id: 68324, first_name: "Ada", last_name: "Obi", email, customer_code: "CUS_qo38as2hpsgk2r0" },
      metadata: { offer: "early-access" },
    },
  };
}

/** POSTs the exact bytes as Paystack does: JSON, no Origin, the signature header unless told otherwise. */
async function deliver(body: string, signature?: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const sig = signature === undefined ? await sign(body) : signature;
  if (sig !== null) headers["x-paystack-signature"] = sig;
  return api(PATH, { method: "POST", headers, body });
}

const purchasesFor = async (ref: string) =>
  (
    await env.DB.prepare("select * from early_access_purchases where reference = ?")
      .bind(ref)
      .all<{ email: string; amount: number; currency: string; paid_at: number }>()
  ).results;

const totalPurchases = async () =>
  (await env.DB.prepare("select count(*) as n from early_access_purchases").first<{ n: number }>())?.n ?? 0;

describe("POST /api/webhooks/paystack", () => {
  it("records a charge.success with a good signature once, with its e-mail, amount, currency and paid_at", async () => {
    const ref = reference();
    const res = await deliver(JSON.stringify(chargeSuccess(ref, "Buyer.One@Example.com")));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, recorded: true });
    const rows = await purchasesFor(ref);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "buyer.one@example.com", amount: 2_500_000, currency: "NGN" });
    expect(rows[0]!.paid_at).toBe(Date.parse("2026-03-02T09:15:41.000Z"));

    const again = await deliver(JSON.stringify(chargeSuccess(ref)));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, recorded: false });
    expect(await purchasesFor(ref)).toHaveLength(1);
  });

  it("records one purchase when the same event arrives 100 times at once", async () => {
    const ref = reference();
    const body = JSON.stringify(chargeSuccess(ref));
    const responses = await Promise.all(Array.from({ length: 100 }, () => deliver(body)));
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
    const recorded = await Promise.all(responses.map(async (r) => ((await r.json()) as Delivered).recorded));
    expect(recorded.filter(Boolean)).toHaveLength(1);
    expect(await purchasesFor(ref)).toHaveLength(1);
  });

  it("refuses a missing, wrong or re-keyed signature with 401 and writes nothing", async () => {
    const before = await totalPurchases();
    const ref = reference();
    const body = JSON.stringify(chargeSuccess(ref));
    const good = await sign(body);
    const cases: (string | null)[] = [
      null,
      "",
      "deadbeef",
      await sign(body, "sk_test_some_other_key"),
      `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`,
      await sign(`${body} `), // signed for other bytes
    ];
    for (const signature of cases) {
      const res = await deliver(body, signature);
      expect(res.status, String(signature)).toBe(401);
      expect((await errorOf(res)).code).toBe("invalid_signature");
    }
    // The same JSON re-serialised differently is other bytes: the signature of the original no longer fits.
    const reformatted = JSON.stringify(chargeSuccess(ref), null, 2);
    expect((await deliver(reformatted, good)).status).toBe(401);
    expect(await purchasesFor(ref)).toEqual([]);
    expect(await totalPurchases()).toBe(before);
  });

  it("acknowledges other events with 200 and records nothing", async () => {
    const before = await totalPurchases();
    for (const event of ["transfer.success", "refund.processed", "charge.dispute.create"]) {
      const res = await deliver(JSON.stringify({ event, data: { reference: reference(), amount: 100 } }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, recorded: false });
    }
    expect(await totalPurchases()).toBe(before);
  });

  it("answers 400 to a signed body that is not a usable event, and writes nothing", async () => {
    const before = await totalPurchases();
    const noEmail = chargeSuccess(reference()) as { data: { customer: Partial<{ email: string }> } };
    delete noEmail.data.customer.email;
    for (const body of ["{not json", JSON.stringify([1, 2]), JSON.stringify(noEmail)]) {
      expect((await deliver(body)).status, body.slice(0, 40)).toBe(400);
    }
    expect(await totalPurchases()).toBe(before);
  });

  it("needs no browser Origin or JSON-only exemption beyond its own path", async () => {
    // The raw-body exemption is for this path only; other routes still insist on JSON.
    const res = await api("/api/waitlist", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    expect(res.status).toBe(415);
  });

  it("moves the early-access spots left: each new purchase takes one", async () => {
    const stats = async () => answerOf(await apiAs().waitlist.stats.$get(), 200);
    const before = await stats();
    await deliver(JSON.stringify(chargeSuccess(reference())));
    await deliver(JSON.stringify(chargeSuccess(reference())));
    const after = await stats();
    expect(after.earlyAccess.purchased).toBe(before.earlyAccess.purchased + 2);
    expect(after.earlyAccess.remaining).toBe(Math.max(0, 100 - after.earlyAccess.purchased));
  });

  it("pushes the new spots left to open live streams", async () => {
    const res = await apiAs().waitlist.live.$get();
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let buffer = "";
    const nextEvent = async () => {
      for (;;) {
        const m = buffer.match(/data: (.*)\n\n/);
        if (m) {
          buffer = buffer.slice(buffer.indexOf(m[0]) + m[0].length);
          return JSON.parse(m[1]!) as Stats;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error("stream ended");
        buffer += dec.decode(chunk.value, { stream: true });
      }
    };
    try {
      const first = await nextEvent();
      await deliver(JSON.stringify(chargeSuccess(reference())));
      let next = await nextEvent();
      while (next.earlyAccess.purchased < first.earlyAccess.purchased + 1) next = await nextEvent();
      expect(next.earlyAccess.purchased).toBe(first.earlyAccess.purchased + 1);
      expect(next.earlyAccess.remaining).toBe(Math.max(0, 100 - next.earlyAccess.purchased));
    } finally {
      await reader.cancel();
    }
  });

  it("is documented in the OpenAPI document with its signature header", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
    };
    const op = doc.paths[PATH]?.post;
    expect(op?.parameters?.map((p) => p.name)).toContain("x-paystack-signature");
    expect(op?.requestBody).toBeDefined();
    expect(doc.paths["/api/waitlist/live"]?.get).toBeDefined();
  });
});
