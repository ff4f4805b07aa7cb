import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE } from "~/lib/cache";
import { NEWS_CACHE } from "~/server/blog/newsCache.server";
import { EDGE_TTL_SECONDS, edgeKey, edgeTtl, isEdgeCacheable, setBuildId } from "~/server/platform/edgeCache.server";

const html = (cacheControl: string, extra: Record<string, string> = {}) =>
  new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl, ...extra });

describe("edge cache rules", () => {
  it("keeps public pages, news and feeds at most 60 s, and nothing personal or failed", () => {
    expect(edgeTtl(200, html(PUBLIC_CACHE))).toBe(EDGE_TTL_SECONDS);
    expect(edgeTtl(200, html(NEWS_CACHE))).toBe(EDGE_TTL_SECONDS);
    expect(edgeTtl(200, new Headers({ "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": NEWS_CACHE }))).toBe(60);
    // A scheduled post due in 7 s: its news responses' s-maxage says so, and the edge keeps 7 s.
    expect(edgeTtl(200, html("public, max-age=7, s-maxage=7, stale-while-revalidate=0"))).toBe(7);
    expect(edgeTtl(200, html("private, no-store"))).toBe(0);
    expect(edgeTtl(200, html(PUBLIC_CACHE, { "Set-Cookie": "a=b" }))).toBe(0);
    expect(edgeTtl(404, html(PUBLIC_CACHE))).toBe(0);
    expect(edgeTtl(200, new Headers({ "Content-Type": "application/json", "Cache-Control": PUBLIC_CACHE }))).toBe(0);
  });

  it("never looks up a request with a session cookie, a token, a query or another method", () => {
    const at = (init?: RequestInit, path = "/banking") => isEdgeCacheable(new Request(`https://site.example${path}`, init));
    expect(at()).toBe(true);
    expect(at({ headers: { Cookie: "meridian_staff=x" } })).toBe(false);
    expect(at({ headers: { Cookie: "__Host-meridian_demo=x" } })).toBe(false);
    expect(at({ headers: { Authorization: "Bearer t" } })).toBe(false);
    expect(at(undefined, "/banking?utm=1")).toBe(false);
    expect(at({ method: "POST" })).toBe(false);
    expect(at(undefined, "/admin")).toBe(false);
  });

  it("keys under the build's id, so a new build starts with none of the old keys", () => {
    setBuildId("build-a");
    const a = edgeKey("https://site.example/banking?x=1");
    setBuildId("build-b");
    expect(edgeKey("https://site.example/banking")).not.toBe(a);
    expect(edgeKey("https://site.example/banking")).toBe("https://site.example/__edge/build-b/banking");
  });
});
