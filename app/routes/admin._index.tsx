import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { STATUS_LABELS } from "~/components/sales/statusLabels";
import { useAdminData } from "~/hooks/adminData";
import { AdminTable, ColumnHeads } from "~/components/admin/AdminScreen";
import { StaffTime } from "~/components/admin/StaffTime";
import { SALES_REQUEST_STATUSES } from "~/lib/sales/salesRequestQuery";
import { QUICK_VIEWS, quickViewHref } from "~/lib/sales/quickViews";
import { ADMIN_SCREENS } from "~/lib/admin/adminScreens";
import { requireStaff } from "~/server/auth/guards.server";
import { can } from "~/lib/auth/permissions";
import { dashboardStats } from "~/server/admin/dashboard.server";
import { requestNow } from "~/server/platform/clock.server";
import { staffTimeZone } from "~/server/users/staffTimeZone.server";
import { outboxSummary } from "~/server/email/outbox.server";
import { chooseTransport } from "~/server/email/transport.server";
import { gatherLaunchItems } from "~/server/launch/launchChecks.server";

/**
 * The admin dashboard (the layout's header shows who is signed in and signs out): the numbers that matter this week, and
 * every screen this role may use. Each figure is loaded only for a role allowed to see it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env);
  const now = requestNow(request, context.env);
  const [stats, outbox, launchItems] = await Promise.all([
    dashboardStats(context.env.DB, user.id, now, staffTimeZone(request, user).timeZone),
    outboxSummary(context.env.DB),
    gatherLaunchItems(context.env, now),
  ]);
  const transport = chooseTransport(context.env);
  const sales = can(user.role, "sales:read")
    ? {
        arrivedThisWeek: stats.sales.arrivedThisWeek,
        byStatus: stats.sales.byStatus,
        byAssignee: stats.sales.byAssignee,
        views: stats.sales.views,
        latest: stats.sales.latest.map((r) => ({
          id: r.id,
          name: r.Name,
          company: r.CompanyName,
          products: r.Products,
          status: r.status,
          createdAt: r.createdAt,
        })),
      }
    : null;
  return {
    sales,
    posts: can(user.role, "blog:manage") ? stats.posts : null,
    activeDemoUsers: can(user.role, "demo:manage") ? stats.activeDemoUsers : null,
    beforeLaunch: launchItems.length,
    // Every staff member sees when sales notifications are not getting out (decision record 0013);
    // the outbox itself is for admins.
    email: {
      configured: transport.ok,
      waiting: outbox.waiting,
      failing: outbox.failing,
      oldestWaitingMinutes: Math.floor(outbox.oldestWaitingSeconds / 60),
      abandoned: outbox.abandonedLastWeek,
      canOpenOutbox: can(user.role, "email:outbox"),
    },
  };
}

type EmailState = ReturnType<typeof useLoaderData<typeof loader>>["email"];

/** The quick views' figures as the dashboard names them. */
const VIEW_STAT_LABELS = {
  new: "New sales requests",
  mine: "Open requests assigned to me",
  unassigned: "Open requests nobody has",
  due: "Follow-ups due",
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The banner when e-mail is not getting out: no transport, messages waiting or failing, or given up on. */
function EmailBanner({ email }: { email: EmailState }) {
  if (email.configured && email.waiting === 0 && email.abandoned === 0) return null;
  const parts: string[] = [];
  if (!email.configured) parts.push("No e-mail transport is configured, so no notification is being sent.");
  if (email.waiting > 0) {
    parts.push(
      `${plural(email.waiting, "message is", "messages are")} waiting to be sent` +
        (email.oldestWaitingMinutes > 0 ? `, the oldest for ${plural(email.oldestWaitingMinutes, "minute", "minutes")}` : "") +
        (email.failing > 0 ? `; ${plural(email.failing, "has", "have")} failed and will be retried.` : "."),
    );
  }
  if (email.abandoned > 0) parts.push(`${plural(email.abandoned, "message", "messages")} could not be sent this week and will not be retried.`);
  // The outbox lists newest first, so the messages that need attention would be pages down behind
  // the ones delivered since: the link opens the list filtered to them.
  const attention = email.failing > 0 ? "failed" : email.waiting > 0 ? "pending" : email.abandoned > 0 ? "abandoned" : null;
  const outboxHref = attention ? `/admin/outbox?status=${attention}` : "/admin/outbox";
  return (
    <div className="admin-banner admin-banner-warning" role="status" aria-labelledby="email-banner-title">
      <strong id="email-banner-title">E-mail: </strong>
      {parts.join(" ")} {email.canOpenOutbox ? <Link to={outboxHref}>Open the outbox</Link> : "An administrator can see the details in the outbox."}
    </div>
  );
}

const inboxHref = (filters: Record<string, string>) => `/admin/sales-requests?${new URLSearchParams(filters).toString()}`;

type SalesFigures = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["sales"]>;

/** Requests by status and open requests by who has them, each figure a link to that list in the inbox. */
function SalesCounts({ sales }: { sales: SalesFigures }) {
  const total = SALES_REQUEST_STATUSES.reduce((n, s) => n + sales.byStatus[s], 0);
  return (
    <div className="dashboard-counts">
      <table className="count-table">
        <caption>Sales requests by status</caption>
        <ColumnHeads columns={["Status", "Requests"]} />
        <tbody>
          {SALES_REQUEST_STATUSES.map((s) => (
            <tr key={s}>
              <th scope="row">
                <Link to={inboxHref({ status: s })}>{STATUS_LABELS[s]}</Link>
              </th>
              <td>{sales.byStatus[s].toLocaleString("en")}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All</th>
            <td>{total.toLocaleString("en")}</td>
          </tr>
        </tfoot>
      </table>
      <table className="count-table">
        <caption>Open requests by assignee</caption>
        <ColumnHeads columns={["Assigned to", "Open"]} />
        <tbody>
          {sales.byAssignee.length === 0 ? (
            <tr>
              <td colSpan={2}>No open requests.</td>
            </tr>
          ) : (
            sales.byAssignee.map((a) => (
              <tr key={a.assignee?.id ?? "nobody"}>
                <th scope="row">
                  <Link to={inboxHref({ assignee: a.assignee?.id ?? "none", status: "open" })}>{a.assignee?.name ?? "Nobody (unassigned)"}</Link>
                </th>
                <td>{a.open.toLocaleString("en")}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Stat({ value, label, to }: { value: number; label: string; to?: string }) {
  return (
    <li>
      <span className="stat-value">{value}</span>
      {to ? <Link to={to}>{label}</Link> : label}
    </li>
  );
}

export default function AdminDashboard() {
  const { user, permissions } = useAdminData();
  const d = useLoaderData<typeof loader>();
  const screens = ADMIN_SCREENS.filter((s) => !s.permission || permissions.includes(s.permission));
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Welcome, {user.name}</h1>
      <EmailBanner email={d.email} />
      {d.beforeLaunch > 0 ? (
        <p className="admin-banner admin-banner-warning">
          <Link to="/admin/launch">{plural(d.beforeLaunch, "thing", "things")} before launch</Link>: sample content, statements to confirm and settings the live
          site needs.
        </p>
      ) : null}
      <p>
        You are signed in as {user.email} with the <strong>{user.roleLabel}</strong> role. Sign out with the button at the top of every admin page.
      </p>
      <h2>At a glance</h2>
      <ul className="dashboard-stats">
        {d.sales ? (
          <>
            {/* The quick views, "New" first: requests whose status is new, however old. */}
            {[QUICK_VIEWS[2], QUICK_VIEWS[0], QUICK_VIEWS[1], QUICK_VIEWS[3]].map((v) => (
              <Stat key={v.id} value={d.sales!.views[v.id]} label={VIEW_STAT_LABELS[v.id]} to={quickViewHref(v)} />
            ))}
            <Stat value={d.sales.arrivedThisWeek} label="Sales requests received in the last 7 days" to="/admin/sales-requests" />
          </>
        ) : null}
        {d.posts ? (
          <>
            <Stat value={d.posts.published} label="Published posts" to="/admin/blog" />
            <Stat value={d.posts.drafts} label="Draft posts" to="/admin/blog" />
          </>
        ) : null}
        {d.activeDemoUsers !== null ? <Stat value={d.activeDemoUsers} label="Active demo users" /> : null}
      </ul>
      {d.sales ? (
        <>
          <SalesCounts sales={d.sales} />
          <h2 id="latest-title">Latest sales requests</h2>
          {d.sales.latest.length === 0 ? (
            <p>No sales requests yet.</p>
          ) : (
            <AdminTable labelledBy="latest-title" columns={["Received", "Name", "Company", "Products", "Status"]} actions={false}>
              {d.sales.latest.map((r) => (
                <tr key={r.id}>
                  <td data-label="Received">
                    <StaffTime iso={r.createdAt} />
                  </td>
                  <td data-label="Name">
                    <Link to={`/admin/sales-requests/${r.id}`}>{r.name}</Link>
                  </td>
                  <td data-label="Company">{r.company}</td>
                  <td data-label="Products">{r.products}</td>
                  <td data-label="Status">
                    <span className={`status status-${r.status}`}>{STATUS_LABELS[r.status]}</span>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      ) : null}
      <h2>What you can do</h2>
      <ul className="admin-cards">
        {screens.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
            <p>{s.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
