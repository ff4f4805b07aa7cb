import { describe, expect, it } from "vitest";
import { NEWS_CACHE } from "../../app/server/blog/newsCache.server";
import { PUBLIC_CACHE } from "../../app/lib/cache";
import {
  edgeEntry,
  edgeLookup,
  edgeStore,
  fromEdge,
  newsPaths,
  purgeLanguageAfterChange,
  purgePublicPages,
  setBuildId,
  sharedCache,
} from "../../app/server/platform/edgeCache.server";

// The shared edge cache on workerd's own Cache API (caches.default): stored, found with a fresh
// nonce, purged at once, and keyed per build (decision record 0027).
const page = (path: string, init?: RequestInit) => new Request(`https://site.example${path}`, init);
const news = (body: string) => new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": NEWS_CACHE } });

describe("edge cache on workerd", () => {
  it("keeps a public page, hands it out with the visitor's nonce, and purges it for a content change", async () => {
    setBuildId(crypto.randomUUID());
    expect(sharedCache()).toBeDefined();
    await edgeStore(page("/news"), news('<script nonce="N1">x</script>'), "N1", 60);
    const hit = await edgeLookup(page("/news"), "N2");
    expect(await hit?.text()).toBe('<script nonce="N2">x</script>');
    expect(hit?.headers.get("Cache-Control")).toBe(NEWS_CACHE);
    // A staff request is never answered from it.
    expect(await edgeLookup(page("/news", { headers: { Authorization: "Bearer t" } }), "N3")).toBeUndefined();
    await purgePublicPages("https://site.example/admin/blog/1", newsPaths("a-post"));
    expect(await edgeLookup(page("/news"), "N4")).toBeUndefined();
  });

  it("purges a changed page in every language's copy, and keeps each language's copy apart", async () => {
    setBuildId(crypto.randomUUID());
    for (const path of ["/news", "/es/news", "/ar/news"]) await edgeStore(page(path), news(`<p>${path}</p>`), "", 60);
    expect(await (await edgeLookup(page("/es/news"), "n"))?.text()).toBe("<p>/es/news</p>");
    await purgePublicPages("https://site.example/admin/blog/1", newsPaths("a-post"));
    for (const path of ["/news", "/es/news", "/ar/news"]) expect(await edgeLookup(page(path), "n"), path).toBeUndefined();
  });

  it("purges only the language's copies when staff change that language's version of a post (decision record 0054)", async () => {
    setBuildId(crypto.randomUUID());
    const paths = ["/news", "/es/news", "/fr/news", "/news/a-post", "/es/news/a-post", "/fr/news/a-post"];
    for (const path of paths) await edgeStore(page(path), news(`<p>${path}</p>`), "", 60);
    await purgeLanguageAfterChange({ origin: "https://site.example/admin/blog/1/translations" }, "es", ["/news", "/news/a-post"]);
    for (const path of paths) expect(await edgeLookup(page(path), "n"), path).toEqual(path.startsWith("/es/") ? undefined : expect.anything());
  });

  it("finds nothing a previous build stored", async () => {
    setBuildId("build-1");
    await edgeStore(page("/banking"), news("<p>old</p>"), "", 60);
    expect(await edgeLookup(page("/banking"), "n")).toBeDefined();
    setBuildId("build-2");
    expect(await edgeLookup(page("/banking"), "n")).toBeUndefined();
  });

  it("hands each visitor the stored page with their own nonce and the route's own policy", async () => {
    const stored = edgeEntry(
      '<script nonce="OLD">a</script><p nonce="OLD">',
      new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_CACHE }),
      "OLD",
      60,
    );
    expect(stored.headers.get("Cache-Control")).toBe("public, max-age=60");
    const out = fromEdge(stored, "NEW");
    expect(await out.text()).toBe('<script nonce="NEW">a</script><p nonce="NEW">');
    expect(out.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect([...out.headers.keys()].filter((k) => k.startsWith("x-edge"))).toEqual([]);
  });
});
