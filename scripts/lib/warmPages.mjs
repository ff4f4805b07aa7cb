// Renders every public page of a site once, so the pages' store (decision record 0032) holds it
// before the first visitor: after a deploy the store starts empty (its keys are per build), and the
// first visitor of each page, wherever they are, would otherwise wait for a cold isolate to import
// the app and render it. The pages are those each language's sitemap lists, plus the sitemaps, their index and the news feed.

const ALSO = ["/news/rss.xml", "/sitemap-index.xml"];

/** The paths a sitemap (or the sitemap index) lists, without a query string: one is never stored (isEdgeCacheable). */
async function locsOf(get, path) {
  const file = await get(path, { text: true });
  if (file.status !== 200) throw new Error(`${path} answered ${file.status}`);
  return [...file.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc.replace(/&amp;/g, "&")))
    .filter((url) => url.search === "")
    .map((url) => url.pathname);
}

/**
 * `get(path)` asks the site for one path as an anonymous visitor and answers `{ status, cache }`
 * (`cache`: the response's X-Page-Cache). Returns every path asked with its answer (status 0 and `error` when there was none).
 */
export async function warmPages(get, { concurrency = 4 } = {}) {
  // The index names each language's sitemap (/sitemap.xml, /es/sitemap.xml …; decision record 0049).
  const sitemaps = await locsOf(get, "/sitemap-index.xml");
  const paths = (await Promise.all(sitemaps.map((sitemap) => locsOf(get, sitemap)))).flat();
  const queue = [...new Set([...sitemaps, ...paths, ...ALSO])];
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
