import { Link } from "@remix-run/react";
import { INBOX_VIEWS, type InboxViewId, viewHref } from "~/lib/sales/inboxViews";

/**
 * The saved views as links with their counts (issue 30): one tap sets the view's filters in the
 * URL. The view the inbox shows exactly is marked as the current page.
 */
export function InboxViews({ counts, current }: { counts: Record<InboxViewId, number>; current: InboxViewId | null }) {
  return (
    <nav className="inbox-views" aria-label="Saved views">
      <ul>
        {INBOX_VIEWS.map((v) => (
          <li key={v.id}>
            <Link to={viewHref(v)} aria-current={current === v.id ? "page" : undefined}>
              {v.label} <span className="view-count">{counts[v.id].toLocaleString("en")}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
