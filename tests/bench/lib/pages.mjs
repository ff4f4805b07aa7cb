import { rmSync } from "node:fs";

/**
 * One page of each public kind, by kind: what the benches (bench:edge, bench:lcp), the first-load
 * budget (tests/e2e/performance.spec.ts) and the HTML check (tests/e2e/html-valid.spec.ts) measure.
 * A language's pages keep the English page's budget: a Spanish home and, right to left, an Arabic product.
 */
export const PUBLIC_PAGES = {
  home: "/",
  product: "/bank_operations/fed-funds",
  group: "/banking",
  sitemap: "/sitemap",
  news: "/news",
  "home-es": "/es/",
  "product-ar": "/ar/bank_operations/fed-funds",
};

/**
 * A folder under public/images/ for a bench's static copies (/images/* bypasses the functions:
 * public/_routes.json): emptied now, and removed when the bench exits.
 */
export function scratchDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
