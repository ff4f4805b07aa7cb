import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/sitemap";
import { PRODUCTS, productPath } from "../../app/catalogue";
import type { SitemapData } from "../../app/lib/catalogue/pageData";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";

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

// The page as a visitor without JavaScript reads it: each category a link that loads its list.
// This was a browser case (tests/e2e/catalogue.spec.ts); nothing in it needs one.
describe("/sitemap, as rendered", () => {
  it("reaches every category's list by its link", async () => {
    for (const [name, slug, sample, href] of [
      ["Central Banking", "central-banking", "Central Bank Portfolio", "/central-bank-operations/portfolio-management/central-bank-portfolio"],
      ["Investment", "investment", "Fund Portfolio", "/investment-management/portfolio-management/fund-portfolio"],
      ["Accounting", "accounting", "General Ledger", "/accounting/general-ledger"],
    ] as const) {
      const first = renderRoute(route, { path: "/sitemap", url: "/sitemap", context });
      const categories = await first.findByRole("navigation", { name: "Sitemap categories" });
      expect(within(categories).getByRole("link", { name }).getAttribute("href")).toBe(`/sitemap?category=${slug}#sitemap`);
      first.unmount();
      const view = renderRoute(route, { path: "/sitemap", url: `/sitemap?category=${slug}`, context });
      await view.findByRole("navigation", { name: "Sitemap categories" });
      const list = view.container.querySelector("#sitemap-links") as HTMLElement;
      expect(within(list).getByRole("heading", { level: 2 }).textContent).toBe(name);
      expect(within(list).getByRole("link", { name: sample }).getAttribute("href")).toBe(href);
      view.unmount();
    }
  });
});
