import { FactList } from "~/components/admin/FactList";
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ActionMessages, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { StaffTime } from "~/components/admin/StaffTime";
import { WrappingEmail } from "~/components/sales/WrappingEmail";
import { can } from "~/lib/auth/permissions";
import { SUSPECTED_SPAM_DAYS, spamReasonLabels } from "~/lib/sales/spamReasons";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { drainOutbox } from "~/server/email/outbox.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { logError } from "~/server/platform/log.server";
import { listSuspectedSpam, restoreSuspectedSpam } from "~/server/sales/suspectedSpam.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/sales-requests/spam: the contact requests stored as suspected spam (decision record
 * 0034), newest first, each with the signals that marked it. "Not spam" moves one into the inbox
 * and queues the e-mails it would have sent; the rest are deleted after 30 days.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Suspected spam");

/** A refused change (429) tells the browser when to try again. */
export const headers = /* @__PURE__ */ withRetryAfter();

export const loader = /* @__PURE__ */ staffLoader("sales:read", async ({ env, user }) => {
  const { items, total } = await listSuspectedSpam(env.DB);
  return {
    items: items.map((s) => ({ ...s, reasonLabels: spamReasonLabels(s.reasons) })),
    total,
    canWrite: can(user.role, "sales:write"),
  };
});

export const action = /* @__PURE__ */ staffAction("sales:write", async ({ request, env, call, context }) => {
  const form = await readForm(request);
  const result = await restoreSuspectedSpam(call, env, { id: form.get("id") ?? undefined });
  if (!result.ok) return actionFailure(result);
  context.waitUntil(drainOutbox(env, { prefer: { salesRequestId: result.id } }).catch((error) => logError(context.requestId, "outbox.drain", error)));
  return redirect(`/admin/sales-requests/spam?${new URLSearchParams({ restored: result.name, id: result.id }).toString()}`);
});

export default function SuspectedSpam() {
  const { items, total, canWrite } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formMethod === "POST" ? navigation.formData?.get("id") : null;
  const flash = useFlash({ restored: (name) => `Restored the request from ${name}: it is in the inbox and its e-mails are queued.` });
  return (
    <section aria-labelledby="spam-title" className="spam-screen">
      <ScreenTitle id="spam-title" title="Suspected spam" link={{ to: "/admin/sales-requests", label: "Back to the inbox" }} />
      <ActionMessages flash={flash} result={result} />
      <p className="admin-muted">
        Requests that showed a sign of automated spam. They were stored but sent no e-mail and are not in the inbox. Use “Not spam” to move one into the inbox
        and send its e-mails; the rest are deleted {SUSPECTED_SPAM_DAYS} days after they arrived.
      </p>
      <p className="admin-muted" role="status">
        {total === 0
          ? "No suspected spam."
          : total > items.length
            ? `Showing the newest ${items.length} of ${total} suspected spam requests.`
            : `${total} suspected spam request${total === 1 ? "" : "s"}.`}
      </p>
      {items.length ? (
        <ul className="spam-list">
          {items.map((s) => (
            <li key={s.id} className="spam-item">
              <article aria-labelledby={`spam-${s.id}`}>
                <div className="spam-item-head">
                  <h2 id={`spam-${s.id}`}>
                    {s.Name}
                    <span className="spam-company"> · {s.CompanyName}</span>
                  </h2>
                  {canWrite ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={s.id} />
                      <button type="submit" className="button" aria-describedby={`spam-${s.id}`} disabled={restoring === s.id}>
                        {restoring === s.id ? "Restoring…" : "Not spam"}
                      </button>
                    </Form>
                  ) : null}
                </div>
                <FactList
                  className="spam-facts"
                  grouped
                  facts={[
                    ["Received", <StaffTime key="received" iso={s.createdAt} />],
                    ["Email", <WrappingEmail key="email" address={s.Email} />],
                    ["Products", s.Products],
                    ["Type", s.ContactType || "—"],
                  ]}
                />
                <div className="spam-reasons">
                  <h3>Why it is suspected</h3>
                  <ul>
                    {s.reasonLabels.map((label) => (
                      <li key={label}>{label}</li>
                    ))}
                  </ul>
                </div>
                {s.Comments ? (
                  <div className="spam-comments">
                    <h3>Comments</h3>
                    <p>{s.Comments}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
