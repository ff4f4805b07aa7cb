import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS, PUBLISH_INTENTS } from "~/lib/intents";
import { formFields } from "~/lib/formErrors";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PublishDeleteButtons } from "~/components/admin/PublishedItemControls";
import { PublishedItemsScreen, ViewOnSite } from "~/components/admin/PublishedItemsScreen";
import { AdminTable } from "~/components/admin/AdminScreen";
import { StaffTime } from "~/components/admin/StaffTime";
import { segmentLabel } from "~/lib/stories/schemas";
import { withParams } from "~/lib/pagination";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
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

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ ...PUBLISH_INTENTS, ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("stories:manage", async ({ request, env, call }) => {
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  const db = env.DB;
  const back = new URL(request.url).search;
  const publish = (published: boolean) => async () => {
    const result = await setStoryPublished(call, { id, published });
    if (!result.ok) return actionFailure(result);
    return redirect(`/admin/stories${withParams(back, { done: `${published ? "Published" : "Unpublished"} “${result.story.customerName}”.` })}`);
  };
  return dispatchIntent(intents, formFields(form), {
    publish: publish(true),
    unpublish: publish(false),
    "confirm-delete": async () =>
      confirmDelete(await getStoryById(db, id), (s) => ({ id: s.id, title: s.customerName, published: s.published }), "Story not found"),
    delete: async () => {
      const result = await deleteStory(call, { id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/stories${withParams(back, { done: `Deleted “${result.story.customerName}”.` })}`);
    },
  });
});

export default function Stories() {
  const { stories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PublishedItemsScreen
      id="stories-title"
      title="Customer stories"
      listPath="/admin/stories"
      newItem={{ to: "/admin/stories/new", label: "New story", none: "No stories yet." }}
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
