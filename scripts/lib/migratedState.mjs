import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { bin, run, seedLocalState } from "./run.mjs";

// `wrangler d1 migrations apply` takes over 30 s on 2 cores (each migration is its own round trip
// to a fresh emulator), and every test server and the route tests used to pay it for an empty
// database. The migrated state is made once per set of migrations and copied: a copy is a plain
// file copy of what wrangler wrote, so each copy is exactly what applying the migrations there
// would have made, and nothing is shared between the copies.
const TEMPLATES = ".wrangler/migrated";

/** Changes whenever the migrations, wrangler.toml (the D1 binding names the file) or wrangler do. */
function templateKey() {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync("node_modules/wrangler/package.json", "utf8")).version);
  hash.update(readFileSync("wrangler.toml"));
  for (const name of readdirSync("migrations").sort()) hash.update(name).update(readFileSync(`migrations/${name}`));
  return hash.digest("hex").slice(0, 16);
}

/** The migrated (and otherwise empty) local state for the current migrations, made if missing. */
export async function migratedTemplate(options = {}) {
  const key = templateKey();
  const dir = `${TEMPLATES}/${key}`;
  if (existsSync(dir)) return dir;
  // Made under a name of its own and renamed into place, so two runs starting at once never
  // copy a half-made template; the loser of the rename throws its copy away.
  const making = `${dir}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", making], options);
  try {
    renameSync(making, dir);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  // Templates of earlier migrations are never used again.
  for (const old of readdirSync(TEMPLATES)) if (old !== key && !old.includes(".making-")) rmSync(`${TEMPLATES}/${old}`, { recursive: true, force: true });
  return dir;
}

/** Replaces persistTo with a copy of the migrated state: a fresh database, as applying the migrations there would make. */
export async function freshMigratedState(persistTo, options = {}) {
  const template = await migratedTemplate(options);
  rmSync(persistTo, { recursive: true, force: true });
  cpSync(template, persistTo, { recursive: true });
}

/** A fresh migrated copy under persistTo with the seed loaded: what a test server starts from. */
export async function freshSeededState(persistTo, options = {}) {
  await freshMigratedState(persistTo, options);
  await seedLocalState(persistTo, options);
}
