import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { requestLanguageName } from "~/lib/contact/requestLanguage";
import { inboxIntents } from "~/lib/sales/inboxIntents";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { SelectField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { can } from "~/lib/auth/permissions";
import { readForm } from "~/server/platform/forms.server";
import { Paginator } from "~/components/lists/Paginator";
import { InboxFilters } from "~/components/sales/InboxFilters";
import { InboxViews } from "~/components/sales/InboxViews";
import { WrappingEmail } from "~/components/sales/WrappingEmail";
import { STATUS_LABELS } from "~/components/sales/statusLabels";
import { StaffTime } from "~/components/admin/StaffTime";
import { SALES_REQUEST_STATUSES, defaultDir, forViewer } from "~/lib/sales/salesRequestQuery";
import { paginate } from "~/lib/pagination";
import { privatePageMeta } from "~/hooks/rootData";
import { INBOX_MESSAGE_KEYS, afterBulkChange, afterUndo, afterViewChange, filterSearch } from "~/lib/sales/salesInboxUrl";
import { currentQuickView } from "~/lib/sales/quickViews";
import { followUpDue, formatFollowUp } from "~/lib/sales/followUp";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { inboxQuery } from "~/server/sales/salesInbox.server";
import { assignableStaff } from "~/server/sales/salesRequests.server";
import { listSalesRequests, todayFor } from "~/server/sales/salesRequestList.server";
import { staffTimeZone } from "~/server/users/staffTimeZone.server";
import { quickViewCounts } from "~/server/sales/inboxCounts.server";
import { countSuspectedSpam } from "~/server/sales/suspectedSpam.server";
import { UNDO_WINDOW_MS, bulkChangeMatching, bulkChangeSalesRequestStatus, undoBulkChange } from "~/server/sales/salesRequestChanges.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { requestNow } from "~/server/platform/clock.server";
import { ErrorAlert } from "~/components/forms/ErrorAlert";
import { withRetryAfter } from "~/lib/cache";
import { BulkChangeMessage, SelectAllRequests } from "~/components/sales/BulkSelection";
import { SavedViewLinks, SavedViewsPanel, type SavedViewsFormState } from "~/components/sales/SavedViews";
import { ConfirmPanel } from "~/components/admin/ConfirmDelete";
import { changeInboxView, deleteInboxView, listSavedViews, saveInboxView, savedViewFor } from "~/server/sales/savedViews.server";
import { formFields } from "~/lib/formErrors";
import { dispatchIntent } from "~/server/platform/intents.server";
import { confirmDelete } from "~/server/platform/actionFailure.server";

/**
 * /admin/sales-requests: the sales inbox. Every filter, the sort, the page and its size live in
 * the URL (a GET form and plain links), so a view can be shared and the back button works.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Sales requests");

export const loader = /* @__PURE__ */ staffLoader("sales:read", async ({ request, env, user }) => {
  const { query, errors, raw } = inboxQuery(new URL(request.url));
  const viewed = forViewer(query, user.id);
  const now = requestNow(request, env);
  // The date filters' days and "Follow-up due"'s today are the staff member's (decision record 0029).
  const { timeZone } = staffTimeZone(request, user);
  const [firstTry, staff, viewCounts, suspectedSpam, savedViews] = await Promise.all([
    listSalesRequests(env.DB, viewed, now, timeZone),
    assignableStaff(env.DB),
    quickViewCounts(env.DB, user.id, now, timeZone),
    countSuspectedSpam(env.DB),
    listSavedViews(env.DB, user.id),
  ]);
  let page = firstTry;
  // A page past the end (the list shrank since the link was made) shows the last one.
  if (page.items.length === 0 && page.total > 0) page = await listSalesRequests(env.DB, { ...viewed, page: page.pages }, now, timeZone);
  // Undo is offered under the change's own message for the minute it is honoured (undoBulkChange).
  const changedAt = new URL(request.url).searchParams.get(INBOX_MESSAGE_KEYS.changedAt);
  const changedAge = changedAt ? now.getTime() - Date.parse(changedAt) : NaN;
  const undoable = changedAge >= 0 && changedAge <= UNDO_WINDOW_MS ? changedAt : null;
  return {
    page,
    query,
    errors,
    raw,
    staff,
    viewCounts,
    suspectedSpam,
    savedViews,
    undoable,
    today: todayFor(now, timeZone),
    canWrite: can(user.role, "sales:write"),
  };
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/**
 * The bulk status change: the selected requests (checkboxes named ids), or every request the
 * URL's filters match (`scope=matching`), get one new status; and its Undo, within a minute.
 * The saved views' save, change and delete (intents): a view's filters are the posted-to URL's.
 * The guard is the inbox's reader's: the status changes check sales:write themselves (0020).
 */
export const action = /* @__PURE__ */ staffAction("sales:read", async ({ request, env, call, user }) => {
  const form = await readForm(request);
  const url = new URL(request.url);
  const now = requestNow(request, env);
  const fields = formFields(form);
  const values = { name: fields.name ?? "", shared: fields.shared ?? "" };
  return dispatchIntent(inboxIntents, fields, {
    undo: async () => {
      const result = await undoBulkChange(call, { at: form.get("at") ?? undefined }, now);
      if (!result.ok) return actionFailure(result);
      return redirect(afterUndo(url, result.undone, result.kept));
    },
    "save-view": async () => {
      const result = await saveInboxView(call, { name: fields.name, shared: fields.shared, filters: inboxQuery(url).raw });
      if (!result.ok) return actionFailure(result, values, { form: "save-view" as const });
      return redirect(afterViewChange(url, `Saved the view “${result.view.name}”${result.view.shared ? ", shared with the team" : ""}.`));
    },
    "change-view": async () => {
      const result = await changeInboxView(call, { id: fields.id, name: fields.name, shared: fields.shared });
      if (!result.ok) return actionFailure(result, values, { form: "change-view" as const, id: fields.id });
      return redirect(afterViewChange(url, `Saved the view “${result.view.name}”${result.view.shared ? ", shared with the team" : ", not shared"}.`));
    },
    "confirm-delete": async () =>
      confirmDelete(await savedViewFor(env.DB, user.id, fields.id ?? ""), (v) => ({ id: v.id, name: v.name }), "Saved view not found"),
    delete: async () => {
      const result = await deleteInboxView(call, { id: fields.id });
      if (!result.ok) return actionFailure(result);
      return redirect(afterViewChange(url, `Deleted the view “${result.view.name}”.`));
    },
    "change-status": async ({ scope }) => {
      const status = fields.status;
      const result =
        scope === "matching"
          ? await bulkChangeMatching(call, { status }, forViewer(inboxQuery(url).query, user.id), { now, timeZone: staffTimeZone(request, user).timeZone })
          : await bulkChangeSalesRequestStatus(call, { status, ids: form.getAll("ids").filter((v) => typeof v === "string") });
      if (!result.ok) return actionFailure(result);
      return redirect(afterBulkChange(url, result.changed, String(status), result.at));
    },
  });
});

const requestsCount = (n: string) => (n === "1" ? "1 request" : `${Number(n).toLocaleString("en-US")} requests`);

/** A follow-up day; one that has come on an open request says "due" in words, not only in colour. */
function FollowUpDate({ day, due }: { day: string; due: boolean }) {
  return (
    <time dateTime={day} className={due ? "follow-up-due" : undefined}>
      {formatFollowUp(day)}
      {due ? <span className="follow-up-flag"> · due</span> : null}
    </time>
  );
}

export default function SalesInbox() {
  const { page, query, errors, raw, staff, viewCounts, suspectedSpam, savedViews, undoable, today, canWrite } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const viewState = result as (SavedViewsFormState & { confirm?: { id: string; name: string } }) | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const changing = navigation.state !== "idle" && navigation.formMethod === "POST";
  const changed = params.get(INBOX_MESSAGE_KEYS.changed);
  const changedTo = params.get(INBOX_MESSAGE_KEYS.changedTo) as keyof typeof STATUS_LABELS | null;
  const undone = params.get(INBOX_MESSAGE_KEYS.undone);
  const kept = params.get(INBOX_MESSAGE_KEYS.kept);
  const viewDone = params.get(INBOX_MESSAGE_KEYS.viewDone);
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
        <a href={exportHref} className="button button-secondary inbox-export" download>
          Export CSV
        </a>
      </div>
      {/* First under the title, so the change's confirmation is in view after the redirect at any width. */}
      <ActionMessages
        flash={
          changed && changedTo && STATUS_LABELS[changedTo] ? (
            <BulkChangeMessage text={`${requestsCount(changed)} set to ${STATUS_LABELS[changedTo]}.`} undoAt={undoable} busy={changing} />
          ) : undone ? (
            `Undone: ${requestsCount(undone)} back to the status ${undone === "1" ? "it" : "they"} had${kept && kept !== "0" ? `; ${requestsCount(kept)} changed since ${kept === "1" ? "was" : "were"} left as ${kept === "1" ? "it is" : "they are"}` : ""}.`
          ) : (
            viewDone
          )
        }
        result={result}
      />
      {viewState?.confirm ? (
        <ConfirmPanel
          id={viewState.confirm.id}
          headline={`Delete the view “${viewState.confirm.name}”?`}
          cancelTo={`/admin/sales-requests${filterSearch(query)}`}
          confirmLabel="Delete view"
        >
          <p>The requests stay; only this saved view goes.</p>
        </ConfirmPanel>
      ) : null}
      <ErrorAlert>{Object.keys(errors).length ? <>Some filters were not valid, so none are applied: {Object.values(errors).join("; ")}.</> : null}</ErrorAlert>
      <InboxViews counts={viewCounts} current={Object.keys(errors).length ? null : currentQuickView(query)} suspectedSpam={suspectedSpam}>
        <SavedViewLinks views={savedViews} raw={raw} />
      </InboxViews>
      <SavedViewsPanel views={savedViews} editing={params.get(INBOX_MESSAGE_KEYS.editView)} state={viewState} />
      {/* Keyed by the URL's filters: a view's link or the back button changes them without a
          reload, and the form's fields (uncontrolled) must then show the new ones. */}
      <InboxFilters
        key={new URLSearchParams(raw).toString()}
        values={{
          q: raw.q ?? "",
          from: raw.from ?? "",
          to: raw.to ?? "",
          status: raw.status ?? "",
          assignee: raw.assignee ?? "",
          followUp: raw.followUp ?? "",
          pageSize: String(query.pageSize),
          sort: query.sort,
          dir: query.dir ?? "",
        }}
        errors={errors}
        staff={staff}
      />
      <p className="admin-muted" role="status">
        {page.total === 0
          ? "No requests match."
          : page.totalCapped
            ? `Showing ${pagination.from}–${pagination.to} of more than ${page.total.toLocaleString("en-US")} requests: add a filter or another word to count them exactly.`
            : `Showing ${pagination.from}–${pagination.to} of ${page.total} request${page.total === 1 ? "" : "s"}.`}
      </p>
      {page.items.length ? (
        // Keyed by the change's time: after a change the picker is back at its prompt and no row
        // stays ticked. Prefixed: the filters' form beside it is keyed by the query, "" when empty.
        <Form method="post" aria-label="Change the status of selected requests" key={`bulk:${params.get(INBOX_MESSAGE_KEYS.changedAt) ?? undone ?? ""}`}>
          {canWrite ? (
            <div className="bulk-actions">
              <SelectField
                label="New status for the selected requests"
                name="status"
                id="bulk-status"
                defaultValue=""
                options={[{ value: "", label: "Choose…" }, ...SALES_REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
              />
              <SubmitButton {...inboxIntents.button("change-status")} busy={changing} busyLabel="Changing…" className="button button-secondary">
                Change status
              </SubmitButton>
              <SelectAllRequests onPage={page.items.length} matching={page.totalCapped ? null : page.total} />
            </div>
          ) : null}
          <table className="admin-table inbox-table">
            <caption className="visually-hidden">Sales requests</caption>
            <thead>
              <tr>
                {canWrite ? (
                  <th scope="col" className="select-cell">
                    <span className="visually-hidden">Select</span>
                  </th>
                ) : null}
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
                <th scope="col">Assigned to</th>
                <th scope="col">Follow-up</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((r) => (
                <tr key={r.id}>
                  {canWrite ? (
                    <td className="select-cell">
                      <input type="checkbox" name="ids" value={r.id} aria-label={`Select the request from ${r.Name}`} />
                    </td>
                  ) : null}
                  <td data-label="Received" className="cell-received">
                    <StaffTime iso={r.createdAt} />
                  </td>
                  <td data-label="Name" className="cell-name">
                    <Link to={`/admin/sales-requests/${r.id}?back=${back}`}>{r.Name}</Link>
                    {/* Only a language other than English is named: the one sales must notice to answer in (under
                        the name, which phones' cards show too). */}
                    {r.language !== "en" ? <span className="cell-language">{requestLanguageName(r.language)}</span> : null}
                  </td>
                  <td data-label="Company" className="cell-company">
                    {r.CompanyName}
                  </td>
                  <td data-label="Email" className="cell-email">
                    <WrappingEmail address={r.Email} />
                  </td>
                  <td data-label="Products" className="cell-products">
                    {r.Products}
                  </td>
                  <td data-label="Type" className="cell-type">
                    {r.ContactType || "—"}
                  </td>
                  <td data-label="Status" className="cell-status">
                    <span className={`status status-${r.status}`}>{STATUS_LABELS[r.status]}</span>
                  </td>
                  <td data-label="Assigned to" className={`cell-assignee${r.assignee ? "" : " cell-unassigned"}`}>
                    {r.assignee?.name ?? "Unassigned"}
                  </td>
                  <td data-label="Follow-up" className={`cell-follow-up${r.followUpOn ? "" : " cell-empty"}`}>
                    {r.followUpOn ? <FollowUpDate day={r.followUpOn} due={followUpDue(r.followUpOn, today) && r.status !== "closed"} /> : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Form>
      ) : null}
      <Paginator
        pagination={pagination}
        hrefFor={(n) => `/admin/sales-requests${filterSearch(query, { page: n > 1 ? String(n) : undefined })}`}
        label="Sales request pages"
      />
    </section>
  );
}
