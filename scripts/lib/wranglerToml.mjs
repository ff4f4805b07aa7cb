// Reads wrangler.toml for `npm run deploy` and tests/unit/wranglerConfig.test.ts: the subset of
// TOML the file uses ([tables], [[arrays of tables]], key = "string" | number | boolean), so
// neither needs a TOML parser of its own, and what a deployment would get (decision record 0037).

/** @returns {Record<string, any>} */
export function parseToml(text) {
  const root = {};
  let current = root;
  const walk = (path) =>
    path.reduce((table, key) => {
      const next = (table[key] ??= {});
      return Array.isArray(next) ? next[next.length - 1] : next;
    }, root);
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const arrayHeader = /^\[\[([^\]]+)\]\]$/.exec(line);
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (arrayHeader) {
      const path = arrayHeader[1].split(".");
      const parent = walk(path.slice(0, -1));
      const list = (parent[path.at(-1)] ??= []);
      list.push((current = {}));
    } else if (header) {
      current = walk(header[1].split("."));
    } else {
      const pair = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
      if (!pair) throw new Error(`wrangler.toml: cannot read "${line}"`);
      const value = pair[2].replace(/\s+#.*$/, "");
      current[pair[1]] = value.startsWith('"') ? JSON.parse(value) : value === "true" ? true : value === "false" ? false : Number(value);
    }
  }
  return root;
}

/** The id wrangler.toml ships with: a deploy to it would fail, or worse, reach no database. */
export const PLACEHOLDER_DATABASE_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/**
 * What stops a deployment of `envName` ("production" or "preview"): each a sentence. Empty when it
 * may go. Reserved names (RFC 2606's .example) and the zero database id are placeholders.
 */
export function deployProblems(config, envName) {
  const env = config.env?.[envName];
  if (!env) return [`wrangler.toml has no [env.${envName}]: Pages would deploy it with no vars and no bindings`];
  const problems = [];
  const vars = env.vars ?? {};
  if (vars.APP_ENV !== envName) problems.push(`[env.${envName}.vars] APP_ENV is ${JSON.stringify(vars.APP_ENV)}, not "${envName}"`);
  if (!/^https:\/\/[^/]+$/.test(String(vars.SITE_URL ?? ""))) problems.push(`[env.${envName}.vars] SITE_URL must be the public https origin`);
  else if (envName === "production" && /\.example$/.test(new URL(vars.SITE_URL).hostname))
    problems.push(`[env.production.vars] SITE_URL is the placeholder ${vars.SITE_URL}: set the site's real origin`);
  for (const key of Object.keys(vars)) if (/^(TEST_|BENCH_)/.test(key)) problems.push(`[env.${envName}.vars] ${key} is a test hook: remove it`);
  const databases = env.d1_databases ?? [];
  if (databases.length === 0) problems.push(`[env.${envName}] has no d1_databases`);
  for (const db of databases)
    if (!db.database_id || PLACEHOLDER_DATABASE_ID.test(db.database_id))
      problems.push(
        `[[env.${envName}.d1_databases]] ${db.binding}: database_id is the placeholder; \`npx wrangler d1 create ${db.database_name}\` prints the real one`,
      );
  if ((env.r2_buckets ?? []).length === 0) problems.push(`[env.${envName}] has no r2_buckets`);
  return problems;
}
