import { postEditorIntents } from "~/lib/blog/postEditorIntents";
import { Link } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { Field } from "~/components/forms/Field";
import { DataServiceError } from "~/browser/dataService";
import { useDataService } from "~/hooks/useDataService";
import { ALT_REQUIRED_MESSAGE, pictureMarkdown } from "~/lib/blog/pictures";
import { SERVER_ERROR_MESSAGE } from "~/lib/messages";
import { ALLOWED_TYPES_LABEL, SNIFF_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL, sniffFileType } from "~/lib/uploads/fileTypes";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

export interface PickerImage {
  id: string;
  filename: string;
  url: string;
}

/** An image file chosen, pasted or dropped in the editor, checked here before it is sent. */
async function imageProblem(file: File): Promise<string | null> {
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name} is too large: the limit is ${UPLOAD_MAX_LABEL} per file`;
  const type = sniffFileType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (type?.kind !== "image") return `${file.name || "The file"} is not a picture: use PNG, JPEG, GIF or WebP (${ALLOWED_TYPES_LABEL} go to Uploads)`;
  return null;
}

type UploadState = { phase: "idle" } | { phase: "uploading"; percent: number } | { phase: "failed"; message: string };

/**
 * "Add a picture to the body" (decision record 0025): the uploads library's images as
 * thumbnails to choose from, or a new one uploaded here (or pasted or dropped into the body,
 * which hands its file to `uploadRef`). A picture goes in only with its text alternative (WCAG
 * 1.1.1). Without JavaScript the radios and the alt field post with intent=insert-picture and the
 * server appends the picture.
 */
export function PicturePicker({
  images,
  onUploaded,
  onInsert,
  error,
  uploadRef,
}: {
  images: PickerImage[];
  onUploaded: (image: PickerImage) => void;
  /** Puts the Markdown in the body at the cursor; false when there is no body (no JavaScript path). */
  onInsert: (markdown: string) => void;
  error?: string;
  /** Set to this picker's upload function, so the body's paste and drop can use it. */
  uploadRef: React.MutableRefObject<((file: File) => Promise<void>) | null>;
}) {
  const service = useDataService();
  const [chosen, setChosen] = useState<string>("");
  const [upload, setUpload] = useState<UploadState>({ phase: "idle" });
  const [altError, setAltError] = useState<string | undefined>(undefined);
  const [announce, setAnnounce] = useState("");
  // Field renders the input (React 18: no ref through a function component); it has a fixed id.
  const altInput = () => document.getElementById("field-pictureAlt") as HTMLInputElement | null;
  const fileRef = useRef<HTMLInputElement>(null);
  const groupId = useId();

  async function uploadFile(file: File) {
    const problem = await imageProblem(file);
    if (problem) return setUpload({ phase: "failed", message: problem });
    const form = new FormData();
    form.append("file", file, file.name || "pasted-picture.png");
    setUpload({ phase: "uploading", percent: 0 });
    try {
      const result = await service.upload<{ uploads: PickerImage[] }>(service.api.api.uploadFiles.$url().pathname, form, (p) =>
        setUpload({ phase: "uploading", percent: p.percent }),
      );
      const image = result.uploads[0];
      if (!image) throw new Error("no upload");
      onUploaded(image);
      setChosen(image.id);
      setUpload({ phase: "idle" });
      setAnnounce(`Uploaded ${image.filename}. Describe it, then choose Insert picture.`);
      altInput()?.focus();
      altInput()?.scrollIntoView({ block: "nearest" });
    } catch (e) {
      setUpload({ phase: "failed", message: e instanceof DataServiceError ? (e.detail ?? e.message) : SERVER_ERROR_MESSAGE });
    }
  }
  uploadRef.current = uploadFile;

  function insert(e: React.MouseEvent<HTMLButtonElement>) {
    const alt = altInput()?.value ?? "";
    const markdown = pictureMarkdown(chosen, alt);
    if (!markdown.ok) {
      // With JavaScript the picture goes in at the cursor; without, the server appends it.
      e.preventDefault();
      setAltError(markdown.path === "pictureAlt" ? markdown.error : undefined);
      (markdown.path === "pictureAlt" ? altInput() : document.getElementById(`${groupId}-first`))?.focus();
      return;
    }
    e.preventDefault();
    setAltError(undefined);
    onInsert(markdown.text);
    const input = altInput();
    if (input) input.value = "";
    setAnnounce("Picture inserted in the body.");
  }

  return (
    <fieldset className="post-picture">
      <legend>Add a picture to the body</legend>
      <p className="field-hint">Choose one from Uploads, upload a new one, or paste or drop a picture into the body.</p>
      {images.length > 0 ? (
        <div className="picture-grid" role="radiogroup" aria-label="Pictures from Uploads">
          {images.map((image, i) => (
            <label key={image.id} className="picture-choice">
              <input
                type="radio"
                name="pictureUploadId"
                value={image.id}
                id={i === 0 ? `${groupId}-first` : undefined}
                checked={chosen === image.id}
                onChange={() => setChosen(image.id)}
              />
              <img src={image.url} alt="" loading="lazy" width={120} height={68} />
              <span className="picture-name">{image.filename}</span>
            </label>
          ))}
        </div>
      ) : (
        <p className="field-hint">There are no pictures in Uploads yet.</p>
      )}
      <div className="picture-upload">
        <input
          ref={fileRef}
          type="file"
          id="picture-file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="visually-hidden"
          aria-label="Picture to upload"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void uploadFile(file);
            e.currentTarget.value = "";
          }}
        />
        <button type="button" className="button button-secondary" onClick={() => fileRef.current?.click()} disabled={upload.phase === "uploading"}>
          {upload.phase === "uploading" ? `Uploading… ${upload.percent}%` : "Upload a picture"}
        </button>
        <Link to="/admin/uploads" className="picture-library-link">
          All uploads
        </Link>
      </div>
      <ErrorAlert>{upload.phase === "failed" ? upload.message : null}</ErrorAlert>
      <Field
        label="Text alternative"
        name="pictureAlt"
        maxLength={300}
        autoComplete="off"
        hint={`Required: say what the picture shows, for readers who cannot see it (e.g. “Bar chart: deposits up 12 % in 2026”).`}
        error={altError ?? error}
      />
      <button type="submit" {...postEditorIntents.button("insert-picture")} className="button button-secondary" onClick={insert}>
        Insert picture
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  );
}

export { ALT_REQUIRED_MESSAGE };
