import type { StoryTeaser } from "~/lib/stories/storyTypes";
import { SampleLabel } from "./SampleLabel";

/**
 * One story as a card: the customer, the headline, one figure. Plain links and no hooks: the
 * home page and the product and group pages get it rendered to HTML on the server
 * (routeModules/storySections.server.tsx), so it adds nothing to their JavaScript.
 */
export function StoryTeaserCard({
  story,
  headingLevel = 3,
  customersPath = "/customers",
  sampleLabel,
}: {
  story: StoryTeaser;
  headingLevel?: 2 | 3;
  /** /customers in the page's language (`/es/customers`): the story's link stays within it. */
  customersPath?: string;
  sampleLabel?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="story-card">
      <p className="story-card-meta">
        {story.sample ? <SampleLabel text={sampleLabel} /> : null}
        {story.segment} · {story.region}
      </p>
      <Heading className="story-card-title">
        <a href={`${customersPath}/${story.slug}`}>
          <span className="story-card-customer">{story.customerName}</span>
          <span className="story-card-headline">{story.headline}</span>
        </a>
      </Heading>
      {story.figure ? (
        <p className="story-card-figure">
          <strong>{story.figure.value}</strong> <span>{story.figure.label}</span>
        </p>
      ) : null}
    </article>
  );
}
