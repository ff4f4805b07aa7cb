import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { noWatchReport } from "../../scripts/lib/run.mjs";

/**
 * The server under test is started as `npm start` starts it: scripts/lib/esbuildNoWatch.cjs
 * replaces the esbuild watcher `wrangler pages dev` always starts with one build, so an idle server
 * idles (docs/performance.md). The preload patches wrangler's internals; if a wrangler upgrade
 * bundles another way, the watcher comes back without an error anywhere, and only this check (and
 * `npm run bench:idle`) would tell.
 */
test("the server under test bundled its worker once and left no esbuild watcher", () => {
  const report = noWatchReport(`.wrangler/e2e-${process.env.E2E_PORT ?? 8799}`);
  expect(existsSync(report), `${report}: esbuildNoWatch.cjs replaced no watcher (did wrangler stop calling esbuild's context().watch()?)`).toBe(true);
  const entries = readFileSync(report, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { watchReplaced: boolean });
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.every((e) => e.watchReplaced)).toBe(true);
});
