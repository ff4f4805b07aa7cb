import { inEveryLanguage, localizedPath, type TranslatedLanguage } from "../../lib/i18n/languages";
import { isolateState } from "./isolateState.server";
import { withVisitorNonce } from "./nonceStream.server";
import { isCacheableRequest } from "./publicRequest.server";

/**
 * The shared edge cache (decision record 0027). Cloudflare's CDN does not keep what a
 * Pages Function returns, so public responses are put in the location's Cache API
 * (`caches.default`), which every isolate of the site in that location shares: the first visitor
 * of a page in a location makes it, the next ones (on any isolate, cold or warm) get it without a
 * render or a D1 read.
 *
 * - What: a GET with no query, no session cookie, no `Authorization` (a staff or API token) and
 *   no outdated-browser banner (isCacheableRequest), answered 200 with a `public` Cache-Control that
 *   has an `s-maxage`, no `Set-Cookie`, and an HTML, XML or RSS body: catalogue pages, /news and
 *   its posts, the feed, sitemap.xml. Anything personal is never stored nor looked up.
 * - Key: the host and path under the build's id (`BUILD_ID`, new on every `remix build`): a deploy
 *   starts with empty keys, so no page survives that names another build's assets.
 * - How long: min(s-maxage, 60 s). News responses already cut their s-maxage to the time left
 *   before a scheduled post is due (newsCache.server.ts), so a due post shows within that time.
 * - A change made by staff is purged at once in the location that served the change
 *   (`purgePublicPages`), in every language's copy; other locations see it when their copy ends, within 60 s.
 * - The CSP nonce: a stored HTML page keeps the nonce it was rendered with (in `X-Edge-Nonce`,
 *   which the visitor never sees); each hit replaces it with the response's own fresh nonce.
 */
export const EDGE_TTL_SECONDS = 60;
const CACHEABLE_TYPES = /^(text\/html|application\/xml|application\/rss\+xml|text\/xml)\b/;
const NONCE_HEADER = "X-Edge-Nonce";
const ORIGINAL_CACHE_CONTROL = "X-Edge-Cache-Control";

/** The build's id, set by the request pipeline before the first lookup (isolateState.server.ts). */
export function setBuildId(id: string) {
  isolateState().buildId = id.trim() || "dev";
}
export const currentBuildId = () => isolateState().buildId;

/**
 * What else a content change drops: the pages' store registers itself here (setPageStore in
 * pageStore.server.ts), which keeps the import one way (the store builds on this module).
 */
type Purge = (origin: string, paths: string[]) => Promise<void>;
export function alsoPurge(purge: Purge) {
  isolateState().purgeElsewhere = purge;
}

/**
 * Every origin the site answers to besides the request's own (decision record 0037): the canonical
 * one (`SITE_URL`) and `SITE_ALIASES` (comma-separated origins, e.g. the project's `*.pages.dev`
 * name). Each host keeps copies of its own, so a purge made on one of them drops the path on all.
 * Set by each entry from its env before the first purge.
 */
export function setSiteOrigins(env: { SITE_URL?: string; SITE_ALIASES?: string }) {
  isolateState().siteOrigins = [env.SITE_URL ?? "", ...(env.SITE_ALIASES ?? "").split(",")].flatMap((o) => {
    try {
      return o.trim() ? [new URL(o.trim()).origin] : [];
    } catch {
      return [];
    }
  });
}

/** The origins a purge made on `origin` reaches: its own first, then the site's others. */
export const purgeOrigins = (origin: string): string[] => [...new Set([new URL(origin).origin, ...isolateState().siteOrigins])];

/** The cache the site shares in this location; undefined where there is none (unit tests in Node). */
export const sharedCache = (): Cache | undefined => (typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default);

/**
 * May this request be answered from, or stored in, the shared cache? Not with a token, and not
 * with the test clock's header (X-Test-Now, honoured by test servers only): its answer belongs
 * to that moment.
 */
export const isEdgeCacheable = (request: Request) => isCacheableRequest(request) && !request.headers.has("Authorization") && !request.headers.has("X-Test-Now");

/** The cache key of a public path on the request's host, under the current build. */
export function edgeKey(url: URL | string, path?: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}/__edge/${encodeURIComponent(isolateState().buildId)}${path ?? u.pathname}`;
}

/** Seconds the shared cache may keep this response (0: not at all). */
export function edgeTtl(status: number, headers: Headers): number {
  if (status !== 200 || headers.has("Set-Cookie")) return 0;
  if (!CACHEABLE_TYPES.test(headers.get("Content-Type") ?? "")) return 0;
  const cacheControl = headers.get("Cache-Control") ?? "";
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const sMaxAge = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return Math.min(sMaxAge, EDGE_TTL_SECONDS);
}

/** The stored form of a response: its body text, its nonce recorded, its own policy kept aside. */
export function edgeEntry(body: string, headers: Headers, nonce: string, ttl: number): Response {
  const stored = new Headers(headers);
  stored.delete("Set-Cookie");
  stored.delete("Content-Length");
  stored.set(ORIGINAL_CACHE_CONTROL, headers.get("Cache-Control") ?? "");
  stored.set("Cache-Control", `public, max-age=${ttl}`);
  if (nonce && body.includes(nonce)) stored.set(NONCE_HEADER, nonce);
  return new Response(body, { status: 200, headers: stored });
}

/** A stored response as the visitor gets it: the fresh nonce in place of the stored one, streamed. */
export function fromEdge(stored: Response, nonce: string): Response {
  const headers = new Headers(stored.headers);
  const storedNonce = headers.get(NONCE_HEADER);
  headers.set("Cache-Control", headers.get(ORIGINAL_CACHE_CONTROL) ?? "no-store");
  headers.delete(ORIGINAL_CACHE_CONTROL);
  headers.delete(NONCE_HEADER);
  // The Cache API adds these: the visitor's copy is ours, not Cloudflare's.
  headers.delete("CF-Cache-Status");
  headers.delete("Age");
  const body = storedNonce && stored.body ? withVisitorNonce(stored.body, storedNonce, nonce) : stored.body;
  return new Response(body, { status: 200, headers });
}

export async function edgeLookup(request: Request, nonce: string, cache = sharedCache()): Promise<Response | undefined> {
  if (!cache || !isEdgeCacheable(request)) return undefined;
  const stored = await cache.match(edgeKey(request.url));
  return stored ? fromEdge(stored, nonce) : undefined;
}

/** Stores a copy (read from its own branch of the stream) after the response has gone out. */
export async function edgeStore(request: Request, copy: Response, nonce: string, ttl: number, cache = sharedCache()): Promise<void> {
  if (!cache || ttl <= 0 || !isEdgeCacheable(request)) return;
  await cache.put(edgeKey(request.url), edgeEntry(await copy.text(), copy.headers, nonce, ttl));
}

/** The public paths a change to the news shows on. */
export const newsPaths = (slug?: string | null) => ["/news", "/news/rss.xml", "/sitemap.xml", ...(slug ? [`/news/${slug}`] : [])];

/**
 * Content changed (a post published, changed or removed, a brochure attached or removed, a
 * customer story changed): drop these public paths from this location's shared cache, and from
 * the pages' store every location reads (pageStore.server.ts), at once. `origin` is the request
 * that made the change; the purge reaches every origin the site answers to (purgeOrigins). Other
 * locations keep their Cache API copy at most EDGE_TTL_SECONDS. Never throws: a failed purge
 * leaves the 60 s bound.
 */
export async function purgePublicPages(origin: Request | URL | string, paths: Iterable<string>, cache = sharedCache()): Promise<void> {
  // A page is kept once per language (/news, /es/news, …; decision record 0049): a change drops every copy.
  await purgePaths(origin, [...paths].flatMap(inEveryLanguage), cache);
}

/** Drops exactly these paths (no other language's copy) on every origin the site answers to. */
async function purgePaths(origin: Request | URL | string, paths: string[], cache: Cache | undefined): Promise<void> {
  const unique = [...new Set(paths)];
  await Promise.all(
    purgeOrigins(String(origin instanceof Request ? origin.url : origin)).flatMap((url) => [
      isolateState()
        .purgeElsewhere?.(url, unique)
        .catch(() => undefined),
      ...(cache ? unique.map((path) => cache.delete(edgeKey(url, path)).catch(() => false)) : []),
    ]),
  );
}

/**
 * The purge a staff operation makes after its change, on the site its request came to (`origin`,
 * set by staffCall). Without one (an operation called outside a request, as in some tests) there
 * is no location to purge.
 */
export const purgeAfterChange = (call: { origin?: string }, paths: Iterable<string>): Promise<void> =>
  call.origin ? purgePublicPages(call.origin, paths) : Promise.resolve();

/**
 * A change to one language's version of staff's words (decision record 0054): only that language's
 * copy of each English path is dropped (`/news/x` → `/es/news/x`); the other languages' pages
 * did not change.
 */
export const purgeLanguageAfterChange = (
  call: { origin?: string },
  language: TranslatedLanguage,
  paths: Iterable<string>,
  cache = sharedCache(),
): Promise<void> =>
  call.origin
    ? purgePaths(
        call.origin,
        [...paths].map((path) => localizedPath(path, language)),
        cache,
      )
    : Promise.resolve();
