import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { SoftwareTreeData } from "~/lib/catalogue/softwareTreeData";
import { ContactAction } from "./ContactAction";
import { InPlaceLink } from "./InPlaceLink";

/** Beside the tree: the chosen product or sub-module, or what to choose next; and Reset. */
export function TreeDetail({ data }: { data: SoftwareTreeData }) {
  const { focus, words } = data;
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(focus?.id);
  // On a phone the detail sits below the whole list: a choice made there must bring it into
  // view, or nothing seems to happen. Only on a change (a page opened on a selection stays put).
  useEffect(() => {
    if (!focus || shown.current === focus.id || !box.current) return;
    shown.current = focus.id;
    const { top, bottom } = box.current.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      box.current.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
    }
  }, [focus]);
  return (
    <div className="tree-detail" aria-live="polite" ref={box}>
      {focus ? (
        <>
          <h3>{focus.name}</h3>
          <p className="tree-detail-module">{focus.group}</p>
          <p>{focus.summary}</p>
          <p className="tree-detail-industries">{focus.serves}</p>
          <div className="product-actions">
            <Link to={focus.path} className="button" prefetch="intent">
              {focus.view}
            </Link>
            <ContactAction preset={{ kind: "demo", productId: focus.id }} className="button button--secondary">
              {words.requestDemo}
            </ContactAction>
          </div>
        </>
      ) : (
        <p>{words.chooseProduct || words.chooseCategory}</p>
      )}
      {data.resetHref ? (
        <InPlaceLink to={data.resetHref} className="tree-reset">
          {words.reset}
        </InPlaceLink>
      ) : null}
    </div>
  );
}
