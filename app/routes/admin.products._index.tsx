import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, ScreenTitle } from "~/components/admin/AdminScreen";
import { privatePageMeta } from "~/hooks/rootData";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { productStates } from "~/server/products/productStates.server";

/**
 * /admin/products (decision record 0040): every catalogue product by family, with what its page
 * shows that staff manage: screenshots or the drawing, a brochure or none, edited copy or the
 * catalogue's default. Each row leads to the product's own screen. `?family=banking` shows one
 * family (the go-live checklist links there). Editors and admins (products:manage).
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Products");

export const loader = /* @__PURE__ */ staffLoader("products:manage", async ({ env, request }) => {
  const families = await productStates(env.DB);
  const family = new URL(request.url).searchParams.get("family");
  const shown = families.filter((f) => !family || f.path === `/${family}`);
  const all = families.flatMap((f) => f.products);
  return {
    families: shown.length ? shown : families,
    filtered: Boolean(family) && shown.length > 0,
    totals: {
      products: all.length,
      screenshots: all.filter((p) => p.screenshots > 0).length,
      brochures: all.filter((p) => p.brochure).length,
      edited: all.filter((p) => p.copyEdited).length,
    },
  };
});

export default function AdminProducts() {
  const { families, filtered, totals } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="products-title">
      <ScreenTitle id="products-title" title="Products" />
      <p className="admin-muted">
        Each product page's pictures and words. Screenshots replace the drawing; edited copy replaces the catalogue's default overview, features and “Who it
        serves”. Names, addresses and the one-line summaries that search matches stay in the catalogue's code.
      </p>
      <ul className="product-totals" aria-label="Across the catalogue">
        <li>
          <strong>{totals.screenshots}</strong> of {totals.products} with screenshots
        </li>
        <li>
          <strong>{totals.edited}</strong> with edited copy
        </li>
        <li>
          <strong>{totals.brochures}</strong> with a brochure
        </li>
      </ul>
      {filtered ? (
        <p>
          <Link to="/admin/products">Show every family</Link>
        </p>
      ) : (
        <nav aria-label="Families" className="product-families">
          {families.map((f) => (
            <a key={f.group} href={`#family-${f.path.slice(1)}`}>
              {f.group} ({f.products.length})
            </a>
          ))}
        </nav>
      )}
      {families.map((f) => (
        <section key={f.group} aria-labelledby={`family-${f.path.slice(1)}`} className="product-family">
          <h2 id={`family-${f.path.slice(1)}`}>
            {f.group} <span className="admin-muted">· {f.products.length} products</span>
          </h2>
          <AdminTable labelledBy={`family-${f.path.slice(1)}`} columns={["Product", "Picture", "Brochure", "Copy"]}>
            {f.products.map((p) => (
              <tr key={p.id}>
                <td data-label="Product">
                  <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
                  {p.parent ? <span className="admin-muted"> (module)</span> : null}
                </td>
                <td data-label="Picture">
                  {p.screenshots > 0 ? (
                    <span className="state state-done">{p.screenshots === 1 ? "1 screenshot" : `${p.screenshots} screenshots`}</span>
                  ) : (
                    <span className="state state-default">Drawing</span>
                  )}
                </td>
                <td data-label="Brochure">
                  {p.brochure ? <span className="state state-done">{p.brochure}</span> : <span className="state state-default">None</span>}
                </td>
                <td data-label="Copy">
                  {p.copyEdited ? <span className="state state-done">Edited</span> : <span className="state state-default">Default</span>}
                </td>
                <td>
                  <div className="row-actions">
                    <Link to={`/admin/products/${p.id}`} className="button button-small button-secondary" aria-label={`Manage ${p.name}`}>
                      Manage
                    </Link>
                    <a href={p.path} className="button button-small button-secondary" aria-label={`View the ${p.name} page`}>
                      View
                    </a>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ))}
    </section>
  );
}
