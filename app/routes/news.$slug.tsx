import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/JsonLd";
import { formatDate } from "~/lib/blog/dates";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { getMeta } from "~/lib/meta";
import { newsPageHeaders } from "~/lib/blog/newsHeaders";
import { newsLinks } from "~/lib/blog/newsLinks";
import { rootDataFromMatches } from "~/hooks/rootData";
import { markdownToText, renderMarkdown } from "~/server/blog/markdown.server";
import { newsEtag, newsHeaders } from "~/server/blog/newsCache.server";
import { getPostBySlug } from "~/server/blog/posts.server";
import { publicConfig } from "~/server/platform/env.server";
import { articleLd, serializeJsonLd } from "~/server/platform/structuredData.server";

/**
 * /news/:slug: one published post, its Markdown rendered and sanitized on the server (the
 * browser never loads the Markdown parser). A draft or unknown slug is a real 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const db = context.env.DB;
  const [post, etag] = await Promise.all([getPostBySlug(db, params.slug ?? "", { includeDrafts: false }), newsEtag(db, request)]);
  if (!post) throw new Response("Not Found", { status: 404 });
  const { body, ...rest } = post;
  const page = { ...rest, html: renderMarkdown(body), description: post.summary || markdownToText(body, 200) };
  return data({ post: page, structuredData: serializeJsonLd(articleLd(publicConfig(context.env), page)) }, { headers: newsHeaders(etag) });
}

export const headers = newsPageHeaders;
export const links = newsLinks;

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const config = rootDataFromMatches(matches)?.config;
  const siteTitle = config?.siteTitle ?? "";
  if (!d || !config) return getMeta({ siteTitle, title: "Page Not Found" });
  const { post } = d;
  return [
    ...getMeta({
      siteTitle,
      title: post.title,
      description: post.description,
      keywords: [post.category.name, "news"],
      url: absoluteUrl(config.siteUrl, `/news/${post.slug}`),
    }),
    { property: "og:type", content: "article" },
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
    ...(post.cover ? [{ property: "og:image", content: absoluteUrl(config.siteUrl, post.cover.url) }] : []),
  ];
};

export default function NewsPost() {
  const { post, structuredData } = useLoaderData<typeof loader>();
  return (
    <article className="news-page news-article">
      <JsonLd json={structuredData} />
      <p className="news-back">
        <Link to="/news">← All news</Link>
      </p>
      <header>
        <p className="news-meta">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
          {" · "}
          <Link to={`/news?category=${post.category.slug}`}>{post.category.name}</Link>
          {post.author ? ` · ${post.author.name}` : null}
        </p>
        <h1>{post.title}</h1>
        {post.summary ? <p className="news-summary">{post.summary}</p> : null}
      </header>
      {post.cover ? <img className="news-cover" src={post.cover.url} alt="" width={960} height={540} /> : null}
      {/* Sanitized on the server: raw HTML escaped, URL schemes allowlisted (markdown.server.ts). */}
      <div className="news-body" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";
