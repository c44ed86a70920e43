import type { Bindings } from "../../env";
import { ApiError } from "../../lib/errors";

/**
 * The few Paystack API calls Leadsmith makes, with the secret key on the
 * server only. PAYSTACK_BASE_URL points them at a local stand-in in tests.
 */
export class PaystackError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Envelope<T> = { status: boolean; message: string; data: T };

function baseUrl(env: Bindings) {
  return (env.PAYSTACK_BASE_URL?.trim() || "https://api.paystack.co").replace(/\/+$/, "");
}

export function requirePaystack(env: Bindings) {
  if (!env.PAYSTACK_SECRET_KEY) {
    throw new ApiError(
      503,
      "payments_not_configured",
      "Payments are not configured on this server yet, so nothing can be bought here.",
    );
  }
  return env.PAYSTACK_SECRET_KEY;
}

async function call<T>(env: Bindings, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const secret = requirePaystack(env);
  let res: Response;
  try {
    res = await fetch(`${baseUrl(env)}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new PaystackError(0, `Paystack could not be reached (${String(err).slice(0, 120)}).`);
  }
  const json = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !json?.status) {
    throw new PaystackError(res.status, json?.message ?? `Paystack answered ${res.status}.`);
  }
  return json.data;
}

/** For a person: what went wrong with Paystack, as a 502 (never the key or the raw body). */
export function paystackFailure(err: unknown, doing: string): never {
  if (err instanceof ApiError) throw err;
  const detail = err instanceof PaystackError ? err.message : "unexpected error";
  console.warn(
    JSON.stringify({ level: "warn", at: new Date().toISOString(), msg: `paystack ${doing} failed`, detail }),
  );
  throw new ApiError(
    502,
    "payment_provider_error",
    `Paystack could not ${doing} just now: ${detail} Please try again.`,
  );
}

export type InitializedTransaction = { authorization_url: string; access_code: string; reference: string };

export const initializeTransaction = (
  env: Bindings,
  input: {
    email: string;
    amount: number;
    currency: string;
    reference: string;
    callback_url: string;
    plan?: string;
    channels?: string[];
    metadata: Record<string, unknown>;
  },
) => call<InitializedTransaction>(env, "POST", "/transaction/initialize", input);

/** The transaction as Paystack reports it; `plan` is a plan code (or null) and `plan_object` its details. */
export type VerifiedTransaction = {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at: string | null;
  metadata?: unknown;
  plan?: string | null;
  plan_object?: { plan_code?: string } | null;
  authorization?: { authorization_code?: string; reusable?: boolean } | null;
  customer: { email: string; customer_code?: string };
};

export const verifyTransaction = (env: Bindings, reference: string) =>
  call<VerifiedTransaction>(env, "GET", `/transaction/verify/${encodeURIComponent(reference)}`);

export const disableSubscription = (env: Bindings, code: string, token: string) =>
  call<unknown>(env, "POST", "/subscription/disable", { code, token });

export type CreatedSubscription = {
  subscription_code: string;
  email_token: string;
  next_payment_date?: string | null;
  status?: string;
};

export const createSubscription = (
  env: Bindings,
  input: { customer: string; plan: string; authorization: string; start_date?: string },
) => call<CreatedSubscription>(env, "POST", "/subscription", input);

export type RefundResult = {
  status?: string;
  amount?: number;
  currency?: string;
  transaction?: { reference?: string };
};

export const refundTransaction = (env: Bindings, reference: string, amount?: number) =>
  call<RefundResult>(
    env,
    "POST",
    "/refund",
    amount === undefined ? { transaction: reference } : { transaction: reference, amount },
  );
