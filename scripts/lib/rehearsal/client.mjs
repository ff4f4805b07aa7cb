// The rehearsal's HTTP client. The rehearsal serves over HTTPS (`wrangler pages dev
// --local-protocol https`), because a `__Host-` cookie is only kept by a browser over HTTPS and
// request.url must say https as it does on Cloudflare; wrangler signs that server with a
// certificate of its own for localhost, which this client, and only for 127.0.0.1, does not verify.
import { request as httpsRequest } from "node:https";

/**
 * One request; resolves with status, headers (lower-case names; set-cookie as an array) and body.
 * No redirects are followed: the smoke reads the redirect itself.
 */
export function send(origin, path, { method = "GET", headers = {}, body } = {}) {
  const url = new URL(path, origin);
  if (url.hostname !== "127.0.0.1") throw new Error(`the rehearsal client talks to 127.0.0.1 only, not ${url.hostname}`);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method, headers, rejectUnauthorized: false, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Waits until the server answers anything on `path` (health may be 503 by design). */
export async function waitForServer(origin, child, output, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output.join("")}`);
    try {
      await send(origin, "/api/health");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`wrangler pages dev did not answer on ${origin}:\n${output.join("")}`);
}

/** A TOTP code (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits) for a base32 key at `ms`. */
export async function totpCode(base32, ms) {
  const { createHmac } = await import("node:crypto");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of base32.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(ms / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
