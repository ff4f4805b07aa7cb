import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The top of a demo viewer (a video's player, an image's page): the way back to the library, the
 * item's title and a line naming its product, which links to the product's page when it has one.
 * `children` continue that line (a video's duration, an image's size and place in the series).
 */
export function DemoViewerHeading({
  titleId,
  item,
  children,
}: {
  titleId: string;
  item: { title: string; productName: string; productPath: string | null };
  children: ReactNode;
}) {
  return (
    <>
      <p className="demo-back">
        <Link to="/demo">← All demos</Link>
      </p>
      <h1 id={titleId}>{item.title}</h1>
      <p className="demo-viewer-meta">
        {item.productPath ? <Link to={item.productPath}>{item.productName}</Link> : item.productName}
        {children}
      </p>
    </>
  );
}
