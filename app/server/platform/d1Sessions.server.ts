import * as z from "zod";
import { hasSessionCookie, isPersonalPath, SESSION_COOKIE_NAMES } from "./cachePolicy.server";
import { readCookie, setCookie, setCookieParts, siteCookieName } from "./cookies.server";

/**
 * Near reads with D1's Sessions API (decision record 0027 "Near reads").
 *
 * Every request gets one D1 session, chosen here and nowhere else:
 * - an anonymous GET of a page or API read that tolerates replication lag (NEAR_PATHS) starts
 *   "first-unconstrained": its first query may go to the nearest replica;
 * - everything else (staff, demo users, sign-in, any write, any path not listed) starts from the
 *   caller's last write: the bookmark in the X-D1-Bookmark header or the d1-bookmark cookie, or
 *   "first-primary" when there is none. A response after a write carries the session's new
 *   bookmark (pages: the cookie, for a signed-in browser only; the API: the header, and the cookie
 *   for a cookie-signed-in browser), so the caller's next request reads a copy at least as new as
 *   what it wrote. An anonymous visitor never gets the cookie (pageBookmarkCookie).
 */

/** What the app's readers and writers use of D1: a session has exactly these (no exec, no dump). */
export type D1 = Pick<D1Database, "prepare" | "batch">;

type SessionStart = "first-unconstrained" | "first-primary" | "bookmark";

const BOOKMARK_BASE_NAME = "d1-bookmark";
/** `__Host-` where the site is served over HTTPS, as the session cookies (auth/sessionCookies.server.ts). */
const bookmarkCookieName = (appEnv: string) => siteCookieName(BOOKMARK_BASE_NAME, appEnv === "production" || appEnv === "preview");

// D1's bookmarks are dash-separated hex counters, sortable as text (e.g. 00000000-00000013-00000000-0…0).
// Anything else in the cookie is ignored rather than handed to withSession.
const bookmarkSchema = z
  .string()
  .max(128)
  .regex(/^[0-9a-f]+(-[0-9a-f]+)*$/i);

/**
 * Public reads that tolerate replication lag: each is shared by every visitor and cached at the
 * edge for up to 60 s anyway, so a replica some seconds behind the primary shows nothing the edge
 * cache could not. A path missing here is read in order (the safe default for a new route).
 */
const NEAR_PATHS: RegExp[] = [
  // Catalogue: home, the group pages and their product pages (brochure offer, "Used by" stories).
  /^\/$/,
  /^\/(banking|central-banking|investment|trust)\/?$/,
  /^\/(bank_operations|central-bank-operations|general-operations|investment-management|services-and-software-features|accounting|loans|real-estate|trust)\/.+$/,
  /^\/news(\/[^/]+)?\/?$/, // /news, a post, /news/rss.xml
  /^\/sitemap\.xml$/,
  /^\/customers(\/[^/]+)?\/?$/,
  /^\/(trust-centre|company)\/?$/,
  /^\/\.well-known\/security\.txt$/,
  /^\/api\/blogs\/(view|getblogbody|category)$/,
];

/** Whether this request's reads may go to any replica (see NEAR_PATHS). */
function readsNear(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = new URL(request.url);
  // Staff asking for drafts (scope=all) or signed-in visitors read in their own order.
  if (url.searchParams.get("scope") === "all" || url.searchParams.has("id")) return false;
  if (request.headers.has("Authorization") || hasSessionCookie(request.headers.get("Cookie"))) return false;
  // Remix's single-fetch data requests (/news.data) are the same reads as the page.
  const pathname = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) || "/" : url.pathname;
  return !isPersonalPath(pathname) && NEAR_PATHS.some((path) => path.test(pathname === "/_root" ? "/" : pathname));
}

/** API clients without cookies (bearer tokens) get and send the bookmark in this header. */
export const BOOKMARK_HEADER = "X-D1-Bookmark";

/** The bookmark of the caller's last write (header first, then cookie), when well-formed. */
function bookmarkOf(request: Request, appEnv: string): string | undefined {
  const fromCookie = readCookie(request.headers.get("Cookie"), bookmarkCookieName(appEnv));
  for (const candidate of [request.headers.get(BOOKMARK_HEADER), fromCookie]) {
    const parsed = bookmarkSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/** One request's D1 session. */
export interface RequestSession {
  db: D1;
  start: SessionStart;
  /** The session's bookmark after a write made through it (null when nothing was written). */
  bookmarkAfterWrite(): string | null;
}

const QUERIES = new Set(["run", "all", "first", "raw"]);
/** Queries whose answer carries no meta (no changed_db): a write through them is known by its SQL. */
const WITHOUT_META = new Set(["first", "raw"]);
/** A statement that writes: INSERT, UPDATE, DELETE or REPLACE, or anything with RETURNING. */
const isWriteSql = (sql: string) => /^\s*(insert|update|delete|replace)\b/i.test(sql) || /\breturning\b/i.test(sql);

/** Opens the request's session on the binding (the env's DB, with its fault guard). */
export function openSession(binding: D1Database, request: Request, appEnv: string): RequestSession {
  const near = readsNear(request);
  const bookmark = near ? undefined : bookmarkOf(request, appEnv);
  const start: SessionStart = near ? "first-unconstrained" : bookmark ? "bookmark" : "first-primary";
  const session = binding.withSession(near ? "first-unconstrained" : (bookmark ?? "first-primary"));
  let wrote = false;
  // D1 reports changed_db on a statement that changed the database: only then is a cookie set.
  const note = <R>(result: R): R => {
    const results: unknown[] = Array.isArray(result) ? result : [result];
    if (results.some((r) => (r as { meta?: { changed_db?: boolean } } | null)?.meta?.changed_db)) wrote = true;
    return result;
  };
  // Our statement proxies → D1's statements, which a session's batch() insists on.
  const own = new WeakMap<object, D1PreparedStatement>();
  // `first()` and `raw()` answer rows without D1's meta: `INSERT … RETURNING … .first()` would
  // otherwise write and send no bookmark. Those count as a write by their SQL (decision record 0037).
  const watched = (statement: D1PreparedStatement, writes: boolean): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (typeof value !== "function") return value;
        const method = value as (...a: unknown[]) => unknown;
        if (key === "bind") return (...args: unknown[]) => watched(method.apply(target, args) as D1PreparedStatement, writes);
        if (typeof key === "string" && WITHOUT_META.has(key) && writes)
          return (...args: unknown[]) =>
            (method.apply(target, args) as Promise<unknown>).then((result) => {
              wrote = true;
              return result;
            });
        if (typeof key === "string" && QUERIES.has(key)) return (...args: unknown[]) => (method.apply(target, args) as Promise<unknown>).then(note);
        return method.bind(target);
      },
    });
    own.set(proxy, statement);
    return proxy;
  };
  const db: D1 = {
    prepare: (sql) => watched(session.prepare(sql), isWriteSql(sql)),
    batch: async (statements) => note(await session.batch(statements.map((s) => own.get(s) ?? s))),
  };
  // An anonymous public read has no later request to order: it never carries a bookmark.
  return { db, start, bookmarkAfterWrite: () => (wrote && !near ? session.getBookmark() : null) };
}

/**
 * The bookmark to answer, or null: none after a read-only or public request, and none after
 * sign-out (a response clearing a session cookie): no staff session is left to order.
 */
export function bookmarkToSend(session: RequestSession, responseHeaders: Headers): string | null {
  const endsSession = responseHeaders.getSetCookie().some((header) => {
    const { name, deletes } = setCookieParts(header);
    return deletes && SESSION_COOKIE_NAMES.has(name);
  });
  return endsSession ? null : session.bookmarkAfterWrite();
}

/**
 * The page's Set-Cookie carrying the bookmark after a write, or undefined. Only a browser that is
 * signed in (a staff or demo session cookie came with the request) gets one: an anonymous visitor
 * who sends the contact form or a brochure request gets no cookie at all (private by default,
 * decision record 0048), as the API already did. Their next public read is near anyway, and any
 * other read without a bookmark starts on the primary, which has their write.
 */
export function pageBookmarkCookie(request: Request, session: RequestSession, responseHeaders: Headers, appEnv: string): string | undefined {
  if (!hasSessionCookie(request.headers.get("Cookie"))) return undefined;
  const bookmark = bookmarkToSend(session, responseHeaders);
  return bookmark ? bookmarkCookie(bookmark, appEnv) : undefined;
}

/** Set-Cookie carrying the bookmark after a write. */
export function bookmarkCookie(bookmark: string, appEnv: string): string {
  const secure = appEnv === "production" || appEnv === "preview";
  // A day is longer than any replica lags; after that "first-primary" is as good.
  return setCookie(bookmarkCookieName(appEnv), bookmark, { httpOnly: true, secure, maxAge: 86400 });
}
