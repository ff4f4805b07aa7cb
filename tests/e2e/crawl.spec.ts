import { expect, test, type APIRequestContext } from "./support/appTest";
import { GROUP_PAGES } from "~/catalogue/groups";
import { PRODUCT_ENTRIES } from "~/catalogue/products";
import { TRANSLATED } from "~/lib/i18n/languages";

/*
 * Start at `/`, follow every internal link the pages emit (a and link hrefs, canonical URLs on
 * the configured origin) and every <loc> of sitemap.xml. Every one must answer 200 itself: a link
 * to a redirect or a 404 fails. External links (client portal, social) are not fetched.
 * The staff area (Employee Login → /admin, disallowed in robots.txt) is private: for an anonymous
 * crawler its links must answer the sign-in redirect, and nothing behind it is crawled.
 */
const PRIVATE_PREFIX = "/admin";
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

function linksIn(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<(?:a|link)\s[^>]*?href="([^"]*)"/g)) found.push(decode(m[1]!));
  return found;
}

test("every link the site emits answers 200 without redirecting", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const base = new URL(baseURL!);
  const sitemap = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  expect(locs.length).toBeGreaterThan(80);
  // sitemap.xml and canonical links use the configured site URL; map its origin onto the server under test.
  const siteOrigin = new URL(locs[0]!).origin;

  const toPath = (href: string, from: string): string | null => {
    const url = new URL(href, new URL(from, base));
    if (url.origin !== base.origin && url.origin !== siteOrigin) return null;
    if (!/^https?:$/.test(url.protocol)) return null;
    return `${url.pathname}${url.search}`;
  };

  const seen = new Map<string, string>(); // path → first page that linked it
  const queue: string[] = [];
  // In the other languages the same routes make the same links behind their prefix (decision
  // record 0049): every page is fetched, but of the links with a query (the tree's selections, the
  // contact presets: hundreds per language) one per page and set of parameter names. The work is
  // then the same on any machine, and English's selections are all fetched.
  const translatedPrefix = new RegExp(`^/(${TRANSLATED.join("|")})(/|$)`);
  const shapes = new Set<string>();
  const sampledAway = (path: string) => {
    const url = new URL(path, base);
    if (!url.search || !translatedPrefix.test(url.pathname)) return false;
    const shape = `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
    if (shapes.has(shape)) return true;
    shapes.add(shape);
    return false;
  };
  const enqueue = (path: string | null, from: string) => {
    if (path && !seen.has(path) && !sampledAway(path)) {
      seen.set(path, from);
      queue.push(path);
    }
  };
  enqueue("/", "(start)");

  const failures: string[] = [];
  const privateLinks: string[] = [];
  const visit = async (req: APIRequestContext, path: string) => {
    const response = await req.get(path, { maxRedirects: 0 });
    // Every staff page sends an anonymous visitor to sign in, except the sign-in page itself.
    const signInPage = new URL(path, base).pathname === "/admin/login";
    if (!signInPage && (path === PRIVATE_PREFIX || path.startsWith(`${PRIVATE_PREFIX}/`))) {
      privateLinks.push(path);
      const location = response.headers()["location"] ?? "";
      if (response.status() !== 302 || !location.startsWith("/admin/login?redirectTo=")) {
        failures.push(`${path} → ${response.status()} ${location}: the staff area must send anonymous visitors to sign-in`);
      }
      return;
    }
    if (response.status() !== 200) {
      failures.push(`${path} → ${response.status()} ${response.headers()["location"] ?? ""} (linked from ${seen.get(path)})`);
      return;
    }
    if ((response.headers()["content-type"] ?? "").includes("text/html")) {
      for (const href of linksIn(await response.text())) enqueue(toPath(href, path), path);
    }
  };
  let fetched = 0;
  const crawl = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, 6);
      fetched += batch.length;
      await Promise.all(batch.map((path) => visit(request, path)));
    }
  };
  await crawl();
  // Links alone reach every product and group page from the home page (/sitemap is the footer's).
  const reachedFromHome = new Set(seen.keys());
  const catalogue = [...GROUP_PAGES.map((g) => g.path), ...PRODUCT_ENTRIES.map((p) => `/${p.route}`)];
  expect(catalogue.filter((path) => !reachedFromHome.has(path))).toEqual([]);
  expect([...reachedFromHome].filter((p) => p.startsWith("/?")).length).toBeGreaterThan(80);

  for (const loc of locs) enqueue(toPath(loc, "/sitemap.xml"), "/sitemap.xml");
  await crawl();
  expect(privateLinks).toContain("/admin");
  expect(failures, failures.join("\n")).toEqual([]);
  console.log(`crawl: ${fetched} pages fetched`);
});
