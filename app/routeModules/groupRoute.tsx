import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PRODUCTS, productPath, type Product } from "~/catalogue";
import { groupCrumbs } from "~/catalogue/breadcrumbs";
import { groupPageBySlug, groupSections } from "~/catalogue/groups";
import { GroupPage } from "~/components/catalogue/GroupPage";
import { JsonLd } from "~/components/JsonLd";
import { publicPageHeaders } from "~/lib/cache";
import { absoluteUrl, breadcrumbLd } from "~/lib/jsonLd";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches, useRootData } from "~/lib/rootData";

/*
 * The route module of the six module-group pages (/banking … /module-options): the path says
 * which group. Products are listed by area, sub-modules under their parent.
 */
const linkTo = (p: Product) => ({ id: p.id, name: p.name, path: productPath(p), summary: p.summary });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = groupPageBySlug(url.pathname.replace(/^\/+|\/+$/g, ""));
  if (!page) throw new Response("Not Found", { status: 404 });
  if (url.pathname !== page.path) throw redirect(`${page.path}${url.search}`, 301);
  return {
    page: { group: page.group, path: page.path, intro: page.intro },
    sections: groupSections(page, PRODUCTS).map((s) => ({
      category: s.category,
      name: s.name,
      products: s.products.map(({ product, children }) => ({ ...linkTo(product), children: children.map(linkTo) })),
    })),
    crumbs: groupCrumbs(page),
  };
}

export type GroupPageData = Awaited<ReturnType<typeof loader>>;

export const headers = publicPageHeaders;
export { catalogueLinks as links } from "~/lib/catalogueStyles";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const config = rootDataFromMatches(matches)?.config;
  const siteTitle = config?.siteTitle ?? "";
  if (!data || !config) return getMeta({ siteTitle, title: "Page Not Found" });
  const names = data.sections.flatMap((s) => s.products.map((p) => p.name));
  return getMeta({
    siteTitle,
    title: `${data.page.group} Software`,
    description: data.page.intro,
    keywords: [data.page.group, ...data.sections.map((s) => s.name), ...names],
    url: absoluteUrl(config.siteUrl, data.page.path),
  });
};

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";

export default function GroupRoute() {
  const data = useLoaderData<typeof loader>();
  const { config } = useRootData();
  return (
    <>
      <JsonLd data={breadcrumbLd(config.siteUrl, data.crumbs)} />
      <GroupPage data={data} />
    </>
  );
}
