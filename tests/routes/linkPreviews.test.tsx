import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "../../app/rootLoader.server";
import * as contact from "../../app/routes/contact";
import * as home from "../../app/routes/_index";
import * as newsPost from "../../app/routes/news.$slug";
import * as news from "../../app/routes/news._index";
import { CATALOGUE_ROUTES } from "./support/catalogueRoutes";
import { publishedPost } from "./support/fixtures";
import { load, routeIdOf } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();

interface Page {
  loader: Parameters<typeof load>[0];
  meta: MetaFunction;
}

/**
 * The tags a page puts in its <head>, as Remix makes them: the route's loader on the local D1,
 * then its meta function over that data and the root's (the site's name and address).
 */
async function headTags(path: string, mod: Page, params: Record<string, string> = {}): Promise<MetaDescriptor[]> {
  const url = `http://localhost${path}`;
  const page = await load(mod.loader, url, context, { params });
  expect(page.status, path).toBe(200);
  const root = await load(rootLoader, url, context);
  return mod.meta({ data: page.body, params, location: new URL(url) as never, matches: [{ id: "root", data: root.body }] as never, error: undefined });
}

const catalogue = (path: string) => CATALOGUE_ROUTES[routeIdOf(path)!] as unknown as Page;
const content = (tags: MetaDescriptor[], key: "property" | "name", value: string) =>
  (tags.find((t) => (t as Record<string, string>)[key] === value) as { content?: string } | undefined)?.content;

// Link previews (decision records 0023, 0048): each public page names a 1200 × 630 PNG card in
// og:image and the large Twitter/X card. That the server serves those PNGs, with a long cache,
// is tests/e2e/link-previews.spec.ts's (the real static files and their _headers).
describe("link-preview tags", () => {
  it("a product, a group page, /news, /contact, a news post without a picture and the home page name their PNG card", async () => {
    const post = await publishedPost(env);
    for (const [path, mod, expected, params] of [
      ["/bank_operations/forex-cashier", catalogue("/bank_operations/forex-cashier"), "/og/products/forex-cashier.png"],
      ["/bank_operations/fed-funds", catalogue("/bank_operations/fed-funds"), "/og/products/fed-funds.png"],
      [
        "/central-bank-operations/central-bank-currency-management",
        catalogue("/central-bank-operations/central-bank-currency-management"),
        "/og/products/central-bank-currency-management.png",
      ],
      ["/banking", catalogue("/banking"), "/og/groups/banking.png"],
      ["/trust", catalogue("/trust"), "/og/groups/trust.png"],
      ["/news", news as unknown as Page, "/og/site.png"],
      ["/contact", contact as unknown as Page, "/og/site.png"],
      [`/news/${post.slug}`, newsPost as unknown as Page, "/og/site.png", { slug: post.slug }],
      ["/", home as unknown as Page, "/og/site.png"],
    ] as const) {
      const tags = await headTags(path, mod, params);
      const image = content(tags, "property", "og:image");
      expect(image, path).toMatch(/^https?:\/\//);
      expect(new URL(image!).pathname, path).toBe(expected);
      expect(content(tags, "name", "twitter:card"), path).toBe("summary_large_image");
      expect(content(tags, "name", "twitter:image"), path).toBe(image);
      expect(content(tags, "property", "og:image:alt"), path).toBeTruthy();
      expect([content(tags, "property", "og:image:width"), content(tags, "property", "og:image:height")], path).toEqual(["1200", "630"]);
    }
  });
});
