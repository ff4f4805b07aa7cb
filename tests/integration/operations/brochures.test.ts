import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRODUCTS } from "../../../app/catalogue";
import { attachBrochure, removeBrochure } from "../../../app/server/brochures/brochures.server";
import { createStaff } from "../auth";
import { makeUpload } from "../blog/fixtures";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

const product = PRODUCTS[3]!;
const attachedTo = () => env.DB.prepare("SELECT upload_id FROM product_brochures WHERE product_id = ?1").bind(product.id).first<{ upload_id: string }>();

describe("staff brochures: the attachment and its audit row land together or not at all", () => {
  it("attaches nothing when the audit row cannot be written, then attaches and records", async () => {
    const editor = await createStaff("editor");
    const { id: uploadId } = await makeUpload("pdf");
    const error = await whileAuditRefused(() => attachBrochure(callAs(editor), env.MEDIA, { productId: product.id, uploadId }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await attachedTo()).toBeNull();
    expect(await attachBrochure(callAs(editor), env.MEDIA, { productId: product.id, uploadId })).toMatchObject({ ok: true, product: { id: product.id } });
    expect(await attachedTo()).toEqual({ upload_id: uploadId });
    expect(await auditRows("brochure.attach")).toHaveLength(1);
  });

  it("removes nothing when the audit row cannot be written; no audit row when the removal cannot run", async () => {
    const editor = await createStaff("editor");
    const { id: uploadId } = await makeUpload("pdf");
    await attachBrochure(callAs(editor), env.MEDIA, { productId: product.id, uploadId });
    const error = await whileAuditRefused(() => removeBrochure(callAs(editor), { productId: product.id }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await attachedTo()).toEqual({ upload_id: uploadId });
    const refused = await whileRefused("product_brochures", "DELETE", () => removeBrochure(callAs(editor), { productId: product.id }));
    expect(String(refused)).toMatch(/refused by the test/);
    expect(await auditRows("brochure.remove")).toEqual([]);
    expect(await removeBrochure(callAs(editor), { productId: product.id })).toMatchObject({ ok: true });
    expect(await count("SELECT count(*) AS n FROM product_brochures WHERE product_id = ?1", product.id)).toBe(0);
    expect(await auditRows("brochure.remove")).toHaveLength(1);
  });
});
