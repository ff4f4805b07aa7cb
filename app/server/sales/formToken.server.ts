import { fromBase64Url, toBase64Url } from "../../lib/base64";
import { hmacKey } from "../platform/hmac.server";

/**
 * The contact form's signed timestamp: when the form was handed out, signed with SESSION_SECRET
 * (HMAC-SHA256, WebCrypto). A forged token is a spam signal (decision record 0034); its age is
 * not, beyond the day after which the visitor is asked to send again: autofill sends a form
 * within a second of showing it, and a public page's form may come from the edge's copy.
 *
 * Token: `v1.<issued at, ms since epoch>.<base64url signature>`.
 */
const VERSION = "v1";
/** A form left open longer than this is handed a fresh token instead of being accepted. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clock skew between isolates we tolerate for a token issued "in the future". */
const FUTURE_SKEW_MS = 60_000;

type FormTokenCheck =
  | { ok: true; issuedAt: number }
  /** No token or a token too old: what a real visitor can have; answer with a visible error. */
  | { ok: false; reason: "missing" | "expired" }
  /** What only a bot produces: a spam signal. */
  | { ok: false; reason: "forged" };

const encoder = new TextEncoder();
const message = (issuedAt: number) => encoder.encode(`contact-form:${VERSION}:${issuedAt}`);

/** A token for a form handed out at `issuedAt` (ms). */
export async function signFormToken(secret: string, issuedAt: number = Date.now()): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), message(issuedAt));
  return `${VERSION}.${issuedAt}.${toBase64Url(signature)}`;
}

/** Checks a submitted token at `now` (ms). Verification is constant-time (crypto.subtle.verify). */
export async function checkFormToken(secret: string, token: string | undefined, now: number = Date.now()): Promise<FormTokenCheck> {
  if (!token) return { ok: false, reason: "missing" };
  const [version, issued, signature, ...rest] = token.split(".");
  if (version !== VERSION || !issued || !signature || rest.length || !/^\d{1,16}$/.test(issued)) return { ok: false, reason: "forged" };
  const bytes = fromBase64Url(signature);
  const issuedAt = Number(issued);
  if (!bytes || !(await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, message(issuedAt)))) {
    return { ok: false, reason: "forged" };
  }
  const age = now - issuedAt;
  if (age < -FUTURE_SKEW_MS) return { ok: false, reason: "forged" };
  if (age > MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, issuedAt };
}
