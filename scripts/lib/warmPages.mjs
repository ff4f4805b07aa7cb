// Renders every public page of a site once, so the pages' store (decision record 0032) holds it
// before the first visitor: after a deploy the store starts empty (its keys are per build), and the
// first visitor of each page, wherever they are, would otherwise wait for a cold isolate to import
// the app and render it. The pages are those sitemap.xml lists, plus sitemap.xml and the news feed.

const ALSO = ["/sitemap.xml", "/news/rss.xml"];

/**
 * `get(path)` asks the site for one path as an anonymous visitor and answers `{ status, cache }`
 * (`cache`: the response's X-Page-Cache). Returns every path asked with its answer (status 0 and `error` when there was none).
 */
export async function warmPages(get, { concurrency = 4 } = {}) {
  const sitemap = await get("/sitemap.xml", { text: true });
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc.replace(/&amp;/g, "&")))
    // A query string is never stored (isEdgeCacheable): nothing to warm.
    .filter((url) => url.search === "")
    .map((url) => url.pathname);
  const queue = [...new Set([...paths, ...ALSO])];
  const results = [];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      // One path that cannot be reached is reported with the others, not the end of the run.
      results.push({ path, ...(await get(path).catch((error) => ({ status: 0, cache: null, error: String(error) }))) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** `get` for a site at `origin`, with fetch: the whole body is read, as a visitor's browser would. */
export const fetchGet =
  (origin) =>
  async (path, { text = false } = {}) => {
    const res = await fetch(new URL(path, origin), { redirect: "manual" });
    const body = await res.text();
    return { status: res.status, cache: res.headers.get("x-page-cache"), ...(text ? { text: body } : {}) };
  };
