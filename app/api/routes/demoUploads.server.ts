import { Hono } from "hono";
import { uploadCreateSchema } from "../../lib/demo/demoSchemas";
import { abortUpload, completeUpload, createUpload, getUpload, uploadPart } from "../../server/demo/demoUploads.server";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { apiFailure, jsonBody, staffCallOf } from "../validate.server";

/**
 * Large demo media go to R2 in parts (staff with demo:manage), mounted at /api/demo-uploads:
 *   POST   /                 { filename, contentType, size } → 201 the upload (id, partSize, partCount)
 *   GET    /:id              the upload, with the parts R2 already has (to resume)
 *   PUT    /:id/parts/:n     the raw bytes of part n (Content-Length = its exact size), streamed to R2
 *   POST   /:id/complete     joins the parts; the upload can then become an item (DemoAccessSaveorEdit)
 *   DELETE /:id              cancels: the parts (or the unused object) are deleted
 */
export const demoUploads = new Hono<ApiEnv>()
  .post("/", staffAuth("demo:manage"), jsonBody(uploadCreateSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await createUpload(staffCallOf(c), c.get("env").MEDIA, input), 201);
  })
  .get("/:id", staffAuth("demo:manage"), async (c) => {
    const upload = await getUpload(c.get("env").DB, c.req.param("id"));
    if (!upload) throw new ApiError(404, "No such upload");
    return c.json(upload);
  })
  .put("/:id/parts/:partNumber", staffAuth("demo:manage"), async (c) => {
    const lengthHeader = c.req.header("Content-Length");
    const length = lengthHeader && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
    const partNumber = /^\d+$/.test(c.req.param("partNumber")) ? Number(c.req.param("partNumber")) : Number.NaN;
    const { MEDIA } = c.get("env");
    const result = await uploadPart(staffCallOf(c), MEDIA, c.req.param("id"), partNumber, c.req.raw.body, length);
    if (!result.ok) throw apiFailure(result);
    return c.json({ partNumber: result.partNumber, etag: result.etag, sizeBytes: result.sizeBytes });
  })
  .post("/:id/complete", staffAuth("demo:manage"), async (c) => {
    const { MEDIA } = c.get("env");
    const result = await completeUpload(staffCallOf(c), MEDIA, c.req.param("id"));
    if (!result.ok) throw apiFailure(result);
    return c.json(result.upload);
  })
  .delete("/:id", staffAuth("demo:manage"), async (c) => {
    const { MEDIA } = c.get("env");
    const result = await abortUpload(staffCallOf(c), MEDIA, c.req.param("id"));
    if (!result.ok) throw apiFailure(result);
    return c.json({ aborted: result.upload });
  });
