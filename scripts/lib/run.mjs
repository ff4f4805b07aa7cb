import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { delimiter, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The tools' bins start with `#!/usr/bin/env node`: the project's bins, then the directory of the
// Node running this script (the project's own, checked by requireNode.mjs), lead the PATH, so every
// child runs on the same Node even when this script was not started by npm.
const PATH = [resolve("node_modules/.bin"), dirname(process.execPath), process.env.PATH].filter(Boolean).join(delimiter);

// Wrangler must not phone home from this closed network.
export const wranglerEnv = { ...process.env, PATH, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Runs a command with inherited output; resolves when it exits 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: wranglerEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${signal ?? code}`))));
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;

/** Applies D1 migrations and loads the seed into the local state under persistTo. */
export async function prepareLocalState(persistTo, options = {}) {
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], options);
  await seedLocalState(persistTo, options);
}

/** Loads the demo content into the local state under persistTo (idempotent). */
export const seedLocalState = (persistTo, options = {}) => run(process.execPath, ["scripts/run-ts.mjs", "scripts/seed.ts", "--persist-to", persistTo], options);

const noWatch = fileURLToPath(new URL("./esbuildNoWatch.cjs", import.meta.url));

/** Where esbuildNoWatch.cjs notes each watcher it replaced for the server on persistTo. */
export const noWatchReport = (persistTo) => resolve(persistTo, "esbuild-no-watch.jsonl");

/**
 * Starts `wrangler pages dev` on 127.0.0.1; returns the child process. It serves the site as built
 * and watches nothing (an idle server must not poll the disk); `watch: true` rebuilds the worker
 * when functions/ changes, for `npm run dev`.
 */
export function servePages({ port, persistTo, extraArgs = [], stdio = "inherit", watch = false }) {
  rmSync(noWatchReport(persistTo), { force: true });
  const env = watch
    ? wranglerEnv
    : {
        ...wranglerEnv,
        NODE_OPTIONS: `${wranglerEnv.NODE_OPTIONS ?? ""} --require=${noWatch}`.trim(),
        ESBUILD_NO_WATCH_REPORT: noWatchReport(persistTo),
      };
  return spawn(
    bin("wrangler"),
    ["pages", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--show-interactive-dev-session=false", ...extraArgs],
    { stdio, env },
  );
}
