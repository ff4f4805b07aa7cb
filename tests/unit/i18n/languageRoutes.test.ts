import { describe, expect, it } from "vitest";
import { LOCALIZED_ROUTE_IDS, TRANSLATED_LANGUAGES, withLanguageRoutes } from "../../../app/config/languages.mjs";

// The built server holds each public page once; server.ts adds its language copies at start
// (decision records 0049, 0058). A copy runs the English page's module and loads its browser chunk.
describe("the server build's language copies", () => {
  const module = { loader: () => null };
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: unknown }> = {
    root: { id: "root", path: "", module },
    "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module },
  };
  const assets: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports: string[] }> = {
    root: { id: "root", path: "", module: "/build/root.js", imports: [] },
    "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module: "/build/routes/admin.js", imports: [] },
  };
  for (const id of LOCALIZED_ROUTE_IDS) {
    const path = id === "routes/_index" ? undefined : id.replace(/^routes\//, "").replace(/\.\$$/, "/*");
    routes[id] = { id, parentId: "root", path, index: id === "routes/_index" || undefined, module };
    assets[id] = { id, parentId: "root", path, index: id === "routes/_index" || undefined, module: `/build/${id}.js`, imports: ["/build/_shared/a.js"] };
  }
  const build = { entry: { module: {} }, routes, assets: { version: "v1", url: "/build/manifest.js", routes: assets } };
  const expanded = withLanguageRoutes(build);

  it("adds every public page under each prefix, in the route table and the assets manifest alike", () => {
    const copies = LOCALIZED_ROUTE_IDS.length * TRANSLATED_LANGUAGES.length;
    expect(Object.keys(expanded.routes)).toHaveLength(Object.keys(routes).length + copies);
    expect(Object.keys(expanded.assets.routes)).toHaveLength(Object.keys(assets).length + copies);
    expect(expanded.routes["es/routes/banking"]).toEqual({ id: "es/routes/banking", parentId: "root", path: "es/banking", module });
    expect(expanded.routes["ar/routes/loans.$"]?.path).toBe("ar/loans/*");
    expect(expanded.routes["fr/routes/_index"]).toMatchObject({ path: "fr", index: true });
    expect(expanded.assets.routes["pt/routes/news.$slug"]).toEqual({ ...assets["routes/news.$slug"], id: "pt/routes/news.$slug", path: "pt/news.$slug" });
  });

  it("keeps what has no translation at its one path, and the build's other parts as they were", () => {
    expect(Object.keys(expanded.routes).filter((id) => id.endsWith("routes/admin"))).toEqual(["routes/admin"]);
    expect(expanded.routes["routes/banking"]).toBe(routes["routes/banking"]);
    expect(expanded.entry).toBe(build.entry);
    expect(expanded.assets).toMatchObject({ version: "v1", url: "/build/manifest.js" });
    expect(Object.keys(routes)).not.toContain("es/routes/banking");
  });

  it("fails the start when a named public page is gone from the build", () => {
    const { ["routes/banking"]: _gone, ...rest } = routes;
    expect(() => withLanguageRoutes({ ...build, routes: rest })).toThrow(/routes\/banking/);
  });
});
