// The server Playwright tests run against: a fresh local state under .wrangler/e2e (migrations and
// seed applied), served by `wrangler pages dev`. Expects `remix build` to have run.
import "./lib/requireNode.mjs";
import { ensureDevVars } from "./lib/devVars.mjs";
import { freshSeededState } from "./lib/migratedState.mjs";
import { run, servePages } from "./lib/run.mjs";

const port = Number(process.argv[2] ?? 8799);
// One state directory per port, so parallel runs never share (and wipe) one database.
const persistTo = `.wrangler/e2e-${port}`;
ensureDevVars();
// The link-preview pictures are served from public/og/: a run after `remix build` alone still has them (a no-op when up to date).
await run(process.execPath, ["scripts/run-ts.mjs", "scripts/og-images.ts"]);
await freshSeededState(persistTo);
// TEST_CLOCK lets a test set the server's time with an X-Test-Now header (scheduled posts;
// app/server/platform/clock.server.ts); TEST_FIXTURES lets it write fixtures through the server's
// own D1 connection (app/api/routes/testFixtures.server.ts). Only this server has them.
// TEST_CLOCK_SHIFT_DAYS (set from TEST_TODAY by playwright.config.ts) moves its default time by whole days.
const shiftDays = Number(process.env.TEST_CLOCK_SHIFT_DAYS || 0);
const clockArgs = ["--binding", "TEST_CLOCK=header", ...(shiftDays ? ["--binding", `TEST_CLOCK_SHIFT_DAYS=${shiftDays}`] : [])];
const server = servePages({ port, persistTo, extraArgs: ["--inspector-port", "0", ...clockArgs, "--binding", "TEST_FIXTURES=sql"] });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill("SIGTERM"));
// Playwright starts this server in a process group of its own: if Playwright itself is killed (a
// stopped `npm test` step, a cancelled job) the server would outlive it and hold the port. Then
// the whole group goes (wrangler's launcher does not pass a SIGTERM on to the server it started).
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.kill(0, "SIGKILL"), 1_000).unref();
server.on("exit", (code) => process.exit(code ?? 0));
