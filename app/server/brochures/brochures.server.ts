import { productById, productPath, PRODUCTS } from "../../catalogue";
import { SNIFF_BYTES, sniffFileType } from "../../lib/uploads/fileTypes";
import * as z from "zod";
import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import type { Columns, LeftJoined } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Product brochures (decision record 0015): one PDF from the uploads library per
 * catalogue product (table product_brochures). Staff attach, replace and remove them in
 * /admin/brochures (permission uploads:write); each change is audited in the same batch. The
 * public side reads `brochureForProduct` for the product page and the download.
 */
export interface Brochure {
  productId: string;
  uploadId: string;
  filename: string;
  sizeBytes: number;
  r2Key: string;
  attachedAt: string;
  attachedBy: { id: string; name: string } | null;
}

/** A brochure with its upload's file facts and the attaching staff member's name. */
type Row = Columns<"product_brochures", "product_id" | "upload_id" | "attached_at" | "attached_by"> &
  Columns<"uploads", "filename" | "size_bytes" | "r2_key"> & { attacher_name: LeftJoined<"staff_users", "name"> };

// Only a PDF upload counts: a row can only be written for one, and the join keeps it so.
const SELECT = `SELECT b.product_id, b.upload_id, u.filename, u.size_bytes, u.r2_key, b.attached_at, b.attached_by, s.name AS attacher_name
  FROM product_brochures b JOIN uploads u ON u.id = b.upload_id AND u.kind = 'pdf' LEFT JOIN staff_users s ON s.id = b.attached_by`;

const fromRow = (r: Row): Brochure => ({
  productId: r.product_id,
  uploadId: r.upload_id,
  filename: r.filename,
  sizeBytes: Number(r.size_bytes),
  r2Key: r.r2_key,
  attachedAt: r.attached_at,
  attachedBy: r.attached_by ? { id: r.attached_by, name: r.attacher_name ?? "" } : null,
});

/** A file's size as people read it: "1.2 MB", "340 KB". */
export const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The brochure's title as the product page shows it: not the upload's file name. */
export const brochureTitle = (productName: string) => `${productName} product brochure`;

export async function brochureForProduct(db: D1, productId: string): Promise<Brochure | null> {
  const row = await db.prepare(`${SELECT} WHERE b.product_id = ?1`).bind(productId).first<Row>();
  return row ? fromRow(row) : null;
}

/** Every attached brochure, by product id. */
export async function listBrochures(db: D1): Promise<Map<string, Brochure>> {
  const { results } = await db.prepare(SELECT).all<Row>();
  return new Map(results.map((r) => [r.product_id, fromRow(r)]));
}

export interface BrochureProduct {
  id: string;
  name: string;
  path: string;
}

/** The products a brochure can be attached to: the whole catalogue, by name. */
export const brochureProducts = (): BrochureProduct[] =>
  [...PRODUCTS]
    .map((p) => ({ id: p.id, name: p.name, path: productPath(p) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.path.localeCompare(b.path));

/**
 * Whether the object really is a PDF: the uploads library sniffed it when it arrived (kind), and
 * its first bytes are read again here, so a row that says pdf over other bytes is refused too.
 */
async function isPdfObject(media: R2Bucket, key: string): Promise<boolean> {
  const object = await media.get(key, { range: { offset: 0, length: SNIFF_BYTES } });
  if (!object) return false;
  const head = new Uint8Array(await object.arrayBuffer());
  return sniffFileType(head)?.kind === "pdf";
}

const productIdField = z
  .string({ error: "Choose a product" })
  .check(z.trim(), z.minLength(1, "Choose a product"), z.maxLength(100, "Choose a product from the list"));
const attachBrochureSchema = z.object({
  productId: productIdField,
  uploadId: z.string({ error: "Choose a PDF" }).check(z.trim(), z.minLength(1, "Choose a PDF"), z.maxLength(64, "Choose a PDF from the list")),
});
const removeBrochureSchema = z.object({ productId: productIdField });

/** Attaches (or replaces) a product's brochure (uploads:write): a PDF from the uploads library, nothing else. */
export async function attachBrochure(
  call: StaffCall,
  media: R2Bucket,
  raw: unknown,
): Promise<Result<{ brochure: Brochure; replaced: string | null; product: BrochureProduct }>> {
  const input = admit(call, "uploads:write", attachBrochureSchema, raw);
  if (!input.ok) return input;
  const { db } = call;
  const product = productById(input.data.productId);
  if (!product) return fail(400, "Choose a product from the list", { issues: [{ path: "productId", message: "Choose a product from the list" }] });
  const upload = await db
    .prepare("SELECT id, r2_key, filename, kind FROM uploads WHERE id = ?1")
    .bind(input.data.uploadId)
    .first<Columns<"uploads", "id" | "r2_key" | "filename" | "kind">>();
  if (!upload) return fail(400, "Choose a PDF from the uploads library", { issues: [{ path: "uploadId", message: "Choose a PDF from the uploads library" }] });
  if (upload.kind !== "pdf" || !(await isPdfObject(media, upload.r2_key))) {
    const message = `${upload.filename} is not a PDF: a brochure must be a PDF`;
    return fail(400, message, { issues: [{ path: "uploadId", message }] });
  }
  const previous = await brochureForProduct(db, product.id);
  const attachedTo = { id: product.id, name: product.name, path: productPath(product) };
  if (previous?.uploadId === upload.id) return { ok: true, brochure: previous, replaced: null, product: attachedTo };
  const at = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO product_brochures (product_id, upload_id, attached_by, attached_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (product_id) DO UPDATE SET upload_id = excluded.upload_id, attached_by = excluded.attached_by, attached_at = excluded.attached_at`,
      )
      .bind(product.id, upload.id, call.actor.id, at),
    auditRow(call, {
      action: "brochure.attach",
      target: `${product.name} (${productPath(product)})`,
      detail: previous ? `${upload.filename} (replaces ${previous.filename})` : upload.filename,
    }),
  ]);
  const brochure = await brochureForProduct(db, product.id);
  if (!brochure) throw new Error("brochure missing after attach");
  return { ok: true, brochure, replaced: previous?.filename ?? null, product: attachedTo };
}

/** Removes a product's brochure (the upload stays in the library); the audit row only if it went. */
export async function removeBrochure(call: StaffCall, raw: unknown): Promise<Result<{ filename: string; product: BrochureProduct }>> {
  const input = admit(call, "uploads:write", removeBrochureSchema, raw, () => "Choose a product");
  if (!input.ok) return input;
  const { db } = call;
  const product = productById(input.data.productId);
  const current = product ? await brochureForProduct(db, product.id) : null;
  if (!product || !current) return fail(404, "That product has no brochure");
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM product_brochures WHERE product_id = ?1 AND upload_id = ?2").bind(product.id, current.uploadId),
    auditRow(call, { action: "brochure.remove", target: `${product.name} (${productPath(product)})`, detail: current.filename }, { ifChanged: true }),
  ]);
  if (deleted?.meta.changes === 0) return fail(409, "The brochure was changed by someone else: please check it and try again");
  return { ok: true, filename: current.filename, product: { id: product.id, name: product.name, path: productPath(product) } };
}
