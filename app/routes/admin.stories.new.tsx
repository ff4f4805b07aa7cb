import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { StoryForm } from "~/components/stories/StoryForm";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { EMPTY_STORY, storyFormOptions, storyFormValues } from "~/server/stories/storyForm.server";
import { createStory } from "~/server/stories/storyOperations.server";
import { withRetryAfter } from "~/lib/cache";

/** /admin/stories/new: write a customer story (public only when "May be published" is ticked). */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "New customer story");

export const loader = /* @__PURE__ */ staffLoader("stories:manage", async ({ env }) => ({ options: await storyFormOptions(env.DB), empty: EMPTY_STORY }));

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ staffAction("stories:manage", async ({ request, call }) => {
  const values = storyFormValues(await readForm(request));
  const result = await createStory(call, values);
  if (!result.ok) return actionFailure(result, values);
  return redirect(`/admin/stories/${result.story.id}?saved=created`);
});

const NEW = { id: null, updatedAt: null };

export default function NewStory() {
  const { options, empty } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-story-title">
      <h1 id="new-story-title">New customer story</h1>
      <ActionMessages flash={null} result={result} />
      <StoryForm values={result?.values ?? empty} fieldErrors={result?.fieldErrors} options={options} submitLabel="Save story" record={NEW} />
      <p>
        <Link to="/admin/stories">← All stories</Link>
      </p>
    </section>
  );
}
