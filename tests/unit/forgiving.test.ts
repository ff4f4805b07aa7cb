import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/catalogue";
import { createCatalogueSearch, didYouMean, rankProducts, stem } from "~/catalogue/forgiving";
import { nearestPages } from "~/catalogue/nearest";
import { searchCatalogue } from "~/catalogue/search";

const search = createCatalogueSearch(PRODUCTS);
const first = (term: string) => didYouMean(search, term, searchCatalogue(search.substring, term))[0];

describe("forgiving matcher on the catalogue", () => {
  it.each([
    ["ledgr", { kind: "product", name: "General Ledger", path: "/accounting/general-ledger" }],
    ["general ledgr", { kind: "product", name: "General Ledger", path: "/accounting/general-ledger" }],
    ["genral ledger", { kind: "product", name: "General Ledger", path: "/accounting/general-ledger" }],
    ["repos", { kind: "product", name: "Repo", path: "/investment-management/repo-software" }],
    ["loans", { kind: "term", term: "loan" }],
  ])("suggests for %s", (term, expected) => {
    expect(first(term)).toEqual(expected);
  });

  it("suggests nothing for terms the specification's matching already serves, or nothing like the catalogue", () => {
    for (const term of ["loan", "ledger", "portfolio", "central bank", "zzz", ""])
      expect(didYouMean(search, term, searchCatalogue(search.substring, term)), term).toEqual([]);
  });

  it("takes plurals off", () => {
    expect(["loans", "branches", "securities", "business", "bonus"].map(stem)).toEqual(["loan", "branch", "security", "business", "bonus"]);
  });

  it("/search ranks the meant product first and keeps every substring match", () => {
    expect(rankProducts(search, "ledgr")[0]!.name).toBe("General Ledger");
    expect(rankProducts(search, "repo")[0]!.name).toBe("Repo");
    const ids = new Set(rankProducts(search, "ledger").map((r) => r.id));
    for (const r of searchCatalogue(search.substring, "ledger")) expect(ids.has(r.id)).toBe(true);
  });

  it("agrees with the 404 page's suggestion", () => {
    const pages = PRODUCTS.map((p) => ({ name: p.name, path: `/${p.route}` }));
    expect(nearestPages("/genral-ledger", pages)[0]!.name).toBe("General Ledger");
    expect(nearestPages("/repos", pages)[0]!.name).toBe("Repo");
  });
});
