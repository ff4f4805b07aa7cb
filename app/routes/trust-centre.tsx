import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TrustCentrePage } from "~/components/trust/TrustCentrePage";
import { publicPageMeta } from "~/hooks/rootData";
import { publicPageHeaders } from "~/lib/cache";
import { sitePreview } from "~/lib/ogImages";
import { TRUST_SECTIONS } from "~/lib/trust/trustFacts";
import { ACCESSIBILITY_LIMITS, accessibilityLines } from "~/lib/trust/accessibilityStatement";
import infoStyles from "~/styles/info.css";
import { listTrustFacts } from "~/server/trust/trustFacts.server";
import { isToBeConfirmed } from "~/lib/trust/trustFacts";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { translationsOf } from "~/server/translations/contentTranslations.server";
import { contentNotice, formatDateIn, pageWordsIn } from "~/server/i18n/pageWords.server";

const inWords = (words: Record<string, string>, key: string): string | undefined => words[key];

/**
 * /trust-centre (not /trust: that is the Trust product group). Staff edit its facts at
 * /admin/trust-centre; a public page, cached like the catalogue (an edit shows within the edge's hour).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const english = await listTrustFacts(context.env.DB);
  // /es/trust-centre: each fact's Spanish version where staff wrote one, else its English marked
  // as such, and the page says so once in Spanish (decision record 0054).
  const { language } = splitLanguage(new URL(request.url).pathname);
  const [translated, words] = await Promise.all([
    translationsOf(
      context.env.DB,
      "trust_fact",
      english.map((f) => f.id),
      language,
    ),
    // The page's own words, the section names and the accessibility statement in its language (decision record 0056).
    pageWordsIn(context.env.ASSETS, language, "trust"),
  ]);
  const facts = english.map((f) => {
    const t = translated.get(f.id);
    // Whether a statement is still to be confirmed is the English wording's to say.
    // The review date written in the page's language here, through Intl (decision record 0049).
    const shown = { ...f, toBeConfirmed: isToBeConfirmed(f.body), reviewedText: formatDateIn(`${f.reviewedOn}T00:00:00Z`, language) };
    if (language === "en") return shown;
    return t ? { ...shown, title: t.title ?? f.title, body: t.body ?? f.body } : { ...shown, lang: "en" };
  });
  const someEnglish = language !== "en" && facts.some((f) => "lang" in f);
  return {
    englishNotice: someEnglish ? await contentNotice(context.env.ASSETS, language, "content.englishPart") : null,
    sections: TRUST_SECTIONS.map((s) => ({ id: s.id, title: words[`trust.section.${s.id}`], facts: facts.filter((f) => f.section === s.id) })),
    accessibility: {
      target: words["trust.a11yTarget"],
      // Each line by its place in the statement; a line added since the translation shows in English.
      checks: accessibilityLines().map((line, i) => inWords(words, `trust.a11yCheck${i + 1}`) ?? line),
      limits: ACCESSIBILITY_LIMITS.map((line, i) => inWords(words, `trust.a11yLimit${i + 1}`) ?? line),
    },
    words,
    securityTxt: "/.well-known/security.txt",
    links: { contact: localizedPath("/contact", language), company: localizedPath("/company", language) },
    preview: sitePreview(context.env.SITE_URL, context.env.SITE_TITLE),
  };
}

export const headers = publicPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const tags = publicPageMeta(matches, {
    title: data?.words["trust.title"] ?? "Trust Centre",
    description: data?.words["trust.description"] ?? "",
    path: "/trust-centre",
  });
  return [...tags, ...(data?.preview ?? [])];
};

export default function TrustCentre() {
  return <TrustCentrePage data={useLoaderData<typeof loader>()} />;
}
