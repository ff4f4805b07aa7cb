import { Request as NodeRequest } from "undici";
import { describe, expect, it } from "vitest";
import * as autosave from "../../app/routes/admin.blog.autosave";
import * as preview from "../../app/routes/admin.blog.preview";
import { platform } from "./support/platform";
import { signedInStaff } from "./support/staff";

/**
 * The post editor's two JSON resource routes (app/routes/admin.blog.autosave.tsx and
 * admin.blog.preview.tsx; decision record 0025): they answer the page's fetch() with JSON, and
 * every refusal, signed out, another method or a body that is not a form included, is the JSON
 * error shape { error, requestId, issues? } with a 4xx, never an HTML page or a redirect.
 */
const { env, context } = await platform();
const ORIGIN = "http://127.0.0.1";

// happy-dom's Request drops a Cookie header (as a browser's must): the server's side is built with Node's own, as in support/renderRoute.
function post(path: string, cookie: string | null, body: string | URLSearchParams, headers: Record<string, string> = {}, method = "POST") {
  return new NodeRequest(`${ORIGIN}${path}`, {
    method,
    body: String(body),
    headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN, "cf-connecting-ip": "203.0.113.51", ...headers },
  }) as unknown as Request;
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: unknown; requestId?: unknown };
  expect(typeof body.error).toBe("string");
  expect(body.requestId).toBe("route-test");
  return body;
}

describe.each([
  ["/admin/blog/autosave", autosave],
  ["/admin/blog/preview", preview],
] as const)("%s", (path, route) => {
  const call = (request: Request) => route.action({ request, context, params: {} } as never) as Promise<Response>;

  it("signed out: 401 in the JSON error shape, not a redirect to the sign-in page", async () => {
    const body = await expectJsonError(await call(post(path, null, form({ body: "x" }), FORM)), 401);
    expect(body.error).toBe("Your session has ended: sign in again");
  });

  it("GET, PUT and a body that is not a form: 405 and 415 in the JSON error shape", async () => {
    const { cookie } = await signedInStaff(env, "editor");
    const get = (await route.loader({ request: new Request(`${ORIGIN}${path}`), context, params: {} } as never)) as Response;
    await expectJsonError(get, 405);
    expect(get.headers.get("Allow")).toBe("POST");
    await expectJsonError(await call(post(path, cookie, form({ body: "x" }), FORM, "PUT")), 405);
    await expectJsonError(await call(post(path, cookie, JSON.stringify({ body: "x" }), { "Content-Type": "application/json" })), 415);
    await expectJsonError(await call(post(path, cookie, "body=x", { "Content-Type": "text/plain" })), 415);
  });
});

describe("their answers", () => {
  it("preview renders a body (an empty one too) and refuses a post without one", async () => {
    const { cookie } = await signedInStaff(env, "editor");
    const call = (request: Request) => preview.action({ request, context, params: {} } as never) as Promise<Response>;
    expect(await (await call(post("/admin/blog/preview", cookie, form({ body: "**bold**" }), FORM))).json()).toEqual({
      html: "<p><strong>bold</strong></p>\n",
    });
    expect(await (await call(post("/admin/blog/preview", cookie, form({ body: "" }), FORM))).json()).toEqual({ html: "" });
    const refused = await expectJsonError(await call(post("/admin/blog/preview", cookie, form({ title: "no body" }), FORM)), 400);
    expect(refused).toMatchObject({ error: "Send the body to preview", issues: [{ path: "body" }] });
  });

  it("autosave answers the saved version, keeps a draft with no title or category yet, and answers a validation failure with its issues", async () => {
    const { cookie } = await signedInStaff(env, "editor");
    const categoryId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO blog_categories (id, name, slug) VALUES (?1, ?2, ?3)")
      .bind(categoryId, `Route ${categoryId}`, `route-${categoryId}`)
      .run();
    const call = (request: Request) => autosave.action({ request, context, params: {} } as never) as Promise<Response>;
    const id = crypto.randomUUID();
    const saved = await call(post("/admin/blog/autosave", cookie, form({ id, baseUpdatedAt: "", title: "Route draft", body: "Words", categoryId }), FORM));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ id, created: true, updatedAt: expect.any(String) });
    // Words are kept from the first keystroke: no title and no category yet is a draft all the same.
    const untitledId = crypto.randomUUID();
    const untitled = await call(post("/admin/blog/autosave", cookie, form({ id: untitledId, baseUpdatedAt: "", title: "", body: "First words" }), FORM));
    expect(untitled.status).toBe(200);
    const row = await env.DB.prepare("SELECT title, category_id, body_md, published FROM blog_posts WHERE id = ?1").bind(untitledId).first();
    expect(row).toEqual({ title: "", category_id: null, body_md: "First words", published: 0 });
    const refused = await expectJsonError(
      await call(post("/admin/blog/autosave", cookie, form({ id, baseUpdatedAt: "", title: "x".repeat(201), categoryId }), FORM)),
      400,
    );
    expect(refused).toMatchObject({ issues: [{ path: "title" }] });
  });
});
