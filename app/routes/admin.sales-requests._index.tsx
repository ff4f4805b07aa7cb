import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Paginator } from "~/components/lists/Paginator";
import { InboxFilters } from "~/components/sales/InboxFilters";
import { STATUS_LABELS } from "~/components/sales/statusLabels";
import { formatDateTime } from "~/lib/blog/dates";
import { defaultDir } from "~/lib/sales/salesRequestQuery";
import { getMeta } from "~/lib/meta";
import { paginate } from "~/lib/pagination";
import { rootDataFromMatches } from "~/hooks/rootData";
import { filterSearch } from "~/lib/sales/salesInboxUrl";
import { requirePermission } from "~/server/auth/guards.server";
import { inboxQuery } from "~/server/sales/salesInbox.server";
import { listSalesRequests } from "~/server/sales/salesRequests.server";

/**
 * /admin/sales-requests: the sales inbox. Every filter, the sort, the page and its size live in
 * the URL (a GET form and plain links), so a view can be shared and the back button works.
 */
export const meta: MetaFunction = ({ matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "Sales requests" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission(request, context.env, "sales:read");
  const { query, errors, raw } = inboxQuery(new URL(request.url));
  let page = await listSalesRequests(context.env.DB, query);
  // A page past the end (the list shrank since the link was made) shows the last one.
  if (page.items.length === 0 && page.total > 0) page = await listSalesRequests(context.env.DB, { ...query, page: page.pages });
  return { page, query, errors, raw };
}

export default function SalesInbox() {
  const { page, query, errors, raw } = useLoaderData<typeof loader>();
  const pagination = paginate({ page: page.page, pageSize: page.pageSize, total: page.total });
  const dir = query.dir ?? defaultDir(query.sort);
  const sortLink = (sort: "date" | "name", label: string) => {
    const active = query.sort === sort;
    const next = active ? (dir === "asc" ? "desc" : "asc") : defaultDir(sort);
    const href = `/admin/sales-requests${filterSearch(query, { sort: sort === "date" ? undefined : sort, dir: next === defaultDir(sort) ? undefined : next })}`;
    return (
      <Link to={href} className="sort-link">
        {label}
        {active ? <span aria-hidden="true">{dir === "asc" ? " ▲" : " ▼"}</span> : null}
      </Link>
    );
  };
  const ariaSort = (sort: "date" | "name") => (query.sort === sort ? (dir === "asc" ? "ascending" : "descending") : undefined);
  const exportHref = `/admin/sales-requests.csv${filterSearch(query)}`;
  const back = encodeURIComponent(`/admin/sales-requests${filterSearch(query, { page: page.page > 1 ? String(page.page) : undefined })}`);
  return (
    <section aria-labelledby="inbox-title">
      <div className="admin-title-row">
        <h1 id="inbox-title">Sales requests</h1>
        <a href={exportHref} className="button button-secondary" download>
          Export CSV
        </a>
      </div>
      {Object.keys(errors).length ? (
        <p className="form-error" role="alert">
          Some filters were not valid, so none are applied: {Object.values(errors).join("; ")}.
        </p>
      ) : null}
      <InboxFilters
        values={{
          q: raw.q ?? "",
          from: raw.from ?? "",
          to: raw.to ?? "",
          status: raw.status ?? "",
          pageSize: String(query.pageSize),
          sort: query.sort,
          dir: query.dir ?? "",
        }}
        errors={errors}
      />
      <p className="admin-muted" role="status">
        {page.total === 0 ? "No requests match." : `Showing ${pagination.from}–${pagination.to} of ${page.total} request${page.total === 1 ? "" : "s"}.`}
      </p>
      {page.items.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Sales requests</caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort("date")}>
                {sortLink("date", "Received")}
              </th>
              <th scope="col" aria-sort={ariaSort("name")}>
                {sortLink("name", "Name")}
              </th>
              <th scope="col">Company</th>
              <th scope="col">Email</th>
              <th scope="col">Products</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((r) => (
              <tr key={r.id}>
                <td data-label="Received">{formatDateTime(r.createdAt)}</td>
                <td data-label="Name">
                  <Link to={`/admin/sales-requests/${r.id}?back=${back}`}>{r.Name}</Link>
                </td>
                <td data-label="Company">{r.CompanyName}</td>
                <td data-label="Email">{r.Email}</td>
                <td data-label="Products">{r.Products}</td>
                <td data-label="Type">{r.ContactType || "—"}</td>
                <td data-label="Status">
                  <span className={`status status-${r.status}`}>{STATUS_LABELS[r.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Paginator
        pagination={pagination}
        hrefFor={(n) => `/admin/sales-requests${filterSearch(query, { page: n > 1 ? String(n) : undefined })}`}
        label="Sales request pages"
      />
    </section>
  );
}
