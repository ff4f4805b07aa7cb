import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TrustCentrePage } from "~/components/trust/TrustCentrePage";
import { publicPageMeta } from "~/hooks/rootData";
import { publicPageHeaders } from "~/lib/cache";
import { sitePreview } from "~/lib/ogImages";
import { ACCESSIBILITY_LIMITS, ACCESSIBILITY_TARGET, accessibilityLines } from "~/lib/trust/accessibilityStatement";
import { TRUST_SECTIONS } from "~/lib/trust/trustFacts";
import infoStyles from "~/styles/info.css";
import { listTrustFacts } from "~/server/trust/trustFacts.server";

/**
 * /trust-centre (not /trust: that is the Trust product group). Staff edit its facts at
 * /admin/trust-centre; a public page, cached like the catalogue (an edit shows within the edge's hour).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const facts = await listTrustFacts(context.env.DB);
  return {
    sections: TRUST_SECTIONS.map((s) => ({ id: s.id, title: s.title, facts: facts.filter((f) => f.section === s.id) })),
    accessibility: { target: ACCESSIBILITY_TARGET, checks: accessibilityLines(), limits: ACCESSIBILITY_LIMITS },
    securityTxt: "/.well-known/security.txt",
    preview: sitePreview(context.env.SITE_URL, context.env.SITE_TITLE),
  };
}

export const headers = publicPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const tags = publicPageMeta(matches, {
    title: "Trust Centre",
    description:
      "Security, privacy and compliance, hosting and data residency, availability, responsible disclosure and accessibility, each with its last review date.",
    path: "/trust-centre",
  });
  return [...tags, ...(data?.preview ?? [])];
};

export default function TrustCentre() {
  return <TrustCentrePage data={useLoaderData<typeof loader>()} />;
}
