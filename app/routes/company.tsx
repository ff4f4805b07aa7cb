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
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { translationsOf } from "~/server/translations/contentTranslations.server";
import { contentNotice, pageWordsIn } from "~/server/i18n/pageWords.server";

/** /company: offices, leadership, sales and support (staff keep them at /admin/company), with the Organization JSON-LD the home page carries too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = publicConfig(context.env);
  const english = await readCompanyProfile(context.env.DB);
  // /es/company: each leader's job title and biography in Spanish where staff wrote them, else in
  // English marked as such, the section saying so once in Spanish (decision record 0054).
  const { language } = splitLanguage(new URL(request.url).pathname);
  const [translated, words] = await Promise.all([
    translationsOf(
      context.env.DB,
      "company_leader",
      english.leaders.map((l) => l.id),
      language,
    ),
    // The page's own words (headings, labels, the sample notice) in its language (decision record 0056).
    pageWordsIn(context.env.ASSETS, language, "company"),
  ]);
  const leaders = english.leaders.map((l) => {
    if (language === "en") return l;
    const t = translated.get(l.id);
    return t ? { ...l, title: t.title ?? l.title, bio: t.bio ?? "" } : { ...l, lang: "en" };
  });
  const someEnglish = leaders.some((l) => "lang" in l);
  return {
    profile: { ...english, leaders },
    leadersNotice: someEnglish ? await contentNotice(context.env.ASSETS, language, "content.englishPart") : null,
    brand: config.siteTitle,
    words,
    links: { demo: localizedPath("/contact?preset=demo", language), trust: localizedPath("/trust-centre", language) },
    // The Organization JSON-LD is the English record's, as the site's one identity.
    structuredData: await organizationJsonLd(context.env, english),
    preview: sitePreview(config.siteUrl, config.siteTitle),
  };
}

export const headers = publicPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const tags = publicPageMeta(matches, {
    title: data?.words["company.title"] ?? "Company",
    description: data?.words["company.description"] ?? "",
    path: "/company",
  });
  return [...tags, ...(data?.preview ?? [])];
};

export default function Company() {
  const { profile, brand, structuredData, leadersNotice, words, links } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd json={structuredData} />
      <CompanyPage profile={profile} brand={brand} leadersNotice={leadersNotice} words={words} links={links} />
    </>
  );
}
