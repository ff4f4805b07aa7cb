import type { MetaFunction } from "@remix-run/cloudflare";
import { AboutSection, Hero, HowWeHelpSection, ModuleOptionsSection } from "~/components/home/HomeSections";
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

// The four anchored sections of SPEC §2.2, in menu order.
export default function Home() {
  return (
    <>
      <Hero />
      <section id="find-your-software" className="home-section" aria-labelledby="find-your-software-title" tabIndex={-1}>
        <div className="container">
          <header className="section-head">
            <p className="eyebrow">Software</p>
            <h2 id="find-your-software-title">Find Your Software</h2>
            <p>Choose your institution and the area of work, and see the systems built for it.</p>
          </header>
        </div>
      </section>
      <ModuleOptionsSection />
      <HowWeHelpSection />
      <AboutSection />
    </>
  );
}
