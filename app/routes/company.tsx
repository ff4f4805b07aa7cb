import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompanyPage } from "~/components/trust/CompanyPage";
import { JsonLd } from "~/components/JsonLd";
import { publicPageMeta } from "~/hooks/rootData";
import { publicPageHeaders } from "~/lib/cache";
import { sitePreview } from "~/lib/ogImages";
import infoStyles from "~/styles/info.css";
import { organizationJsonLd, readCompanyProfile } from "~/server/company/companyProfile.server";
import { publicConfig } from "~/server/platform/env.server";

/** /company: offices, leadership, sales and support (staff keep them at /admin/company), with the Organization JSON-LD the home page carries too. */
export async function loader({ context }: LoaderFunctionArgs) {
  const config = publicConfig(context.env);
  const profile = await readCompanyProfile(context.env.DB);
  return {
    profile,
    brand: config.siteTitle,
    structuredData: await organizationJsonLd(context.env, profile),
    preview: sitePreview(config.siteUrl, config.siteTitle),
  };
}

export const headers = publicPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const tags = publicPageMeta(matches, {
    title: "Company",
    description: "Our offices, leadership, and how to reach sales and client support.",
    path: "/company",
  });
  return [...tags, ...(data?.preview ?? [])];
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
