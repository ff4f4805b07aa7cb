import { useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";
import { TREE_PARAMS } from "~/catalogue/treeParams";
import { useHydrated } from "~/hooks/useHydrated";
import type { SoftwareTreeData } from "~/lib/catalogue/softwareTreeData";
import { InPlaceLink } from "./InPlaceLink";
import { TreeDetail } from "./TreeDetail";

/**
 * The "Find Your Software" tree: Find Your Software › Full Product List › categories (with
 * counts) › products › sub-modules, and an industry filter. Every choice is a link or a GET form
 * carrying the selection in the URL, so it works without JavaScript and can be shared. The
 * section around it (#find-your-software) owns the heading. Its words and links arrive in the
 * page's language with its data (softwareTreeData): the code holds none.
 */
export function SoftwareTree({ data }: { data: SoftwareTreeData }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { selection, words } = data;
  const category = data.categories.find((c) => c.selected);
  const product = category?.products?.find((p) => p.selected);
  const subModule = product?.children.find((c) => c.selected);
  const trail = [words.root, words.fullList, category?.name, product?.name, subModule?.name].filter(Boolean);

  // With JavaScript the filter applies on change, client-side and without moving the page.
  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string" && value) params.set(key, value);
    const query = params.toString();
    navigate(query ? `${data.home}?${query}` : data.home, { preventScrollReset: true });
  };

  return (
    <div className="software-tree">
      <form method="get" action={data.filterAction} className="tree-filter" onSubmit={applyFilter} onChange={(e) => e.currentTarget.requestSubmit()}>
        {selection.category ? <input type="hidden" name={TREE_PARAMS.category} value={selection.category} /> : null}
        {selection.product ? <input type="hidden" name={TREE_PARAMS.product} value={selection.product} /> : null}
        {selection.subModule ? <input type="hidden" name={TREE_PARAMS.subModule} value={selection.subModule} /> : null}
        <label htmlFor="tree-industry">{words.industry}</label>
        <select id="tree-industry" name={TREE_PARAMS.industry} defaultValue={selection.industry ?? ""} key={selection.industry ?? ""}>
          <option value="">{words.allIndustries}</option>
          {data.industries.map((i) => (
            <option key={i.id} value={i.id}>
              {i.label}
            </option>
          ))}
        </select>
        {/* With JavaScript the list filters on change; the button is for pages without it. */}
        {hydrated ? null : (
          <button type="submit" className="button button--secondary">
            {words.filter}
          </button>
        )}
      </form>
      <p className="tree-trail" role="note" aria-label={words.selection}>
        {trail.join(" › ")}
      </p>
      <div className="tree-layout">
        <nav aria-label={words.fullList} className="tree">
          <ul>
            <li>
              <InPlaceLink to={data.fullListHref} aria-current={selection.category ? undefined : "true"}>
                {words.fullList}
              </InPlaceLink>
              <ul>
                {data.categories.map((c) => (
                  <li key={c.id}>
                    {c.count === 0 && !c.selected ? (
                      // Nothing to choose under this industry filter: shown, not offered.
                      <span className="tree-empty-category">
                        {c.name} <span className="count">(0)</span>
                      </span>
                    ) : (
                      <InPlaceLink to={c.href} aria-current={c.selected && !product ? "true" : undefined} className={c.selected ? "selected" : undefined}>
                        {c.name} <span className="count">({c.count})</span>
                      </InPlaceLink>
                    )}
                    {c.products ? (
                      <ul aria-label={c.productsLabel}>
                        {c.products.length === 0 ? <li className="tree-empty">{words.noProducts}</li> : null}
                        {c.products.map((p) => (
                          <li key={p.id}>
                            <InPlaceLink
                              to={p.href}
                              aria-current={p.selected && !subModule ? "true" : undefined}
                              className={p.selected ? "selected" : undefined}
                            >
                              {p.name}
                            </InPlaceLink>
                            {p.children.length > 0 ? (
                              <ul aria-label={p.modulesLabel}>
                                {p.children.map((s) => (
                                  <li key={s.id}>
                                    <InPlaceLink to={s.href} aria-current={s.selected ? "true" : undefined} className={s.selected ? "selected" : undefined}>
                                      {s.name}
                                    </InPlaceLink>
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>
        <TreeDetail data={data} />
      </div>
    </div>
  );
}
