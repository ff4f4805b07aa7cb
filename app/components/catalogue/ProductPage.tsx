import { Link } from "@remix-run/react";
import type { BrochureActionData } from "~/lib/contact/actionData";
import type { ProductPageData } from "~/lib/catalogue/productPageData";
import type { Crumb } from "~/catalogue/breadcrumbs";
import { fillWords } from "~/lib/i18n/fillWords";
import { type ProductPageWords } from "~/lib/i18n/pageWords";
import type { BrochureOfferData } from "./BrochureOffer";
import { island } from "~/components/islands";
import { Breadcrumbs } from "./Breadcrumbs";
import { ScreenFigure, type ScreenPicture } from "./ScreenFigure";
import { ProductActions } from "./ProductActions";
import { ProductLinks } from "./ProductLinks";

// The brochure offer's form works without JavaScript: its code arrives after the page's (decision record 0053).
export const BrochureOffer = island(() => import("./BrochureOffer").then((m) => m.BrochureOffer));

/**
 * One product page: what it is (with a picture of the software at work), its overview (and right
 * after it the product's brochure, when it has one), what it does as a grid of
 * features, whom it serves, where to go next, and a closing call to action.
 */
export function ProductPage({
  data,
  brochureResult,
}: {
  /** `usedBy`: the "Used by" section as HTML made on the server (routeModules/storySections.server.tsx). */
  data: ProductPageData & {
    crumbs: Crumb[];
    words: ProductPageWords;
    brochure?: BrochureOfferData | null;
    picture: ScreenPicture;
    moreScreens?: string;
    usedBy?: string;
    englishNotice?: string | null;
  };
  brochureResult?: BrochureActionData;
}) {
  const { product, group, parent, children, related, words } = data;
  // "A module of {name}": the words either side of the parent's link, in the page's language's order.
  const [moduleOfBefore = "", moduleOfAfter = ""] = words["product.moduleOf"].split("{name}");
  return (
    <article className="catalogue-page product-page" aria-labelledby="product-title">
      <Breadcrumbs crumbs={data.crumbs} label={words["crumbs.label"]} />
      <header className="product-header page-intro">
        <div>
          <p className="eyebrow">
            <Link to={group.path} prefetch="intent">
              {group.name}
            </Link>{" "}
            · {data.categoryName}
          </p>
          <h1 id="product-title">{product.name}</h1>
          <p className="lead">{product.summary}</p>
          {data.englishNotice ? <p className="english-notice">{data.englishNotice}</p> : null}
          {parent ? (
            <p className="product-parent">
              {moduleOfBefore}
              <Link to={parent.path} prefetch="intent">
                {parent.name}
              </Link>
              {moduleOfAfter}
            </p>
          ) : null}
          <ProductActions productId={product.id} productName={product.name} words={words} />
        </div>
        <ScreenFigure picture={data.picture} />
      </header>

      <div className="product-body">
        <div className="product-main">
          <section aria-labelledby="product-overview">
            <h2 id="product-overview">{words["product.overview"]}</h2>
            {product.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          {data.brochure ? <BrochureOffer productName={product.name} path={product.path} brochure={data.brochure} result={brochureResult} /> : null}
          <section aria-labelledby="product-features" className="product-features">
            <h2 id="product-features">{words["product.features"]}</h2>
            <ul className="feature-list">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
          {data.moreScreens ? <div dangerouslySetInnerHTML={{ __html: data.moreScreens }} /> : null}
          {children.length > 0 ? (
            <ProductLinks id="product-modules" title={fillWords(words["product.modules"], { name: product.name })} links={children} />
          ) : null}
        </div>
        <aside className="product-aside">
          <section aria-labelledby="product-serves" className="product-serves">
            <h2 id="product-serves">{words["product.serves"]}</h2>
            <p>{product.serves}</p>
            <ul className="tag-list" aria-label={words["product.industries"]}>
              {data.industries.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </section>
          {related.length > 0 ? <ProductLinks id="product-related" title={words["product.related"]} links={related} /> : null}
        </aside>
      </div>
      {data.usedBy ? <div dangerouslySetInnerHTML={{ __html: data.usedBy }} /> : null}

      <section aria-labelledby="product-cta" className="cta-band">
        <div>
          <h2 id="product-cta">{fillWords(words["product.ctaTitle"], { name: product.name })}</h2>
          <p>{words["product.ctaText"]}</p>
        </div>
        <ProductActions productId={product.id} productName={product.name} words={words} />
      </section>
    </article>
  );
}
