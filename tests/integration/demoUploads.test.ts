import { env } from "cloudflare:workers";
import { callAs } from "./operations/atomicity";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_PART_SIZE } from "../../app/lib/demo/demoSchemas";
import { cleanupStaleUploads, uploadPart } from "../../app/server/demo/demoUploads.server";
import { createStaff, signedInHeaders } from "./auth";
import { patternBytes, sha256 } from "./demoFixtures";
import type { InferRequestType } from "hono/client";
import { type Api, api, client, errorBodyOf } from "./helpers";

/**
 * Multipart uploads of demo media to the real local R2: create → parts → complete → item, and
 * abort cleaning up. A two-part file is one full 10 MiB part plus a short last part.
 */
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await signedInHeaders("admin");
});

const TAIL = 123_457;
const file = patternBytes(UPLOAD_PART_SIZE + TAIL, 3);
const partOf = (n: number): Uint8Array<ArrayBuffer> => file.subarray((n - 1) * UPLOAD_PART_SIZE, Math.min(n * UPLOAD_PART_SIZE, file.length));

interface Upload {
  id: string;
  partSize: number;
  partCount: number;
  status: string;
  uploadedParts: number[];
}

type UploadBody = InferRequestType<Api["api"]["demo-uploads"]["$post"]>["json"];
async function create(body: UploadBody = { filename: "walkthrough.webm", contentType: "video/webm", size: file.length }) {
  return client().api["demo-uploads"].$post({ json: body }, { headers: admin });
}

async function createOk(size = file.length, contentType = "video/webm"): Promise<Upload> {
  const res = await create({ filename: "walkthrough.webm", contentType, size });
  expect(res.status).toBe(201);
  return res.json();
}

const putPart = (id: string, n: number, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  // The part's bytes are the request body as they are (the route streams them to R2, no validator).
  client().api["demo-uploads"][":id"].parts[":partNumber"].$put(
    { param: { id, partNumber: String(n) } },
    { headers: { ...admin, "Content-Type": "application/octet-stream", "Content-Length": String(bytes.length), ...headers }, init: { body: bytes } },
  );

const r2KeyOf = async (uploadId: string) =>
  (await env.DB.prepare("SELECT r2_key, r2_upload_id FROM demo_uploads WHERE id = ?1").bind(uploadId).first<{ r2_key: string; r2_upload_id: string }>())!;

describe("creating an upload", () => {
  it("splits the file into 10 MiB parts and keeps the R2 key to itself", async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      kind: "video",
      filename: "walkthrough.webm",
      contentType: "video/webm",
      sizeBytes: file.length,
      partSize: UPLOAD_PART_SIZE,
      partCount: 2,
      status: "uploading",
      uploadedParts: [],
    });
    expect(JSON.stringify(body)).not.toContain("demo/");
  });

  it("accepts a 2 GB video (205 parts) and refuses what is not a video or image, empty, or too large", async () => {
    const big = await create({ filename: "webinar.mp4", contentType: "video/mp4", size: 2 * 1024 ** 3 });
    expect(big.status).toBe(201);
    expect(await big.json()).toMatchObject({ partCount: 205 });
    for (const bad of [
      { filename: "page.svg", contentType: "image/svg+xml", size: 100 },
      { filename: "x.webm", contentType: "video/webm", size: 0 },
      { filename: "huge.mp4", contentType: "video/mp4", size: 6 * 1024 ** 3 },
      { filename: "big.png", contentType: "image/png", size: 60 * 1024 ** 2 },
      { filename: "", contentType: "video/mp4", size: 10 },
    ]) {
      const res = await create(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await errorBodyOf(res)).toMatchObject({ error: "Please provide required values", issues: expect.any(Array) });
    }
  });
});

describe("parts, resume and complete", () => {
  it("streams each part to R2, reports which parts exist, and completes into the exact bytes", async () => {
    const up = await createOk();
    const second = await putPart(up.id, 2, partOf(2));
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ partNumber: 2, sizeBytes: TAIL, etag: expect.any(String) });

    // A browser coming back after a dropped connection asks what is already there.
    const state = await (await client().api["demo-uploads"][":id"].$get({ param: { id: up.id } }, { headers: admin })).json();
    expect(state.uploadedParts).toEqual([2]);

    // Completing too early names what is missing.
    const early = await client().api["demo-uploads"][":id"].complete.$post({ param: { id: up.id } }, { headers: admin });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: "The upload is missing part 1" });

    expect((await putPart(up.id, 1, partOf(1))).status).toBe(200);
    // Sending a part again (a retry whose first answer was lost) replaces it.
    expect((await putPart(up.id, 1, partOf(1))).status).toBe(200);

    const done = await client().api["demo-uploads"][":id"].complete.$post({ param: { id: up.id } }, { headers: admin });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: "completed", uploadedParts: [1, 2] });
    // Completing again is harmless (the first answer may have been lost).
    expect((await client().api["demo-uploads"][":id"].complete.$post({ param: { id: up.id } }, { headers: admin })).status).toBe(200);

    const { r2_key } = await r2KeyOf(up.id);
    const stored = await env.MEDIA.get(r2_key);
    expect(stored!.size).toBe(file.length);
    expect(stored!.httpMetadata?.contentType).toBe("video/webm");
    expect(await sha256(await stored!.arrayBuffer())).toBe(await sha256(file));
    const parts = await env.DB.prepare("SELECT count(*) AS n FROM demo_upload_parts WHERE upload_id = ?1").bind(up.id).first<{ n: number }>();
    expect(parts!.n).toBe(0);
  });

  it("refuses a part of the wrong size, number or state before R2 sees it", async () => {
    const up = await createOk();
    const short = await putPart(up.id, 1, partOf(1).subarray(0, 1000));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: `Part 1 must be exactly ${UPLOAD_PART_SIZE} bytes` });
    expect((await putPart(up.id, 3, partOf(2))).status).toBe(400);
    expect((await putPart(up.id, 0, partOf(2))).status).toBe(400);
    expect((await putPart(crypto.randomUUID(), 1, partOf(2))).status).toBe(404);
    const state = await (await client().api["demo-uploads"][":id"].$get({ param: { id: up.id } }, { headers: admin })).json();
    expect(state.uploadedParts).toEqual([]);

    const single = await createOk(5000, "image/png");
    expect((await putPart(single.id, 1, file.subarray(0, 5000))).status).toBe(200);
    expect((await client().api["demo-uploads"][":id"].complete.$post({ param: { id: single.id } }, { headers: admin })).status).toBe(200);
    expect((await putPart(single.id, 1, file.subarray(0, 5000))).status).toBe(409);
  });

  it("refuses a part whose body ends before its declared length (a dropped connection)", async () => {
    const up = await createOk(5000, "image/png");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.slice(0, 1000));
        controller.close();
      },
    });
    // A Request cannot be made to lie about its length here, so the short body goes to the domain function.
    const result = await uploadPart(callAs(await createStaff("admin")), env.MEDIA, up.id, 1, stream, 5000);
    expect(result).toMatchObject({ ok: false, status: 400, error: "Part 1 did not arrive whole; send it again" });
    const state = await (await client().api["demo-uploads"][":id"].$get({ param: { id: up.id } }, { headers: admin })).json();
    expect(state.uploadedParts).toEqual([]);
  });
});

describe("abort", () => {
  it("drops the parts of an unfinished upload: R2 can no longer complete it", async () => {
    const up = await createOk();
    const part = await (await putPart(up.id, 2, partOf(2))).json();
    const { r2_key, r2_upload_id } = await r2KeyOf(up.id);
    const res = await client().api["demo-uploads"][":id"].$delete({ param: { id: up.id } }, { headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ aborted: { id: up.id, uploadedParts: [2] } });
    await expect(env.MEDIA.resumeMultipartUpload(r2_key, r2_upload_id).complete([{ partNumber: 2, etag: part.etag }])).rejects.toThrow();
    expect(await env.MEDIA.head(r2_key)).toBeNull();
    expect((await client().api["demo-uploads"][":id"].$get({ param: { id: up.id } }, { headers: admin })).status).toBe(404);
    expect((await client().api["demo-uploads"][":id"].$delete({ param: { id: up.id } }, { headers: admin })).status).toBe(404);
  });

  it("deletes the object of a completed upload that never became an item", async () => {
    const up = await createOk(5000, "image/png");
    await putPart(up.id, 1, file.subarray(0, 5000));
    await client().api["demo-uploads"][":id"].complete.$post({ param: { id: up.id } }, { headers: admin });
    const { r2_key } = await r2KeyOf(up.id);
    expect(await env.MEDIA.head(r2_key)).not.toBeNull();
    expect((await client().api["demo-uploads"][":id"].$delete({ param: { id: up.id } }, { headers: admin })).status).toBe(200);
    expect(await env.MEDIA.head(r2_key)).toBeNull();
  });

  it("cleans up stale uploads: unfinished after 7 days, finished but unused after a day", async () => {
    const unfinished = await createOk(5000, "image/png");
    const finished = await createOk(5000, "image/png");
    await putPart(finished.id, 1, file.subarray(0, 5000));
    await client().api["demo-uploads"][":id"].complete.$post({ param: { id: finished.id } }, { headers: admin });
    const fresh = await createOk(5000, "image/png");
    const { r2_key: finishedKey } = await r2KeyOf(finished.id);
    const old = (days: number) => new Date(Date.now() - days * 86400_000).toISOString();
    await env.DB.prepare("UPDATE demo_uploads SET created_at = ?2 WHERE id = ?1").bind(unfinished.id, old(8)).run();
    await env.DB.prepare("UPDATE demo_uploads SET created_at = ?2 WHERE id = ?1").bind(finished.id, old(2)).run();
    expect(await cleanupStaleUploads(env.DB, env.MEDIA)).toBeGreaterThanOrEqual(2);
    const left = await env.DB.prepare("SELECT id FROM demo_uploads WHERE id IN (?1, ?2, ?3)").bind(unfinished.id, finished.id, fresh.id).all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual([fresh.id]);
    expect(await env.MEDIA.head(finishedKey)).toBeNull();
  });
});

describe("from upload to item", () => {
  it("turns a completed upload into a demo item once, with its poster", async () => {
    const video = await createOk(5000, "video/webm");
    await putPart(video.id, 1, file.subarray(0, 5000));
    const poster = await createOk(700, "image/png");
    await putPart(poster.id, 1, file.subarray(0, 700));

    const item = {
      title: "Loan origination tour",
      productId: "loan-origination",
      uploadId: video.id,
      posterUploadId: poster.id,
      durationSeconds: 95.5,
      width: 1280,
      height: 720,
    };
    // Not before the upload is complete: there is no item without its object.
    const early = await client().api.DemoAccessSaveorEdit.$post({ json: item }, { headers: admin });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ issues: [{ path: "uploadId", message: "The upload is not complete or no longer exists" }] });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM demo_items WHERE title = ?1").bind(item.title).first<{ n: number }>())!.n).toBe(0);

    await client().api["demo-uploads"][":id"].complete.$post({ param: { id: video.id } }, { headers: admin });
    await client().api["demo-uploads"][":id"].complete.$post({ param: { id: poster.id } }, { headers: admin });
    const res = await client().api.DemoAccessSaveorEdit.$post({ json: item }, { headers: admin });
    expect(res.status).toBe(201);
    const { item: saved } = await res.json();
    expect(saved).toMatchObject({
      kind: "video",
      title: item.title,
      productName: "Loan Origination",
      productPath: "/loans/loan-origination",
      sizeBytes: 5000,
      durationSeconds: 95.5,
      hasPoster: true,
    });
    // raw: the media URLs the API answered with, followed as a browser would.
    const streamed = await api(saved.url, { headers: admin });
    expect(new Uint8Array(await streamed.arrayBuffer())).toEqual(file.subarray(0, 5000));
    // raw: the poster URL the API answered with, followed as a browser would.
    expect((await api(saved.posterUrl!, { headers: admin })).status).toBe(200);

    // The upload was consumed: it cannot back a second item.
    const again = await client().api.DemoAccessSaveorEdit.$post({ json: { ...item, posterUploadId: undefined } }, { headers: admin });
    expect(again.status).toBe(400);
    expect((await client().api["demo-uploads"][":id"].$get({ param: { id: video.id } }, { headers: admin })).status).toBe(404);
  });

  it("refuses an image upload for a video item's media and a video as a poster", async () => {
    const image = await createOk(5000, "image/png");
    await putPart(image.id, 1, file.subarray(0, 5000));
    await client().api["demo-uploads"][":id"].complete.$post({ param: { id: image.id } }, { headers: admin });
    const videoUp = await createOk(5000, "video/webm");
    await putPart(videoUp.id, 1, file.subarray(0, 5000));
    await client().api["demo-uploads"][":id"].complete.$post({ param: { id: videoUp.id } }, { headers: admin });
    const res = await client().api.DemoAccessSaveorEdit.$post(
      { json: { title: "Screens", productId: "fed-funds", uploadId: image.id, posterUploadId: videoUp.id } },
      { headers: admin },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: "posterUploadId", message: "The poster must be an image" }] });
  });
});
