import * as z from "zod/mini";
import { categoryDeleteSchema, categorySchema } from "../../lib/blog/schemas";
import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import { slugify } from "../../lib/blog/slug";
import { type Result, fail } from "../platform/result.server";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Blog categories (table `blog_categories`). A category with posts cannot simply be deleted
 * (the posts' foreign key is ON DELETE RESTRICT): its posts move to another category first, in
 * the same transaction as the delete.
 */
interface BlogCategory {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
  /** All posts, drafts included. */
  postCount: number;
  publishedCount: number;
}

/** A category with its posts counted. */
type Row = Columns<"blog_categories", "id" | "name" | "slug" | "created_at"> & { post_count: number; published_count: number };

/** `nowParam`: the bound parameter holding the request's time; a scheduled post counts as published from then. */
const select = (nowParam: string) => `SELECT c.id, c.name, c.slug, c.created_at,
    (SELECT COUNT(*) FROM blog_posts p WHERE p.category_id = c.id) AS post_count,
    (SELECT COUNT(*) FROM blog_posts p WHERE p.category_id = c.id AND p.published = 1 AND p.published_at <= ${nowParam}) AS published_count
  FROM blog_categories c`;
const realNow = () => new Date().toISOString();

const toCategory = (r: Row): BlogCategory => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  createdAt: r.created_at,
  postCount: Number(r.post_count),
  publishedCount: Number(r.published_count),
});

export async function listCategories(db: D1, now = realNow()): Promise<BlogCategory[]> {
  const { results } = await db
    .prepare(`${select("?1")} ORDER BY c.name COLLATE NOCASE`)
    .bind(now)
    .all<Row>();
  return results.map(toCategory);
}

/** The category whose id, or slug, is the given one (both are unique). */
async function categoryWhere(db: D1, column: "id" | "slug", value: string, now: string): Promise<BlogCategory | null> {
  const r = await db
    .prepare(`${select("?2")} WHERE c.${column} = ?1`)
    .bind(value, now)
    .first<Row>();
  return r ? toCategory(r) : null;
}

export const getCategory = (db: D1, id: string, now = realNow()) => categoryWhere(db, "id", id, now);

export const getCategoryBySlug = (db: D1, slug: string, now = realNow()) => categoryWhere(db, "slug", slug, now);

/** Which unique column a clash is on, read from D1's constraint message. */
function clash(error: unknown): "name" | "slug" | null {
  const message = error instanceof Error ? error.message : String(error);
  if (!message.includes("UNIQUE")) return null;
  return message.includes("blog_categories.slug") ? "slug" : "name";
}

function clashFailure(column: "name" | "slug") {
  return column === "name"
    ? fail(409, "A category with this name already exists", { issues: [{ path: "name", message: "A category with this name already exists" }] })
    : fail(409, "A category with this slug already exists", { issues: [{ path: "slug", message: "A category with this slug already exists" }] });
}

/** The column another category already holds this value in (name first: it is what people see). */
async function takenBy(db: D1, name: string, slug: string | undefined, exceptId: string | null): Promise<"name" | "slug" | null> {
  const r = await db
    .prepare("SELECT name = ?1 AS same_name FROM blog_categories WHERE (name = ?1 OR slug = ?2) AND id IS NOT ?3 ORDER BY same_name DESC LIMIT 1")
    .bind(name, slug ?? null, exceptId)
    .first<{ same_name: number }>();
  return r ? (r.same_name ? "name" : "slug") : null;
}

/** A new category (blog:manage): the row and its audit row in one batch. */
export async function createCategory(call: StaffCall, raw: unknown): Promise<Result<{ category: BlogCategory }>> {
  const parsed = admit(call, "blog:manage", categorySchema, raw);
  if (!parsed.ok) return parsed;
  const { db } = call;
  const input = parsed.data;
  const slug = input.slug ?? slugify(input.name);
  if (!slug) return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "slug", message: "Give a slug: the name has no letters or digits" }] });
  const taken = await takenBy(db, input.name, slug, null);
  if (taken) return clashFailure(taken);
  const id = crypto.randomUUID();
  try {
    await db.batch([
      db.prepare("INSERT INTO blog_categories (id, name, slug) VALUES (?1, ?2, ?3)").bind(id, input.name, slug),
      auditRow(call, { action: "category.create", target: input.name, detail: slug }),
    ]);
  } catch (error) {
    const column = clash(error);
    if (column) return clashFailure(column);
    throw error;
  }
  return { ok: true, category: (await getCategory(db, id))! };
}

/** Renames a category; its slug changes only when one is given (shared /news links keep working). */
export async function updateCategory(call: StaffCall, id: string, raw: unknown): Promise<Result<{ category: BlogCategory }>> {
  const parsed = admit(call, "blog:manage", categorySchema, raw);
  if (!parsed.ok) return parsed;
  const { db } = call;
  const input = parsed.data;
  const taken = await takenBy(db, input.name, input.slug, id);
  if (taken) return clashFailure(taken);
  try {
    const [updated] = await db.batch([
      db.prepare("UPDATE blog_categories SET name = ?2, slug = COALESCE(?3, slug) WHERE id = ?1").bind(id, input.name, input.slug ?? null),
      auditRow(call, { action: "category.edit", target: input.name, detail: input.slug ?? null }, { ifChanged: true }),
      // Posts list their category's name: touch them so cached news pages (ETag) refresh.
      db.prepare("UPDATE blog_posts SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE category_id = ?1").bind(id),
    ]);
    if (updated?.meta.changes === 0) return fail(404, "Category not found");
  } catch (error) {
    const column = clash(error);
    if (column) return clashFailure(column);
    throw error;
  }
  return { ok: true, category: (await getCategory(db, id))! };
}

const deleteSchema = z.extend(categoryDeleteSchema, { id: z.string() });

/**
 * Deletes a category. One with posts needs `moveTo` (another existing category): the move, the
 * delete and the audit row run in one batch, so no post is ever left without a category.
 */
export async function deleteCategory(call: StaffCall, raw: unknown): Promise<Result<{ category: BlogCategory; moved: number }>> {
  const parsed = admit(call, "blog:manage", deleteSchema, raw, () => "Choose a category to move the posts to");
  if (!parsed.ok) return parsed;
  const { db } = call;
  const { id, moveTo } = parsed.data;
  const category = await getCategory(db, id);
  if (!category) return fail(404, "Category not found");
  if (category.postCount > 0) {
    if (!moveTo) {
      return fail(409, `This category has ${category.postCount} post${category.postCount === 1 ? "" : "s"}: choose a category to move them to`, {
        issues: [{ path: "moveTo", message: "Choose a category to move the posts to" }],
      });
    }
    if (moveTo === id) return fail(400, "Choose another category to move the posts to", { issues: [{ path: "moveTo", message: "Choose another category" }] });
    if (!(await getCategory(db, moveTo)))
      return fail(400, "The category to move the posts to does not exist", { issues: [{ path: "moveTo", message: "Category not found" }] });
  }
  try {
    const [moved, deleted] = await db.batch([
      db.prepare("UPDATE blog_posts SET category_id = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE category_id = ?1").bind(id, moveTo ?? id),
      db.prepare("DELETE FROM blog_categories WHERE id = ?1").bind(id),
      auditRow(call, { action: "category.delete", target: category.name, detail: moveTo ? `posts moved to ${moveTo}` : null }, { ifChanged: true }),
    ]);
    if (deleted?.meta.changes === 0) return fail(404, "Category not found");
    return { ok: true, category, moved: moveTo ? (moved?.meta.changes ?? 0) : 0 };
  } catch (error) {
    // A post was filed under it after the count above: the foreign key refused the delete.
    if (String(error).includes("FOREIGN KEY")) return fail(409, "This category has posts now: choose a category to move them to");
    throw error;
  }
}
