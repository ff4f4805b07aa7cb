// `npm run deploy [-- --preview --branch <name>] [--dry-run]` (decision records 0037, 0046):
//   1. checks wrangler.toml (no placeholder, each environment runs as itself);
//   2. checks Cloudflare: credentials, the Pages project, its secrets for the environment
//      (SESSION_SECRET and SEALING_KEYS required; EMAIL_PROVIDER_KEY warned of in
//      production), and that each database id in wrangler.toml is the database of that name;
//   3. rehearses (`npm run rehearse`): builds the artifact and serves it in production mode;
//   4. prints the database's D1 Time Travel bookmark (the way back, README: Deploy);
//   5. applies the migrations to the remote database (expand-first: the running release keeps
//      working on the new schema, which the rehearsal checks), then uploads the rehearsed
//      artifact as built (`wrangler pages deploy .rehearsal/site --no-bundle`), then warms the pages.
// --dry-run does 1 and 3 and touches no Cloudflare API (no credentials needed); it lists what a
// real deploy would check and run.
import "./lib/requireNode.mjs";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { cloudflareProblems, timeTravelBookmark } from "./lib/deployChecks.mjs";
import { bin, run } from "./lib/run.mjs";
import { deployProblems, parseToml } from "./lib/wranglerToml.mjs";

const { values } = parseArgs({
  options: { preview: { type: "boolean", default: false }, branch: { type: "string" }, "dry-run": { type: "boolean", default: false } },
});
const dryRun = values["dry-run"];
// Pages picks the environment from the branch: the production branch (main) gets [env.production].
const envName = values.preview ? "preview" : "production";
const branch = values.branch ?? (values.preview ? "preview" : "main");
const ARTIFACT = ".rehearsal/site";

const config = parseToml(readFileSync("wrangler.toml", "utf8"));
const fail = (title, problems) => {
  console.error(`Not deploying ${envName}: ${title}\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
};

const configProblems = deployProblems(config, envName);
if (configProblems.length && !dryRun) fail("wrangler.toml is not ready.", configProblems);
if (configProblems.length)
  console.warn(`wrangler.toml is not ready for ${envName} (a real deploy stops here):\n${configProblems.map((p) => `  - ${p}`).join("\n")}`);

const env = config.env?.[envName] ?? {};
const databases = env.d1_databases ?? [];
if (dryRun) {
  console.log(`\nDry run of a ${envName} deploy of branch ${branch}: nothing on Cloudflare is read or changed.
A real deploy needs CLOUDFLARE_API_TOKEN (Account: Cloudflare Pages Edit, D1 Edit) and CLOUDFLARE_ACCOUNT_ID, and first checks:
  - the credentials (wrangler whoami) and the Pages project "${config.name}" (wrangler pages project list)
  - its ${envName} secrets: SESSION_SECRET, SEALING_KEYS${envName === "production" ? " (EMAIL_PROVIDER_KEY: warned of when missing)" : ""}
  - ${databases.map((d) => `the database ${d.database_name} has the id ${d.database_id}`).join("; ") || "its databases"}
then, after the rehearsal below, prints each database's Time Travel bookmark and runs:
${databases.map((d) => `  wrangler d1 migrations apply ${d.binding} --remote --env ${envName}`).join("\n")}
  wrangler pages deploy ${ARTIFACT} --no-bundle --branch ${branch}
  node scripts/warm-pages.mjs ${env.vars?.SITE_URL ?? "<SITE_URL>"}
`);
} else {
  const problems = await cloudflareProblems({ config, envName });
  if (problems.errors.length) fail("Cloudflare is not ready.", problems.errors);
  for (const w of problems.warnings) console.warn(`warning: ${w}`);
}

// What is uploaded is what was rehearsed: the rehearsal builds .rehearsal/site and checks it.
await run(process.execPath, ["scripts/rehearse.mjs"]);
if (dryRun) {
  if (configProblems.length) console.log(`\nDry run: ${ARTIFACT} rehearsed, but wrangler.toml is not ready (above): a real deploy would stop first.`);
  else console.log(`\nDry run passed: ${ARTIFACT} is what a real deploy would upload.`);
  process.exit(configProblems.length ? 1 : 0);
}

for (const db of databases) {
  const bookmark = await timeTravelBookmark(db.database_name, envName);
  console.log(`\nD1 ${db.database_name} before this deploy's migrations: Time Travel bookmark ${bookmark}
  The way back (README: Deploy): npx wrangler d1 time-travel restore ${db.database_name} --env ${envName} --bookmark ${bookmark}\n`);
}
for (const db of databases) await run(bin("wrangler"), ["d1", "migrations", "apply", db.binding, "--remote", "--env", envName]);
await run(bin("wrangler"), ["pages", "deploy", ARTIFACT, "--no-bundle", "--branch", branch]);
await run(process.execPath, ["scripts/warm-pages.mjs", env.vars.SITE_URL]);
