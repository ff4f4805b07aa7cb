import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/JsonLd";
import { PostArticle } from "~/components/news/PostArticle";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { getMeta } from "~/lib/meta";
import { isLinkPreviewType, previewMeta, sitePreview } from "~/lib/ogImages";
import { newsPageHeaders } from "~/lib/blog/newsHeaders";
import { newsLinks } from "~/lib/blog/newsLinks";
import { contentPageMeta } from "~/hooks/rootData";
import { markdownToText, renderMarkdown } from "~/server/blog/markdown.server";
import { newsCacheState, newsHeaders } from "~/server/blog/newsCache.server";
import { isoNow } from "~/server/platform/clock.server";
import { getPostBySlug } from "~/server/blog/posts.server";
import { publicConfig } from "~/server/platform/env.server";
import { articleLd, serializeJsonLd } from "~/server/platform/structuredData.server";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { translationOf } from "~/server/translations/contentTranslations.server";
import { contentNotice, pageWords } from "~/server/i18n/pageWords.server";

/**
 * /news/:slug: one published post, its Markdown rendered and sanitized on the server (the
 * browser never loads the Markdown parser). A draft or unknown slug is a real 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const db = context.env.DB;
  const now = isoNow(request, context.env);
  const [post, cache] = await Promise.all([getPostBySlug(db, params.slug ?? "", { includeDrafts: false, now }), newsCacheState(db, request, now)]);
  // A scheduled post's page is a 404 until its time, and no cache keeps that 404 (newsPageHeaders).
  if (!post) throw new Response("Not Found", { status: 404 });
  // /es/news/<slug>: staff's Spanish version when there is one, else the English, which the page
  // marks as English and says so in Spanish (decision record 0054).
  const { language } = splitLanguage(new URL(request.url).pathname);
  const [translation, words] = await Promise.all([translationOf(db, "post", post.id, language), pageWords(context.env.ASSETS, language, ["post.back"])]);
  const { body: englishBody, ...rest } = post;
  const text = translation
    ? { title: translation.title!, summary: translation.summary ?? "", description: translation.description ?? "", body: translation.body! }
    : { title: post.title, summary: post.summary, description: post.description, body: englishBody };
  const englishNotice = language !== "en" && !translation ? await contentNotice(context.env.ASSETS, language, "content.englishArticle") : null;
  // The meta description: the one written for search engines, else the summary, else the body's start.
  const description = text.description || text.summary || markdownToText(text.body, 200);
  // The translation's Markdown is rendered and sanitized as the English is (markdown.server.ts).
  const page = {
    ...rest,
    title: text.title,
    summary: text.summary,
    html: renderMarkdown(text.body),
    description,
    contentLanguage: translation ? language : "en",
    englishNotice,
  };
  const config = publicConfig(context.env);
  // The post's own picture when it has one that every site shows (PNG or JPEG), else the site's card.
  const preview =
    page.cover && isLinkPreviewType(page.cover.contentType)
      ? previewMeta({ url: absoluteUrl(config.siteUrl, page.cover.url), alt: page.title })
      : sitePreview(config.siteUrl, config.siteTitle);
  return data(
    { post: page, structuredData: serializeJsonLd(articleLd(config, page)), preview, words, newsPath: localizedPath("/news", language) },
    { headers: newsHeaders(cache) },
  );
}

export const headers = newsPageHeaders;
export const links = newsLinks;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(data, matches, ({ post, preview }, config) => [
    ...getMeta({
      siteTitle: config.siteTitle,
      title: post.title,
      description: post.description,
      keywords: [...(post.category ? [post.category.name] : []), "news"],
      url: absoluteUrl(config.siteUrl, `/news/${post.slug}`),
    }),
    ...preview,
    { property: "og:type", content: "article" },
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
  ]);

export default function NewsPost() {
  const { post, structuredData, words, newsPath } = useLoaderData<typeof loader>();
  return (
    <article className="news-page news-article">
      <JsonLd json={structuredData} />
      <p className="news-back">
        <Link to={newsPath}>{words["post.back"]}</Link>
      </p>
      {post.englishNotice ? <p className="news-english-notice">{post.englishNotice}</p> : null}
      <PostArticle
        contentLanguage={post.contentLanguage}
        post={{
          title: post.title,
          summary: post.summary,
          publishedAt: post.publishedAt,
          category: post.category,
          authorName: post.author?.name ?? null,
          coverUrl: post.cover?.url ?? null,
          html: post.html,
        }}
      />
    </article>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";
