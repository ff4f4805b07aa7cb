import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  // Long flows (sign in, create, publish, check the feed, delete) on a 2-core machine that also
  // runs the server; each assertion keeps its own 5 s expect timeout.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // A fresh local D1/R2 with migrations and seed, served by the real `wrangler pages dev`.
    command: `node scripts/e2e-server.mjs ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
