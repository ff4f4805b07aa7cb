import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS, PUBLISH_INTENTS } from "~/lib/intents";
import { formFields } from "~/lib/formErrors";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PublishDeleteButtons } from "~/components/admin/PublishedItemControls";
import { PublishedItemsScreen, ViewOnSite } from "~/components/admin/PublishedItemsScreen";
import { AdminTable } from "~/components/admin/AdminScreen";
import { Paginator } from "~/components/lists/Paginator";
import { StaffTime } from "~/components/admin/StaffTime";
import { postStatus } from "~/lib/blog/postStatus";
import { isoNow } from "~/server/platform/clock.server";
import { paginate, withParams } from "~/lib/pagination";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { getPostById, listPosts } from "~/server/blog/posts.server";
import { deletePost, setPostPublished } from "~/server/blog/postOperations.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { withRetryAfter } from "~/lib/cache";
import { staffTitleOf } from "~/lib/blog/untitled";

/**
 * /admin/blog: every post, drafts included, newest change first, 25 a page. Publish and
 * unpublish in place; delete with a confirmation (the shell's modal, or a second step without JS).
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Blog posts");

const PAGE_SIZE = 25;

export const loader = /* @__PURE__ */ staffLoader("blog:manage", async ({ request, env }) => {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  return { posts: await listPosts(env.DB, { scope: "all", page, pageSize: PAGE_SIZE }), now: isoNow(request, env) };
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ ...PUBLISH_INTENTS, ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("blog:manage", async ({ request, env, call }) => {
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  const db = env.DB;
  const back = new URL(request.url).search;
  const publish = (intent: "publish" | "unpublish") => async () => {
    const result = await setPostPublished(call, { id, published: intent === "publish" }, { now: isoNow(request, env) });
    if (!result.ok) return actionFailure(result);
    return redirect(`/admin/blog${withParams(back, { done: `${intent === "publish" ? "Published" : "Unpublished"} “${result.post.title}”.` })}`);
  };
  return dispatchIntent(intents, formFields(form), {
    publish: publish("publish"),
    unpublish: publish("unpublish"),
    "confirm-delete": async () =>
      confirmDelete(await getPostById(db, id), (p) => ({ id: p.id, title: staffTitleOf(p), published: p.published }), "Post not found"),
    delete: async () => {
      const result = await deletePost(call, { id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/blog${withParams(back, { done: `Deleted “${staffTitleOf(result.post)}”.` })}`);
    },
  });
});

export default function BlogPosts() {
  const { posts, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const pagination = paginate({ page: posts.page, pageSize: posts.pageSize, total: posts.total });
  return (
    <PublishedItemsScreen
      id="blog-title"
      title="Blog posts"
      listPath="/admin/blog"
      newItem={{ to: "/admin/blog/new", label: "New post", none: "No posts yet." }}
      otherActions={
        <Link to="/admin/blog/categories" className="button button-secondary">
          Categories
        </Link>
      }
      empty={posts.total === 0}
      result={result}
      kind={{ shownOn: "/news and the feed", confirmLabel: "Delete post" }}
    >
      <AdminTable caption="Blog posts, newest change first" columns={["Title", "Category", "Status", "Author", "Updated"]}>
        {posts.items.map((p) => {
          const status = postStatus(p, now);
          return (
            <tr key={p.id}>
              <td data-label="Title">
                {/* One value: a card's cell lays out each child in a grid row of its own. */}
                <span>
                  <Link to={`/admin/blog/${p.id}`}>{staffTitleOf(p)}</Link>
                  {status === "published" ? <ViewOnSite href={`/news/${p.slug}`} name={p.title} /> : null}
                </span>
              </td>
              <td data-label="Category">{p.category?.name ?? "None yet"}</td>
              <td data-label="Status">
                <span className={`status status-${status}`}>{status === "published" ? "Published" : status === "scheduled" ? "Scheduled" : "Draft"}</span>
                {status === "scheduled" ? (
                  <span className="admin-muted">
                    {" "}
                    for <StaffTime iso={p.publishedAt} />
                  </span>
                ) : null}
              </td>
              <td data-label="Author">{p.author?.name ?? "—"}</td>
              <td data-label="Updated">
                <StaffTime iso={p.updatedAt} />
              </td>
              <td>
                <PublishDeleteButtons id={p.id} name={staffTitleOf(p)} published={p.published} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Paginator pagination={pagination} hrefFor={(n) => `/admin/blog${withParams(search, { page: n, done: null })}`} label="Blog post pages" />
    </PublishedItemsScreen>
  );
}
