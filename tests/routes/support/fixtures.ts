import { screen } from "@testing-library/react";
import type { Role } from "../../../app/lib/auth/permissions";
import type { Env } from "../../../app/server/platform/env.server";
import type { RouteModule } from "./renderRoute";
import { renderRoute } from "./renderRoute";
import { signedInStaff } from "./staff";
import { platform } from "./platform";
import { hashPassword } from "../../../app/server/auth/password.server";
import { storeSuspectedSpam } from "../../../app/server/sales/suspectedSpam.server";
import { testNow } from "../../support/testClock";

let counter = 0;
/** A short suffix unique within the run, so rows made by one test never collide with another's. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A sales request as the contact form stores it; `fields` overrides any column. */
export async function salesRequest(env: Env, fields: Partial<Record<"name" | "company_name" | "email" | "products" | "comments" | "status", string>> = {}) {
  const row = {
    id: crypto.randomUUID(),
    name: `Pat ${unique()}`,
    company_name: "Harbor Bank",
    email: `pat-${unique()}@harbor-bank.example`,
    products: "General Ledger",
    comments: "",
    status: "new",
    ...fields,
  };
  await env.DB.prepare(
    "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, comments, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6, '555', ?7, ?8)",
  )
    .bind(row.id, crypto.randomUUID(), row.products, row.name, row.company_name, row.email, row.comments, row.status)
    .run();
  return row;
}

/**
 * Opens a staff screen as a signed-in member of `role` would: the staff member is made, signed
 * in, and the screen rendered (nested under the admin layout when it reads the layout's data).
 * Anonymous visitors and refused roles land on /admin/login and /admin/two-factor headings. With
 * `heading`, resolves once the screen's level-1 heading of that name is shown.
 */
export async function openAs(
  role: Role,
  mod: RouteModule,
  where: { path: string; url?: string; inAdmin?: boolean; landings?: string[]; recent?: boolean },
  heading?: string,
) {
  const { env, context } = await platform();
  const staff = await signedInStaff(env, role, { recent: where.recent });
  const rendered = renderRoute(mod, {
    path: where.path,
    url: where.url ?? where.path,
    context,
    cookie: staff.cookie,
    inAdmin: where.inAdmin,
    landings: ["/admin/login", "/admin/two-factor", ...(where.landings ?? [])],
  });
  // The screen's own heading: its loader has answered and the screen is there to use.
  if (heading) await screen.findByRole("heading", { level: 1, name: heading });
  return { ...rendered, staff, env, context };
}

/** A demo user (a prospect) as staff add one; `fields` overrides any column. */
export async function demoUser(env: Env, fields: Partial<Record<"name" | "company" | "email" | "username", string>> = {}) {
  const suffix = unique();
  const row = {
    id: crypto.randomUUID(),
    name: `Dee Demo ${suffix}`,
    company: "Harbor Bank",
    email: `dee-${suffix}@harbor-bank.example`,
    username: `dee-${suffix}`,
    ...fields,
  };
  await env.DB.prepare("INSERT INTO demo_users (id, username, name, company, email, password_hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(row.id, row.username, row.name, row.company, row.email, await hashPassword(`pw-${suffix}-long-enough`))
    .run();
  return row;
}

/** A contact request stored as suspected spam (decision record 0034), as the contact action stores one. */
export async function suspectedSpam(env: Env, fields: Partial<Record<"Name" | "CompanyName" | "Email" | "Comments", string>> = {}) {
  const suffix = unique();
  const input = {
    clientId: crypto.randomUUID(),
    ContactType: "",
    Products: "General Ledger",
    Name: `Spam ${suffix}`,
    CompanyName: "Bulk Links Ltd",
    Email: `spam-${suffix}@bulk-links.example`,
    Phone: "555",
    Address: "",
    Country: "",
    ContactMade: "",
    Comments: "",
    ...fields,
  } as Parameters<typeof storeSuspectedSpam>[1];
  return (await storeSuspectedSpam(env.DB, input, ["honeypot"], new Date())).spam;
}

/** A customer story as the editor stores one (not published, one result, one product); `fields` overrides any column. */
export async function story(env: Env, fields: Partial<Record<"customer_name" | "headline" | "region", string>> = {}) {
  const suffix = unique();
  const row = {
    id: crypto.randomUUID(),
    slug: `route-story-${suffix}`,
    customer_name: `Harbour Bank ${suffix}`,
    headline: "Closing the month in two days",
    region: "Western Europe",
    ...fields,
  };
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO customer_stories (id, slug, headline, customer_name, segment, region, challenge, solution, results_json)
       VALUES (?1, ?2, ?3, ?4, 'CommercialBanks', ?5, 'Month-end took a week.', 'The General Ledger.', '[{"value":"40 %","label":"less time"}]')`,
    ).bind(row.id, row.slug, row.headline, row.customer_name, row.region),
    env.DB.prepare("INSERT INTO customer_story_products (story_id, product_id, position) VALUES (?1, 'loan-cashier', 0)").bind(row.id),
  ]);
  return row;
}

/** A blog category, for the post editor's Category list. */
export async function blogCategory(env: Env) {
  const suffix = unique();
  const row = { id: crypto.randomUUID(), name: `Route category ${suffix}`, slug: `route-category-${suffix}` };
  await env.DB.prepare("INSERT INTO blog_categories (id, name, slug) VALUES (?1, ?2, ?3)").bind(row.id, row.name, row.slug).run();
  return row;
}

/** A draft post in a category of its own; `fields` overrides any column. */
export async function blogPost(env: Env, fields: Partial<Record<"title" | "body_md", string>> = {}) {
  const category = await blogCategory(env);
  const suffix = unique();
  const row = { id: crypto.randomUUID(), slug: `route-post-${suffix}`, title: `Route post ${suffix}`, body_md: "Some **words**.", ...fields };
  await env.DB.prepare("INSERT INTO blog_posts (id, slug, title, summary, body_md, category_id, published) VALUES (?1, ?2, ?3, 'A summary.', ?4, ?5, 0)")
    .bind(row.id, row.slug, row.title, row.body_md, category.id)
    .run();
  return { ...row, category };
}

/** A message in the e-mail outbox that failed to send (a transport's error kept), as the drain leaves one. */
export async function failedEmail(env: Env, text = "Hello.") {
  const suffix = unique();
  const row = {
    id: crypto.randomUUID(),
    subject: `Your demo access ${suffix}`,
    to: `pat-${suffix}@harbor-bank.example`,
    lastError: `550 mailbox ${suffix} unavailable`,
  };
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO email_outbox (id, kind, to_address, subject, body_text, source, status, attempts, next_attempt_at, last_error, created_at)
     VALUES (?1, 'staff', ?2, ?3, ?6, 'staff', 'failed', 5, ?4, ?5, ?4)`,
  )
    .bind(row.id, row.to, row.subject, at, row.lastError, text)
    .run();
  return row;
}

/** A demo image in the demo library (its file put in R2 as an upload leaves it), for a product of the catalogue. */
export async function demoImage(env: Env) {
  const suffix = unique();
  const row = { id: crypto.randomUUID(), title: `Ledger screen ${suffix}`, key: `demo/route-${suffix}.png` };
  await pngIn(env, row.key);
  await env.DB.prepare(
    `INSERT INTO demo_items (id, kind, title, description, product_id, r2_key, content_type, size_bytes, width, height)
     VALUES (?1, 'image', ?2, 'The month-end screen.', 'loan-cashier', ?3, 'image/png', 2048, 1280, 720)`,
  )
    .bind(row.id, row.title, row.key)
    .run();
  return row;
}

/** A small PNG's bytes put in R2 under `key`, as an upload leaves its file. */
const pngIn = (env: Env, key: string) => env.MEDIA.put(key, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: "image/png" } });

/** An image in the uploads library (covers, logos), with its file in R2. */
export async function upload(env: Env) {
  const suffix = unique();
  const row = { id: crypto.randomUUID(), filename: `cover-${suffix}.png`, key: `uploads/route-${suffix}.png` };
  await pngIn(env, row.key);
  await env.DB.prepare("INSERT INTO uploads (id, r2_key, filename, content_type, kind, size_bytes) VALUES (?1, ?2, ?3, 'image/png', 'image', 3072)")
    .bind(row.id, row.key, row.filename)
    .run();
  return row;
}

/** A post published a day ago on the tests' clock (in a category of its own); `fields` overrides any column. */
export async function publishedPost(
  env: Env,
  fields: Partial<Record<"title" | "body_md" | "summary", string>> = {},
  publishedAt = new Date(testNow().getTime() - 86_400_000),
) {
  const post = await blogPost(env, fields);
  await env.DB.prepare("UPDATE blog_posts SET published = 1, published_at = ?2, summary = coalesce(?3, summary) WHERE id = ?1")
    .bind(post.id, publishedAt.toISOString(), fields.summary ?? null)
    .run();
  return post;
}

/** A published customer story (one product: loan-cashier, segment CommercialBanks). */
export async function publishedStory(env: Env, fields: Partial<Record<"customer_name" | "headline" | "region", string>> = {}) {
  const row = await story(env, fields);
  await env.DB.prepare("UPDATE customer_stories SET published = 1 WHERE id = ?1").bind(row.id).run();
  return row;
}
