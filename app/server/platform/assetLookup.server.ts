/**
 * Which requests the Remix function first looks up among the static files (env.ASSETS).
 *
 * Every path reaches the function except those public/_routes.json excludes (/build/*, the
 * drawings, the favicon: every static file the project has). Remix's Pages adapter asks the asset
 * handler before every render anyway, so a file dropped anywhere else in public/ would still be
 * served. On the app's own pages that question is a subrequest that always misses: the product
 * page paid it on every fresh render (decision record 0016). So the lookup is kept only for paths
 * no route of the app names, the ones the catch-all 404 route (`$.tsx`) would answer.
 *
 * A path belongs to the app when its first segment is the first segment of a route's full path
 * (`bank_operations` for `bank_operations/*`, `news` for `news/:slug`), or it is `/` with an index
 * route; single-fetch data requests (`/x.data`, `/_root.data` for `/`) and route discovery
 * (`/__manifest`) belong to it too. Matching ignores case, as Remix's does. A static file under
 * one of these first segments would be shadowed by the app: put static files under a folder
 * _routes.json excludes.
 */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export function appOwnedPaths(routes: Record<string, RouteEntry | undefined>): (pathname: string) => boolean {
  const fullPath = new Map<string, string>();
  const pathOf = (route: RouteEntry): string => {
    const known = fullPath.get(route.id);
    if (known !== undefined) return known;
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const full = [parent ? pathOf(parent) : "", route.path ?? ""].filter(Boolean).join("/");
    fullPath.set(route.id, full);
    return full;
  };
  const firstSegments = new Set<string>();
  let index = false;
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    const full = pathOf(route).replace(/^\/+/, "");
    if (full === "" && route.index) index = true;
    const first = full.split("/")[0]!.toLowerCase();
    // A dynamic or splat first segment (`:id`, `*`) names no path in particular.
    if (first !== "" && !first.startsWith(":") && first !== "*") firstSegments.add(first);
  }
  return (pathname) => {
    if (pathname === "/__manifest") return true;
    let path = pathname;
    if (path.endsWith(".data")) {
      path = path.slice(0, -".data".length);
      if (path === "/_root") return index;
    }
    const first = path.split("/")[1]?.toLowerCase() ?? "";
    return first === "" ? index : firstSegments.has(first);
  };
}
