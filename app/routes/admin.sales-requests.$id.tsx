import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Fragment } from "react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { STATUS_LABELS } from "~/components/sales/statusLabels";
import { formatDateTime } from "~/lib/blog/dates";
import { SALES_REQUEST_STATUSES } from "~/lib/sales/salesRequestQuery";
import { formatFollowUp } from "~/lib/sales/followUp";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { requirePermission } from "~/server/auth/guards.server";
import { readForm } from "~/server/platform/forms.server";
import { assignableStaff, salesRequestById, salesRequestHistory } from "~/server/sales/salesRequests.server";
import { changeSalesRequest } from "~/server/sales/salesRequestChanges.server";
import { staffCall } from "~/server/admin/staffOperation.server";
import { actionFailure } from "~/server/platform/actionFailure.server";

/**
 * /admin/sales-requests/:id: every field of one request, its status, and its history of status
 * changes and internal notes (who, what, when). Changing needs sales:write.
 */
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d ? `Sales request from ${d.request.Name}` : "Sales request" }),
  { name: "robots", content: "noindex" },
];

/** Only our own inbox URLs are followed back (never another site). */
const safeBack = (value: string | null) => (value && value.startsWith("/admin/sales-requests") && !value.startsWith("//") ? value : "/admin/sales-requests");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePermission(request, context.env, "sales:read");
  const id = params.id ?? "";
  const [found, history, staff] = await Promise.all([
    salesRequestById(context.env.DB, id),
    salesRequestHistory(context.env.DB, id),
    assignableStaff(context.env.DB),
  ]);
  if (!found) throw new Response("Not Found", { status: 404 });
  return { request: found, history, staff, back: safeBack(new URL(request.url).searchParams.get("back")) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user } = await requirePermission(request, context.env, "sales:write");
  const form = Object.fromEntries([...(await readForm(request))].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const result = await changeSalesRequest(staffCall(context.env.DB, user, request), { ...form, id: params.id ?? "" });
  if (!result.ok) return actionFailure(result, form);
  const url = new URL(request.url);
  url.searchParams.set("saved", "1");
  return redirect(`${url.pathname}${url.search}`);
}

const FIELDS: [
  label: string,
  key: "ContactType" | "Products" | "Name" | "CompanyName" | "Email" | "Phone" | "Address" | "Country" | "ContactMade" | "Comments",
][] = [
  ["Contact type", "ContactType"],
  ["Products", "Products"],
  ["Name", "Name"],
  ["Company", "CompanyName"],
  ["Email", "Email"],
  ["Phone", "Phone"],
  ["Address", "Address"],
  ["Country", "Country"],
  ["How they found us", "ContactMade"],
  ["Comments", "Comments"],
];

/** E-mail and phone open the staff member's mail app or dialler; the rest is plain text. */
function contactValue(key: (typeof FIELDS)[number][1], value: string) {
  if (!value) return "—";
  if (key === "Email") return <a href={`mailto:${value}`}>{value}</a>;
  // tel: takes the digits and a leading +; the visible text stays as the prospect wrote it.
  if (key === "Phone") return <a href={`tel:${value.replace(/[^\d+]/g, "")}`}>{value}</a>;
  return value;
}

export default function SalesRequestDetail() {
  const { request: r, history, staff, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section aria-labelledby="request-title">
      <p>
        <Link to={back}>← Back to the inbox</Link>
      </p>
      <div className="admin-title-row">
        <h1 id="request-title">Sales request from {r.Name}</h1>
        <span className={`status status-${r.status}`}>{STATUS_LABELS[r.status]}</span>
      </div>
      <p className="admin-muted">
        Received {formatDateTime(r.createdAt)} · last changed {formatDateTime(r.updatedAt)} · {r.assignee ? `assigned to ${r.assignee.name}` : "not assigned"}
        {r.followUpOn ? ` · follow up on ${formatFollowUp(r.followUpOn)}` : ""}
      </p>
      {params.get("saved") && !result ? (
        <p className="form-success" role="status">
          Saved.
        </p>
      ) : null}
      <dl className="detail-list">
        {FIELDS.map(([label, key]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{contactValue(key, r[key])}</dd>
          </Fragment>
        ))}
      </dl>

      <h2 id="change-title">Status, assignee and notes</h2>
      {result?.error ? (
        <p className="form-error" role="alert">
          {result.error}
        </p>
      ) : null}
      {/* Keyed by the last change, so after a save the form starts empty again: a note left in
          its box would be recorded a second time by the next save. */}
      <Form key={r.updatedAt} method="post" className="admin-form" aria-labelledby="change-title">
        <SelectField
          label="Status"
          name="status"
          defaultValue={result?.values?.status ?? r.status}
          options={SALES_REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <SelectField
          label="Assigned to"
          name="assignee"
          defaultValue={result?.values?.assignee ?? r.assignee?.id ?? ""}
          options={[
            { value: "", label: "Nobody" },
            // A former assignee who may no longer work on sales stays selectable until changed.
            ...(r.assignee && !staff.some((s) => s.id === r.assignee!.id) ? [{ value: r.assignee.id, label: r.assignee.name }] : []),
            ...staff.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <Field
          label="Follow up on"
          name="followUp"
          type="date"
          defaultValue={result?.values?.followUp ?? r.followUpOn ?? ""}
          hint="Empty for no follow-up. Shown in the inbox's “Follow-up due” view from that day."
        />
        <TextAreaField label="Internal note" name="note" rows={4} maxLength={4000} defaultValue={result?.values?.note ?? ""} hint="Only staff see notes." />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Form>

      <h2>History</h2>
      {history.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol className="history">
          {history.map((h) => (
            <li key={h.id}>
              <p>
                <strong>{h.author?.name ?? "A former user"}</strong> · <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>
              </p>
              {h.statusTo ? (
                <p>
                  Status: {h.statusFrom ? STATUS_LABELS[h.statusFrom] : "—"} → {STATUS_LABELS[h.statusTo]}
                </p>
              ) : null}
              {h.assignment ? (
                <p>
                  Assigned: {h.assignment.from ?? "nobody"} → {h.assignment.to ?? "nobody"}
                </p>
              ) : null}
              {h.followUp ? (
                <p>
                  Follow-up: {formatFollowUp(h.followUp.from)} → {formatFollowUp(h.followUp.to)}
                </p>
              ) : null}
              {h.body ? <p>{h.body}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
