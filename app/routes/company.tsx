import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompanyPage } from "~/components/trust/CompanyPage";
import { JsonLd } from "~/components/JsonLd";
import { rootDataFromMatches } from "~/hooks/rootData";
import { publicPageHeaders } from "~/lib/cache";
import { getMeta } from "~/lib/meta";
import { siteCard } from "~/lib/ogImages";
import infoStyles from "~/styles/info.css";
import { companyOrganizationLd, companyProfile } from "~/server/company/companyProfile.server";
import { publicConfig } from "~/server/platform/env.server";
import { serializeJsonLd } from "~/server/platform/structuredData.server";

/** /company: offices, leadership, sales and support, with the Organization JSON-LD the home page carries too. */
export async function loader({ context }: LoaderFunctionArgs) {
  const config = publicConfig(context.env);
  return { profile: companyProfile(config), brand: config.siteTitle, structuredData: serializeJsonLd(companyOrganizationLd(config)) };
}

export const headers = publicPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export const meta: MetaFunction = ({ matches }) => {
  const config = rootDataFromMatches(matches)?.config;
  return getMeta({
    siteTitle: config?.siteTitle ?? "",
    title: "Company",
    description: "Our offices, leadership, and how to reach sales and client support.",
    url: config ? `${config.siteUrl}/company` : undefined,
    image: config ? siteCard(config.siteUrl, config.siteTitle) : undefined,
  });
};

export default function Company() {
  const { profile, brand, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd json={structuredData} />
      <CompanyPage profile={profile} brand={brand} />
    </>
  );
}
