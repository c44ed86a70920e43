import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8788";

export default defineConfig({
  testDir: ".",
  // Per port: Playwright empties its output folder when a run starts, which would delete the
  // traces of another run going on in the same tree (on another port) from under it.
  outputDir: `../../test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a failure to look at. The dropped requests that
  // once needed a retry came from wrangler's dev proxy (docs/decisions/009-steady-end-to-end-tests.md).
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test's whole run, sign-up included. Several walk many pages or searches in a row: on a slow day
  // of this 2-core machine, with the other worker busy, six of them took 25 to 31 s in a clean run.
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "../../test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: nothing is downloaded at install or run time.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    cwd: "../..",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
