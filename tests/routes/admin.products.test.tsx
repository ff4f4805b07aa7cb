import { Request as NodeRequest } from "undici";
import { describe, expect, it } from "vitest";
import * as list from "../../app/routes/admin.products._index";
import * as one from "../../app/routes/admin.products.$id";
import { cookieName } from "../../app/server/auth/sessionCookies.server";
import { hashPassword } from "../../app/server/auth/password.server";
import { createSession } from "../../app/server/auth/sessions.server";
import { signToken } from "../../app/server/auth/tokens.server";
import { productById, productPath } from "../../app/catalogue";
import { openCatalogue } from "./support/catalogueRoutes";
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

  it("Remove asks first: confirm-delete names the screenshot and removes nothing; delete removes it in the draft, the image stays in the library", async () => {
    const editor = await signedInStaff(env, "editor");
    const image = await upload(env);
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO product_screenshots (id, product_id, upload_id, alt, caption, position, width, height) VALUES (?1, ?2, ?3, 'The teller screen', '', 99, 640, 360)",
    )
      .bind(id, PRODUCT, image.id)
      .run();
    const state = async () => (await env.DB.prepare("SELECT state FROM product_screenshots WHERE id = ?1").bind(id).first<{ state: string }>())?.state;
    const asked = await post({ intent: "confirm-delete", id }, { cookie: editor.cookie });
    expect(asked).toMatchObject({ status: 200, body: { confirm: { id, name: image.filename } } });
    expect(await state()).toBe("published");
    expect((await post({ intent: "confirm-delete", id: crypto.randomUUID() }, { cookie: editor.cookie })).status).toBe(404);

    const removed = await post({ intent: "delete", id }, { cookie: editor.cookie });
    expect(removed.status).toBe(302);
    expect(new URL(removed.headers.get("Location") ?? "", URL_).searchParams.get("done")).toMatch(
      new RegExp(`^Removed ${image.filename} from the draft of Loan Cashier: the page shows it until you publish`),
    );
    // On the page until the product is published; not asked about again.
    expect(await state()).toBe("removing");
    expect((await post({ intent: "confirm-delete", id }, { cookie: editor.cookie })).status).toBe(404);
    expect(await env.DB.prepare("SELECT id FROM uploads WHERE id = ?1").bind(image.id).first()).toEqual({ id: image.id });
  });
});

describe("/admin/products/:id: screenshots follow the draft", () => {
  const TELLER = productById("teller-software")!;
  const staffUrl = `http://127.0.0.1/admin/products/${TELLER.id}`;
  type PublicPage = { picture: { svg: string }; preview: { property?: string; content?: string }[] };

  /** An uploaded PNG whose header says 800 × 500 (what Add screenshot reads). */
  async function pngUpload() {
    const id = crypto.randomUUID();
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, 800);
    new DataView(bytes.buffer).setUint32(20, 500);
    bytes.set([8, 6, 0, 0, 0], 24);
    await env.MEDIA.put(`uploads/route-${id}`, bytes, { httpMetadata: { contentType: "image/png" } });
    await env.DB.prepare("INSERT INTO uploads (id, r2_key, filename, content_type, kind, size_bytes) VALUES (?1, ?2, ?3, 'image/png', 'image', 33)")
      .bind(id, `uploads/route-${id}`, `teller-${id.slice(0, 8)}.png`)
      .run();
    return id;
  }
  /** What a visitor's page shows: the picture beside the title and the link-preview image's path. */
  async function publicPage() {
    const page = await openCatalogue<PublicPage>(productPath(TELLER), context);
    return { svg: page.body.picture.svg, og: new URL(page.body.preview.find((t) => t.property === "og:image")!.content!).pathname };
  }
  const drawn = { svg: expect.stringContaining("Illustrated Teller screen") as unknown, og: `/og/products/${TELLER.id}.png` };

  it("Add screenshot and Remove change the draft: the page keeps the published set (and its link preview) until Publish; the screen shows the draft's", async () => {
    const editor = await signedInStaff(env, "editor");
    const send = (fields: Record<string, string>) =>
      postForm((args) => one.action({ ...args, params: { id: TELLER.id } }), staffUrl, fields, context, { cookie: editor.cookie });
    const doneOf = (answer: { headers: Headers }) => new URL(answer.headers.get("Location") ?? "", staffUrl).searchParams.get("done");
    const staffScreen = async () => (await load(one, staffUrl, editor.cookie, { id: TELLER.id })).data as Awaited<ReturnType<typeof one.loader>>;
    const publish = () => send({ ...copy("Teller copy."), intent: "publish" });
    expect(await publicPage()).toEqual(drawn);

    const uploadId = await pngUpload();
    const added = await send({ intent: "add-screenshot", uploadId, alt: "The teller's cash drawer", caption: "" });
    expect(added.status).toBe(302);
    expect(doneOf(added)).toMatch(/^Added teller-[0-9a-f]+\.png \(800 × 500\) to the draft of Teller: the page shows it when you publish\.$/);
    expect(await publicPage()).toEqual(drawn);
    let screen = await staffScreen();
    expect(screen.screenshots.map((s) => [s.alt, s.state])).toEqual([["The teller's cash drawer", "added"]]);
    expect(screen.pending).toBe("1 added");

    const published = await publish();
    expect(doneOf(published)).toBe("Published. Teller's page shows the new copy and the draft's screenshots (1 added) now.");
    // The PNG is the page's picture and its link preview (PNG and JPEG are; WebP would give way to the drawn card).
    expect(await publicPage()).toEqual({ svg: expect.stringContaining(`/media/uploads/${uploadId}`), og: `/media/uploads/${uploadId}` });
    screen = await staffScreen();
    expect(screen.pending).toBe("");

    const id = screen.screenshots[0]!.id;
    expect((await send({ intent: "delete", id })).status).toBe(302);
    expect(await publicPage()).toEqual({ svg: expect.stringContaining(`/media/uploads/${uploadId}`), og: `/media/uploads/${uploadId}` });
    screen = await staffScreen();
    expect(screen.screenshots.map((s) => s.state)).toEqual(["removing"]);
    expect(screen.pending).toBe("1 removed");

    // Discarding the draft's changes gives the published one back; removing it again and publishing takes it off the page.
    const discarded = await send({ intent: "discard-screenshots" });
    expect(doneOf(discarded)).toMatch(/^Discarded the draft's screenshot changes \(1 removed\)/);
    expect((await staffScreen()).screenshots.map((s) => s.state)).toEqual(["published"]);
    expect((await send({ intent: "discard-screenshots" })).status).toBe(409);
    await send({ intent: "delete", id });
    expect(doneOf(await publish())).toBe("Published. Teller's page shows the draft's screenshots (1 removed) now.");
    expect(await publicPage()).toEqual(drawn);
  });
});
