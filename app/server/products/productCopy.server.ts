import * as z from "zod";
import { productById, productPath, type Product, type ProductWords } from "../../catalogue";
import { COPY_LIMITS, type ProductCopy, copyFields, copyOfFields, linesOf, paragraphsOf } from "../../lib/products/productCopy";
import { singleLine } from "../../lib/plainText";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import { purgeAfterChange } from "../platform/edgeCache.server";
import { type Result, fail } from "../platform/result.server";
import type { D1 } from "../platform/d1Sessions.server";
import { productPagePaths } from "./productPagePaths.server";
import { productWords } from "../i18n/productWords.server";
import { type ScreenshotChanges, changesText, publishScreenshotStatements, screenshotChanges } from "./productScreenshots.server";

/**
 * A product page's marketing copy, edited by staff (decision record 0040): a draft per product,
 * and an append-only list of published versions whose newest is what the page shows (a version
 * without a body: the catalogue's JSON default, app/catalogue/content). No version: the default.
 * Each operation (products:manage) writes its change and its audit row in one batch (decision
 * 0020); publishing and restoring purge the pages that show the product. Publishing also makes the
 * draft's screenshots the page's (productScreenshots.server.ts), in the same batch.
 */
export type { ProductCopy };

export const defaultCopy = (product: ProductWords): ProductCopy => ({
  description: [...product.description],
  features: [...product.features],
  serves: product.serves,
});

interface CopyVersion {
  id: number;
  copy: ProductCopy | null;
  restoredFrom: number | null;
  publishedAt: string;
  publishedBy: string | null;
}

interface CopyDraft {
  copy: ProductCopy;
  savedAt: string;
  savedBy: string | null;
}

// A stored body is JSON this module wrote; one that does not parse as a copy counts as the default.
const storedCopy = z.object({
  description: z.array(z.string()).min(1),
  features: z.array(z.string()).min(1),
  serves: z.string().min(1),
});
const parseBody = (body: string | null): ProductCopy | null => {
  if (body === null) return null;
  try {
    const parsed = storedCopy.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The published copy that overrides the JSON default, or null (no version, or the newest is the default). */
export async function publishedCopy(db: D1, productId: string): Promise<ProductCopy | null> {
  const row = await db
    .prepare("SELECT body FROM product_copy_versions WHERE product_id = ?1 ORDER BY id DESC LIMIT 1")
    .bind(productId)
    .first<{ body: string | null }>();
  return row ? parseBody(row.body) : null;
}

/** The products whose page shows edited copy (their newest version has a body). */
export async function editedProducts(db: D1): Promise<Set<string>> {
  const { results } = await db
    .prepare(
      `SELECT v.product_id FROM product_copy_versions v
       WHERE v.id = (SELECT max(id) FROM product_copy_versions w WHERE w.product_id = v.product_id) AND v.body IS NOT NULL`,
    )
    .all<{ product_id: string }>();
  return new Set(results.map((r) => r.product_id));
}

export async function copyHistory(db: D1, productId: string, limit = 20): Promise<CopyVersion[]> {
  const { results } = await db
    .prepare(
      `SELECT v.id, v.body, v.restored_from, v.published_at, s.name AS publisher FROM product_copy_versions v
       LEFT JOIN staff_users s ON s.id = v.published_by WHERE v.product_id = ?1 ORDER BY v.id DESC LIMIT ?2`,
    )
    .bind(productId, limit)
    .all<{ id: number; body: string | null; restored_from: number | null; published_at: string; publisher: string | null }>();
  return results.map((r) => ({
    id: Number(r.id),
    copy: parseBody(r.body),
    restoredFrom: r.restored_from === null ? null : Number(r.restored_from),
    publishedAt: r.published_at,
    publishedBy: r.publisher,
  }));
}

export async function copyDraft(db: D1, productId: string): Promise<CopyDraft | null> {
  const row = await db
    .prepare("SELECT d.body, d.saved_at, s.name AS saver FROM product_copy_drafts d LEFT JOIN staff_users s ON s.id = d.saved_by WHERE d.product_id = ?1")
    .bind(productId)
    .first<{ body: string; saved_at: string; saver: string | null }>();
  const copy = row ? parseBody(row.body) : null;
  return row && copy ? { copy, savedAt: row.saved_at, savedBy: row.saver } : null;
}

const productIdField = z.string({ error: "Choose a product" }).trim().min(1, "Choose a product").max(100, "Choose a product from the catalogue");

/** The editor's three fields, as the form sends them, into the copy the page shows. */
const copyInputSchema = z
  .object({
    productId: productIdField,
    overview: z.string({ error: "The overview is Required" }).max(COPY_LIMITS.paragraphs * (COPY_LIMITS.paragraph + 4), "The overview is too long"),
    features: z.string({ error: "The features are Required" }).max(COPY_LIMITS.features * (COPY_LIMITS.feature + 4), "The features are too long"),
    serves: z.string({ error: "Who it serves is Required" }).max(COPY_LIMITS.serves * 2, "Who it serves is too long"),
  })
  .transform((f) => ({ productId: f.productId, copy: { description: paragraphsOf(f.overview), features: linesOf(f.features), serves: singleLine(f.serves) } }))
  .superRefine(({ copy }, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (copy.description.length === 0) issue("overview", "The overview is Required");
    else if (copy.description.length > COPY_LIMITS.paragraphs) issue("overview", `At most ${COPY_LIMITS.paragraphs} paragraphs`);
    else if (copy.description.some((p) => p.length > COPY_LIMITS.paragraph))
      issue("overview", `A paragraph must be at most ${COPY_LIMITS.paragraph} characters`);
    if (copy.features.length === 0) issue("features", "Give at least one feature");
    else if (copy.features.length > COPY_LIMITS.features) issue("features", `At most ${COPY_LIMITS.features} features`);
    else if (copy.features.some((f) => f.length > COPY_LIMITS.feature)) issue("features", `A feature must be at most ${COPY_LIMITS.feature} characters`);
    if (!copy.serves) issue("serves", "Who it serves is Required");
    else if (copy.serves.length > COPY_LIMITS.serves) issue("serves", `Who it serves must be at most ${COPY_LIMITS.serves} characters`);
  });

const restoreCopySchema = z.object({
  productId: productIdField,
  /** A version's id, or "default": the catalogue's own words. */
  version: z.union([z.literal("default"), z.coerce.number({ error: "Choose a version" }).int("Choose a version").positive("Choose a version")]),
});

const unknownProduct = () =>
  fail(400, "Choose a product from the catalogue", { issues: [{ path: "productId", message: "Choose a product from the catalogue" }] });
const targetOf = (product: Product) => `${product.name} (${productPath(product)})`;

/** Keeps the editor's text as the product's draft (the page does not change). */
export async function saveCopyDraft(call: StaffCall, raw: unknown): Promise<Result<{ product: Product }>> {
  const input = admit(call, "products:manage", copyInputSchema, raw);
  if (!input.ok) return input;
  const product = productById(input.data.productId);
  if (!product) return unknownProduct();
  const { db } = call;
  await db.batch([
    db
      .prepare(
        `INSERT INTO product_copy_drafts (product_id, body, saved_by, saved_at) VALUES (?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
         ON CONFLICT (product_id) DO UPDATE SET body = excluded.body, saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
      )
      .bind(product.id, JSON.stringify(input.data.copy), call.actor.id),
    auditRow(call, { action: "product.copy.draft", target: targetOf(product) }),
  ]);
  return { ok: true, product };
}

/**
 * Publishes the editor's text and the draft's screenshots: the page shows them at once; the draft
 * is done with. Text the page already shows appends no version, so publishing only screenshots
 * leaves the copy's history (and a product still on the catalogue's default copy) as it was.
 */
export async function publishCopy(
  call: StaffCall,
  raw: unknown,
): Promise<Result<{ product: Product; versionId: number | null; screenshots: ScreenshotChanges }>> {
  const input = admit(call, "products:manage", copyInputSchema, raw);
  if (!input.ok) return input;
  const product = productById(input.data.productId);
  if (!product) return unknownProduct();
  const { db } = call;
  const [screenshots, current] = await Promise.all([screenshotChanges(db, product.id), publishedCopy(db, product.id)]);
  const body = JSON.stringify(input.data.copy);
  // On the default, the words are a static file (decision record 0058); when it cannot be read
  // now the text counts as new: a version with the words the page shows, nothing lost.
  const words = current ?? (await productWords(call.files, product));
  // Compared as the editor shows it (its fields parsed again), so an untouched editor is no new text.
  const newText = !words || body !== JSON.stringify(copyOfFields(copyFields(defaultCopy(words))));
  const shots = changesText(screenshots);
  const results = await db.batch([
    ...(newText
      ? [
          db
            .prepare("INSERT INTO product_copy_versions (product_id, body, published_by) VALUES (?1, ?2, ?3) RETURNING id")
            .bind(product.id, body, call.actor.id),
        ]
      : []),
    db.prepare("DELETE FROM product_copy_drafts WHERE product_id = ?1").bind(product.id),
    ...publishScreenshotStatements(db, product.id),
    auditRow(call, { action: "product.copy.publish", target: targetOf(product), detail: shots ? `screenshots: ${shots}` : null }),
  ]);
  await purgeAfterChange(call, productPagePaths(product.id));
  const inserted = newText ? (results[0]?.results[0] as { id: number } | undefined) : undefined;
  return { ok: true, product, versionId: inserted ? Number(inserted.id) : null, screenshots };
}

/**
 * Publishes an earlier version again (or the catalogue's default) as a new version, so the history
 * keeps what was replaced; a draft in progress is discarded (the confirmation says so).
 */
export async function restoreCopy(call: StaffCall, raw: unknown): Promise<Result<{ product: Product; restored: number | "default" }>> {
  const input = admit(call, "products:manage", restoreCopySchema, raw, () => REQUIRED_VALUES_MESSAGE);
  if (!input.ok) return input;
  const product = productById(input.data.productId);
  if (!product) return unknownProduct();
  const { db } = call;
  const { version } = input.data;
  let body: string | null = null;
  if (version !== "default") {
    const row = await db
      .prepare("SELECT body FROM product_copy_versions WHERE id = ?1 AND product_id = ?2")
      .bind(version, product.id)
      .first<{ body: string | null }>();
    if (!row) return fail(404, "That version no longer exists");
    body = row.body;
  }
  await db.batch([
    db
      .prepare("INSERT INTO product_copy_versions (product_id, body, restored_from, published_by) VALUES (?1, ?2, ?3, ?4)")
      .bind(product.id, body, version === "default" ? null : version, call.actor.id),
    db.prepare("DELETE FROM product_copy_drafts WHERE product_id = ?1").bind(product.id),
    auditRow(call, {
      action: "product.copy.restore",
      target: targetOf(product),
      detail: version === "default" ? "the catalogue's default" : `version ${version}`,
    }),
  ]);
  await purgeAfterChange(call, productPagePaths(product.id));
  return { ok: true, product, restored: version };
}
