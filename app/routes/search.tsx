import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { PRODUCTS } from "~/catalogue";
import { createSearchIndex, searchCatalogue } from "~/catalogue/search";
import { SearchResults } from "~/components/shell/SearchResults";
import { Field } from "~/components/forms/Field";
import { publicPageHeaders } from "~/lib/cache";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";

const INDEX = createSearchIndex(PRODUCTS);
const MAX_TERM = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_TERM);
  return { q };
}

// The results depend on the query and the catalogue alone (a deploy changes the catalogue).
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  getMeta({
    siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "",
    title: data?.q ? `Search: ${data.q}` : "Search Our Software",
  });

/**
 * The catalogue search as a page: where the Search button leads without JavaScript. Same
 * matching and results as the overlay (R-SEARCH), rendered on the server.
 */
export default function SearchPage() {
  const { q } = useLoaderData<typeof loader>();
  const results = useMemo(() => searchCatalogue(INDEX, q), [q]);
  return (
    <div className="container page page--narrow search-page">
      <h1>Search</h1>
      <Form method="get" role="search" className="search-page-form">
        <Field id="search-page-input" label="Search Our Software" name="q" type="search" defaultValue={q} maxLength={MAX_TERM} autoComplete="off" />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <SearchResults term={q} results={results} />
    </div>
  );
}
