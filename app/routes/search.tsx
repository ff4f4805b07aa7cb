import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { fillWords } from "~/lib/i18n/fillWords";
import { SEARCH_ENGLISH, matchCount } from "~/lib/i18n/searchWords";
import { contactHref } from "~/lib/shellUi";
import { translatedSearch } from "~/server/i18n/searchTranslations.server";
import { PRODUCTS } from "~/catalogue";
import { createCatalogueSearch, didYouMean, rankProducts } from "~/catalogue/forgiving";
import { searchCatalogue } from "~/catalogue/search";
import { DidYouMean } from "~/components/shell/DidYouMean";
import { NoMatches, ProductResult } from "~/components/shell/SearchResults";
import { Field } from "~/components/forms/Field";
import { PUBLIC_CACHE, publicUnlessLoaderSays } from "~/lib/cache";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { useLocalizedPath } from "~/hooks/messages";
import { searchVisiblePosts } from "~/server/blog/posts.server";
import { isoNow } from "~/server/platform/clock.server";
import { likePatterns } from "~/server/platform/likeSearch.server";
import { searchPublishedStories } from "~/server/stories/stories.server";

const SEARCH = createCatalogueSearch(PRODUCTS);
const MAX_TERM = 100;

/** A news post or customer story found by its words, beside the catalogue's products. */
interface SiteResult {
  kind: "kindNews" | "kindStory";
  title: string;
  summary: string;
  path: string;
}

/**
 * The rest of the site the search covers: published news posts (title, summary) and published
 * customer stories (headline, customer, challenge), read from D1 with bound parameters. When D1
 * cannot be read the page still answers with the catalogue's results, and is not kept by caches.
 */
async function siteResults(env: LoaderFunctionArgs["context"]["env"], request: Request, q: string): Promise<SiteResult[] | null> {
  const patterns = likePatterns(q);
  if (patterns.length === 0) return [];
  try {
    const [stories, posts] = await Promise.all([searchPublishedStories(env.DB, patterns), searchVisiblePosts(env.DB, patterns, isoNow(request, env))]);
    return [
      ...stories.map((s): SiteResult => ({
        kind: "kindStory",
        title: s.headline,
        summary: `${s.customerName}, ${s.region}.`,
        path: `/customers/${s.slug}`,
      })),
      ...posts.map((p): SiteResult => ({ kind: "kindNews", title: p.title, summary: p.summary, path: `/news/${p.slug}` })),
    ];
  } catch (error) {
    console.error(JSON.stringify({ event: "search.site_unavailable", message: error instanceof Error ? error.message : String(error) }));
    return null;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_TERM);
  // In another language (decision record 0056): its names and summaries match beside English's,
  // results show its words and link within it, and the page's words are its own.
  const { language } = splitLanguage(url.pathname);
  const translated = language === "en" ? null : await translatedSearch(context.env.ASSETS, language);
  const search = translated?.search ?? SEARCH;
  const words = translated?.words ?? null;
  const links = { software: `${localizedPath("/", language)}#find-your-software`, contact: localizedPath(contactHref(), language) };
  if (q.trim() === "") return data({ q, products: [], suggestions: [], others: [], words, links });
  const others = await siteResults(context.env, request, q);
  // The overlay's "Did you mean …?", against the specification's results, so the two agree.
  const suggestions = didYouMean(search, q, searchCatalogue(search.substring, q));
  const found = (others ?? []).map((r) => ({ ...r, path: localizedPath(r.path, language) }));
  // A new post or story shows within the browsers' five minutes; nothing with a query is kept at the edge.
  return data(
    { q, products: rankProducts(search, q), suggestions, others: found, words, links },
    { headers: { "Cache-Control": others ? PUBLIC_CACHE : "no-store" } },
  );
}

export const headers = publicUnlessLoaderSays;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  getMeta({
    siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "",
    title: data?.q ? fillWords((data.words ?? SEARCH_ENGLISH).pageTitleWith, { term: data.q }) : (data?.words ?? SEARCH_ENGLISH).label,
  });

/**
 * The whole site's search as a page, rendered on the server: where the Search button leads
 * without JavaScript, and where the overlay's "Search the whole site" goes. Catalogue products
 * ranked by the forgiving matcher (names first, then whole words and plurals, word starts,
 * misspellings; the specification's substring matches after), then customer stories and news
 * posts; each result says what it is.
 */
export default function SearchPage() {
  const { q, products, suggestions, others, words: translated, links } = useLoaderData<typeof loader>();
  const words = translated ?? SEARCH_ENGLISH;
  const localized = useLocalizedPath();
  const total = products.length + others.length;
  return (
    <div className="container page page--narrow search-page">
      <h1>{words.pageTitle}</h1>
      <Form method="get" role="search" className="search-page-form">
        <Field id="search-page-input" label={words.label} name="q" type="search" defaultValue={q} maxLength={MAX_TERM} autoComplete="off" />
        <button type="submit" className="button">
          {words.button}
        </button>
      </Form>
      <div className="search-summary" role="status">
        {q !== "" && <h2 className="search-count">{matchCount(words, total)}</h2>}
      </div>
      {q !== "" && total === 0 && <NoMatches words={words} softwareHref={links.software} contactHref={links.contact} />}
      <DidYouMean suggestions={suggestions} words={words} termHref={(term) => `${localized("/search")}?q=${encodeURIComponent(term)}`} />
      {total > 0 && (
        <ol className="search-results">
          {products.map((r) => (
            <ProductResult key={r.id} result={r} term={q} kind={words.kindProduct} words={words} />
          ))}
          {others.map((r) => (
            <li key={r.path} className="search-result">
              <h3 className="search-result-name">
                <Link to={r.path}>{r.title}</Link>
              </h3>
              <p className="search-result-module">
                <span className="search-result-kind">{words[r.kind]}</span>
              </p>
              <p className="search-result-desc">{r.summary}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
