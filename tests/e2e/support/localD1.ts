import { execFileSync } from "node:child_process";

/**
 * Reads the e2e server's local D1 (.wrangler/e2e) with `wrangler d1 execute`, to check what a
 * test's browser actions really stored. Values are test-made ids, quoted here.
 */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", ".wrangler/e2e", "--json", "--command", sql],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

let counter = 0;
/** A client address for one test, so per-address rate limits never collide between tests or runs. */
export function uniqueIp(): string {
  counter++;
  const n = (Date.now() + process.pid + counter * 7919) % 65_000;
  return `10.${(n >> 8) & 255}.${n & 255}.${counter % 250}`;
}
