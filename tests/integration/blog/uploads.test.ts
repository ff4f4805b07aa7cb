import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../../app/server/uploads/uploads.server";
import { signedInHeaders } from "../auth";
import { api, client } from "../helpers";
import { MAGIC, uploadForm } from "./fixtures";

let staff: Record<string, string>;
beforeAll(async () => {
  staff = await signedInHeaders("editor");
});

// The route reads its multipart body as a stream (no validator, which would buffer it): the form goes as the raw body.
const post = (form: FormData, headers = staff) => client().api.uploadFiles.$post(undefined, { headers, init: { body: form } });
const served = (id: string, headers: Record<string, string> = {}) => client().media.uploads[":id"].$get({ param: { id } }, { headers });
const rows = async () => Number((await env.DB.prepare("SELECT COUNT(*) AS n FROM uploads").first<{ n: number }>())!.n);
const objects = async () => (await env.MEDIA.list({ prefix: "uploads/" })).objects.length;

describe("POST /api/uploadFiles", () => {
  it.each([
    ["cover.png", MAGIC.png, "image/png", "image"],
    ["photo.jpeg", MAGIC.jpeg, "image/jpeg", "image"],
    ["anim.gif", MAGIC.gif, "image/gif", "image"],
    ["pic.webp", MAGIC.webp, "image/webp", "image"],
    ["brochure.pdf", MAGIC.pdf, "application/pdf", "pdf"],
    ["clip.mp4", MAGIC.mp4, "video/mp4", "video"],
    ["clip.webm", MAGIC.webm, "video/webm", "video"],
  ])("stores %s as %s in R2 and D1", async (name, bytes, contentType, kind) => {
    const res = await post(uploadForm([{ name, bytes }]));
    expect(res.status).toBe(201);
    const [upload] = (await res.json()).uploads;
    expect(upload).toMatchObject({ contentType, kind, sizeBytes: bytes.byteLength, url: `/media/uploads/${upload!.id}` });
    const object = await env.MEDIA.get(`uploads/${upload!.id}`);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    expect(object!.httpMetadata?.contentType).toBe(contentType);
  });

  it("decides the type by content: a .png name with PDF bytes is stored as a PDF named .pdf", async () => {
    const res = await post(uploadForm([{ name: "looks-like.png", bytes: MAGIC.pdf, type: "image/png" }]));
    expect(res.status).toBe(201);
    const [upload] = (await res.json()).uploads;
    expect(upload).toMatchObject({ contentType: "application/pdf", kind: "pdf", filename: "looks-like.pdf" });
    const file = await served(upload!.id);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(`attachment; filename="looks-like.pdf"; filename*=UTF-8''looks-like.pdf`);
    await file.arrayBuffer();
  });

  it.each([
    ["page.html", new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "text/html"],
    ["vector.png", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "image/png"],
    ["run.exe", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), "application/octet-stream"],
    ["movie.mov", new Uint8Array([0, 0, 0, 0x14, ...new TextEncoder().encode("ftypqt  "), 0, 0, 0, 0]), "video/mp4"],
    ["film.mkv", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88, ...new TextEncoder().encode("matroska")]), "video/webm"],
  ])("refuses %s (not an allowed type by content) with 415 and stores nothing", async (name, bytes, type) => {
    const before = [await rows(), await objects()];
    const res = await post(uploadForm([{ name, bytes, type }]));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: `${name} is not an allowed type: upload PNG, JPEG, GIF, WebP, PDF, MP4 or WebM` });
    expect([await rows(), await objects()]).toEqual(before);
  });

  it("refuses a file over 25 MB with 413, by declared length and by actual size", async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(MAGIC.png);
    const before = [await rows(), await objects()];
    const res = await post(uploadForm([{ name: "huge.png", bytes: big }]));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "huge.png is too large: the limit is 25 MB per file" });

    // A lying Content-Length: refused before the body is read.
    // raw: a hand-made multipart request whose Content-Length lies.
    const lying = await api("/api/uploadFiles", {
      method: "POST",
      headers: { ...staff, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(UPLOAD_MAX_BYTES * 2) },
      body: "--x--",
    });
    expect(lying.status).toBe(413);
    expect(await lying.json()).toMatchObject({ error: "The upload is too large: the limit is 25 MB per file" });
    expect([await rows(), await objects()]).toEqual(before);
  });

  it("accepts a file of exactly 25 MB", async () => {
    const max = new Uint8Array(UPLOAD_MAX_BYTES);
    max.set(MAGIC.pdf);
    const res = await post(uploadForm([{ name: "max.pdf", bytes: max }]));
    expect(res.status).toBe(201);
  });

  it("stores several files, or none when one of them is refused", async () => {
    const ok = await post(
      uploadForm([
        { name: "a.png", bytes: MAGIC.png },
        { name: "b.pdf", bytes: MAGIC.pdf },
      ]),
    );
    expect(ok.status).toBe(201);
    expect((await ok.json()).uploads).toHaveLength(2);
    const before = [await rows(), await objects()];
    const mixed = await post(
      uploadForm([
        { name: "c.png", bytes: MAGIC.png },
        { name: "d.txt", bytes: new TextEncoder().encode("hello") },
      ]),
    );
    expect(mixed.status).toBe(415);
    expect([await rows(), await objects()]).toEqual(before);
  });

  it("needs multipart (415), a file (400) and a non-empty file (400)", async () => {
    // raw: a JSON body where the route takes multipart.
    const jsonBody = await api("/api/uploadFiles", { method: "POST", headers: { ...staff, "Content-Type": "application/json" }, body: "{}" });
    expect(jsonBody.status).toBe(415);
    const none = new FormData();
    none.append("title", "no file");
    expect((await post(none)).status).toBe(400);
    expect((await post(uploadForm([{ name: "empty.png", bytes: new Uint8Array(0) }]))).status).toBe(400);
  });

  it("removes the R2 object when the D1 row cannot be written", async () => {
    // A trigger makes the insert fail after the object was put.
    await env.DB.exec("CREATE TRIGGER fail_uploads BEFORE INSERT ON uploads BEGIN SELECT RAISE(ABORT, 'refused by test'); END");
    try {
      const before = await objects();
      const res = await post(uploadForm([{ name: "x.png", bytes: MAGIC.png }]));
      expect(res.status).toBe(500);
      expect(await objects()).toBe(before);
    } finally {
      await env.DB.exec("DROP TRIGGER fail_uploads");
    }
  });
});

describe("GET /media/uploads/:id", () => {
  it("serves images inline with nosniff, cacheable, with ranges and 304", async () => {
    const [upload] = (await (await post(uploadForm([{ name: "c.png", bytes: MAGIC.png }]))).json()).uploads;
    const res = await served(upload!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Disposition")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(MAGIC.png);
    const etag = res.headers.get("ETag")!;
    expect((await served(upload!.id, { "If-None-Match": etag })).status).toBe(304);
    const part = await served(upload!.id, { Range: "bytes=0-3" });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(MAGIC.png.slice(0, 4));
    // raw: HEAD, which the typed client has no method for (Hono answers it with the GET route).
    const head = await api(`/media/uploads/${upload!.id}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(MAGIC.png.byteLength));
  });

  it("serves video inline and PDFs as attachments", async () => {
    const { uploads } = await (
      await post(
        uploadForm([
          { name: "v.webm", bytes: MAGIC.webm },
          { name: "Año report.pdf", bytes: MAGIC.pdf },
        ]),
      )
    ).json();
    const video = await served(uploads[0]!.id);
    expect(video.headers.get("Content-Type")).toBe("video/webm");
    expect(video.headers.get("Content-Disposition")).toBeNull();
    await video.arrayBuffer();
    const pdf = await served(uploads[1]!.id);
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="A_o report.pdf"; filename*=UTF-8''A%C3%B1o%20report.pdf`);
    await pdf.arrayBuffer();
  });

  it("404 for an unknown or malformed id", async () => {
    expect((await served(crypto.randomUUID())).status).toBe(404);
    // raw: an id written as an encoded path, sent exactly as it is.
    expect((await api("/media/uploads/..%2F..%2Fdemo%2Fsample-video.webm")).status).toBe(404);
  });
});
