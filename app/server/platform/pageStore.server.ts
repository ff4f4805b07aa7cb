import { isolateState } from "./isolateState.server";
import { alsoPurge, currentBuildId, edgeEntry, edgeTtl, isEdgeCacheable } from "./edgeCache.server";

/**
 * The public pages' shared store (decision record 0032): a rendered public page
 * kept in R2 (the MEDIA bucket, under `edge-pages/`), which every isolate in every location reads.
 * A cold isolate whose location's Cache API has no copy serves the page from here with one read,
 * without importing the Remix build (functions/[[path]].ts, publicCopy.server.ts); only the first
 * render of a page after a deploy, or after a change, pays for the app and the render.
 *
 * - What: exactly what the edge cache keeps (isEdgeCacheable, and a response edgeTtl accepts); the
 *   stored form is the edge cache's (edgeEntry: nonce recorded, the route's Cache-Control aside),
 *   its headers in the object's metadata.
 * - Key: `edge-pages/<build id>/<host><path>`: a deploy starts on keys no earlier build wrote.
 * - How long: the route's s-maxage (the catalogue's hour, the news pages' five minutes, cut to
 *   the seconds before a scheduled post is due), checked on every read.
 * - A content change (purgePublicPages) writes a tombstone over the key, at once for every
 *   location (R2 is strongly consistent). A render that started before the tombstone, or less
 *   than REPLICA_LAG_MS after it (it may have read a D1 replica that had not caught up yet), is not
 *   stored over it.
 */
const STORE_PREFIX = "edge-pages/";
/** The longest a stored page lives, whatever its s-maxage. */
const STORE_MAX_SECONDS = 3600;
/** How far behind the primary a D1 read replica is allowed to be for a render to be stored. */
export const REPLICA_LAG_MS = 10_000;

/** The bucket the store lives in (the env's MEDIA), set by the request pipeline before the first use (isolateState.server.ts). */
export function setPageStore(store: R2Bucket | undefined) {
  isolateState().pageStore = store;
  // purgePublicPages (edgeCache.server.ts) tombstones the store's copies too.
  alsoPurge((origin, paths) => dropStoredPages(origin, paths));
}

export function storeKey(url: URL | string, path?: string): string {
  const u = new URL(url);
  return `${STORE_PREFIX}${encodeURIComponent(currentBuildId())}/${u.host}${path ?? u.pathname}`;
}

/** Seconds the store may keep a response (0: not at all): the edge cache's rule, without its 60 s cap. */
export function storeTtl(edgeTtl: number, headers: Headers): number {
  if (edgeTtl <= 0) return 0;
  const sMaxAge = Number(/\bs-maxage=(\d+)/.exec(headers.get("Cache-Control") ?? "")?.[1] ?? 0);
  return Math.min(sMaxAge, STORE_MAX_SECONDS);
}

interface Stored {
  headers?: string;
  expiresAt?: string;
  purgedAt?: string;
}

/**
 * The stored page as kept (its recorded nonce still in it, its body unread: cancel it if it is not
 * used), and the seconds it has left; undefined when none.
 */
export async function openStoredPage(
  request: Request,
  now = Date.now(),
  store = isolateState().pageStore,
): Promise<{ stored: Response; secondsLeft: number } | undefined> {
  if (!store || !isEdgeCacheable(request)) return undefined;
  const object = await store.get(storeKey(request.url));
  const meta = (object?.customMetadata ?? {}) as Stored;
  if (!object || meta.purgedAt || !meta.headers || !(Number(meta.expiresAt) > now)) {
    await object?.body.cancel();
    return undefined;
  }
  const stored = new Response(object.body, { headers: JSON.parse(meta.headers) as Record<string, string> });
  return { stored, secondsLeft: Math.floor((Number(meta.expiresAt) - now) / 1000) };
}

/**
 * Keeps a rendered page (its text and headers, the nonce it carries) for `ttl` seconds, unless a
 * content change has tombstoned the key since the render began (`renderedAt`, ms).
 */
export async function keepStoredPage(
  request: Request,
  body: string,
  headers: Headers,
  nonce: string,
  ttl: number,
  renderedAt: number,
  store = isolateState().pageStore,
): Promise<void> {
  // The edge cache's rule again, here too: nothing personal (Set-Cookie, private) is ever kept.
  if (!store || ttl <= 0 || !isEdgeCacheable(request) || edgeTtl(200, headers) <= 0) return;
  const key = storeKey(request.url);
  const purgedAt = Number(((await store.head(key))?.customMetadata as Stored | undefined)?.purgedAt ?? 0);
  if (purgedAt && renderedAt < purgedAt + REPLICA_LAG_MS) return;
  const entry = edgeEntry(body, headers, nonce, ttl);
  const metadata = JSON.stringify(Object.fromEntries(entry.headers));
  // R2 keeps at most 2 KB of metadata: a response with headers that large is not stored.
  if (metadata.length > 1800) return;
  await store.put(key, body, { customMetadata: { headers: metadata, expiresAt: String(renderedAt + ttl * 1000) } });
}

/** A content change: every location's next read of these paths misses, and no older render refills them. */
async function dropStoredPages(origin: string, paths: Iterable<string>, now = Date.now(), store = isolateState().pageStore): Promise<void> {
  if (!store) return;
  await Promise.all(
    [...new Set(paths)].map((path) => store.put(storeKey(origin, path), "", { customMetadata: { purgedAt: String(now) } }).catch(() => undefined)),
  );
}
