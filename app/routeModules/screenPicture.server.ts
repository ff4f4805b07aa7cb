import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ScreenData } from "~/catalogue/screens";
import { ProductScreen } from "~/components/catalogue/ProductScreen";
import type { ScreenPicture } from "~/lib/catalogue/pageData";
import { fillWords } from "~/lib/i18n/fillWords";
import { PAGE_ENGLISH, type PageWords } from "~/lib/i18n/pageWords";
import type { Language } from "~/lib/i18n/languages";

/**
 * A product's or group's picture, drawn on the server: the ProductScreen component as
 * SVG markup, with the words that describe it. The page inlines the markup, so the drawing costs
 * no request and no script.
 */
export function screenPicture(name: string, screen: ScreenData, words: ScreenWords = ENGLISH_SCREEN_WORDS, language: Language = "en"): ScreenPicture {
  const alt = fillWords(words["screen.alt"], {
    name,
    view: screen.view,
    figures: screen.figures.map(([label, value]) => `${label} ${value}`).join(", "),
    columns: screen.columns.join(", "),
  });
  return {
    svg: renderToStaticMarkup(createElement(ProductScreen, { name, screen, label: alt })),
    caption: fillWords(words["screen.caption"], { name, view: screen.view.toLocaleLowerCase(language) }),
  };
}

type ScreenWords = PageWords<"screen.alt" | "screen.caption">;
const ENGLISH_SCREEN_WORDS: ScreenWords = { "screen.alt": PAGE_ENGLISH["screen.alt"], "screen.caption": PAGE_ENGLISH["screen.caption"] };
