import type { ProductLink } from "~/lib/catalogue/productPageData";
import { LinkList } from "./LinkList";

/** A titled list of products, each a link with its one-line summary. */
export function ProductLinks({ id, title, links }: { id: string; title: string; links: readonly ProductLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LinkList pages={links} className="product-links" after={(link) => <p>{link.summary}</p>} />
    </section>
  );
}
