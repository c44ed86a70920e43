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
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
