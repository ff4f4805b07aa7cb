// `npm run test:e2e:another-day`: the browser specs that seed or show dates, run on a day more than
// a year ahead (TEST_TODAY, tests/support/testClock.ts; or the TEST_TODAY you give). A test that
// writes a date that will one day pass then fails the day it is written, not the day it expires.
// The specs are chosen by what they hold, so a new one is never left off a list. Expects a build.
import "./lib/requireNode.mjs";
import { readFileSync, readdirSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";
import { bin, run, wranglerEnv } from "./lib/run.mjs";

const MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*";
/** The tests' clock, the server's clock header, the page's clock, an instant made, or a date written out. */
export const DATED = new RegExp(`testClock|X-Test-Now|clock\\.install|toISOString|(?<!\\d)\\d{4}-\\d{2}-\\d{2}(?!\\d)|\\b${MONTH} \\d{1,2}, \\d{4}\\b`);

export const datedSpecs = (dir = "tests/e2e") =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".spec.ts") && DATED.test(readFileSync(`${dir}/${f}`, "utf8")))
    .sort();

if (import.meta.url === `file://${process.argv[1]}`) {
  const day = process.env.TEST_TODAY || new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  const specs = datedSpecs();
  console.log(`TEST_TODAY=${day}: ${specs.length} specs that seed or show dates`);
  await run(bin("playwright"), ["test", "--project=chromium", ...specs.map((f) => `tests/e2e/${f}`), ...process.argv.slice(2)], {
    env: { ...wranglerEnv, TEST_TODAY: day, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? findChromium() },
  });
}
