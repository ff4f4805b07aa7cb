import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UsedBySection } from "../../../../app/components/stories/StorySections";
import type { StoryTeaser } from "../../../../app/lib/stories/storyTypes";
import { PAGE_ENGLISH, type UsedByWords } from "../../../../app/lib/i18n/pageWords";

/** The section's English words, as the loaders read them for an English page (server/i18n/pageWords.server.ts's usedByWords). */
const words = Object.fromEntries(
  Object.entries(PAGE_ENGLISH).filter(([key]) => key.startsWith("usedBy.") || key.startsWith("customers.sample")),
) as UsedByWords;

const story = (customerName: string, sample: boolean): StoryTeaser => ({
  slug: customerName.toLowerCase().replace(/\W+/g, "-"),
  customerName,
  segment: "Central Banks",
  region: "Europe",
  headline: "Settlement in hours, not days",
  figure: null,
  sample,
  logo: null,
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const heading = (html: string) => /<h2 id="used-by-title">(.*?)<\/h2>/.exec(html)?.[1];

describe("UsedBySection (app/components/stories/StorySections.tsx)", () => {
  it("names real customers as users, in their own figures", () => {
    const html = renderToStaticMarkup(<UsedBySection name="RTGS" stories={[story("Bank of Somewhere", false)]} moreHref="/customers" words={words} />);
    expect(heading(html)).toBe("Used by Bank of Somewhere");
    expect(text(html)).toContain("How institutions run RTGS, in their own figures.");
  });

  it("says a section of sample stories is an example, naming no sample institution as a user", () => {
    const html = renderToStaticMarkup(<UsedBySection name="RTGS" stories={[story("Central Bank of Examplia", true)]} moreHref="/customers" words={words} />);
    expect(heading(html)).toBe("An example customer story");
    expect(text(html)).toContain("What a story about RTGS will tell: the institution and figures below are examples, not a customer's.");
    expect(text(html)).not.toMatch(/Used by|in their own figures/);
    const two = renderToStaticMarkup(<UsedBySection name="RTGS" stories={[story("A", true), story("B", true)]} moreHref="/customers" words={words} />);
    expect(heading(two)).toBe("Example customer stories");
  });

  it("beside real stories, names only the real customers", () => {
    const html = renderToStaticMarkup(
      <UsedBySection name="RTGS" stories={[story("Real Bank", false), story("Central Bank of Examplia", true)]} moreHref="/c" words={words} />,
    );
    expect(heading(html)).toBe("Used by Real Bank");
    expect(text(html)).toContain("Sample content.");
  });
});
