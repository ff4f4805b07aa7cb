// `npm run deploy [-- --preview --branch <name>]`: builds, applies the D1 migrations to the
// environment's remote database, deploys to Pages and warms the pages' store. It refuses to start
// while wrangler.toml would deploy placeholders (the zero database id, a .example origin) or an
// environment that would not run as itself (decision record 0037). Needs CLOUDFLARE_API_TOKEN and
// CLOUDFLARE_ACCOUNT_ID (or `wrangler login`).
import "./lib/requireNode.mjs";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { bin, run } from "./lib/run.mjs";
import { deployProblems, parseToml } from "./lib/wranglerToml.mjs";

const { values } = parseArgs({ options: { preview: { type: "boolean", default: false }, branch: { type: "string" } } });
// Pages picks the environment from the branch: the production branch (main) gets [env.production].
const envName = values.preview ? "preview" : "production";
const branch = values.branch ?? (values.preview ? "preview" : "main");

const config = parseToml(readFileSync("wrangler.toml", "utf8"));
const problems = deployProblems(config, envName);
if (problems.length) {
  console.error(`Not deploying ${envName}: wrangler.toml is not ready.\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}

await run(bin("remix"), ["build"]);
await run(process.execPath, ["scripts/run-ts.mjs", "scripts/og-images.ts"]);
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--remote", "--env", envName]);
await run(bin("wrangler"), ["pages", "deploy", "--branch", branch]);
await run(process.execPath, ["scripts/warm-pages.mjs", config.env[envName].vars.SITE_URL]);
