import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { island, withIslandsCode } from "~/components/islands";
import { PostCard } from "~/components/news/PostCard";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { getMeta } from "~/lib/meta";
import { sitePreview } from "~/lib/ogImages";
import { newsPageHeaders } from "~/lib/blog/newsHeaders";
import { newsLinks } from "~/lib/blog/newsLinks";
import { paginate, withParams } from "~/lib/pagination";
import { rootDataFromMatches } from "~/hooks/rootData";
import { getCategoryBySlug, listCategories } from "~/server/blog/categories.server";
import { newsCacheState, newsHeaders } from "~/server/blog/newsCache.server";
import { isoNow } from "~/server/platform/clock.server";
import { listPosts } from "~/server/blog/posts.server";
import { parseNewsQuery } from "~/server/blog/newsQuery.server";
import { publicConfig } from "~/server/platform/env.server";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { fillWords } from "~/lib/i18n/fillWords";
import { pageWordsIn } from "~/server/i18n/pageWords.server";
import { messagesFor } from "~/server/i18n/interfaceMessages.server";
import { translationsOf } from "~/server/translations/contentTranslations.server";

// Below the posts: its code arrives after the page's, its links plain links until then (decision record 0053).
const Paginator = island(() => import("~/components/lists/Paginator").then((m) => m.Paginator));

/**
 * /news (the spec's blog area): published posts, newest first, ten a page, filtered by
 * category with ?category=<slug>. Cached at the edge; the ETag follows the newest post change.
 */
const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseNewsQuery(url.searchParams);
  if (!query) throw notFound();
  const { page, pageSize, category: categorySlug } = query;
  const db = context.env.DB;
  const config = publicConfig(context.env);
  // One instant for the whole page: a scheduled post is either in every part of it or in none.
  const now = isoNow(request, context.env);
  const [cache, categories, category] = await Promise.all([
    newsCacheState(db, request, now),
    listCategories(db, now),
    categorySlug ? getCategoryBySlug(db, categorySlug, now) : Promise.resolve(null),
  ]);
  if (categorySlug && !category) throw notFound();
  const posts = await listPosts(db, { scope: "published", page, pageSize, categorySlug, now });
  if (page > 1 && page > posts.pages) throw notFound();
  const { language } = splitLanguage(url.pathname);
  const [translated, words, notice] = await Promise.all([
    // In another language each post's card shows staff's version of it, or the English marked as such (decision record 0054).
    translationsOf(
      db,
      "post",
      posts.items.map((p) => p.id),
      language,
    ),
    // The page's own words, in its language (decision record 0056).
    pageWordsIn(context.env.ASSETS, language, "news", "pager"),
    language === "en" ? null : messagesFor(context.env.ASSETS, language, ["language.englishOnly"]),
  ]);
  return data(
    {
      posts: posts.items.map((p) => {
        const t = translated.get(p.id);
        return t ? { ...p, title: t.title ?? p.title, summary: t.summary ?? "", contentLanguage: language } : { ...p, contentLanguage: "en" };
      }),
      total: posts.total,
      page,
      pageSize,
      category: category ? { name: category.name, slug: category.slug } : null,
      categories: categories.filter((c) => c.publishedCount > 0).map((c) => ({ name: c.name, slug: c.slug, count: c.publishedCount })),
      // The site's card as the link preview (built here, so the page's JavaScript carries none of it).
      preview: sitePreview(config.siteUrl, config.siteTitle),
      words,
      // Said when any post on the page has no version in the page's language.
      englishNotice: notice && posts.items.some((p) => !translated.get(p.id)) ? (notice["language.englishOnly"] ?? null) : null,
      newsPath: localizedPath("/news", language),
    },
    { headers: newsHeaders(cache) },
  );
}

export const headers = newsPageHeaders;

export const clientLoader = withIslandsCode(Paginator);
export const links = newsLinks;

export const meta: MetaFunction<typeof loader> = ({ data: d, matches, location }) => {
  const config = rootDataFromMatches(matches)?.config;
  const title = d ? (d.category ? fillWords(d.words["news.titleIn"], { category: d.category.name }) : d.words["news.title"]) : "News";
  const tags = getMeta({
    siteTitle: config?.siteTitle ?? "",
    title,
    description: "Release notes, regulatory changes and events from Meridian for the institutions that run our software.",
    keywords: ["news", "release notes", "banking software", ...(d?.category ? [d.category.name] : [])],
    url: config ? absoluteUrl(config.siteUrl, `${location.pathname}${location.search}`) : undefined,
  });
  return [...tags, ...(d?.preview ?? [])];
};

export default function NewsIndex() {
  const d = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const pagination = paginate({ page: d.page, pageSize: d.pageSize, total: d.total });
  return (
    <div className="news-page">
      <header className="news-header">
        <h1>{d.category ? fillWords(d.words["news.titleIn"], { category: d.category.name }) : d.words["news.title"]}</h1>
        <p>
          <a href="/news/rss.xml">{d.words["news.rss"]}</a>
        </p>
        {d.englishNotice ? <p className="english-notice">{d.englishNotice}</p> : null}
      </header>
      {d.categories.length ? (
        <nav aria-label={d.words["news.categories"]} className="news-categories">
          <ul>
            <li>
              <Link to={d.newsPath} aria-current={d.category ? undefined : "page"}>
                {d.words["news.all"]}
              </Link>
            </li>
            {d.categories.map((c) => (
              <li key={c.slug}>
                <Link to={`${d.newsPath}?category=${c.slug}`} aria-current={d.category?.slug === c.slug ? "page" : undefined}>
                  {c.name} <span className="news-count">({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {d.posts.length === 0 ? (
        <p>{d.words["news.none"]}</p>
      ) : (
        <div className="news-list">
          {d.posts.map((p) => (
            <PostCard key={p.slug} post={p} />
          ))}
        </div>
      )}
      <Paginator
        pagination={pagination}
        hrefFor={(n) => `${d.newsPath}${withParams(search, { page: n === 1 ? null : n })}`}
        label={d.words["news.pages"]}
        words={d.words}
      />
    </div>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";
