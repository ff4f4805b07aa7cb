// What runs the site locally, for `npm start` and `npm test` to print (and tests/unit/toolchain.test.ts
// to check): the Node running the scripts, the workerd that wrangler ships, and the
// compatibility_date in wrangler.toml.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The directory of package `name` as Node would find it from directory `from` (node_modules of
 * `from`, then of each parent); read directly, because some packages do not export package.json.
 * @param {string} name @param {string} [from] @returns {string}
 */
export function packageDir(name, from = ".") {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (from ${from})`);
  }
}

/** @param {string} name @param {string} [from] @returns {string} */
export const packageVersion = (name, from) => JSON.parse(readFileSync(join(packageDir(name, from), "package.json"), "utf8")).version;

/**
 * The workerd a package runs (wrangler's by default): its version (1.YYYYMMDD.n) and the date in
 * it, which is the newest compatibility_date it supports.
 * @param {string} [from] @returns {{ version: string, date: string }}
 */
export function workerdRelease(from = packageDir("wrangler")) {
  const version = packageVersion("workerd", packageDir("miniflare", from));
  const ymd = version.split(".")[1] ?? "";
  return { version, date: `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` };
}

/** @returns {string} */
export function compatibilityDate() {
  const match = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m.exec(readFileSync("wrangler.toml", "utf8"));
  if (!match?.[1]) throw new Error("wrangler.toml has no compatibility_date");
  return match[1];
}

export function toolchainSummary() {
  const workerd = workerdRelease();
  return `Node ${process.version} (${process.execPath}) · wrangler ${packageVersion("wrangler")} · workerd ${workerd.version} (${workerd.date}) · compatibility_date ${compatibilityDate()}`;
}
