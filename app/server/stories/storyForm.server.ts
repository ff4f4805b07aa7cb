import { PRODUCTS } from "../../catalogue";
import { GROUP_PAGES } from "../../catalogue/groups";
import { fieldTexts, formFields } from "../../lib/formErrors";
import { pick } from "../../lib/pick";
import { RESULTS_MAX, SEGMENTS, segmentLabel } from "../../lib/stories/schemas";
import type { CustomerStory, StoryFormOptions, StoryFormValues } from "../../lib/stories/storyTypes";
import { listUploads } from "../uploads/uploads.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * What the story editor's actions share: the form's fields as the operation's input (results and
 * products are repeated fields), the stored story as the form's values, and the form's choices
 * (segments, the catalogue's products by group, the image uploads for the logo).
 */
export function storyFormValues(form: FormData): StoryFormValues {
  const f = formFields(form);
  const text = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const values = text("resultValue").slice(0, RESULTS_MAX + 2);
  const labels = text("resultLabel").slice(0, RESULTS_MAX + 2);
  const results = values
    .map((value, i) => ({ value, label: labels[i] ?? "" }))
    // The form always offers empty rows: a row left blank is no result.
    .filter((r) => r.value.trim() !== "" || r.label.trim() !== "");
  return {
    ...fieldTexts(f, ["headline", "slug", "customerName", "segment", "region", "logoUploadId", "logoAlt", "challenge", "solution"]),
    results,
    productIds: [...new Set(text("productIds"))].slice(0, 100),
    ...fieldTexts(f, ["quoteText", "quoteName", "quoteTitle"]),
    published: f.published === "on",
    sample: f.sample === "on",
  };
}

export function storedStoryValues(story: CustomerStory): StoryFormValues {
  return {
    ...pick(story, ["headline", "slug", "customerName", "segment", "region", "challenge", "solution", "results", "productIds", "published", "sample"]),
    logoUploadId: story.logo?.id ?? "",
    logoAlt: story.logo?.alt ?? "",
    quoteText: story.quote?.text ?? "",
    quoteName: story.quote?.name ?? "",
    quoteTitle: story.quote?.title ?? "",
  };
}

/** The new-story form's values: what an empty form reads as. */
export const EMPTY_STORY: StoryFormValues = storyFormValues(new FormData());

/** The editor's choices: segments, the catalogue's products by group (catalogue order), logo images. */
export async function storyFormOptions(db: D1): Promise<StoryFormOptions> {
  const images = await listUploads(db, { kind: "image" });
  return {
    segments: SEGMENTS.map((s) => ({ value: s, label: segmentLabel(s) })),
    productGroups: GROUP_PAGES.map((g) => ({
      name: g.group,
      products: PRODUCTS.filter((p) => p.group === g.group).map((p) => ({ id: p.id, name: p.name })),
    })),
    images: images.map((i) => ({ id: i.id, filename: i.filename, url: i.url })),
  };
}
