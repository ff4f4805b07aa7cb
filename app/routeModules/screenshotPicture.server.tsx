import { renderToStaticMarkup } from "react-dom/server";
import { ScreenshotFigure } from "~/components/catalogue/ScreenFigure";
import type { ScreenPicture, ScreenshotImage } from "~/lib/catalogue/pageData";

/**
 * Staff's screenshots of a product (decision record 0040) as markup made on the server, as the
 * drawing is (screenPicture.server.ts): the first takes the drawing's place beside the title, the
 * rest are the "More screens" section. The product page's JavaScript carries none of it (its first
 * load sits at the 100 KB budget).
 */
export function screenshotPicture(lead: ScreenshotImage): ScreenPicture {
  const html = renderToStaticMarkup(<ScreenshotFigure shot={lead} first />);
  // The figure is the ScreenFigure's own: its inner markup is the <img> (the caption comes separately).
  return { svg: html.replace(/^<figure[^>]*>|<figcaption>[\s\S]*<\/figcaption>|<\/figure>$/g, ""), caption: lead.caption };
}

export function moreScreensHtml(more: ScreenshotImage[]): string {
  if (more.length === 0) return "";
  return renderToStaticMarkup(
    <section aria-labelledby="product-screens" className="product-screens">
      <h2 id="product-screens">More screens</h2>
      {more.map((shot) => (
        <ScreenshotFigure key={shot.src} shot={shot} first={false} />
      ))}
    </section>,
  );
}
