import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { INBOX_VIEWS, type InboxViewId, viewHref } from "~/lib/sales/inboxViews";

/**
 * The saved views as links with their counts: one tap sets the view's filters in the
 * URL. The view the inbox shows exactly is marked as the current page. Last, apart, the
 * Suspected spam screen (decision record 0034): requests held out of every view's count.
 */
export function InboxViews({
  counts,
  current,
  suspectedSpam,
  children,
}: {
  counts: Record<InboxViewId, number>;
  current: InboxViewId | null;
  suspectedSpam: number;
  /** The staff member's own and shared views, after the built-in ones. */
  children?: ReactNode;
}) {
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
        {children}
        <li className="inbox-views-spam">
          <Link to="/admin/sales-requests/spam">
            Suspected spam <span className="view-count">{suspectedSpam.toLocaleString("en")}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
