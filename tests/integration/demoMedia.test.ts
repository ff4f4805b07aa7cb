import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createDemoUser, createStaff, mintToken, type TestDemoUser } from "./auth";
import { type TestDemoItem, createDemoItem } from "./demoFixtures";
import { api, client } from "./helpers";

/**
 * The demo media base (/demo-media/items/:id): every Range form, conditional requests and the
 * per-request authorization, through the real Hono app on the local R2.
 */
const SIZE = 10_000;
let demo: TestDemoUser;
let demoHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let granted: TestDemoItem;
let notGranted: TestDemoItem;
let etag = "";

beforeAll(async () => {
  demo = await createDemoUser();
  demoHeaders = bearer((await mintToken(demo.id, "demo")).token);
  adminHeaders = bearer((await mintToken((await createStaff("admin")).id, "staff")).token);
  granted = await createDemoItem({ size: SIZE, grantTo: [demo.id], poster: true });
  notGranted = await createDemoItem({ size: SIZE, poster: true });
  etag = (await env.MEDIA.head(granted.key))!.httpEtag;
});

const media = (item: { id: string }, headers: Record<string, string> = {}) =>
  client()["demo-media"].items[":id"].$get({ param: { id: item.id } }, { headers: { ...demoHeaders, ...headers } });
const poster = (item: { id: string }, headers: Record<string, string> = {}) =>
  client()["demo-media"].items[":id"].poster.$get({ param: { id: item.id } }, { headers: { ...demoHeaders, ...headers } });
const mediaHead = (item: { id: string }, headers: Record<string, string> = {}) =>
  // raw: a HEAD request, which the typed client has no method for (Hono answers it with the GET route).
  api(`/demo-media/items/${item.id}`, { method: "HEAD", headers: { ...demoHeaders, ...headers } });

const bytesOf = async (res: { arrayBuffer(): Promise<ArrayBuffer> }) => new Uint8Array(await res.arrayBuffer());

describe("ranges on the demo media route", () => {
  it("answers 200 with the whole file, Accept-Ranges and the stored type when no Range is asked", async () => {
    const res = await media(granted);
    expect(res.status).toBe(200);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(res.headers.get("content-length")).toBe(String(SIZE));
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    expect(await bytesOf(res)).toEqual(granted.bytes);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=5000-5999", 5000, 5999],
    ["bytes=9000-", 9000, SIZE - 1],
    ["bytes=-250", SIZE - 250, SIZE - 1],
    ["bytes=9990-20000", 9990, SIZE - 1],
    ["bytes=-50000", 0, SIZE - 1],
  ])("answers %s with 206 and the exact bytes", async (range, start, end) => {
    const res = await media(granted, { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(await bytesOf(res)).toEqual(granted.bytes.slice(start, end + 1));
  });

  it("answers an unsatisfiable range with 416 and the size", async () => {
    for (const range of [`bytes=${SIZE}-`, "bytes=20000-30000", "bytes=-0"]) {
      const res = await media(granted, { Range: range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${SIZE}`);
      await res.arrayBuffer();
    }
  });

  it("answers 304 to If-None-Match with the current ETag, and 200 to an old one", async () => {
    const same = await media(granted, { "If-None-Match": etag });
    expect(same.status).toBe(304);
    expect(same.headers.get("etag")).toBe(etag);
    expect((await same.arrayBuffer()).byteLength).toBe(0);
    const other = await media(granted, { "If-None-Match": '"some-other-etag"' });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it("answers 304 to If-Modified-Since at or after the upload, 200 before it", async () => {
    const uploaded = (await env.MEDIA.head(granted.key))!.uploaded;
    const later = await media(granted, { "If-Modified-Since": new Date(uploaded.getTime() + 60_000).toUTCString() });
    expect(later.status).toBe(304);
    const earlier = await media(granted, { "If-Modified-Since": new Date(uploaded.getTime() - 3_600_000).toUTCString() });
    expect(earlier.status).toBe(200);
    await earlier.arrayBuffer();
  });

  it("honours If-Range: a matching ETag keeps the range, a stale one gets the whole file", async () => {
    const fresh = await media(granted, { Range: "bytes=10-19", "If-Range": etag });
    expect(fresh.status).toBe(206);
    expect(await bytesOf(fresh)).toEqual(granted.bytes.slice(10, 20));
    const stale = await media(granted, { Range: "bytes=10-19", "If-Range": '"stale"' });
    expect(stale.status).toBe(200);
    expect((await bytesOf(stale)).length).toBe(SIZE);
  });

  it("answers HEAD with the headers and no body, and a ranged HEAD with 206", async () => {
    const head = await mediaHead(granted);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(SIZE));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const ranged = await mediaHead(granted, { Range: "bytes=100-199" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${SIZE}`);
  });

  it("keeps the strict security headers the app puts on media", async () => {
    const res = await media(granted, { Range: "bytes=0-0" });
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    await res.arrayBuffer();
  });

  it("serves the poster the same way", async () => {
    const res = await poster(granted, { Range: "bytes=0-9" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-range")).toBe("bytes 0-9/512");
    await res.arrayBuffer();
  });
});

describe("authorization of demo media, per request", () => {
  it("refuses a demo user an item not granted to them, with or without a Range, and its poster", async () => {
    for (const headers of [{}, { Range: "bytes=0-" }, { "If-None-Match": etag }] as Record<string, string>[]) {
      const res = await media(notGranted, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: "Forbidden" });
    }
    expect((await poster(notGranted)).status).toBe(403);
    expect((await mediaHead(notGranted)).status).toBe(403);
  });

  it("answers 403, not 404, for an id that does not exist or is not an id, so ids cannot be probed", async () => {
    for (const id of [crypto.randomUUID(), "demo%2Fsample-video.webm", "..%2F..%2Fsecret", granted.key.replaceAll("/", "%2F")]) {
      // raw: ids written as encoded paths, sent exactly as they are.
      expect((await api(`/demo-media/items/${id}`, { headers: demoHeaders })).status, id).toBe(403);
    }
  });

  it("lets staff with demo:manage preview any item, and 404s an unknown one", async () => {
    const res = await media(notGranted, { ...adminHeaders, Range: "bytes=0-9" });
    expect(res.status).toBe(206);
    expect(await bytesOf(res)).toEqual(notGranted.bytes.slice(0, 10));
    expect((await media({ id: crypto.randomUUID() }, adminHeaders)).status).toBe(404);
  });

  it("refuses staff without demo:manage (editor) with 403", async () => {
    const editor = bearer((await mintToken((await createStaff("editor")).id, "staff")).token);
    expect((await media(granted, editor)).status).toBe(403);
  });

  it("asks anonymous callers to sign in (401)", async () => {
    const res = await client()["demo-media"].items[":id"].$get({ param: { id: granted.id } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Session Expired- please log in" });
  });

  it("refuses a session whose user has since expired or been deactivated", async () => {
    const later = await createDemoUser();
    const item = await createDemoItem({ grantTo: [later.id] });
    const headers = bearer((await mintToken(later.id, "demo")).token);
    expect((await media(item, headers)).status).toBe(200);
    await env.DB.prepare("UPDATE demo_users SET expires_at = ?2 WHERE id = ?1")
      .bind(later.id, new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await media(item, headers)).status).toBe(401);
    await env.DB.prepare("UPDATE demo_users SET expires_at = NULL, active = 0 WHERE id = ?1").bind(later.id).run();
    expect((await media(item, headers)).status).toBe(401);
    await env.DB.prepare("UPDATE demo_users SET active = 1 WHERE id = ?1").bind(later.id).run();
    expect((await media(item, headers)).status).toBe(200);
  });

  it("takes a revoked grant into account at the next request", async () => {
    const item = await createDemoItem({ grantTo: [demo.id] });
    expect((await media(item, { Range: "bytes=0-0" })).status).toBe(206);
    await env.DB.prepare("DELETE FROM demo_grants WHERE demo_user_id = ?1 AND demo_item_id = ?2").bind(demo.id, item.id).run();
    expect((await media(item, { Range: "bytes=0-0" })).status).toBe(403);
  });
});
