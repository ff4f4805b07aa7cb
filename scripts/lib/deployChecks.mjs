// What `npm run deploy` asks Cloudflare before it changes anything (decision record 0046): each
// answer read from wrangler's output, each problem a sentence saying what to do.
import { spawn } from "node:child_process";
import { bin, wranglerEnv } from "./run.mjs";

/** Secrets an environment cannot run without (app/server/platform/env.server.ts). */
export const REQUIRED_SECRETS = ["SESSION_SECRET", "SEALING_KEYS"];
/** Secrets renamed, old name → new (as RENAMED_SECRETS in env.server.ts): the old one still runs for a release. */
export const RENAMED_SECRETS = { TOTP_ENCRYPTION_KEYS: "SEALING_KEYS" };
/** Secrets production should have: without EMAIL_PROVIDER_KEY mail waits in the outbox. */
export const WANTED_SECRETS = { production: ["EMAIL_PROVIDER_KEY"], preview: [] };

/** Runs wrangler, resolving with its exit code and output (never rejects). */
function wrangler(args) {
  return new Promise((resolve) => {
    const child = spawn(bin("wrangler"), args, { env: wranglerEnv, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("error", (error) => resolve({ code: 1, out: String(error) }));
    child.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The names a `wrangler pages secret list` answer lists ("  - NAME: Value Encrypted"). */
export const secretNames = (out) => [...out.matchAll(/^\s*-\s*([A-Z0-9_]+):/gm)].map((m) => m[1]);

/** The id in a `wrangler d1 info <name> --json` answer. */
export const databaseIdOf = (out) => /"uuid"\s*:\s*"([0-9a-f-]{36})"/.exec(out)?.[1] ?? null;

/** What the secrets an environment has lack: a required one missing is an error; one under its old name, a warning. */
export function secretProblems(present, { project, envName }) {
  const errors = [];
  const warnings = [];
  const put = (name) => `\`npx wrangler pages secret put ${name} --project-name ${project} --env ${envName}\``;
  for (const name of REQUIRED_SECRETS) {
    if (present.includes(name)) continue;
    const old = Object.keys(RENAMED_SECRETS).find((o) => RENAMED_SECRETS[o] === name && present.includes(o));
    if (old) warnings.push(`secret ${old} is deprecated for ${envName}: put the same value as ${name} (${put(name)}), then delete ${old}`);
    else errors.push(`secret ${name} is not set for ${envName}: ${put(name)}`);
  }
  for (const name of WANTED_SECRETS[envName] ?? [])
    if (!present.includes(name)) warnings.push(`secret ${name} is not set for ${envName}: e-mail will wait in the outbox (health reports it)`);
  return { errors, warnings };
}

export async function cloudflareProblems({ config, envName }) {
  const errors = [];
  const warnings = [];
  const whoami = await wrangler(["whoami"]);
  if (whoami.code !== 0 || /not authenticated/i.test(whoami.out)) {
    errors.push("no Cloudflare credentials: set CLOUDFLARE_API_TOKEN (Pages Edit, D1 Edit) and CLOUDFLARE_ACCOUNT_ID, or run `npx wrangler login`");
    return { errors, warnings };
  }
  const projects = await wrangler(["pages", "project", "list"]);
  if (projects.code !== 0 || !new RegExp(`\\b${config.name}\\b`).test(projects.out))
    errors.push(`no Pages project "${config.name}": \`npx wrangler pages project create ${config.name} --production-branch main\``);
  const secrets = await wrangler(["pages", "secret", "list", "--project-name", config.name, "--env", envName]);
  const found = secretProblems(secretNames(secrets.out), { project: config.name, envName });
  errors.push(...found.errors);
  warnings.push(...found.warnings);
  for (const db of config.env?.[envName]?.d1_databases ?? []) {
    const info = await wrangler(["d1", "info", db.database_name, "--json"]);
    const id = databaseIdOf(info.out);
    if (!id) errors.push(`D1 database ${db.database_name} not found: \`npx wrangler d1 create ${db.database_name}\`, then put its id in wrangler.toml`);
    else if (id !== db.database_id) errors.push(`D1 database ${db.database_name} is ${id}, but wrangler.toml's [env.${envName}] says ${db.database_id}`);
  }
  return { errors, warnings };
}

/** The database's current Time Travel bookmark: where `time-travel restore` takes it back to. */
export async function timeTravelBookmark(databaseName, envName) {
  const info = await wrangler(["d1", "time-travel", "info", databaseName, "--env", envName, "--json"]);
  const bookmark = /"bookmark"\s*:\s*"([^"]+)"/.exec(info.out)?.[1];
  if (info.code !== 0 || !bookmark) throw new Error(`could not read ${databaseName}'s Time Travel bookmark; not migrating:\n${info.out}`);
  return bookmark;
}
