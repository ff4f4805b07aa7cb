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
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { fillWords } from "~/lib/i18n/fillWords";
import { catalogueNames } from "~/server/i18n/catalogueTranslations.server";
import { messagesFor } from "~/server/i18n/interfaceMessages.server";
import { pageWordsIn } from "~/server/i18n/pageWords.server";

/**
 * /customers: the customer stories that may be published, newest change first, filtered by
 * segment and by product with a plain GET form (?segment=&product=), so it works without
 * JavaScript. The filters offer only what some public story has; an unknown value is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, headers } = await customersIndex(context.env.DB, request);
  const { language } = splitLanguage(new URL(request.url).pathname);
  const files = context.env.ASSETS;
  const [words, names, notice] = await Promise.all([
    // The page's own words, in its language (decision record 0056); the stories are staff's, in English.
    pageWordsIn(files, language, "customers"),
    language === "en" ? null : catalogueNames(files, language),
    language === "en" ? null : messagesFor(files, language, ["language.englishOnly"]),
  ]);
  // The filters' segments (industries) and products in the language, where the catalogue's translation names them.
  const segments = page.segments.map((s) => ({ ...s, label: names?.industries?.[s.value] ?? s.label }));
  const products = page.products.map((p) => ({ ...p, label: names?.products?.[p.value] ?? p.label }));
  const labelOf = (list: { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label;
  const filterLabel = names ? [labelOf(segments, page.filter.segment), labelOf(products, page.filter.product)].filter(Boolean).join(", ") : page.filterLabel;
  return data(
    {
      ...page,
      segments,
      products,
      filterLabel,
      words,
      language,
      englishNotice: notice && page.stories.length > 0 ? (notice["language.englishOnly"] ?? null) : null,
    },
    { headers },
  );
}

export const headers = newsPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: d, matches, location }) => {
  const config = rootDataFromMatches(matches)?.config;
  return getMeta({
    siteTitle: config?.siteTitle ?? "",
    title: d ? (d.filterLabel ? fillWords(d.words["customers.titleFor"], { filter: d.filterLabel }) : d.words["customers.title"]) : "Customer stories",
    description: "How banks, central banks and investment managers run our software: their challenge, the solution and the results in figures.",
    keywords: ["customer stories", "case studies", "banking software"],
    url: config ? absoluteUrl(config.siteUrl, `${location.pathname}${location.search}`) : undefined,
  });
};

export default function Customers() {
  const d = useLoaderData<typeof loader>();
  const w = d.words;
  const filtered = d.filter.segment !== "" || d.filter.product !== "";
  const home = localizedPath("/customers", d.language);

  const count = d.stories.length;
  return (
    <div className="stories-page">
      <header className="stories-header">
        <p className="eyebrow">{w["customers.eyebrow"]}</p>
        <h1>{w["customers.title"]}</h1>
        <p className="lead">{w["customers.lead"]}</p>
        {d.englishNotice ? <p className="english-notice">{d.englishNotice}</p> : null}
      </header>
      {d.total > 0 ? (
        <Form method="get" className="stories-filter" aria-label={w["customers.filter"]}>
          <SelectField
            label={w["customers.segment"]}
            name="segment"
            id="filter-segment"
            defaultValue={d.filter.segment}
            options={[{ value: "", label: w["customers.allSegments"] }, ...d.segments]}
          />
          <SelectField
            label={w["customers.product"]}
            name="product"
            id="filter-product"
            defaultValue={d.filter.product}
            options={[{ value: "", label: w["customers.allProducts"] }, ...d.products]}
          />
          <div className="stories-filter-actions">
            <button type="submit" className="button">
              {w["customers.show"]}
            </button>
            {filtered ? (
              <Link to={home} className="button button--secondary">
                {w["customers.clear"]}
              </Link>
            ) : null}
          </div>
        </Form>
      ) : null}
      <p className="stories-count" role="status">
        {d.total === 0
          ? w["customers.none"]
          : fillWords(w[filtered ? (count === 1 ? "customers.oneFor" : "customers.manyFor") : count === 1 ? "customers.one" : "customers.many"], {
              count,
              filter: d.filterLabel,
            })}
      </p>
      {d.stories.some((s) => s.sample) ? <SampleNote lead={w["customers.sampleLead"]} body={w["customers.sampleBody"]} /> : null}
      {d.stories.length ? (
        <div className="story-grid">
          {d.stories.map((s) => (
            <StoryTeaserCard key={s.slug} story={s} headingLevel={2} customersPath={home} sampleLabel={w["customers.sample"]} />
          ))}
        </div>
      ) : d.total > 0 ? (
        <p>
          {w["customers.noMatch"]} <Link to={home}>{w["customers.showAll"]}</Link>.
        </p>
      ) : null}
      <section className="cta-band stories-cta" aria-labelledby="stories-cta-title">
        <div>
          <h2 id="stories-cta-title">{w["customers.ctaTitle"]}</h2>
          <p>{w["customers.ctaText"]}</p>
        </div>
        <ContactAction preset={{ kind: "demo" }} className="button">
          {w["customers.requestDemo"]}
        </ContactAction>
      </section>
    </div>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";
