/**
 * Reads what staff would otherwise type by hand from the chosen file, in the browser: a video's
 * duration and size and a poster frame, an image's dimensions. Anything the browser cannot decode
 * (a codec it lacks) yields nulls: the item is still saved, just without those details.
 */
interface VideoFacts {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** A JPEG of an early frame, for the poster when staff choose none. */
  poster: Blob | null;
}

function once(target: EventTarget, ok: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out waiting for ${ok}`)), timeoutMs);
    target.addEventListener(ok, () => (clearTimeout(t), resolve()), { once: true });
    target.addEventListener("error", () => (clearTimeout(t), reject(new Error("cannot decode"))), { once: true });
  });
}

export async function probeVideo(file: Blob): Promise<VideoFacts> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "metadata";
  try {
    const loaded = once(video, "loadedmetadata", 15_000);
    video.src = url;
    await loaded;
    const facts: VideoFacts = {
      durationSeconds: Number.isFinite(video.duration) ? Math.round(video.duration * 1000) / 1000 : null,
      width: video.videoWidth || null,
      height: video.videoHeight || null,
      poster: null,
    };
    try {
      const seeked = once(video, "seeked", 15_000);
      video.currentTime = facts.durationSeconds ? Math.min(1, facts.durationSeconds / 10) : 0;
      await seeked;
      const canvas = document.createElement("canvas");
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext("2d")!.drawImage(video, 0, 0);
      facts.poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    } catch {
      // No frame: no automatic poster.
    }
    return facts;
  } catch {
    return { durationSeconds: null, width: null, height: null, poster: null };
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}

export async function probeImage(file: Blob): Promise<{ width: number | null; height: number | null }> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    const loaded = once(img, "load", 15_000);
    img.src = url;
    await loaded;
    return { width: img.naturalWidth || null, height: img.naturalHeight || null };
  } catch {
    return { width: null, height: null };
  } finally {
    URL.revokeObjectURL(url);
  }
}
