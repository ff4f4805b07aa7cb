// `npm run dev`: like `npm start`, but rebuilds on change. `remix watch` recompiles app/ into
// build/server/remix.js (which functions/[[path]].ts imports) and public/build/, and wrangler
// reloads the worker when a file its functions bundle contains changes.
// The watchers cost a steady share of a core; use `npm start` to serve without them.
import "./lib/requireNode.mjs";
import { spawn } from "node:child_process";
import { ensureDevVars } from "./lib/devVars.mjs";
import { bin, prepareLocalState, run, servePages, wranglerEnv } from "./lib/run.mjs";
import { toolchainSummary } from "./lib/toolchain.mjs";

const PORT = Number(process.env.PORT ?? 8788);
const PERSIST = ".wrangler/state";

ensureDevVars();
await run(bin("remix"), ["build"]);
// The link-preview pictures (public/og/): drawn once, then only when a card changes.
await run(process.execPath, ["scripts/run-ts.mjs", "scripts/og-images.ts"]);
await prepareLocalState(PERSIST);
const compiler = spawn(bin("remix"), ["watch"], { stdio: "inherit", env: wranglerEnv });
const server = servePages({ port: PORT, persistTo: PERSIST, watch: true });
console.log(`\nServing http://127.0.0.1:${PORT} and rebuilding on change  (Ctrl+C to stop)\n${toolchainSummary()}\n`);
const stop = () => {
  compiler.kill("SIGTERM");
  server.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  compiler.kill("SIGTERM");
  process.exit(code ?? 0);
});
