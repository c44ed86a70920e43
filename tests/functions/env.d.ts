// The bindings and vars of wrangler.toml come from worker-configuration.d.ts (functions/env.ts
// references it); these are what the test configuration adds (tests/functions/vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    /** The local oidc-provider of oidc-provider.global-setup.ts, as "google". */
    OAUTH_GOOGLE_ISSUER: string;
    OAUTH_GOOGLE_CLIENT_ID: string;
    OAUTH_GOOGLE_CLIENT_SECRET: string;
    PAYSTACK_SECRET_KEY: string;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
