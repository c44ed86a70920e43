declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../../functions/worker");
  }
  interface Env {
    DB: D1Database;
    KV: KVNamespace;
    APP_NAME: string;
    APP_ORIGIN: string;
    AUTH_SECRET: string;
    /** The local oidc-provider of oidc-provider.global-setup.ts, as "google". */
    OAUTH_GOOGLE_ISSUER: string;
    OAUTH_GOOGLE_CLIENT_ID: string;
    OAUTH_GOOGLE_CLIENT_SECRET: string;
    PAYSTACK_SECRET_KEY: string;
    WAITLIST_LIVE: DurableObjectNamespace;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
