import type { MetaFunction } from "@remix-run/cloudflare";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/rootData";

export const meta: MetaFunction = ({ matches }) => {
  const config = rootDataFromMatches(matches)?.config;
  return getMeta({
    siteTitle: config?.siteTitle ?? "",
    description: "Software for banks, central banks, investment managers, trust companies and accounting departments.",
    url: config ? `${config.siteUrl}/` : undefined,
  });
};

export default function Home() {
  return (
    <section className="hero">
      <h1>Software for financial institutions</h1>
      <p>Banking, central banking, investment, trust and accounting systems, with the modules that connect them.</p>
    </section>
  );
}
