// Runs a TypeScript script under Node by bundling it with esbuild (already in the tree), so
// scripts share the app's own modules (password hashing, schemas) instead of copies of them.
import "./lib/requireNode.mjs";
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <script.ts> [args...]");
  process.exit(2);
}
mkdirSync(".cache", { recursive: true });
const outfile = resolve(".cache", basename(entry).replace(/\.ts$/, ".mjs"));
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
