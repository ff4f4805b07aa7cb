/** A product's or group's picture as the server drew it (routeModules/screenPicture.server.ts). */
import type { ScreenPicture, ScreenshotImage } from "~/lib/catalogue/pageData";

export type { ScreenPicture, ScreenshotImage };

/** The picture of the software beside a page's title: the server's SVG and its caption. */
export function ScreenFigure({ picture }: { picture: ScreenPicture }) {
  return (
    <figure className="illustration screen-figure">
      <div dangerouslySetInnerHTML={{ __html: picture.svg }} />
      {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
    </figure>
  );
}

/**
 * The width a screenshot is shown at: beside the title on wide screens (the intro's second
 * column), the page's width on phones. The uploads library keeps only the original, so srcset has
 * that one candidate; the browser still knows its width before it arrives (decision record 0040).
 */
const SIZES = "(min-width: 72rem) 34rem, (min-width: 56rem) 46vw, calc(100vw - 2.5rem)";
/** Below the features, in the page's main column. */
const SIZES_BELOW = "(min-width: 72rem) 46rem, (min-width: 56rem) 64vw, calc(100vw - 2.5rem)";

/**
 * A product's screenshot in a <figure>: width and height reserve its box; the first one, beside
 * the title, is the page's largest paint and loads first; the others are below the fold and lazy.
 */
export function ScreenshotFigure({ shot, first }: { shot: ScreenshotImage; first: boolean }) {
  return (
    <figure className="illustration screen-figure screenshot">
      <img
        src={shot.src}
        srcSet={`${shot.src} ${shot.width}w`}
        sizes={first ? SIZES : SIZES_BELOW}
        width={shot.width}
        height={shot.height}
        alt={shot.alt}
        loading={first ? "eager" : "lazy"}
        decoding={first ? undefined : "async"}
        {...(first ? { fetchpriority: "high" } : {})}
      />
      {shot.caption ? <figcaption>{shot.caption}</figcaption> : null}
    </figure>
  );
}
