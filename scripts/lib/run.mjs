import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// Wrangler must not phone home from this closed network.
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

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
  await run("node", ["scripts/run-ts.mjs", "scripts/seed.ts", "--persist-to", persistTo], options);
}

const noWatch = fileURLToPath(new URL("./esbuildNoWatch.cjs", import.meta.url));

/**
 * Starts `wrangler pages dev` on 127.0.0.1; returns the child process. It serves the site as built
 * and watches nothing (an idle server must not poll the disk); `watch: true` rebuilds the worker
 * when functions/ changes, for `npm run dev`.
 */
export function servePages({ port, persistTo, extraArgs = [], stdio = "inherit", watch = false }) {
  const env = watch ? wranglerEnv : { ...wranglerEnv, NODE_OPTIONS: `${wranglerEnv.NODE_OPTIONS ?? ""} --require=${noWatch}`.trim() };
  return spawn(
    bin("wrangler"),
    ["pages", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--show-interactive-dev-session=false", ...extraArgs],
    { stdio, env },
  );
}
