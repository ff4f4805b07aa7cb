import { stylesheets } from "~/lib/stylesheets";
import { type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS } from "~/lib/intents";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { ConfirmPanel, DeleteButton } from "~/components/admin/ConfirmDelete";
import { PosterReplace } from "~/components/demo/PosterReplace";
import { ProductSelect } from "~/components/demo/ProductSelect";
import { Field, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TrackUploadForm } from "~/components/demo/TrackUploadForm";
import { deleteItemText } from "~/lib/demo/demoDeleteText";
import { formatBytes, formatDuration, formatWhen, mediaSummary } from "~/lib/demo/demoFormat";
import { productOptionGroups } from "~/lib/demo/demoProducts";
import { formFields } from "~/lib/formErrors";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { MAX_CAPTIONS_BYTES, captionsLabel, captionsTrack } from "~/lib/demo/captions";
import { MAX_CHAPTERS_BYTES, parseChapters } from "~/lib/demo/chapters";
import { chaptersOf, getDemoItem, granteesOf } from "~/server/demo/demoItems.server";
import { deleteDemoItem, saveDemoItem } from "~/server/demo/demoItemOperations.server";
import { removeCaptions, removeChapters, saveCaptions, saveChapters } from "~/server/demo/demoTracks.server";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import demoStyles from "~/styles/demo.css";
import { ErrorAlert } from "~/components/forms/ErrorAlert";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/demo/content/:id: preview an item (staff may stream any item), edit its words and
 * product, replace or remove its poster (or take it from a frame of the video), upload or remove
 * a video's WebVTT captions and its WebVTT chapters (the player lists them; decision record 0025),
 * see who it is shared with, delete it (demo:manage).
 */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d ? d.item.title : "Demo Content" }),
  { name: "robots", content: "noindex" },
];

export const loader = /* @__PURE__ */ staffLoader("demo:manage", async ({ params, env }) => {
  const item = await getDemoItem(env.DB, params.id!);
  if (!item) throw new Response("Demo item not found", { status: 404 });
  const [grantees, chaptersVtt] = await Promise.all([granteesOf(env.DB, item.id), item.chaptersUrl ? chaptersOf(env.DB, item.id) : null]);
  return { item, grantees, chapters: chaptersVtt ? parseChapters(chaptersVtt) : [], productGroups: productOptionGroups() };
});

type ActionData =
  { error: string; fieldErrors?: Record<string, string>; values?: Record<string, string> } | { confirm: { id: string; title: string; grantCount: number } };

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ save: [], "remove-poster": [], captions: [], "remove-captions": [], chapters: [], "remove-chapters": [], ...DELETE_INTENTS });

export const action = /* @__PURE__ */ staffAction("demo:manage", async ({ request, params, env, call }) => {
  const { DB, MEDIA } = env;
  // Captions arrive as a file in this form: room for the largest accepted file and the other fields.
  const form = await readForm(request, MAX_CAPTIONS_BYTES + 16 * 1024);
  const item = await getDemoItem(DB, params.id!);
  if (!item) throw new Response("Demo item not found", { status: 404 });
  const save = (removePoster: boolean) => async () => {
    const fields = formFields(form);
    const input = removePoster
      ? { id: item.id, title: item.title, description: item.description, productId: item.productId, posterUploadId: null }
      : { id: item.id, title: fields.title, description: fields.description ?? "", productId: fields.productId };
    const result = await saveDemoItem(call, MEDIA, input);
    if (!result.ok) return actionFailure(result, fields);
    return redirect(`/admin/demo/content/${item.id}?saved=${removePoster ? "poster" : "1"}`);
  };
  return dispatchIntent(intents, formFields(form), {
    save: save(false),
    "remove-poster": save(true),
    captions: async () => {
      const lang = String(form.get("captionsLang") ?? "").trim() || "en";
      const result = await saveCaptions(call, MEDIA, { id: item.id, file: await fileBytes(form.get("captions")), lang });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/demo/content/${item.id}?saved=captions`);
    },
    "remove-captions": async () => {
      const result = await removeCaptions(call, MEDIA, { id: item.id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/demo/content/${item.id}?saved=captions-removed`);
    },
    chapters: async () => {
      const result = await saveChapters(call, { id: item.id, file: await fileBytes(form.get("chapters")) });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/demo/content/${item.id}?saved=chapters`);
    },
    "remove-chapters": async () => {
      const result = await removeChapters(call, { id: item.id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/demo/content/${item.id}?saved=chapters-removed`);
    },
    "confirm-delete": () => data<ActionData>({ confirm: { id: item.id, title: item.title, grantCount: item.grantCount } }),
    delete: async () => {
      const result = await deleteDemoItem(call, MEDIA, { id: item.id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/demo/content?${new URLSearchParams({ deleted: item.title })}`);
    },
  });
});

/** A file field's bytes; anything else (no file chosen, a text value) is undefined, which the operation's schema refuses. */
const fileBytes = async (value: FormDataEntryValue | null) => (value instanceof File && value.size > 0 ? new Uint8Array(await value.arrayBuffer()) : undefined);

const SAVED: Record<string, string> = {
  poster: "Poster removed.",
  captions: "Captions saved: the player offers them from now on.",
  "captions-removed": "Captions removed.",
  chapters: "Chapters saved: the player lists them from now on.",
  "chapters-removed": "Chapters removed.",
};

export default function DemoItemPage() {
  const { item, grantees, chapters, productGroups } = useLoaderData<typeof loader>();
  // The unknown-intent answer ({ error }) is one of these shapes too.
  const result: ActionData | undefined = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const failed = result && "error" in result ? result : null;
  const saved = params.get("saved");
  return (
    <section aria-labelledby="item-title">
      <h1 id="item-title">{item.title}</h1>
      <p className="admin-muted">
        {mediaSummary(item)} · {formatBytes(item.sizeBytes)} · {item.contentType} · added {formatWhen(item.createdAt)}
      </p>
      {saved && !result ? (
        <p className="form-success" role="status">
          {SAVED[saved] ?? "Saved."}
        </p>
      ) : null}
      {result && "confirm" in result ? (
        <ConfirmPanel
          id={result.confirm.id}
          headline={deleteItemText(result.confirm).headline}
          confirmLabel="Delete item"
          cancelTo={`/admin/demo/content/${item.id}`}
        >
          <p>{deleteItemText(result.confirm).body}</p>
        </ConfirmPanel>
      ) : null}
      <div className="admin-preview">
        {item.kind === "video" ? (
          <video
            id="item-preview-video"
            controls
            preload="metadata"
            src={item.url}
            poster={item.posterUrl ?? undefined}
            aria-label={`Preview of ${item.title}`}
            key={`${item.captionsUrl ?? "none"} ${item.updatedAt}`}
          >
            <track kind="captions" {...captionsTrack(item)} />
            {item.chaptersUrl ? <track kind="chapters" src={item.chaptersUrl} srcLang={item.captionsLang} label="Chapters" /> : null}
          </video>
        ) : (
          <img src={item.url} alt={`Preview of ${item.title}`} width={item.width ?? undefined} height={item.height ?? undefined} />
        )}
      </div>

      <h2>Details</h2>
      <Form method="post" className="admin-form admin-form-wide" noValidate key={item.updatedAt}>
        <ErrorAlert focusOn={failed}>{failed?.error}</ErrorAlert>
        <Field label="Title" name="title" required maxLength={200} defaultValue={failed?.values?.title ?? item.title} error={failed?.fieldErrors?.title} />
        <TextAreaField label="Description" name="description" maxLength={4000} defaultValue={failed?.values?.description ?? item.description} />
        <ProductSelect groups={productGroups} defaultValue={failed?.values?.productId ?? item.productId} error={failed?.fieldErrors?.productId} />
        <div className="form-actions">
          <SubmitButton busy={busy} busyLabel="Saving…" {...intents.button("save")}>
            Save changes
          </SubmitButton>
        </div>
      </Form>

      <h2>Poster</h2>
      {item.posterUrl ? <img className="admin-thumb" src={item.posterUrl} alt={`Poster of ${item.title}`} /> : <p className="admin-muted">No poster.</p>}
      <PosterReplace item={item} videoId={item.kind === "video" ? "item-preview-video" : undefined} />
      {item.posterUrl ? (
        <Form method="post">
          <button type="submit" {...intents.button("remove-poster")} className="button button-small button-secondary">
            Remove poster
          </button>
        </Form>
      ) : null}

      {item.kind === "video" ? (
        <>
          <h2 id="captions-title">Captions</h2>
          <p className={item.hasCaptions ? undefined : "admin-muted"}>
            {item.hasCaptions
              ? `This video has ${captionsLabel(item.captionsLang)} captions (${item.captionsLang}); the player shows them by default.`
              : "No captions yet. Videos with speech need captions (WCAG 1.2.2): upload a WebVTT file."}
          </p>
          <TrackUploadForm
            track="captions"
            titleId="captions-title"
            has={item.hasCaptions}
            hint={`A .vtt file, up to ${MAX_CAPTIONS_BYTES / 1024} KB, starting with the line WEBVTT.`}
            error={failed?.fieldErrors?.captions}
          >
            <Field
              label="Language"
              name="captionsLang"
              defaultValue={item.captionsLang}
              maxLength={35}
              hint="A language tag: en, es, pt-BR…"
              error={failed?.fieldErrors?.captionsLang}
            />
          </TrackUploadForm>
        </>
      ) : null}

      {item.kind === "video" ? (
        <>
          <h2 id="chapters-title">Chapters</h2>
          {chapters.length > 0 ? (
            <>
              <p>The player lists {chapters.length === 1 ? "this chapter" : `these ${chapters.length} chapters`} with the video; a click jumps to its start.</p>
              <ol className="admin-chapters" aria-label="Chapters of this video">
                {chapters.map((c) => (
                  <li key={`${c.start}-${c.title}`}>
                    <span className="admin-chapter-time">{formatDuration(c.start) ?? "0:00"}</span> {c.title}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p className="admin-muted">No chapters yet. A WebVTT chapters file splits a long video into parts the viewer can jump to.</p>
          )}
          {/* Keyed on the item's version: after a save the file field is empty again. */}
          <TrackUploadForm
            key={item.updatedAt}
            track="chapters"
            titleId="chapters-title"
            has={chapters.length > 0}
            hint={`A .vtt file, up to ${MAX_CHAPTERS_BYTES / 1024} KB, starting with the line WEBVTT; each chapter a time line (00:00:00.000 --> 00:01:30.000) with its title on the next line.`}
            error={failed?.fieldErrors?.chapters}
          />
        </>
      ) : null}

      <h2>Shared with</h2>
      {grantees.length === 0 ? (
        <p className="admin-muted">No demo user yet. Grant it on a demo user's screen.</p>
      ) : (
        <ul>
          {grantees.map((g) => (
            <li key={g.id}>
              <Link to={`/admin/demo/users/${g.id}`}>{g.name}</Link> <span className="admin-muted">({g.username})</span>
            </li>
          ))}
        </ul>
      )}

      <h2>Delete</h2>
      <DeleteButton id={item.id} label="Delete this item" className="button button-danger" {...deleteItemText(item)} />
      <p>
        <Link to="/admin/demo/content">Back to demo content</Link>
      </p>
    </section>
  );
}
