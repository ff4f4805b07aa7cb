import { env } from "cloudflare:workers";

/**
 * Blog and upload rows made directly in D1 (and R2), for tests that need one to exist before
 * they call the API: the authorization matrix, the blog API and the upload tests.
 */
let n = 0;
export const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(n++).toString(36)}`;

export async function makeCategory(name = uniqueSlug("Category")): Promise<{ id: string; name: string; slug: string }> {
  const c = { id: crypto.randomUUID(), name, slug: uniqueSlug("cat") };
  await env.DB.prepare("INSERT INTO blog_categories (id, name, slug) VALUES (?1, ?2, ?3)").bind(c.id, c.name, c.slug).run();
  return c;
}

export interface PostFixture {
  id: string;
  slug: string;
  title: string;
  categoryId: string;
}

export async function makePost(
  options: { published?: boolean; categoryId?: string; authorId?: string | null; body?: string; title?: string; publishedAt?: string } = {},
): Promise<PostFixture> {
  const categoryId = options.categoryId ?? (await makeCategory()).id;
  const slug = uniqueSlug("post");
  const post = { id: crypto.randomUUID(), slug, title: options.title ?? `Post ${slug}`, categoryId };
  const published = options.published ?? true;
  await env.DB.prepare(
    `INSERT INTO blog_posts (id, slug, title, summary, body_md, category_id, published, published_at, author_id)
     VALUES (?1, ?2, ?3, 'A summary', ?4, ?5, ?6, ?7, ?8)`,
  )
    .bind(
      post.id,
      slug,
      post.title,
      options.body ?? "Some **body** text.",
      categoryId,
      published ? 1 : 0,
      published ? (options.publishedAt ?? new Date().toISOString()) : null,
      options.authorId ?? null,
    )
    .run();
  return post;
}

/** Bytes that start like each allowed type (enough for the content check). */
export const MAGIC = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  gif: new TextEncoder().encode("GIF89a\x01\x00\x01\x00"),
  webp: new TextEncoder().encode("RIFF\x24\x00\x00\x00WEBPVP8 "),
  pdf: new TextEncoder().encode("%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\n%%EOF\n"),
  mp4: new Uint8Array([0, 0, 0, 0x20, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0, ...new TextEncoder().encode("isomiso2avc1mp41")]),
  webm: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...new TextEncoder().encode("webm"), 0x42, 0x87]),
};

export function uploadForm(files: { name: string; bytes: Uint8Array; type?: string }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append("file", new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? "application/octet-stream" }));
  return form;
}

/** An upload stored the way POST /api/uploadFiles stores one. */
export async function makeUpload(kind: "png" | "pdf" = "png"): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const type = kind === "png" ? { ct: "image/png", kind: "image" } : { ct: "application/pdf", kind: "pdf" };
  await env.MEDIA.put(`uploads/${id}`, MAGIC[kind], { httpMetadata: { contentType: type.ct } });
  await env.DB.prepare("INSERT INTO uploads (id, r2_key, filename, content_type, kind, size_bytes) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(id, `uploads/${id}`, `fixture.${kind}`, type.ct, type.kind, MAGIC[kind].byteLength)
    .run();
  return { id };
}
