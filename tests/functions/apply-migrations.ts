import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file starts from the real migrations applied to an empty local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
