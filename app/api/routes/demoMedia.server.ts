import { type Context, Hono } from "hono";
import { chaptersOf, getGrantedItem, mediaLocation } from "../../server/demo/demoItems.server";
import { serveR2Object } from "../../server/platform/r2Stream.server";
import { ApiError } from "../errors.server";
import { anyAuth } from "../middleware/auth.server";
import { demoViewer } from "../middleware/demoViewer.server";
import type { ApiEnv } from "../types.server";

/**
 * The demo media base (R-API "a separate demo API base serves demo videos"), mounted at
 * /demo-media and served by functions/demo-media/[[route]].ts:
 *   GET|HEAD /demo-media/items/:id          the video or image (Range, conditional requests)
 *   GET|HEAD /demo-media/items/:id/poster   its thumbnail/poster
 *   GET|HEAD /demo-media/items/:id/captions its WebVTT captions (a video's <track>)
 *   GET|HEAD /demo-media/items/:id/chapters its WebVTT chapters (a video's <track kind="chapters">)
 *
 * Authorized on every request, before R2 is touched: a demo user gets 403 for any item not
 * granted to them (an unknown id included: the answer does not say whether it exists); staff with
 * demo:manage may preview any item; anyone else 401/403. The R2 key comes from the item's row.
 *
 * Cache-Control lets the browser keep a copy but revalidate on every use (ETag → 304), so a
 * revoked grant takes effect at the next request; `private` keeps it out of shared caches.
 */
const MEDIA_CACHE_CONTROL = "private, max-age=0, must-revalidate";

const NO_CAPTIONS_VTT = "WEBVTT\n\n00:00:00.000 --> 99:59:59.000\nNo captions are available for this video yet.\n";

const NO_OBJECT: Record<"poster" | "captions", string> = { poster: "This item has no poster", captions: "This item has no captions" };

async function serve(c: Context<ApiEnv>, which: "media" | "poster" | "captions") {
  const viewer = demoViewer(c);
  const id = c.req.param("id")!;
  const { DB, MEDIA } = c.get("env");
  if (viewer.audience === "demo" && !(await getGrantedItem(DB, viewer.demoUserId, id))) throw new ApiError(403, "Forbidden");
  const where = await mediaLocation(DB, id);
  const key = which === "media" ? where?.key : which === "poster" ? where?.posterKey : where?.captionsKey;
  if (which === "captions" && where && !key && where.contentType.startsWith("video/")) {
    // A video without captions still answers its track: turned on, it says so (rather than failing silently).
    return c.body(NO_CAPTIONS_VTT, 200, { "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": MEDIA_CACHE_CONTROL });
  }
  if (!where || !key) throw new ApiError(404, which !== "media" && where ? NO_OBJECT[which] : "Not Found");
  const response = await serveR2Object(MEDIA, key, c.req.raw, {
    cacheControl: MEDIA_CACHE_CONTROL,
    // The stored type was checked against the allowed media types when the upload was created.
    contentType: which === "media" ? where.contentType : which === "captions" ? "text/vtt; charset=utf-8" : undefined,
    contentDisposition: "inline",
  });
  if (!response) throw new ApiError(404, "Not Found");
  return response;
}

/** A video's chapters (WebVTT text kept in its row: decision record 0025), for its <track kind="chapters">. */
async function serveChapters(c: Context<ApiEnv>) {
  const viewer = demoViewer(c);
  const id = c.req.param("id")!;
  const { DB } = c.get("env");
  if (viewer.audience === "demo" && !(await getGrantedItem(DB, viewer.demoUserId, id))) throw new ApiError(403, "Forbidden");
  const vtt = await chaptersOf(DB, id);
  if (vtt === null) throw new ApiError(404, "This item has no chapters");
  return c.body(vtt, 200, { "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": MEDIA_CACHE_CONTROL });
}

export const demoMedia = new Hono<ApiEnv>()
  .get("/items/:id", anyAuth(), (c) => serve(c, "media"))
  .get("/items/:id/poster", anyAuth(), (c) => serve(c, "poster"))
  .get("/items/:id/captions", anyAuth(), (c) => serve(c, "captions"))
  .get("/items/:id/chapters", anyAuth(), serveChapters);
