import { describe, expect, it } from "vitest";
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
});
