import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { QUICK_VIEWS, type QuickViewId, quickViewHref } from "~/lib/sales/quickViews";

/**
 * The inbox's views: the four quick views (built in) as links with their counts, one tap setting the filters in the
 * URL. The view the inbox shows exactly is marked as the current page. Last, apart, the
 * Suspected spam screen (decision record 0034): requests held out of every view's count.
 */
export function InboxViews({
  counts,
  current,
  suspectedSpam,
  children,
}: {
  counts: Record<QuickViewId, number>;
  current: QuickViewId | null;
  suspectedSpam: number;
  /** The staff member's saved views (own and shared), after the quick views. */
  children?: ReactNode;
}) {
  return (
    <nav className="inbox-views" aria-label="Inbox views">
      <ul>
        {QUICK_VIEWS.map((v) => (
          <li key={v.id}>
            <Link to={quickViewHref(v)} aria-current={current === v.id ? "page" : undefined}>
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
