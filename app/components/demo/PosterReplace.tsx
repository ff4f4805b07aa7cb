import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { UploadError, uploadFile } from "~/browser/multipartUpload";
import { SERVER_ERROR_MESSAGE } from "~/lib/messages";

/** Replaces an item's poster: the image goes up as a (one-part) upload, then DemoAccessSaveorEdit points the item at it. */
export function PosterReplace({ item }: { item: { id: string; title: string; description: string; productId: string } }) {
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<{ busy: boolean; message: string | null; error: boolean }>({ busy: false, message: null, error: false });

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
    </div>
  );
}
