import { type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Paginator } from "~/components/lists/Paginator";
import { AUDIT_ACTIONS, AUDIT_ACTION_KEYS, AUDIT_PAGE_SIZE, auditQuerySchema } from "~/lib/admin/audit";
import { fieldErrorsOf } from "~/lib/formErrors";
import { paginate, withParams } from "~/lib/pagination";
import { privatePageMeta } from "~/hooks/rootData";
import { listAudit } from "~/server/operations/audit.server";
import { staffTimeZone } from "~/server/users/staffTimeZone.server";
import { useStaffTimeZone } from "~/hooks/adminData";
import { zoneLabel } from "~/lib/timeZones";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { Field, SelectField } from "~/components/forms/Field";
import { AdminTable } from "~/components/admin/AdminScreen";
import { DayRangeFields } from "~/components/admin/DayRangeFields";
import { StaffTime } from "~/components/admin/StaffTime";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

/**
 * /admin/audit (admins: audit:read): the staff audit log, newest first, filtered by action,
 * actor, words in what was acted on, and dates, 50 a page. Read only: the
 * table is append only (migration 0008). Filters live in the query string (a GET form), so a
 * filtered view can be shared and works without JavaScript; a malformed filter answers 400.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Audit log");

export const loader = /* @__PURE__ */ staffLoader("audit:read", async ({ request, env, user }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = auditQuerySchema.safeParse(params);
  if (!parsed.success) {
    return data({ errors: fieldErrorsOf(parsed.error), query: params, page: null }, { status: 400 });
  }
  return { errors: null, query: params, page: await listAudit(env.DB, parsed.data, staffTimeZone(request, user).timeZone) };
});

export default function AuditPage() {
  const { errors, query, page } = useLoaderData<typeof loader>();
  const zone = useStaffTimeZone();
  const location = useLocation();
  const pagination = page ? paginate({ page: page.page, pageSize: AUDIT_PAGE_SIZE, total: page.total }) : null;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <p>Sign-ins and failures, second-factor changes, user changes, request status changes, post publishing and demo grants. Entries cannot be changed.</p>
      <Form method="get" className="audit-filters">
        <SelectField
          label="Action"
          name="action"
          id="audit-action"
          defaultValue={query.action ?? ""}
          options={[{ value: "", label: "Any action" }, ...AUDIT_ACTION_KEYS.map((a) => ({ value: a, label: AUDIT_ACTIONS[a] }))]}
        />
        <Field label="Who (e-mail contains)" name="actor" id="audit-actor" type="text" defaultValue={query.actor ?? ""} maxLength={254} />
        <Field label="What (words)" name="q" id="audit-q" type="text" defaultValue={query.q ?? ""} maxLength={200} />
        <DayRangeFields idPrefix="audit" from={query.from ?? ""} to={query.to ?? ""} errors={errors} hint={`Days in ${zoneLabel(zone)}.`} />
        <button type="submit" className="button">
          Filter
        </button>
      </Form>
      <ErrorAlert>{errors ? <>Check the filters: {Object.values(errors).join("; ")}</> : null}</ErrorAlert>
      {page ? (
        <>
          <p role="status">{page.total === 0 ? "No entries match." : `Entries ${pagination!.from}–${pagination!.to} of ${page.total}, newest first.`}</p>
          {page.items.length > 0 ? (
            <div className="table-scroll">
              <AdminTable className="audit-table" columns={["When", "Who", "Action", "What", "Detail", "From"]} actions={false}>
                {page.items.map((r) => (
                  <tr key={r.id}>
                    <td data-label="When">
                      <StaffTime iso={r.at} seconds />
                    </td>
                    <td data-label="Who">{r.actorEmail ?? "—"}</td>
                    <td data-label="Action">{AUDIT_ACTIONS[r.action] ?? r.action}</td>
                    <td data-label="What">{r.target ?? ""}</td>
                    <td data-label="Detail">
                      {r.detail ?? ""}
                      {r.attempts > 1 ? (
                        <span className="audit-attempts">
                          {" "}
                          ({r.attempts} attempts
                          {r.lastAt ? (
                            <>
                              , the last at <StaffTime iso={r.lastAt} seconds />
                            </>
                          ) : null}
                          )
                        </span>
                      ) : null}
                    </td>
                    <td data-label="From">{r.ip ?? ""}</td>
                  </tr>
                ))}
              </AdminTable>
            </div>
          ) : null}
          <Paginator pagination={pagination!} hrefFor={(n) => `${location.pathname}${withParams(location.search, { page: n })}`} label="Audit log pages" />
        </>
      ) : null}
    </section>
  );
}
