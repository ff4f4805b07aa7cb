import { Link } from "@remix-run/react";
import type { DemoLibraryGroup } from "~/lib/demo/demoLibrary";

/** The demo user's videos and images, one section per product; a started video shows how far in they stopped. */
export function DemoLibrary({ groups }: { groups: DemoLibraryGroup[] }) {
  if (groups.length === 0) {
    return <p className="demo-empty">No demos have been shared with you yet. Your contact at our sales team will let you know when they are ready.</p>;
  }
  return (
    <>
      {groups.map((g) => (
        <section key={g.productId} className="demo-product" aria-labelledby={`product-${g.productId}`}>
          <div className="demo-product-heading">
            <h2 id={`product-${g.productId}`}>{g.productName}</h2>
            {g.productPath ? (
              <Link to={g.productPath} className="demo-product-link">
                About {g.productName}
              </Link>
            ) : null}
          </div>
          <ul className="demo-grid">
            {g.items.map((item) => (
              <li key={item.id} className="demo-card">
                <Link to={item.href} className="demo-card-link">
                  <span className="demo-thumb" aria-hidden="true">
                    {item.thumbnailUrl ? (
                      <img src={item.thumbnailUrl} alt="" loading="lazy" />
                    ) : (
                      <span className="demo-thumb-placeholder">{item.kind === "video" ? "▶" : "▣"}</span>
                    )}
                    {item.kind === "video" && item.thumbnailUrl ? <span className="demo-play-badge">▶</span> : null}
                    {item.progressPercent !== null ? (
                      <span className="demo-progress">
                        <span className="demo-progress-bar" style={{ width: `${item.progressPercent}%` }} />
                      </span>
                    ) : null}
                  </span>
                  <span className="demo-card-title">{item.title}</span>
                </Link>
                <span className="demo-card-meta">
                  {item.summary}
                  {item.progressPercent !== null ? ` · ${item.progressPercent} % watched` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
