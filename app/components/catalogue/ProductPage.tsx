import { Link } from "@remix-run/react";
import type { ProductPageData } from "~/routeModules/productPageData";
import { Breadcrumbs } from "./Breadcrumbs";
import { ProductActions } from "./ProductActions";
import { ProductLinks } from "./ProductLinks";

/** One product page: what it is, what it does, whom it serves, and where to go next. */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, group, parent, children, related } = data;
  return (
    <article className="catalogue-page product-page" aria-labelledby="product-title">
      <Breadcrumbs crumbs={data.crumbs} />
      <header className="product-header">
        <dl className="product-facts">
          <dt>Module</dt>
          <dd>
            <Link to={group.path} prefetch="intent">
              {group.name}
            </Link>
          </dd>
          <dt>Category</dt>
          <dd>{data.categoryName}</dd>
        </dl>
        <h1 id="product-title">{product.name}</h1>
        <p className="lead">{product.summary}</p>
        {parent ? (
          <p className="product-parent">
            A module of{" "}
            <Link to={parent.path} prefetch="intent">
              {parent.name}
            </Link>
          </p>
        ) : null}
        <ProductActions productId={product.id} productName={product.name} />
      </header>

      <div className="product-body">
        <div className="product-main">
          <section aria-labelledby="product-overview">
            <h2 id="product-overview">Overview</h2>
            {product.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="product-features">
            <h2 id="product-features">Features</h2>
            <ul className="feature-list">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
          {children.length > 0 ? <ProductLinks id="product-modules" title={`${product.name} modules`} links={children} /> : null}
        </div>
        <aside className="product-aside">
          <section aria-labelledby="product-serves">
            <h2 id="product-serves">Who it serves</h2>
            <p>{product.serves}</p>
            <h3 id="product-industries">Industries</h3>
            <ul className="tag-list" aria-labelledby="product-industries">
              {data.industries.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </section>
          {related.length > 0 ? <ProductLinks id="product-related" title="Related products" links={related} /> : null}
        </aside>
      </div>
    </article>
  );
}
