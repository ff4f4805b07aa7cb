import { describe, expect, it } from "vitest";
import { PRODUCTS, productPath } from "../../app/catalogue";
import { PRODUCT_SCREENS } from "../../app/catalogue/screens";
import type { ProductPageData } from "../../app/lib/catalogue/productPageData";
import type { ScreenPicture } from "../../app/lib/catalogue/pageData";
import { openCatalogue } from "./support/catalogueRoutes";
import { platform } from "./support/platform";

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
