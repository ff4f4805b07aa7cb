import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/sitemap";
import { PRODUCTS, productPath } from "../../app/catalogue";
import type { SitemapData } from "../../app/lib/catalogue/pageData";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { context } = await platform();

// app/routes/sitemap.tsx (routeModules/sitemapLoader.server.ts): every group's links at once, so
// switching category needs no request.
describe("/sitemap", () => {
  it("links every product page once, under its group, with a breadcrumb JSON-LD", async () => {
    const { body } = await load<SitemapData>(route.loader, "http://localhost/sitemap", context);
    expect(body.groups.map((g) => g.path)).toEqual(["/banking", "/central-banking", "/investment", "/trust", "/accounting", "/module-options"]);
    const linked = body.groups.flatMap((g) => g.sections.flatMap((s) => s.links.flatMap((l) => [l.path, ...l.children.map((c) => c.path)])));
    expect([...linked].sort()).toEqual(PRODUCTS.map(productPath).sort());
    expect(JSON.parse(body.structuredData)).toMatchObject({ "@type": "BreadcrumbList" });
  });
});
