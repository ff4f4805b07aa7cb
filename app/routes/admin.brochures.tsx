import { useBusyIntent } from "~/hooks/useBusyIntent";
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { defineIntents } from "~/lib/intents";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { IntentButton } from "~/components/admin/IntentButton";
import { ActionMessages, AdminTable, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { SelectField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formatStaffTime } from "~/lib/timeZones";
import { useStaffTimeZone } from "~/hooks/adminData";
import { formFields } from "~/lib/formErrors";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { attachBrochure, brochureProducts, listBrochures, removeBrochure } from "~/server/brochures/brochures.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { purgePublicPages } from "~/server/platform/edgeCache.server";
import { listUploads } from "~/server/uploads/uploads.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/brochures (decision record 0015): a PDF from the uploads library attached to a
 * product, replaced or removed. The product page then offers "Download the brochure", and every
 * download lands in the sales inbox as a 'Brochure download'. Permission uploads:write: whoever
 * may put a file in the library may offer it; sales staff need not publish to the public site.
 * Plain forms: it all works without JavaScript. Every change is in the audit log.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Product brochures");

export const loader = /* @__PURE__ */ staffLoader("uploads:write", async ({ env }) => {
  const [brochures, pdfs] = await Promise.all([listBrochures(env.DB), listUploads(env.DB, { kind: "pdf" })]);
  const products = brochureProducts().map((p) => {
    const b = brochures.get(p.id);
    return { ...p, brochure: b ? { uploadId: b.uploadId, filename: b.filename, attachedAt: b.attachedAt, attachedBy: b.attachedBy?.name ?? null } : null };
  });
  return { products, pdfs: pdfs.map((u) => ({ id: u.id, filename: u.filename, url: u.url, createdAt: u.createdAt })) };
});

const done = (message: string) => redirect(`/admin/brochures?${new URLSearchParams({ done: message })}`);

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ attach: [], remove: ["productId"] });

export const action = /* @__PURE__ */ staffAction("uploads:write", async ({ request, env, call }) => {
  const fields = formFields(await readForm(request));
  return dispatchIntent(intents, fields, {
    attach: async () => {
      const result = await attachBrochure(call, env.MEDIA, fields);
      if (!result.ok) return actionFailure(result, fields);
      await purgePublicPages(request, [result.product.path]);
      return done(
        result.replaced
          ? `${result.product.name}: ${result.brochure.filename} replaces ${result.replaced}.`
          : `${result.product.name} now offers ${result.brochure.filename}.`,
      );
    },
    remove: async () => {
      const result = await removeBrochure(call, fields);
      if (!result.ok) return actionFailure(result);
      await purgePublicPages(request, [result.product.path]);
      return done(`${result.product.name} no longer offers ${result.filename}.`);
    },
  });
});

export default function Brochures() {
  const zone = useStaffTimeZone();
  const { products, pdfs } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useBusyIntent();
  const flash = useFlash({ done: (message) => message });
  const attached = products.filter((p) => p.brochure);
  const chosenProduct = result?.values?.productId ?? params.get("product") ?? "";
  return (
    <section aria-labelledby="brochures-title">
      <ScreenTitle id="brochures-title" title="Product brochures" />
      <p className="admin-muted">
        A product with a brochure offers “Download the brochure” on its page. Visitors give their name, company and e-mail, get the PDF, and arrive in{" "}
        <Link to="/admin/sales-requests">Sales requests</Link> as a “Brochure download”. Product pages are cached: a change shows within the hour.
      </p>
      <ActionMessages flash={flash} result={result} />

      <h2 id="attach-title">Attach or replace a brochure</h2>
      {pdfs.length === 0 ? (
        <p>
          The uploads library has no PDF yet. <Link to="/admin/uploads">Upload one</Link>, then come back.
        </p>
      ) : (
        <Form method="post" className="admin-form brochure-attach" aria-labelledby="attach-title">
          <SelectField
            label="Product"
            name="productId"
            id="brochure-product"
            required
            defaultValue={chosenProduct}
            error={result?.fieldErrors?.productId}
            options={[
              { value: "", label: "Choose a product" },
              ...products.map((p) => ({ value: p.id, label: `${p.name} (${p.path})${p.brochure ? ` · has ${p.brochure.filename}` : ""}` })),
            ]}
          />
          <SelectField
            label="PDF from the uploads library"
            name="uploadId"
            id="brochure-upload"
            required
            defaultValue={result?.values?.uploadId ?? ""}
            error={result?.fieldErrors?.uploadId}
            hint="Only PDFs are offered, newest first. A product has one brochure: attaching another replaces it."
            options={[
              { value: "", label: "Choose a PDF" },
              ...pdfs.map((u) => ({ value: u.id, label: `${u.filename} (uploaded ${formatStaffTime(u.createdAt, zone)})` })),
            ]}
          />
          <SubmitButton {...intents.button("attach")} busy={busy("attach")} busyLabel="Attaching…">
            Attach brochure
          </SubmitButton>
        </Form>
      )}

      <h2 id="attached-title">Products with a brochure</h2>
      {attached.length === 0 ? (
        <p>No product has a brochure yet.</p>
      ) : (
        <AdminTable caption="Products with a brochure" columns={["Product", "Brochure", "Attached"]}>
          {attached.map((p) => (
            <tr key={p.id}>
              <td data-label="Product">
                <a href={`${p.path}#brochure`}>{p.name}</a>
                <br />
                <code className="admin-muted">{p.path}</code>
              </td>
              <td data-label="Brochure">
                <a href={`/media/uploads/${p.brochure!.uploadId}`}>{p.brochure!.filename}</a>
              </td>
              <td data-label="Attached">
                {formatStaffTime(p.brochure!.attachedAt, zone)}
                {p.brochure!.attachedBy ? ` by ${p.brochure!.attachedBy}` : ""}
              </td>
              <td>
                <div className="row-actions">
                  <Link to={`?product=${p.id}#attach-title`} className="button button-small button-secondary" aria-label={`Replace the brochure of ${p.name}`}>
                    Replace
                  </Link>
                  <IntentButton
                    {...intents.hidden("remove", { productId: p.id })}
                    className="button button-small button-danger"
                    ariaLabel={`Remove the brochure of ${p.name}`}
                  >
                    Remove
                  </IntentButton>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
