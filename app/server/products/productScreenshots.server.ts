import * as z from "zod";
import { productById, productPath } from "../../catalogue";
import { singleLine } from "../../lib/plainText";
import { uploadPath } from "../../lib/uploads/paths";
import { type StaffCall, admit, admitFound, auditRow } from "../operations/staffOperation.server";
import { purgeAfterChange } from "../platform/edgeCache.server";
import { type Result, fail } from "../platform/result.server";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { IMAGE_HEADER_BYTES, imageSize } from "./imageSize.server";
import { productPagePaths } from "./productPagePaths.server";

/**
 * A product's screenshots (decision record 0040): images from the uploads library (PNG, JPEG or
 * WebP), each with a text alternative (required) and a caption, in order; the first replaces the
 * drawing beside the product's title, the others follow the features. Staff add, change, move and
 * remove them (products:manage); each operation writes its change and its audit row in one batch
 * (decision 0020). Adding and removing change the product's draft only, as its copy's draft does:
 * publishing the copy (productCopy.server.ts) makes the draft's set the page's, so only a change
 * the page shows (a published screenshot's text or order) purges the pages that show the product.
 */

/** published: on the page; added: in the draft only; removing: on the page until the draft is published. */
type ScreenshotState = "published" | "added" | "removing";

/** Which screenshots: the page's (published), the draft's (what publishing would show), or every row staff manage. */
export type ScreenshotView = "published" | "draft" | "all";
const VIEW_STATES: Record<ScreenshotView, string> = {
  published: "AND s.state IN ('published', 'removing')",
  draft: "AND s.state IN ('published', 'added')",
  all: "",
};

export interface Screenshot {
  id: string;
  productId: string;
  uploadId: string;
  src: string;
  filename: string;
  alt: string;
  caption: string;
  position: number;
  width: number;
  height: number;
  /** The upload's type as checked at upload (image/png, image/jpeg or image/webp). */
  contentType: string;
  state: ScreenshotState;
}

type Row = Columns<"product_screenshots", "id" | "product_id" | "upload_id" | "alt" | "caption" | "position" | "width" | "height" | "state"> &
  Columns<"uploads", "filename" | "content_type">;

const SELECT = `SELECT s.id, s.product_id, s.upload_id, s.alt, s.caption, s.position, s.width, s.height, s.state, u.filename, u.content_type
  FROM product_screenshots s JOIN uploads u ON u.id = s.upload_id AND u.kind = 'image'`;

const stateOf = (state: string): ScreenshotState => (state === "added" || state === "removing" ? state : "published");
/** Whether the public page shows it (so a change to it must purge the page). */
const onPage = (s: Pick<Screenshot, "state">) => s.state !== "added";

const fromRow = (r: Row): Screenshot => ({
  id: r.id,
  productId: r.product_id,
  uploadId: r.upload_id,
  src: uploadPath(r.upload_id),
  filename: r.filename,
  alt: r.alt,
  caption: r.caption,
  position: Number(r.position),
  width: Number(r.width),
  height: Number(r.height),
  contentType: r.content_type,
  state: stateOf(r.state),
});

export async function screenshotsOf(db: D1, productId: string, view: ScreenshotView): Promise<Screenshot[]> {
  const { results } = await db.prepare(`${SELECT} WHERE s.product_id = ?1 ${VIEW_STATES[view]} ORDER BY s.position, s.added_at`).bind(productId).all<Row>();
  return results.map(fromRow);
}

/** How many screenshots each product's page shows (products without one are absent). */
export async function screenshotCounts(db: D1): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT s.product_id, count(*) AS n FROM product_screenshots s JOIN uploads u ON u.id = s.upload_id AND u.kind = 'image'
       WHERE 1 = 1 ${VIEW_STATES.published} GROUP BY s.product_id`,
    )
    .all<{ product_id: string; n: number }>();
  return new Map(results.map((r) => [r.product_id, Number(r.n)]));
}

const trimmed = (label: string, max: number, required: boolean) =>
  z
    .string({ error: `${label} is Required` })
    // Line breaks and control characters have no place in an alt text or a caption.
    .transform(singleLine)
    .pipe(
      required
        ? z.string().min(1, `${label} is Required`).max(max, `${label} must be at most ${max} characters`)
        : z.string().max(max, `${label} must be at most ${max} characters`),
    );

const productIdField = z.string({ error: "Choose a product" }).trim().min(1, "Choose a product").max(100, "Choose a product from the catalogue");
const idField = z.string({ error: "Choose a screenshot" }).trim().uuid("Choose a screenshot");

const addScreenshotSchema = z.object({
  productId: productIdField,
  uploadId: z.string({ error: "Choose an image" }).trim().uuid("Choose an image from the uploads library"),
  alt: trimmed("The text alternative", 300, true),
  caption: trimmed("The caption", 300, false).optional().default(""),
});
const editScreenshotSchema = z.object({
  id: idField,
  alt: trimmed("The text alternative", 300, true),
  caption: trimmed("The caption", 300, false).optional().default(""),
});
const moveScreenshotSchema = z.object({ id: idField, direction: z.enum(["up", "down"], { error: "Move it up or down" }) });
const removeScreenshotSchema = z.object({ id: idField });

/** What the audit log adds to a change the page does not show until the product is published. */
const IN_DRAFT = ", in the draft";
const SCREENSHOT_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);
const invalid = (path: string, message: string) => fail(400, message, { issues: [{ path, message }] });
const targetOf = (productId: string) => {
  const p = productById(productId);
  return p ? `${p.name} (${productPath(p)})` : productId;
};

const SCREENSHOT_GONE = "That screenshot no longer exists";

/** A change to one screenshot: the input through its schema (products:manage), and the screenshot it names, or 404. */
const admitScreenshot = <S extends z.ZodType<{ id: string }>>(call: StaffCall, schema: S, raw: unknown) =>
  admitFound(call, { permission: "products:manage", schema, find: findScreenshot, notFound: SCREENSHOT_GONE }, raw);

async function findScreenshot(db: D1, id: string): Promise<Screenshot | null> {
  const row = await db.prepare(`${SELECT} WHERE s.id = ?1`).bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

/** Adds an image from the uploads library as the product's last screenshot, in the draft; its size is read from the stored bytes. */
export async function addScreenshot(call: StaffCall, media: R2Bucket, raw: unknown): Promise<Result<{ screenshot: Screenshot }>> {
  const input = admit(call, "products:manage", addScreenshotSchema, raw);
  if (!input.ok) return input;
  const { db } = call;
  const product = productById(input.data.productId);
  if (!product) return invalid("productId", "Choose a product from the catalogue");
  const upload = await db
    .prepare("SELECT id, r2_key, filename, content_type, kind FROM uploads WHERE id = ?1")
    .bind(input.data.uploadId)
    .first<Columns<"uploads", "id" | "r2_key" | "filename" | "content_type" | "kind">>();
  if (!upload) return invalid("uploadId", "Choose an image from the uploads library");
  if (upload.kind !== "image" || !SCREENSHOT_TYPES.has(upload.content_type)) {
    return invalid("uploadId", `${upload.filename} is not a PNG, JPEG or WebP image`);
  }
  const object = await media.get(upload.r2_key, { range: { offset: 0, length: IMAGE_HEADER_BYTES } });
  const size = object ? imageSize(new Uint8Array(await object.arrayBuffer())) : null;
  if (!size) return invalid("uploadId", `${upload.filename}: its width and height could not be read`);
  const id = crypto.randomUUID();
  // The page does not change (nothing to purge): publishing the product shows it.
  await db.batch([
    db
      .prepare(
        `INSERT INTO product_screenshots (id, product_id, upload_id, alt, caption, position, width, height, added_by, state)
         VALUES (?1, ?2, ?3, ?4, ?5, (SELECT coalesce(max(position), -1) + 1 FROM product_screenshots WHERE product_id = ?2), ?6, ?7, ?8, 'added')`,
      )
      .bind(id, product.id, upload.id, input.data.alt, input.data.caption, size.width, size.height, call.actor.id),
    auditRow(call, {
      action: "product.screenshot.add",
      target: targetOf(product.id),
      detail: `${upload.filename} (${size.width} × ${size.height})${IN_DRAFT}`,
    }),
  ]);
  const screenshot = await findScreenshot(db, id);
  if (!screenshot) throw new Error("screenshot missing after insert");
  return { ok: true, screenshot };
}

export async function editScreenshot(call: StaffCall, raw: unknown): Promise<Result<{ screenshot: Screenshot }>> {
  const found = await admitScreenshot(call, editScreenshotSchema, raw);
  if (!found.ok) return found;
  const { db } = call;
  const { input, row: current } = found;
  const [changed] = await db.batch([
    db.prepare("UPDATE product_screenshots SET alt = ?2, caption = ?3 WHERE id = ?1").bind(current.id, input.alt, input.caption),
    auditRow(call, { action: "product.screenshot.edit", target: targetOf(current.productId), detail: current.filename }, { ifChanged: true }),
  ]);
  if ((changed?.meta.changes ?? 0) === 0) return fail(404, SCREENSHOT_GONE);
  if (onPage(current)) await purgeAfterChange(call, productPagePaths(current.productId));
  return { ok: true, screenshot: { ...current, alt: input.alt, caption: input.caption } };
}

/** Swaps a screenshot with its neighbour in the list staff see; the first one is the page's main picture. */
export async function moveScreenshot(call: StaffCall, raw: unknown): Promise<Result<{ screenshot: Screenshot }>> {
  const found = await admitScreenshot(call, moveScreenshotSchema, raw);
  if (!found.ok) return found;
  const { db } = call;
  const { input, row: current } = found;
  const all = await screenshotsOf(db, current.productId, "all");
  const at = all.findIndex((s) => s.id === current.id);
  const other = all[input.direction === "up" ? at - 1 : at + 1];
  if (!other) return fail(409, input.direction === "up" ? "It is already the first screenshot" : "It is already the last screenshot");
  // Positions are renumbered in the new order, so equal or gapped positions never confuse a later move.
  const order = all.map((s) => s.id);
  [order[at], order[all.indexOf(other)]] = [other.id, current.id];
  await db.batch([
    ...order.map((id, position) => db.prepare("UPDATE product_screenshots SET position = ?2 WHERE id = ?1").bind(id, position)),
    auditRow(call, { action: "product.screenshot.move", target: targetOf(current.productId), detail: `${current.filename} ${input.direction}` }),
  ]);
  // Passing a screenshot that is in the draft only leaves the page's order as it was.
  if (onPage(current) && onPage(other)) await purgeAfterChange(call, productPagePaths(current.productId));
  return { ok: true, screenshot: current };
}

/**
 * Removes a screenshot in the draft: a published one stays on the page until the product is
 * published; one only the draft had goes at once. The image stays in the uploads library.
 */
export async function removeScreenshot(call: StaffCall, raw: unknown): Promise<Result<{ screenshot: Screenshot }>> {
  const found = await admitScreenshot(call, removeScreenshotSchema, raw);
  if (!found.ok) return found;
  const { db } = call;
  const current = found.row;
  if (current.state === "removing") return fail(404, SCREENSHOT_GONE);
  const [changed] = await db.batch([
    current.state === "added"
      ? db.prepare("DELETE FROM product_screenshots WHERE id = ?1 AND state = 'added'").bind(current.id)
      : db.prepare("UPDATE product_screenshots SET state = 'removing' WHERE id = ?1 AND state = 'published'").bind(current.id),
    auditRow(call, { action: "product.screenshot.remove", target: targetOf(current.productId), detail: `${current.filename}${IN_DRAFT}` }, { ifChanged: true }),
  ]);
  if ((changed?.meta.changes ?? 0) === 0) return fail(404, SCREENSHOT_GONE);
  return { ok: true, screenshot: current };
}

/** How many screenshots the product's draft adds and removes. */
export interface ScreenshotChanges {
  added: number;
  removed: number;
}

export async function screenshotChanges(db: D1, productId: string): Promise<ScreenshotChanges> {
  const row = await db
    .prepare(
      `SELECT count(CASE WHEN state = 'added' THEN 1 END) AS added, count(CASE WHEN state = 'removing' THEN 1 END) AS removed
       FROM product_screenshots WHERE product_id = ?1`,
    )
    .bind(productId)
    .first<{ added: number; removed: number }>();
  return { added: Number(row?.added ?? 0), removed: Number(row?.removed ?? 0) };
}

/** The changes as the audit log and the staff screen say them: "1 added, 2 removed"; "" for none. */
export function changesText({ added, removed }: ScreenshotChanges): string {
  return [added ? `${added} added` : "", removed ? `${removed} removed` : ""].filter(Boolean).join(", ");
}

/**
 * The statements that make the draft's screenshots the page's, for the publish's own batch (so the
 * copy and the screenshots go live together or not at all).
 */
export function publishScreenshotStatements(db: D1, productId: string): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM product_screenshots WHERE product_id = ?1 AND state = 'removing'").bind(productId),
    db.prepare("UPDATE product_screenshots SET state = 'published' WHERE product_id = ?1 AND state = 'added'").bind(productId),
  ];
}

const discardScreenshotsSchema = z.object({ productId: productIdField });

/** Discards the draft's screenshot changes: the added ones leave the product, the removed ones come back. The page does not change. */
export async function discardScreenshotChanges(call: StaffCall, raw: unknown): Promise<Result<{ changes: ScreenshotChanges }>> {
  const input = admit(call, "products:manage", discardScreenshotsSchema, raw);
  if (!input.ok) return input;
  const { db } = call;
  const product = productById(input.data.productId);
  if (!product) return invalid("productId", "Choose a product from the catalogue");
  const changes = await screenshotChanges(db, product.id);
  if (!changes.added && !changes.removed) return fail(409, "The draft has no screenshot changes");
  await db.batch([
    db.prepare("DELETE FROM product_screenshots WHERE product_id = ?1 AND state = 'added'").bind(product.id),
    db.prepare("UPDATE product_screenshots SET state = 'published' WHERE product_id = ?1 AND state = 'removing'").bind(product.id),
    auditRow(call, { action: "product.screenshot.discard", target: targetOf(product.id), detail: changesText(changes) }),
  ]);
  return { ok: true, changes };
}
