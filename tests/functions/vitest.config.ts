import { mkdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

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
      cloudflareTest({
        main: path.join(root, "functions/worker.ts"),
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, AUTH_SECRET: "test-only-secret-0123456789abcdef0123456789abcdef" },
        },
      }),
    ],
    test: {
      include: ["tests/functions/**/*.test.ts"],
      setupFiles: ["tests/functions/apply-migrations.ts"],
    },
  };
});
