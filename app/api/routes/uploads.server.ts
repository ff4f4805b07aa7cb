import { Hono } from "hono";
import * as z from "zod";
import { serveR2Object } from "../../server/platform/r2Stream.server";
import { readUploadFiles } from "../../server/uploads/uploadForm.server";
import { dispositionFor, getUpload, storeUploads } from "../../server/uploads/uploads.server";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { apiFailure, orThrow, staffCallOf } from "../validate.server";

/**
 * POST /api/uploadFiles (staff with uploads:write): multipart/form-data with one or more `file`
 * fields → 201 { uploads: [...] }. The content decides the type (PNG, JPEG, GIF, WebP, PDF, MP4,
 * WebM): a "photo.png" holding a PDF is stored as a PDF named "photo.pdf". 413 over 25 MB a
 * file, 415 for any other type; then nothing is stored.
 */
export const uploadFiles = new Hono<ApiEnv>().post("/", staffAuth("uploads:write"), async (c) => {
  const form = await readUploadFiles(c.req.raw);
  if (!form.ok) throw apiFailure(form);
  const { uploads } = orThrow(await storeUploads(staffCallOf(c), c.get("env").MEDIA, form.files));
  return c.json({ uploads }, 201);
});

/**
 * GET|HEAD /media/uploads/:id: an upload's bytes, streamed from R2 with ranges and conditional
 * requests. Public (blog covers appear on public pages); ids are random UUIDs. Images and videos
 * are shown inline; anything else downloads (attachment), and nosniff keeps browsers to the type.
 */
const uuid = z.string().uuid();
// Hono answers HEAD with the GET handler; serveR2Object sees the HEAD and sends no body.
export const mediaUploads = new Hono<ApiEnv>().get("/:id", async (c) => {
  const id = c.req.param("id");
  const env = c.get("env");
  const upload = uuid.safeParse(id).success ? await getUpload(env.DB, id) : null;
  if (!upload) throw new ApiError(404, "Not Found");
  const response = await serveR2Object(env.MEDIA, upload.r2Key, c.req.raw, {
    // An upload's bytes never change under its id, but an upload can be deleted (a file put up
    // by mistake): an hour bounds how long caches keep serving it after that.
    cacheControl: "public, max-age=3600",
    contentType: upload.contentType,
    contentDisposition: dispositionFor(upload),
  });
  if (!response) throw new ApiError(404, "Not Found");
  return response;
});
