import { outboxIntents } from "~/lib/email/outboxIntents";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ActionMessages, AdminTable, ScreenTitle } from "~/components/admin/AdminScreen";
import { IntentButton } from "~/components/admin/IntentButton";
import { SelectField } from "~/components/forms/Field";
import { Paginator } from "~/components/lists/Paginator";
import { OutboxStatus } from "~/components/admin/OutboxStatus";
import { StaffTime } from "~/components/admin/StaffTime";
import { outboxLabel, OUTBOX_STATUSES, OUTBOX_STATUS_LABELS, type OutboxQuery } from "~/lib/email/outboxQuery";
import { PAGE_SIZE_OPTIONS, paginate } from "~/lib/pagination";
import { privatePageMeta } from "~/hooks/rootData";
import { outboxAction, outboxListLoader } from "~/server/email/outboxScreen.server";
import { ErrorAlert } from "~/components/forms/ErrorAlert";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/outbox (admins): every e-mail the site sends, newest first, with its status, attempts,
 * last error and next try; filter by status; resend one (decision record 0013). The filters and
 * the page live in the URL, as in the sales inbox.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Outbox");

export const loader = ({ request, context }: LoaderFunctionArgs) => outboxListLoader(request, context);
/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = ({ request, context }: ActionFunctionArgs) => outboxAction(request, context);

const TRANSPORT_LABELS: Record<string, string> = { resend: "Resend (e-mail provider)", sink: "the local mail catcher (development)" };

const search = (query: OutboxQuery, page: number) => {
  const p = new URLSearchParams();
  if (query.status) p.set("status", query.status);
  if (query.pageSize !== 10) p.set("pageSize", String(query.pageSize));
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
};

export default function OutboxPage() {
  const { page, query, error, transport, transportProblem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pagination = paginate({ page: page.page, pageSize: page.pageSize, total: page.total });
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <section aria-labelledby="outbox-title">
      <ScreenTitle id="outbox-title" title="Outbox" />
      {transport ? (
        <p className="admin-muted">Messages are sent through {TRANSPORT_LABELS[transport] ?? transport}.</p>
      ) : (
        <p className="admin-banner admin-banner-warning" role="alert">
          No e-mail is being sent: {transportProblem}. Messages wait here until a transport is configured.
        </p>
      )}
      <ErrorAlert>{error ? <>The filter was not valid, so none is applied: {error}.</> : null}</ErrorAlert>
      <ActionMessages flash={null} result={result} />
      <Form method="get" className="inbox-filters" aria-label="Filter messages">
        <SelectField
          label="Status"
          name="status"
          defaultValue={query.status ?? ""}
          options={[
            { value: "", label: "Any status" },
            ...OUTBOX_STATUSES.map((s) => ({ value: s, label: `${OUTBOX_STATUS_LABELS[s]} (${page.byStatus[s] ?? 0})` })),
          ]}
        />
        <SelectField
          label="Per page"
          name="pageSize"
          defaultValue={String(query.pageSize)}
          options={PAGE_SIZE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            Apply
          </button>
        </div>
      </Form>
      <p className="admin-muted" role="status">
        {page.total === 0 ? "No messages match." : `Showing ${pagination.from}–${pagination.to} of ${page.total} message${page.total === 1 ? "" : "s"}.`}
      </p>
      {page.items.length ? (
        <AdminTable caption="E-mail messages" className="outbox-table" columns={["Queued", "To and subject", "Status", "Attempts", "Last error", "Next try"]}>
          {page.items.map((m) => (
            <tr key={m.id}>
              <td data-label="Queued">
                <StaffTime iso={m.createdAt} />
              </td>
              <td data-label="To and subject">
                {/* One value: a card's cell lays out each child in a grid row of its own. */}
                <div>
                  <Link to={`/admin/outbox/${m.id}`}>{m.subject}</Link>
                  <br />
                  <span className="admin-muted">
                    {outboxLabel(m)} to {m.to}
                  </span>
                </div>
              </td>
              <td data-label="Status">
                <OutboxStatus status={m.status} />
              </td>
              <td data-label="Attempts">{m.attempts}</td>
              <td data-label="Last error" className="outbox-error">
                {m.lastError ?? "—"}
              </td>
              <td data-label="Next try">
                <StaffTime iso={m.nextAttemptAt} />
              </td>
              <td>
                {m.status === "sending" ? null : (
                  <IntentButton {...outboxIntents.hidden("resend", { id: m.id })} ariaLabel={`Resend “${m.subject}” to ${m.to}`} disabled={busyId === m.id}>
                    {busyId === m.id ? "Resending…" : "Resend"}
                  </IntentButton>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <Paginator pagination={pagination} hrefFor={(n) => `/admin/outbox${search(query, n)}`} label="Outbox pages" />
    </section>
  );
}
