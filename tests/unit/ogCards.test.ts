import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GROUP_PAGES, groupSlug } from "~/catalogue/groups";
import { PRODUCT_ENTRIES } from "~/catalogue/products";
import { SITE_OG_PATH, groupOgPath, productOgPath } from "~/lib/ogImages";
import { ogCards } from "../../scripts/lib/ogCards";

/** the link-preview cards scripts/og-images.ts rasterizes at build time. */
const cards = ogCards(readFileSync("public/illustrations/hero.svg", "utf8"), "Meridian Financial Software");
const byPath = new Map(cards.map((c) => [c.path, c.svg]));

describe("link-preview cards", () => {
  it("every product and group has its card at its URL, plus the site's card, and nothing else", () => {
    const expected = [...PRODUCT_ENTRIES.map((p) => productOgPath(p.id)), ...GROUP_PAGES.map((g) => groupOgPath(groupSlug(g))), SITE_OG_PATH];
    expect(PRODUCT_ENTRIES).toHaveLength(74);
    expect(GROUP_PAGES).toHaveLength(6);
    expect(cards.map((c) => c.path).sort()).toEqual(expected.sort());
    expect(byPath.size).toBe(cards.length);
  });

  it("no two cards are alike: each draws its own product's screen", () => {
    expect(new Set(cards.map((c) => c.svg)).size).toBe(cards.length);
    // The screen drawings alone (the product's and group's cards), not only the words beside them.
    const pictures = cards.filter((c) => c.path !== SITE_OG_PATH).map((c) => /<svg[^>]*role="img"[\s\S]*<\/svg>/.exec(c.svg)?.[0]);
    expect(pictures.every(Boolean)).toBe(true);
    expect(new Set(pictures).size).toBe(cards.length - 1);
  });

  it("a card is 1200 × 630 and names its product, escaped", () => {
    for (const p of PRODUCT_ENTRIES) {
      const svg = byPath.get(productOgPath(p.id))!;
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
      const name = p.name.replace(/&/g, "&amp;");
      // The name appears in the card's own words (wrapped at word boundaries) and in the drawing's title bar.
      expect(svg.replace(/<\/text>\n<text[^>]*>/g, " ")).toContain(name);
    }
  });
});
