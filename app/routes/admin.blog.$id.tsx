import { type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DeleteButton } from "~/components/admin/ConfirmDelete";
import { PublishedItemAnswer } from "~/components/admin/PublishedItemsScreen";
import { PostForm, type PostFormValues } from "~/components/blog/PostForm";
import { formatStaffTime } from "~/lib/timeZones";
import { useStaffTimeZone } from "~/hooks/adminData";
import { postStatus } from "~/lib/blog/postStatus";
import { staffTitleOf } from "~/lib/blog/untitled";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { staffTimeZone } from "~/server/users/staffTimeZone.server";
import { getPostById } from "~/server/blog/posts.server";
import { deletePost, editPost, setPostPublished } from "~/server/blog/postOperations.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { type PostEditorData, editorOnlyHandlers, postFormOptions, postFormValues, previewOf, storedPostValues } from "~/server/blog/postForm.server";
import { isoNow } from "~/server/platform/clock.server";
import { readForm } from "~/server/platform/forms.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { withRetryAfter } from "~/lib/cache";
import { DELETE_INTENTS, PUBLISH_INTENTS, defineIntents } from "~/lib/intents";
import { POST_EDITOR_INTENTS } from "~/lib/blog/postEditorIntents";
import { formFields } from "~/lib/formErrors";
import { dispatchIntent } from "~/server/platform/intents.server";

/** /admin/blog/:id: edit a post with a server-rendered preview; publish, unpublish, delete. */
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d ? `Edit: ${staffTitleOf(d.post)}` : "Edit post" }),
  { name: "robots", content: "noindex" },
];

export const loader = /* @__PURE__ */ staffLoader("blog:manage", async ({ request, params, env }) => {
  const db = env.DB;
  const [post, options] = await Promise.all([getPostById(db, params.id ?? ""), postFormOptions(db)]);
  if (!post) throw new Response("Not Found", { status: 404 });
  const now = isoNow(request, env);
  // The preview is there from the start: the stored post as /news shows (or will show) it.
  return { post, ...options, now, status: postStatus(post, now), values: storedPostValues(post, now), previewHtml: previewOf(post.body) };
});

type ActionData = PostEditorData | { confirm: true };

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The editor's buttons, and this screen's publish and delete buttons (lib/intents.ts). */
const intents = defineIntents({ ...POST_EDITOR_INTENTS, ...PUBLISH_INTENTS, ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("blog:manage", async ({ request, params, env, user, call }) => {
  const id = params.id ?? "";
  const now = isoNow(request, env);
  const form = await readForm(request, POST_BODY_LIMIT);
  const publish = async (published: boolean) => {
    // Publish means now: a scheduled post goes public at once.
    const result = await setPostPublished(call, { id, published }, { now });
    if (!result.ok) return actionFailure(result);
    return redirect(`/admin/blog/${id}?saved=${published ? "published" : "unpublished"}`);
  };
  // A typed schedule is a wall time in the editor's zone (decision record 0029).
  const values = postFormValues(form, staffTimeZone(request, user).timeZone);
  return dispatchIntent(intents, formFields(form), {
    ...editorOnlyHandlers(env.DB, values),
    save: async () => {
      const result = await editPost(call, id, values, { now });
      // A failed save answers with the preview too: it stays beside the form with the errors.
      if (!result.ok) return actionFailure(result, values, { previewHtml: previewOf(values.body) });
      return redirect(`/admin/blog/${id}?saved=${postStatus(result.post, now) === "scheduled" ? "scheduled" : "saved"}`);
    },
    publish: () => publish(true),
    unpublish: () => publish(false),
    "confirm-delete": () => data<ActionData>({ confirm: true }),
    delete: async () => {
      const result = await deletePost(call, { id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/blog?${new URLSearchParams({ done: `Deleted “${staffTitleOf(result.post)}”.` })}`);
    },
  });
});

const SAVED: Record<string, string> = {
  created: "Post created.",
  saved: "Changes saved.",
  scheduled: "Changes saved. The post is scheduled: it appears on /news at its publish time.",
  published: "Published: it is on /news now.",
  unpublished: "Unpublished: it is no longer on /news.",
};

export default function EditPost() {
  const zone = useStaffTimeZone();
  const { post, categories, images, status, values: stored, previewHtml } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = SAVED[params.get("saved") ?? ""];
  // What the editor shows from the last answer: a failed save, a preview, an inserted picture.
  const editor = result && "previewHtml" in result ? result : undefined;
  const values: PostFormValues = editor?.values ?? stored;
  return (
    <section aria-labelledby="edit-post-title">
      <div className="admin-title-row post-edit-header">
        <h1 id="edit-post-title">Edit post</h1>
        <div className="admin-actions post-edit-actions">
          {status === "published" ? (
            <a href={`/news/${post.slug}`} className="button button-secondary">
              View on site
            </a>
          ) : null}
          <Link to={`/admin/blog/${post.id}/translations`} className="button button-secondary">
            Translations
          </Link>
          <Form method="post" className="post-edit-publish">
            <button type="submit" {...intents.button(post.published ? "unpublish" : "publish")} className="button button-secondary">
              {status === "published" ? "Unpublish" : status === "scheduled" ? "Unschedule" : "Publish now"}
            </button>
            {status === "scheduled" ? (
              <button type="submit" {...intents.button("publish")} className="button button-secondary">
                Publish now
              </button>
            ) : null}
          </Form>
          <DeleteButton
            id={post.id}
            headline={`Delete “${staffTitleOf(post)}”?`}
            body="This cannot be undone."
            label="Delete post"
            className="button button-danger post-edit-delete"
          />
        </div>
      </div>
      <p className="admin-muted">
        {status === "published" ? "Published" : status === "scheduled" ? `Scheduled for ${formatStaffTime(post.publishedAt, zone)}` : "Draft"} · by{" "}
        {post.author?.name ?? "—"} · created {formatStaffTime(post.createdAt, zone)} · updated {formatStaffTime(post.updatedAt, zone)}
        {status === "published" && post.publishedAt ? ` · published ${formatStaffTime(post.publishedAt, zone)}` : ""}
      </p>
      <PublishedItemAnswer
        flash={saved ?? null}
        result={result}
        confirm={result && "confirm" in result ? post : null}
        kind={{ shownOn: "/news and the feed", confirmLabel: "Delete post" }}
        cancelTo={`/admin/blog/${post.id}`}
      />
      <PostForm
        key={post.updatedAt}
        values={values}
        fieldErrors={editor?.fieldErrors}
        categories={categories}
        images={images}
        previewHtml={editor?.previewHtml ?? previewHtml}
        currentSlug={post.slug}
        authorName={post.author?.name ?? null}
        publishedAt={post.publishedAt}
        draft={{ id: post.id, updatedAt: post.updatedAt }}
        isDraft={!post.published}
        alreadyPublic={status === "published"}
      />
      <p>
        <Link to="/admin/blog">← All posts</Link>
      </p>
    </section>
  );
}
