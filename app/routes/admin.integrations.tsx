import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS } from "~/lib/intents";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ActionMessages, AdminTable, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { ConfirmPanel, DeleteButton } from "~/components/admin/ConfirmDelete";
import { IntentButton } from "~/components/admin/IntentButton";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { privatePageMeta } from "~/hooks/rootData";
import { withRetryAfter } from "~/lib/cache";
import { formFields } from "~/lib/formErrors";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_KEYS } from "~/lib/webhooks/webhookEvents";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { drainWebhooks, webhookSummary } from "~/server/webhooks/webhookDelivery.server";
import { logError } from "~/server/platform/log.server";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  setWebhookPaused,
  testDeliveryOutcome,
} from "~/server/webhooks/webhookEndpoints.server";

/**
 * /admin/integrations: signed webhooks to a CRM (decision record 0043), admins only. Add an
 * endpoint (its secret is shown once, in this answer only), rotate, pause, resume, delete, and
 * every delivery with its attempts and "Send again". A thin adapter over webhookEndpoints.server.ts.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Integrations");

export const loader = /* @__PURE__ */ staffLoader("webhooks:manage", async ({ env }) => {
  const [endpoints, deliveries, summary] = await Promise.all([
    listWebhookEndpoints(env.DB),
    listWebhookDeliveries(env.DB, { limit: 50 }),
    webhookSummary(env.DB),
  ]);
  return { endpoints, deliveries, summary };
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

const done = (message: string) => redirect(`/admin/integrations?${new URLSearchParams({ done: message })}`);

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ create: [], rotate: ["id"], pause: ["id"], resume: ["id"], ...DELETE_INTENTS, test: ["id"], resend: ["id"] });

export const action = /* @__PURE__ */ staffAction("webhooks:manage", async ({ request, env, call, context }) => {
  const form = await readForm(request);
  const fields = formFields(form);
  return dispatchIntent(intents, fields, {
    create: async () => {
      const result = await createWebhookEndpoint(call, env, { ...fields, events: form.getAll("events").map(String) });
      return result.ok
        ? { secret: { url: result.endpoint.url, value: result.secret, rotated: false } }
        : actionFailure(result, fields, { form: "create" as const });
    },
    rotate: async () => {
      const result = await rotateWebhookSecret(call, env, fields);
      return result.ok ? { secret: { url: result.endpoint.url, value: result.secret, rotated: true } } : actionFailure(result);
    },
    pause: async () => {
      const result = await setWebhookPaused(call, fields, true);
      return result.ok ? done(`Paused ${result.endpoint.url}: no events are queued for it.`) : actionFailure(result);
    },
    resume: async () => {
      const result = await setWebhookPaused(call, fields, false);
      return result.ok ? done(`Resumed ${result.endpoint.url}.`) : actionFailure(result);
    },
    "confirm-delete": async () => confirmDelete(await getWebhookEndpoint(env.DB, fields.id ?? ""), (e) => ({ id: e.id, name: e.url }), "Endpoint not found"),
    delete: async () => {
      const result = await deleteWebhookEndpoint(call, fields);
      return result.ok ? done(`Deleted ${result.endpoint.url} and its deliveries.`) : actionFailure(result);
    },
    // Sent while the admin waits (one attempt, at most the drain's timeout), so the answer can say
    // what the receiver did; a failure is retried like any delivery.
    test: async () => {
      const result = await sendWebhookTestEvent(call, fields);
      if (!result.ok) return actionFailure(result);
      await drainWebhooks(env).catch((error) => logError(context.requestId, "webhooks.drain", error));
      return done(await testDeliveryOutcome(env.DB, result.deliveryId, result.endpoint.url));
    },
    resend: async () => {
      const result = await resendWebhookDelivery(call, fields);
      return result.ok ? done("The delivery will be sent again at the next drain.") : actionFailure(result);
    },
  });
});

interface ActionData {
  form?: "create";
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  error?: string;
  confirm?: { id: string; name: string };
  secret?: { url: string; value: string; rotated: boolean };
}

const when = (iso: string) => iso.replace("T", " ").slice(0, 19) + " UTC";

export default function AdminIntegrations() {
  const { endpoints, deliveries, summary } = useLoaderData<typeof loader>();
  const result: ActionData | undefined = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const flash = useFlash({ done: (message) => message });
  const values = result?.form === "create" ? result.values : undefined;
  return (
    <section aria-labelledby="integrations-title" className="integrations">
      <ScreenTitle id="integrations-title" title="Integrations" />
      <p>
        Signed webhooks (Standard Webhooks) send new leads and their changes to your CRM. Retries go out when the site has traffic (at most a minute apart), for
        up to 24 hours. <Link to="/admin/integrations/help">How webhooks work</Link>: the events, their signatures, a receiver and mapping a lead to HubSpot or
        Salesforce.
      </p>
      <ActionMessages flash={flash} result={result} />
      {summary.failedLastWeek > 0 || summary.overdue > 0 ? (
        <p role="status" className="notice notice-warning">
          {summary.failedLastWeek > 0 ? `${summary.failedLastWeek} deliveries failed after 24 hours in the last 7 days. ` : ""}
          {summary.overdue > 0 ? `${summary.overdue} deliveries are overdue (waiting for traffic to start a drain).` : ""}
        </p>
      ) : null}
      {result?.secret ? (
        <div className="webhook-secret">
          <p className="form-success" role="status">
            {result.secret.rotated ? "New signing secret" : "Signing secret"} for {result.secret.url}. Copy it now: it is not shown again.
            {result.secret.rotated ? " The previous secret still signs for 24 hours." : ""}
          </p>
          <div className="invitation-link">
            <label className="visually-hidden" htmlFor="webhook-secret">
              Signing secret
            </label>
            <input id="webhook-secret" type="text" readOnly value={result.secret.value} onFocus={(e) => e.currentTarget.select()} />
          </div>
        </div>
      ) : null}
      {result?.confirm ? (
        <ConfirmPanel id={result.confirm.id} headline={`Delete ${result.confirm.name}?`} cancelTo="/admin/integrations" confirmLabel="Delete endpoint">
          <p>Its pending deliveries and their log are deleted with it.</p>
        </ConfirmPanel>
      ) : null}
      <h2 id="endpoints-title">Endpoints</h2>
      {endpoints.length === 0 ? <p className="admin-muted">No endpoint yet: add one below.</p> : null}
      <AdminTable labelledBy="endpoints-title" columns={["URL", "Events", "State"]}>
        {endpoints.map((e) => (
          <tr key={e.id}>
            <td data-label="URL" className="break-anywhere">
              {/* One element: a card's cell lays out each child apart. */}
              <div>
                {e.url}
                {e.description ? <div className="admin-muted">{e.description}</div> : null}
              </div>
            </td>
            <td data-label="Events">{e.events.join(", ")}</td>
            <td data-label="State">
              <div>
                {e.paused ? <span className="status status-draft">Paused</span> : <span className="status status-published">Active</span>}
                {e.previousSecretUntil ? <div className="admin-muted">Old secret valid until {when(e.previousSecretUntil)}</div> : null}
              </div>
            </td>
            <td>
              <div className="row-actions">
                {e.paused ? null : (
                  <IntentButton intent="test" fields={{ id: e.id }} ariaLabel={`Send a test event to ${e.url}`}>
                    Send a test event
                  </IntentButton>
                )}
                <IntentButton intent="rotate" fields={{ id: e.id }} ariaLabel={`Rotate the secret of ${e.url}`}>
                  Rotate secret
                </IntentButton>
                <IntentButton intent={e.paused ? "resume" : "pause"} fields={{ id: e.id }} ariaLabel={`${e.paused ? "Resume" : "Pause"} ${e.url}`}>
                  {e.paused ? "Resume" : "Pause"}
                </IntentButton>
                <DeleteButton id={e.id} named={e.url} body="Its pending deliveries and their log are deleted with it." />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <h2 id="new-endpoint-title">Add an endpoint</h2>
      {/* Keyed by the last secret shown: after an endpoint is added the form starts empty again. */}
      <Form method="post" aria-labelledby="new-endpoint-title" className="admin-form" noValidate key={result?.secret?.value ?? "new"}>
        <input type="hidden" name="intent" value="create" />
        <Field
          label="URL"
          name="url"
          type="url"
          required
          maxLength={2000}
          autoComplete="off"
          defaultValue={values?.url ?? ""}
          placeholder="https://crm.example.com/webhooks"
          error={result?.fieldErrors?.url}
          hint="Where the events are posted. In production, an https address on the public internet."
        />
        <fieldset className="webhook-events" aria-describedby={result?.fieldErrors?.events ? "field-events-error" : undefined}>
          <legend>Events</legend>
          <ul>
            {WEBHOOK_EVENT_KEYS.map((key) => (
              <li key={key} className="field-checkbox">
                <input id={`event-${key}`} type="checkbox" name="events" value={key} defaultChecked={key === "sales_request.created"} />
                <label htmlFor={`event-${key}`}>
                  <code>{key}</code> <span className="admin-muted">{WEBHOOK_EVENTS[key]}</span>
                </label>
              </li>
            ))}
          </ul>
          {result?.fieldErrors?.events ? (
            <p className="field-error" id="field-events-error">
              {result.fieldErrors.events}
            </p>
          ) : null}
        </fieldset>
        <Field label="Description (optional)" name="description" maxLength={300} autoComplete="off" defaultValue={values?.description ?? ""} />
        <div className="form-actions">
          <SubmitButton busy={busy} busyLabel="Adding…">
            Add endpoint
          </SubmitButton>
        </div>
      </Form>
      <h2 id="deliveries-title">Deliveries</h2>
      <AdminTable labelledBy="deliveries-title" columns={["Time", "Event", "Endpoint", "Attempt", "Response", "Duration", "State"]}>
        {deliveries.map((d) => (
          <tr key={d.id}>
            <td data-label="Time">
              <time dateTime={d.createdAt}>{when(d.createdAt)}</time>
            </td>
            <td data-label="Event">{d.event}</td>
            <td data-label="Endpoint" className="break-anywhere">
              {d.endpointUrl}
            </td>
            <td data-label="Attempt">{d.attempts}</td>
            <td data-label="Response">{d.lastStatus ?? d.lastError ?? "—"}</td>
            <td data-label="Duration">{d.lastDurationMs === null ? "—" : `${d.lastDurationMs} ms`}</td>
            <td data-label="State">
              <div>
                {d.state === "pending" && d.attempts > 0 ? `retrying at ${when(d.nextAttemptAt)}` : d.state}
                {d.log.length > 1 ? (
                  <details>
                    <summary>{d.log.length} attempts</summary>
                    <ol>
                      {d.log.map((a) => (
                        <li key={a.attempt}>
                          {when(a.at)}: {a.status ?? a.error ?? "no response"} ({a.durationMs} ms)
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
              </div>
            </td>
            <td>
              <IntentButton intent="resend" fields={{ id: d.id }} ariaLabel={`Send ${d.event} again`}>
                Send again
              </IntentButton>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
