import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { COOKIE_BASE_NAMES } from "../../app/lib/auth/sessionCookieNames";
import { PUBLIC_CACHE } from "../../app/lib/cache";
import { edgeLookup, newsPaths, purgePublicPages, setBuildId, setSiteOrigins, sharedCache } from "../../app/server/platform/edgeCache.server";
import { keepStoredPage, openStoredPage, REPLICA_LAG_MS, setPageStore, storeKey } from "../../app/server/platform/pageStore.server";
import { servePublicCopy } from "../../app/server/platform/publicCopy.server";
import { pipelineData, runPipeline } from "../../app/server/platform/requestPipeline.server";
import { securityHeaders } from "../../app/server/platform/securityHeaders.server";

// The public pages' store (decision record 0032) on workerd's real R2 and Cache
// API: the function entry answers a cold isolate's public page from it without the app, with a
// fresh nonce and the headers a rendered page gets; personal requests never reach it; a content
// change tombstones it for every location at once.
const ORIGIN = "https://site.example";
const page = (path: string, init?: RequestInit) => new Request(`${ORIGIN}${path}`, init);
const RENDERED_NONCE = "cmVuZGVyZWQtbm9uY2UtMDE=";
const html = (text: string) =>
  `<!DOCTYPE html><html><head><script nonce="${RENDERED_NONCE}">window.x=1</script></head><body><p>${text}</p><script type="module" nonce="${RENDERED_NONCE}">import "/build/a.js"</script></body></html>`;
const renderedHeaders = () => new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_CACHE, ETag: 'W/"abc"' });

async function keep(path: string, text: string, renderedAt = Date.now()) {
  await keepStoredPage(page(path), html(text), renderedHeaders(), RENDERED_NONCE, 3600, renderedAt);
}

/**
 * What the request pipeline and the page function do for a request (functions/_middleware.ts,
 * functions/[[path]].ts): the visitor reads the answer, then its after-response work (which waits
 * for that) is awaited. The answer comes back with its body as read; undefined when the app would
 * have rendered the page.
 */
async function serve(request: Request, media = env.MEDIA) {
  const later: Promise<unknown>[] = [];
  const data: Record<string, unknown> = {};
  const copy = () => pipelineData(data).publicCopy;
  const response = await runPipeline(
    { request, env: { MEDIA: media, APP_ENV: "test" }, data, waitUntil: (p) => void later.push(p), next: async () => copy() ?? new Response("rendered") },
    currentBuild,
  );
  if (!copy()) return undefined;
  const body = response.body ? await response.text() : null;
  await Promise.all(later);
  return new Response(body, response);
}
const ids = { requestId: "r1", cspNonce: "bm9uY2U=" };

let currentBuild = "";
beforeEach(() => {
  currentBuild = crypto.randomUUID();
  setBuildId(currentBuild);
  setPageStore(env.MEDIA);
  setSiteOrigins({});
});

describe("the pages' store on workerd", () => {
  it("serves a page another isolate rendered, with a fresh nonce in its scripts and its policy, and the headers of a rendered page", async () => {
    await keep("/banking", "Banking");
    const res = await serve(page("/banking"));
    expect(res?.status).toBe(200);
    expect(res?.headers.get("X-Page-Cache")).toBe("STORE");
    const body = await res!.text();
    const nonce = /'nonce-([^']+)'/.exec(res!.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(RENDERED_NONCE);
    expect(body).not.toContain(RENDERED_NONCE);
    expect(body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(body).toContain("<p>Banking</p>");
    // Every security header exactly as server.ts sets it on a rendered page with this nonce.
    for (const [name, value] of Object.entries(securityHeaders("test", "html", nonce))) expect(res!.headers.get(name), name).toBe(value);
    expect(res!.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect(res!.headers.get("Vary")).toContain("Cookie");
    expect(res!.headers.get("X-Request-Id")).toBeTruthy();
    expect(res!.headers.has("X-Edge-Nonce")).toBe(false);
    // The location keeps it now: the next visitor is served from its Cache API, with another nonce.
    const again = await serve(page("/banking"));
    expect(again?.headers.get("X-Page-Cache")).toBe("HIT");
    const nonce2 = /'nonce-([^']+)'/.exec(again!.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce2).not.toBe(nonce);
    expect(await again!.text()).toContain(`nonce="${nonce2}"`);
  });

  it("asks the store at once, without waiting for the location's cache to miss, and drops its answer on a hit", async () => {
    await keep("/savings", "Savings");
    const asked: string[] = [];
    // The real bucket, its reads recorded.
    const media = new Proxy(env.MEDIA, {
      get(target, name) {
        if (name === "get") return (key: string) => (asked.push(key), target.get(key));
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const serveWith = async (request: Request) => (await serve(request, media))!;
    const first = await serveWith(page("/savings"));
    expect(first.headers.get("X-Page-Cache")).toBe("STORE");
    expect(await first.text()).toContain("<p>Savings</p>");
    // A hit in this location's cache: the store was asked too, at the same time, and not used.
    const second = await serveWith(page("/savings"));
    expect(second.headers.get("X-Page-Cache")).toBe("HIT");
    expect(await second.text()).toContain("<p>Savings</p>");
    expect(asked).toEqual([storeKey(`${ORIGIN}/savings`), storeKey(`${ORIGIN}/savings`)]);
  });

  it("writes the location's copy only once the visitor's page has gone out", async () => {
    await keep("/cash", "Cash");
    const later: Promise<unknown>[] = [];
    const copy = await servePublicCopy(page("/cash"), { MEDIA: env.MEDIA, APP_ENV: "test" }, ids, (p) => later.push(p));
    expect(copy?.headers.get("X-Page-Cache")).toBe("STORE");
    // Nothing is written while the page is still on its way. The old order wrote it at once: the
    // after-response work settled first. A full second leaves a busy machine room to show that.
    await Promise.race([Promise.all(later), new Promise((resolve) => setTimeout(resolve, 1000))]);
    expect(await edgeLookup(page("/cash"), "n", sharedCache())).toBeUndefined();
    expect(await copy!.text()).toContain("<p>Cash</p>");
    await Promise.all(later);
    expect(await (await edgeLookup(page("/cash"), "n", sharedCache()))?.text()).toContain("<p>Cash</p>");
  });

  it("writes it too when the visitor drops the page unread", async () => {
    await keep("/loans", "Loans");
    const later: Promise<unknown>[] = [];
    const copy = await servePublicCopy(page("/loans"), { MEDIA: env.MEDIA, APP_ENV: "test" }, ids, (p) => later.push(p));
    await copy!.body!.cancel();
    await Promise.all(later);
    expect(await (await edgeLookup(page("/loans"), "n", sharedCache()))?.text()).toContain("<p>Loans</p>");
  });

  it("answers a conditional request for a stored page with 304", async () => {
    await keep("/lending", "Lending");
    const res = await serve(page("/lending", { headers: { "If-None-Match": 'W/"abc"' } }));
    expect(res?.status).toBe(304);
    expect(res?.headers.has("Content-Security-Policy")).toBe(false);
  });

  it("never answers nor stores a personal request: a session cookie, a staff token, a query", async () => {
    await keep("/payments", "Payments");
    const personal: Array<Record<string, string>> = [
      { Cookie: `${COOKIE_BASE_NAMES.staff}=a-session` },
      { Cookie: `__Host-${COOKIE_BASE_NAMES.staff}=a-session` },
      { Authorization: "Bearer a-staff-token" },
    ];
    for (const headers of personal) {
      expect(await serve(page("/payments", { headers })), JSON.stringify(headers)).toBeUndefined();
      // A render for that request is not kept either.
      await keepStoredPage(page("/treasury", { headers }), html("Personal"), renderedHeaders(), RENDERED_NONCE, 3600, Date.now());
      expect(await env.MEDIA.head(storeKey(`${ORIGIN}/treasury`)), JSON.stringify(headers)).toBeNull();
    }
    expect(await serve(page("/payments?utm=x"))).toBeUndefined();
    // A response that sets a cookie or is private is not kept (the edge cache's rule).
    const cookie = renderedHeaders();
    cookie.set("Set-Cookie", "d1-bookmark=0000; HttpOnly");
    await keepStoredPage(page("/treasury"), html("Cookie"), cookie, RENDERED_NONCE, 3600, Date.now());
    const personal2 = new Headers({ "Content-Type": "text/html", "Cache-Control": "private, no-store" });
    await keepStoredPage(page("/insurance"), html("Private"), personal2, RENDERED_NONCE, 3600, Date.now());
    expect(await serve(page("/treasury"))).toBeUndefined();
    expect(await serve(page("/insurance"))).toBeUndefined();
  });

  it("a content change tombstones the page for every location at once, and an older render does not refill it", async () => {
    const before = Date.now() - 1000;
    await keep("/news", "Old news", before);
    expect(await openStoredPage(page("/news"))).toBeDefined();
    await purgePublicPages(`${ORIGIN}/admin/blog/1`, newsPaths("a-post"));
    expect(await openStoredPage(page("/news"))).toBeUndefined();
    expect(await serve(page("/news"))).toBeUndefined();
    // A render that began before the change (or read a replica less than REPLICA_LAG_MS behind) is not kept.
    await keep("/news", "Old news", before);
    await keep("/news", "Maybe old news", Date.now());
    expect(await openStoredPage(page("/news"))).toBeUndefined();
    // One begun once replicas have caught up is.
    await keep("/news", "New news", Date.now() + REPLICA_LAG_MS + 1);
    expect(await (await openStoredPage(page("/news")))!.stored.text()).toContain("New news");
  });

  it("the location's own copy goes at once too", async () => {
    await keep("/company", "Company");
    expect((await serve(page("/company")))?.headers.get("X-Page-Cache")).toBe("STORE");
    expect(await edgeLookup(page("/company"), "n", sharedCache())).toBeDefined();
    await purgePublicPages(ORIGIN, ["/company"]);
    expect(await edgeLookup(page("/company"), "n", sharedCache())).toBeUndefined();
    expect(await serve(page("/company"))).toBeUndefined();
  });

  it("a change made on one host name tombstones the page on every host name the site answers to", async () => {
    const pagesDev = "https://meridian-site.pages.dev";
    const custom = "https://www.meridian-fs.example";
    const other = "https://unrelated.example";
    setSiteOrigins({ SITE_URL: custom, SITE_ALIASES: ` ${pagesDev} , not a url` });
    for (const origin of [pagesDev, custom, other])
      await keepStoredPage(new Request(`${origin}/company`), html("Company"), renderedHeaders(), RENDERED_NONCE, 3600, Date.now() - REPLICA_LAG_MS - 1);
    // The edit is made on the custom domain's /admin; the *.pages.dev name's copy goes too.
    await purgePublicPages(`${custom}/admin/company`, ["/company"]);
    expect(await openStoredPage(new Request(`${pagesDev}/company`))).toBeUndefined();
    expect(await openStoredPage(new Request(`${custom}/company`))).toBeUndefined();
    // A host the site does not name keeps its copy: the tests' own host names stay isolated.
    expect(await openStoredPage(new Request(`${other}/company`))).toBeDefined();
    // And from the *.pages.dev name, the custom domain's copy goes.
    await keepStoredPage(new Request(`${custom}/banking`), html("Banking"), renderedHeaders(), RENDERED_NONCE, 3600, Date.now() - REPLICA_LAG_MS - 1);
    await purgePublicPages(`${pagesDev}/admin/products/fed-funds`, ["/banking"]);
    expect(await openStoredPage(new Request(`${custom}/banking`))).toBeUndefined();
  });

  it("keeps a page no longer than its s-maxage, and nothing another build stored", async () => {
    const news = new Headers({ "Content-Type": "text/html", "Cache-Control": "public, max-age=60, s-maxage=30" });
    const now = Date.now();
    await keepStoredPage(page("/news/soon"), html("Due soon"), news, RENDERED_NONCE, 30, now);
    expect(await openStoredPage(page("/news/soon"), now + 29_000)).toBeDefined();
    expect(await openStoredPage(page("/news/soon"), now + 30_000)).toBeUndefined();
    await keep("/cards", "Cards");
    setBuildId("another-build");
    expect(await openStoredPage(page("/cards"))).toBeUndefined();
  });
});
