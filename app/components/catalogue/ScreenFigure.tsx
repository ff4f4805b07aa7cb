/** A product's or group's picture as the server drew it (routeModules/screenPicture.server.ts). */
import type { ScreenPicture } from "~/lib/catalogue/pageData";

export type { ScreenPicture };

/** The picture of the software beside a page's title: the server's SVG and its caption. */
export function ScreenFigure({ picture }: { picture: ScreenPicture }) {
  return (
    <figure className="illustration screen-figure">
      <div dangerouslySetInnerHTML={{ __html: picture.svg }} />
      <figcaption>{picture.caption}</figcaption>
    </figure>
  );
}
