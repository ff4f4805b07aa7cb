import { Hono } from "hono";
import * as z from "zod";
import { extend } from "zod/mini";
import { categoryDeleteSchema, type categorySchema, newsQuerySchema, type newPostSchema, type postChangesSchema } from "../../lib/blog/schemas";
import { authenticateStaff } from "../../server/auth/authenticate.server";
import { createCategory, deleteCategory, listCategories, updateCategory } from "../../server/blog/categories.server";
import { renderMarkdown } from "../../server/blog/markdown.server";
import { getPostById, getPostBySlug, listPosts } from "../../server/blog/posts.server";
import { createPost, deletePost, editPost } from "../../server/blog/postOperations.server";
import { can } from "../../lib/auth/permissions";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { operationBody, orThrow, staffCallOf, validQuery } from "../validate.server";
import { POST_BODY_LIMIT } from "../../server/platform/bodyLimit.server";
import { isoNow } from "../../server/platform/clock.server";
import { isVisible } from "../../lib/blog/postStatus";

/**
 * The blog API (R-API names), over the same domain layer as the admin screens and /news.
 *
 *   GET    /api/blogs/view?page&pageSize&category[&scope=all]  published posts, newest first (anyone);
 *                                                   scope=all: drafts too (staff with blog:manage)
 *   GET    /api/blogs/getblogbody?slug=… | ?id=…      one post with its Markdown and sanitized HTML;
 *                                                   a draft only for staff with blog:manage (else 404)
 *   POST   /api/blogs/add-blog                        create a post → 201
 *   PUT    /api/blogs/edit/:id                        change the fields given (publish: {published:true};
 *                                                   schedule: {published:true, publishAt:"…Z"})
 *   DELETE /api/blogs/delete/:id                      delete a post
 *   GET    /api/blogs/category                        categories with post counts (anyone)
 *   POST   /api/blogs/add-category                    { name, slug? } → 201
 *   PUT    /api/blogs/category-edit/:id               rename { name, slug? }
 *   DELETE /api/blogs/category-delete/:id?moveTo=…    delete; one with posts needs moveTo
 *
 * Public reads ignore credentials except to unlock drafts, so their answers can be cached.
 */
const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

const idParam = z.string().uuid();
function pathId(value: string, what: string): string {
  if (!idParam.safeParse(value).success) throw new ApiError(404, `${what} not found`);
  return value;
}

const viewQuery = extend(newsQuerySchema, { scope: z.enum(["published", "all"]).default("published") });
const bodyQuery = z
  .object({ slug: z.string().trim().min(1).max(120).optional(), id: z.string().uuid().optional() })
  .refine((q) => Boolean(q.slug) !== Boolean(q.id), { error: "Give either slug or id" });

const withHtml = <P extends { body: string }>(post: P) => ({ ...post, html: renderMarkdown(post.body) });

const blogManager = staffAuth("blog:manage");

export const blogs = new Hono<ApiEnv>()
  .get(
    "/view",
    // Only scope=all needs a staff credential (and answers no-store: staffAuth sets it).
    async (c, next) => (c.req.query("scope") === "all" ? blogManager(c, next) : next()),
    validQuery(viewQuery),
    async (c) => {
      const q = c.req.valid("query");
      if (q.scope === "published") c.header("Cache-Control", PUBLIC_CACHE);
      const now = isoNow(c.req.raw, c.get("env"));
      return c.json(await listPosts(c.get("env").DB, { scope: q.scope, page: q.page, pageSize: q.pageSize, categorySlug: q.category, now }));
    },
  )
  .get("/getblogbody", validQuery(bodyQuery), async (c) => {
    const q = c.req.valid("query");
    const env = c.get("env");
    const now = isoNow(c.req.raw, env);
    const post = q.id ? await getPostById(env.DB, q.id) : await getPostBySlug(env.DB, q.slug!, { includeDrafts: true, now });
    // A scheduled post is a draft to the public until its time.
    if (post && isVisible(post, now)) {
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json(withHtml(post));
    }
    c.header("Cache-Control", "no-store");
    if (post) {
      const staff = await authenticateStaff(c.req.raw, env);
      if (staff && can(staff.user.role, "blog:manage")) return c.json(withHtml(post));
    }
    throw new ApiError(404, "Post not found");
  })
  .post("/add-blog", staffAuth("blog:manage"), operationBody<typeof newPostSchema>(POST_BODY_LIMIT), async (c) => {
    const raw = c.req.valid("json").body;
    const { post } = orThrow(await createPost(staffCallOf(c), raw, { now: isoNow(c.req.raw, c.get("env")) }));
    return c.json(post, 201);
  })
  .put("/edit/:id", staffAuth("blog:manage"), operationBody<typeof postChangesSchema>(POST_BODY_LIMIT), async (c) => {
    const id = pathId(c.req.param("id"), "Post");
    const raw = c.req.valid("json").body;
    const { post } = orThrow(await editPost(staffCallOf(c), id, raw, { now: isoNow(c.req.raw, c.get("env")) }));
    return c.json(post);
  })
  .delete("/delete/:id", staffAuth("blog:manage"), async (c) => {
    const { post } = orThrow(await deletePost(staffCallOf(c), { id: pathId(c.req.param("id"), "Post") }));
    return c.json({ deleted: { id: post.id, slug: post.slug, title: post.title } });
  })
  .get("/category", async (c) => {
    c.header("Cache-Control", PUBLIC_CACHE);
    const categories = await listCategories(c.get("env").DB, isoNow(c.req.raw, c.get("env")));
    // The public sees how many published posts each has, never the drafts.
    return c.json({ categories: categories.map(({ postCount: _all, ...rest }) => rest) });
  })
  .post("/add-category", staffAuth("blog:manage"), operationBody<typeof categorySchema>(), async (c) => {
    const { category } = orThrow(await createCategory(staffCallOf(c), c.req.valid("json").body));
    return c.json(category, 201);
  })
  .put("/category-edit/:id", staffAuth("blog:manage"), operationBody<typeof categorySchema>(), async (c) => {
    const id = pathId(c.req.param("id"), "Category");
    const { category } = orThrow(await updateCategory(staffCallOf(c), id, c.req.valid("json").body));
    return c.json(category);
  })
  // The query is read (and refused with 400 "Invalid query") as the transport; the operation parses it again.
  .delete("/category-delete/:id", staffAuth("blog:manage"), validQuery(categoryDeleteSchema), async (c) => {
    const id = pathId(c.req.param("id"), "Category");
    const { category, moved } = orThrow(await deleteCategory(staffCallOf(c), { id, moveTo: c.req.valid("query").moveTo }));
    return c.json({ deleted: { id: category.id, name: category.name }, moved });
  });

/** GET /api/profileblogs?page&pageSize: the signed-in author's own posts, drafts included. */
export const profileBlogs = new Hono<ApiEnv>().get("/", staffAuth("blog:manage"), validQuery(newsQuerySchema), async (c) => {
  const q = c.req.valid("query");
  return c.json(await listPosts(c.get("env").DB, { scope: "all", page: q.page, pageSize: q.pageSize, categorySlug: q.category, authorId: c.get("user").id }));
});
