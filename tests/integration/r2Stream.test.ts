import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parseRange, serveR2Object } from "../../app/server/platform/r2Stream.server";

const KEY = "tests/bytes.bin";
const SIZE = 1000;
const bytes = Uint8Array.from({ length: SIZE }, (_, i) => i % 251);
let etag = "";

beforeAll(async () => {
  const obj = await env.MEDIA.put(KEY, bytes, { httpMetadata: { contentType: "video/mp4" } });
  etag = obj!.httpEtag;
});

const serve = (headers: Record<string, string> = {}, method = "GET") =>
  serveR2Object(env.MEDIA, KEY, new Request("http://x/media", { method, headers }), { cacheControl: "private, max-age=0" });

async function body(res: Response | null): Promise<Uint8Array> {
  return new Uint8Array(await res!.arrayBuffer());
}

describe("parseRange", () => {
  it("reads the three single-range forms and clamps the end", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-1000", 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=50-5000", 100)).toEqual({ start: 50, end: 99 });
  });

  it("says unsatisfiable for ranges past the end and ignores what it cannot read", () => {
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=20-10", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    for (const ignored of [null, "", "bytes=", "bytes=-", "items=0-1", "bytes=0-1,5-6", "bytes=abc"]) {
      expect(parseRange(ignored, 100)).toBeNull();
    }
  });
});

describe("serveR2Object", () => {
  it("answers 200 with the whole object when no Range is asked", async () => {
    const res = await serve();
    expect(res!.status).toBe(200);
    expect(res!.headers.get("accept-ranges")).toBe("bytes");
    expect(res!.headers.get("content-length")).toBe(String(SIZE));
    expect(res!.headers.get("content-type")).toBe("video/mp4");
    expect(res!.headers.get("etag")).toBe(etag);
    expect(await body(res)).toEqual(bytes);
  });

  it("answers 206 for start-end, open-ended and suffix ranges", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      ["bytes=500-", 500, 999],
      ["bytes=-100", 900, 999],
      ["bytes=990-2000", 990, 999],
    ];
    for (const [range, start, end] of cases) {
      const res = await serve({ Range: range });
      expect(res!.status, range).toBe(206);
      expect(res!.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(res!.headers.get("content-length")).toBe(String(end - start + 1));
      expect(await body(res)).toEqual(bytes.slice(start, end + 1));
    }
  });

  it("answers 416 with the size for an unsatisfiable range", async () => {
    const res = await serve({ Range: "bytes=1000-" });
    expect(res!.status).toBe(416);
    expect(res!.headers.get("content-range")).toBe(`bytes */${SIZE}`);
  });

  it("ignores multi-range and malformed Range headers with a full 200", async () => {
    for (const range of ["bytes=0-1,5-6", "lines=1-2"]) {
      const res = await serve({ Range: range });
      expect(res!.status).toBe(200);
      expect((await body(res)).length).toBe(SIZE);
    }
  });

  it("answers 304 to a matching If-None-Match or a fresh If-Modified-Since", async () => {
    expect((await serve({ "If-None-Match": etag }))!.status).toBe(304);
    expect((await serve({ "If-None-Match": `"other", ${etag}` }))!.status).toBe(304);
    expect((await serve({ "If-None-Match": "*" }))!.status).toBe(304);
    expect((await serve({ "If-None-Match": '"other"' }))!.status).toBe(200);
    const future = new Date(Date.now() + 60_000).toUTCString();
    const past = new Date(Date.now() - 3_600_000).toUTCString();
    expect((await serve({ "If-Modified-Since": future }))!.status).toBe(304);
    expect((await serve({ "If-Modified-Since": past }))!.status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await serve({ "If-None-Match": '"other"', "If-Modified-Since": future }))!.status).toBe(200);
  });

  it("honours If-Range: the range when the validator is current, the whole object when stale", async () => {
    const current = await serve({ Range: "bytes=0-9", "If-Range": etag });
    expect(current!.status).toBe(206);
    const stale = await serve({ Range: "bytes=0-9", "If-Range": '"stale-etag"' });
    expect(stale!.status).toBe(200);
    expect((await body(stale)).length).toBe(SIZE);
    const oldDate = await serve({ Range: "bytes=0-9", "If-Range": new Date(Date.now() - 3_600_000).toUTCString() });
    expect(oldDate!.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await serve({ Range: "bytes=0-9" }, "HEAD");
    expect(res!.status).toBe(206);
    expect(res!.headers.get("content-length")).toBe("10");
    expect(res!.body).toBeNull();
  });

  it("returns null for a missing key so the caller can 404", async () => {
    expect(await serveR2Object(env.MEDIA, "nope", new Request("http://x/"), { cacheControl: "no-store" })).toBeNull();
  });
});
