import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { canonicalTreeSearch } from "~/catalogue/tree";
import { SoftwareTree } from "~/components/catalogue/SoftwareTree";
import { JsonLd } from "~/components/JsonLd";
import { publicPageHeaders } from "~/lib/cache";
import { organizationLd } from "~/lib/jsonLd";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches, useRootData } from "~/lib/rootData";
import { softwareTreeData } from "~/routeModules/softwareTreeData";

// The "Find Your Software" selection lives in the query string (app/catalogue/tree.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = canonicalTreeSearch(url.searchParams);
  if (search !== url.search) throw redirect(`/${search}`, 302);
  return { tree: softwareTreeData(url.searchParams) };
}

export const headers = publicPageHeaders;
export { catalogueLinks as links } from "~/lib/catalogueStyles";

export const meta: MetaFunction = ({ matches }) => {
  const config = rootDataFromMatches(matches)?.config;
  return getMeta({
    siteTitle: config?.siteTitle ?? "",
    description: "Software for banks, central banks, investment managers, trust companies and accounting departments.",
    keywords: ["financial software", "banking software", "central banking software", "investment management software", "trust software", "accounting software"],
    url: config ? `${config.siteUrl}/` : undefined,
  });
};

export default function Home() {
  const { tree } = useLoaderData<typeof loader>();
  const { config } = useRootData();
  return (
    <>
      <JsonLd data={organizationLd(config)} />
      <section className="hero">
        <h1>Software for financial institutions</h1>
        <p>Banking, central banking, investment, trust and accounting systems, with the modules that connect them.</p>
      </section>
      <section id="find-your-software" aria-labelledby="find-your-software-title">
        <h2 id="find-your-software-title" className="software-tree-title">Find Your Software</h2>
        <SoftwareTree data={tree} />
      </section>
    </>
  );
}
