import type { StoryTeaser } from "~/lib/stories/storyTypes";
import { SampleNote } from "./SampleLabel";
import { StoryTeaserCard } from "./StoryTeaserCard";
import { fillWords } from "~/lib/i18n/fillWords";
import { type UsedByWords } from "~/lib/i18n/pageWords";

/**
 * The story sections other pages carry, rendered to HTML on the server only
 * (routeModules/storySections.server.tsx): none of this reaches a page's JavaScript, which on the
 * home and product pages is held to a budget.
 */

/** "Used by …" on a product or group page: the public stories that list it (or a product of the group). */
export function UsedBySection({
  name,
  stories,
  moreHref,
  words,
  customersPath,
}: {
  name: string;
  stories: StoryTeaser[];
  moreHref: string;
  words: UsedByWords;
  customersPath?: string;
}) {
  // A sample story's institution does not use the product: only real customers are named as users,
  // and a section of samples alone says it is an example (decision record 0038's sample rule).
  const customers = stories.filter((s) => !s.sample).map((s) => s.customerName);
  const one = stories.length === 1;
  const gridWords = {
    all: words["usedBy.all"],
    sample: words["customers.sample"],
    sampleLead: words["customers.sampleLead"],
    sampleBody: words["customers.sampleBody"],
  };
  return (
    <section className="used-by" aria-labelledby="used-by-title">
      {customers.length ? (
        <>
          <h2 id="used-by-title">{fillWords(words["usedBy.title"], { names: listOfNames(customers, words) })}</h2>
          <p className="used-by-intro">{fillWords(words["usedBy.intro"], { name })}</p>
        </>
      ) : (
        <>
          <h2 id="used-by-title">{one ? words["usedBy.exampleOne"] : words["usedBy.exampleMany"]}</h2>
          <p className="used-by-intro">{fillWords(one ? words["usedBy.exampleIntroOne"] : words["usedBy.exampleIntroMany"], { name })}</p>
        </>
      )}
      <TeaserGrid stories={stories} moreHref={moreHref} words={gridWords} customersPath={customersPath} />
    </section>
  );
}

/** The home section's words in the page's language (the home loader's, decision record 0056). */
export interface HomeStoriesWords {
  eyebrow: string;
  title: string;
  lead: string;
  all: string;
  sample: string;
  sampleLead: string;
  sampleBody: string;
}

/** The home page's compact section: the newest public stories. */
export function HomeStoriesSection({
  stories,
  words,
  customersPath = "/customers",
}: {
  stories: StoryTeaser[];
  words?: HomeStoriesWords;
  customersPath?: string;
}) {
  return (
    <section id="customers" className="home-section home-stories" aria-labelledby="customers-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">{words?.eyebrow ?? "Customers"}</p>
          <h2 id="customers-title">{words?.title ?? "What institutions changed with our software"}</h2>
          <p>{words?.lead ?? "Their challenge, what they run and the results, in figures."}</p>
        </header>
        <TeaserGrid stories={stories} moreHref={customersPath} words={words} customersPath={customersPath} />
      </div>
    </section>
  );
}

/** The stories' cards (with the sample note when any is a sample) and the link to all of them. */
function TeaserGrid({
  stories,
  moreHref,
  words,
  customersPath,
}: {
  stories: StoryTeaser[];
  moreHref: string;
  words?: Partial<HomeStoriesWords>;
  customersPath?: string;
}) {
  return (
    <>
      {stories.some((s) => s.sample) ? <SampleNote lead={words?.sampleLead} body={words?.sampleBody} /> : null}
      <div className="story-grid">
        {stories.map((s) => (
          <StoryTeaserCard key={s.slug} story={s} customersPath={customersPath} sampleLabel={words?.sample} />
        ))}
      </div>
      <p className="used-by-more">
        <a href={moreHref}>{words?.all ?? "All customer stories"}</a>
      </p>
    </>
  );
}

/** "A", "A and B", "A, B and 2 more", in the section's language. */
function listOfNames(names: string[], words: UsedByWords): string {
  const [a = "", b = ""] = names;
  if (names.length === 1) return a;
  return fillWords(names.length === 2 ? words["usedBy.two"] : words["usedBy.many"], { a, b, count: names.length - 2 });
}
