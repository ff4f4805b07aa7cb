import { Request as NodeRequest } from "undici";
import { describe, expect, it } from "vitest";
import * as list from "../../app/routes/admin.products._index";
import * as one from "../../app/routes/admin.products.$id";
import { cookieName } from "../../app/server/auth/sessionCookies.server";
import { hashPassword } from "../../app/server/auth/password.server";
import { createSession } from "../../app/server/auth/sessions.server";
import { signToken } from "../../app/server/auth/tokens.server";
import { upload } from "./support/fixtures";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { signedInStaff } from "./support/staff";

/**
 * /admin/products and /admin/products/:id (decision record 0040): who gets in (anonymous, a demo
 * user, an admin without a second factor, an editor, an admin), and what a form post stores.
 */
const { env, context } = await platform();
const PRODUCT = "loan-cashier";
const URL_ = `http://127.0.0.1/admin/products/${PRODUCT}`;

/** What the loader answered or threw: its status and Location, or its data. */
async function load(mod: { loader: (args: never) => unknown }, url: string, cookie?: string, params: Record<string, string> = {}) {
  const request = new NodeRequest(url, { headers: cookie ? { Cookie: cookie } : {} }) as unknown as Request;
  try {
    return { status: 200, data: await mod.loader({ request, params, context } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

/** A demo user's live session cookie, as a demo sign-in sets it. */
async function demoCookie(): Promise<string> {
  const id = crypto.randomUUID();
  const username = `route-demo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await env.DB.prepare("INSERT INTO demo_users (id, username, name, email, password_hash) VALUES (?1, ?2, 'Route Demo', 'route-demo@example.com', ?3)")
    .bind(id, username, await hashPassword("the-demo-password-123"))
    .run();
  const session = await createSession(env.DB, { audience: "demo", userId: id, persistent: false });
  const token = await signToken(env, { sub: id, jti: session.id, aud: "demo", exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  return `${cookieName(env, "demo")}=${token}`;
}

/** postForm, with the route's :id (support/postForm passes no params). */
const post = (fields: Record<string, string>, options: { cookie?: string } = {}) =>
  postForm((args) => one.action({ ...args, params: { id: PRODUCT } }), URL_, fields, context, options);

const copy = (lead: string) => ({ intent: "publish", overview: `${lead}\n\nMore.`, features: "One.\nTwo.", serves: "Lenders." });
const versions = async () =>
  Number((await env.DB.prepare("SELECT count(*) AS n FROM product_copy_versions WHERE product_id = ?1").bind(PRODUCT).first<{ n: number }>())!.n);

describe("/admin/products: who gets in", () => {
  it("sends anonymous visitors and demo users to the staff sign-in, for the list, the product screen and a change", async () => {
    const demo = await demoCookie();
    for (const cookie of [undefined, demo]) {
      expect(await load(list, "http://127.0.0.1/admin/products", cookie)).toMatchObject({ status: 302, location: expect.stringMatching(/^\/admin\/login/) });
      expect(await load(one, URL_, cookie, { id: PRODUCT })).toMatchObject({ status: 302, location: expect.stringMatching(/^\/admin\/login/) });
      const answer = await post(copy("Intruder."), cookie ? { cookie } : {}).catch((e: unknown) => e);
      expect((answer as { status: number }).status).toBe(302);
    }
    expect(await versions()).toBe(0);
  });

  it("sends an admin without a second factor to set one up", async () => {
    const admin = await signedInStaff(env, "admin", { enrolled: false });
    expect(await load(list, "http://127.0.0.1/admin/products", admin.cookie)).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/admin\/two-factor/),
    });
  });

  it("lets editors and admins in: 74 products in six families; an unknown product is a 404", async () => {
    for (const role of ["editor", "admin"] as const) {
      const staff = await signedInStaff(env, role);
      const answer = await load(list, "http://127.0.0.1/admin/products", staff.cookie);
      expect(answer.status).toBe(200);
      const { families, totals } = answer.data as Awaited<ReturnType<typeof list.loader>>;
      expect(families).toHaveLength(6);
      expect(totals.products).toBe(74);
      expect(await load(one, "http://127.0.0.1/admin/products/no-such", staff.cookie, { id: "no-such" })).toMatchObject({ status: 404 });
    }
  });
});

describe("/admin/products/:id: a form post", () => {
  it("publishes (a redirect that says so) and writes the version with its audit row; bad input answers 400 and stores nothing", async () => {
    const editor = await signedInStaff(env, "editor");
    const bad = await post({ ...copy("x"), overview: " " }, { cookie: editor.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { overview: "The overview is Required" } });
    const unknown = await post({ intent: "rewrite" }, { cookie: editor.cookie });
    expect(unknown.status).toBe(400);
    expect(await versions()).toBe(0);

    const ok = await post(copy("Published by an editor."), { cookie: editor.cookie });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toMatch(/^\/admin\/products\/loan-cashier\?done=Published/);
    expect(await versions()).toBe(1);
    const audit = await env.DB.prepare("SELECT actor_id FROM staff_audit WHERE action = 'product.copy.publish' AND target LIKE 'Loan Cashier%'").all<{
      actor_id: string;
    }>();
    expect(audit.results.map((r) => r.actor_id)).toContain(editor.user.id);
  });

  it("previews without storing anything (the no-script preview)", async () => {
    const admin = await signedInStaff(env, "admin");
    const before = await versions();
    const answer = await post({ ...copy("Only a preview."), intent: "preview" }, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ preview: { description: ["Only a preview.", "More."], features: ["One.", "Two."], serves: "Lenders." } });
    expect(await versions()).toBe(before);
  });

  it("Remove asks first: confirm-delete names the screenshot and removes nothing; delete removes it, the image stays in the library", async () => {
    const editor = await signedInStaff(env, "editor");
    const image = await upload(env);
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO product_screenshots (id, product_id, upload_id, alt, caption, position, width, height) VALUES (?1, ?2, ?3, 'The teller screen', '', 99, 640, 360)",
    )
      .bind(id, PRODUCT, image.id)
      .run();
    const count = async () => Number((await env.DB.prepare("SELECT count(*) AS n FROM product_screenshots WHERE id = ?1").bind(id).first<{ n: number }>())!.n);
    const asked = await post({ intent: "confirm-delete", id }, { cookie: editor.cookie });
    expect(asked).toMatchObject({ status: 200, body: { confirm: { id, name: image.filename } } });
    expect(await count()).toBe(1);
    expect((await post({ intent: "confirm-delete", id: crypto.randomUUID() }, { cookie: editor.cookie })).status).toBe(404);

    const removed = await post({ intent: "delete", id }, { cookie: editor.cookie });
    expect(removed.status).toBe(302);
    expect(new URL(removed.headers.get("Location") ?? "", URL_).searchParams.get("done")).toMatch(new RegExp(`^Removed ${image.filename} from Loan Cashier`));
    expect(await count()).toBe(0);
    expect(await env.DB.prepare("SELECT id FROM uploads WHERE id = ?1").bind(image.id).first()).toEqual({ id: image.id });
  });
});
