import { type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { IntentButton } from "~/components/admin/IntentButton";
import { DeleteButton } from "~/components/admin/ConfirmDelete";
import { PublishedItemAnswer } from "~/components/admin/PublishedItemsScreen";
import { StoryForm } from "~/components/stories/StoryForm";
import type { StoryFormValues } from "~/lib/stories/storyTypes";
import { formatStaffTime } from "~/lib/timeZones";
import { useStaffTimeZone } from "~/hooks/adminData";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { getStoryById } from "~/server/stories/stories.server";
import { storedStoryValues, storyFormOptions, storyFormValues } from "~/server/stories/storyForm.server";
import { deleteStory, editStory, setStoryPublished } from "~/server/stories/storyOperations.server";
import { withRetryAfter } from "~/lib/cache";
import { DELETE_INTENTS, PUBLISH_INTENTS, defineIntents } from "~/lib/intents";
import { formFields } from "~/lib/formErrors";
import { dispatchIntent } from "~/server/platform/intents.server";

/** /admin/stories/:id: edit a customer story; publish, unpublish, delete. */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Edit customer story");

export const loader = /* @__PURE__ */ staffLoader("stories:manage", async ({ params, env }) => {
  const db = env.DB;
  const [story, options] = await Promise.all([getStoryById(db, params.id ?? ""), storyFormOptions(db)]);
  if (!story) throw new Response("Not Found", { status: 404 });
  return { story, options, values: storedStoryValues(story) };
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The editor's Save, and this screen's publish and delete buttons (lib/intents.ts). */
const intents = defineIntents({ save: [], ...PUBLISH_INTENTS, ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("stories:manage", async ({ request, params, call }) => {
  const id = params.id ?? "";
  const form = await readForm(request);
  const publish = async (published: boolean) => {
    const result = await setStoryPublished(call, { id, published });
    if (!result.ok) return actionFailure(result);
    return redirect(`/admin/stories/${id}?saved=${published ? "published" : "unpublished"}`);
  };
  return dispatchIntent(intents, formFields(form), {
    save: async () => {
      const values = storyFormValues(form);
      const result = await editStory(call, id, values);
      if (!result.ok) return actionFailure(result, values);
      return redirect(`/admin/stories/${id}?saved=saved`);
    },
    publish: () => publish(true),
    unpublish: () => publish(false),
    "confirm-delete": () => data({ confirm: true as const }),
    delete: async () => {
      const result = await deleteStory(call, { id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/stories?${new URLSearchParams({ done: `Deleted “${result.story.customerName}”.` })}`);
    },
  });
});

const SAVED: Record<string, string> = {
  created: "Story created.",
  saved: "Changes saved.",
  published: "Published: it is on /customers now.",
  unpublished: "Unpublished: it is no longer on /customers or the product pages.",
};

export default function EditStory() {
  const zone = useStaffTimeZone();
  const { story, options, values: stored } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = SAVED[params.get("saved") ?? ""];
  // A refused save sends its values back; the unknown-intent answer (typed as any failure) never has them.
  const failed = result && "values" in result ? (result as { values: StoryFormValues; fieldErrors?: Record<string, string> }) : undefined;
  return (
    <section aria-labelledby="edit-story-title">
      <div className="admin-title-row">
        <h1 id="edit-story-title">Edit customer story</h1>
        <div className="admin-actions">
          {/* An unpublished story opens as a preview that only staff see (decision record 0052). */}
          <a href={`/customers/${story.slug}`} className="button button-secondary">
            {story.published ? "View on site" : "Preview"}
          </a>
          <Link to={`/admin/stories/${story.id}/translations`} className="button button-secondary">
            Translations
          </Link>
          <IntentButton intent={intents.button(story.published ? "unpublish" : "publish").value} className="button button-secondary">
            {story.published ? "Unpublish" : "Publish"}
          </IntentButton>
          <DeleteButton id={story.id} headline={`Delete “${story.customerName}”?`} body="This cannot be undone." label="Delete story" />
        </div>
      </div>
      <p className="admin-muted">
        {story.published ? "Published" : "Not published"}
        {story.sample ? " · sample content" : ""} · created {formatStaffTime(story.createdAt, zone)} · updated {formatStaffTime(story.updatedAt, zone)}
      </p>
      <PublishedItemAnswer
        flash={saved ?? null}
        result={result}
        confirm={result && "confirm" in result ? { id: story.id, title: story.customerName, published: story.published } : null}
        kind={{ shownOn: "/customers and the product pages", confirmLabel: "Delete story" }}
        cancelTo={`/admin/stories/${story.id}`}
      />
      <StoryForm
        key={story.updatedAt}
        values={failed?.values ?? stored}
        fieldErrors={failed?.fieldErrors}
        options={options}
        submitLabel="Save changes"
        currentSlug={story.slug}
        record={{ id: story.id, updatedAt: story.updatedAt }}
      />
      <p>
        <Link to="/admin/stories">← All stories</Link>
      </p>
    </section>
  );
}
