import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ScreenData } from "~/catalogue/screens";
import { ProductScreen } from "~/components/catalogue/ProductScreen";
import type { ScreenPicture } from "~/lib/catalogue/pageData";

/**
 * A product's or group's picture, drawn on the server: the ProductScreen component as
 * SVG markup, with the words that describe it. The page inlines the markup, so the drawing costs
 * no request and no script.
 */
export function screenPicture(name: string, screen: ScreenData): ScreenPicture {
  const alt = `Illustrated ${name} screen, ${screen.view}: ${screen.figures.map(([label, value]) => `${label} ${value}`).join(", ")}; a list by ${screen.columns.join(", ")}.`;
  return {
    svg: renderToStaticMarkup(createElement(ProductScreen, { name, screen, label: alt })),
    caption: `${name}: the ${screen.view.toLowerCase()} screen (illustration).`,
  };
}
