// The rehearsal's own configuration, under .rehearsal/ (git-ignored): wrangler.toml's
// [env.production] vars and bindings as a top level (`wrangler pages dev` takes no --env), and
// secrets made for the rehearsal. Nothing is read from the developer's .dev.vars or local state.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { newTotpSecret } from "../devVars.mjs";
import { parseToml } from "../wranglerToml.mjs";

export const REHEARSAL = resolve(".rehearsal");

const tomlValue = (v) => (typeof v === "string" ? JSON.stringify(v) : String(v));

/** wrangler.toml text for `env` (vars, D1, R2) as the top level, with paths relative to `dir`. */
function configText(top, env, { outputDir, migrationsDir }) {
  const lines = [
    "# Written by scripts/rehearse.mjs: wrangler.toml's [env.production], as the top level.",
    `name = ${tomlValue(top.name)}`,
    `pages_build_output_dir = ${tomlValue(outputDir)}`,
    `compatibility_date = ${tomlValue(top.compatibility_date)}`,
    "",
    "[vars]",
    ...Object.entries(env.vars).map(([k, v]) => `${k} = ${tomlValue(v)}`),
  ];
  for (const db of env.d1_databases) {
    lines.push("", "[[d1_databases]]");
    for (const [k, v] of Object.entries({ ...db, migrations_dir: migrationsDir })) lines.push(`${k} = ${tomlValue(v)}`);
  }
  for (const bucket of env.r2_buckets) {
    lines.push("", "[[r2_buckets]]");
    for (const [k, v] of Object.entries(bucket)) lines.push(`${k} = ${tomlValue(v)}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The previous release: CHANGELOG.md's newest version heading after Unreleased, and the commit it
 * names ("Released from commit `<sha>`."). A release without one stops the rehearsal: say which.
 */
export function previousRelease(changelog = readFileSync("CHANGELOG.md", "utf8")) {
  const sections = changelog.split(/^## /m).slice(1);
  const released = sections.find((s) => /^\[\d+\.\d+\.\d+\]/.test(s));
  if (!released) throw new Error("CHANGELOG.md names no released version");
  const version = /^\[([^\]]+)\]/.exec(released)[1];
  const commit = /Released from commit `([0-9a-f]{7,40})`/.exec(released)?.[1];
  if (!commit) throw new Error(`CHANGELOG.md's ${version} names no commit: add "Released from commit \`<sha>\`." under its heading`);
  return { version, commit };
}

/** The previous release's migrations, as that commit holds them: written to `dir`, names returned. */
export function writePreviousMigrations(commit, dir) {
  mkdirSync(dir, { recursive: true });
  const names = execFileSync("git", ["ls-tree", "--name-only", `${commit}:migrations`], { encoding: "utf8" })
    .split("\n")
    .filter((n) => n.endsWith(".sql"));
  for (const name of names) writeFileSync(join(dir, name), execFileSync("git", ["show", `${commit}:migrations/${name}`]));
  return names;
}

/**
 * Writes the rehearsal's configurations: serve/ (the artifact, migrations/ as they are now) and
 * previous/ (the same database, the previous release's migrations). Returns the rehearsal's secrets
 * and the seed's variables (its admin, whose password and code the smoke uses).
 */
export function writeRehearsalConfig({ previousMigrationsDir }) {
  const top = parseToml(readFileSync("wrangler.toml", "utf8"));
  const production = top.env?.production;
  if (!production) throw new Error("wrangler.toml has no [env.production]");
  // A local database of the rehearsal's own: the production id may be the placeholder or real.
  const env = { ...production, d1_databases: production.d1_databases.map((db) => ({ ...db, database_id: `rehearsal-${db.database_name}` })) };
  for (const [dir, migrationsDir] of [
    ["serve", "../../migrations"],
    ["previous", previousMigrationsDir],
  ]) {
    mkdirSync(join(REHEARSAL, dir), { recursive: true });
    writeFileSync(join(REHEARSAL, dir, "wrangler.toml"), configText(top, env, { outputDir: "../site", migrationsDir }));
    // `pages dev` reads the configuration of the nearest package.json's folder: without this one
    // it would find the project's and serve the top level (development) configuration.
    writeFileSync(join(REHEARSAL, dir, "package.json"), '{ "private": true, "description": "written by scripts/rehearse.mjs" }\n');
  }
  const secrets = {
    SESSION_SECRET: randomBytes(48).toString("base64url"),
    SEALING_KEYS: `rehearsal1:${randomBytes(32).toString("base64url")}`,
  };
  const admin = { ADMIN_EMAIL: "admin@rehearsal.invalid", ADMIN_PASSWORD: randomBytes(15).toString("base64url"), ADMIN_TOTP_SECRET: newTotpSecret() };
  const seedVars = { ...secrets, ...admin, DEMO_USERNAME: "demo", DEMO_PASSWORD: randomBytes(12).toString("base64url"), EMAIL_TRANSPORT: "sink" };
  const seedVarsFile = join(REHEARSAL, "seed.vars");
  writeFileSync(
    seedVarsFile,
    Object.entries(seedVars)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(""),
    { mode: 0o600 },
  );
  return { secrets, admin, seedVarsFile, vars: env.vars };
}
