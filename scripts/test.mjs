// `npm test`: every layer, stopping at the first failure (the other steps are stopped and the
// failing one is named). Two lanes run side by side, each one step after another:
//   rehearse (remix build, link-preview pictures, the production artifact served and checked:
//   scripts/rehearse.mjs), then e2e (Playwright and Chromium, on its server);
//   format (prettier --check), lint (eslint, zero warnings), types (worker-configuration.d.ts
//   matches wrangler.toml: `npm run typegen` rewrites it), typecheck, unit and routes (route
//   modules under createRemixStub on the local D1) in one vitest start, integration (vitest inside
//   workerd), then the bad-input form suite (Playwright, HTTP only, on a server of its own).
// The browser suite is the longest step by far: the rest runs beside it rather than before it
// (docs/performance.md: The test run).
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
const staticChecks = [
  // Each keeps what it learnt about unchanged files under node_modules/.cache, so a second run
  // checks only what changed (content-keyed: an edit, a branch switch or a config change counts).
  { name: "format", commands: [[bin("prettier"), ["--check", "--log-level", "warn", "--cache", "--cache-strategy", "content", "."]]] },
  {
    name: "lint",
    commands: [[bin("eslint"), [".", "--max-warnings", "0", "--cache", "--cache-strategy", "content", "--cache-location", "node_modules/.cache/eslint/"]]],
  },
  { name: "types", commands: [[node, ["scripts/typegen.mjs", "--check"]]] },
  { name: "typecheck", commands: [[bin("tsc"), ["--noEmit", "--incremental", "--tsBuildInfoFile", "node_modules/.cache/tsc/tsbuildinfo.json"]]] },
];
const build = {
  name: "build",
  commands: [
    [bin("remix"), ["build"]],
    [node, ["scripts/run-ts.mjs", "scripts/og-images.ts"]],
  ],
};
const vitest = [
  { name: "unit+routes", commands: [[bin("vitest"), ["run", "--project", "unit", "--project", "routes"]]] },
  { name: "integration", commands: [[bin("vitest"), ["run", "--project", "integration"]]] },
];
const playwright = (name, args, env = {}) => ({
  name,
  commands: [[bin("playwright"), ["test", ...args]]],
  env: () => {
    ensureSqlite3();
    return { ...wranglerEnv, CHROMIUM_PATH: ensureChromium(), ...env };
  },
});

// `--only=static|vitest|bad-input|e2e|rehearse|another-day` runs one part (CI's parallel jobs: .github/workflows/ci.yml);
// any other argument goes to Playwright (e.g. a spec, or `--shard=1/3` with --only=e2e).
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const e2eArgs = process.argv.slice(2).filter((a) => !a.startsWith("--only="));
const port = Number(process.env.E2E_PORT ?? 8799);
// The bad-input suite gets a server of its own (E2E_BAD_INPUT_PORT, else the port after
// E2E_PORT's) when it runs beside the browser suite; Playwright's arguments without --only run
// both suites in one Playwright run, the bad-input suite last on the same server, as before.
const badInput = playwright("bad-input", [], { E2E_SUITE: "bad-input", E2E_PORT: process.env.E2E_BAD_INPUT_PORT ?? String(port + 1) });
const browser = playwright("e2e", e2eArgs, { E2E_SUITE: "browser", E2E_PORT: String(port) });
// The production artifact built, served in production mode and checked (decision record 0046).
// It runs `remix build` itself, so in the full run it is the browser suite's build too.
const rehearse = { name: "rehearse", commands: [[node, ["scripts/rehearse.mjs"]]] };
// The browser specs that seed or show dates, on a day over a year ahead (TEST_TODAY).
const anotherDay = { ...playwright("another-day", []), commands: [[node, ["scripts/e2e-another-day.mjs", ...e2eArgs]]] };
const plan = {
  static: [[staticChecks]],
  vitest: [[vitest]],
  "bad-input": [[[build, { ...badInput, env: () => ({ ...badInput.env(), E2E_PORT: String(port) }) }]]],
  e2e: [[[build, browser]]],
  rehearse: [[[rehearse]]],
  "another-day": [[[build, anotherDay]]],
  // Everything, in two lanes side by side: the rehearsal (with the build) and then the browser
  // suite beside the static checks, the vitest projects and the bad-input suite. Playwright's
  // arguments without --only: one Playwright run of both suites, no rehearsal.
  all: e2eArgs.length
    ? [
        [
          [build, playwright("e2e", e2eArgs)],
          [...staticChecks, ...vitest],
        ],
      ]
    : [
        [
          [rehearse, browser],
          [...staticChecks, ...vitest, badInput],
        ],
      ],
}[only ?? "all"];
if (!plan) {
  console.error(`--only takes static, vitest, bad-input, e2e, rehearse or another-day, not "${only}".`);
  process.exit(2);
}

ensureDevVars();
console.log(toolchainSummary());
const started = Date.now();
const times = [];
let failed = null;
for (const lanes of plan) failed ??= await runLanes(lanes, times);
console.log(summary(times, (Date.now() - started) / 1000, failed));
if (failed === "interrupted") {
  console.error("\nnpm test was interrupted.");
  process.exit(130);
}
if (failed) {
  console.error(`\nnpm test failed at step "${failed}" (its output is above, each line prefixed with [${failed}] when steps ran side by side).`);
  process.exit(1);
}
