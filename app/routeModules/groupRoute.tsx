import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GroupPage } from "~/components/catalogue/GroupPage";
import { JsonLd } from "~/components/JsonLd";
import { publicUnlessLoaderSays } from "~/lib/cache";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { getMeta } from "~/lib/meta";
import { contentPageMeta } from "~/hooks/rootData";
import type { loader } from "./groupLoader.server";

/*
 * The route module of the six module-group pages (/banking … /module-options). The loader is in
 * a .server module so the catalogue stays out of the browser build (see productRoute.tsx).
 */
export { loader } from "./groupLoader.server";

export const headers = publicUnlessLoaderSays;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(data, matches, (data, config) => {
    const names = data.sections.flatMap((s) => s.products.map((p) => p.name));
    const tags = getMeta({
      siteTitle: config.siteTitle,
      title: data.page.title,
      description: data.page.intro,
      keywords: [data.page.group, ...data.sections.map((s) => s.name), ...names],
      url: absoluteUrl(config.siteUrl, data.page.path),
    });
    // Built by the loader (lib/ogImages.ts), so this page's JavaScript carries none of it.
    return [...tags, ...data.preview];
  });

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";

export default function GroupRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd json={data.structuredData} />
      <GroupPage data={data} />
    </>
  );
}
