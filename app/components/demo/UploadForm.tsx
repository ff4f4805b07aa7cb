import { Link, useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field, TextAreaField } from "~/components/forms/Field";
import { formatBytes } from "~/lib/demo/demoFormat";
import { MAX_UPLOAD_BYTES, kindOfContentType } from "~/lib/demo/demoSchemas";
import { probeImage, probeVideo } from "~/browser/mediaProbe";
import { UploadError, type UploadProgress, cancelUpload, discardRemembered, rememberedUploads, uploadFile } from "~/browser/multipartUpload";
import { type ProductOptionGroup, ProductSelect } from "./ProductSelect";
import { REQUIRED_VALUES_MESSAGE, SERVER_ERROR_MESSAGE } from "~/lib/messages";

/**
 * The new-content control of /admin/demo/content/new: the file goes to R2 in parts with a
 * progress bar (retrying a failed part, resumable after a lost connection or a reload), then a
 * poster (the chosen image, or a frame taken from the video), then the item is saved through
 * DemoAccessSaveorEdit. Needs JavaScript (a multi-gigabyte file cannot go through a form post).
 */
type Phase =
  | { step: "idle" }
  | { step: "working"; label: string; progress: UploadProgress | null }
  | { step: "paused"; message: string }
  | { step: "failed"; message: string };

interface Remembered {
  uploadId: string;
  filename: string;
  sizeBytes: number;
}

const ACCEPT = "video/mp4,video/webm,video/ogg,image/png,image/jpeg,image/webp,image/gif,image/avif";

function progressText(label: string, p: UploadProgress | null): string {
  if (!p) return `${label}…`;
  const pct = p.totalBytes ? Math.floor((p.sentBytes / p.totalBytes) * 100) : 0;
  const base = `${label}: ${pct}% (${formatBytes(p.sentBytes)} of ${formatBytes(p.totalBytes)}), part ${Math.min(p.partsDone + 1, p.partCount)} of ${p.partCount}`;
  if (p.phase === "retrying") return `${base}. A part failed; trying again (attempt ${(p.attempt ?? 0) + 1})…`;
  if (p.phase === "offline") return `${base}. Waiting for the connection to come back…`;
  if (p.phase === "completing") return `${label}: joining the parts…`;
  return base;
}

export function UploadForm({ productGroups }: { productGroups: ProductOptionGroup[] }) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [remembered, setRemembered] = useState<Remembered[]>([]);
  const abort = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);
  // Uploads already completed for this form (file → upload id), so a failed save does not upload again.
  const done = useRef(new Map<File, string>());
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => setRemembered(rememberedUploads()), []);
  useEffect(() => {
    if (phase.step === "failed" || phase.step === "paused") statusRef.current?.focus();
  }, [phase.step]);

  async function upload(file: File, label: string, signal: AbortSignal): Promise<string> {
    const known = done.current.get(file);
    if (known) return known;
    setPhase({ step: "working", label, progress: null });
    const id = await uploadFile(file, (progress) => setPhase({ step: "working", label, progress }), signal);
    done.current.set(file, id);
    return id;
  }

  async function run(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get("file");
    const posterChoice = data.get("poster");
    const title = String(data.get("title") ?? "").trim();
    const productId = String(data.get("productId") ?? "");
    const fieldErrors: Record<string, string> = {};
    const media = file instanceof File && file.size > 0 ? file : null;
    const kind = media ? kindOfContentType(media.type) : null;
    if (!media) fieldErrors.file = "Choose a video or image";
    else if (!kind) fieldErrors.file = "Choose an MP4, WebM or Ogg video, or a PNG, JPEG, WebP, GIF or AVIF image";
    else if (media.size > MAX_UPLOAD_BYTES[kind]) fieldErrors.file = `A ${kind} may be at most ${formatBytes(MAX_UPLOAD_BYTES[kind])}`;
    const poster = posterChoice instanceof File && posterChoice.size > 0 ? posterChoice : null;
    if (poster && kindOfContentType(poster.type) !== "image") fieldErrors.poster = "The poster must be a PNG, JPEG, WebP, GIF or AVIF image";
    if (!title) fieldErrors.title = "Title is Required";
    if (!productId) fieldErrors.productId = "Product is Required";
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length || !media || !kind) {
      setPhase({ step: "failed", message: REQUIRED_VALUES_MESSAGE });
      return;
    }
    lastFile.current = media;
    const controller = new AbortController();
    abort.current = controller;
    try {
      setPhase({ step: "working", label: "Reading the file", progress: null });
      const facts = kind === "video" ? await probeVideo(media) : { ...(await probeImage(media)), durationSeconds: null, poster: null };
      const mediaId = await upload(media, `Uploading ${kind === "video" ? "video" : "image"} “${media.name}”`, controller.signal);
      const posterFile = poster ?? (facts.poster ? new File([facts.poster], `${media.name.replace(/\.[^.]+$/, "")}-poster.jpg`, { type: "image/jpeg" }) : null);
      const posterId = posterFile ? await upload(posterFile, "Uploading poster", controller.signal) : undefined;
      setPhase({ step: "working", label: "Saving", progress: null });
      const res = await fetch("/api/DemoAccessSaveorEdit", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          title,
          description: String(data.get("description") ?? ""),
          productId,
          uploadId: mediaId,
          ...(posterId ? { posterUploadId: posterId } : {}),
          durationSeconds: facts.durationSeconds,
          width: facts.width,
          height: facts.height,
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { error?: string; issues?: { path: string; message: string }[] };
      if (!res.ok) {
        setErrors(Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message])));
        setPhase({ step: "failed", message: body.error ?? SERVER_ERROR_MESSAGE });
        return;
      }
      navigate(`/admin/demo/content?${new URLSearchParams({ added: title })}`);
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return;
      if (err instanceof UploadError && err.retryable) {
        setPhase({
          step: "paused",
          message: "The upload stopped: the connection to the server was lost. What arrived is kept; choose Resume to send the rest.",
        });
      } else {
        setPhase({ step: "failed", message: err instanceof Error ? err.message : SERVER_ERROR_MESSAGE });
      }
    } finally {
      abort.current = null;
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase.step !== "working") void run(e.currentTarget);
  }

  async function onCancel() {
    abort.current?.abort();
    if (lastFile.current) await cancelUpload(lastFile.current);
    setPhase({ step: "failed", message: "Upload cancelled. Nothing was saved." });
  }

  const working = phase.step === "working";
  const p = working ? phase.progress : null;
  return (
    <form method="post" className="admin-form admin-form-wide" noValidate onSubmit={onSubmit} aria-busy={working || undefined}>
      {remembered.length > 0 && phase.step === "idle" ? (
        <div className="upload-hint" role="status">
          {remembered.map((r) => (
            <p key={r.uploadId}>
              An upload of “{r.filename}” ({formatBytes(r.sizeBytes)}) was interrupted. Choose the same file below to continue where it stopped, or{" "}
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={async () => {
                  await discardRemembered(r.uploadId);
                  setRemembered(rememberedUploads());
                }}
              >
                discard it
              </button>
              .
            </p>
          ))}
        </div>
      ) : null}
      <Field
        label="Video or image"
        name="file"
        type="file"
        accept={ACCEPT}
        required
        disabled={working}
        hint={`Videos: MP4, WebM or Ogg, up to ${formatBytes(MAX_UPLOAD_BYTES.video)}. Images: PNG, JPEG, WebP, GIF or AVIF, up to ${formatBytes(MAX_UPLOAD_BYTES.image)}.`}
        error={errors.file || errors.uploadId}
      />
      <Field label="Title" name="title" required autoComplete="off" maxLength={200} disabled={working} error={errors.title} />
      <TextAreaField label="Description" name="description" maxLength={4000} disabled={working} />
      <ProductSelect groups={productGroups} error={errors.productId} />
      <Field
        label="Thumbnail / poster (optional)"
        name="poster"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        disabled={working}
        hint="Without one, a frame near the start of the video is used; images are their own thumbnail."
        error={errors.poster || errors.posterUploadId}
      />

      <div aria-live="polite">
        {working ? (
          <div className="upload-progress">
            <label id="upload-progress-label" htmlFor="upload-progress">
              {progressText(phase.label, p)}
            </label>
            {p ? (
              <progress id="upload-progress" max={p.totalBytes} value={p.sentBytes} aria-labelledby="upload-progress-label" />
            ) : (
              <progress id="upload-progress" aria-labelledby="upload-progress-label" />
            )}
            {p && p.retries > 0 ? (
              <p className="field-hint">
                Sent {p.retries} {p.retries === 1 ? "part" : "parts"} again after a connection error.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {phase.step === "paused" || phase.step === "failed" ? (
        <div className={phase.step === "paused" ? "upload-hint" : "form-error"} role="alert" tabIndex={-1} ref={statusRef}>
          {phase.message}
        </div>
      ) : null}

      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={working || undefined} disabled={working}>
          {phase.step === "paused" ? "Resume upload" : "Upload and save"}
        </button>
        {working || phase.step === "paused" ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel upload
          </button>
        ) : (
          <Link to="/admin/demo/content" className="button button-secondary">
            Back to demo content
          </Link>
        )}
      </div>
    </form>
  );
}
