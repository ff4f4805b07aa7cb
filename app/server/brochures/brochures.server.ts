import { productById, productPath, PRODUCTS } from "../../catalogue";
import { SNIFF_BYTES, sniffFileType } from "../../lib/uploads/fileTypes";
import { type AuditActor, auditStatement } from "../admin/audit.server";
import { type Failure, fail } from "../platform/result.server";

/**
 * Product brochures (issue 14, decision record 0015): one PDF from the uploads library per
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

interface Row {
  product_id: string;
  upload_id: string;
  filename: string;
  size_bytes: number;
  r2_key: string;
  attached_at: string;
  attached_by: string | null;
  attacher_name: string | null;
}

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

/** The brochure's title as the product page shows it (issue 29): not the upload's file name. */
export const brochureTitle = (productName: string) => `${productName} product brochure`;

export async function brochureForProduct(db: D1Database, productId: string): Promise<Brochure | null> {
  const row = await db.prepare(`${SELECT} WHERE b.product_id = ?1`).bind(productId).first<Row>();
  return row ? fromRow(row) : null;
}

/** Every attached brochure, by product id. */
export async function listBrochures(db: D1Database): Promise<Map<string, Brochure>> {
  const { results } = await db.prepare(SELECT).all<Row>();
  return new Map(results.map((r) => [r.product_id, fromRow(r)]));
}

/** The products a brochure can be attached to: the whole catalogue, by name. */
export const brochureProducts = () =>
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

export interface BrochureChange {
  productId: string;
  actor: AuditActor & { id: string };
  ip?: string | null;
}

/** Attaches (or replaces) a product's brochure: a PDF from the uploads library, nothing else. */
export async function attachBrochure(
  env: { DB: D1Database; MEDIA: R2Bucket },
  input: BrochureChange & { uploadId: string },
): Promise<{ ok: true; brochure: Brochure; replaced: string | null } | Failure> {
  const product = productById(input.productId);
  if (!product) return fail(400, "Choose a product from the list", { issues: [{ path: "productId", message: "Choose a product from the list" }] });
  const upload = await env.DB.prepare("SELECT id, r2_key, filename, kind FROM uploads WHERE id = ?1")
    .bind(input.uploadId)
    .first<{ id: string; r2_key: string; filename: string; kind: string }>();
  if (!upload) return fail(400, "Choose a PDF from the uploads library", { issues: [{ path: "uploadId", message: "Choose a PDF from the uploads library" }] });
  if (upload.kind !== "pdf" || !(await isPdfObject(env.MEDIA, upload.r2_key))) {
    const message = `${upload.filename} is not a PDF: a brochure must be a PDF`;
    return fail(400, message, { issues: [{ path: "uploadId", message }] });
  }
  const previous = await brochureForProduct(env.DB, product.id);
  if (previous?.uploadId === upload.id) return { ok: true, brochure: previous, replaced: null };
  const at = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO product_brochures (product_id, upload_id, attached_by, attached_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (product_id) DO UPDATE SET upload_id = excluded.upload_id, attached_by = excluded.attached_by, attached_at = excluded.attached_at`,
    ).bind(product.id, upload.id, input.actor.id, at),
    auditStatement(env.DB, {
      actor: input.actor,
      action: "brochure.attach",
      target: `${product.name} (${productPath(product)})`,
      detail: previous ? `${upload.filename} (replaces ${previous.filename})` : upload.filename,
      ip: input.ip,
    }),
  ]);
  const brochure = await brochureForProduct(env.DB, product.id);
  if (!brochure) throw new Error("brochure missing after attach");
  return { ok: true, brochure, replaced: previous?.filename ?? null };
}

/** Removes a product's brochure (the upload stays in the library). */
export async function removeBrochure(env: { DB: D1Database }, input: BrochureChange): Promise<{ ok: true; filename: string } | Failure> {
  const product = productById(input.productId);
  const current = product ? await brochureForProduct(env.DB, product.id) : null;
  if (!product || !current) return fail(404, "That product has no brochure");
  const [deleted] = await env.DB.batch([
    env.DB.prepare("DELETE FROM product_brochures WHERE product_id = ?1 AND upload_id = ?2").bind(product.id, current.uploadId),
    auditStatement(env.DB, {
      actor: input.actor,
      action: "brochure.remove",
      target: `${product.name} (${productPath(product)})`,
      detail: current.filename,
      ip: input.ip,
    }),
  ]);
  if (deleted?.meta.changes === 0) return fail(409, "The brochure was changed by someone else: please check it and try again");
  return { ok: true, filename: current.filename };
}
