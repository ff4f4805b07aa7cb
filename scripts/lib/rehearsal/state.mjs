// The rehearsal's two local databases (and buckets): one migrated from zero, and one that holds
// the previous release's schema and rows and is then migrated forward, as production's will be.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { bin, run } from "../run.mjs";
import { REHEARSAL } from "./config.mjs";

const quiet = { stdio: ["ignore", "ignore", "inherit"] };

/**
 * Applies the migrations of `dir` not yet applied, as `wrangler d1 migrations apply` does (each
 * file's SQL, then its name in d1_migrations, the table wrangler keeps), in one `d1 execute`: the
 * apply command starts a local D1 per file, which took a minute for 27 files on a loaded machine.
 * A later `migrations apply` sees them as applied.
 */
async function migrate(persistTo, configDir, dir, skip = []) {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(".sql") && !skip.includes(n))
    .sort();
  const sql = [
    "CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);",
    ...names.map((n) => `${readFileSync(join(dir, n), "utf8")}\n;\nINSERT INTO d1_migrations (name) VALUES ('${n}');`),
  ].join("\n");
  const file = `${persistTo}-${configDir}-migrations.sql`;
  writeFileSync(file, sql);
  const config = join(REHEARSAL, configDir, "wrangler.toml");
  await run(bin("wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--config", config, "--file", file], quiet);
  return names;
}

const seed = (persistTo, configDir, seedVarsFile) =>
  run(
    process.execPath,
    ["scripts/run-ts.mjs", "scripts/seed.ts", "--persist-to", persistTo, "--vars", seedVarsFile, "--config", join(REHEARSAL, configDir, "wrangler.toml")],
    quiet,
  );

/** The local D1 file under a persist directory (one database per rehearsal state). */
function sqliteFile(persistTo) {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`${dir}: expected one database, found ${files.length}`);
  return join(dir, files[0]);
}

/** Every table's columns: name → { notnull, hasDefault }. */
function schemaOf(persistTo) {
  const db = new DatabaseSync(sqliteFile(persistTo), { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'")
      .all()
      .map((r) => r.name);
    return Object.fromEntries(
      tables.map((t) => [
        t,
        Object.fromEntries(
          db
            .prepare(`PRAGMA table_info("${t}")`)
            .all()
            .map((c) => [c.name, { notnull: c.notnull === 1, hasDefault: c.dflt_value !== null }]),
        ),
      ]),
    );
  } finally {
    db.close();
  }
}

/**
 * Expand first: what the previous release reads and writes still works on the migrated schema
 * (its code keeps running until the new deployment takes over). Every table and column it had is
 * still there, and a column added to one of its tables is nullable or has a default, so its
 * INSERTs still pass. Returns each breach as a sentence.
 */
export function expandOnlyBreaches(before, after) {
  const breaches = [];
  for (const [table, columns] of Object.entries(before)) {
    if (!after[table]) {
      breaches.push(`table ${table} is gone`);
      continue;
    }
    for (const column of Object.keys(columns)) if (!after[table][column]) breaches.push(`${table}.${column} is gone`);
    for (const [column, c] of Object.entries(after[table]))
      if (!columns[column] && c.notnull && !c.hasDefault) breaches.push(`${table}.${column} is new, NOT NULL and without a default`);
  }
  return breaches;
}

/** A database migrated from zero and seeded (the first deploy's, and what the smoke signs in to). */
export async function freshState(seedVarsFile) {
  const persistTo = join(REHEARSAL, "state-fresh");
  rmSync(persistTo, { recursive: true, force: true });
  await migrate(persistTo, "serve", "migrations");
  await seed(persistTo, "serve", seedVarsFile);
  return persistTo;
}

/**
 * The previous release's schema (its own migrations) with rows in it (the seed, whose INSERTs
 * name columns that release has), then migrated forward with migrations/ as it is now.
 */
export async function forwardState(seedVarsFile, previousMigrationsDir) {
  const persistTo = join(REHEARSAL, "state-forward");
  rmSync(persistTo, { recursive: true, force: true });
  const previous = await migrate(persistTo, "previous", previousMigrationsDir);
  await seed(persistTo, "previous", seedVarsFile);
  const before = schemaOf(persistTo);
  const applied = await migrate(persistTo, "serve", "migrations", previous);
  const after = schemaOf(persistTo);
  // A landed migration is never edited: the previous release's files are still there, byte for byte.
  const edited = readdirSync(previousMigrationsDir).filter(
    (name) =>
      !existsSync(join("migrations", name)) || readFileSync(join(previousMigrationsDir, name), "utf8") !== readFileSync(join("migrations", name), "utf8"),
  );
  return { persistTo, breaches: expandOnlyBreaches(before, after), edited, applied };
}
