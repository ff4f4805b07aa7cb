import type { MetaFunction } from "@remix-run/cloudflare";
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
import { staffLoader } from "~/server/admin/staffRoute.server";
import { publishDeleteAction } from "~/server/admin/deleteAction.server";
import { getPostById, listPosts } from "~/server/blog/posts.server";
import { deletePost, setPostPublished } from "~/server/blog/postOperations.server";
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

export const action = /* @__PURE__ */ publishDeleteAction("blog:manage", {
  find: ({ env }, id) => getPostById(env.DB, id),
  confirm: (p) => ({ id: p.id, title: staffTitleOf(p), published: p.published }),
  notFound: "Post not found",
  publish: async ({ request, env, call }, id, published) => {
    const result = await setPostPublished(call, { id, published }, { now: isoNow(request, env) });
    return result.ok ? { ok: true, to: backTo(request, `${published ? "Published" : "Unpublished"} “${result.post.title}”.`) } : result;
  },
  remove: async ({ request, call }, id) => {
    const result = await deletePost(call, { id });
    return result.ok ? { ok: true, to: backTo(request, `Deleted “${staffTitleOf(result.post)}”.`) } : result;
  },
});

/** The list the change was made on (its page), saying what was done. */
const backTo = (request: Request, done: string) => `/admin/blog${withParams(new URL(request.url).search, { done })}`;

export default function BlogPosts() {
  const { posts, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const pagination = paginate({ page: posts.page, pageSize: posts.pageSize, total: posts.total });
  return (
    <PublishedItemsScreen
      title="Blog posts"
      listPath="/admin/blog"
      newItem={{ label: "New post", none: "No posts yet." }}
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
