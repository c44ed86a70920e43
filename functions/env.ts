/// <reference path="../worker-configuration.d.ts" />
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AdminRole } from "#db/schema/admin";

/**
 * What wrangler.toml declares (D1, KV, the waitlist Durable Object, the assets
 * and every [vars] entry) and AUTH_SECRET from .dev.vars.example, as
 * `wrangler types` writes them into worker-configuration.d.ts. After changing
 * either file run `npm run types:worker`; `npm test` fails while the generated
 * file is stale (docs/decisions/010-types-and-boundaries.md).
 */
type Declared = Cloudflare.Env;

/**
 * Set only in some places: the assets binding is absent in the API tests, and
 * AUTH_SECRET has a local default (functions/lib/config.ts).
 */
type SometimesSet = "ASSETS" | "AUTH_SECRET";

/**
 * Secrets and bindings nothing in wrangler.toml names, because each is optional:
 * set with `wrangler secret put` (or .dev.vars locally), or `[ai]` uncommented.
 */
type OptionalSecrets = {
  /** Reddit API credentials (application-only OAuth); the Reddit sources stay off without them. */
  REDDIT_CLIENT_ID?: string;
  REDDIT_CLIENT_SECRET?: string;
  /** Reddit's required form: `<platform>:<app ID>:<version> (by /u/<username>)`. */
  REDDIT_USER_AGENT?: string;
  PRODUCTHUNT_TOKEN?: string;
  /** JSON overrides of the rate limits (functions/lib/rate-limit.ts), e.g. {"sign-up":{"ip":[50,3600]}}. */
  RATE_LIMITS?: string;
  /** An HTTP e-mail provider (Resend's wire format); without it mail stays in the outbox table. */
  EMAIL_PROVIDER_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  OAUTH_GOOGLE_ISSUER?: string;
  OAUTH_GOOGLE_CLIENT_ID?: string;
  OAUTH_GOOGLE_CLIENT_SECRET?: string;
  OAUTH_LINKEDIN_ISSUER?: string;
  OAUTH_LINKEDIN_CLIENT_ID?: string;
  OAUTH_LINKEDIN_CLIENT_SECRET?: string;
  /** The Workers AI binding, when `[ai] binding = "AI"` is configured (see README). */
  AI?: { run(model: string, input: unknown): Promise<unknown> };
  PITCH_AI_MODEL?: string;
  /** Any OpenAI-compatible chat-completions endpoint (also a self-hosted model). */
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  /** Paystack secret key: verifies the HMAC-SHA512 signature of payment webhooks. */
  PAYSTACK_SECRET_KEY?: string;
  /** Paystack's API origin; a local stand-in in tests and e2e (default https://api.paystack.co). */
  PAYSTACK_BASE_URL?: string;
  /** Paystack plan codes (PLN_...) of the monthly plans, and of their early-access (25% off) prices. */
  PAYSTACK_PLAN_PRO?: string;
  PAYSTACK_PLAN_AGENCY?: string;
  PAYSTACK_PLAN_PRO_EARLY?: string;
  PAYSTACK_PLAN_AGENCY_EARLY?: string;
  /** Announcement e-mails one queue run sends (functions/services/campaigns/queue.ts); 100 by default. */
  CAMPAIGN_BATCH_SIZE?: string;
  /** "off" keeps search lexical even where Workers AI is bound (functions/services/search/semantic.ts). */
  SEARCH_SEMANTIC?: string;
};

/** The Worker's environment: bindings, vars and secrets. */
export type Bindings = Omit<Declared, SometimesSet> & Partial<Pick<Declared, SometimesSet>> & OptionalSecrets;

export type SessionUser = { id: number; email: string; name: string; planId: string; sessionId: string };

export type SessionAdmin = { id: number; email: string; name: string; role: AdminRole; sessionId: string };

export type Variables = {
  requestId: string;
  db: DrizzleD1Database;
  user: SessionUser | null;
  /** Set by requireAdmin (middleware/admin-session.ts) on admin routes. */
  admin: SessionAdmin | null;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
