import { outboxIntents } from "~/lib/email/outboxIntents";
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ActionMessages, useFlash } from "~/components/admin/AdminScreen";
import { OutboxStatus } from "~/components/admin/OutboxStatus";
import { StaffTime } from "~/components/admin/StaffTime";
import { outboxLabel } from "~/lib/email/outboxQuery";
import { privatePageMeta } from "~/hooks/rootData";
import { outboxDetailLoader } from "~/server/email/outboxScreen.server";

/**
 * /admin/outbox/:id (admins): one message's full text, its HTML as the recipient sees it, every
 * attempt, and — for the local mail catcher — what it received. Resend posts to the list's action.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Outbox message");

export const loader = ({ request, params, context }: LoaderFunctionArgs) => outboxDetailLoader(request, params.id, context);

export default function OutboxMessagePage() {
  const { message: m, received } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const flash = useFlash({
    resent: (how) => (how === "copy" ? "A new copy of the message was queued; this is it." : "The message was queued to be sent again."),
  });
  return (
    <section aria-labelledby="message-title">
      <p>
        <Link to="/admin/outbox">← Outbox</Link>
      </p>
      <h1 id="message-title" className="outbox-subject">
        {m.subject}
      </h1>
      <ActionMessages flash={flash} result={null} />
      <dl className="detail-list">
        <dt>Status</dt>
        <dd>
          <OutboxStatus status={m.status} />
        </dd>
        <dt>Kind</dt>
        <dd>{outboxLabel(m)}</dd>
        <dt>To</dt>
        <dd>{m.to}</dd>
        <dt>Reply to</dt>
        <dd>{m.replyTo ?? "—"}</dd>
        <dt>Queued</dt>
        <dd>
          <StaffTime iso={m.createdAt} />
        </dd>
        <dt>Attempts</dt>
        <dd>{m.attempts}</dd>
        <dt>Last error</dt>
        <dd>{m.lastError ?? "—"}</dd>
        <dt>Next try</dt>
        <dd>
          <StaffTime iso={m.nextAttemptAt} />
        </dd>
        <dt>Delivered</dt>
        <dd>
          {m.deliveredAt ? (
            <>
              <StaffTime iso={m.deliveredAt} /> via {m.transport ?? "?"}
              {m.providerMessageId ? ` (id ${m.providerMessageId})` : ""}
            </>
          ) : (
            "—"
          )}
        </dd>
        {m.salesRequestId ? (
          <>
            <dt>Sales request</dt>
            <dd>
              <Link to={`/admin/sales-requests/${m.salesRequestId}`}>Open the request</Link>
            </dd>
          </>
        ) : null}
      </dl>
      {m.status === "sending" ? null : (
        <Form method="post" action="/admin/outbox?index" className="outbox-resend">
          <input type="hidden" name="id" value={m.id} />
          <button type="submit" {...outboxIntents.button("resend")} className="button button-secondary" disabled={navigation.state !== "idle"}>
            {m.status === "delivered" ? "Send a new copy" : "Resend now"}
          </button>
        </Form>
      )}
      <h2>Text</h2>
      <pre className="outbox-text">{m.text}</pre>
      {m.html ? (
        <>
          <h2>HTML</h2>
          {/* The HTML part, shown as mail clients show it: sandboxed (no scripts, no same-origin). */}
          <iframe className="outbox-html" title={`HTML of “${m.subject}”`} sandbox="" srcDoc={m.html} />
        </>
      ) : null}
      <h2>Attempts</h2>
      {m.history.length === 0 ? (
        <p>Not tried yet.</p>
      ) : (
        <ol className="outbox-history">
          {m.history.map((a, i) => (
            <li key={i}>
              <StaffTime iso={a.at} />: {a.ok ? "accepted" : "failed"} — {a.detail}
            </li>
          ))}
        </ol>
      )}
      {received ? (
        <>
          <h2>Received by the local mail catcher</h2>
          <dl className="detail-list">
            <dt>Received</dt>
            <dd>
              <StaffTime iso={received.receivedAt} />
            </dd>
            <dt>From</dt>
            <dd>{received.from}</dd>
            <dt>To</dt>
            <dd>{received.to.join(", ")}</dd>
            <dt>Idempotency key</dt>
            <dd>{received.idempotencyKey}</dd>
          </dl>
        </>
      ) : null}
    </section>
  );
}
