// Creates .dev.vars from .dev.vars.example on first run, filling the secrets with random values.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

const random = (bytes) => randomBytes(bytes).toString("base64url");

/** A keyring of one AES-256 key for SEALING_KEYS, which seals secrets at rest (app/server/platform/keyring.server.ts). */
const newKeyring = () => `local1:${random(32)}`;

/** A TOTP secret as authenticator apps take it: 160 random bits in base32 (RFC 4648, no padding). */
export function newTotpSecret() {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of randomBytes(20)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

function printTotp(vars, file) {
  console.log(`The local admin signs in with a second factor. Add this key to an authenticator app (or use ${file}'s ADMIN_TOTP_SECRET):`);
  console.log(`  ${vars.ADMIN_TOTP_SECRET}\n`);
}

/** @param {string} text @returns {Record<string, string>} */
export function parseDevVars(text) {
  /** @type {Record<string, string>} */
  const vars = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) vars[m[1]] = m[2].replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

/**
 * Settings a .dev.vars made before they existed lacks, with their local value: appended (never
 * overwriting what the developer chose, even an empty value).
 */
const LATER_SETTINGS = [
  ["EMAIL_TRANSPORT", "sink", "# Local mail catcher: outbox messages are kept in local R2 and shown at /admin/outbox (decision record 0013)."],
];

/** Settings renamed, old name → new: an existing .dev.vars is rewritten once, keeping the value. */
const RENAMED_SETTINGS = { TOTP_ENCRYPTION_KEYS: "SEALING_KEYS" };

/** Returns the vars of .dev.vars, creating the file if it is missing. @returns {Record<string, string>} */
export function ensureDevVars(file = ".dev.vars") {
  if (!existsSync(file)) {
    const generated = {
      SESSION_SECRET: random(48),
      ADMIN_PASSWORD: random(15),
      DEMO_PASSWORD: random(12),
      ADMIN_TOTP_SECRET: newTotpSecret(),
      SEALING_KEYS: newKeyring(),
    };
    const text = readFileSync(".dev.vars.example", "utf8").replace(/^([A-Z0-9_]+)=$/gm, (line, name) =>
      generated[name] ? `${name}=${generated[name]}` : line,
    );
    writeFileSync(file, text, { mode: 0o600 });
    const vars = parseDevVars(text);
    console.log(`\nCreated ${file} with new secrets. Sign in at /admin as ${vars.ADMIN_EMAIL} with password: ${vars.ADMIN_PASSWORD}`);
    console.log(`Demo user at /demo: ${vars.DEMO_USERNAME} / ${vars.DEMO_PASSWORD}  (shown once; both are in ${file})\n`);
    printTotp(vars, file);
  }
  let text = readFileSync(file, "utf8");
  // A .dev.vars made before the keyring was renamed: the same keys under the new name, so what
  // local D1 holds still opens (decision record 0051).
  const renamed = Object.entries(RENAMED_SETTINGS).filter(([old, current]) => old in parseDevVars(text) && !(current in parseDevVars(text)));
  if (renamed.length > 0) {
    for (const [old, current] of renamed) text = text.replace(new RegExp(`^(\\s*)${old}(\\s*=)`, "m"), `$1${current}$2`);
    writeFileSync(file, text, { mode: 0o600 });
    console.log(`Renamed ${renamed.map(([old, current]) => `${old} to ${current}`).join(", ")} in ${file}.`);
  }
  const missing = LATER_SETTINGS.filter(([name]) => !(name in parseDevVars(text)));
  if (missing.length > 0) {
    text = `${text.replace(/\n?$/, "\n")}${missing.map(([name, value, comment]) => `${comment}\n${name}=${value}\n`).join("")}`;
    writeFileSync(file, text, { mode: 0o600 });
    console.log(`Added ${missing.map(([name]) => name).join(", ")} to ${file}.`);
  }
  const vars = parseDevVars(text);
  if (!vars.ADMIN_TOTP_SECRET) {
    // A .dev.vars made before admins needed a second factor: add the admin's key once.
    vars.ADMIN_TOTP_SECRET = newTotpSecret();
    appendFileSync(
      file,
      `\n# The local admin's second factor (TOTP, base32); the seed enrols the admin with it.\nADMIN_TOTP_SECRET=${vars.ADMIN_TOTP_SECRET}\n`,
    );
    printTotp(vars, file);
  }
  if (!vars.SEALING_KEYS) {
    // A .dev.vars made before secrets were sealed: a key of its own, once.
    vars.SEALING_KEYS = newKeyring();
    appendFileSync(file, `\n# The keys that seal secrets in D1 (AES-256-GCM, decision record 0012); the first seals.\nSEALING_KEYS=${vars.SEALING_KEYS}\n`);
    console.log(`Added SEALING_KEYS to ${file}.`);
  }
  return vars;
}
