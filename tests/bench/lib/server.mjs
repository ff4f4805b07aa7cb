// What every benchmark shares: a build that matches the sources, a fresh local state under
// .wrangler/bench-<name>, `wrangler pages dev` on 127.0.0.1, and stopping it again (by PID, also
// when the benchmark fails or is interrupted).
import "../../../scripts/lib/requireNode.mjs";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { ensureDevVars } from "../../../scripts/lib/devVars.mjs";
import { bin, prepareLocalState, run, servePages } from "../../../scripts/lib/run.mjs";

const BUILD_OUTPUT = "build/server/remix.js";
const BUILD_INPUTS = ["app", "server.ts", "remix.config.js", "package-lock.json"];
const quiet = { stdio: ["ignore", "ignore", "inherit"] };

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Runs `remix build` unless the build output is newer than every source it is made from. */
export async function ensureBuild() {
  const built = existsSync(BUILD_OUTPUT) && existsSync("public/build") ? statSync(BUILD_OUTPUT).mtimeMs : 0;
  if (built > 0 && Math.max(...BUILD_INPUTS.map(newestChange)) <= built) return;
  console.log("building (remix build) ...");
  await run(bin("remix"), ["build"], quiet);
}

const running = new Set();

function stopAll() {
  for (const child of running) child.kill("SIGTERM");
  running.clear();
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

async function waitUntilUp(origin, child, stderr) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${stderr.join("")}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler pages dev did not answer on ${origin} within 90 s:\n${stderr.join("")}`);
}

/**
 * Starts the real site (migrated and seeded D1/R2 in a fresh persist dir) on 127.0.0.1:port.
 * `vars` override wrangler.toml vars (e.g. SITE_URL, so canonical links name this origin);
 * `watch` serves it as `npm run dev` does (rebuilding on change) instead of as `npm start`;
 * `inspectorPort` fixes the DevTools inspector's port (default: any free one); `keepState` reuses
 * the local D1/R2 an earlier start of the same bench seeded; `https` serves over HTTPS with
 * wrangler's own certificate (see useHttps).
 * The returned `pid` is wrangler's (the root of the server's process tree).
 */
export async function startServer({ name, port, vars = {}, watch = false, inspectorPort = 0, keepState = false, https = false }) {
  const persistTo = `.wrangler/bench-${name}`;
  const origin = `${https ? "https" : "http"}://127.0.0.1:${port}`;
  ensureDevVars();
  // keepState: a restart on the state an earlier start of this bench seeded (a fresh isolate, same data).
  if (!keepState || !existsSync(persistTo)) {
    rmSync(persistTo, { recursive: true, force: true });
    await prepareLocalState(persistTo, quiet);
  }
  const bindings = Object.entries(vars).flatMap(([key, value]) => ["--binding", `${key}=${value}`]);
  const child = servePages({
    port,
    persistTo,
    extraArgs: ["--inspector-port", String(inspectorPort), ...(https ? ["--local-protocol", "https"] : []), ...bindings],
    stdio: ["ignore", "ignore", "pipe"],
    watch,
  });
  running.add(child);
  const stderr = [];
  child.stderr.on("data", (chunk) => {
    stderr.push(String(chunk));
    if (stderr.length > 50) stderr.shift();
  });
  const stop = () =>
    new Promise((resolve) => {
      running.delete(child);
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await waitUntilUp(origin, child, stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, pid: child.pid };
}

/** Runs fn(origin) against a server started for it, and stops the server whatever happens. */
export async function withServer(options, fn) {
  await ensureBuild();
  const server = await startServer(options);
  try {
    return await fn(server.origin);
  } finally {
    await server.stop();
  }
}

/**
 * How a Lighthouse bench serves the site: over HTTPS unless `--http` is given. Chromium asks for
 * brotli (and zstd) only over HTTPS, as every visitor reaches the site in production, and gets
 * gzip over plain http. A page's HTML size decides whether it arrives in the first round trip of
 * Lighthouse's simulated connection (about 14.6 KB with headers), so over http the bench models
 * a larger page than production serves. Over HTTPS the server uses wrangler's self-signed
 * certificate for localhost: this process and the bench's Chromium accept it, for 127.0.0.1 only.
 */
export function useHttps(args = process.argv) {
  if (args.includes("--http")) return { https: false, chromeFlags: [], scheme: "http" };
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  return { https: true, chromeFlags: ["--ignore-certificate-errors"], scheme: "https" };
}
