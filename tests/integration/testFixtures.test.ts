import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { storeKey } from "~/server/platform/pageStore.server";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../../app/api/app.server";
import { api } from "./helpers";

/**
 * POST /api/test-fixtures: the e2e suite's fixture writer, only on a server that enables it. Its
 * routes are mounted outside AppType (testRoutes.server.ts: the production artifact links a
 * stand-in), so the typed client has no path to them.
 */
const post = (body: unknown, withFlag = true) =>
  // raw: a test-server route, outside AppType (above).
  api(
    "/api/test-fixtures",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    withFlag ? { ...env, TEST_FIXTURES: "sql" } : env,
  );

const countOf = async (subject: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE subject = ?1").bind(subject).first<{ n: number }>())?.n;

const insert = (id: string, subject: string) =>
  `INSERT INTO email_outbox (id, kind, to_address, subject, body_text, source) VALUES ('${id}', 'staff', 'fixture@example.com', '${subject}', 'x', 'staff')`;

describe("POST /api/test-fixtures", () => {
  it("is the ordinary JSON 404 on a server without TEST_FIXTURES, and writes nothing", async () => {
    const res = await post({ statements: [insert(crypto.randomUUID(), "Not without the flag")] }, false);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not Found" });
    expect(await countOf("Not without the flag")).toBe(0);
  });

  it("is the 404 on a deployed site even with TEST_FIXTURES set: a preview or a foreign host", async () => {
    const attempt = async (origin: string, bindings: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const subject = `Not deployed ${crypto.randomUUID()}`;
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(new URL("/api/test-fixtures", origin), {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ statements: [insert(crypto.randomUUID(), subject)] }),
        }),
        bindings,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { status: res.status, stored: await countOf(subject) };
    };
    const refused = { status: 404, stored: 0 };
    // A preview deployment (its vars copied from a test setup), reached by its own name.
    expect(
      await attempt("https://preview.meridian-site.pages.dev", { ...env, APP_ENV: "preview", TEST_FIXTURES: "sql" }, { "CF-Connecting-IP": "203.0.113.9" }),
    ).toEqual(refused);
    // The flag, but not this machine: a foreign host. (The client address is not asked: the browser
    // tests set CF-Connecting-IP themselves to keep each spec's rate limits apart.)
    expect(await attempt("https://www.meridian-fs.example", { ...env, TEST_FIXTURES: "sql" })).toEqual(refused);
    // A preview on the loopback still says it is deployed.
    expect(await attempt("http://127.0.0.1", { ...env, APP_ENV: "preview", TEST_FIXTURES: "sql" })).toEqual(refused);
    // The e2e server's case: the flag, a development build, a request from this machine.
    expect(await attempt("http://127.0.0.1", { ...env, TEST_FIXTURES: "sql" }, { "CF-Connecting-IP": "127.0.0.1" })).toMatchObject({ status: 200, stored: 1 });
  });

  it("writes the statements through the server's own connection", async () => {
    const res = await post({ statements: [insert(crypto.randomUUID(), "Fixture one"), insert(crypto.randomUUID(), "Fixture one")] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, statements: 2 });
    expect(await countOf("Fixture one")).toBe(2);
  });

  it("stores a fixture whole or not at all", async () => {
    const id = crypto.randomUUID();
    const res = await post({ statements: [insert(id, "Half a fixture"), insert(id, "Half a fixture")] });
    expect(res.status).toBe(500);
    expect(await countOf("Half a fixture")).toBe(0);
  });

  it("refuses a body without statements with the JSON error shape", async () => {
    const res = await post({ statements: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Please provide required values" });
  });

  it("forgets a location's Cache API copies only on a test server", async () => {
    const forget = (withFlag: boolean, body: unknown = { paths: ["/banking"] }) =>
      // raw: a test-server route, outside AppType.
      api(
        "/api/test-fixtures/forget-location-copies",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
        withFlag ? { ...env, TEST_FIXTURES: "sql" } : env,
      );
    expect((await forget(false)).status).toBe(404);
    expect((await forget(true)).status).toBe(200);
    expect((await forget(true, { paths: ["no-slash"] })).status).toBe(400);
    expect((await forget(true, { paths: ["/banking"], everywhere: "yes" })).status).toBe(400);
  });

  it("forgets the pages' store's copies too when asked to, and only those paths", async () => {
    const stored = (path: string) => storeKey("http://127.0.0.1/", path);
    for (const path of ["/banking", "/trust"]) await env.MEDIA.put(stored(path), "<html>kept</html>");
    const forget = (body: unknown) =>
      // raw: a test-server route, outside AppType.
      api(
        "/api/test-fixtures/forget-location-copies",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
        { ...env, TEST_FIXTURES: "sql" },
      );
    expect((await forget({ paths: ["/banking"] })).status).toBe(200);
    expect(await env.MEDIA.head(stored("/banking"))).not.toBeNull();
    expect((await forget({ paths: ["/banking"], everywhere: true })).status).toBe(200);
    expect(await env.MEDIA.head(stored("/banking"))).toBeNull();
    expect(await env.MEDIA.head(stored("/trust"))).not.toBeNull();
  });

  it("opens the pages' store without reading a page, so bench:edge's cold isolate meets a running R2", async () => {
    const calls: string[] = [];
    const media = new Proxy(env.MEDIA, {
      get(target, name) {
        const value = Reflect.get(target, name) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => (calls.push(`${String(name)} ${String(args[0])}`), (value as (...a: unknown[]) => unknown).apply(target, args));
      },
    });
    // raw: a test-server route, outside AppType.
    const res = await api(
      "/api/test-fixtures/forget-location-copies",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ paths: ["/banking"] }) },
      { ...env, MEDIA: media, TEST_FIXTURES: "sql" },
    );
    expect(res.status).toBe(200);
    expect(calls).toEqual([`head ${storeKey("http://127.0.0.1/", "/.bench-edge-open")}`]);
  });
});
