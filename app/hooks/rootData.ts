import { useRouteLoaderData } from "@remix-run/react";
import type { MetaArgs, MetaDescriptor } from "@remix-run/cloudflare";
import { type PageMeta, getMeta } from "~/lib/meta";
import { localizeMeta } from "~/lib/i18n/pageMeta";
import type { RootData } from "~/lib/publicConfig";

export type { RootData };

/** The root loader's data (brand config) from any component. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data is missing");
  return data;
}

/** The root loader's data inside a route's meta function. */
export function rootDataFromMatches(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((m) => m.id === "root")?.data as RootData | undefined;
}

/** A staff, demo or sign-in page's meta: its title after the site's, and kept out of search engines. */
export function privatePageMeta(matches: MetaArgs["matches"], title: string): MetaDescriptor[] {
  return [...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title }), { name: "robots", content: "noindex" }];
}

/**
 * A public page's meta: its title after the site's, description and keywords, and its absolute
 * URL (og:url and the canonical link) from the site URL and `path`, left out when the root's data
 * is missing (an error boundary's render).
 */
export function publicPageMeta(matches: MetaArgs["matches"], { path, ...page }: Omit<PageMeta, "siteTitle" | "url"> & { path: string }): MetaDescriptor[] {
  const root = rootDataFromMatches(matches);
  const config = root?.config;
  return getMeta({ ...page, siteTitle: config?.siteTitle ?? "", url: config ? `${config.siteUrl}${path}` : undefined, language: root?.language });
}

/**
 * A catalogue, news or story page's meta: `build` makes it from the loader's data and the site's
 * config. Without data (the 404 its loader threw, rendered by the error boundary) or the root's
 * config, the not-found title.
 */
export function contentPageMeta<D>(
  data: D | undefined,
  matches: MetaArgs["matches"],
  build: (data: D, config: RootData["config"]) => MetaDescriptor[],
): MetaDescriptor[] {
  const root = rootDataFromMatches(matches);
  const config = root?.config;
  if (!data || !config) return getMeta({ siteTitle: config?.siteTitle ?? "", title: "Page Not Found" });
  // The builder's canonical URL is the English page's: the page's language moves it (decision record 0049).
  return localizeMeta(build(data, config), root.language ?? "en");
}
