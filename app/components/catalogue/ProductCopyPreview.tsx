import type { ProductCopy } from "~/lib/products/productCopy";

/**
 * The body of a product page as its copy would show it (decision record 0040): the staff editor's
 * live preview, drawn with the product page's own classes so it reads as the page will.
 */
export function ProductCopyPreview({ name, copy }: { name: string; copy: ProductCopy }) {
  return (
    <div className="product-page copy-preview">
      <div className="product-body">
        <div className="product-main">
          <section aria-labelledby="preview-overview">
            <h3 id="preview-overview">Overview</h3>
            {copy.description.length ? copy.description.map((p, i) => <p key={i}>{p}</p>) : <p className="admin-muted">No overview yet.</p>}
          </section>
          <section aria-labelledby="preview-features" className="product-features">
            <h3 id="preview-features">Features</h3>
            <ul className="feature-list">
              {copy.features.map((f, i) => (
                <li key={i}>{f}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="product-aside">
          <section aria-labelledby="preview-serves" className="product-serves">
            <h3 id="preview-serves">Who it serves</h3>
            <p>{copy.serves || <span className="admin-muted">Not said yet.</span>}</p>
          </section>
        </aside>
      </div>
      <p className="visually-hidden">End of the preview of {name}.</p>
    </div>
  );
}
