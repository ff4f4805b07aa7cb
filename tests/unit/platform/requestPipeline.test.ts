import { describe, expect, it, vi } from "vitest";
import { finishPageResponse } from "~/server/platform/pageResponse.server";
import { appEnvProblem, finishHeaders, pipelineData, runPipeline } from "~/server/platform/requestPipeline.server";
import { StorageUnavailable } from "~/server/platform/storageFaults.server";

const facts = { requestId: "r1", cspNonce: "n0nce", appEnv: "production", isPage: true };
const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response(status === 304 ? null : "<p>hi</p>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("the pipeline's headers: the site-wide security headers", () => {
  it("keeps a route's own header over the site-wide default (the invitation page's no-referrer, decision record 0026)", () => {
    const out = finishHeaders(page({ "Referrer-Policy": "no-referrer" }), facts);
    expect(out.headers.get("Referrer-Policy")).toBe("no-referrer");
    // The defaults the route did not set are still there.
    expect(out.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(out.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(out.headers.get("X-Request-Id")).toBe("r1");
  });

  it("sets the default where the route set none", () => {
    const out = finishHeaders(page(), facts);
    expect(out.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(out.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("gives JSON, and HTML from the API, the strictest policy without a nonce", () => {
    for (const res of [Response.json({}), page()]) {
      const csp = finishHeaders(res, { ...facts, isPage: false }).headers.get("Content-Security-Policy");
      expect(csp).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });

  it("sends a page's 304 without a policy, as a conditional page request always was", () => {
    const conditional = finishPageResponse(new Request("https://site.example/"), page({ ETag: 'W/"a"' }), {
      ifNoneMatch: 'W/"a"',
      pageCache: "HIT",
      durationMs: 1,
    });
    const out = finishHeaders(conditional, facts);
    expect(out.status).toBe(304);
    expect(out.headers.get("Content-Security-Policy")).toBeNull();
    expect(out.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("the pipeline around a function", () => {
  const run = (path: string, next: () => Promise<Response>, data: Record<string, unknown> = {}) =>
    runPipeline({ request: new Request(`https://site.example${path}`), env: { APP_ENV: "test" }, data, waitUntil: () => undefined, next }, "b1");

  it("hands the request id and nonce to the function after it, and answers with that id", async () => {
    const data: Record<string, unknown> = {};
    const res = await run("/api/health", async () => Response.json({ seen: pipelineData(data).requestId }), data);
    expect(((await res.json()) as { seen: string }).seen).toBe(res.headers.get("X-Request-Id"));
    expect(pipelineData(data).cspNonce).toBeTruthy();
    expect(pipelineData(data).buildId).toBe("b1");
  });

  it("answers an outage of D1 or R2 with the API's 503 and error shape", async () => {
    const res = await run("/api/users", () => Promise.reject(new StorageUnavailable("d1", new Error("D1_ERROR: network lost"))));
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string; requestId: string };
    expect(body).toEqual({ error: "Service Unavailable", requestId: res.headers.get("X-Request-Id") });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("answers a bug 500 with its request id and logs it once, with that id and the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await run("/api/users", () => Promise.reject(new TypeError("oops")));
      expect(res.status).toBe(500);
      const id = res.headers.get("X-Request-Id")!;
      expect(await res.text()).toContain(id);
      const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as { requestId: string; error: string });
      expect(lines).toEqual([expect.objectContaining({ requestId: id, error: "TypeError: oops" })]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the pipeline refuses to guess the mode", () => {
  const run = (env: Record<string, unknown>) =>
    runPipeline({ request: new Request("https://site.example/"), env, data: {}, waitUntil: () => undefined, next: async () => new Response("page") }, "b1");

  it.each([[{}], [{ APP_ENV: "" }], [{ APP_ENV: "prod" }]])("answers every request with a configuration error naming APP_ENV (%j), logged", async (env) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await run(env);
      expect(res.status).toBe(500);
      expect(await res.text()).toMatch(
        /^Configuration error: APP_ENV (is missing|is "prod", not a known mode): set it to one of development, test, preview, production/,
      );
      expect(String(logged.mock.calls[0]?.[0])).toContain("APP_ENV");
    } finally {
      logged.mockRestore();
    }
  });

  it("names no problem for the four modes", () => {
    for (const mode of ["development", "test", "preview", "production"]) expect(appEnvProblem(mode)).toBeNull();
  });
});
