import { useBusyIntent } from "~/hooks/useBusyIntent";
import { type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { DELETE_INTENTS, defineIntents } from "~/lib/intents";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { ActionMessages, AdminTable, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { ConfirmPanel, DeleteButton } from "~/components/admin/ConfirmDelete";
import { FormPanel } from "~/components/admin/FormPanel";
import { ChannelForm, LeaderForm, OfficeForm } from "~/components/trust/CompanyEntryForms";
import { privatePageMeta } from "~/hooks/rootData";
import type { ActionFailureData } from "~/lib/actionData";
import { COMPANY_KINDS, CONTACT_TYPE_LABELS, type CompanyKind } from "~/lib/company/profile";
import { formFields } from "~/lib/formErrors";
import { UNKNOWN_ACTION_MESSAGE } from "~/lib/messages";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { createCompanyEntry, deleteCompanyEntry, editCompanyEntry, getCompanyEntry, moveCompanyEntry } from "~/server/company/companyOperations.server";
import { readCompanyProfile } from "~/server/company/companyProfile.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { listUploads } from "~/server/uploads/uploads.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/company: what /company and the Organization JSON-LD state (decision record 0039): the
 * sales and support channels, the offices and the leadership, each added (?add=<kind>), edited
 * (?edit=<kind>&id=<id>), moved up or down, and deleted. Admins only (company:manage). A thin
 * adapter over server/company/companyOperations.server.ts.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Company");

/** A refused change (429) tells the browser when to try again. */
export const headers = /* @__PURE__ */ withRetryAfter();

export const loader = /* @__PURE__ */ staffLoader("company:manage", async ({ env }) => {
  const [profile, images] = await Promise.all([readCompanyProfile(env.DB), listUploads(env.DB, { kind: "image" })]);
  return { profile, images: images.map((i) => ({ id: i.id, filename: i.filename, url: i.url })) };
});

const done = (message: string) => redirect(`/admin/company?${new URLSearchParams({ done: message })}`);
const isKind = (v: unknown): v is CompanyKind => typeof v === "string" && (COMPANY_KINDS as readonly string[]).includes(v);
const NOUN: Record<CompanyKind, string> = { office: "office", leader: "leader", channel: "channel" };
const nameOf = (entry: { city?: string; name?: string; label?: string }) => entry.city ?? entry.name ?? entry.label ?? "";

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ create: [], edit: ["id"], move: ["id", "direction"], ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("company:manage", async ({ request, call }) => {
  const fields = formFields(await readForm(request));
  const kind = fields.kind;
  // Which list the post is about: anything else is as unknown as a forged intent.
  if (!isKind(kind)) return data<ActionFailureData>({ error: UNKNOWN_ACTION_MESSAGE }, { status: 400 });
  return dispatchIntent(intents, fields, {
    create: async () => {
      const result = await createCompanyEntry(call, kind, fields);
      return result.ok ? done(`Added “${nameOf(result.entry)}”.`) : actionFailure(result, fields, { form: "create" as const, kind });
    },
    edit: async () => {
      const result = await editCompanyEntry(call, kind, fields);
      return result.ok ? done(`Saved “${nameOf(result.entry)}”.`) : actionFailure(result, fields, { form: "edit" as const, kind, id: fields.id });
    },
    move: async () => {
      const result = await moveCompanyEntry(call, kind, fields);
      return result.ok ? done(`Moved “${nameOf(result.entry)}” ${fields.direction === "up" ? "up" : "down"}.`) : actionFailure(result);
    },
    "confirm-delete": async () =>
      confirmDelete(await getCompanyEntry(call.db, kind, fields.id ?? ""), (e) => ({ id: e.id, kind, name: nameOf(e) }), `${NOUN[kind]} not found`),
    delete: async () => {
      const result = await deleteCompanyEntry(call, kind, fields);
      return result.ok ? done(`Deleted “${nameOf(result.entry)}”.`) : actionFailure(result);
    },
  });
});

interface ActionData {
  form?: "create" | "edit";
  kind?: CompanyKind;
  id?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  error?: string;
  confirm?: { id: string; kind: CompanyKind; name: string };
}

/** Move up / Move down: each a small form, so they work without JavaScript. */
function MoveButtons({ kind, id, name, first, last }: { kind: CompanyKind; id: string; name: string; first: boolean; last: boolean }) {
  return (
    <>
      {(["up", "down"] as const).map((direction) => (
        <Form method="post" className="inline-form" key={direction}>
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="direction" value={direction} />
          <button
            type="submit"
            name="intent"
            value="move"
            className="button button-small button-secondary"
            aria-label={`Move ${name} ${direction}`}
            disabled={direction === "up" ? first : last}
          >
            {direction === "up" ? "Up" : "Down"}
          </button>
        </Form>
      ))}
    </>
  );
}

function RowActions({ kind, id, name, first, last }: { kind: CompanyKind; id: string; name: string; first: boolean; last: boolean }) {
  return (
    <div className="row-actions">
      <MoveButtons kind={kind} id={id} name={name} first={first} last={last} />
      <Link to={`?edit=${kind}&id=${id}`} className="button button-small button-secondary" aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <DeleteButton id={id} extra={{ kind }} headline={`Delete “${name}”?`} body="The company page stops showing it at once." ariaLabel={`Delete ${name}`} />
    </div>
  );
}

/** The link to an entry's versions in the site's other languages (decision record 0054). */
const TranslationsCell = ({ kind, id, name }: { kind: "channels" | "offices" | "leaders"; id: string; name: string }) => (
  <td data-label="Languages">
    <Link to={`/admin/company/${kind}/${id}/translations`} aria-label={`Translations of ${name}`}>
      Translations
    </Link>
  </td>
);

/** An entry's name, "· sample" after it while it is the seed's placeholder: one piece in the phone's card layout. */
const Named = ({ name, sample }: { name: string; sample: boolean }) => (
  <span>
    {name}
    {sample ? <span className="admin-muted"> · sample</span> : null}
  </span>
);

/** A list's table: the entry's name (first column), its own cells, then its row's buttons. */
function EntryTable<E extends { id: string; sample: boolean }>({
  kind,
  caption,
  columns,
  entries,
  nameOf,
  cells,
}: {
  kind: CompanyKind;
  caption: string;
  columns: string[];
  entries: E[];
  nameOf: (entry: E) => string;
  cells: (entry: E) => ReactNode;
}) {
  return (
    <AdminTable caption={caption} columns={columns}>
      {entries.map((e, i) => (
        <tr key={e.id}>
          <td data-label={columns[0]}>
            <Named name={nameOf(e)} sample={e.sample} />
          </td>
          {cells(e)}
          <td>
            <RowActions kind={kind} id={e.id} name={nameOf(e)} first={i === 0} last={i === entries.length - 1} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** One list of the screen: its heading, the form open on it (adding or editing), its table, and its Add link. */
function EntrySection({
  kind,
  title,
  addLabel,
  empty,
  form,
  formTitle,
  opened,
  count,
  children,
}: {
  kind: CompanyKind;
  title: string;
  addLabel: string;
  empty: string;
  form: ReactNode;
  formTitle: { id: string; text: string } | null;
  /** Opened by a link (Add, Edit), not re-shown after a refused save: brought into view and focused. */
  opened: boolean;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="company-admin-section" aria-labelledby={`${kind}-list-title`}>
      <div className="admin-title-row">
        <h2 id={`${kind}-list-title`}>{title}</h2>
        <Link to={`?add=${kind}`} className="button button-small">
          {addLabel}
        </Link>
      </div>
      {formTitle ? (
        <FormPanel className="company-form-panel" openedBy={formTitle.id} focusOnOpen={opened}>
          <h3 id={formTitle.id}>{formTitle.text}</h3>
          {form}
        </FormPanel>
      ) : null}
      {count ? children : <p className="field-hint">{empty}</p>}
    </section>
  );
}

export default function AdminCompany() {
  const { profile, images } = useLoaderData<typeof loader>();
  const result: ActionData | undefined = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useBusyIntent();
  const flash = useFlash({ done: (message) => message });
  // The form open: a refused post's, else the address's (?add=<kind> or ?edit=<kind>&id=<id>).
  const adding: CompanyKind | null =
    result?.form === "create" ? result.kind! : result?.form ? null : isKind(params.get("add")) ? (params.get("add") as CompanyKind) : null;
  const editing =
    result?.form === "edit"
      ? { kind: result.kind!, id: result.id }
      : !result?.form && isKind(params.get("edit"))
        ? { kind: params.get("edit") as CompanyKind, id: params.get("id") }
        : null;
  const stateFor = (kind: CompanyKind, form: "create" | "edit") => (result?.form === form && result.kind === kind ? result : undefined);
  const edited = <E extends { id: string }>(kind: CompanyKind, list: E[]) => (editing?.kind === kind ? list.find((e) => e.id === editing.id) : undefined);
  const titleOf = (kind: CompanyKind, entry: { id: string } | undefined, name: string, noun: string) =>
    entry ? { id: `${kind}-${entry.id}-title`, text: `Edit “${name}”` } : adding === kind ? { id: `${kind}-new-title`, text: `New ${noun}` } : null;
  // What each entry section takes from the screen's state: the entry edited (if any), the section's
  // open form and title, and its form's refused post and spinner.
  const sectionOf = <E extends { id: string; city?: string; name?: string; label?: string }>(kind: CompanyKind, entries: E[], noun: string) => {
    const entry = edited(kind, entries);
    const mode = entry ? "edit" : "create";
    return {
      key: entry?.id ?? "new",
      section: { kind, opened: !result?.form, count: entries.length, formTitle: titleOf(kind, entry, entry ? nameOf(entry) : "", noun) },
      form: { entry, state: stateFor(kind, mode), busy: busy(mode) },
    };
  };
  const channels = sectionOf("channel", profile.channels, "sales or support channel");
  const offices = sectionOf("office", profile.offices, "office");
  const leaders = sectionOf("leader", profile.leaders, "leader");
  return (
    <section aria-labelledby="company-admin-title">
      <ScreenTitle id="company-admin-title" title="Company" link={{ to: "/company", label: "View page" }} />
      <p>
        What <Link to="/company">/company</Link> shows, and the address and contacts search engines read in the site&apos;s Organization data. A section with no
        entries is not shown. Entries marked “sample” are placeholders the page tags “Sample”: replace or delete them before going live.
      </p>
      <ActionMessages flash={flash} result={result} />
      {result?.confirm ? (
        <ConfirmPanel
          id={result.confirm.id}
          headline={`Delete “${result.confirm.name}”?`}
          cancelTo="/admin/company"
          confirmLabel={`Delete ${NOUN[result.confirm.kind]}`}
          extra={<input type="hidden" name="kind" value={result.confirm.kind} />}
        >
          <p>The company page stops showing it at once.</p>
        </ConfirmPanel>
      ) : null}

      <EntrySection
        {...channels.section}
        title="Sales and support"
        addLabel="Add a channel"
        empty="No sales or support channel yet: the page shows none."
        form={<ChannelForm key={channels.key} {...channels.form} />}
      >
        <EntryTable
          kind="channel"
          caption="Sales and support channels"
          columns={["Name", "For", "Contact", "Languages"]}
          entries={profile.channels}
          nameOf={(c) => c.label}
          cells={(c) => (
            <>
              <td data-label="For">{CONTACT_TYPE_LABELS[c.contactType]}</td>
              <td data-label="Contact" className="company-contact">
                {[c.email, c.telephone].filter(Boolean).join(" · ")}
              </td>
              <TranslationsCell kind="channels" id={c.id} name={c.label} />
            </>
          )}
        />
      </EntrySection>

      <EntrySection
        {...offices.section}
        title="Offices"
        addLabel="Add an office"
        empty="No office yet: the page shows no address."
        form={<OfficeForm key={offices.key} {...offices.form} />}
      >
        <EntryTable
          kind="office"
          caption="Offices"
          columns={["City", "Role", "Telephone", "Languages"]}
          entries={profile.offices}
          nameOf={(o) => o.city}
          cells={(o) => (
            <>
              <td data-label="Role">{o.role || "—"}</td>
              <td data-label="Telephone">{o.telephone || "—"}</td>
              <TranslationsCell kind="offices" id={o.id} name={o.city} />
            </>
          )}
        />
      </EntrySection>

      <EntrySection
        {...leaders.section}
        title="Leadership"
        addLabel="Add a leader"
        empty="No leader yet: the page shows no leadership section."
        form={<LeaderForm key={leaders.key} {...leaders.form} images={images} />}
      >
        <EntryTable
          kind="leader"
          caption="Leadership"
          columns={["Name", "Title", "Photo", "Languages"]}
          entries={profile.leaders}
          nameOf={(l) => l.name}
          cells={(l) => (
            <>
              <td data-label="Title">{l.title}</td>
              <td data-label="Photo">{l.photo ? <img className="company-form-photo" src={l.photo.url} alt={l.photo.alt} width={48} height={48} /> : "None"}</td>
              <TranslationsCell kind="leaders" id={l.id} name={l.name} />
            </>
          )}
        />
      </EntrySection>
    </section>
  );
}
