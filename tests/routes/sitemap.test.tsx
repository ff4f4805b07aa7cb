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

// The sitemap page in another language (decision record 0049): its words, the catalogue's names,
// and every link on that language's pages.
describe("/es/sitemap", () => {
  it("names the groups, areas and products in Spanish and links within the Spanish pages", async () => {
    const { body } = await load<SitemapData>(route.loader, "http://localhost/es/sitemap", context);
    expect(body.groups.map((g) => g.path)).toEqual([
      "/es/banking",
      "/es/central-banking",
      "/es/investment",
      "/es/trust",
      "/es/accounting",
      "/es/module-options",
    ]);
    expect(body.groups[0]!.name).toBe("Banca");
    const links = body.groups.flatMap((g) => g.sections.flatMap((s) => s.links));
    expect(links.every((l) => l.path.startsWith("/es/"))).toBe(true);
    expect(links.find((l) => l.id === "loan-origination")?.name).toBe("Originación de préstamos");
    expect(body.words["sitemap.title"]).toBe("Mapa del sitio");
    expect(JSON.parse(body.structuredData).itemListElement.map((i: { name: string }) => i.name)).toEqual(["Inicio", "Mapa del sitio"]);
  });

  it("as rendered: its headings, Home button, category links and the other pages in Spanish", async () => {
    const { container, findByRole } = renderRoute(route, { path: "/es/sitemap", url: "/es/sitemap", context });
    await findByRole("heading", { level: 1, name: "Mapa del sitio" });
    const text = container.textContent ?? "";
    for (const english of ["Site map", "Every product page", "All Banking software", "More from us"]) expect(text, english).not.toContain(english);
    expect(text).toContain("Todo el software de Banca");
    const home = [...container.querySelectorAll("a.button")].find((a) => a.textContent === "Inicio");
    expect(home?.getAttribute("href")).toBe("/es/");
    const category = [...container.querySelectorAll(".sitemap-categories li a")].map((a) => a.getAttribute("href"));
    expect(category.every((href) => href?.startsWith("/es/sitemap?category="))).toBe(true);
    const more = [...container.querySelectorAll(".sitemap-more a")].map((a) => a.getAttribute("href"));
    expect(more).toContain("/es/news");
  });
});
