import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/catalogue";
import { CONTENT } from "~/catalogue/content";
import { GROUP_PAGES, groupSections } from "~/catalogue/groups";
import { LEGACY_ROUTES, legacyTargetPath, resolveLegacyPath } from "~/catalogue/legacyRoutes";
import { PRODUCT_ENTRIES } from "~/catalogue/products";
import { INDUSTRIES, MODULE_GROUPS, TREE_CATEGORIES } from "~/catalogue/types";
import { BRAND } from "~/config/brand";
import { englishWords } from "../support/productWords";

const ids = PRODUCT_ENTRIES.map((p) => p.id);
const routes = new Set(PRODUCT_ENTRIES.map((p) => `/${p.route}`));

describe("catalogue structure", () => {
  it("has unique ids and unique routes", () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(routes.size).toBe(PRODUCT_ENTRIES.length);
  });

  it("puts every route under its tree category's area and ends it with the id", () => {
    for (const p of PRODUCT_ENTRIES) {
      const area = TREE_CATEGORIES.find((c) => c.id === p.category)!.area;
      expect(p.route.startsWith(`${area}/`), p.id).toBe(true);
      expect(p.route.endsWith(`/${p.id}`), p.id).toBe(true);
    }
  });

  it("counts products per tree category as R-ENTITIES (Investment Management: 15 products + 3 sub-modules)", () => {
    const count = (category: string, sub: boolean) => PRODUCT_ENTRIES.filter((p) => p.category === category && Boolean(p.parent) === sub).length;
    expect(Object.fromEntries(TREE_CATEGORIES.map((c) => [c.name, count(c.id, false)]))).toEqual({
      Accounting: 7,
      "Bank Operations": 6,
      "Central Bank Operations": 11,
      "Investment Management": 15,
      Loans: 4,
      "General Operations": 4,
      "Real Estate": 3,
      Trust: 14,
      "Services and Software Features": 7,
    });
    expect(PRODUCT_ENTRIES.filter((p) => p.parent).map((p) => p.route)).toEqual([
      "investment-management/portfolio-management/fund-portfolio",
      "investment-management/portfolio-management/treasury-portfolio",
      "investment-management/portfolio-management/customer-portfolio",
    ]);
  });

  it("gives sub-modules an existing top-level parent in their own category", () => {
    for (const p of PRODUCT_ENTRIES.filter((e) => e.parent)) {
      const parent = PRODUCT_ENTRIES.find((e) => e.id === p.parent);
      expect(parent?.parent, p.id).toBeUndefined();
      expect(parent?.category).toBe(p.category);
      expect(p.route.startsWith(`${parent!.route}/`)).toBe(true);
    }
  });

  it("names the interfaces product after the brand", () => {
    expect(routes.has(`/services-and-software-features/${BRAND.slug}-interfaces`)).toBe(true);
  });

  it("uses normalised industry labels: known keys, trimmed labels, no duplicates", () => {
    expect(Object.keys(INDUSTRIES)).toHaveLength(10);
    for (const label of Object.values(INDUSTRIES)) expect(label).toBe(label.trim());
    for (const p of PRODUCT_ENTRIES) {
      expect(p.industries.length, p.id).toBeGreaterThan(0);
      expect(new Set(p.industries).size, p.id).toBe(p.industries.length);
      for (const i of p.industries) expect(Object.keys(INDUSTRIES), p.id).toContain(i);
    }
  });
});

describe("catalogue content", () => {
  it("has words for exactly the catalogue's products", () => {
    expect(Object.keys(CONTENT).sort()).toEqual([...ids].sort());
  });

  it("gives every product a summary, 2–4 paragraphs, 4–8 features and whom it serves", () => {
    for (const p of PRODUCTS.map((entry) => ({ ...entry, ...englishWords(entry.id) }))) {
      expect(p.summary.trim().length, p.id).toBeGreaterThan(20);
      expect(p.description.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.description.length, p.id).toBeLessThanOrEqual(4);
      expect(p.features.length, p.id).toBeGreaterThanOrEqual(4);
      expect(p.features.length, p.id).toBeLessThanOrEqual(8);
      expect(p.serves.trim().length, p.id).toBeGreaterThan(10);
      for (const text of [p.summary, p.serves, ...p.description, ...p.features, ...p.tags]) {
        expect(text, p.id).toBe(text.trim());
        expect(text, p.id).not.toMatch(/lorem|ipsum|TODO|TBD/i);
      }
    }
  });

  it("relates products only to other existing products, each once", () => {
    for (const p of PRODUCTS) {
      expect(p.related.length, p.id).toBeGreaterThan(0);
      expect(new Set(p.related).size, p.id).toBe(p.related.length);
      expect(p.related, p.id).not.toContain(p.id);
      for (const id of p.related) expect(ids, `${p.id} → ${id}`).toContain(id);
    }
  });

  it("has no two pages alike", () => {
    const paragraphs = PRODUCTS.flatMap((p) => englishWords(p.id).description);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    expect(new Set(PRODUCTS.map((p) => p.summary)).size).toBe(PRODUCTS.length);
  });
});

describe("group pages", () => {
  it("are the six module groups at the R-SITEMAP category links", () => {
    expect(GROUP_PAGES.map((g) => g.group).sort()).toEqual([...MODULE_GROUPS].sort());
    expect(GROUP_PAGES.map((g) => g.path)).toEqual(["/banking", "/central-banking", "/investment", "/trust", "/accounting", "/module-options"]);
  });

  it("list every product exactly once, under the page of its group", () => {
    const listed = GROUP_PAGES.flatMap((g) =>
      groupSections(g, PRODUCT_ENTRIES).flatMap((s) => s.products.flatMap(({ product, children }) => [product, ...children])),
    );
    expect(listed.map((p) => p.id).sort()).toEqual([...ids].sort());
  });

  it("have no empty section", () => {
    for (const g of GROUP_PAGES) for (const s of groupSections(g, PRODUCT_ENTRIES)) expect(s.products.length, `${g.path} ${s.name}`).toBeGreaterThan(0);
  });
});

describe("legacy routes", () => {
  const groupPaths = new Set<string>(GROUP_PAGES.map((g) => g.path));

  it("each maps to an existing product page or group page", () => {
    for (const [from, target] of Object.entries(LEGACY_ROUTES)) {
      const to = legacyTargetPath(target);
      expect(routes.has(to) || groupPaths.has(to), `${from} → ${to}`).toBe(true);
    }
  });

  it("never shadows a canonical route or a group page", () => {
    for (const from of Object.keys(LEGACY_ROUTES)) {
      expect(routes.has(from), from).toBe(false);
      expect(groupPaths.has(from), from).toBe(false);
    }
  });

  it("covers the spec's spellings", () => {
    const spellings = {
      "/banking/core-processing": "/banking",
      "/banking/loan-teller": "/loans/loan-cashier",
      "/banking/loan-management/debt-collections": "/loans/debt-collections",
      "/banking/real-estate-software-system/reo-management": "/real-estate/reo-management",
      "/central-bank-operations/auction-processing": "/central-bank-operations/central-bank-auction-processing",
      "/central-banking/central-bank-portfolio": "/central-bank-operations/portfolio-management/central-bank-portfolio",
      "/central-banking/pension-management": "/trust/pension-management",
      "/investment/portfolio-management/fund-portfolio": "/investment-management/portfolio-management/fund-portfolio",
      "/investment/sales-commissions": "/investment-management/sales-commissions",
      "/trust/reit-software": "/real-estate/reit-software",
      "/module-options/crm/fatca-software-option": "/general-operations/fatca-crm-software-option",
      "/module-options/email-automation": "/services-and-software-features/email-option-software-feature",
      [`/module-options/${BRAND.slug}-interfaces`]: `/services-and-software-features/${BRAND.slug}-interfaces`,
      "/module-options/customer-web-portal": "/services-and-software-features/web-interface",
    };
    expect(Object.fromEntries(Object.keys(spellings).map((from) => [from, resolveLegacyPath(from)]))).toEqual(spellings);
  });

  it("keeps the query string and ignores a trailing slash", () => {
    expect(resolveLegacyPath("/banking/fed-funds/", "?a=1")).toBe("/bank_operations/fed-funds?a=1");
    expect(resolveLegacyPath("/banking/nothing")).toBeUndefined();
  });

  it("redirects every investment product of the search catalogue", () => {
    const investment = PRODUCT_ENTRIES.filter((p) => p.group === "Investment");
    expect(investment).toHaveLength(16);
    for (const p of investment) expect(resolveLegacyPath(`/investment/${p.route.replace(/^investment-management\//, "")}`)).toBe(`/${p.route}`);
  });

  it("covers the nine unprefixed central-bank paths of the R-SITEMAP sitemap", () => {
    const prefixed = PRODUCT_ENTRIES.filter((p) => p.id.startsWith("central-bank-") && p.id !== "central-bank-portfolio");
    expect(prefixed).toHaveLength(9);
    for (const p of prefixed) expect(resolveLegacyPath(`/central-bank-operations/${p.id.replace("central-bank-", "")}`)).toBe(`/${p.route}`);
  });
});
