// The routes the worker serves: app/routes through the flat-routes convention (what `remix build`
// makes), plus the public pages under each language prefix, which server.ts adds to the build when
// it starts (withLanguageRoutes, app/config/languages.mjs).
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { languageRoutes } from "../../app/config/languages.mjs";

export type SiteManifest = Record<string, { id: string; path?: string; index?: boolean; parentId?: string; file: string }>;

const fileRoutes = flatRoutes("app", ["**/.*", "**/*.test.*"]) as SiteManifest;

/** Every route the build has, the root first. */
export const siteRoutes: SiteManifest = { root: { id: "root", path: "", file: "root.tsx" }, ...fileRoutes, ...languageRoutes(fileRoutes) };
