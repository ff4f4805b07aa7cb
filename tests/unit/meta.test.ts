import { describe, expect, it } from "vitest";
import type { MetaArgs } from "@remix-run/cloudflare";
import { contentPageMeta, publicPageMeta } from "~/hooks/rootData";
import { getMeta, pageTitle } from "~/lib/meta";
import { APP_VERSION } from "~/config/version";
import pkg from "../../package.json";

describe("page metadata", () => {
  it("formats titles as '{title} | {site title}', or the site title alone", () => {
    expect(pageTitle("Meridian", "Fed Funds")).toBe("Fed Funds | Meridian");
    expect(pageTitle("Meridian")).toBe("Meridian");
  });

  it("sets description, keywords, social tags and the canonical link", () => {
    const tags = getMeta({ siteTitle: "M", title: "T", description: "D", keywords: ["a", "b"], url: "https://x.example/t" });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "T | M" },
        { name: "description", content: "D" },
        { name: "keywords", content: "a, b" },
        { property: "og:title", content: "T | M" },
        { property: "og:description", content: "D" },
        { property: "og:url", content: "https://x.example/t" },
        { tagName: "link", rel: "canonical", href: "https://x.example/t" },
      ]),
    );
  });

  it("reports the package version", () => {
    expect(APP_VERSION).toBe(pkg.version);
  });

  it("builds a public page's meta from the root's site title and URL, without a URL when the root has no data", () => {
    const root = { id: "root", data: { config: { siteTitle: "Meridian", siteUrl: "https://example.com" } } };
    const matches = [root] as unknown as MetaArgs["matches"];
    expect(publicPageMeta(matches, { title: "Company", description: "Our offices.", path: "/company" })).toEqual(
      getMeta({ siteTitle: "Meridian", title: "Company", description: "Our offices.", url: "https://example.com/company" }),
    );
    expect(publicPageMeta(matches, { description: "Home.", keywords: ["a"], path: "/" })).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.com/",
    });
    expect(publicPageMeta([] as unknown as MetaArgs["matches"], { title: "Company", path: "/company" })).toEqual(getMeta({ siteTitle: "", title: "Company" }));
  });

  it("builds a content page's meta from its data and the site's config, and titles a page without data as not found", () => {
    const root = { id: "root", data: { config: { siteTitle: "Meridian", siteUrl: "https://example.com" } } };
    const matches = [root] as unknown as MetaArgs["matches"];
    const build = (data: { name: string }, config: { siteTitle: string; siteUrl: string }) =>
      getMeta({ siteTitle: config.siteTitle, title: data.name, url: `${config.siteUrl}/x` });
    expect(contentPageMeta({ name: "Fed Funds" }, matches, build)).toEqual(
      getMeta({ siteTitle: "Meridian", title: "Fed Funds", url: "https://example.com/x" }),
    );
    // The error boundary's render of a 404: no loader data.
    expect(contentPageMeta(undefined, matches, build)).toEqual(getMeta({ siteTitle: "Meridian", title: "Page Not Found" }));
    expect(contentPageMeta({ name: "Fed Funds" }, [] as unknown as MetaArgs["matches"], build)).toEqual(getMeta({ siteTitle: "", title: "Page Not Found" }));
  });
});

describe("a page's languages in its meta (decision record 0049)", () => {
  const root = (language: string) =>
    [{ id: "root", data: { language, config: { siteTitle: "Meridian", siteUrl: "https://example.com" } } }] as unknown as MetaArgs["matches"];
  const hreflang = (tags: ReturnType<typeof getMeta>) =>
    tags.filter((t) => "hrefLang" in t).map((t) => [(t as { hrefLang: string }).hrefLang, (t as { href: string }).href]);
  const ALL = [
    ["en", "https://example.com/banking"],
    ["es", "https://example.com/es/banking"],
    ["fr", "https://example.com/fr/banking"],
    ["pt", "https://example.com/pt/banking"],
    ["ar", "https://example.com/ar/banking"],
    ["x-default", "https://example.com/banking"],
  ];

  it("gives each copy its own canonical URL, and the same reciprocal hreflang list, itself included", () => {
    const english = publicPageMeta(root("en"), { title: "Banking", path: "/banking" });
    expect(english).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/banking" });
    expect(hreflang(english)).toEqual(ALL);
    const spanish = publicPageMeta(root("es"), { title: "Banking", path: "/banking" });
    expect(spanish).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/es/banking" });
    expect(spanish).toContainEqual({ property: "og:url", content: "https://example.com/es/banking" });
    expect(hreflang(spanish)).toEqual(ALL);
  });

  it("names og:locale and the other languages as its alternates", () => {
    const arabic = contentPageMeta({ name: "Banking" }, root("ar"), (d, config) =>
      getMeta({ siteTitle: config.siteTitle, title: d.name, url: `${config.siteUrl}/banking` }),
    );
    expect(arabic).toContainEqual({ property: "og:locale", content: "ar_AR" });
    expect(arabic.filter((t) => "property" in t && t.property === "og:locale:alternate").map((t) => (t as { content: string }).content)).toEqual([
      "en_US",
      "es_ES",
      "fr_FR",
      "pt_PT",
    ]);
    expect(arabic).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/ar/banking" });
    expect(hreflang(arabic)).toEqual(ALL);
  });

  it("adds no language links to a page without a canonical URL (a 404)", () => {
    expect(getMeta({ siteTitle: "M", title: "Page Not Found", language: "es" }).some((t) => "hrefLang" in t)).toBe(false);
  });
});
