import { describe as suite, expect, it } from "vitest";
import { describe, type RouterState } from "~/browser/insights/pageType";

const at = (pathname: string, data: unknown = null): RouterState => ({
  location: { pathname, search: "" },
  navigation: { state: "idle" },
  matches: [{ route: { id: "r" } }],
  loaderData: { r: data },
});

suite("the page type a beacon reports (decision record 0044), in every language (0049)", () => {
  it("reads exact paths after the language's prefix", () => {
    for (const prefix of ["", "/es", "/ar"]) {
      expect(describe(at(`${prefix}/`)).pageType, `${prefix}/`).toBe("home");
      expect(describe(at(`${prefix}/news`)).pageType).toBe("news");
      expect(describe(at(`${prefix}/news/a-post`)).pageType).toBe("post");
      expect(describe(at(`${prefix}/search`)).pageType).toBe("search");
      expect(describe(at(`${prefix}/contact`)).pageType).toBe("contact");
    }
    expect(describe(at("/es")).pageType).toBe("home");
  });

  it("keeps an unknown first segment as the path it is", () => {
    expect(describe(at("/xx/")).pageType).toBe("other");
    expect(describe(at("/xx/news")).pageType).toBe("other");
  });

  it("names the product or group the page's data shows", () => {
    expect(describe(at("/es/loans/loan-origination", { product: { id: "loan-origination" } }))).toEqual({ pageType: "product", product: "loan-origination" });
    expect(describe(at("/fr/banking", { page: { group: "Banking" }, sections: [] }))).toEqual({ pageType: "group", group: "Banking" });
  });
});
