/**
 * A local stand-in for Paystack's API, speaking its wire format: the
 * `{status, message, data}` envelope, Bearer secret-key auth, and the calls
 * Leadsmith makes (transaction initialize and verify, subscription create and
 * disable, refund). Its payment page (`/checkout/<access_code>`) has a Pay
 * button that completes the transaction and sends the browser to the
 * callback URL. The webhooks Paystack would send are signed with the secret
 * key (hex HMAC-SHA512 of the body), kept for the tests to read or deliver,
 * and POSTed to `webhookUrl` when one is given (end-to-end runs).
 *
 * Test-only controls under `/__`: `POST /__pay/<reference>` pays as a browser
 * would, `POST /__event` signs any event, `GET /__state` shows everything.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInPlan = { name: string; amount: number; currency: string; interval: "monthly" };

export const TEST_PLANS: Record<string, StandInPlan> = {
  PLN_pro_test: { name: "Pro", amount: 2_900, currency: "USD", interval: "monthly" },
  PLN_agency_test: { name: "Agency", amount: 9_900, currency: "USD", interval: "monthly" },
  PLN_pro_early_test: { name: "Pro (early access)", amount: 2_175, currency: "USD", interval: "monthly" },
  PLN_agency_early_test: { name: "Agency (early access)", amount: 7_425, currency: "USD", interval: "monthly" },
};

/** The plan-code bindings that match TEST_PLANS. */
export const TEST_PLAN_BINDINGS = {
  PAYSTACK_PLAN_PRO: "PLN_pro_test",
  PAYSTACK_PLAN_AGENCY: "PLN_agency_test",
  PAYSTACK_PLAN_PRO_EARLY: "PLN_pro_early_test",
  PAYSTACK_PLAN_AGENCY_EARLY: "PLN_agency_early_test",
};

type Transaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  plan: string | null;
  metadata: unknown;
  callbackUrl: string | null;
  status: "abandoned" | "success" | "failed" | "reversed";
  paidAt: string | null;
  createdAt: string;
};

type Subscription = {
  code: string;
  emailToken: string;
  customerCode: string;
  email: string;
  plan: string;
  authorization: string;
  status: "active" | "non-renewing" | "cancelled" | "complete";
  nextPaymentDate: string;
};

export type SignedWebhook = { event: string; body: string; signature: string; delivered: number | null };

export type StandInOptions = {
  secret: string;
  webhookUrl?: string;
  port?: number;
  plans?: Record<string, StandInPlan>;
};

export type StandIn = {
  origin: string;
  server: Server;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

function addMonth(iso: string) {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
}

export function signPaystack(secret: string, body: string) {
  return createHmac("sha512", secret).update(body).digest("hex");
}

export async function startPaystackStandIn(options: StandInOptions): Promise<StandIn> {
  const plans = options.plans ?? TEST_PLANS;
  const transactions = new Map<string, Transaction>();
  const subscriptions = new Map<string, Subscription>();
  const customers = new Map<string, { code: string; id: number }>();
  const authorizations = new Map<string, string>(); // email -> AUTH_
  const refunds: { transaction: string; amount: number; currency: string }[] = [];
  const webhooks: SignedWebhook[] = [];
  let nextId = 1000;
  let origin = "";

  const customerOf = (email: string) => {
    let c = customers.get(email);
    if (!c) {
      c = { code: id("CUS"), id: nextId++ };
      customers.set(email, c);
    }
    return c;
  };
  const authorizationOf = (email: string) => {
    let a = authorizations.get(email);
    if (!a) {
      a = id("AUTH");
      authorizations.set(email, a);
    }
    return a;
  };
  const customerJson = (email: string) => {
    const c = customerOf(email);
    return { id: c.id, first_name: null, last_name: null, email, customer_code: c.code, phone: null, metadata: null };
  };
  const authorizationJson = (email: string) => ({
    authorization_code: authorizationOf(email),
    bin: "408408",
    last4: "4081",
    exp_month: "12",
    exp_year: "2030",
    channel: "card",
    card_type: "visa ",
    bank: "TEST BANK",
    country_code: "NG",
    brand: "visa",
    reusable: true,
    signature: id("SIG"),
  });
  const planJson = (code: string | null) => {
    const p = code ? plans[code] : undefined;
    return p && code
      ? {
          name: p.name,
          plan_code: code,
          description: null,
          amount: p.amount,
          interval: p.interval,
          currency: p.currency,
        }
      : {};
  };
  const subscriptionJson = (s: Subscription) => ({
    domain: "test",
    status: s.status,
    subscription_code: s.code,
    email_token: s.emailToken,
    amount: plans[s.plan]?.amount ?? 0,
    cron_expression: "0 0 1 * *",
    next_payment_date: s.status === "active" ? s.nextPaymentDate : null,
    open_invoice: null,
    plan: planJson(s.plan),
    authorization: authorizationJson(s.email),
    customer: customerJson(s.email),
    created_at: new Date().toISOString(),
  });
  const transactionJson = (t: Transaction) => ({
    id: t.id,
    domain: "test",
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    message: null,
    gateway_response: t.status === "success" ? "Successful" : "The transaction was not completed",
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: "card",
    currency: t.currency,
    metadata: t.metadata ?? "",
    fees: Math.round(t.amount * 0.015),
    customer: customerJson(t.email),
    authorization: t.status === "abandoned" ? {} : authorizationJson(t.email),
    plan: t.plan,
    plan_object: planJson(t.plan),
  });

  /** Signs an event as Paystack does, keeps it, and delivers it when a webhook URL is set. */
  async function emit(event: string, data: unknown) {
    const body = JSON.stringify({ event, data });
    const hook: SignedWebhook = { event, body, signature: signPaystack(options.secret, body), delivered: null };
    webhooks.push(hook);
    if (options.webhookUrl) {
      try {
        const res = await fetch(options.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "x-paystack-signature": hook.signature },
          body,
        });
        hook.delivered = res.status;
      } catch {
        hook.delivered = 0;
      }
    }
    return hook;
  }

  function createSubscriptionFor(email: string, plan: string, startDate?: string) {
    const now = new Date().toISOString();
    const s: Subscription = {
      code: id("SUB"),
      emailToken: id("TKN"),
      customerCode: customerOf(email).code,
      email,
      plan,
      authorization: authorizationOf(email),
      status: "active",
      nextPaymentDate: startDate ?? addMonth(now),
    };
    subscriptions.set(s.code, s);
    return s;
  }

  /** What happens when the customer pays: the charge, then (for a plan) the subscription, each with its webhook. */
  async function pay(reference: string, outcome: "success" | "failed" = "success") {
    const t = transactions.get(reference);
    if (!t) return null;
    if (t.status !== "abandoned") return { transaction: t, webhooks: [] as SignedWebhook[] };
    const sent: SignedWebhook[] = [];
    if (outcome === "failed") {
      t.status = "failed";
      return { transaction: t, webhooks: sent };
    }
    t.status = "success";
    t.paidAt = new Date().toISOString();
    const charge = transactionJson(t);
    sent.push(await emit("charge.success", { ...charge, plan: planJson(t.plan) }));
    if (t.plan) {
      const s = createSubscriptionFor(t.email, t.plan);
      sent.push(await emit("subscription.create", subscriptionJson(s)));
    }
    return { transaction: t, webhooks: sent };
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const ok = (message: string, data: unknown) => json(200, { status: true, message, data });
    const fail = (status: number, message: string) => json(status, { status: false, message });
    let body: Record<string, unknown> = {};
    if (raw && (req.headers["content-type"] ?? "").includes("json")) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return fail(400, "Invalid JSON");
      }
    } else if (raw) {
      body = Object.fromEntries(new URLSearchParams(raw));
    }

    // The payment page a browser is sent to, and its Pay / Cancel buttons.
    const page = url.pathname.match(/^\/checkout\/([^/]+)(\/pay|\/cancel)?$/);
    if (page) {
      const t = [...transactions.values()].find((x) => x.accessCode === page[1]);
      if (!t) return res.writeHead(404, { "content-type": "text/html" }).end("<h1>Payment page not found</h1>");
      const back = () => {
        const target = new URL(t.callbackUrl ?? `${origin}/done`);
        target.searchParams.set("trxref", t.reference);
        target.searchParams.set("reference", t.reference);
        res.writeHead(302, { location: target.toString() }).end();
      };
      if (page[2] === "/pay" && req.method === "POST") {
        await pay(t.reference);
        return back();
      }
      if (page[2] === "/cancel") return back();
      const money = `${(t.amount / 100).toFixed(2)} ${t.currency}`;
      return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
        `<!doctype html><html lang="en"><head><title>Paystack Checkout (stand-in)</title></head><body>
<main><h1>Pay ${money}</h1><p>${t.email}</p><p>Plan: ${t.plan ?? "one-off payment"}</p>
<form method="post" action="/checkout/${t.accessCode}/pay"><button type="submit">Pay ${money}</button></form>
<p><a href="/checkout/${t.accessCode}/cancel">Cancel payment</a></p></main></body></html>`,
      );
    }

    // Test controls.
    if (url.pathname === "/__state") {
      return json(200, {
        transactions: [...transactions.values()],
        subscriptions: [...subscriptions.values()],
        refunds,
        webhooks,
      });
    }
    const payRoute = url.pathname.match(/^\/__pay\/(.+)$/);
    if (payRoute && req.method === "POST") {
      const result = await pay(decodeURIComponent(payRoute[1]!), body.outcome === "failed" ? "failed" : "success");
      return result ? json(200, { webhooks: result.webhooks }) : fail(404, "Transaction reference not found");
    }
    if (url.pathname === "/__event" && req.method === "POST") {
      return json(200, await emit(String(body.event), body.data));
    }
    if (url.pathname === "/__subscription-event" && req.method === "POST") {
      // Paystack's own subscription events, for a subscription it holds: not_renew, disable, invoice.payment_failed.
      const s = subscriptions.get(String(body.code));
      if (!s) return fail(404, "Subscription not found");
      const event = String(body.event);
      if (event === "subscription.not_renew") s.status = "non-renewing";
      if (event === "subscription.disable") s.status = body.status === "complete" ? "complete" : "cancelled";
      const data =
        event === "invoice.payment_failed"
          ? {
              domain: "test",
              invoice_code: id("INV"),
              amount: plans[s.plan]?.amount ?? 0,
              period_start: new Date().toISOString(),
              period_end: s.nextPaymentDate,
              status: "failed",
              paid: false,
              subscription: subscriptionJson(s),
              customer: customerJson(s.email),
              authorization: authorizationJson(s.email),
            }
          : subscriptionJson(s);
      return json(200, await emit(event, data));
    }

    if (req.headers.authorization !== `Bearer ${options.secret}`) return fail(401, "Invalid key");

    if (url.pathname === "/transaction/initialize" && req.method === "POST") {
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      if (!email.includes("@")) return fail(400, "Invalid Email Address Passed");
      const plan = typeof body.plan === "string" && body.plan ? body.plan : null;
      if (plan && !plans[plan]) return fail(400, "Plan not found");
      const amount = plan ? plans[plan]!.amount : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) return fail(400, "Invalid Amount Sent");
      const reference = typeof body.reference === "string" && body.reference ? body.reference : id("T");
      if (transactions.has(reference)) return fail(400, "Duplicate Transaction Reference");
      const t: Transaction = {
        id: nextId++,
        reference,
        accessCode: randomBytes(8).toString("hex"),
        email,
        amount,
        currency: plan ? plans[plan]!.currency : typeof body.currency === "string" ? body.currency : "NGN",
        plan,
        metadata: body.metadata ?? null,
        callbackUrl: typeof body.callback_url === "string" ? body.callback_url : null,
        status: "abandoned",
        paidAt: null,
        createdAt: new Date().toISOString(),
      };
      transactions.set(reference, t);
      return ok("Authorization URL created", {
        authorization_url: `${origin}/checkout/${t.accessCode}`,
        access_code: t.accessCode,
        reference,
      });
    }
    const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
    if (verify && req.method === "GET") {
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (!t) return fail(400, "Transaction reference not found");
      return ok("Verification successful", transactionJson(t));
    }
    if (url.pathname === "/subscription" && req.method === "POST") {
      const customer = String(body.customer ?? "");
      const email = [...customers.entries()].find(([e, c]) => c.code === customer || e === customer)?.[0];
      const plan = String(body.plan ?? "");
      if (!email) return fail(400, "Customer not found");
      if (!plans[plan]) return fail(400, "Plan not found");
      if (body.authorization !== undefined && body.authorization !== authorizationOf(email)) {
        return fail(400, "Authorization code is invalid");
      }
      const start = typeof body.start_date === "string" ? body.start_date : undefined;
      const s = createSubscriptionFor(email, plan, start);
      await emit("subscription.create", subscriptionJson(s));
      return ok("Subscription successfully created", {
        customer: customerOf(email).id,
        plan: plans[plan],
        integration: 1,
        domain: "test",
        start: Math.floor(Date.parse(start ?? new Date().toISOString()) / 1000),
        status: "active",
        quantity: 1,
        amount: plans[plan]!.amount,
        subscription_code: s.code,
        email_token: s.emailToken,
        authorization: authorizationJson(email),
        next_payment_date: s.nextPaymentDate,
        id: nextId++,
      });
    }
    if (url.pathname === "/subscription/disable" && req.method === "POST") {
      const s = subscriptions.get(String(body.code ?? ""));
      if (!s || s.emailToken !== body.token || s.status === "cancelled" || s.status === "complete") {
        return fail(400, "Subscription with code not found or already inactive");
      }
      s.status = "cancelled";
      await emit("subscription.disable", subscriptionJson(s));
      return ok("Subscription disabled successfully", null);
    }
    if (url.pathname === "/refund" && req.method === "POST") {
      const key = String(body.transaction ?? "");
      const t = transactions.get(key) ?? [...transactions.values()].find((x) => String(x.id) === key);
      if (!t) return fail(400, "Transaction reference not found");
      if (t.status !== "success") return fail(400, "Transaction has been fully reversed");
      const amount = body.amount === undefined ? t.amount : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > t.amount) {
        return fail(400, "Refund amount cannot be greater than transaction amount");
      }
      t.status = "reversed";
      refunds.push({ transaction: t.reference, amount, currency: t.currency });
      return ok("Refund has been queued for processing", {
        transaction: { id: t.id, domain: "test", reference: t.reference, amount: t.amount, currency: t.currency },
        integration: 1,
        deducted_amount: 0,
        channel: null,
        merchant_note: `Refund for transaction ${t.reference} by test@leadsmith`,
        customer_note: `Refund for transaction ${t.reference}`,
        status: "pending",
        refunded_by: "test@leadsmith",
        expected_at: new Date(Date.now() + 86_400_000).toISOString(),
        currency: t.currency,
        amount,
        id: nextId++,
      });
    }
    return fail(404, "Not found");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The stand-in's port for an end-to-end server on `appPort` (scripts/e2e-server.ts starts it there). */
export const e2ePaystackPort = (appPort: number) => appPort + 1000;
