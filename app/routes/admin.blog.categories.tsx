import { useBusyIntent } from "~/hooks/useBusyIntent";
import { FormActions } from "~/components/forms/FormActions";
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS } from "~/lib/intents";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { IntentButton } from "~/components/admin/IntentButton";
import { ActionMessages, AdminTable, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { ConfirmPanel, DeleteButton } from "~/components/admin/ConfirmDelete";
import { Field } from "~/components/forms/Field";
import { SelectField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formFields } from "~/lib/formErrors";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "~/server/blog/categories.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/blog/categories: create, rename (?edit=<id>), delete. A category with posts can be
 * deleted only by moving its posts to another one, chosen in the confirmation.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Blog categories");

export const loader = /* @__PURE__ */ staffLoader("blog:manage", async ({ env }) => ({ categories: await listCategories(env.DB) }));

interface ActionData {
  form?: "create" | "rename" | "delete";
  id?: string;
  values?: Record<string, string>;
  error?: string;
  fieldErrors?: Record<string, string>;
  confirm?: { id: string; name: string; postCount: number };
}

const done = (message: string) => redirect(`/admin/blog/categories?${new URLSearchParams({ done: message })}`);

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ create: [], rename: ["id"], ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("blog:manage", async ({ request, env, call }) => {
  const db = env.DB;
  const fields = formFields(await readForm(request));
  const id = fields.id ?? "";
  const save = (form: "create" | "rename") => async () => {
    const result = form === "create" ? await createCategory(call, fields) : await updateCategory(call, id, fields);
    if (!result.ok) return actionFailure(result, fields, { form, id });
    return done(form === "create" ? `Created “${result.category.name}”.` : `Saved “${result.category.name}”.`);
  };
  return dispatchIntent(intents, fields, {
    create: save("create"),
    rename: save("rename"),
    "confirm-delete": async () => confirmDelete(await getCategory(db, id), (c) => ({ id: c.id, name: c.name, postCount: c.postCount }), "Category not found"),
    delete: async () => {
      const result = await deleteCategory(call, fields);
      if (!result.ok) {
        const category = await getCategory(db, id);
        return actionFailure(result, undefined, {
          form: "delete" as const,
          confirm: category ? { id, name: category.name, postCount: category.postCount } : undefined,
        });
      }
      return done(`Deleted “${result.category.name}”${result.moved ? ` and moved its ${result.moved} post${result.moved === 1 ? "" : "s"}` : ""}.`);
    },
  });
});

export default function BlogCategories() {
  const { categories } = useLoaderData<typeof loader>();
  // The unknown-intent answer ({ error }) is one of these shapes too.
  const result: ActionData | undefined = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useBusyIntent();
  const editing = result?.form === "rename" ? result.id : params.get("edit");
  const flash = useFlash({ done: (message) => message });
  const confirm = result?.confirm;
  const others = confirm ? categories.filter((c) => c.id !== confirm.id) : [];
  return (
    <section aria-labelledby="categories-title">
      <ScreenTitle id="categories-title" title="Blog categories" link={{ to: "/admin/blog", label: "Posts" }} />
      <ActionMessages flash={flash} result={result} />
      {confirm ? (
        <ConfirmPanel
          id={confirm.id}
          headline={`Delete “${confirm.name}”?`}
          cancelTo="/admin/blog/categories"
          confirmLabel={confirm.postCount ? "Move posts and delete" : "Delete category"}
          extra={
            confirm.postCount ? (
              <SelectField
                label={`Move its ${confirm.postCount} post${confirm.postCount === 1 ? "" : "s"} to`}
                name="moveTo"
                required
                error={result?.fieldErrors?.moveTo}
                options={[{ value: "", label: "Choose a category" }, ...others.map((c) => ({ value: c.id, label: c.name }))]}
              />
            ) : null
          }
        >
          <p>{confirm.postCount ? `It has ${confirm.postCount} post${confirm.postCount === 1 ? "" : "s"}: choose where they go.` : "It has no posts."}</p>
        </ConfirmPanel>
      ) : null}

      <AdminTable caption="Blog categories" columns={["Name", "Slug", "Posts"]}>
        {categories.map((c) =>
          editing === c.id ? (
            <tr key={c.id}>
              <td colSpan={4}>
                <Form method="post" className="inline-edit" aria-label={`Rename ${c.name}`}>
                  <input type="hidden" name="id" value={c.id} />
                  <Field
                    label="Name"
                    name="name"
                    id={`rename-name-${c.id}`}
                    required
                    maxLength={80}
                    defaultValue={result?.values?.name ?? c.name}
                    error={result?.fieldErrors?.name}
                    // The rename form opens because the user asked for it: its field is where they are.
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus
                  />
                  <Field
                    label="Slug"
                    name="slug"
                    id={`rename-slug-${c.id}`}
                    maxLength={120}
                    defaultValue={result?.values?.slug ?? c.slug}
                    error={result?.fieldErrors?.slug}
                    hint="Changing it changes the category's /news address."
                  />
                  <FormActions {...intents.button("rename")} busy={busy("rename")} cancelTo="/admin/blog/categories">
                    Save
                  </FormActions>
                </Form>
              </td>
            </tr>
          ) : (
            <tr key={c.id}>
              <td data-label="Name">{c.name}</td>
              <td data-label="Slug">
                <code>{c.slug}</code>
              </td>
              <td data-label="Posts">
                {c.postCount} ({c.publishedCount} published)
              </td>
              <td>
                <div className="row-actions">
                  <Link to={`?edit=${c.id}`} className="button button-small button-secondary" aria-label={`Rename ${c.name}`}>
                    Rename
                  </Link>
                  {c.postCount === 0 ? (
                    <DeleteButton id={c.id} headline={`Delete “${c.name}”?`} body="It has no posts." ariaLabel={`Delete ${c.name}`} />
                  ) : (
                    // With posts, the move target is chosen in the confirmation step.
                    <IntentButton
                      {...intents.hidden("confirm-delete", { id: c.id })}
                      className="button button-small button-danger"
                      ariaLabel={`Delete ${c.name}`}
                    >
                      Delete
                    </IntentButton>
                  )}
                </div>
              </td>
            </tr>
          ),
        )}
      </AdminTable>

      <h2 id="new-category">New category</h2>
      <Form method="post" className="admin-form" aria-labelledby="new-category">
        <Field
          label="Name"
          name="name"
          required
          maxLength={80}
          defaultValue={result?.form === "create" ? result.values?.name : undefined}
          error={result?.form === "create" ? result.fieldErrors?.name : undefined}
        />
        <Field
          label="Slug (optional)"
          name="slug"
          maxLength={120}
          defaultValue={result?.form === "create" ? result.values?.slug : undefined}
          error={result?.form === "create" ? result.fieldErrors?.slug : undefined}
          hint="Blank makes it from the name."
        />
        <SubmitButton {...intents.button("create")} busy={busy("create")} busyLabel="Creating…">
          Create category
        </SubmitButton>
      </Form>
    </section>
  );
}
