import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { INDUSTRIES, PRODUCTS, productPath } from "../../app/catalogue";
import { loader as rootLoader } from "../../app/rootLoader.server";
import * as bankOperations from "../../app/routes/[bank_operations].$";
import * as centralBankOperations from "../../app/routes/central-bank-operations.$";
import * as investmentManagement from "../../app/routes/investment-management.$";
import { contactHref } from "../../app/lib/shellUi";
import { englishWords } from "../support/productWords";
import { PRODUCT_SCREENS } from "../../app/catalogue/screens";
import type { ProductPageData } from "../../app/lib/catalogue/productPageData";
import type { ScreenPicture } from "../../app/lib/catalogue/pageData";
import { openCatalogue } from "./support/catalogueRoutes";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";

const { env, context } = await platform();
const GL_PATH = productPath(PRODUCTS.find((p) => p.id === "general-ledger")!);
const html = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
type ProductPage = ProductPageData & {
  picture: ScreenPicture;
  structuredData: string;
  brochure: unknown;
  usedBy: string;
  crumbs: { name: string; path: string }[];
};

// app/routeModules/productRoute.tsx, re-exported by every product area's route (app/routes/*.$.tsx),
// its loader in app/routeModules/productLoader.server.ts.
describe("product pages", () => {
  it("every product answers 200 at its canonical path, from its own area's module, and draws its own screen (no two alike)", async () => {
    const modules = new Set<string>();
    const seen = new Map<string, string>();
    for (const product of PRODUCTS) {
      const page = await openCatalogue<ProductPage>(productPath(product), context);
      expect(page.status, product.id).toBe(200);
      expect(page.body.product.name).toBe(product.name);
      const area = product.route.split("/")[0]!;
      expect(page.routeId).toBe(`routes/${area === "bank_operations" ? "[bank_operations]" : area}.$`);
      modules.add(page.routeId!);
      // The picture is the product's drawing unless staff published a screenshot of it (decision
      // record 0040): the staff-screen tests publish one to a product in this same database.
      const screen = PRODUCT_SCREENS[product.id]!;
      const { svg, caption } = page.body.picture;
      if (svg.startsWith("<img ")) {
        expect(svg, product.id).toMatch(/^<img src="\/media\/uploads\/[^"]+"/);
        continue;
      }
      expect(svg, product.id).not.toMatch(/<img|<image|data:image/);
      expect(svg, product.id).toContain(`aria-label="Illustrated ${html(product.name)} screen`);
      expect(svg, product.id).toContain(`>${html(product.name)}</text>`);
      for (const word of [...screen.figures.flat(), ...screen.columns]) expect(svg, `${product.id}: ${word}`).toContain(`>${html(word)}</text>`);
      expect(caption).toBe(`${product.name}: the ${screen.view.toLowerCase()} screen (illustration).`);
      expect(seen.get(svg), `${product.id} draws the same picture as ${seen.get(svg)}`).toBeUndefined();
      seen.set(svg, product.id);
    }
    expect(modules.size).toBe(9);
    // Only a product or two carries a test's screenshot: the rest are drawn, each its own picture.
    expect(seen.size).toBeGreaterThan(PRODUCTS.length - 3);
  });

  it("shows the product's words, module, industries, breadcrumbs and JSON-LD, and is cacheable", async () => {
    const page = await openCatalogue<ProductPage>(GL_PATH, context);
    expect(page.headers.get("Cache-Control")).toBeNull(); // the route's headers() then sends PUBLIC_CACHE
    const d = page.body;
    expect(d.product).toMatchObject({ id: "general-ledger", name: "General Ledger", path: GL_PATH });
    expect(d.product.summary.length).toBeGreaterThan(20);
    expect(d.crumbs.map((c) => c.path)).toEqual(["/", d.group.path, GL_PATH]);
    const ld = JSON.parse(d.structuredData) as { "@type": string }[];
    expect(ld.map((x) => x["@type"])).toEqual(["SoftwareApplication", "BreadcrumbList"]);
  });

  it("Portfolio Management lists its sub-modules, and each names it as its parent", async () => {
    const parent = PRODUCTS.find((p) => PRODUCTS.some((c) => c.parent === p.id) && p.name === "Portfolio Management")!;
    const page = await openCatalogue<ProductPage>(productPath(parent), context);
    expect(page.body.children.length).toBeGreaterThan(1);
    for (const child of page.body.children) {
      const sub = await openCatalogue<ProductPage>(child.path, context);
      expect(sub.body.parent).toMatchObject({ id: parent.id, path: productPath(parent) });
    }
  });
});

// Link previews every site shows (decision record 0048): LinkedIn shows only JPEG, PNG or GIF.
describe("a product's link preview with uploaded screenshots", () => {
  const FED_FUNDS = PRODUCTS.find((p) => p.id === "fed-funds")!;
  const ogImage = (page: { body: { preview: { property?: string; content?: string }[] } }) =>
    new URL(page.body.preview.find((t) => t.property === "og:image")!.content!).pathname;

  async function screenshot(contentType: string, position: number) {
    const uploadId = crypto.randomUUID();
    const shotId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO uploads (id, r2_key, filename, content_type, kind, size_bytes) VALUES (?1, ?2, ?3, ?4, 'image', 2048)").bind(
        uploadId,
        `uploads/route-${uploadId}`,
        `shot-${uploadId}.${contentType.split("/")[1]}`,
        contentType,
      ),
      env.DB.prepare(
        "INSERT INTO product_screenshots (id, product_id, upload_id, alt, caption, position, width, height) VALUES (?1, 'fed-funds', ?2, 'Fed Funds daily position', '', ?3, 1200, 750)",
      ).bind(shotId, uploadId, position),
    ]);
    return { uploadId, shotId };
  }
  const removeAll = (ids: { uploadId: string; shotId: string }[]) =>
    env.DB.batch(
      ids.flatMap(({ uploadId, shotId }) => [
        env.DB.prepare("DELETE FROM product_screenshots WHERE id = ?1").bind(shotId),
        env.DB.prepare("DELETE FROM uploads WHERE id = ?1").bind(uploadId),
      ]),
    );

  it("a WebP screenshot gives way to the product's drawn PNG card; a PNG or JPEG one is the preview itself", async () => {
    const webp = await screenshot("image/webp", 0);
    const added = [webp];
    try {
      const page = await openCatalogue<ProductPage & { preview: { property?: string; content?: string }[] }>(productPath(FED_FUNDS), context);
      // The page itself shows the WebP (every browser does); only the preview changes.
      expect(page.body.picture.svg).toContain(`/media/uploads/${webp.uploadId}`);
      expect(ogImage(page)).toBe("/og/products/fed-funds.png");
      for (const [type, position] of [
        // Each goes before the others, so it leads.
        ["image/jpeg", -1],
        ["image/png", -2],
      ] as const) {
        const shot = await screenshot(type, position);
        added.push(shot);
        expect(ogImage(await openCatalogue(productPath(FED_FUNDS), context)), type).toBe(`/media/uploads/${shot.uploadId}`);
      }
    } finally {
      await removeAll(added);
    }
  });
});

// The page as a visitor reads it: the real route module (loader, headers, meta, component) of the
// product areas. These were browser cases (tests/e2e/catalogue.spec.ts); nothing in them needs one.
describe("a product page, as rendered", () => {
  const SITE = "Meridian Financial Software";
  const areaRoutes = { bank_operations: bankOperations, "investment-management": investmentManagement, "central-bank-operations": centralBankOperations };
  const render = (path: string) => {
    const area = path.split("/")[1] as keyof typeof areaRoutes;
    return renderRoute(areaRoutes[area], { path: `/${area}/*`, url: path, context });
  };
  const product = (id: string) => PRODUCTS.find((p) => p.id === id)!;
  const crumbsOf = (view: ReturnType<typeof render>) =>
    within(view.getByRole("navigation", { name: "Breadcrumb" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);

  it("shows the product's name, module, words, industries, related products and breadcrumbs, and is cacheable", async () => {
    const fed = { ...product("fed-funds"), ...englishWords("fed-funds") };
    const page = await openCatalogue<ProductPage>("/bank_operations/fed-funds", context);
    expect(page.status).toBe(200);
    const headers = new Headers(
      bankOperations.headers({
        loaderHeaders: page.headers,
        actionHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      } as never) as HeadersInit,
    );
    expect(headers.get("Cache-Control")).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
    const view = render("/bank_operations/fed-funds");
    expect((await view.findByRole("heading", { level: 1 })).textContent).toBe("Fed Funds");
    const eyebrow = view.container.querySelector(".product-header .eyebrow")!;
    expect(eyebrow.textContent).toBe("Banking · Bank Operations");
    expect(
      within(eyebrow as HTMLElement)
        .getByRole("link", { name: "Banking" })
        .getAttribute("href"),
    ).toBe("/banking");
    expect([...view.container.querySelectorAll('section[aria-labelledby="product-overview"] > p')].map((p) => p.textContent)).toEqual(fed.description);
    expect([...view.container.querySelectorAll(".feature-list li")].map((li) => li.textContent)).toEqual(fed.features);
    expect(view.getByText(fed.serves)).toBeTruthy();
    expect([...view.container.querySelectorAll(".tag-list li")].map((li) => li.textContent)).toEqual(fed.industries.map((i) => INDUSTRIES[i]));
    const related = within(view.getByRole("region", { name: "Related products" })).getAllByRole("link");
    expect(related.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(fed.related.map((id) => [product(id).name, productPath(product(id))]));
    expect(crumbsOf(view)).toEqual(["Home", "Banking", "Fed Funds"]);
    expect(
      within(view.getByRole("navigation", { name: "Breadcrumb" }))
        .getByRole("link", { name: "Banking" })
        .getAttribute("href"),
    ).toBe("/banking");
  });

  it("carries the page metadata and JSON-LD of R-PAGE-META", async () => {
    const fed = { ...product("fed-funds"), ...englishWords("fed-funds") };
    const url = "http://localhost/bank_operations/fed-funds";
    const page = await openCatalogue<ProductPage>("/bank_operations/fed-funds", context);
    const root = await load(rootLoader, url, context);
    const tags = bankOperations.meta({
      data: page.body,
      params: {},
      location: new URL(url),
      matches: [{ id: "root", data: root.body }],
      error: undefined,
    } as never) as Record<string, string>[];
    const tag = (key: string, value: string) => tags.find((t) => t[key] === value)?.content;
    expect(tags.find((t) => "title" in t)?.title).toBe(`Fed Funds | ${SITE}`);
    expect(tag("name", "description")).toBe(fed.summary);
    expect(tag("property", "og:description")).toBe(fed.summary);
    expect(tag("property", "og:title")).toBe(`Fed Funds | ${SITE}`);
    expect(tag("name", "keywords")).toMatch(/^Fed Funds, Banking, Bank Operations/);
    const canonical = tags.find((t) => t.tagName === "link" && t.rel === "canonical")?.href;
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/bank_operations\/fed-funds$/);
    expect(tag("property", "og:url")).toBe(canonical);
    const [app, crumbs] = JSON.parse(page.body.structuredData) as Record<string, unknown>[];
    expect(app).toMatchObject({ "@type": "SoftwareApplication", name: "Fed Funds", description: fed.summary, url: canonical, featureList: fed.features });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect((crumbs!.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(["Home", "Banking", "Fed Funds"]);
  });

  it("links Request a Demo and Request Info to the contact presets, in the header and in the closing band", async () => {
    const view = render("/investment-management/hedge-fund");
    await view.findByRole("heading", { level: 1, name: "Hedge Fund" });
    const demo = view.getAllByRole("link", { name: "Request a Demo" });
    const info = view.getAllByRole("link", { name: "Request Info" });
    expect(demo.map((a) => a.getAttribute("href"))).toEqual(Array(2).fill(contactHref({ kind: "demo", productId: "hedge-fund" })));
    expect(info.map((a) => a.getAttribute("href"))).toEqual(Array(2).fill(contactHref({ kind: "info", productId: "hedge-fund" })));
    expect(within(view.getByRole("region", { name: "See Hedge Fund on your own scenarios" })).getByRole("link", { name: "Request a Demo" })).toBeTruthy();
    expect(contactHref({ kind: "demo", productId: "hedge-fund" })).toBe("/contact?preset=demo&product=hedge-fund");
  });

  it("lists Portfolio Management's sub-modules, and each links back to it", async () => {
    const parent = render("/investment-management/portfolio-management");
    const modules = within(await parent.findByRole("region", { name: "Portfolio Management modules" })).getAllByRole("link");
    expect(modules.map((a) => a.textContent)).toEqual(["Fund Portfolio", "Treasury Portfolio", "Customer Portfolio"]);
    expect(modules[0]!.getAttribute("href")).toBe("/investment-management/portfolio-management/fund-portfolio");
    parent.unmount();
    const sub = render("/investment-management/portfolio-management/fund-portfolio");
    expect((await sub.findByRole("heading", { level: 1 })).textContent).toBe("Fund Portfolio");
    expect(crumbsOf(sub)).toEqual(["Home", "Investment", "Portfolio Management", "Fund Portfolio"]);
    const back = within(sub.container.querySelector(".product-parent") as HTMLElement).getByRole("link", { name: "Portfolio Management" });
    expect(back.getAttribute("href")).toBe("/investment-management/portfolio-management");
  });

  it("has the central bank portfolio under central-bank-operations", async () => {
    const path = "/central-bank-operations/portfolio-management/central-bank-portfolio";
    expect((await openCatalogue(path, context)).status).toBe(200);
    const view = render(path);
    expect((await view.findByRole("heading", { level: 1 })).textContent).toBe("Central Bank Portfolio");
    expect(crumbsOf(view)).toEqual(["Home", "Central Banking", "Central Bank Portfolio"]);
  });
});
