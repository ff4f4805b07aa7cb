import type { ProductCopy } from "~/lib/products/productCopy";
import { type ScreenshotImage, ScreenshotFigure } from "./ScreenFigure";

/**
 * The body of a product page as its copy and the draft's screenshots would show it (decision
 * record 0040): the staff editor's live preview, drawn with the product page's own classes so it
 * reads as the page will. The first screenshot stands for the picture beside the title; without
 * one the page keeps its drawing.
 */
export function ProductCopyPreview({ name, copy, screenshots = [] }: { name: string; copy: ProductCopy; screenshots?: ScreenshotImage[] }) {
  const [lead, ...more] = screenshots;
  return (
    <div className="product-page copy-preview">
      {lead ? <ScreenshotFigure shot={lead} first={false} /> : <p className="admin-muted">No screenshot: the page shows the drawing of its screen.</p>}
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
          {more.length ? (
            <section aria-labelledby="preview-screens" className="product-screens">
              <h3 id="preview-screens">More screens</h3>
              {more.map((shot) => (
                <ScreenshotFigure key={shot.src} shot={shot} first={false} />
              ))}
            </section>
          ) : null}
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
