import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pageLoadContext } from "../../app/server/platform/context.server";
import { BOOKMARK_HEADER, pageBookmarkCookie } from "../../app/server/platform/d1Sessions.server";
import { contactAction } from "../../app/server/sales/contactAction.server";
import { signFormToken } from "../../app/server/sales/formToken.server";
import { freshIp, validRequest } from "./contact/fixtures";
import { bearer, codeAt, createStaff, mintToken } from "./auth";
import { makeCategory } from "./blog/fixtures";
import { client } from "./helpers";

/**
 * Near reads (decision record 0027): which D1 session each request starts. Locally there are no
 * replicas, so the test records what the app asks workerd's real D1 for: the binding is wrapped
 * only to note each withSession argument, and every query still runs on the local database.
 */
function recordingEnv() {
  const starts: string[] = [];
  const DB = new Proxy(env.DB, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (key === "withSession")
        return (start: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { bindings: { ...env, DB } as Record<string, unknown>, starts };
}

const BOOKMARK = /^[0-9a-f]+(-[0-9a-f]+)+$/;

describe("near reads through the API", () => {
  it("reads the public blog list through an unconstrained session, and sets no bookmark", async () => {
    const { bindings, starts } = recordingEnv();
    const res = await client(bindings).api.blogs.view.$get({ query: {} });
    expect(res.status).toBe(200);
    expect(starts).toEqual(["first-unconstrained"]);
    expect(res.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("signs in on the primary, and the sign-in's answer carries the bookmark of its write", async () => {
    const user = await createStaff("editor");
    const { bindings, starts } = recordingEnv();
    const res = await client(bindings).api.login.$post({ json: { email: user.email, password: user.password, code: await codeAt(user, Date.now()) } });
    expect(res.status).toBe(200);
    expect(starts).toEqual(["first-primary"]);
    expect(res.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK);
  });

  it("orders a staff member's requests by the bookmark of their last write", async () => {
    const user = await createStaff("editor");
    const staff = bearer((await mintToken(user.id, "staff")).token);
    const category = await makeCategory();
    const { bindings, starts } = recordingEnv();

    // A staff read with no write behind it: the primary, and no bookmark to carry.
    const before = await client(bindings).api.blogs.view.$get({ query: { scope: "all" } }, { headers: staff });
    expect(before.status).toBe(200);
    expect(before.headers.get(BOOKMARK_HEADER)).toBeNull();

    // Even a public path is read in order when a staff credential comes with it.
    await client(bindings).api.blogs.view.$get({ query: {} }, { headers: staff });

    const created = await client(bindings).api.blogs["add-blog"].$post(
      { json: { title: "Near reads", body: "x", categoryId: category.id } },
      { headers: staff },
    );
    expect(created.status).toBe(201);
    const bookmark = created.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(BOOKMARK);

    const after = await client(bindings).api.blogs.view.$get({ query: { scope: "all" } }, { headers: { ...staff, [BOOKMARK_HEADER]: bookmark! } });
    expect(after.status).toBe(200);
    const { id } = await created.json();
    expect((await after.json()).items.map((p) => p.id)).toContain(id);

    expect(starts).toEqual(["first-primary", "first-primary", "first-primary", bookmark]);
  });

  it("answers a bookmark after a write made with RETURNING … first() (no meta from D1)", async () => {
    const admin = await createStaff("admin");
    const headers = bearer((await mintToken(admin.id, "staff")).token);
    const renamed = await client().api.profile.$put({ json: { name: "Renamed Through Returning" } }, { headers });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK);

    const upload = await client().api["demo-uploads"].$post({ json: { filename: "bookmark.webm", contentType: "video/webm", size: 1024 } }, { headers });
    expect(upload.status).toBe(201);
    expect(upload.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK);
  });

  it("ignores a malformed bookmark and starts on the primary", async () => {
    const user = await createStaff("editor");
    const { bindings, starts } = recordingEnv();
    const headers = { ...bearer((await mintToken(user.id, "staff")).token), [BOOKMARK_HEADER]: "x'; DROP" };
    await client(bindings).api.blogs.view.$get({ query: { scope: "all" } }, { headers });
    expect(starts).toEqual(["first-primary"]);
  });
});

describe("near reads in the pages' load context", () => {
  const startOf = (path: string, init?: RequestInit) => {
    const { bindings, starts } = recordingEnv();
    pageLoadContext(bindings, new Request(`https://site.example${path}`, init), { requestId: "r", cspNonce: "n" }, () => undefined);
    return starts[0];
  };

  it("starts public pages unconstrained", () => {
    for (const path of [
      "/",
      "/banking",
      "/bank_operations/core-banking",
      "/news",
      "/news/a-post",
      "/news/rss.xml",
      "/news.data",
      "/sitemap.xml",
      "/customers",
      "/customers/a-bank",
      "/trust-centre",
      "/company",
      "/.well-known/security.txt",
    ])
      expect(startOf(path), path).toBe("first-unconstrained");
  });

  it("starts sign-in, staff screens, writes and unlisted paths on the primary or the caller's bookmark", () => {
    expect(startOf("/login")).toBe("first-primary");
    expect(startOf("/login", { method: "POST" })).toBe("first-primary");
    expect(startOf("/admin/blog")).toBe("first-primary");
    expect(startOf("/brochures/a-ticket")).toBe("first-primary");
    expect(startOf("/contact", { method: "POST" })).toBe("first-primary");
    // A signed-in staff member on a public page reads what they just changed.
    expect(startOf("/news", { headers: { Cookie: "meridian_staff=x" } })).toBe("first-primary");
    const bookmark = "00000000-00000013-00000000-00000000000000000000000000000000";
    expect(startOf("/admin/blog", { headers: { Cookie: `meridian_staff=x; d1-bookmark=${bookmark}` } })).toBe(bookmark);
  });
});

describe("the bookmark cookie on pages (decision record 0048: no cookie for anonymous visitors)", () => {
  const FORM_SECRET = "integration-test-secret-0123456789abcdef";

  /** A contact form send as the page function runs it: the load context's D1 session, then the action. */
  async function sendContact(cookie?: string) {
    const fields = { ...validRequest(), formToken: await signFormToken(FORM_SECRET, Date.now() - 60_000), website: "" };
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() };
    if (cookie) headers.Cookie = cookie;
    const request = new Request("https://site.example/contact", { method: "POST", headers, body: new URLSearchParams(fields as Record<string, string>) });
    const ctx = createExecutionContext();
    const { loadContext, session } = pageLoadContext(env, request, { requestId: "r", cspNonce: "n" }, (p) => ctx.waitUntil(p));
    const result = await contactAction(request, loadContext);
    await waitOnExecutionContext(ctx);
    const init = (result as { init?: { headers?: Record<string, string> } }).init;
    return { result, session, request, headers: new Headers(init?.headers) };
  }

  it("an anonymous contact send is stored, and its answer sets no cookie", async () => {
    const { result, session, request, headers } = await sendContact();
    expect(result).toMatchObject({ ok: true });
    expect(session.bookmarkAfterWrite()).toMatch(BOOKMARK);
    expect(headers.getSetCookie()).toEqual([]);
    expect(pageBookmarkCookie(request, session, headers, "test")).toBeUndefined();
  });

  it("a signed-in browser's write still gets the bookmark cookie", async () => {
    const { session, request, headers } = await sendContact("meridian_staff=x");
    expect(pageBookmarkCookie(request, session, headers, "test")).toMatch(/^d1-bookmark=[0-9a-f-]+; /);
  });
});
