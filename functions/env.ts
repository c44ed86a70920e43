import type { D1Database, DurableObjectNamespace, Fetcher, KVNamespace } from "@cloudflare/workers-types/index";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AdminRole } from "#db/schema/admin";

/** Bindings and vars from wrangler.toml, and secrets from `wrangler secret` / .dev.vars. */
export type Bindings = {
  DB: D1Database;
  KV: KVNamespace;
  ASSETS?: Fetcher;
  /** The Durable Object that streams live waitlist counts (functions/durable/waitlist-live.ts). */
  WAITLIST_LIVE: DurableObjectNamespace;
  APP_NAME: string;
  APP_ORIGIN: string;
  /** HMAC key for one-time codes and the OAuth state cookie (32+ random bytes). */
  AUTH_SECRET?: string;
  /** JSON array of prospect sources the cron job runs (see functions/services/ingest/sources.ts). */
  SOURCES?: string;
  PRODUCTHUNT_TOKEN?: string;
  /** Reddit API credentials (application-only OAuth); the Reddit sources stay off without them. */
  REDDIT_CLIENT_ID?: string;
  REDDIT_CLIENT_SECRET?: string;
  /** Reddit's required form: `<platform>:<app ID>:<version> (by /u/<username>)`. */
  REDDIT_USER_AGENT?: string;
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
  /** Which writer drafts pitches: "builtin" (default, offline), "workers-ai" or "openai". */
  PITCH_DRIVER?: string;
  /** The Workers AI binding, when `[ai] binding = "AI"` is configured (see README). */
  AI?: { run(model: string, input: unknown): Promise<unknown> };
  PITCH_AI_MODEL?: string;
  /** Any OpenAI-compatible chat-completions endpoint (also a self-hosted model). */
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  /** How long a remote writer may take before the built-in one is used instead. */
  PITCH_TIMEOUT_MS?: string;
  /** Paystack secret key: verifies the HMAC-SHA512 signature of payment webhooks. */
  PAYSTACK_SECRET_KEY?: string;
  /** Paystack's API origin; a local stand-in in tests and e2e (default https://api.paystack.co). */
  PAYSTACK_BASE_URL?: string;
  /** Paystack plan codes (PLN_...) of the monthly plans, and of their early-access (25% off) prices. */
  PAYSTACK_PLAN_PRO?: string;
  PAYSTACK_PLAN_AGENCY?: string;
  PAYSTACK_PLAN_PRO_EARLY?: string;
  PAYSTACK_PLAN_AGENCY_EARLY?: string;
  /** The monthly price shown and sent to Paystack, "<amount> <currency>", e.g. "29 USD" or "45000 NGN". */
  PLAN_PRICE_PRO?: string;
  PLAN_PRICE_AGENCY?: string;
  /** Announcement e-mails one queue run sends (functions/services/campaigns/queue.ts); 100 by default. */
  CAMPAIGN_BATCH_SIZE?: string;
};

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
