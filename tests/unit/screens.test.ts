import { describe, expect, it } from "vitest";
import { MODULE_GROUPS, PRODUCTS } from "~/catalogue";
import { GROUP_SCREENS, PRODUCT_SCREENS, type ScreenData } from "~/catalogue/screens";
import { screenPicture } from "~/routeModules/screenPicture.server";

/** Every product and group has a drawing of its own screen, and no two share one. */
const entries: [name: string, screen: ScreenData | undefined][] = [
  ...PRODUCTS.map((p): [string, ScreenData | undefined] => [p.name, PRODUCT_SCREENS[p.id]]),
  ...MODULE_GROUPS.map((g): [string, ScreenData | undefined] => [`${g} Software`, GROUP_SCREENS[g]]),
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the pictures of each product's screen", () => {
  it("exist for all 74 products and 6 groups, and for nothing else", () => {
    expect(PRODUCTS).toHaveLength(74);
    expect(MODULE_GROUPS).toHaveLength(6);
    const missing = entries.filter(([, screen]) => !screen).map(([name]) => name);
    expect(missing).toEqual([]);
    expect(Object.keys(PRODUCT_SCREENS).sort()).toEqual(PRODUCTS.map((p) => p.id).sort());
  });

  it("each names a view, three figures with values and three to five columns", () => {
    for (const [name, screen] of entries) {
      expect(screen!.view.trim(), name).not.toBe("");
      expect(screen!.figures, name).toHaveLength(3);
      for (const [label, value] of screen!.figures) expect(label.trim() && value.trim(), name).toBeTruthy();
      expect(screen!.columns.length, name).toBeGreaterThanOrEqual(3);
      expect(screen!.columns.length, name).toBeLessThanOrEqual(5);
      expect(new Set(screen!.columns).size, `${name}: a column twice`).toBe(screen!.columns.length);
      expect(new Set(screen!.figures.map(([label]) => label)).size, `${name}: a figure twice`).toBe(3);
    }
  });

  it("no two products or groups share a picture, or even the same figures or the same columns", () => {
    const seen = new Map<string, string>();
    const expectUnique = (kind: string, key: string, name: string) => {
      expect(seen.get(`${kind}:${key}`), `${name} shares its ${kind} with ${seen.get(`${kind}:${key}`)}`).toBeUndefined();
      seen.set(`${kind}:${key}`, name);
    };
    for (const [name, screen] of entries) {
      expectUnique("picture", screenPicture(name, screen!).svg, name);
      expectUnique("figures", JSON.stringify(screen!.figures.map(([label]) => label.toLowerCase()).sort()), name);
      expectUnique("columns", JSON.stringify(screen!.columns.map((c) => c.toLowerCase())), name);
    }
  });

  it("each drawing is one inline SVG, no raster, that shows the product's name, its figures and its columns, and says so to screen readers", () => {
    for (const [name, screen] of entries) {
      const { svg, caption } = screenPicture(name, screen!);
      expect(svg.startsWith("<svg"), name).toBe(true);
      expect(svg).not.toMatch(/<image|<img|data:image|href=/);
      expect(svg).toContain('viewBox="0 0 640 400"');
      expect(svg).toContain(`role="img" aria-label="Illustrated ${escape(name)} screen, ${escape(screen!.view)}:`);
      expect(svg).toContain(`>${escape(name)}</text>`);
      for (const [label, value] of screen!.figures) {
        expect(svg, `${name}: ${label}`).toContain(`>${escape(label)}</text>`);
        expect(svg, `${name}: ${value}`).toContain(`>${escape(value)}</text>`);
      }
      for (const column of screen!.columns) expect(svg, `${name}: ${column}`).toContain(`>${escape(column)}</text>`);
      expect(caption).toBe(`${name}: the ${screen!.view.toLowerCase()} screen (illustration).`);
    }
  });

  it("pictures what each product works with (the issue's two examples)", () => {
    const labels = (id: string) => PRODUCT_SCREENS[id]!.figures.map(([label]) => label);
    expect(labels("fed-funds")).toEqual(["Purchased", "Sold", "Net reserve position"]);
    expect(labels("central-bank-currency-management")).toEqual(["Notes issued", "Coins issued", "Vault stock"]);
  });
});
