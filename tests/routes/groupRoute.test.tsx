import { describe, expect, it } from "vitest";
import { PRODUCTS, productPath } from "../../app/catalogue";
import { GROUP_PAGES } from "../../app/catalogue/groups";
import { GROUP_SCREENS } from "../../app/catalogue/screens";
import type { GroupPageData } from "../../app/lib/catalogue/pageData";
import { loader as rootLoader } from "../../app/rootLoader.server";
import * as banking from "../../app/routes/banking";
import { openCatalogue } from "./support/catalogueRoutes";
import { publishedStory } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";

const { env, context } = await platform();
const html = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// app/routeModules/groupRoute.tsx, re-exported by the six group pages' routes (app/routes/banking.tsx,
// central-banking, investment, trust._index, accounting._index, module-options), its loader in
// app/routeModules/groupLoader.server.ts.
describe("module-group pages", () => {
  it("each of the six answers from its own module and lists every product of its group once, by area", async () => {
    const modules = new Set<string>();
    for (const group of GROUP_PAGES) {
      const page = await openCatalogue<GroupPageData>(group.path, context);
      expect(page.status, group.path).toBe(200);
      modules.add(page.routeId!);
      const listed = page.body.sections.flatMap((s) => s.products.flatMap((p) => [p.path, ...p.children.map((c) => c.path)]));
      const expected = PRODUCTS.filter((p) => p.group === group.group).map(productPath);
      expect([...listed].sort(), group.path).toEqual([...expected].sort());
      expect(page.body.sections.every((s) => s.products.every((p) => p.summary.length > 0))).toBe(true);
      expect(page.body.crumbs.at(-1)?.path).toBe(group.path);
    }
    expect(modules.size).toBe(6);
  });

  it("lists REIT under Real Estate and fourteen products under Trust on the trust page, and nests the portfolio sub-modules on the investment page", async () => {
    const trust = await openCatalogue<GroupPageData>("/trust", context);
    const section = (name: string) => trust.body.sections.find((s) => s.name === name)!;
    expect(section("Real Estate").products.map((p) => p.name)).toEqual(["REIT"]);
    expect(section("Trust").products).toHaveLength(14);
    const investment = await openCatalogue<GroupPageData>("/investment", context);
    const portfolio = investment.body.sections.flatMap((s) => s.products).find((p) => p.name === "Portfolio Management")!;
    expect(portfolio.children.map((c) => c.name)).toEqual(["Fund Portfolio", "Treasury Portfolio", "Customer Portfolio"]);
  });

  it("draws each group's own screen, no two alike", async () => {
    const seen = new Set<string>();
    for (const group of GROUP_PAGES) {
      const { body } = await openCatalogue<GroupPageData>(group.path, context);
      const screen = GROUP_SCREENS[group.group];
      expect(body.picture.svg).toContain(`aria-label="Illustrated ${html(group.group)} Software screen`);
      for (const word of [...screen.figures.flat(), ...screen.columns]) expect(body.picture.svg, `${group.path}: ${word}`).toContain(`>${html(word)}</text>`);
      expect(seen.has(body.picture.svg)).toBe(false);
      seen.add(body.picture.svg);
    }
  });
});

// The page as a visitor reads it: the real route module (loader, headers, meta, component). This
// was a browser case (tests/e2e/catalogue.spec.ts); nothing in it needs one.
describe("a group page, as rendered", () => {
  it("lists its products by area with summaries, under its title, and is cacheable", async () => {
    await publishedStory(env); // a story naming a Banking product (Loan Cashier): the page's last section
    const page = await openCatalogue<GroupPageData>("/banking", context);
    const headers = new Headers(
      banking.headers({
        loaderHeaders: page.headers,
        actionHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      } as never) as HeadersInit,
    );
    expect(headers.get("Cache-Control")).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
    const root = await load(rootLoader, "http://localhost/banking", context);
    const tags = banking.meta({
      data: page.body,
      params: {},
      location: new URL("http://localhost/banking"),
      matches: [{ id: "root", data: root.body }],
    } as never);
    expect(tags.find((t) => "title" in t)).toEqual({ title: "Banking Software | Meridian Financial Software" });

    const view = renderRoute(banking, { path: "/banking", url: "/banking", context });
    await view.findByRole("heading", { level: 1 });
    const sections = [...view.container.querySelectorAll(".group-page h2")].map((h) => h.textContent);
    expect(sections.slice(0, 4)).toEqual(["Bank Operations", "Loans", "Real Estate", "Investment Management"]);
    expect(sections.slice(4)).toEqual([expect.stringMatching(/^Used by |customer stor/)]);
    const listed = PRODUCTS.filter((p) => p.group === "Banking");
    expect(view.container.querySelectorAll(".product-cards h3 a")).toHaveLength(listed.length);
    const repo = PRODUCTS.find((p) => p.id === "repo-software")!;
    expect(view.getByRole("link", { name: repo.name }).getAttribute("href")).toBe("/investment-management/repo-software");
    expect(view.getByText(repo.summary)).toBeTruthy();
  });
});
