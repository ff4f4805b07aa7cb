import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { StoryArticle } from "~/components/stories/StoryArticle";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { newsPageHeaders } from "~/lib/blog/newsHeaders";
import { getMeta } from "~/lib/meta";
import { contentPageMeta } from "~/hooks/rootData";
import { storyPage } from "~/server/stories/publicPages.server";
import { mayPreviewStories } from "~/server/stories/storyPreview.server";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { translationOf } from "~/server/translations/contentTranslations.server";
import { catalogueNames, contentNotice, pageWords } from "~/server/i18n/pageWords.server";
import { STORY_KEYS } from "~/components/stories/StoryArticle";

/**
 * /customers/:slug: one customer story that may be published. A story not (or no longer)
 * published, or an unknown slug, is a real 404, except to staff who may edit stories: they see it
 * as a preview, marked as such, sent private and never cached (decision record 0052). Its link
 * preview is its first product's picture.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { story: english, headers, preview } = await storyPage(context.env.DB, request, params.slug ?? "", () => mayPreviewStories(request, context.env));
  // /es/customers/<slug>: staff's Spanish version when there is one, else the English, marked as
  // such, with a notice in Spanish (decision record 0054). The figures themselves are not words.
  const { language } = splitLanguage(new URL(request.url).pathname);
  const files = context.env.ASSETS;
  const [t, words, names] = await Promise.all([
    translationOf(context.env.DB, "story", english.id, language),
    // The page's own words in its language (decision record 0056); the sample note is /customers' own.
    pageWords(files, language, STORY_KEYS),
    language === "en" ? null : catalogueNames(files, language),
  ]);
  // The segment and the products by their names in the language, linking within it, where the catalogue's translation names them.
  const named = names
    ? {
        segmentLabel: names.industries?.[english.segment] ?? english.segmentLabel,
        products: english.products.map((p) => ({ ...p, name: names.products?.[p.id] ?? p.name, path: localizedPath(p.path, language) })),
      }
    : {};
  const labels = (t?.results ?? "").split("\n").filter((l) => l.trim() !== "");
  const story =
    t && labels.length === english.results.length
      ? {
          ...english,
          ...named,
          headline: t.headline ?? english.headline,
          challenge: t.challenge ?? english.challenge,
          solution: t.solution ?? english.solution,
          results: english.results.map((r, i) => ({ ...r, label: labels[i]!.trim() })),
          quote: english.quote ? { ...english.quote, text: t.quoteText || english.quote.text, title: t.quoteTitle || english.quote.title } : null,
          contentLanguage: language,
        }
      : { ...english, ...named, contentLanguage: "en" };
  const englishNotice = language !== "en" && story.contentLanguage === "en" ? await contentNotice(context.env.ASSETS, language, "content.englishStory") : null;
  return data({ story, preview, englishNotice, words, customersPath: localizedPath("/customers", language) }, { headers });
}

export const headers = newsPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(data, matches, ({ story, preview, words }, config) => {
    const figure = story.results[0];
    // The first product's picture (built at /og/products/<id>.png); the site's own without products.
    const first = story.products[0];
    const image = absoluteUrl(config.siteUrl, first ? `/og/products/${first.id}.png` : "/og/site.png");
    return [
      ...getMeta({
        siteTitle: config.siteTitle,
        title: `${story.customerName}: ${story.headline}`,
        // A sample story says so first, in the page's language (decision record 0056).
        description: `${story.sample ? `${words["story.sampleMeta"]} ` : ""}${story.customerName}, ${story.segmentLabel}, ${story.region}.${figure ? ` ${figure.value} ${figure.label}.` : ""}`,
        keywords: ["customer story", story.segmentLabel, ...story.products.map((p) => p.name)],
        url: absoluteUrl(config.siteUrl, `/customers/${story.slug}`),
      }),
      { property: "og:type", content: "article" },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
      ...(preview ? [{ name: "robots", content: "noindex" }] : []),
    ];
  });

export default function CustomerStoryPage() {
  const { story, preview, englishNotice, words, customersPath } = useLoaderData<typeof loader>();
  return <StoryArticle story={story} preview={preview} englishNotice={englishNotice} words={words} customersPath={customersPath} />;
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";
