import { Link } from "@remix-run/react";
import type { ProductLink } from "~/lib/catalogue/productPageData";

/** A titled list of products, each a link with its one-line summary. */
export function ProductLinks({ id, title, links }: { id: string; title: string; links: readonly ProductLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-links">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.path} prefetch="intent">
              {link.name}
            </Link>
            <p>{link.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
