/**
 * Serves an R2 object over HTTP the way a video element and a cache expect: byte ranges (206),
 * conditional requests (304), unsatisfiable ranges (416), and a body streamed straight from R2,
 * never read whole into memory.
 */

type ByteRange = { start: number; end: number }; // inclusive

/**
 * Parses a single-range `Range: bytes=...` header against an object of `size` bytes.
 * Returns null when there is no usable Range (serve the whole object: RFC 9110 lets a server
 * ignore malformed or multi-range requests), or "unsatisfiable" for a 416.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = "", endText = ""] = match;
  if (startText === "" && endText === "") return null;
  if (startText === "") {
    // Suffix range: the last N bytes.
    const suffix = Number(endText);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (endText !== "" && Number(endText) < start)) return "unsatisfiable";
  return { start, end };
}

function etagMatches(header: string, etag: string): boolean {
  const weak = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => t.trim() === "*" || weak(t) === weak(etag));
}

const notModifiedSince = (header: string | null, uploaded: Date) => {
  if (!header) return false;
  const since = Date.parse(header);
  // HTTP dates have whole seconds; compare at that precision.
  return !Number.isNaN(since) && Math.floor(uploaded.getTime() / 1000) <= Math.floor(since / 1000);
};

interface ServeOptions {
  cacheControl: string;
  /** e.g. 'attachment; filename="x.pdf"' for anything that is not an image or video. */
  contentDisposition?: string;
  /** Overrides the stored content type (callers that checked the content themselves). */
  contentType?: string;
}

/** Answers `request` with the object at `key`, or returns null when there is no such object. */
export async function serveR2Object(bucket: R2Bucket, key: string, request: Request, options: ServeOptions): Promise<Response | null> {
  const head = await bucket.head(key);
  if (!head) return null;

  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Cache-Control": options.cacheControl,
    "Content-Type": options.contentType ?? head.httpMetadata?.contentType ?? "application/octet-stream",
    ETag: head.httpEtag,
    "Last-Modified": head.uploaded.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  if (options.contentDisposition) headers.set("Content-Disposition", options.contentDisposition);

  const ifNoneMatch = request.headers.get("If-None-Match");
  const notModified = ifNoneMatch ? etagMatches(ifNoneMatch, head.httpEtag) : notModifiedSince(request.headers.get("If-Modified-Since"), head.uploaded);
  if (notModified) return new Response(null, { status: 304, headers });

  let range = parseRange(request.headers.get("Range"), head.size);
  const ifRange = request.headers.get("If-Range");
  if (range && ifRange) {
    // A stale validator means the client's partial copy is outdated: send the whole object.
    const fresh =
      ifRange.startsWith('"') || ifRange.startsWith("W/")
        ? !ifRange.startsWith("W/") && ifRange.trim() === head.httpEtag
        : notModifiedSince(ifRange, head.uploaded);
    if (!fresh) range = null;
  }
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }

  const isHead = request.method === "HEAD";
  const object = isHead
    ? null
    : await bucket.get(key, {
        range: range ? { offset: range.start, length: range.end - range.start + 1 } : undefined,
        // The object must still be the one whose size and ETag the headers describe.
        onlyIf: { etagMatches: head.etag },
      });
  if (!isHead && (!object || !("body" in object))) return null;

  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${head.size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
  } else {
    headers.set("Content-Length", String(head.size));
  }
  const body = object && "body" in object ? (object as R2ObjectBody).body : null;
  return new Response(body, { status: range ? 206 : 200, headers });
}
