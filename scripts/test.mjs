// `npm test`: every layer, stopping at the first failure. Two lanes run side by side, then the
// browser suite alone:
//   checks: format (prettier --check), lint (eslint, zero warnings), types (worker-configuration.d.ts
//           matches wrangler.toml: `npm run typegen` rewrites it), typecheck, build;
//   vitest: unit and routes (route modules under createRemixStub on the local D1) in one vitest
//           start, then integration (vitest inside workerd);
//   then e2e (Playwright: the browser suite and the bad-input form suite, each with its own server).
// The lanes overlap because neither keeps both cores busy on its own (docs/performance.md: The
// test run); the browser suite needs the build and both cores, so it runs last.
import "./lib/requireNode.mjs";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";
import { ensureDevVars } from "./lib/devVars.mjs";
import { runLanes, summary } from "./lib/lanes.mjs";
import { bin, wranglerEnv } from "./lib/run.mjs";
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

const node = process.execPath;
const checks = [
  { name: "format", commands: [[bin("prettier"), ["--check", "--log-level", "warn", "."]]] },
  { name: "lint", commands: [[bin("eslint"), [".", "--max-warnings", "0"]]] },
  { name: "types", commands: [[node, ["scripts/typegen.mjs", "--check"]]] },
  { name: "typecheck", commands: [[bin("tsc"), ["--noEmit"]]] },
  {
    name: "build",
    commands: [
      [bin("remix"), ["build"]],
      [node, ["scripts/run-ts.mjs", "scripts/og-images.ts"]],
    ],
  },
];
const vitest = [
  { name: "unit+routes", commands: [[bin("vitest"), ["run", "--project", "unit", "--project", "routes"]]] },
  { name: "integration", commands: [[bin("vitest"), ["run", "--project", "integration"]]] },
];
const e2e = {
  name: "e2e",
  commands: [[bin("playwright"), ["test", ...process.argv.slice(2)]]],
  env: () => {
    ensureSqlite3();
    return { ...wranglerEnv, CHROMIUM_PATH: ensureChromium() };
  },
};

ensureDevVars();
console.log(toolchainSummary());
const started = Date.now();
const times = [];
const failed = (await runLanes([checks, vitest], times)) ?? (await runLanes([[e2e]], times));
console.log(summary(times, (Date.now() - started) / 1000, failed));
if (failed) {
  console.error(`\nnpm test failed at step "${failed}" (its output is above, each line prefixed with [${failed}] when steps ran side by side).`);
  process.exit(1);
}
