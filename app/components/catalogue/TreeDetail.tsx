import { Link } from "@remix-run/react";
import type { SoftwareTreeData } from "~/routeModules/softwareTreeData";
import { ContactAction } from "./ContactAction";
import { InPlaceLink } from "./InPlaceLink";

/** Beside the tree: the chosen product or sub-module, or what to choose next; and Reset. */
export function TreeDetail({ data, categoryName }: { data: SoftwareTreeData; categoryName?: string }) {
  const { focus } = data;
  return (
    <div className="tree-detail" aria-live="polite">
      {focus ? (
        <>
          <h3>{focus.name}</h3>
          <p className="tree-detail-module">{focus.group}</p>
          <p>{focus.summary}</p>
          <p className="tree-detail-industries">Serves: {focus.industries.join(", ")}</p>
          <div className="product-actions">
            <Link to={focus.path} className="button" prefetch="intent">
              View {focus.name}
            </Link>
            <ContactAction preset={{ kind: "demo", productId: focus.id }} className="button button--secondary">
              Request a Demo
            </ContactAction>
          </div>
        </>
      ) : (
        <p>{categoryName ? `Choose a ${categoryName} product to see what it does.` : "Choose a category to see its products."}</p>
      )}
      {data.resetHref ? (
        <InPlaceLink to={data.resetHref} className="tree-reset">
          Reset
        </InPlaceLink>
      ) : null}
    </div>
  );
}
