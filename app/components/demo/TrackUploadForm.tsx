import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field } from "~/components/forms/Field";

/**
 * The upload form of one of a video's WebVTT tracks on /admin/demo/content/:id (captions,
 * chapters): the file field, its hint and its error, any further fields, then "Upload …" and,
 * while the video has the track, "Remove …". Both post the same form, told apart by their intent
 * (`track` and `remove-track`); the action answers each with its own operation.
 */
export function TrackUploadForm({
  track,
  titleId,
  hint,
  has,
  error,
  children,
}: {
  /** The file field's name, the upload intent and the word the labels use. */
  track: "captions" | "chapters";
  /** The heading that names the form. */
  titleId: string;
  hint: string;
  /** The video has this track now: the field offers a replacement and "Remove" is shown. */
  has: boolean;
  error?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form" aria-labelledby={titleId} noValidate>
      <Field
        label={has ? `Replace the ${track} (WebVTT)` : `${track[0]!.toUpperCase()}${track.slice(1)} file (WebVTT)`}
        name={track}
        type="file"
        accept=".vtt,text/vtt"
        hint={hint}
        error={error}
      />
      {children}
      <div className="form-actions">
        <button type="submit" name="intent" value={track} className="button">
          {`Upload ${track}`}
        </button>
        {has ? (
          <button type="submit" name="intent" value={`remove-${track}`} className="button button-secondary">
            {`Remove ${track}`}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
