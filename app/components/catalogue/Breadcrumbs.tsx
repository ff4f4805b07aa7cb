import type { Crumb } from "~/catalogue/breadcrumbs";
import { LinkItem } from "./LinkList";

/** Home › … › this page; the last crumb is the current page, not a link. */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.path} aria-current="page">
              {c.name}
            </li>
          ) : (
            <LinkItem key={c.path} page={c} />
          ),
        )}
      </ol>
    </nav>
  );
}
