import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTS, productPath } from "~/catalogue";
import { appOwnedPaths, type RouteEntry } from "~/server/platform/assetLookup.server";
// The route manifest `remix build` makes (the same functions, the same conventions).
import { siteRoutes } from "../support/siteRoutes";

const owned = appOwnedPaths(siteRoutes as Record<string, RouteEntry>);

describe("which paths skip the static-file lookup (the app's own routes)", () => {
  it("owns every product page, group page and the other public pages", () => {
    for (const product of PRODUCTS) expect(owned(productPath(product)), productPath(product)).toBe(true);
    for (const path of ["/", "/banking", "/central-banking", "/investment", "/trust", "/accounting", "/module-options", "/sitemap"]) {
      expect(owned(path), path).toBe(true);
    }
    for (const path of ["/contact", "/privacy", "/search", "/news", "/news/a-post", "/news/rss.xml", "/robots.txt", "/sitemap.xml", "/brochures/t"]) {
      expect(owned(path), path).toBe(true);
    }
    for (const path of ["/admin", "/admin/login", "/admin/users", "/demo", "/demo/videos/1", "/login", "/logout"]) expect(owned(path), path).toBe(true);
  });

  it("owns each language's copy of the public pages (decision record 0049)", () => {
    for (const path of ["/es/", "/es", "/ar/banking", "/fr/loans/loan-origination", "/pt/news/a-post", "/es/sitemap.xml", "/es/banking.data"]) {
      expect(owned(path), path).toBe(true);
    }
  });

  it("owns single-fetch data requests and route discovery", () => {
    expect(owned("/bank_operations/fed-funds.data")).toBe(true);
    expect(owned("/_root.data")).toBe(true);
    expect(owned("/__manifest")).toBe(true);
  });

  it("matches first segments without regard to case, as Remix does", () => {
    expect(owned("/BANKING")).toBe(true);
    expect(owned("/Bank_Operations/fed-funds")).toBe(true);
  });

  it("leaves every other path to the static files first (what only the catch-all 404 route would answer)", () => {
    for (const path of ["/bench-static", "/images/bench-static", "/no-such-page", "/bankingx", "/favicon.ico", "/x.data", "/apple-touch-icon.png"]) {
      expect(owned(path), path).toBe(false);
    }
  });

  it("takes first segments from full paths: nested and pathless parents, dynamic and splat segments", () => {
    const routes: Record<string, RouteEntry> = {
      root: { id: "root", path: "" },
      layout: { id: "layout", parentId: "root" },
      inLayout: { id: "inLayout", parentId: "layout", path: "pricing" },
      parent: { id: "parent", parentId: "root", path: "docs" },
      child: { id: "child", parentId: "parent", path: ":slug" },
      dynamic: { id: "dynamic", parentId: "root", path: ":lang/about" },
      splat: { id: "splat", parentId: "root", path: "*" },
    };
    const match = appOwnedPaths(routes);
    expect(match("/pricing")).toBe(true);
    expect(match("/docs/intro")).toBe(true);
    expect(match("/en/about")).toBe(false);
    expect(match("/anything")).toBe(false);
    // No index route: `/` is left to the static files (an index.html).
    expect(match("/")).toBe(false);
    expect(match("/_root.data")).toBe(false);
  });
});

describe("public/", () => {
  /** _routes.json's excluded prefixes: what never reaches the function. */
  const excluded = (JSON.parse(readFileSync("public/_routes.json", "utf8")) as { exclude: string[] }).exclude.map((p) => p.replace(/\*$/, ""));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it("has no static file under a path the app owns (the app would shadow it)", () => {
    const shadowed = files("public")
      .map((f) => `/${f.slice("public/".length)}`)
      .filter((path) => !excluded.some((prefix) => path === prefix || path.startsWith(prefix)))
      .filter((path) => owned(path) || owned(path.replace(/\.html$/, "").replace(/\/index$/, "/")));
    expect(shadowed).toEqual([]);
    expect(existsSync("public/_routes.json")).toBe(true);
  });
});
