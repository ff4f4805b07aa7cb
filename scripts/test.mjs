// `npm test`: every layer, in order, stopping at the first failure:
// typecheck, unit (vitest), integration (vitest inside workerd), build, end-to-end (Playwright).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";
import { ensureDevVars } from "./lib/devVars.mjs";
import { bin, run } from "./lib/run.mjs";

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium (apt-get install -y chromium) ...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error("No Chromium for the browser tests: install one (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.");
  process.exit(1);
}

const steps = [
  ["typecheck", () => run(bin("tsc"), ["--noEmit"])],
  ["unit", () => run(bin("vitest"), ["run", "--project", "unit"])],
  ["integration", () => run(bin("vitest"), ["run", "--project", "integration"])],
  ["build", () => run(bin("remix"), ["build"])],
  ["e2e", () => run(bin("playwright"), ["test", ...process.argv.slice(2)], { env: { ...process.env, CHROMIUM_PATH: ensureChromium() } })],
];

ensureDevVars();
for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n── ${name} ──`);
  await step();
  console.log(`── ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
