import { fromBase64Url, toBase64Url } from "../../lib/base64";
import { hmacKey } from "../platform/hmac.server";

/**
 * The brochure download's ticket: after the form is accepted (and the request stored), the action
 * redirects to /brochures/<ticket>, which streams the file. The ticket names the product and when
 * it stops working, signed with SESSION_SECRET (HMAC-SHA256, WebCrypto), so the file is handed out
 * only through the form: `b1.<product id>.<expires, ms>.<base64url signature>`.
 */
const VERSION = "b1";
/** Long enough for a slow connection to start the download, short enough that a shared link dies. */
export const TICKET_TTL_MS = 10 * 60 * 1000;

const encoder = new TextEncoder();
const message = (productId: string, expires: number) => encoder.encode(`brochure-download:${VERSION}:${productId}:${expires}`);

export async function signDownloadTicket(secret: string, productId: string, now = Date.now()): Promise<string> {
  const expires = now + TICKET_TTL_MS;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), message(productId, expires));
  return `${VERSION}.${productId}.${expires}.${toBase64Url(signature)}`;
}

type TicketCheck = { ok: true; productId: string } | { ok: false; reason: "forged" } | { ok: false; reason: "expired"; productId: string };

/** Checks a ticket (constant-time signature check); an expired one still says which product, to send the visitor back to its form. */
export async function checkDownloadTicket(secret: string, ticket: string, now = Date.now()): Promise<TicketCheck> {
  const [version, productId, expiresText, signature, ...rest] = ticket.split(".");
  if (version !== VERSION || !productId || !expiresText || !signature || rest.length) return { ok: false, reason: "forged" };
  if (!/^[a-z0-9-]{1,100}$/.test(productId) || !/^\d{1,16}$/.test(expiresText)) return { ok: false, reason: "forged" };
  const bytes = signature.length >= 10 && signature.length <= 100 ? fromBase64Url(signature) : null;
  const expires = Number(expiresText);
  if (!bytes || !(await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, message(productId, expires)))) return { ok: false, reason: "forged" };
  if (now > expires) return { ok: false, reason: "expired", productId };
  return { ok: true, productId };
}
