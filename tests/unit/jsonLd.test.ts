import { describe, expect, it } from "vitest";
import { catalogueTrail } from "~/catalogue/breadcrumbs";
import { productPageData } from "~/lib/catalogue/productPageData";
import { productById } from "~/catalogue";
import { breadcrumbLd, organizationLd, serializeJsonLd, softwareApplicationLd } from "~/server/platform/structuredData.server";

const config = {
  siteTitle: "Meridian Financial Software",
  siteUrl: "https://www.example.com/",
  salesEmail: "sales@example.com",
  social: [{ name: "X", url: "https://x.com/m" }],
};

describe("JSON-LD", () => {
  it("cannot close its script element or start markup", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", name: "</script><script>alert(1)</script> & \u2028" });
  });

  it("gives each item of a list its context", () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, { b: 2 }]))).toEqual([
      { "@context": "https://schema.org", a: 1 },
      { "@context": "https://schema.org", b: 2 },
    ]);
  });

  it("describes the organisation with absolute URLs whatever the configured trailing slash", () => {
    expect(organizationLd(config)).toMatchObject({
      "@type": "Organization",
      name: "Meridian Financial Software",
      url: "https://www.example.com/",
      email: "sales@example.com",
      sameAs: ["https://x.com/m"],
    });
  });

  it("lists a sub-module's breadcrumbs Home › group › parent › product", () => {
    const crumbs = catalogueTrail(productPageData({ ...productById("fund-portfolio")!, description: ["d"], features: ["f"], serves: "s" }), {
      name: "Home",
      path: "/",
    });
    expect(breadcrumbLd(config.siteUrl, crumbs)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
        { "@type": "ListItem", position: 2, name: "Investment", item: "https://www.example.com/investment" },
        { "@type": "ListItem", position: 3, name: "Portfolio Management", item: "https://www.example.com/investment-management/portfolio-management" },
        { "@type": "ListItem", position: 4, name: "Fund Portfolio", item: "https://www.example.com/investment-management/portfolio-management/fund-portfolio" },
      ],
    });
  });

  it("describes a product as a SoftwareApplication", () => {
    const ld = softwareApplicationLd(config, {
      name: "Fed Funds",
      summary: "S",
      path: "/bank_operations/fed-funds",
      category: "Bank Operations",
      features: ["a", "b"],
      audience: ["Commercial Banks"],
    });
    expect(ld).toMatchObject({ "@type": "SoftwareApplication", url: "https://www.example.com/bank_operations/fed-funds", featureList: ["a", "b"] });
  });
});
