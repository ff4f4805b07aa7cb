import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ContactAction } from "~/components/catalogue/ContactAction";
import { SelectField } from "~/components/forms/Field";
import { SampleNote } from "~/components/stories/SampleLabel";
import { StoryTeaserCard } from "~/components/stories/StoryTeaserCard";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { newsPageHeaders } from "~/lib/blog/newsHeaders";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { customersIndex } from "~/server/stories/publicPages.server";

/**
 * /customers: the customer stories that may be published, newest change first, filtered by
 * segment and by product with a plain GET form (?segment=&product=), so it works without
 * JavaScript. The filters offer only what some public story has; an unknown value is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, headers } = await customersIndex(context.env.DB, request);
  return data(page, { headers });
}

export const headers = newsPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: d, matches, location }) => {
  const config = rootDataFromMatches(matches)?.config;
  return getMeta({
    siteTitle: config?.siteTitle ?? "",
    title: d?.filterLabel ? `Customer stories: ${d.filterLabel}` : "Customer stories",
    description: "How banks, central banks and investment managers run our software: their challenge, the solution and the results in figures.",
    keywords: ["customer stories", "case studies", "banking software"],
    url: config ? absoluteUrl(config.siteUrl, `/customers${location.search}`) : undefined,
  });
};

export default function Customers() {
  const d = useLoaderData<typeof loader>();
  const filtered = d.filter.segment !== "" || d.filter.product !== "";
  return (
    <div className="stories-page">
      <header className="stories-header">
        <p className="eyebrow">Customers</p>
        <h1>Customer stories</h1>
        <p className="lead">What institutions needed, what they run of ours, and what changed, in their own figures.</p>
      </header>
      {d.total > 0 ? (
        <Form method="get" className="stories-filter" aria-label="Filter the stories">
          <SelectField
            label="Segment"
            name="segment"
            id="filter-segment"
            defaultValue={d.filter.segment}
            options={[{ value: "", label: "All segments" }, ...d.segments]}
          />
          <SelectField
            label="Product"
            name="product"
            id="filter-product"
            defaultValue={d.filter.product}
            options={[{ value: "", label: "All products" }, ...d.products]}
          />
          <div className="stories-filter-actions">
            <button type="submit" className="button">
              Show stories
            </button>
            {filtered ? (
              <Link to="/customers" className="button button--secondary">
                Clear filters
              </Link>
            ) : null}
          </div>
        </Form>
      ) : null}
      <p className="stories-count" role="status">
        {d.total === 0
          ? "No customer stories are published yet."
          : filtered
            ? `${d.stories.length} ${d.stories.length === 1 ? "story" : "stories"} for ${d.filterLabel}`
            : `${d.stories.length} ${d.stories.length === 1 ? "story" : "stories"}`}
      </p>
      {d.stories.some((s) => s.sample) ? <SampleNote /> : null}
      {d.stories.length ? (
        <div className="story-grid">
          {d.stories.map((s) => (
            <StoryTeaserCard key={s.slug} story={s} headingLevel={2} />
          ))}
        </div>
      ) : d.total > 0 ? (
        <p>
          No story matches these filters yet. <Link to="/customers">Show every story</Link>.
        </p>
      ) : null}
      <section className="cta-band stories-cta" aria-labelledby="stories-cta-title">
        <div>
          <h2 id="stories-cta-title">See it on your own scenarios</h2>
          <p>Our consultants walk you through the software with your products, accounts and reports.</p>
        </div>
        <ContactAction preset={{ kind: "demo" }} className="button">
          Request a Demo
        </ContactAction>
      </section>
    </div>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";
