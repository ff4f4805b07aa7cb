import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { requestLanguageName } from "~/lib/contact/requestLanguage";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Fragment } from "react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { OutboxStatus } from "~/components/admin/OutboxStatus";
import { StaffTime } from "~/components/admin/StaffTime";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { STATUS_LABELS } from "~/components/sales/statusLabels";
import { WrappingEmail } from "~/components/sales/WrappingEmail";
import { SALES_REQUEST_STATUSES } from "~/lib/sales/salesRequestQuery";
import { formatFollowUp } from "~/lib/sales/followUp";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { useAdminData } from "~/hooks/adminData";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, replySubject } from "~/lib/sales/salesReply";
import { sendSalesReply } from "~/server/sales/salesReply.server";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { formFields } from "~/lib/formErrors";
import { requestIntents } from "~/lib/sales/requestIntents";
import { useBusyIntent } from "~/hooks/useBusyIntent";
import { assignableStaff, salesRequestById } from "~/server/sales/salesRequests.server";
import { salesRequestHistory } from "~/server/sales/salesRequestHistory.server";
import { changeSalesRequest } from "~/server/sales/salesRequestChanges.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/sales-requests/:id: every field of one request, its status, and its history of status
 * changes, internal notes and replies (who, what, when). Changing and replying need sales:write;
 * a reply goes to the prospect through the outbox (decision record 0029).
 */
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d ? `Sales request from ${d.request.Name}` : "Sales request" }),
  { name: "robots", content: "noindex" },
];

/** Only our own inbox URLs are followed back (never another site). */
const safeBack = (value: string | null) => (value && value.startsWith("/admin/sales-requests") && !value.startsWith("//") ? value : "/admin/sales-requests");

export const loader = /* @__PURE__ */ staffLoader("sales:read", async ({ request, params, env }) => {
  const id = params.id ?? "";
  const [found, history, staff] = await Promise.all([salesRequestById(env.DB, id), salesRequestHistory(env.DB, id, env.SEALING_KEYS), assignableStaff(env.DB)]);
  if (!found) throw new Response("Not Found", { status: 404 });
  return {
    request: found,
    history,
    staff,
    back: safeBack(new URL(request.url).searchParams.get("back")),
    replySubject: replySubject(env.SITE_TITLE),
  };
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ staffAction("sales:write", async ({ request, params, context, env, call }) => {
  const form = formFields(await readForm(request));
  const url = new URL(request.url);
  return dispatchIntent(requestIntents, form, {
    reply: async () => {
      const sent = await sendSalesReply(call, { env: env, waitUntil: context.waitUntil, requestId: context.requestId }, { ...form, id: params.id ?? "" });
      if (!sent.ok) return actionFailure<Record<string, string>>(sent, { ...form, form: "reply" });
      url.searchParams.delete("saved");
      url.searchParams.set("replied", sent.contacted ? "contacted" : "1");
      return redirect(`${url.pathname}${url.search}#reply-title`);
    },
    change: async () => {
      const result = await changeSalesRequest(call, { ...form, id: params.id ?? "" });
      if (!result.ok) return actionFailure<Record<string, string>>(result, { ...form, form: "change" });
      url.searchParams.delete("replied");
      url.searchParams.set("saved", "1");
      return redirect(`${url.pathname}${url.search}`);
    },
  });
});

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
  if (key === "Email")
    return (
      <a href={`mailto:${value}`} className="email-address">
        <WrappingEmail address={value} />
      </a>
    );
  // tel: takes the digits and a leading +; the visible text stays as the prospect wrote it.
  if (key === "Phone") return <a href={`tel:${value.replace(/[^\d+]/g, "")}`}>{value}</a>;
  return value;
}

export default function SalesRequestDetail() {
  const { request: r, history, staff, back, replySubject: subject } = useLoaderData<typeof loader>();
  const { permissions } = useAdminData();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const posting = useBusyIntent();
  const canWrite = permissions.includes("sales:write");
  const seesOutbox = permissions.includes("email:outbox");
  const failedOn = result?.values?.form;
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
        Received <StaffTime iso={r.createdAt} /> · last changed <StaffTime iso={r.updatedAt} /> ·{" "}
        {r.assignee ? `assigned to ${r.assignee.name}` : "not assigned"}
        {r.followUpOn ? ` · follow up on ${formatFollowUp(r.followUpOn)}` : ""}
      </p>
      <ActionMessages flash={params.get("saved") ? "Saved." : null} result={failedOn === "change" ? result : null} />
      <dl className="detail-list">
        {FIELDS.map(([label, key]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{contactValue(key, r[key])}</dd>
          </Fragment>
        ))}
        <dt>Language</dt>
        <dd>{requestLanguageName(r.language)}</dd>
        <dt>Pages viewed before asking</dt>
        <dd>
          {r.visitPath?.length ? (
            <ol className="visit-path" aria-label="Pages viewed before asking">
              {r.visitPath.map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{page.title || page.path}</a> <span className="admin-muted">{page.path}</span>
                </li>
              ))}
            </ol>
          ) : (
            "— (not sent)"
          )}
        </dd>
      </dl>

      <h2 id="change-title">Status, assignee and notes</h2>
      {/* Keyed by the last change, so after a save the form starts empty again: a note left in
          its box would be recorded a second time by the next save. */}
      <Form key={r.updatedAt} method="post" className="admin-form" aria-labelledby="change-title">
        <SelectField
          label="Status"
          name="status"
          defaultValue={(failedOn === "change" ? result?.values?.status : undefined) ?? r.status}
          options={SALES_REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <SelectField
          label="Assigned to"
          name="assignee"
          defaultValue={(failedOn === "change" ? result?.values?.assignee : undefined) ?? r.assignee?.id ?? ""}
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
          defaultValue={failedOn === "change" ? (result?.values?.followUp ?? r.followUpOn ?? "") : (r.followUpOn ?? "")}
          hint="Empty for no follow-up. Shown in the inbox's “Follow-up due” view from that day."
        />
        <TextAreaField
          label="Internal note"
          name="note"
          rows={4}
          maxLength={4000}
          defaultValue={failedOn === "change" ? result?.values?.note : ""}
          hint="Only staff see notes."
        />
        <SubmitButton {...requestIntents.button("change")} busy={posting("change")} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Form>

      {canWrite ? (
        <>
          <h2 id="reply-title">Reply to {r.Name}</h2>
          <ActionMessages
            flash={
              params.get("replied")
                ? `Reply queued for ${r.Email}${params.get("replied") === "contacted" ? ", and the request marked Contacted" : ""}: it is in the history below.`
                : null
            }
            result={failedOn === "reply" ? result : null}
          />
          {/* Keyed by the history's length, so after a reply the form starts from the prefilled subject again. */}
          <Form key={history.length} method="post" className="admin-form reply-form" aria-labelledby="reply-title">
            <p className="field-hint">
              To{" "}
              <span className="email-address">
                <WrappingEmail address={r.Email} />
              </span>
              , from the sales address, which receives the answer. Plain text; sent through the outbox.
            </p>
            <Field
              label="Subject"
              name="subject"
              required
              maxLength={REPLY_SUBJECT_MAX}
              defaultValue={failedOn === "reply" ? result?.values?.subject : subject}
              error={failedOn === "reply" ? result?.fieldErrors?.subject : undefined}
            />
            <TextAreaField
              label="Message"
              name="body"
              rows={8}
              required
              maxLength={REPLY_BODY_MAX}
              defaultValue={failedOn === "reply" ? result?.values?.body : `Dear ${r.Name},\n\n`}
              error={failedOn === "reply" ? result?.fieldErrors?.body : undefined}
              hint={`Up to ${REPLY_BODY_MAX.toLocaleString("en-US")} characters. Your name and the site's are added below it.`}
            />
            {/* Offered while the request is New, ticked: answering a prospect is what Contacted means. */}
            {r.status === "new" ? (
              <div className="field-checkbox">
                <input
                  id="reply-mark-contacted"
                  type="checkbox"
                  name="markContacted"
                  value="1"
                  defaultChecked={failedOn === "reply" ? result?.values?.markContacted === "1" : true}
                />
                <label htmlFor="reply-mark-contacted">Mark the request as Contacted</label>
              </div>
            ) : null}
            <SubmitButton {...requestIntents.button("reply")} busy={posting("reply")} busyLabel="Sending…">
              Send reply
            </SubmitButton>
          </Form>
        </>
      ) : null}

      <h2 id="history-title">History</h2>
      {history.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol className="history">
          {history.map((h) => (
            <li key={h.id}>
              <p>
                <strong>{h.author?.name ?? "A former user"}</strong> · <StaffTime iso={h.createdAt} />
              </p>
              {h.reply ? (
                <p className="history-reply">
                  Reply sent by {h.author?.name ?? "a former user"}
                  {h.reply.outboxId ? (
                    <>
                      : {h.reply.subject} <OutboxStatus status={h.reply.status ?? "pending"} />
                    </>
                  ) : null}
                  {seesOutbox && h.reply.outboxId ? (
                    <>
                      {" "}
                      <Link to={`/admin/outbox/${encodeURIComponent(h.reply.outboxId)}`}>Delivery details</Link>
                    </>
                  ) : null}
                </p>
              ) : null}
              {h.reply?.text ? <blockquote className="history-reply-text">{h.reply.text}</blockquote> : null}
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
