import { describe, expect, it } from "vitest";
import { inEveryLanguage, isHomePath, languageOfPath, localizedPath, splitLanguage } from "~/lib/i18n/languages";

describe("the language a path names (decision record 0049)", () => {
  it("reads the prefix and the English path after it", () => {
    expect(splitLanguage("/es/banking")).toEqual({ language: "es", path: "/banking" });
    expect(splitLanguage("/ar/loans/loan-origination")).toEqual({ language: "ar", path: "/loans/loan-origination" });
    expect(splitLanguage("/fr/")).toEqual({ language: "fr", path: "/" });
    expect(splitLanguage("/pt")).toEqual({ language: "pt", path: "/" });
    expect(splitLanguage("/ES/banking")).toEqual({ language: "es", path: "/banking" });
  });

  it("takes a first segment that is no language as English, the path unchanged", () => {
    for (const path of ["/", "/banking", "/xx/", "/foo", "/es-mx/banking", "/espanol", "/EN/banking", "/en/banking", "/xX/"]) {
      expect(splitLanguage(path), path).toEqual({ language: "en", path });
    }
    expect(languageOfPath("/trust/es")).toBe("en");
  });

  it("writes a page's path in another language, a language's home with its slash", () => {
    expect(localizedPath("/banking", "es")).toBe("/es/banking");
    expect(localizedPath("/", "ar")).toBe("/ar/");
    expect(localizedPath("/es/banking", "fr")).toBe("/fr/banking");
    expect(localizedPath("/es/banking", "en")).toBe("/banking");
  });

  it("counts every language's home as a home page for the header", () => {
    for (const path of ["/", "/es/", "/es", "/ar/"]) expect(isHomePath(path), path).toBe(true);
    for (const path of ["/banking", "/es/banking", "/xx/"]) expect(isHomePath(path), path).toBe(false);
  });

  it("lists a page's copy in each language, and one copy of feeds and crawler files", () => {
    expect(inEveryLanguage("/news")).toEqual(["/news", "/es/news", "/fr/news", "/pt/news", "/ar/news"]);
    expect(inEveryLanguage("/")).toEqual(["/", "/es/", "/fr/", "/pt/", "/ar/"]);
    expect(inEveryLanguage("/news/rss.xml")).toEqual(["/news/rss.xml"]);
    expect(inEveryLanguage("/sitemap.xml")).toEqual(["/sitemap.xml", "/es/sitemap.xml", "/fr/sitemap.xml", "/pt/sitemap.xml", "/ar/sitemap.xml"]);
    expect(inEveryLanguage("/robots.txt")).toEqual(["/robots.txt"]);
  });
});
