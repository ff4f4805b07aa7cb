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

  it("nests sub-modules under their parent (the investment page's portfolio) and puts REIT under real estate on the trust page", async () => {
    const investment = await openCatalogue<GroupPageData>("/investment", context);
    const withChildren = investment.body.sections.flatMap((s) => s.products).filter((p) => p.children.length > 0);
    expect(withChildren.map((p) => p.name)).toContain("Portfolio Management");
    const trust = await openCatalogue<GroupPageData>("/trust", context);
    const realEstate = trust.body.sections.find((s) => s.category === "real-estate");
    expect(realEstate?.products.map((p) => p.path).some((path) => path.startsWith("/real-estate/"))).toBe(true);
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
