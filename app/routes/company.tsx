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
import type { TranslatedFields } from "~/lib/i18n/contentKinds";
import { contentNotice, pageWordsIn } from "~/server/i18n/pageWords.server";

/** /company: offices, leadership, sales and support (staff keep them at /admin/company), with the Organization JSON-LD the home page carries too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = publicConfig(context.env);
  const english = await readCompanyProfile(context.env.DB);
  // /es/company: each entry's words in Spanish where staff wrote them (a leader's job title and
  // biography, an office's role, a channel's name and hours), else in English marked as such, each
  // section with English in it saying so once in Spanish (decision record 0054). Names of people
  // and places, addresses, telephone numbers and e-mail addresses stay as staff wrote them.
  const { language } = splitLanguage(new URL(request.url).pathname);
  const ids = <E extends { id: string }>(entries: E[]) => entries.map((e) => e.id);
  const [leaderWords, officeWords, channelWords, words] = await Promise.all([
    translationsOf(context.env.DB, "company_leader", ids(english.leaders), language),
    translationsOf(context.env.DB, "company_office", ids(english.offices), language),
    translationsOf(context.env.DB, "company_channel", ids(english.channels), language),
    // The page's own words (headings, labels, the sample notice) in its language (decision record 0056).
    pageWordsIn(context.env.ASSETS, language, "company"),
  ]);
  /** Each entry with its version's words, or marked English (`lang`) when it shows words of its own in English. */
  const inLanguage = <E extends { id: string }>(
    entries: E[],
    versions: Map<string, TranslatedFields>,
    apply: (e: E, t: TranslatedFields) => E,
    hasWords: (e: E) => boolean,
  ): (E & { lang: "en" | undefined })[] =>
    entries.map((e) => {
      const t = language === "en" ? undefined : versions.get(e.id);
      if (t) return { ...apply(e, t), lang: undefined };
      return { ...e, lang: language !== "en" && hasWords(e) ? ("en" as const) : undefined };
    });
  const profile = {
    leaders: inLanguage(
      english.leaders,
      leaderWords,
      (l, t) => ({ ...l, title: t.title || l.title, bio: t.bio ?? "" }),
      () => true,
    ),
    offices: inLanguage(
      english.offices,
      officeWords,
      (o, t) => ({ ...o, role: t.role ?? "" }),
      (o) => o.role !== "",
    ),
    channels: inLanguage(
      english.channels,
      channelWords,
      (c, t) => ({ ...c, label: t.label || c.label, hours: t.hours ?? "" }),
      () => true,
    ),
  };
  const anyEnglish = (entries: { lang?: string }[]) => entries.some((e) => e.lang);
  const notice = anyEnglish([...profile.leaders, ...profile.offices, ...profile.channels])
    ? await contentNotice(context.env.ASSETS, language, "content.englishPart")
    : null;
  const noticeFor = (entries: { lang?: string }[]) => (anyEnglish(entries) ? notice : null);
  return {
    profile,
    /** Said once in each section that shows some English (decision record 0054). */
    englishNotices: { channels: noticeFor(profile.channels), offices: noticeFor(profile.offices), leaders: noticeFor(profile.leaders) },
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
  const { profile, brand, structuredData, englishNotices, words, links } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd json={structuredData} />
      <CompanyPage profile={profile} brand={brand} englishNotices={englishNotices} words={words} links={links} />
    </>
  );
}
