// `npm start`: build, apply migrations to local D1, seed it, and serve the site at
// http://127.0.0.1:8788 with workerd. Nothing watches the sources: an idle server stays idle
// (`npm run dev` rebuilds on change). State lives under .wrangler/state and survives restarts.
import "./lib/requireNode.mjs";
import { ensureDevVars } from "./lib/devVars.mjs";
import { bin, prepareLocalState, run, servePages } from "./lib/run.mjs";
import { toolchainSummary } from "./lib/toolchain.mjs";

const PORT = Number(process.env.PORT ?? 8788);
const PERSIST = ".wrangler/state";

ensureDevVars();
await run(bin("remix"), ["build"]);
// The link-preview pictures (public/og/): drawn once, then only when a card changes.
await run(process.execPath, ["scripts/run-ts.mjs", "scripts/og-images.ts"]);
await prepareLocalState(PERSIST);
const server = servePages({ port: PORT, persistTo: PERSIST });
console.log(`\nServing http://127.0.0.1:${PORT}  (Ctrl+C to stop)\n${toolchainSummary()}\n`);
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
