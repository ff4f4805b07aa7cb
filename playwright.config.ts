import { defineConfig, devices } from "@playwright/test";
import { register } from "node:module";
import { availableParallelism } from "node:os";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.mjs";
import { ensureDevVars } from "./scripts/lib/devVars.mjs";
import { clockShiftDays } from "./tests/support/testClock";

// The specs read .dev.vars (the admin's password and TOTP key, the signing secret) when they load,
// which is before the web server would create it on a fresh clone.
ensureDevVars();

// The catalogue's words are JSON modules (decision record 0033); see scripts/lib/jsonModules.mjs.
register("./scripts/lib/jsonModules.mjs", import.meta.url);

// TEST_TODAY=YYYY-MM-DD runs the suite on that day: the shift is decided here, once, and reaches
// the server (scripts/e2e-server.mjs) and the workers through TEST_CLOCK_SHIFT_DAYS.
clockShiftDays();

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
const BAD_INPUT = /bad-input-forms\.spec\.ts$/;
const browser = { name: "chromium", testIgnore: BAD_INPUT, use: { ...devices["Desktop Chrome"] } };
const badInput = { name: "bad-input", testMatch: BAD_INPUT, use: { ...devices["Desktop Chrome"] } };
// The malformed-post suite never shares a server with the UI tests: its aborted and oversized
// requests make the local `wrangler pages dev` drop other connections now and then (its asset
// server answered 500 for /build chunks while it ran next to the UI tests). Production serves
// assets from the CDN; the suite itself still gets every request it sends answered.
// E2E_SUITE=browser or E2E_SUITE=bad-input runs one suite, so each can have a server (E2E_PORT) of
// its own and the two run at once (`npm test` does this); without it both run, the bad-input
// suite last, alone.
const PROJECTS = {
  browser: [browser],
  "bad-input": [badInput],
  both: [browser, { ...badInput, dependencies: ["chromium"] }],
}[process.env.E2E_SUITE ?? "both"];
if (!PROJECTS) throw new Error(`E2E_SUITE is "browser", "bad-input" or unset, not "${process.env.E2E_SUITE}"`);

export default defineConfig({
  testDir: "tests/e2e",
  // Each suite its own output folder: Playwright empties its folder as it starts, and the
  // bad-input suite starts while the browser suite is still writing its traces there.
  outputDir: `test-results/${process.env.E2E_SUITE ?? "all"}`,
  fullyParallel: false,
  // Two at least, as CI had: Playwright's default (half the cores) ran one on a 2-core machine.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // One retry on CI only, for the local emulator's own hiccups (a dropped connection, a lock held
  // by a test's `wrangler d1 execute`). Playwright lists a test that passed on retry as "flaky":
  // read those, a real bug hid behind one (the contact overlay's error page).
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Ceilings, not speed checks: long flows (sign in, create, publish, check the feed, delete) on
  // a 2-core machine that also runs the server, with a CPU hog beside it in the load test. The
  // blog flow took over 60 s under load; a sign-in round trip over 5 s. No assertion depends on
  // elapsed time: timing checks use Playwright's clock, spam timing a token the test signs.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: PROJECTS,
  webServer: {
    // A fresh local D1/R2 with migrations and seed, served by the real `wrangler pages dev`.
    command: `node scripts/e2e-server.mjs ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // A ceiling: migrations, seed and wrangler's start took over 120 s beside `stress-ng --cpu 4`
    // and an install on this 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
