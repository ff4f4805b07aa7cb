import { useBusyIntent } from "~/hooks/useBusyIntent";
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS } from "~/lib/intents";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { IntentButton } from "~/components/admin/IntentButton";
import { ActionMessages, AdminTable, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { ConfirmPanel, DeleteButton } from "~/components/admin/ConfirmDelete";
import { TrustFactForm } from "~/components/trust/TrustFactForm";
import { privatePageMeta } from "~/hooks/rootData";
import { formatDate } from "~/lib/blog/dates";
import { formFields } from "~/lib/formErrors";
import { isToBeConfirmed, sectionTitle } from "~/lib/trust/trustFacts";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { isoNow } from "~/server/platform/clock.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { confirmTrustFact, createTrustFact, deleteTrustFact, editTrustFact, getTrustFact, listTrustFacts } from "~/server/trust/trustFacts.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/trust-centre: the facts /trust-centre shows (add, edit with ?edit=<id>, confirm as
 * reviewed today, delete), each with the day it was last reviewed and whether its words still say
 * "To be confirmed". A thin adapter over server/trust/trustFacts.server.ts.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Trust centre");

export const loader = /* @__PURE__ */ staffLoader("trust:manage", async ({ env }) => ({
  facts: (await listTrustFacts(env.DB)).map((f) => ({ ...f, toBeConfirmed: isToBeConfirmed(f.body) })),
}));

const done = (message: string) => redirect(`/admin/trust-centre?${new URLSearchParams({ done: message })}`);

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ create: [], edit: ["id"], confirm: ["id"], ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("trust:manage", async ({ request, env, call }) => {
  const fields = formFields(await readForm(request));
  const now = isoNow(request, env);
  return dispatchIntent(intents, fields, {
    create: async () => {
      const result = await createTrustFact(call, fields, { now });
      return result.ok ? done(`Added “${result.fact.title}”.`) : actionFailure(result, fields, { form: "create" as const });
    },
    edit: async () => {
      const result = await editTrustFact(call, fields, { now });
      return result.ok ? done(`Saved “${result.fact.title}”.`) : actionFailure(result, fields, { form: "edit" as const, id: fields.id });
    },
    confirm: async () => {
      const result = await confirmTrustFact(call, fields, { now });
      return result.ok ? done(`Marked “${result.fact.title}” as reviewed today.`) : actionFailure(result);
    },
    "confirm-delete": async () => confirmDelete(await getTrustFact(env.DB, fields.id ?? ""), (f) => ({ id: f.id, name: f.title }), "Fact not found"),
    delete: async () => {
      const result = await deleteTrustFact(call, fields);
      return result.ok ? done(`Deleted “${result.fact.title}”.`) : actionFailure(result);
    },
  });
});

interface ActionData {
  form?: "create" | "edit";
  id?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  error?: string;
  confirm?: { id: string; name: string };
}

export default function AdminTrustCentre() {
  const { facts } = useLoaderData<typeof loader>();
  const result: ActionData | undefined = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useBusyIntent();
  const flash = useFlash({ done: (message) => message });
  const editingId = result?.form === "edit" ? result.id : params.get("edit");
  const editing = facts.find((f) => f.id === editingId);
  return (
    <section aria-labelledby="trust-admin-title">
      <ScreenTitle id="trust-admin-title" title="Trust centre" link={{ to: "/trust-centre", label: "View page" }} />
      <ActionMessages flash={flash} result={result} />
      {result?.confirm ? (
        <ConfirmPanel id={result.confirm.id} headline={`Delete “${result.confirm.name}”?`} cancelTo="/admin/trust-centre" confirmLabel="Delete fact">
          <p>The trust centre stops showing it at once.</p>
        </ConfirmPanel>
      ) : null}
      {editing ? (
        <>
          <h2 id={`edit-${editing.id}-title`}>Edit “{editing.title}”</h2>
          <TrustFactForm fact={editing} state={result?.form === "edit" ? result : undefined} busy={busy("edit")} />
        </>
      ) : null}
      <AdminTable caption="Trust-centre facts" columns={["Section", "Title", "State", "Last reviewed"]}>
        {facts.map((f) => (
          <tr key={f.id}>
            <td data-label="Section">{sectionTitle(f.section)}</td>
            <td data-label="Title">{f.title}</td>
            <td data-label="State">
              {f.toBeConfirmed ? <span className="status status-draft">To be confirmed</span> : <span className="status status-published">Confirmed</span>}
            </td>
            <td data-label="Last reviewed">
              <time dateTime={f.reviewedOn}>{formatDate(`${f.reviewedOn}T00:00:00Z`)}</time>
            </td>
            <td>
              <div className="row-actions">
                <IntentButton {...intents.hidden("confirm", { id: f.id })} ariaLabel={`Mark ${f.title} as reviewed today`}>
                  Reviewed today
                </IntentButton>
                <Link to={`?edit=${f.id}`} className="button button-small button-secondary" aria-label={`Edit ${f.title}`}>
                  Edit
                </Link>
                <Link
                  to={`/admin/trust-centre/${f.id}/translations`}
                  className="button button-small button-secondary"
                  aria-label={`Translations of ${f.title}`}
                >
                  Translations
                </Link>
                <DeleteButton id={f.id} headline={`Delete “${f.title}”?`} body="The trust centre stops showing it at once." ariaLabel={`Delete ${f.title}`} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <h2 id="new-title">New fact</h2>
      <TrustFactForm state={result?.form === "create" ? result : undefined} busy={busy("create")} />
    </section>
  );
}
