import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { PostForm, type PostFormValues } from "~/components/blog/PostForm";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { staffTimeZone } from "~/server/users/staffTimeZone.server";
import { createPost, savePost } from "~/server/blog/postOperations.server";
import { postStatus } from "~/lib/blog/postStatus";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { editorOnlyHandlers, postFormOptions, postFormValues, previewOf } from "~/server/blog/postForm.server";
import { postEditorIntents } from "~/lib/blog/postEditorIntents";
import { formFields } from "~/lib/formErrors";
import { dispatchIntent } from "~/server/platform/intents.server";
import { isoNow } from "~/server/platform/clock.server";
import { readForm } from "~/server/platform/forms.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/blog/new: write a post. The page comes with the id the post will have (`draftId`): it
 * autosaves as a draft under it once it has a title and a category (PostForm), and Save writes
 * the post under the same id (savePost), so an autosave and a Save in either order make one post
 * with the Save's words (decision record 0025). The Publish / Schedule control decides whether it
 * is a draft, public now or scheduled.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "New post");

export const loader = /* @__PURE__ */ staffLoader("blog:manage", async ({ env, user }) => ({
  ...(await postFormOptions(env.DB)),
  authorName: user.name,
  draftId: crypto.randomUUID(),
}));

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ staffAction("blog:manage", async ({ request, env, user, call }) => {
  const form = await readForm(request, POST_BODY_LIMIT);
  // A typed schedule is a wall time in the editor's zone (decision record 0029).
  const values = postFormValues(form, staffTimeZone(request, user).timeZone);
  const fields = formFields(form);
  return dispatchIntent(postEditorIntents, fields, {
    ...editorOnlyHandlers(env.DB, values),
    save: async () => {
      const now = isoNow(request, env);
      // The post's id from the page: autosave may have stored it as a draft already, or be on its way.
      const draftId = fields.draftId ?? "";
      const result = UUID.test(draftId) ? await savePost(call, draftId, values, { now }) : await createPost(call, values, { now });
      // A failed save answers with the preview too: it stays beside the form with the errors.
      if (!result.ok) return actionFailure(result, values, { previewHtml: previewOf(values.body) });
      // The writer pressed Save on a new post: "Post created" (or scheduled), even when autosave had stored the draft.
      return redirect(`/admin/blog/${result.post.id}?saved=${postStatus(result.post, now) === "scheduled" ? "scheduled" : "created"}`);
    },
  });
});

const EMPTY: PostFormValues = {
  title: "",
  slug: "",
  summary: "",
  description: "",
  body: "",
  categoryId: "",
  coverUploadId: "",
  published: false,
  publishAt: "",
};

export default function NewPost() {
  const { categories, images, authorName, draftId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-post-title">
      <h1 id="new-post-title">New post</h1>
      <ActionMessages flash={null} result={result} />
      <PostForm
        values={result?.values ?? EMPTY}
        fieldErrors={result?.fieldErrors}
        categories={categories}
        images={images}
        previewHtml={(result && "previewHtml" in result ? result.previewHtml : "") ?? ""}
        authorName={authorName}
        publishedAt={null}
        draft={{ id: draftId, updatedAt: null }}
        isDraft
      />
    </section>
  );
}
