import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PublishDeleteButtons } from "~/components/admin/PublishedItemControls";
import { PublishedItemsScreen, ViewOnSite } from "~/components/admin/PublishedItemsScreen";
import { AdminTable } from "~/components/admin/AdminScreen";
import { StaffTime } from "~/components/admin/StaffTime";
import { segmentLabel } from "~/lib/stories/schemas";
import { withParams } from "~/lib/pagination";
import { privatePageMeta } from "~/hooks/rootData";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { publishDeleteAction } from "~/server/admin/deleteAction.server";
import { getStoryById, listStories } from "~/server/stories/stories.server";
import { deleteStory, setStoryPublished } from "~/server/stories/storyOperations.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/stories: every customer story, newest change first. Publish and unpublish in place;
 * delete with a confirmation (the shell's modal, or a second step without JavaScript).
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Customer stories");

export const loader = /* @__PURE__ */ staffLoader("stories:manage", async ({ env }) => {
  const stories = await listStories(env.DB, { publishedOnly: false });
  return {
    stories: stories.map((s) => ({
      id: s.id,
      slug: s.slug,
      customerName: s.customerName,
      headline: s.headline,
      segment: segmentLabel(s.segment),
      published: s.published,
      sample: s.sample,
      updatedAt: s.updatedAt,
    })),
  };
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ publishDeleteAction("stories:manage", {
  find: ({ env }, id) => getStoryById(env.DB, id),
  confirm: (s) => ({ id: s.id, title: s.customerName, published: s.published }),
  notFound: "Story not found",
  publish: async ({ request, call }, id, published) => {
    const result = await setStoryPublished(call, { id, published });
    return result.ok ? { ok: true, to: backTo(request, `${published ? "Published" : "Unpublished"} “${result.story.customerName}”.`) } : result;
  },
  remove: async ({ request, call }, id) => {
    const result = await deleteStory(call, { id });
    return result.ok ? { ok: true, to: backTo(request, `Deleted “${result.story.customerName}”.`) } : result;
  },
});

/** The list the change was made on, saying what was done. */
const backTo = (request: Request, done: string) => `/admin/stories${withParams(new URL(request.url).search, { done })}`;

export default function Stories() {
  const { stories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PublishedItemsScreen
      title="Customer stories"
      listPath="/admin/stories"
      newItem={{ label: "New story", none: "No stories yet." }}
      empty={stories.length === 0}
      result={result}
      kind={{ shownOn: "/customers and the product pages", confirmLabel: "Delete story" }}
    >
      <AdminTable caption="Customer stories, newest change first" columns={["Customer", "Segment", "Status", "Updated"]}>
        {stories.map((s) => (
          <tr key={s.id}>
            <td data-label="Customer">
              {/* One value: a card's cell lays out each child in a grid row of its own. */}
              <div>
                <Link to={`/admin/stories/${s.id}`}>{s.customerName}</Link>
                {s.published ? <ViewOnSite href={`/customers/${s.slug}`} name={s.customerName} /> : null}
                <br />
                <span className="admin-muted">{s.headline}</span>
              </div>
            </td>
            <td data-label="Segment">{s.segment}</td>
            <td data-label="Status">
              <span>
                <span className={`status status-${s.published ? "published" : "draft"}`}>{s.published ? "Published" : "Not published"}</span>
                {s.sample ? <span className="admin-muted"> · sample</span> : null}
              </span>
            </td>
            <td data-label="Updated">
              <StaffTime iso={s.updatedAt} />
            </td>
            <td>
              <PublishDeleteButtons id={s.id} name={s.customerName} published={s.published} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </PublishedItemsScreen>
  );
}
