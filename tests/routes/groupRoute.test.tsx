import { describe, expect, it } from "vitest";
import { PRODUCTS, productPath } from "../../app/catalogue";
import { GROUP_PAGES } from "../../app/catalogue/groups";
import { GROUP_SCREENS } from "../../app/catalogue/screens";
import type { GroupPageData } from "../../app/lib/catalogue/pageData";
import { openCatalogue } from "./support/catalogueRoutes";
import { platform } from "./support/platform";

const { context } = await platform();
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
