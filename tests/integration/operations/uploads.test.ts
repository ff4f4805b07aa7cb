import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deleteUpload, storeUploads } from "../../../app/server/uploads/uploads.server";
import { createStaff } from "../auth";
import { MAGIC, makeUpload } from "../blog/fixtures";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

const png = (name: string) => new File([MAGIC.png as Uint8Array<ArrayBuffer>], name, { type: "image/png" });

describe("uploads: the rows, their audit row (and the R2 objects) land together or not at all", () => {
  it("stores and records; with the audit log refusing, no row and no object stays", async () => {
    const editor = await createStaff("editor");
    const objectsBefore = (await env.MEDIA.list({ prefix: "uploads/" })).objects.length;
    const error = await whileAuditRefused(() => storeUploads(callAs(editor), env.MEDIA, [png("refused-a.png"), png("refused-b.png")]));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM uploads WHERE filename LIKE 'refused-%'")).toBe(0);
    expect((await env.MEDIA.list({ prefix: "uploads/" })).objects.length).toBe(objectsBefore);

    const stored = await storeUploads(callAs(editor), env.MEDIA, [png("kept.png")]);
    expect(stored).toMatchObject({ ok: true, uploads: [{ filename: "kept.png" }] });
    expect((await auditRows("upload.create")).filter((r) => r.target === "kept.png")).toEqual([expect.objectContaining({ actor_id: editor.id })]);
  });

  it("deletes nothing (row or object) when the audit row cannot be written; no audit row when the delete cannot run", async () => {
    const editor = await createStaff("editor");
    const { id } = await makeUpload("png");
    expect(String(await whileAuditRefused(() => deleteUpload(callAs(editor), env.MEDIA, { id })))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM uploads WHERE id = ?1", id)).toBe(1);
    expect(await env.MEDIA.head(`uploads/${id}`)).not.toBeNull();
    expect(String(await whileRefused("uploads", "DELETE", () => deleteUpload(callAs(editor), env.MEDIA, { id })))).toMatch(/refused by the test/);
    expect((await auditRows("upload.delete")).filter((r) => r.detail === id)).toEqual([]);

    expect(await deleteUpload(callAs(editor), env.MEDIA, { id })).toMatchObject({ ok: true });
    expect(await env.MEDIA.head(`uploads/${id}`)).toBeNull();
    expect((await auditRows("upload.delete")).filter((r) => r.detail === id)).toHaveLength(1);
  });
});
