import { browserWarningDismissed, outdatedBrowser } from "../../lib/browser";
import { PUBLIC_CACHE } from "../../lib/cache";
import { etagMatches, weakEtag } from "./conditional.server";
import { hasSessionCookie, isPersonalPath } from "./cachePolicy.server";

/**
 * The edge's copy of public pages. A Pages Function's responses are not kept by Cloudflare's
 * CDN, so the function keeps them itself: per isolate, in memory, for the page's `s-maxage`.
 * It keeps only pages sent with PUBLIC_CACHE (app/lib/cache.ts), which means "the same for every
 * visitor until the next deploy"; a deploy starts new isolates, so it empties the copy and such a
 * page is never served stale across one. Pages whose content changes without a deploy (news)
 * send their own Cache-Control and are rendered every time: one isolate could not purge the
 * copies the others keep.
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
 * Whether a request may be answered from (and fill) the copy: a GET of a page with no query
 * string, from a visitor with no session, whose browser would not get the outdated-browser banner
 * (that page is made for one browser and sent private). A query string is the visitor's own
 * (a search, a tree selection, a tracking tag) and makes the copy key unbounded: random ones would
 * push the real pages out. A copy can't serve another query either: the page embeds its URL and
 * Remix reloads a page whose URL does not match it.
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "") return false;
  // Single-fetch data requests (*.data) and route discovery (/__manifest) are not pages.
  if (isPersonalPath(url.pathname) || url.pathname.endsWith(".data") || url.pathname === "/__manifest") return false;
  const cookie = request.headers.get("Cookie");
  if (hasSessionCookie(cookie)) return false;
  return browserWarningDismissed(cookie) || outdatedBrowser(request.headers.get("User-Agent")) === null;
}

/** Seconds a response may be kept: PUBLIC_CACHE's `s-maxage` for a 200 HTML page sent with it, else 0. */
export function cacheableFor(status: number, headers: Headers): number {
  if (status !== 200 || headers.has("Set-Cookie")) return 0;
  if (!headers.get("Content-Type")?.startsWith("text/html")) return 0;
  if (headers.get("Cache-Control") !== PUBLIC_CACHE) return 0;
  return Number(/\bs-maxage=(\d+)/.exec(PUBLIC_CACHE)![1]);
}

export const pageKey = (url: URL) => url.pathname;

/** A page as kept: split at its nonce, with a weak ETag of the nonce-free text. */
export async function pageEntry(html: string, nonce: string, headers: Headers, ttlSeconds: number, now = Date.now()): Promise<PageEntry> {
  const parts = nonce ? html.split(nonce) : [html];
  const kept = [...headers].filter(([name]) => !/^(etag|set-cookie|content-length)$/i.test(name));
  return { parts, etag: await weakEtag(parts.join("")), headers: kept, expires: now + ttlSeconds * 1000, bytes: html.length * 2 };
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

/**
 * Forgets one page in this isolate's copy: a staff change that shows on a public page (a product's
 * brochure) is seen at once here; other isolates keep theirs until its s-maxage ends.
 */
export function dropPage(key: string): void {
  const old = pages.get(key);
  if (!old) return;
  pages.delete(key);
  totalBytes -= old.bytes;
}

/** The kept page as this response: with this response's nonce, or 304 when the browser has it. */
export function pageResponse(entry: PageEntry, nonce: string, ifNoneMatch: string | null): Response {
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  if (etagMatches("GET", ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  return new Response(entry.parts.join(nonce), { status: 200, headers });
}
