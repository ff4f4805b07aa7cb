import { type FilePart, isFilePart } from "./fields";
import { concatBytes } from "../bytes";

/**
 * How a generated body travels: JSON (the API), a url-encoded form (Remix actions) or
 * multipart/form-data (uploads, written by hand so broken variants can be made too).
 */
export type BodyEncoding = "json" | "form" | "multipart";

export const BOUNDARY = "----badInputBoundary7MA4YWxkTrZu0gW";

export function encodeBody(encoding: BodyEncoding, body: Record<string, unknown>): { body: string | Uint8Array<ArrayBuffer>; contentType: string } {
  switch (encoding) {
    case "json":
      return { body: JSON.stringify(body), contentType: "application/json" };
    case "form": {
      const form = new URLSearchParams();
      const append = (k: string, v: unknown) => v !== undefined && v !== null && form.append(k, typeof v === "string" ? v : JSON.stringify(v));
      // A list travels as the same field repeated (checkboxes: itemIds=a&itemIds=b).
      for (const [k, v] of Object.entries(body)) for (const item of Array.isArray(v) && v.length ? v : [v]) append(k, item);
      return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
    }
    case "multipart":
      return { body: multipart(body), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  }
}

/** As browsers write a field or file name in Content-Disposition (WHATWG: ", CR and LF percent-encoded). */
const headerValue = (s: string) => s.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

function multipart(body: Record<string, unknown>, boundary = BOUNDARY): Uint8Array<ArrayBuffer> {
  const enc = new TextEncoder();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (isFilePart(value)) {
      const f: FilePart = value;
      chunks.push(
        enc.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${headerValue(name)}"; filename="${headerValue(f.filename)}"\r\nContent-Type: ${f.type}\r\n\r\n`,
        ),
      );
      chunks.push(f.bytes, enc.encode("\r\n"));
    } else {
      const text = typeof value === "string" ? value : JSON.stringify(value);
      chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${headerValue(name)}"\r\n\r\n${text}\r\n`));
    }
  };
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v) && v.some(isFilePart)) for (const item of v) add(k, item);
    else add(k, v);
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  return concatBytes(...chunks);
}

/** Multipart bodies that no parser should accept as this request's form (sent with BOUNDARY in the Content-Type). */
export function brokenMultipart(pick: <T>(items: readonly T[]) => T): Uint8Array<ArrayBuffer> {
  const enc = new TextEncoder();
  const part = `Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return pick([
    // Never closed.
    concatBytes(enc.encode(`--${BOUNDARY}\r\n${part}`), new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
    // Another boundary than the header's.
    enc.encode(`--otherBoundary\r\n${part}x\r\n--otherBoundary--\r\n`),
    // A part without its headers, and headers without the blank line.
    enc.encode(`--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\nx\r\n--${BOUNDARY}--\r\n`),
    enc.encode("%%%"),
    new Uint8Array(0),
    enc.encode(`--${BOUNDARY}--\r\n`),
  ]);
}

/** A body for a failure message: its first characters, whatever its type. */
export function preview(body: string | Uint8Array<ArrayBuffer> | undefined, n = 120): string {
  if (body === undefined) return "";
  return typeof body === "string" ? body.slice(0, n) : `${body.byteLength} bytes: ${new TextDecoder().decode(body.subarray(0, n))}`;
}
