import type { D1Database, Fetcher, KVNamespace } from "@cloudflare/workers-types/index";
import type { DrizzleD1Database } from "drizzle-orm/d1";

/** Bindings and vars from wrangler.toml, and secrets from `wrangler secret` / .dev.vars. */
export type Bindings = {
  DB: D1Database;
  KV: KVNamespace;
  ASSETS?: Fetcher;
  APP_NAME: string;
  APP_ORIGIN: string;
  SESSION_SECRET?: string;
};

export type Variables = {
  requestId: string;
  db: DrizzleD1Database;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
