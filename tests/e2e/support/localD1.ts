import { execFileSync } from "node:child_process";

/**
 * Reads the e2e server's local D1 (.wrangler/e2e-<port>, see scripts/e2e-server.mjs) with `wrangler d1 execute`, to check what a
 * test's browser actions really stored. Values are test-made ids, quoted here.
 */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  // The server may hold the database's write lock at that moment: wait and ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        "node_modules/.bin/wrangler",
        ["d1", "execute", "DB", "--local", "--persist-to", `.wrangler/e2e-${process.env.E2E_PORT ?? 8799}`, "--json", "--command", sql],
        { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" }, stdio: ["ignore", "pipe", "pipe"] },
      );
      const parsed = JSON.parse(out) as { results: T[] }[];
      return parsed[0]?.results ?? [];
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String((error as { stderr?: string }).stderr ?? error));
      if (!busy || attempt === 5) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
    }
  }
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

let counter = 0;
/** A client address for one test, so per-address rate limits never collide between tests or runs. */
export function uniqueIp(): string {
  counter++;
  const n = (Date.now() + process.pid + counter * 7919) % 65_000;
  return `10.${(n >> 8) & 255}.${n & 255}.${counter % 250}`;
}
