import { FactList } from "~/components/admin/FactList";
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
      <FactList
        facts={[
          ["Status", <OutboxStatus key="status" status={m.status} />],
          ["Kind", outboxLabel(m)],
          ["To", m.to],
          ["Reply to", m.replyTo ?? "—"],
          ["Queued", <StaffTime key="queued" iso={m.createdAt} />],
          ["Attempts", m.attempts],
          ["Last error", m.lastError ?? "—"],
          ["Next try", <StaffTime key="next" iso={m.nextAttemptAt} />],
          [
            "Delivered",
            m.deliveredAt ? (
              <>
                <StaffTime iso={m.deliveredAt} /> via {m.transport ?? "?"}
                {m.providerMessageId ? ` (id ${m.providerMessageId})` : ""}
              </>
            ) : (
              "—"
            ),
          ],
          m.salesRequestId
            ? [
                "Sales request",
                <Link key="request" to={`/admin/sales-requests/${m.salesRequestId}`}>
                  Open the request
                </Link>,
              ]
            : null,
        ]}
      />
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
          <FactList
            facts={[
              ["Received", <StaffTime key="received" iso={received.receivedAt} />],
              ["From", received.from],
              ["To", received.to.join(", ")],
              ["Idempotency key", received.idempotencyKey],
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
