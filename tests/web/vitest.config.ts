import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: {
      "#web": path.join(root, "web"),
      "#db": path.join(root, "db"),
      "#functions": path.join(root, "functions"),
    },
  },
  test: {
    environment: "happy-dom",
    include: ["tests/web/**/*.test.tsx", "tests/web/**/*.test.ts"],
  },
});
