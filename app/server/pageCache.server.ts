import { browserWarningDismissed, outdatedBrowser } from "../lib/browser";
import { hasSessionCookie, isPersonalPath } from "./cachePolicy.server";

/**
 * The edge's copy of public pages. A Pages Function's responses are not kept by Cloudflare's
 * CDN, so the function keeps them itself: per isolate, in memory, for the page's `s-maxage`.
 * A deploy starts new isolates, so a deploy empties it: catalogue pages change only with a
 * deploy and are never served stale across one. Pages whose content changes without a deploy
 * (news) either send a short `s-maxage` or call `purgePages` when they change.
 *
 * Only the CSP nonce differs between two renders of a public page, so the copy is kept as the
 * page split at its nonce and joined with each response's fresh one. The ETag is a hash of the
 * page without the nonce: it changes exactly when what a reader sees changes.
 */
export interface PageEntry {
  /** The page split where its nonce was. */
  parts: string[];
  etag: string;
  headers: Array<[string, string]>;
  expires: number;
  bytes: number;
}

const MAX_ENTRIES = 300;
const MAX_BYTES = 12 * 1024 * 1024;
const pages = new Map<string, PageEntry>();
let totalBytes = 0;

/**
 * Whether a request may be answered from (and fill) the copy: a GET of a page, from a visitor
 * with no session, whose browser would not get the outdated-browser banner (that page is made
 * for one browser and sent private).
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  // Single-fetch data requests (*.data) and route discovery (/__manifest) are not pages.
  if (isPersonalPath(url.pathname) || url.pathname.endsWith(".data") || url.pathname === "/__manifest") return false;
  const cookie = request.headers.get("Cookie");
  if (hasSessionCookie(cookie)) return false;
  return browserWarningDismissed(cookie) || outdatedBrowser(request.headers.get("User-Agent")) === null;
}

/** Seconds a response may be kept: its `s-maxage` (else `max-age`) if it is a public 200 HTML page. */
export function cacheableFor(status: number, headers: Headers): number {
  if (status !== 200 || headers.has("Set-Cookie")) return 0;
  if (!headers.get("Content-Type")?.startsWith("text/html")) return 0;
  const policy = headers.get("Cache-Control") ?? "";
  if (!/(^|,)\s*public\s*(,|$)/i.test(policy) || /\b(private|no-store|no-cache)\b/i.test(policy)) return 0;
  const age = /\bs-maxage=(\d+)/i.exec(policy) ?? /(^|[\s,])max-age=(\d+)/i.exec(policy);
  return age ? Number(age[age.length - 1]) : 0;
}

export const pageKey = (url: URL) => `${url.pathname}${url.search}`;

async function hash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest.subarray(0, 16))).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** A page as kept: split at its nonce, with a weak ETag of the nonce-free text. */
export async function pageEntry(html: string, nonce: string, headers: Headers, ttlSeconds: number, now = Date.now()): Promise<PageEntry> {
  const parts = nonce ? html.split(nonce) : [html];
  const kept = [...headers].filter(([name]) => !/^(etag|set-cookie|content-length)$/i.test(name));
  return { parts, etag: `W/"${await hash(parts.join(""))}"`, headers: kept, expires: now + ttlSeconds * 1000, bytes: html.length * 2 };
}

export function getPage(key: string, now = Date.now()): PageEntry | undefined {
  const entry = pages.get(key);
  if (!entry) return undefined;
  pages.delete(key);
  if (entry.expires <= now) {
    totalBytes -= entry.bytes;
    return undefined;
  }
  pages.set(key, entry); // most recently used last
  return entry;
}

export function putPage(key: string, entry: PageEntry): void {
  const old = pages.get(key);
  if (old) {
    pages.delete(key);
    totalBytes -= old.bytes;
  }
  if (entry.bytes > MAX_BYTES / 4) return;
  pages.set(key, entry);
  totalBytes += entry.bytes;
  for (const [oldest, e] of pages) {
    if (pages.size <= MAX_ENTRIES && totalBytes <= MAX_BYTES) break;
    pages.delete(oldest);
    totalBytes -= e.bytes;
  }
}

/** Drops kept pages whose path starts with `pathPrefix` (all of them without one), in this isolate. */
export function purgePages(pathPrefix = "/"): void {
  for (const [key, entry] of pages) {
    if (!key.startsWith(pathPrefix)) continue;
    pages.delete(key);
    totalBytes -= entry.bytes;
  }
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current page. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** The kept page as this response: with this response's nonce, or 304 when the browser has it. */
export function pageResponse(entry: PageEntry, nonce: string, ifNoneMatch: string | null): Response {
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  if (etagMatches(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  return new Response(entry.parts.join(nonce), { status: 200, headers });
}
