import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS } from "~/lib/intents";
import { formFields } from "~/lib/formErrors";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActionMessages, AdminTable, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { ConfirmPanel, DeleteButton } from "~/components/admin/ConfirmDelete";
import { UploadControl } from "~/components/admin/UploadControl";
import { StaffTime } from "~/components/admin/StaffTime";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { readUploadFiles } from "~/server/uploads/uploadForm.server";
import { deleteUpload, getUpload, listUploads, storeUploads } from "~/server/uploads/uploads.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/uploads: files for blog covers and downloads. Uploading works as a plain form post
 * (this action) and, with JavaScript, through POST /api/uploadFiles/ with a progress bar.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Uploads");

export const loader = /* @__PURE__ */ staffLoader("uploads:write", async ({ env }) => ({ uploads: await listUploads(env.DB) }));

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("uploads:write", async ({ request, env, call }) => {
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    const form = await readUploadFiles(request);
    if (!form.ok) return actionFailure(form);
    const result = await storeUploads(call, env.MEDIA, form.files);
    if (!result.ok) return actionFailure(result);
    return redirect(`/admin/uploads?${new URLSearchParams({ done: `Uploaded ${result.uploads.map((u) => u.filename).join(", ")}.` })}`);
  }
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  return dispatchIntent(intents, formFields(form), {
    "confirm-delete": async () => confirmDelete(await getUpload(env.DB, id), (u) => ({ id: u.id, filename: u.filename }), "Upload not found"),
    delete: async () => {
      const result = await deleteUpload(call, env.MEDIA, { id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/uploads?${new URLSearchParams({ done: `Deleted ${result.upload.filename}.` })}`);
    },
  });
});

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

export default function Uploads() {
  const { uploads } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const flash = useFlash({ done: (message) => message });
  return (
    <section aria-labelledby="uploads-title">
      <ScreenTitle id="uploads-title" title="Uploads" />
      <ActionMessages flash={flash} result={result} />
      {result && "confirm" in result ? (
        <ConfirmPanel id={result.confirm.id} headline={`Delete ${result.confirm.filename}?`} cancelTo="/admin/uploads" confirmLabel="Delete file">
          <p>
            Posts using it as their cover lose the cover, a product using it as its brochure loses the brochure, and links to it stop working. This cannot be
            undone.
          </p>
        </ConfirmPanel>
      ) : null}
      <UploadControl />
      {uploads.length === 0 ? (
        <p>Nothing uploaded yet.</p>
      ) : (
        <AdminTable caption="Uploaded files, newest first" columns={["File", "Type", "Size", "Uploaded"]}>
          {uploads.map((u) => (
            <tr key={u.id}>
              {/* One element per cell: on a phone the cell is a card row, its value one piece beside its label. */}
              <td data-label="File">
                <div>
                  {u.kind === "image" ? <img className="upload-thumb" src={u.url} alt="" width={64} height={36} loading="lazy" /> : null}
                  <a href={u.url}>{u.filename}</a>
                  <br />
                  <code className="admin-muted">{u.url}</code>
                </div>
              </td>
              <td data-label="Type">{u.contentType}</td>
              <td data-label="Size">{size(u.sizeBytes)}</td>
              <td data-label="Uploaded">
                <span>
                  <StaffTime iso={u.createdAt} />
                  {u.uploadedBy ? ` by ${u.uploadedBy.name}` : ""}
                </span>
              </td>
              <td>
                <DeleteButton
                  id={u.id}
                  named={u.filename}
                  body="Posts using it as their cover lose the cover; a product using it as its brochure loses the brochure. This cannot be undone."
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
