// `npm run rehearse`: builds exactly what `npm run deploy` uploads (scripts/lib/artifact.mjs),
// serves it locally in production mode over HTTPS, and checks it (decision record 0046):
//   - on a database migrated from zero (the first deploy), with production's vars and secrets made
//     for the rehearsal (never the developer's .dev.vars): pages, headers, sign-in cookies, the
//     refusals, health;
//   - on a database holding the previous release's schema and rows (CHANGELOG.md names the release
//     and its commit), migrated forward: expand-only, its pages render, its admin signs in;
//   - without the required secrets: health names them.
// It refuses, before serving anything, an artifact over the worker's size budget (2.0 MB raw,
// 600 KB gzip: scripts/lib/artifactBudget.mjs, decision record 0058).
// The artifact it served stays in .rehearsal/site (git-ignored). Exits 1 when a check fails.
// Ports: REHEARSAL_PORT (default 8821) and the next two.
import "./lib/requireNode.mjs";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildArtifact } from "./lib/artifact.mjs";
import { budgetVerdict, kb, workerSizes } from "./lib/artifactBudget.mjs";
import { waitForServer } from "./lib/rehearsal/client.mjs";
import { previousRelease, REHEARSAL, writePreviousMigrations, writeRehearsalConfig } from "./lib/rehearsal/config.mjs";
import { healthNamesRequired, printRows, smokeForward, smokeFresh } from "./lib/rehearsal/smoke.mjs";
import { forwardState, freshState } from "./lib/rehearsal/state.mjs";
import { bin, run, wranglerEnv } from "./lib/run.mjs";

const PORT = Number(process.env.REHEARSAL_PORT ?? 8821);
const started = Date.now();
const step = (what) => console.log(`rehearse: ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
// Which steps take the time (REHEARSAL_TIMINGS=1).
const timed = async (what, work) => {
  const t = Date.now();
  const out = await work;
  if (process.env.REHEARSAL_TIMINGS) console.log(`  ${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return out;
};
const quiet = { stdio: ["ignore", "ignore", "inherit"] };

const running = new Set();
const stopAll = () => {
  for (const child of running) child.kill("SIGTERM");
  running.clear();
};
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

/** `wrangler pages dev` on the artifact, from the rehearsal's config folder, over HTTPS. */
async function serve({ port, persistTo, secrets }) {
  const bindings = Object.entries(secrets).flatMap(([k, v]) => ["--binding", `${k}=${v}`]);
  const args = ["pages", "dev", "../site", "--ip", "127.0.0.1", "--port", String(port), "--local-protocol", "https", "--inspector-port", "0"];
  args.push("--persist-to", persistTo, "--show-interactive-dev-session=false", ...bindings);
  const child = spawn(resolve(bin("wrangler")), args, { cwd: join(REHEARSAL, "serve"), env: wranglerEnv, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  const output = [];
  child.stdout.on("data", (c) => output.push(String(c)));
  child.stderr.on("data", (c) => output.push(String(c)));
  const origin = `https://127.0.0.1:${port}`;
  await waitForServer(origin, child, output);
  return {
    origin,
    output,
    stop: () =>
      new Promise((done) => {
        running.delete(child);
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}

step("remix build");
await run(bin("remix"), ["build"], quiet);
await run(process.execPath, ["scripts/run-ts.mjs", "scripts/og-images.ts"], quiet);
step("linking the production artifact");
const { worker } = await buildArtifact({ outDir: join(REHEARSAL, "site"), kind: "production" });
const artifactText = readFileSync(worker, "utf8");
const { raw, gzip } = workerSizes(worker);
const budget = budgetVerdict({ raw, gzip });
if (!budget.ok) {
  console.error(`\nrehearsal REFUSED: ${worker}: ${budget.message}`);
  process.exit(1);
}
step(budget.message);

const release = previousRelease();
const previousDir = join(REHEARSAL, "previous", "migrations");
const previousMigrations = writePreviousMigrations(release.commit, previousDir);
const config = writeRehearsalConfig({ previousMigrationsDir: "migrations" });
step(`databases: fresh, and ${release.version} (${release.commit.slice(0, 7)}, ${previousMigrations.length} migrations) migrated forward`);
const [fresh, forward] = await Promise.all([
  timed("fresh database", freshState(config.seedVarsFile)),
  timed("forward database", forwardState(config.seedVarsFile, previousDir)),
]);

const rows = [];
step("serving the artifact (production mode, https)");
const [freshServer, forwardServer] = await Promise.all([
  serve({ port: PORT, persistTo: fresh, secrets: config.secrets }),
  serve({ port: PORT + 1, persistTo: forward.persistTo, secrets: config.secrets }),
]);
try {
  rows.push(...(await smokeFresh(freshServer.origin, { admin: config.admin, artifactText })));
  rows.push(...(await smokeForward(forwardServer.origin, { admin: config.admin })));
  // What the server logged, when a check failed: its error lines name the request id.
  if (rows.some((r) => !r.ok))
    for (const s of [freshServer, forwardServer])
      console.log(
        s.output
          .join("")
          .split("\n")
          .filter((l) => /"level":"error"|Error/.test(l))
          .slice(0, 20)
          .join("\n"),
      );
} finally {
  await Promise.all([freshServer.stop(), forwardServer.stop()]);
}
rows.push({
  check: `migrations expand-only from ${release.version}`,
  ok: forward.breaches.length === 0 && forward.edited.length === 0,
  detail:
    [...forward.breaches, ...forward.edited.map((n) => `${n} edited since ${release.version}`)].join("; ") ||
    `${forward.applied.length} applied on ${release.version}'s rows; its tables and columns kept`,
});
const bare = await serve({ port: PORT + 2, persistTo: fresh, secrets: {} });
try {
  rows.push(...(await healthNamesRequired(bare.origin)));
} finally {
  await bare.stop();
}
const logged = bare.output.join("").includes('"msg":"unhandled"') || bare.output.join("").includes("Invalid configuration");
rows.push({ check: "that 500 was logged with its request id", ok: logged, detail: logged ? "logged" : "no log line" });

printRows(`Rehearsal of ${worker} (${kb(raw)}, ${kb(gzip)} gzip), APP_ENV=${config.vars.APP_ENV}`, rows);
const failed = rows.filter((r) => !r.ok);
console.log(`\n${failed.length === 0 ? "rehearsal passed" : `rehearsal FAILED: ${failed.length} check(s)`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed.length === 0 ? 0 : 1);
