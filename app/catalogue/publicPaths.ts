import { GROUP_PAGES } from "./groups";
import { PRODUCT_ENTRIES } from "./products";

/** Every public page search engines should know: sitemap.xml lists exactly these. */
export function publicPaths(): string[] {
  return ["/", ...GROUP_PAGES.map((g) => g.path), ...PRODUCT_ENTRIES.map((p) => `/${p.route}`), "/sitemap", "/news", "/customers", "/trust-centre", "/company"];
}
