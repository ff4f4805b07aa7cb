// `npm test`: every layer, in order, stopping at the first failure:
// format (prettier --check), lint (eslint, zero warnings), types (worker-configuration.d.ts matches
// wrangler.toml: `npm run typegen` rewrites it), typecheck, unit (vitest), routes (route modules under createRemixStub on the local D1), integration (vitest inside workerd), build, end-to-end (Playwright).
import "./lib/requireNode.mjs";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";
import { ensureDevVars } from "./lib/devVars.mjs";
import { bin, run, wranglerEnv } from "./lib/run.mjs";
import { toolchainSummary } from "./lib/toolchain.mjs";

const canApt = () => process.getuid?.() === 0 && existsSync("/etc/debian_version");

function aptInstall(pkg) {
  console.log(`Installing Debian's ${pkg} (apt-get install -y ${pkg}) ...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canApt()) {
    aptInstall("chromium");
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error("No Chromium for the browser tests: install one (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.");
  process.exit(1);
}

/** The e2e checks read the local D1 file read-only with the sqlite3 shell (tests/e2e/support/localD1.ts). */
function ensureSqlite3() {
  const has = () => spawnSync("sqlite3", ["-version"], { stdio: "ignore" }).status === 0;
  if (has()) return;
  if (canApt()) aptInstall("sqlite3");
  if (has()) return;
  console.error("No sqlite3 for the browser tests' database checks: install it (Debian: `sudo apt-get install -y sqlite3`).");
  process.exit(1);
}

const steps = [
  ["format", () => run(bin("prettier"), ["--check", "--log-level", "warn", "."])],
  ["lint", () => run(bin("eslint"), [".", "--max-warnings", "0"])],
  ["types", () => run(process.execPath, ["scripts/typegen.mjs", "--check"])],
  ["typecheck", () => run(bin("tsc"), ["--noEmit"])],
  ["unit", () => run(bin("vitest"), ["run", "--project", "unit"])],
  ["routes", () => run(bin("vitest"), ["run", "--project", "routes"])],
  ["integration", () => run(bin("vitest"), ["run", "--project", "integration"])],
  ["build", () => run(bin("remix"), ["build"]).then(() => run(process.execPath, ["scripts/run-ts.mjs", "scripts/og-images.ts"]))],
  [
    "e2e",
    () => {
      ensureSqlite3();
      return run(bin("playwright"), ["test", ...process.argv.slice(2)], { env: { ...wranglerEnv, CHROMIUM_PATH: ensureChromium() } });
    },
  ],
];

ensureDevVars();
console.log(toolchainSummary());
for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n── ${name} ──`);
  await step();
  console.log(`── ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
