import { describe, expect, it } from "vitest";
import {
  canonicalTreeSearch,
  fullProductList,
  normalise,
  parseSelection,
  resetSelection,
  selectCategory,
  selectionHref,
  selectProduct,
  selectSubModule,
  setIndustry,
  treeView,
  visibleProducts,
} from "~/catalogue/tree";

const parse = (query: string) => parseSelection(new URLSearchParams(query));

describe("tree selection (R-TREE-SELECTION Navigation selection)", () => {
  it("selecting a category sets it and clears product and sub-module", () => {
    const s = { category: "investment-management", product: "portfolio-management", subModule: "fund-portfolio" } as const;
    expect(selectCategory(s, "loans")).toEqual({ category: "loans" });
    expect(selectCategory(s, "investment-management")).toEqual({ category: "investment-management" });
  });

  it("selecting a product sets it (and its category) and clears the sub-module", () => {
    const s = { category: "investment-management", product: "portfolio-management", subModule: "fund-portfolio" } as const;
    expect(selectProduct(s, "hedge-fund")).toEqual({ category: "investment-management", product: "hedge-fund" });
    expect(selectProduct({}, "loan-origination")).toEqual({ category: "loans", product: "loan-origination" });
  });

  it("selecting a sub-module sets it with its product and category", () => {
    expect(selectSubModule({ category: "loans" }, "treasury-portfolio")).toEqual({
      category: "investment-management",
      product: "portfolio-management",
      subModule: "treasury-portfolio",
    });
  });

  it("reset clears product and sub-module but keeps the category and filter", () => {
    const s = { industry: "FundManagers", category: "investment-management", product: "portfolio-management", subModule: "fund-portfolio" } as const;
    expect(resetSelection(s)).toEqual({ industry: "FundManagers", category: "investment-management" });
  });

  it("every transition keeps the industry filter", () => {
    const s = { industry: "CommercialBanks" } as const;
    expect(selectCategory(s, "loans").industry).toBe("CommercialBanks");
    expect(selectProduct(s, "loan-cashier").industry).toBe("CommercialBanks");
    expect(fullProductList({ ...s, category: "loans", product: "loan-cashier" })).toEqual(s);
  });

  it("changing the industry clears a product it hides, keeps one it shows", () => {
    const s = { category: "loans", product: "loan-origination" } as const;
    expect(setIndustry(s, "RealEstate")).toEqual({ industry: "RealEstate", category: "loans", product: "loan-origination" });
    expect(setIndustry(s, "CentralBanks")).toEqual({ industry: "CentralBanks", category: "loans" });
    expect(setIndustry({ ...s, industry: "RealEstate" }, undefined)).toEqual(s);
  });
});

describe("the selection in the URL", () => {
  it("round-trips through its link", () => {
    const s = { industry: "CommercialBanks", category: "loans", product: "loan-origination" } as const;
    const href = selectionHref(s);
    expect(href).toBe("/?category=loans&product=loan-origination&industry=CommercialBanks#find-your-software");
    expect(parseSelection(new URL(href, "http://x").searchParams)).toEqual(s);
    expect(selectionHref({})).toBe("/#find-your-software");
  });

  it("drops unknown or inconsistent values", () => {
    expect(parse("category=nope&industry=Pirates")).toEqual({});
    expect(parse("category=loans&product=fed-funds")).toEqual({ category: "loans" });
    expect(parse("product=ghost")).toEqual({});
    expect(parse("product=hedge-fund&submodule=fund-portfolio")).toEqual({ category: "investment-management", product: "hedge-fund" });
    // A sub-module alone is not a product of the list.
    expect(parse("category=investment-management&product=fund-portfolio")).toEqual({ category: "investment-management" });
  });

  it("infers the upper levels from a lower one", () => {
    expect(parse("product=fed-funds")).toEqual({ category: "bank-operations", product: "fed-funds" });
    expect(parse("submodule=customer-portfolio")).toEqual({
      category: "investment-management",
      product: "portfolio-management",
      subModule: "customer-portfolio",
    });
  });

  it("drops a selection the industry filter hides", () => {
    expect(parse("product=hedge-fund&industry=CentralBanks")).toEqual({ industry: "CentralBanks", category: "investment-management" });
    expect(normalise({ industry: "Municipalities", subModule: "fund-portfolio" })).toEqual({ industry: "Municipalities" });
  });
});

describe("the canonical query", () => {
  const canonical = (q: string) => canonicalTreeSearch(new URLSearchParams(q));
  it("is the URL's own query when that is already canonical", () => {
    for (const q of ["", "?category=loans", "?category=loans&product=loan-origination&industry=CommercialBanks", "?category=loans&utm_source=x"]) {
      expect(canonical(q)).toBe(q);
    }
  });
  it("drops what the selection cannot show and orders the tree's parameters, keeping others", () => {
    expect(canonical("?industry=CentralBanks&category=loans&product=loan-origination")).toBe("?category=loans&industry=CentralBanks");
    expect(canonical("?utm_source=x&product=fed-funds")).toBe("?category=bank-operations&product=fed-funds&utm_source=x");
    expect(canonical("?category=nope")).toBe("");
    expect(canonical("?category=")).toBe("");
  });
});

describe("the tree view", () => {
  it("lists the nine categories with their product counts", () => {
    const view = treeView({});
    expect(view.categories.map((c) => [c.name, c.count])).toEqual([
      ["Accounting", 7],
      ["Bank Operations", 6],
      ["Central Bank Operations", 11],
      ["Investment Management", 15],
      ["Loans", 4],
      ["General Operations", 4],
      ["Real Estate", 3],
      ["Trust", 14],
      ["Services and Software Features", 7],
    ]);
    expect(view.categories.every((c) => c.products === undefined && !c.selected)).toBe(true);
    expect(view.resetHref).toBeUndefined();
  });

  it("opens the selected category and the selected product's sub-modules", () => {
    const view = treeView({ category: "investment-management", product: "portfolio-management" });
    const investment = view.categories.find((c) => c.selected)!;
    expect(investment.id).toBe("investment-management");
    const pm = investment.products!.find((p) => p.id === "portfolio-management")!;
    expect(pm.selected).toBe(true);
    expect(pm.children.map((c) => c.id)).toEqual(["fund-portfolio", "treasury-portfolio", "customer-portfolio"]);
    expect(pm.children[0]!.href).toBe("/?category=investment-management&product=portfolio-management&submodule=fund-portfolio#find-your-software");
    expect(investment.products!.filter((p) => p.id !== "portfolio-management").every((p) => p.children.length === 0)).toBe(true);
    expect(view.focusId).toBe("portfolio-management");
    expect(view.resetHref).toBe("/?category=investment-management#find-your-software");
  });

  it("focuses a selected sub-module", () => {
    expect(treeView({ subModule: "fund-portfolio" }).focusId).toBe("fund-portfolio");
  });

  it("filters products and counts by industry", () => {
    const view = treeView({ industry: "CentralBanks", category: "central-bank-operations" });
    expect(view.categories.find((c) => c.id === "central-bank-operations")!.count).toBe(11);
    expect(view.categories.find((c) => c.id === "trust")!.count).toBe(0);
    expect(view.categories.find((c) => c.id === "loans")!.href).toBe("/?category=loans&industry=CentralBanks#find-your-software");
    for (const c of view.categories) expect(c.count).toBe(visibleProducts(c.id, "CentralBanks").length);
  });

  it("keeps a parent visible when only a sub-module serves the industry", () => {
    // Portfolio Management itself does not list Corporations; its treasury sub-module does.
    expect(visibleProducts("investment-management", "Corporations").map((p) => p.id)).toContain("portfolio-management");
    const view = treeView({ industry: "Corporations", category: "investment-management", product: "portfolio-management" });
    const pm = view.categories.find((c) => c.selected)!.products!.find((p) => p.selected)!;
    expect(pm.children.map((c) => c.id)).toEqual(["treasury-portfolio"]);
  });
});
