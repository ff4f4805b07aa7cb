// Creates a staff admin in D1 without the password touching shell history, the process list
// or git: it is typed at a hidden prompt (twice), hashed here with the app's own PBKDF2 module,
// and only the hash goes, in a 0600 temp file that is deleted afterwards, to
// `wrangler d1 execute DB --file`.
//
//   npm run admin:create -- --remote                  the production D1 (needs `wrangler login`)
//   npm run admin:create -- --local [--persist-to .wrangler/state]
//
// Without a terminal (CI, a password manager's pipe) it reads four lines from stdin:
// e-mail, name, password, password again.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { newUserSchema } from "../app/lib/auth/authSchemas";
import { hashPassword } from "../app/server/auth/password.server";
import { insertAdminSql } from "./lib/adminSql";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const local = args.includes("--local");
if (remote === local) {
  console.error("usage: npm run admin:create -- --remote | --local [--persist-to <dir>]");
  process.exit(2);
}
const persistAt = args.indexOf("--persist-to");
const persistTo = persistAt >= 0 ? args[persistAt + 1] : ".wrangler/state";

// Non-interactive input: every line of stdin, read up front.
async function stdinLines(): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/);
}
const piped = process.stdin.isTTY ? null : await stdinLines();

async function ask(question: string): Promise<string> {
  if (piped) return piped.shift() ?? "";
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

/** Reads a line with echo off (raw mode), so the password never shows on screen. */
function askHidden(question: string): Promise<string> {
  if (piped) return Promise.resolve(piped.shift() ?? "");
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

console.log(`Create an admin in the ${remote ? "REMOTE (production)" : `local (${persistTo})`} database.`);
const email = await ask("E-mail: ");
const name = await ask("Name: ");
const password = await askHidden("Password (at least 12 characters): ");
const again = await askHidden("Password again: ");
if (password !== again) {
  console.error("The passwords do not match. Nothing was changed.");
  process.exit(1);
}
const parsed = newUserSchema.safeParse({ email, name, role: "admin", password });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
  console.error("Nothing was changed.");
  process.exit(1);
}

const sql = insertAdminSql({
  id: crypto.randomUUID(),
  email: parsed.data.email,
  name: parsed.data.name,
  passwordHash: await hashPassword(parsed.data.password),
});
const dir = mkdtempSync(join(tmpdir(), "meridian-admin-"));
const file = join(dir, "create-admin.sql");
let status = 1;
try {
  writeFileSync(file, sql, { mode: 0o600, flag: "wx" });
  const where = remote ? ["--remote"] : ["--local", "--persist-to", persistTo!];
  const run = spawnSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", ...where, "--file", file, "--yes"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  status = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (status === 0) console.log(`Created admin ${parsed.data.email}. Sign in at /login.`);
else console.error("wrangler could not create the admin (is there already an account with this e-mail?). Nothing was changed.");
process.exit(status);
