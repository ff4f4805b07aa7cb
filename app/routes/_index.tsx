import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { languageOfPath, localizedPath } from "~/lib/i18n/languages";
import { useLoaderData } from "@remix-run/react";
import { canonicalTreeSearch } from "~/catalogue/tree";
import { JsonLd } from "~/components/JsonLd";
import { publicUnlessLoaderSays } from "~/lib/cache";
import { homeOrganizationJsonLd } from "~/server/company/companyProfile.server";
import { Hero, HomeSection } from "~/components/home/HomeSections";
import { island, withIslandsCode } from "~/components/islands";
// Resolved on the server, in the page's language: the words and the catalogue's structure stay out of the home page's JavaScript.
import { homeText, homeTree } from "~/routeModules/homeText.server";
import { pageWords } from "~/server/i18n/pageWords.server";
import { sitePreview } from "~/lib/ogImages";
import { publicPageMeta } from "~/hooks/rootData";
import { homeStoriesHtml, htmlOf, sectionHeaders } from "~/routeModules/storySections.server";

// The "Find Your Software" selection lives in the query string (app/catalogue/tree.ts).
// Its own island too: on a phone it starts below the first screen, and its links and filter form
// work as plain HTML (the selection is in the URL) until its code arrives (decision record 0053).
const SoftwareTree = island(() => import("~/components/catalogue/SoftwareTree").then((m) => m.SoftwareTree));
// Below the first screen: their code arrives after the page's (decision record 0053).
const ModuleOptionsSection = island(() => import("~/components/home/LowerSections").then((m) => m.ModuleOptionsSection));
const HowWeHelpSection = island(() => import("~/components/home/LowerSections").then((m) => m.HowWeHelpSection));
const AboutSection = island(() => import("~/components/home/LowerSections").then((m) => m.AboutSection));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = canonicalTreeSearch(url.searchParams);
  // A language's home (/es/) keeps its prefix (decision record 0049).
  if (search !== url.search) throw redirect(`${localizedPath("/", languageOfPath(url.pathname))}${search}`, 302);
  // Customer stories as HTML made here: the section adds no JavaScript to the home page.
  // The Organization JSON-LD states the company's entries (decision record 0039); without D1, the brand alone.
  const language = languageOfPath(url.pathname);
  // The words first (static files, kept per isolate once read): the stories' section is rendered with them.
  const [text, tree, sample] = await Promise.all([
    homeText(context.env.ASSETS, language),
    homeTree(context.env.ASSETS, language, url.searchParams),
    pageWords(context.env.ASSETS, language, ["customers.sample", "customers.sampleLead", "customers.sampleBody"]),
  ]);
  const w = text.words;
  const storyWords = {
    eyebrow: w.storiesEyebrow,
    title: w.storiesTitle,
    lead: w.storiesLead,
    all: w.storiesAll,
    sample: sample["customers.sample"],
    sampleLead: sample["customers.sampleLead"],
    sampleBody: sample["customers.sampleBody"],
  };
  const [stories, organization] = await Promise.all([
    homeStoriesHtml(context.env.DB, context.requestId, { words: storyWords, language }),
    homeOrganizationJsonLd(context.env, context.requestId),
  ]);
  const page = {
    ...text,
    tree,
    structuredData: organization.json,
    preview: sitePreview(context.env.SITE_URL, context.env.SITE_TITLE),
    stories: htmlOf(stories),
  };
  return data(page, sectionHeaders(stories, organization.complete ? "" : "unknown"));
}

export const headers = publicUnlessLoaderSays;

export const clientLoader = withIslandsCode(SoftwareTree, ModuleOptionsSection, HowWeHelpSection, AboutSection);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const tags = publicPageMeta(matches, {
    description: "Software for banks, central banks, investment managers, trust companies and accounting departments.",
    keywords: ["financial software", "banking software", "central banking software", "investment management software", "trust software", "accounting software"],
    path: "/",
  });
  return [...tags, ...(data?.preview ?? [])];
};

// The four anchored sections of R-HOME-SECTIONS, in menu order.
export default function Home() {
  const { tree, words, moduleOptions, audiences, steps, about, aboutLinks, hero, structuredData, stories } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd json={structuredData} />
      <Hero {...hero} words={words} />
      <HomeSection anchor="find-your-software" head={{ eyebrow: words.softwareEyebrow, title: words.softwareTitle, lead: words.softwareLead }}>
        <SoftwareTree data={tree} />
      </HomeSection>
      <ModuleOptionsSection options={moduleOptions} words={words} />
      <HowWeHelpSection audiences={audiences} steps={steps} words={words} />
      {stories ? <div dangerouslySetInnerHTML={{ __html: stories }} /> : null}
      <AboutSection paragraphs={about} links={aboutLinks} words={words} />
    </>
  );
}
