import { type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ActionMessages, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { ConfirmPanel, DeleteButton } from "~/components/admin/ConfirmDelete";
import { IntentButton } from "~/components/admin/IntentButton";
import { UploadControl } from "~/components/admin/UploadControl";
import { ProductCopyPreview } from "~/components/catalogue/ProductCopyPreview";
import type { ScreenshotImage } from "~/lib/catalogue/pageData";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useStaffTimeZone } from "~/hooks/adminData";
import { privatePageMeta } from "~/hooks/rootData";
import { formFields } from "~/lib/formErrors";
import { defineIntents, DELETE_INTENTS } from "~/lib/intents";
import { copyFields, copyOfFields } from "~/lib/products/productCopy";
import { formatStaffTime } from "~/lib/timeZones";
import { productById, productPath } from "~/catalogue";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { copyDraft, copyHistory, defaultCopy, publishCopy, publishedCopy, restoreCopy, saveCopyDraft } from "~/server/products/productCopy.server";
import { withWords } from "~/server/i18n/productWords.server";
import {
  addScreenshot,
  changesText,
  discardScreenshotChanges,
  editScreenshot,
  moveScreenshot,
  removeScreenshot,
  screenshotsOf,
} from "~/server/products/productScreenshots.server";
import { listUploads } from "~/server/uploads/uploads.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/products/:id (decision record 0040): one product page's screenshots (from the uploads
 * library, with a text alternative and a caption, in order) and its marketing copy (a live
 * preview, a draft, publish, and the history to restore from). Adding or removing a screenshot
 * changes the draft, as saving the copy does: the preview shows the draft's screenshots and
 * Publish makes them the page's. Every change is one staff operation with its audit row; the
 * public pages that show the product are purged when what they show changes.
 */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => privatePageMeta(matches, data ? `${data.product.name} · Products` : "Products");

/** A refused change (429) tells the browser when to try again. */
export const headers = /* @__PURE__ */ withRetryAfter();

const notFound = () => new Response("Not Found", { status: 404 });

export const loader = /* @__PURE__ */ staffLoader("products:manage", async ({ env, params }) => {
  const product = productById(params.id ?? "");
  if (!product) throw notFound();
  const [screenshots, published, draft, history, images, words] = await Promise.all([
    screenshotsOf(env.DB, product.id, "all"),
    publishedCopy(env.DB, product.id),
    copyDraft(env.DB, product.id),
    copyHistory(env.DB, product.id),
    listUploads(env.DB, { kind: "image" }),
    // The catalogue's words are a static file (decision record 0058).
    withWords(env.ASSETS, product),
  ]);
  const fallback = defaultCopy(words);
  const changes = {
    added: screenshots.filter((s) => s.state === "added").length,
    removed: screenshots.filter((s) => s.state === "removing").length,
  };
  return {
    product: { id: product.id, name: product.name, path: productPath(product), summary: product.summary },
    screenshots,
    /** What publishing would change about the screenshots ("1 added, 1 removed"), or "". */
    pending: changesText(changes),
    copy: { published: published ?? fallback, edited: published !== null, draft, fallback },
    history,
    images: images
      .filter((u) => ["image/png", "image/jpeg", "image/webp"].includes(u.contentType))
      .map((u) => ({ id: u.id, filename: u.filename, url: u.url, createdAt: u.createdAt })),
  };
});

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({
  "add-screenshot": [],
  "edit-screenshot": ["id"],
  "move-screenshot": ["id", "direction"],
  "remove-screenshot": ["id"],
  "discard-screenshots": [],
  ...DELETE_INTENTS,
  preview: [],
  draft: [],
  publish: [],
  restore: ["version"],
});

export const action = /* @__PURE__ */ staffAction("products:manage", async ({ request, env, call, params }) => {
  const product = productById(params.id ?? "");
  if (!product) throw notFound();
  const fields: Record<string, string | undefined> = { ...formFields(await readForm(request)), productId: product.id };
  const done = (message: string, anchor = "") => redirect(`/admin/products/${product.id}?${new URLSearchParams({ done: message })}${anchor}`);
  const removed = async () => {
    const result = await removeScreenshot(call, fields);
    if (!result.ok) return actionFailure(result);
    const until = result.screenshot.state === "added" ? "" : ": the page shows it until you publish";
    return done(`Removed ${result.screenshot.filename} from the draft of ${product.name}${until} (it stays in the uploads library).`, "#screenshots-title");
  };
  return dispatchIntent(intents, fields, {
    "add-screenshot": async () => {
      const result = await addScreenshot(call, env.MEDIA, fields);
      if (!result.ok) return actionFailure(result, fields, { form: "add-screenshot" });
      const { filename, width, height } = result.screenshot;
      return done(`Added ${filename} (${width} × ${height}) to the draft of ${product.name}: the page shows it when you publish.`, "#screenshots-title");
    },
    "edit-screenshot": async () => {
      const result = await editScreenshot(call, fields);
      if (!result.ok) return actionFailure(result, fields, { form: `edit-${fields.id ?? ""}` });
      return done(`Saved the text of ${result.screenshot.filename}.`, "#screenshots-title");
    },
    "move-screenshot": async () => {
      const result = await moveScreenshot(call, fields);
      if (!result.ok) return actionFailure(result);
      return done(`Moved ${result.screenshot.filename} ${fields.direction === "up" ? "up" : "down"}.`, "#screenshots-title");
    },
    // Remove asks first: "confirm-delete" is the second step without JavaScript, "delete" the
    // confirmed removal; "remove-screenshot" is the older form's one step. One the draft already
    // removes is not asked about again.
    "confirm-delete": async () =>
      confirmDelete(
        (await screenshotsOf(env.DB, product.id, "draft")).find((s) => s.id === fields.id),
        (s) => ({ id: s.id, name: s.filename }),
        "Screenshot not found",
      ),
    delete: async () => removed(),
    "remove-screenshot": async () => removed(),
    "discard-screenshots": async () => {
      const result = await discardScreenshotChanges(call, fields);
      if (!result.ok) return actionFailure(result);
      return done(`Discarded the draft's screenshot changes (${changesText(result.changes)}): it has the page's screenshots again.`, "#screenshots-title");
    },
    // Without JavaScript, the preview is the server's: the same parse, nothing stored.
    preview: async () =>
      data({ preview: copyOfFields({ overview: fields.overview ?? "", features: fields.features ?? "", serves: fields.serves ?? "" }), values: fields }),
    draft: async () => {
      const result = await saveCopyDraft(call, fields);
      if (!result.ok) return actionFailure(result, fields, { form: "copy" });
      return done("Draft saved. The page is unchanged until you publish.", "#copy-title");
    },
    publish: async () => {
      const result = await publishCopy(call, fields);
      if (!result.ok) return actionFailure(result, fields, { form: "copy" });
      const shots = changesText(result.screenshots);
      const what = [result.versionId === null ? "" : "the new copy", shots ? `the draft's screenshots (${shots})` : ""].filter(Boolean).join(" and ");
      return done(`Published. ${product.name}'s page shows ${what || "the same copy"} now.`, "#copy-title");
    },
    restore: async () => {
      const result = await restoreCopy(call, fields);
      if (!result.ok) return actionFailure(result);
      return done(
        result.restored === "default"
          ? `${product.name}'s page shows the catalogue's default copy again.`
          : `Restored version ${result.restored}: the page shows it now.`,
        "#copy-title",
      );
    },
  });
});

type ActionResult = {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  form?: string;
  preview?: ReturnType<typeof copyOfFields>;
  confirm?: { id: string; name: string };
};

/** What Remove's confirmation says: a published screenshot stays on the page until the product is published. */
const removeBody = (state: string) =>
  state === "added"
    ? "Only the draft has it, so the page does not change; the image stays in the uploads library."
    : "The page shows it until you publish the product; the image stays in the uploads library.";

/** What staff see beside a screenshot whose change waits for Publish. */
const DRAFT_STATES: Record<string, { label: string; className: string } | undefined> = {
  added: { label: "New in the draft: the page shows it when you publish", className: "state state-draft" },
  removing: { label: "Removed in the draft: the page shows it until you publish", className: "state state-removing" },
};

export default function AdminProduct() {
  const { product, screenshots, pending, copy, history, images } = useLoaderData<typeof loader>();
  const drafted = screenshots.filter((s) => s.state !== "removing");
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const flash = useFlash({ done: (message) => message });
  const zone = useStaffTimeZone();
  const navigation = useNavigation();
  const busy = (intent: keyof typeof intents.fields) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const errorsFor = (form: string) => (result?.form === form ? result.fieldErrors : undefined);
  const valuesFor = (form: string) => (result?.form === form ? result.values : undefined);
  return (
    <section aria-labelledby="product-admin-title" className="product-admin">
      <p className="admin-breadcrumb">
        <Link to="/admin/products">Products</Link>
      </p>
      <ScreenTitle id="product-admin-title" title={product.name}>
        <a href={product.path} className="button button-secondary">
          View the page
        </a>
      </ScreenTitle>
      <p className="admin-muted">
        {product.summary} <span>(The one-line summary is the catalogue's: search matches it.)</span>
      </p>
      <ActionMessages flash={flash} result={result?.error ? result : undefined} />

      <h2 id="screenshots-title">Screenshots</h2>
      {result?.confirm ? (
        <ConfirmPanel
          id={result.confirm.id}
          headline={`Remove ${result.confirm.name} from ${product.name}?`}
          cancelTo={`/admin/products/${product.id}#screenshots-title`}
          confirmLabel="Remove screenshot"
        >
          <p>{removeBody(screenshots.find((s) => s.id === result.confirm?.id)?.state ?? "published")}</p>
        </ConfirmPanel>
      ) : null}
      <p className="admin-muted">
        The first screenshot replaces the drawing beside the product's name and is its link-preview picture; the others follow the features. PNG, JPEG or WebP
        from the uploads library; a text alternative says what the screen shows for people who cannot see it. Adding or removing one changes the draft: the page
        shows it when you publish the product (Publish, under Page copy). A change to a screenshot's text or order on the page shows at once.
      </p>
      {pending ? (
        <div className="draft-changes">
          <p>
            <strong>The draft's screenshots differ from the page's ({pending}).</strong> Publish shows them; the preview under Page copy shows them now.
          </p>
          <IntentButton {...intents.hidden("discard-screenshots", {})}>Discard screenshot changes</IntentButton>
        </div>
      ) : null}
      {screenshots.length === 0 ? (
        <p>No screenshot yet: the page shows the drawing of its screen.</p>
      ) : (
        <ol className="screenshot-list">
          {screenshots.map((s, i) => {
            const state = DRAFT_STATES[s.state];
            return (
              <li key={s.id} className={`screenshot-item${s.state === "removing" ? " screenshot-removing" : ""}`}>
                <img src={s.src} width={s.width} height={s.height} alt={s.alt} loading="lazy" decoding="async" />
                <div>
                  {state ? <p className={state.className}>{state.label}</p> : null}
                  <p className="admin-muted">
                    {s.id === drafted[0]?.id ? "Main picture · " : ""}
                    {s.filename}, {s.width} × {s.height}
                  </p>
                  <Form method="post" className="admin-form screenshot-text" aria-label={`Text of ${s.filename}`}>
                    <input type="hidden" name="id" value={s.id} />
                    <Field
                      label="Text alternative"
                      name="alt"
                      id={`alt-${s.id}`}
                      required
                      maxLength={300}
                      defaultValue={valuesFor(`edit-${s.id}`)?.alt ?? s.alt}
                      error={errorsFor(`edit-${s.id}`)?.alt}
                    />
                    <Field
                      label="Caption (optional)"
                      name="caption"
                      id={`caption-${s.id}`}
                      maxLength={300}
                      defaultValue={valuesFor(`edit-${s.id}`)?.caption ?? s.caption}
                    />
                    <SubmitButton {...intents.button("edit-screenshot")} className="button button-small" busy={busy("edit-screenshot")} busyLabel="Saving…">
                      Save text
                    </SubmitButton>
                  </Form>
                  <div className="row-actions">
                    <IntentButton {...intents.hidden("move-screenshot", { id: s.id, direction: "up" })} disabled={i === 0} ariaLabel={`Move ${s.filename} up`}>
                      Move up
                    </IntentButton>
                    <IntentButton
                      {...intents.hidden("move-screenshot", { id: s.id, direction: "down" })}
                      disabled={i === screenshots.length - 1}
                      ariaLabel={`Move ${s.filename} down`}
                    >
                      Move down
                    </IntentButton>
                    {s.state === "removing" ? null : (
                      <DeleteButton
                        id={s.id}
                        headline={`Remove ${s.filename} from ${product.name}?`}
                        body={removeBody(s.state)}
                        label="Remove"
                        ariaLabel={`Remove ${s.filename}`}
                      />
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <h3 id="add-screenshot-title">Add a screenshot</h3>
      {images.length === 0 ? (
        <p>The uploads library has no PNG, JPEG or WebP image yet: upload one below, then choose it here.</p>
      ) : (
        <Form method="post" className="admin-form" aria-labelledby="add-screenshot-title">
          <SelectField
            label="Image from the uploads library"
            name="uploadId"
            id="screenshot-upload"
            required
            defaultValue={valuesFor("add-screenshot")?.uploadId ?? ""}
            error={errorsFor("add-screenshot")?.uploadId}
            hint="PNG, JPEG and WebP images, newest first. Its width and height are read from the file."
            options={[
              { value: "", label: "Choose an image" },
              ...images.map((u) => ({ value: u.id, label: `${u.filename} (uploaded ${formatStaffTime(u.createdAt, zone)})` })),
            ]}
          />
          <Field
            label="Text alternative"
            name="alt"
            id="screenshot-alt"
            required
            maxLength={300}
            hint="What the screen shows, in a sentence: “Fed Funds daily position: purchases, sales and the net reserve position by counterparty.”"
            defaultValue={valuesFor("add-screenshot")?.alt ?? ""}
            error={errorsFor("add-screenshot")?.alt}
          />
          <Field
            label="Caption (optional)"
            name="caption"
            id="screenshot-caption"
            maxLength={300}
            defaultValue={valuesFor("add-screenshot")?.caption ?? ""}
            error={errorsFor("add-screenshot")?.caption}
          />
          <SubmitButton {...intents.button("add-screenshot")} busy={busy("add-screenshot")} busyLabel="Adding…">
            Add screenshot
          </SubmitButton>
        </Form>
      )}
      <UploadControl />

      <h2 id="copy-title">Page copy</h2>
      <p className="admin-muted">
        {copy.draft
          ? `A draft saved ${formatStaffTime(copy.draft.savedAt, zone)}${copy.draft.savedBy ? ` by ${copy.draft.savedBy}` : ""} is in the editor; the page shows the ${copy.edited ? "published" : "default"} copy.`
          : copy.edited
            ? "The page shows edited copy."
            : "The page shows the catalogue's default copy."}
        {pending ? ` Publish also shows the draft's screenshots (${pending}).` : ""}
      </p>
      <p className="admin-muted">
        In Spanish, French, Portuguese and Arabic the page shows your version of the published copy where you wrote one, else the catalogue&apos;s translation:{" "}
        <Link to={`/admin/products/${product.id}/translations`}>Translations of the page copy</Link>.
      </p>
      <CopyEditor
        key={`${copy.draft?.savedAt ?? ""}${history[0]?.id ?? ""}`}
        name={product.name}
        initial={copyFields(copy.draft?.copy ?? copy.published)}
        screenshots={drafted}
        values={valuesFor("copy") ?? (result?.preview ? result.values : undefined)}
        errors={errorsFor("copy")}
        busy={busy}
      />

      <h2 id="history-title">History</h2>
      {history.length === 0 ? (
        <p>Nothing published yet: the page shows the catalogue's default copy.</p>
      ) : (
        <ol className="copy-history" aria-labelledby="history-title">
          {history.map((v, i) => (
            <li key={v.id}>
              <div>
                <strong>Version {v.id}</strong>
                {i === 0 ? " (on the page)" : ""} · {formatStaffTime(v.publishedAt, zone)}
                {v.publishedBy ? ` by ${v.publishedBy}` : ""}
                {v.restoredFrom ? ` · a copy of version ${v.restoredFrom}` : ""}
                {v.copy ? "" : " · the catalogue's default"}
                <p className="admin-muted copy-history-excerpt">{(v.copy ?? copy.fallback).description[0]}</p>
              </div>
              {i > 0 ? (
                <IntentButton {...intents.hidden("restore", { version: String(v.id) })} ariaLabel={`Restore version ${v.id}`}>
                  Restore
                </IntentButton>
              ) : null}
            </li>
          ))}
          {history[0]?.copy ? (
            <li>
              <div>
                <strong>The catalogue's default</strong>
                <p className="admin-muted copy-history-excerpt">{copy.fallback.description[0]}</p>
              </div>
              <IntentButton {...intents.hidden("restore", { version: "default" })} ariaLabel="Restore the catalogue's default copy">
                Restore
              </IntentButton>
            </li>
          ) : null}
        </ol>
      )}
      {copy.draft ? <p className="admin-muted">Restoring discards the draft in the editor.</p> : null}
    </section>
  );
}

/** The copy's fields, in the order the editor shows them. */
const COPY_FIELDS: readonly { name: "overview" | "features" | "serves"; label: string; rows: number; hint?: string }[] = [
  { name: "overview", label: "Overview", rows: 10, hint: "Two to four short paragraphs; a blank line starts a new one." },
  { name: "features", label: "Features", rows: 8, hint: "One feature a line, a sentence each." },
  { name: "serves", label: "Who it serves", rows: 2 },
];

/** The copy's three fields and, beside them, the page's body as they would make it (updated as you type). */
function CopyEditor({
  name,
  initial,
  values,
  errors,
  busy,
  screenshots,
}: {
  name: string;
  initial: { overview: string; features: string; serves: string };
  screenshots: ScreenshotImage[];
  values?: Record<string, string>;
  errors?: Record<string, string>;
  busy: (intent: keyof typeof intents.fields) => boolean;
}) {
  const [fields, setFields] = useState(() => ({
    overview: values?.overview ?? initial.overview,
    features: values?.features ?? initial.features,
    serves: values?.serves ?? initial.serves,
  }));
  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLTextAreaElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));
  return (
    <div className="copy-editor">
      <Form method="post" className="admin-form" aria-labelledby="copy-title">
        {COPY_FIELDS.map((f) => (
          <TextAreaField
            key={f.name}
            label={f.label}
            name={f.name}
            id={`copy-${f.name}`}
            rows={f.rows}
            required
            hint={f.hint}
            value={fields[f.name]}
            onChange={set(f.name)}
            error={errors?.[f.name]}
          />
        ))}
        <div className="row-actions">
          <SubmitButton {...intents.button("publish")} busy={busy("publish")} busyLabel="Publishing…">
            Publish
          </SubmitButton>
          <SubmitButton {...intents.button("draft")} className="button button-secondary" busy={busy("draft")} busyLabel="Saving…">
            Save draft
          </SubmitButton>
          <noscript>
            <button type="submit" {...intents.button("preview")} className="button button-secondary">
              Preview
            </button>
          </noscript>
        </div>
      </Form>
      <section aria-labelledby="copy-preview-title" className="copy-preview-frame">
        <h3 id="copy-preview-title">Preview</h3>
        <ProductCopyPreview name={name} copy={copyOfFields(fields)} screenshots={screenshots} />
      </section>
    </div>
  );
}
