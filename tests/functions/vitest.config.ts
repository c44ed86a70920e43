import { mkdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { TEST_PLAN_BINDINGS } from "./paystack-stand-in";

const root = path.resolve(import.meta.dirname, "../..");

// Provided by tests/functions/oidc-provider.global-setup.ts (the local OpenID
// provider); declared here too because this file is type-checked on its own.
declare module "vitest" {
  export interface ProvidedContext {
    oidc: { issuer: string; clientId: string; clientSecret: string; accounts: Record<string, unknown> };
    fixtureOrigin: string;
    paystackOrigin: string;
  }
}

export default defineConfig(async () => {
  // wrangler.toml names the built SPA as the assets directory; the API tests do
  // not need it built, only present.
  mkdirSync(path.join(root, "dist/client"), { recursive: true });
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  return {
    root,
    resolve: {
      alias: {
        "#db": path.join(root, "db"),
        "#functions": path.join(root, "functions"),
      },
    },
    plugins: [
      // A function so that the bindings can use what the global setup provides:
      // it runs when the Workers pool starts, after the global setup.
      cloudflareTest(({ inject }) => {
        const oidc = inject("oidc");
        const fixtures = inject("fixtureOrigin");
        const paystack = inject("paystackOrigin");
        return {
          main: path.join(root, "functions/worker.ts"),
          wrangler: { configPath: path.join(root, "wrangler.toml") },
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: migrations,
              AUTH_SECRET: "test-only-secret-0123456789abcdef0123456789abcdef",
              // The Paystack webhook tests sign their events with this key.
              PAYSTACK_SECRET_KEY: "sk_test_leadsmith_webhook_secret",
              // Billing pays through the local Paystack stand-in (paystack-stand-in.global-setup.ts).
              PAYSTACK_BASE_URL: paystack,
              ...TEST_PLAN_BINDINGS,
              // Google is the local oidc-provider; LinkedIn stays unconfigured.
              OAUTH_GOOGLE_ISSUER: oidc.issuer,
              OAUTH_GOOGLE_CLIENT_ID: oidc.clientId,
              OAUTH_GOOGLE_CLIENT_SECRET: oidc.clientSecret,
              // The cron job's connectors fetch the project's fixtures from a local server
              // (tests/functions/fixture-server.global-setup.ts), which also answers as
              // Algolia's HN API and Reddit's OAuth API.
              SOURCES: JSON.stringify([
                { name: "fixture-hn", format: "hackernews", url: `${fixtures}/hn-items.jsonl`, everyMinutes: 60 },
                {
                  name: "fixture-reddit",
                  format: "reddit",
                  url: `${fixtures}/reddit/r/forhire/new?limit=100`,
                  tokenUrl: `${fixtures}/reddit/api/v1/access_token`,
                  everyMinutes: 30,
                },
                { name: "fixture-rss", format: "rss", url: `${fixtures}/funding-feed.xml`, everyMinutes: 60 },
                { name: "fixture-down", format: "rss", url: `${fixtures}/x.xml?status=500`, everyMinutes: 60 },
                { name: "fixture-off", format: "rss", url: `${fixtures}/funding-feed.atom`, enabled: false },
                {
                  name: "fixture-hn-hiring",
                  format: "hackernews",
                  thread: "who-is-hiring",
                  url: `${fixtures}/hn`,
                  everyMinutes: 360,
                },
                {
                  name: "fixture-hn-freelance",
                  format: "hackernews",
                  thread: "seeking-freelancer",
                  url: `${fixtures}/hn`,
                  everyMinutes: 360,
                },
                {
                  name: "fixture-remoteok",
                  format: "remoteok",
                  url: `${fixtures}/remoteok.json`,
                  everyMinutes: 120,
                  attribution: "Jobs from Remote OK",
                },
                {
                  name: "fixture-ph",
                  format: "producthunt",
                  url: `${fixtures}/ph-posts.json`,
                  tokenSecret: "PRODUCTHUNT_TOKEN",
                  everyMinutes: 180,
                },
              ]),
              REDDIT_CLIENT_ID: "fixture-client",
              REDDIT_CLIENT_SECRET: "fixture-secret",
              REDDIT_USER_AGENT: "web:leadsmith-tests:1.0.0 (by /u/leadsmith_test)",
            },
          },
        };
      }),
    ],
    test: {
      include: ["tests/functions/**/*.test.ts"],
      // The concurrency tests fire 50-1,000 requests at once; a shared 2-core CI machine needs room.
      testTimeout: 30_000,
      globalSetup: [
        "tests/functions/oidc-provider.global-setup.ts",
        "tests/functions/fixture-server.global-setup.ts",
        "tests/functions/paystack-stand-in.global-setup.ts",
      ],
      setupFiles: ["tests/functions/apply-migrations.ts"],
    },
  };
});
