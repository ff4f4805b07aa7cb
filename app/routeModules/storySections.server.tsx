import { renderToStaticMarkup } from "react-dom/server";
import { HomeStoriesSection, UsedBySection, type HomeStoriesWords } from "~/components/stories/StorySections";
import { localizedPath, type Language } from "~/lib/i18n/languages";
import type { UsedByWords } from "~/lib/i18n/pageWords";
import { listStories, teaserOf } from "~/server/stories/stories.server";
import { logError } from "~/server/platform/log.server";
import type { D1 } from "../server/platform/d1Sessions.server";

/**
 * The story sections of the home, product and group pages as HTML, made here on the server
 * (decision record 0022): the page's component places the markup as it places the product's
 * drawing, so the sections add no JavaScript to pages held to the 100 KB budget. "unknown" when
 * D1 could not be read: the page renders without the section and is not cached.
 */
type SectionHtml = string | "unknown";

const HOME_STORIES = 3;
const USED_BY_STORIES = 6;

export async function usedByHtml(
  db: D1,
  requestId: string,
  { productIds, name, moreHref, words, language }: { productIds: readonly string[]; name: string; moreHref: string; words: UsedByWords; language: Language },
): Promise<SectionHtml> {
  try {
    const stories = await listStories(db, { publishedOnly: true, productIds, limit: USED_BY_STORIES });
    return stories.length
      ? renderToStaticMarkup(
          <UsedBySection
            name={name}
            stories={stories.map(teaserOf)}
            moreHref={localizedPath(moreHref, language)}
            words={words}
            customersPath={localizedPath("/customers", language)}
          />,
        )
      : "";
  } catch (error) {
    logError(requestId, "stories.usedBy", error);
    return "unknown";
  }
}

export async function homeStoriesHtml(db: D1, requestId: string, text?: { words: HomeStoriesWords; language: Language }): Promise<SectionHtml> {
  try {
    const stories = await listStories(db, { publishedOnly: true, limit: HOME_STORIES });
    return stories.length
      ? renderToStaticMarkup(
          <HomeStoriesSection stories={stories.map(teaserOf)} words={text?.words} customersPath={localizedPath("/customers", text?.language ?? "en")} />,
        )
      : "";
  } catch (error) {
    logError(requestId, "stories.home", error);
    return "unknown";
  }
}

/** The loader's answer headers: a page missing its section because of an outage is not kept. */
export const sectionHeaders = (...sections: SectionHtml[]) => (sections.includes("unknown") ? { headers: { "Cache-Control": "no-store" } } : undefined);
export const htmlOf = (section: SectionHtml) => (section === "unknown" ? "" : section);
