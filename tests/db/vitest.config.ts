import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

// Node-side tests: the import CLI, the demo generator and migrations through libSQL.
export default defineConfig({
  root,
  resolve: {
    alias: {
      "#db": path.join(root, "db"),
      "#functions": path.join(root, "functions"),
    },
  },
  test: {
    include: ["tests/db/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
