import { expect, test } from "./support/appTest";
import { LEGACY_ROUTES, legacyTargetPath } from "~/catalogue/legacyRoutes";

// Every spelling of the spec's sitemap and search catalogue that is not canonical: 301 to the
// canonical page, the query string kept. The targets' own 200s are the crawl's business.
for (const [from, target] of Object.entries(LEGACY_ROUTES)) {
  test(`${from} answers 301 to its canonical page`, async ({ request }) => {
    const to = legacyTargetPath(target);
    const plain = await request.get(from, { maxRedirects: 0 });
    expect(plain.status()).toBe(301);
    expect(plain.headers()["location"]).toBe(to);
    const withQuery = await request.get(`${from}?utm_source=old-link&x=1`, { maxRedirects: 0 });
    expect(withQuery.status()).toBe(301);
    expect(withQuery.headers()["location"]).toBe(`${to}?utm_source=old-link&x=1`);
  });
}

test("a trailing slash on a product or group page redirects to the canonical URL", async ({ request }) => {
  for (const [from, to] of [
    ["/bank_operations/fed-funds/", "/bank_operations/fed-funds"],
    ["/trust/", "/trust"],
    ["/banking/", "/banking"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"]).toBe(to);
  }
});

test("unknown paths inside and outside the product areas stay real 404s", async ({ request }) => {
  for (const path of ["/loans/no-such-loan", "/bank_operations", "/banking/no-such-thing", "/investment/no-such-fund", "/trust/reit-software/extra"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  }
});
