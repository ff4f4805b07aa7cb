import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { UploadError, uploadFile } from "~/browser/multipartUpload";
import { SERVER_ERROR_MESSAGE } from "~/lib/messages";

/** A JPEG of the frame a video element shows (same-origin media, so the canvas is readable), or null. */
async function frameOf(video: HTMLVideoElement): Promise<Blob | null> {
  if (video.readyState < 2) {
    // No frame decoded yet (never played): seek a little way in, as the upload's probe does.
    const seeked = new Promise<void>((resolve) => video.addEventListener("seeked", () => resolve(), { once: true }));
    video.currentTime = Number.isFinite(video.duration) ? Math.min(1, video.duration / 10) : 0;
    await seeked;
  }
  if (!video.videoWidth) return null;
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")!.drawImage(video, 0, 0);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
}

/**
 * Replaces an item's poster: the image goes up as a (one-part) upload, then DemoAccessSaveorEdit
 * points the item at it. For a video, staff may instead take the frame the preview shows (pause
 * the preview where it looks right): a video uploaded before posters were taken, or whose first
 * frame is blank, gets a real poster without leaving the browser.
 */
export function PosterReplace({ item, videoId }: { item: { id: string; title: string; description: string; productId: string }; videoId?: string }) {
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<{ busy: boolean; message: string | null; error: boolean }>({ busy: false, message: null, error: false });

  async function fromFrame() {
    const video = videoId ? document.getElementById(videoId) : null;
    if (!(video instanceof HTMLVideoElement)) return;
    setStatus({ busy: true, message: "Taking the frame…", error: false });
    try {
      const frame = await frameOf(video);
      if (!frame) throw new UploadError("This browser cannot read a frame of this video: upload an image instead.", false, 0);
      await replace(new File([frame], `${item.title.slice(0, 80) || "poster"}-frame.jpg`, { type: "image/jpeg" }));
    } catch (err) {
      setStatus({ busy: false, message: err instanceof Error ? err.message : SERVER_ERROR_MESSAGE, error: true });
    }
  }

  async function replace(file: File) {
    setStatus({ busy: true, message: "Uploading the poster…", error: false });
    try {
      const posterUploadId = await uploadFile(file, () => undefined);
      const res = await fetch("/api/DemoAccessSaveorEdit", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ id: item.id, title: item.title, description: item.description, productId: item.productId, posterUploadId }),
      });
      const body = (await res.json().catch(() => ({}))) as { error?: string; issues?: { message: string }[] };
      if (!res.ok) throw new UploadError(body.issues?.[0]?.message ?? body.error ?? SERVER_ERROR_MESSAGE, false, res.status);
      setStatus({ busy: false, message: "Poster replaced.", error: false });
      revalidator.revalidate();
    } catch (err) {
      setStatus({ busy: false, message: err instanceof Error ? err.message : SERVER_ERROR_MESSAGE, error: true });
    }
  }

  return (
    <div className="field">
      <label htmlFor="field-new-poster">Replace the poster</label>
      <input
        id="field-new-poster"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        disabled={status.busy}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void replace(file);
        }}
      />
      <p className={status.error ? "field-error" : "field-hint"} role="status">
        {status.message ?? "Choose an image; it replaces the current poster at once."}
      </p>
      {videoId ? (
        <button type="button" className="button button-small button-secondary" disabled={status.busy} onClick={() => void fromFrame()}>
          Use the frame shown in the preview
        </button>
      ) : null}
    </div>
  );
}
