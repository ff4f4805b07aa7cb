/**
 * The upload allowlist, decided by a file's first bytes (its magic number), never by its name or
 * the type the browser claims: a "photo.png" that is really a PDF is a PDF. Isomorphic, so the
 * upload control can say "not allowed" before sending anything; the server checks again.
 */
type UploadKind = "image" | "pdf" | "video";

/** The size limit per file (the demo area streams its large videos separately). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_LABEL = "25 MB";

export interface SniffedType {
  contentType: string;
  kind: UploadKind;
  extension: string;
}

/** Bytes needed from the start of a file to recognise every allowed type. */
export const SNIFF_BYTES = 64;

export const ALLOWED_TYPES_LABEL = "PNG, JPEG, GIF, WebP, PDF, MP4 or WebM";
/** For <input accept>: a hint to the file picker only; the content decides. */
export const ACCEPT_ATTRIBUTE = "image/png,image/jpeg,image/gif,image/webp,application/pdf,video/mp4,video/webm";

const ascii = (b: Uint8Array, start: number, length: number) => String.fromCharCode(...b.subarray(start, start + length));
const startsWith = (b: Uint8Array, bytes: number[], offset = 0) => bytes.every((v, i) => b[offset + i] === v);

// ISO base media brands that are MP4 video (not QuickTime "qt  ", nor HEIF/AVIF still images).
const MP4_BRANDS = new Set(["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "M4VH", "M4VP", "dash", "mmp4", "msnv", "f4v "]);

export function sniffFileType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", kind: "image", extension: "png" };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", kind: "image", extension: "jpg" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return { contentType: "image/gif", kind: "image", extension: "gif" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return { contentType: "image/webp", kind: "image", extension: "webp" };
  if (ascii(head, 0, 5) === "%PDF-") return { contentType: "application/pdf", kind: "pdf", extension: "pdf" };
  if (ascii(head, 4, 4) === "ftyp" && MP4_BRANDS.has(ascii(head, 8, 4))) return { contentType: "video/mp4", kind: "video", extension: "mp4" };
  // WebM is Matroska (EBML magic) whose DocType element says "webm" within the header.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 4, Math.min(head.length, SNIFF_BYTES) - 4).includes("webm")) {
    return { contentType: "video/webm", kind: "video", extension: "webm" };
  }
  return null;
}

/**
 * A name safe to store and to put in Content-Disposition: no path, no control characters or
 * quotes, at most 255 characters, with the extension of what the file really is.
 */
export function normalizeFilename(name: string, type: SniffedType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, "")
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/^\.+/, "");
  return `${(base || "upload").slice(0, 240)}.${type.extension}`;
}
