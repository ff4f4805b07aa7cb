import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads the e2e server's local D1 (.wrangler/e2e-<port>, see scripts/e2e-server.mjs) to check what
 * a test's browser actions really stored. The database file is opened READ-ONLY with the sqlite3
 * command-line shell: workerd keeps it in WAL mode, where a reader never takes the write lock, so a
 * test's check can no longer make the server's own write fail with SQLITE_BUSY (it did with
 * `wrangler d1 execute`, which opens the file as a second writer). Values are test-made ids,
 * quoted here.
 */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync("sqlite3", ["-readonly", "-json", "-cmd", ".timeout 5000", databaseFile(), sql], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The shell prints nothing at all for an empty result.
  return out.trim() ? (JSON.parse(out) as T[]) : [];
}

/**
 * Stores test fixtures no API can make (a session as a sign-in makes it, requests with chosen
 * creation times): the statements go to the e2e server's POST /api/test-fixtures, which runs them
 * as one batch through its own D1 connection. Writing the file from here (the sqlite3 shell) made
 * a second writer, and the server's own writes met SQLITE_BUSY under load.
 */
export async function execD1(statements: string | string[]): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 8799}/api/test-fixtures`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ statements: typeof statements === "string" ? [statements] : statements }),
  });
  if (!response.ok) throw new Error(`Test fixture refused: ${response.status} ${await response.text()}`);
}

let file: string | undefined;
/** The one D1 database miniflare keeps for the DB binding (named by a hash of its id). */
function databaseFile(): string {
  if (file) return file;
  const dir = join(`.wrangler/e2e-${process.env.E2E_PORT ?? 8799}`, "v3", "d1", "miniflare-D1DatabaseObject");
  const found = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (found.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found: ${found.join(", ") || "none"}`);
  return (file = join(dir, found[0]!));
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

let counter = 0;
/** A client address for one test, so per-address rate limits never collide between tests or runs. */
export function uniqueIp(): string {
  counter++;
  const n = (Date.now() + process.pid + counter * 7919) % 65_000;
  return `10.${(n >> 8) & 255}.${n & 255}.${counter % 250}`;
}
