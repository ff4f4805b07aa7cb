// The route manifest `remix build` makes (remix.config.js): app/routes through the flat-routes
// convention, plus the public pages mounted under each language prefix (app/config/languages.mjs).
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { languageRoutes } from "../../app/config/languages.mjs";

export type SiteManifest = Record<string, { id: string; path?: string; index?: boolean; parentId?: string; file: string }>;

const fileRoutes = flatRoutes("app", ["**/.*", "**/*.test.*"]) as SiteManifest;

/** Every route the build has, the root first. */
export const siteRoutes: SiteManifest = { root: { id: "root", path: "", file: "root.tsx" }, ...fileRoutes, ...languageRoutes(fileRoutes) };
