/** A product's or group's picture as the server drew it (routeModules/screenPicture.server.ts). */
export interface ScreenPicture {
  /** Inline SVG markup, labelled for people who cannot see it. */
  svg: string;
  caption: string;
}

/** The picture of the software beside a page's title: the server's SVG and its caption. */
export function ScreenFigure({ picture }: { picture: ScreenPicture }) {
  return (
    <figure className="illustration screen-figure">
      <div dangerouslySetInnerHTML={{ __html: picture.svg }} />
      <figcaption>{picture.caption}</figcaption>
    </figure>
  );
}
