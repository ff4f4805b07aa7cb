import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Paginator } from "~/components/lists/Paginator";
import { AUDIT_ACTIONS, AUDIT_ACTION_KEYS, AUDIT_PAGE_SIZE, auditQuerySchema } from "~/lib/admin/audit";
import { fieldErrorsOf } from "~/lib/formErrors";
import { getMeta } from "~/lib/meta";
import { paginate, withParams } from "~/lib/pagination";
import { rootDataFromMatches } from "~/hooks/rootData";
import { listAudit } from "~/server/admin/audit.server";
import { requirePermission } from "~/server/auth/guards.server";

/**
 * /admin/audit (admins: audit:read): the staff audit log, newest first, filtered by action,
 * actor, words in what was acted on, and dates, 50 a page (issue 16 point 8). Read only: the
 * table is append only (migration 0008). Filters live in the query string (a GET form), so a
 * filtered view can be shared and works without JavaScript; a malformed filter answers 400.
 */
export const meta: MetaFunction = ({ matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "Audit log" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission(request, context.env, "audit:read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = auditQuerySchema.safeParse(params);
  if (!parsed.success) {
    return data({ errors: fieldErrorsOf(parsed.error), query: params, page: null }, { status: 400 });
  }
  return { errors: null, query: params, page: await listAudit(context.env.DB, parsed.data) };
}

const when = (iso: string) => iso.replace("T", " ").slice(0, 19) + " UTC";

export default function AuditPage() {
  const { errors, query, page } = useLoaderData<typeof loader>();
  const location = useLocation();
  const pagination = page ? paginate({ page: page.page, pageSize: AUDIT_PAGE_SIZE, total: page.total }) : null;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <p>Sign-ins and failures, second-factor changes, user changes, request status changes, post publishing and demo grants. Entries cannot be changed.</p>
      <Form method="get" className="audit-filters">
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={query.action ?? ""}>
            <option value="">Any action</option>
            {AUDIT_ACTION_KEYS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTIONS[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-actor">Who (e-mail contains)</label>
          <input id="audit-actor" name="actor" type="text" defaultValue={query.actor ?? ""} maxLength={254} />
        </div>
        <div className="field">
          <label htmlFor="audit-q">What (words)</label>
          <input id="audit-q" name="q" type="text" defaultValue={query.q ?? ""} maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={query.from ?? ""}
            aria-invalid={errors?.from ? true : undefined}
            aria-describedby={errors?.from ? "audit-from-error" : undefined}
          />
          {errors?.from ? (
            <p className="field-error" id="audit-from-error">
              {errors.from}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={query.to ?? ""}
            aria-invalid={errors?.to ? true : undefined}
            aria-describedby={errors?.to ? "audit-to-error" : undefined}
          />
          {errors?.to ? (
            <p className="field-error" id="audit-to-error">
              {errors.to}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          Filter
        </button>
      </Form>
      {errors ? (
        <p className="form-error" role="alert">
          Check the filters: {Object.values(errors).join("; ")}
        </p>
      ) : null}
      {page ? (
        <>
          <p role="status">{page.total === 0 ? "No entries match." : `Entries ${pagination!.from}–${pagination!.to} of ${page.total}, newest first.`}</p>
          {page.rows.length > 0 ? (
            <div className="table-scroll">
              <table className="audit-table">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">What</th>
                    <th scope="col">Detail</th>
                    <th scope="col">From</th>
                  </tr>
                </thead>
                <tbody>
                  {page.rows.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <time dateTime={r.at}>{when(r.at)}</time>
                      </td>
                      <td>{r.actorEmail ?? "—"}</td>
                      <td>{AUDIT_ACTIONS[r.action] ?? r.action}</td>
                      <td>{r.target ?? ""}</td>
                      <td>{r.detail ?? ""}</td>
                      <td>{r.ip ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Paginator pagination={pagination!} hrefFor={(n) => `${location.pathname}${withParams(location.search, { page: n })}`} label="Audit log pages" />
        </>
      ) : null}
    </section>
  );
}
