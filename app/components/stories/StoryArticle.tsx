import { Link } from "@remix-run/react";
import { ContactAction } from "~/components/catalogue/ContactAction";
import { LinkList } from "~/components/catalogue/LinkList";
import type { CustomerStory } from "~/lib/stories/storyTypes";
import { SampleLabel, SampleNote } from "./SampleLabel";
import { useLanguage } from "~/hooks/messages";
import type { PageWords } from "~/lib/i18n/pageWords";

/** The page's own words (the sample note's are /customers'), resolved on the server in its language (decision record 0056). */
export const STORY_KEYS = [
  "story.back",
  "story.eyebrow",
  "story.results",
  "story.challenge",
  "story.solution",
  "story.products",
  "story.ctaFor",
  "story.cta",
  "story.ctaText",
  "story.sampleMeta",
  "customers.requestDemo",
  "customers.sample",
  "customers.sampleLead",
  "customers.sampleBody",
] as const;
type StoryWords = PageWords<(typeof STORY_KEYS)[number]>;

type StoryPageData = Omit<CustomerStory, "productIds"> & {
  segmentLabel: string;
  /** The language staff's words are in: the page's, or "en" where the story has no version in it (decision record 0054). */
  contentLanguage?: string;
  products: { id: string; name: string; path: string; summary: string }[];
};

/** Paragraphs of plain text: a blank line starts a new one (stories are text, not Markdown). */
function Paragraphs({ text, lang }: { text: string; lang?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i} className="story-paragraph" lang={lang} dir="auto">
          {p.trim()}
        </p>
      ))}
    </>
  );
}

/** A customer story's page: who, the figures, the challenge, the solution, the quote, what they run, and a way to talk to sales. */
export function StoryArticle({
  story,
  preview = false,
  englishNotice,
  words,
  customersPath,
}: {
  story: StoryPageData;
  preview?: boolean;
  englishNotice?: string | null;
  words: StoryWords;
  /** /customers in the page's language. */
  customersPath: string;
}) {
  const first = story.products[0];
  const language = useLanguage();
  // Staff's words in English on a page in another language are marked so (decision record 0054).
  const lang = story.contentLanguage && story.contentLanguage !== language ? story.contentLanguage : undefined;
  return (
    <article className="stories-page story-article" aria-labelledby="story-title">
      {/* Staff reading an unpublished story (decision record 0052): said first, with the way back to its editor. */}
      {preview ? (
        <p className="story-preview-note" role="note">
          <strong>Preview: not published.</strong> Only staff who edit stories see this page; visitors get “page not found” until it is published.{" "}
          <Link to={`/admin/stories/${story.id}`}>Back to the editor</Link>
        </p>
      ) : null}
      <p className="news-back">
        <Link to={customersPath}>{words["story.back"]}</Link>
      </p>
      <header className="story-header">
        <p className="eyebrow">
          {words["story.eyebrow"]}{" "}
          {story.sample ? (
            <>
              · <SampleLabel text={words["customers.sample"]} />
            </>
          ) : null}
        </p>
        {englishNotice ? <p className="story-english-notice">{englishNotice}</p> : null}
        <h1 id="story-title" lang={lang} dir="auto">
          {story.headline}
        </h1>
        <div className="story-customer">
          {story.logo ? <img src={story.logo.url} alt={story.logo.alt} className="story-logo" width={160} height={64} /> : null}
          <p>
            <strong>{story.customerName}</strong>
            <span className="story-customer-meta">
              {story.segmentLabel} · {story.region}
            </span>
          </p>
        </div>
        {story.sample ? <SampleNote lead={words["customers.sampleLead"]} body={words["customers.sampleBody"]} /> : null}
      </header>
      <section aria-labelledby="story-results" className="story-results">
        <h2 id="story-results" className="visually-hidden">
          {words["story.results"]}
        </h2>
        <ul>
          {story.results.map((r) => (
            <li key={`${r.value}-${r.label}`}>
              <strong>
                <bdi>{r.value}</bdi>
              </strong>
              <bdi lang={lang}>{r.label}</bdi>
            </li>
          ))}
        </ul>
      </section>
      <div className="story-body">
        <section aria-labelledby="story-challenge">
          <h2 id="story-challenge">{words["story.challenge"]}</h2>
          <Paragraphs text={story.challenge} lang={lang} />
        </section>
        <section aria-labelledby="story-solution">
          <h2 id="story-solution">{words["story.solution"]}</h2>
          <Paragraphs text={story.solution} lang={lang} />
        </section>
      </div>
      {story.quote ? (
        <figure className="story-quote">
          <blockquote lang={lang} dir="auto">
            <p>{story.quote.text}</p>
          </blockquote>
          <figcaption dir="auto">
            <strong>
              <bdi>{story.quote.name}</bdi>
            </strong>
            , <bdi lang={lang}>{story.quote.title}</bdi>, <bdi>{story.customerName}</bdi>
          </figcaption>
        </figure>
      ) : null}
      {story.products.length ? (
        <section aria-labelledby="story-products" className="story-products">
          <h2 id="story-products">{words["story.products"]}</h2>
          {/* A product's summary is the catalogue's English (its name is translated where the catalogue's translation has it). */}
          <LinkList pages={story.products} after={(p) => <bdi lang={language === "en" ? undefined : "en"}>{p.summary}</bdi>} />
        </section>
      ) : null}
      <section className="cta-band" aria-labelledby="story-cta">
        <div>
          <h2 id="story-cta">{first ? words["story.ctaFor"].replace("{product}", first.name) : words["story.cta"]}</h2>
          <p>{words["story.ctaText"]}</p>
        </div>
        <ContactAction preset={first ? { kind: "demo", productId: first.id } : { kind: "demo" }} className="button">
          {words["customers.requestDemo"]}
        </ContactAction>
      </section>
    </article>
  );
}
