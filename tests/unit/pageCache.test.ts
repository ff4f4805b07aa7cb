import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE } from "~/lib/cache";
import { etagMatches } from "~/server/platform/conditional.server";
import { cacheableFor, getPage, isCacheableRequest, pageEntry, pageResponse, putPage } from "~/server/platform/pageCache.server";

const html = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><h1>Fed Funds</h1><script nonce="${nonce}" type="module">2</script></body></html>`;
const htmlHeaders = (cacheControl = PUBLIC_CACHE) => new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl });
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const OLD_CHROME = "Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36";
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://127.0.0.1${path}`, { method, headers: { "User-Agent": CHROME, ...headers } });

describe("which requests the page copy may answer", () => {
  it("takes anonymous GETs of pages", () => {
    expect(isCacheableRequest(get("/bank_operations/fed-funds"))).toBe(true);
  });

  it("leaves out other methods, personal areas, data requests and signed-in visitors", () => {
    expect(isCacheableRequest(get("/", {}, "POST"))).toBe(false);
    expect(isCacheableRequest(get("/admin"))).toBe(false);
    expect(isCacheableRequest(get("/demo"))).toBe(false);
    expect(isCacheableRequest(get("/sitemap.data"))).toBe(false);
    expect(isCacheableRequest(get("/__manifest?p=/"))).toBe(false);
    expect(isCacheableRequest(get("/", { Cookie: "meridian_demo=t" }))).toBe(false);
  });

  it("leaves out pages asked for with a query string (one copy per random query would push the real pages out)", () => {
    expect(isCacheableRequest(get("/?category=loans"))).toBe(false);
    expect(isCacheableRequest(get("/bank_operations/fed-funds?utm_source=mail"))).toBe(false);
    expect(isCacheableRequest(get("/search?q=loan"))).toBe(false);
  });

  it("leaves out an outdated browser (its page carries the banner) until it dismissed the banner", () => {
    expect(isCacheableRequest(get("/", { "User-Agent": OLD_CHROME }))).toBe(false);
    expect(isCacheableRequest(get("/", { "User-Agent": OLD_CHROME, Cookie: "browser-warning=dismissed" }))).toBe(true);
  });
});

describe("which responses are kept, and for how long", () => {
  it("keeps HTML pages that are the same for everyone until the next deploy, for PUBLIC_CACHE's s-maxage", () => {
    expect(cacheableFor(200, htmlHeaders())).toBe(3600);
  });

  it("leaves pages with a policy of their own (content that changes without a deploy) to render every time", () => {
    expect(cacheableFor(200, htmlHeaders("public, max-age=60, s-maxage=300, stale-while-revalidate=86400"))).toBe(0);
  });

  it("keeps nothing else", () => {
    expect(cacheableFor(404, htmlHeaders())).toBe(0);
    expect(cacheableFor(200, htmlHeaders("private, no-store"))).toBe(0);
    expect(cacheableFor(200, htmlHeaders("no-store"))).toBe(0);
    expect(cacheableFor(200, new Headers({ "Content-Type": "text/html" }))).toBe(0);
    expect(cacheableFor(200, new Headers({ "Content-Type": "application/json", "Cache-Control": PUBLIC_CACHE }))).toBe(0);
    const withCookie = htmlHeaders();
    withCookie.set("Set-Cookie", "a=b");
    expect(cacheableFor(200, withCookie)).toBe(0);
  });
});

describe("a kept page", () => {
  it("is served with each response's own nonce, and the same ETag", async () => {
    const entry = await pageEntry(html("first-nonce"), "first-nonce", htmlHeaders(), 3600);
    const again = await pageEntry(html("other-nonce"), "other-nonce", htmlHeaders(), 3600);
    expect(entry.etag).toMatch(/^W\/"[0-9a-f]{24}"$/);
    expect(again.etag).toBe(entry.etag);

    const response = pageResponse(entry, "fresh-nonce", null);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html("fresh-nonce"));
    expect(response.headers.get("ETag")).toBe(entry.etag);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
  });

  it("gets a different ETag when what a reader sees changes", async () => {
    const a = await pageEntry(html("n"), "n", htmlHeaders(), 60);
    const b = await pageEntry(html("n").replace("Fed Funds", "Forex"), "n", htmlHeaders(), 60);
    expect(a.etag).not.toBe(b.etag);
  });

  it("answers 304 with no body to a browser that has it", async () => {
    const entry = await pageEntry(html("n"), "n", htmlHeaders(), 60);
    const notModified = pageResponse(entry, "m", `"other", ${entry.etag.replace(/^W\//, "")}`);
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(notModified.headers.get("ETag")).toBe(entry.etag);
    expect(pageResponse(entry, "m", 'W/"other"').status).toBe(200);
  });

  it("compares ETags weakly, understands *, and only for GET and HEAD", () => {
    expect(etagMatches("GET", 'W/"a"', '"a"')).toBe(true);
    expect(etagMatches("GET", '"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches("HEAD", "*", 'W/"a"')).toBe(true);
    expect(etagMatches("GET", '"ab"', 'W/"a"')).toBe(false);
    expect(etagMatches("GET", null, 'W/"a"')).toBe(false);
    expect(etagMatches("POST", 'W/"a"', 'W/"a"')).toBe(false);
  });

  it("expires after its time", async () => {
    const now = Date.now();
    putPage("/news/one", await pageEntry(html("n"), "n", htmlHeaders(), 60, now));
    putPage("/sitemap", await pageEntry(html("n"), "n", htmlHeaders(), 60, now));
    expect(getPage("/news/one", now + 59_000)).toBeDefined();
    expect(getPage("/news/one", now + 61_000)).toBeUndefined();
    expect(getPage("/sitemap", now)).toBeDefined();
  });
});
