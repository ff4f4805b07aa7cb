import { describe, expect, it } from "vitest";
import { action as loginAction } from "../../app/routes/login";
import { action as newPostAction } from "../../app/routes/admin.blog.new";
import { appEnv, bearer, createStaff, mintToken, json } from "./auth";
import { api, client } from "./helpers";

const MiB = 1024 * 1024;

/** A body of `bytes` sent as a stream with no Content-Length (chunked): only counting the bytes read can stop it. */
function streamed(bytes: number, chunk = 64 * 1024): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const n = Math.min(chunk, bytes - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  return { body, pulled: () => sent };
}

type ErrorBody = { error: string; requestId: string };

describe("body limits on the JSON API", () => {
  it("answers a 2 MiB sign-in body with 413 in the error shape", async () => {
    // raw: a body over the limit.
    const res = await api("/api/login", json("POST", { email: "a@meridian-fs.example", password: "x".repeat(2 * MiB) }));
    expect(res.status).toBe(413);
    const body = await res.json<ErrorBody>();
    expect(Object.keys(body).sort()).toEqual(["error", "requestId"]);
    expect(body.error).toBe("Request body must be at most 64 KB");
  });

  it("stops reading a chunked body without a length once it passes the limit", async () => {
    const { body, pulled } = streamed(8 * MiB);
    // raw: a streamed body without a length.
    const res = await api("/api/login", { method: "POST", body, headers: { "Content-Type": "application/json" }, duplex: "half" } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThan(1 * MiB);
  });

  it("refuses by the declared length before reading anything", async () => {
    const { body, pulled } = streamed(2 * MiB);
    // raw: a declared length over the limit.
    const res = await api("/api/DemoAccessUserLogin", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Content-Length": String(2 * MiB) },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(128 * 1024);
  });

  it("lets a blog post's body reach its 100,000-character limit, and refuses 2 MiB", async () => {
    const admin = await createStaff("admin");
    const { token } = await mintToken(admin.id, "staff");
    const big = await client().api.blogs["add-blog"].$post({ json: { title: "Long", body: "é".repeat(100_000) } }, { headers: bearer(token) });
    expect(big.status, await big.clone().text()).not.toBe(413);
    // raw: a body over the limit.
    const huge = await api("/api/blogs/add-blog", json("POST", { title: "Huge", body: "x".repeat(2 * MiB) }, bearer(token)));
    expect(huge.status).toBe(413);
    expect((await huge.json<ErrorBody>()).error).toBe("Request body must be at most 1.3 MB");
  });
});

describe("body limits on Remix forms", () => {
  const formRequest = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`http://127.0.0.1${path}`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://127.0.0.1", ...headers },
      duplex: "half",
    } as RequestInit);

  async function status(run: () => Promise<unknown>): Promise<number> {
    try {
      const out = await run();
      return out instanceof Response ? out.status : 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      throw thrown;
    }
  }

  it("answers a 2 MiB sign-in form with 413 before reading it whole", async () => {
    const context = { env: appEnv() } as never;
    const sized = formRequest("/login", new URLSearchParams({ email: "a@meridian-fs.example", password: "x".repeat(2 * MiB) }).toString());
    expect(await status(() => loginAction({ request: sized, context, params: {} }))).toBe(413);
    const { body, pulled } = streamed(8 * MiB);
    expect(await status(() => loginAction({ request: formRequest("/login", body), context, params: {} }))).toBe(413);
    expect(pulled()).toBeLessThan(1 * MiB);
  });

  it("gives the blog editor's form its larger limit", async () => {
    const admin = await createStaff("admin");
    const { token } = await mintToken(admin.id, "staff");
    const context = { env: appEnv() } as never;
    const post = (text: string) =>
      formRequest("/admin/blog/new", new URLSearchParams({ title: "Form", body: text, intent: "preview" }).toString(), bearer(token));
    expect(await status(() => newPostAction({ request: post("ü".repeat(100_000)), context, params: {} }))).toBe(200);
    expect(await status(() => newPostAction({ request: post("x".repeat(2 * MiB)), context, params: {} }))).toBe(413);
  });
});
