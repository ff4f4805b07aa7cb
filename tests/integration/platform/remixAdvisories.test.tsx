import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { decode, encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import * as entry from "~/entry.server";
import { safeRedirect } from "~/lib/auth/authSchemas";
import { isCrossSiteMutation } from "~/server/platform/crossSite.server";
import { currentBuildId } from "~/server/platform/edgeCache.server";
import { MANIFEST_URL_LIMIT } from "~/server/platform/frameworkLimits.server";
import { runPipeline } from "~/server/platform/requestPipeline.server";

/**
 * The shapes of the 2026 Remix and React Router advisories (decision record 0047), sent inside
 * workerd to Remix 2.17.5's own request handler in production mode, on the future flags the site
 * runs (single fetch, lazy route discovery), behind the real request pipeline and the real
 * entry.server.tsx. The routes are small stand-ins with the site's shapes: a root that renders
 * <ScrollRestoration> as app/root.tsx does, a search page that reflects its query, a root splat
 * with the Page Not Found screen; the real app's route tree is matched in
 * tests/unit/routeMatching.test.ts.
 *
 * Time bounds are ceilings, not speed checks: every answer here takes milliseconds, also on a
 * loaded 2-core machine; CEILING_MS is what only work that grows without bound (the advisories'
 * denial of service) would exceed.
 */
const CEILING_MS = 5_000;

const Document = ({ children }: { children: ReactNode }) => (
  <html lang="en">
    <head>
      <Meta />
      <Links />
    </head>
    <body>
      {children}
      <ScrollRestoration nonce="test-nonce" />
      <Scripts nonce="test-nonce" />
    </body>
  </html>
);

const deep = (depth: number) => {
  let value: { v: number; next: unknown } = { v: 0, next: null };
  for (let i = 1; i < depth; i++) value = { v: i, next: value };
  return value;
};

/** Deeper than turbo-stream 2.4.1's recursive encoder survives (it overflows the stack near 5,000). */
const NESTED = 20_000;

let actionsRun = 0;
const routes: Record<string, { path?: string; index?: boolean; parentId?: string; module: Record<string, unknown> }> = {
  root: {
    path: "",
    module: {
      default: () => (
        <Document>
          <Outlet />
        </Document>
      ),
    },
  },
  "routes/_index": { index: true, parentId: "root", module: { default: () => <h1>Home</h1> } },
  "routes/search": {
    path: "search",
    parentId: "root",
    module: {
      // As the site's search page: the query comes back in the page's data.
      loader: ({ request }: { request: Request }) => ({ q: new URL(request.url).searchParams.getAll("q") }),
      action: () => ((actionsRun += 1), { ok: true }),
      default: function Search() {
        const { q } = useLoaderData<{ q: string[] }>();
        return <h1>Results for {q.join(" ")}</h1>;
      },
    },
  },
  "routes/nested": { path: "nested", parentId: "root", module: { loader: () => ({ tree: deep(NESTED) }), default: () => <h1>Nested</h1> } },
  "routes/boom": {
    path: "boom",
    parentId: "root",
    module: {
      loader: () => {
        throw Object.assign(new Error("a detail that stays on the server"), { name: "WebSocket" });
      },
      default: () => <h1>never</h1>,
      ErrorBoundary: () => <h1>Something went wrong</h1>,
    },
  },
  "routes/$": {
    path: "*",
    parentId: "root",
    module: {
      loader: () => {
        throw new Response("Not Found", { status: 404 });
      },
      default: () => <h1>Page Not Found</h1>,
      ErrorBoundary: () => <h1>Page Not Found</h1>,
    },
  },
};

const build = {
  mode: "production",
  entry: { module: entry },
  routes: Object.fromEntries(Object.entries(routes).map(([id, r]) => [id, { id, ...r }])),
  assets: {
    entry: { module: "/build/entry.client.js", imports: [] },
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, r]) => [
        id,
        {
          id,
          path: r.path,
          index: r.index,
          parentId: r.parentId,
          module: `/build/${id}.js`,
          hasLoader: "loader" in r.module,
          hasAction: "action" in r.module,
          hasClientLoader: false,
          hasClientAction: false,
          hasErrorBoundary: "ErrorBoundary" in r.module,
          imports: [],
        },
      ]),
    ),
    url: "/build/manifest-test.js",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

const remix = createRequestHandler(build, "production");
const loadContext = { cspNonce: "test-nonce", requestId: "test" } as unknown as AppLoadContext;

/** What server.ts does before Remix for these requests: the app's CSRF rule, then the handler. */
const pageFunction = (request: Request) =>
  isCrossSiteMutation(request) ? Promise.resolve(new Response("Cross-site request refused", { status: 403 })) : remix(request, loadContext);

/** A request through the pipeline (functions/_middleware.ts) and the page function; or to Remix alone. */
async function send(path: string, init: RequestInit = {}, { pipeline = true } = {}) {
  const request = new Request(new URL(path, "http://127.0.0.1"), init);
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = pipeline
    ? await runPipeline({ request, env, data: {}, waitUntil: (p) => ctx.waitUntil(p), next: () => pageFunction(request) }, currentBuildId())
    : await remix(request, loadContext);
  const body = await response.text();
  const ms = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body, ms };
}

const manifestUrl = (paths: string[]) => `/__manifest?${paths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=test`;

describe("route discovery, /__manifest (GHSA-8x6r-g9mw-2r78, fixed in server-runtime 2.17.5)", () => {
  it("answers the browser's own discovery request with the routes of the paths asked for", async () => {
    const res = await send(manifestUrl(["/search", "/news/a-post"]));
    expect(res.status).toBe(200);
    expect(Object.keys(JSON.parse(res.body) as object).sort()).toEqual(["root", "routes/$", "routes/search"]);
  });

  it("Remix 2.17.5 alone refuses a discovery URL past the browser's limit, and answers the deepest path under it within bounds", async () => {
    const over = await send(manifestUrl(["/a".repeat(MANIFEST_URL_LIMIT)]), {}, { pipeline: false });
    expect(over.status).toBe(400);
    // Every segment a path, every path matched: the advisory's expansion, now capped by the URL limit.
    const under = await send(manifestUrl(["/" + "a/".repeat(1200)]), {}, { pipeline: false });
    expect(under.status).toBe(200);
    expect(under.ms).toBeLessThan(CEILING_MS);
    expect(under.body.length).toBeLessThan(16 * 1024);
  });

  it("refuses, before Remix, a path deeper than any page and any method but GET", async () => {
    const deepPath = await send(manifestUrl(["/" + "a/".repeat(1200)]));
    expect(deepPath.status).toBe(400);
    expect(deepPath.ms).toBeLessThan(CEILING_MS);
    expect(deepPath.headers.get("X-Request-Id")).toBeTruthy();
    // Many paths, each within the depth: 1,500 distinct prefixes, each one walk of the route tree.
    const many = manifestUrl(Array.from({ length: 50 }, (_, i) => `/${i}` + "/x".repeat(29)));
    expect(many.length).toBeLessThan(MANIFEST_URL_LIMIT);
    expect((await send(many)).status).toBe(400);
    expect((await send(manifestUrl(Array.from({ length: 30 }, (_, i) => `/${i}` + "/x".repeat(29))))).status).toBe(200);
    const posted = await send(manifestUrl(["/search"]), { method: "POST" });
    expect(posted.status).toBe(405);
  });

  it("leaves unknown paths to the Page Not Found screen, however deep", async () => {
    const res = await send("/" + "no-such-page/".repeat(400));
    expect(res.status).toBe(404);
    expect(res.body).toContain("Page Not Found");
    expect(res.ms).toBeLessThan(CEILING_MS);
  });
});

describe("single fetch data requests reflecting input (GHSA-rxv8-25v2-qmq8: turbo-stream 2 on the runtime path)", () => {
  it("answers the page's data request with the query in it", async () => {
    const res = await send("/search.data?q=ledger");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/x-script");
    expect(res.body).toContain('"ledger"');
  });

  it("keeps a reflected query as long as a URL may be, or repeated as often as it fits, bounded", async () => {
    for (const query of [`q=${"x".repeat(7000)}`, Array.from({ length: 1500 }, () => "q=ab").join("&")]) {
      const res = await send(`/search.data?${query}`);
      expect(res.status).toBe(200);
      expect(res.ms).toBeLessThan(CEILING_MS);
      expect(res.body.length).toBeLessThan(3 * query.length + 1024);
    }
  });

  it("refuses a data request whose URL is longer than any page's", async () => {
    const res = await send(`/search.data?q=${"x".repeat(MANIFEST_URL_LIMIT)}`);
    expect(res.status).toBe(414);
  });

  it("encodes data nested 20,000 deep without exhausting the stack (the patched encoder)", async () => {
    const res = await send("/nested.data");
    expect(res.status).toBe(200);
    expect(res.ms).toBeLessThan(CEILING_MS);
    const decoded = await decode(new Response(res.body).body!);
    await decoded.done;
    let depth = 0;
    const value = decoded.value as Record<string, { data: { tree: { next: unknown } } }>;
    for (let node = value["routes/nested"]!.data.tree; node; node = node.next as typeof node) depth++;
    expect(depth).toBe(NESTED);
  });
});

describe("errors the browser decodes (GHSA-49rj-9fvp-4h2h, GHSA-337j-9hxr-rhxg)", () => {
  it("never sends a server error's name or message in production: the browser has nothing to construct", async () => {
    for (const path of ["/boom.data", "/boom"]) {
      const res = await send(path);
      expect(res.status).toBe(500);
      expect(res.body).not.toContain("WebSocket");
      expect(res.body).not.toContain("stays on the server");
      // Remix v2's hydration rebuilds an error from a `__subType` name: it is never sent.
      expect(res.body).not.toContain("__subType");
    }
    const data = (await send("/boom.data")).body;
    expect(data).toContain('"SanitizedError"');
    expect(data).toContain('"Error","Unexpected Server Error"');
  });

  it("decodes a forged error type as a plain Error, and the standard ones as themselves (the patched decoder)", async () => {
    const stream = (text: string) => new Response(text + "\n").body!;
    for (const type of ["URL", "WebSocket", "Function", "Request"]) {
      const forged = await decode(stream(`[["E","https://attacker.example/","${type}"]]`));
      expect((forged.value as object).constructor).toBe(Error);
    }
    const typeError = await decode(stream(`[["E","bad","TypeError"]]`));
    expect(typeError.value).toBeInstanceOf(TypeError);
    const round = await decode(encode(new RangeError("out")));
    expect(round.value).toBeInstanceOf(RangeError);
  });
});

describe("<ScrollRestoration> in the server's HTML (GHSA-8v8x-cx79-35w7)", () => {
  it("writes no markup from the URL into its inline script", async () => {
    const plain = await send("/search?q=ledger");
    const hostile = await send(`/search?q=${encodeURIComponent("</script><script>alert(1)</script>")}`);
    expect(hostile.status).toBe(200);
    const scripts = (html: string) => html.match(/<script\b/g)?.length;
    expect(scripts(hostile.body)).toBe(scripts(plain.body));
    expect(hostile.body).not.toContain("<script>alert(1)");
    expect(hostile.body).toContain('"positions"');
  });
});

describe("document requests with PUT, PATCH and DELETE (GHSA-84g9-w2xq-vcv6)", () => {
  it("refuses a cross-site one before Remix (the app's rule) and in Remix 2.17.5 itself; the action never runs", async () => {
    const before = actionsRun;
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      const init = {
        method,
        body: "x=1",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "127.0.0.1", Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
      };
      expect((await send("/search", init)).status, method).toBe(403);
      const remixAlone = await send("/search", init, { pipeline: false });
      expect(remixAlone.status, method).toBeGreaterThanOrEqual(400);
    }
    expect(actionsRun).toBe(before);
    const form = { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" };
    const sameOrigin = await send("/search", { method: "PUT", body: "x=1", headers: form });
    expect(sameOrigin.status).toBe(200);
    expect(actionsRun).toBe(before + 1);
  });
});

describe("what react-router 7.18.0 fixed besides (GHSA-wrjc-x8rr-h8h6, GHSA-337j-9hxr-rhxg)", () => {
  it("sends no visitor to a redirect target with mixed leading separators, which browsers read as another host", () => {
    for (const target of ["\\\\attacker.example/x", "/\\attacker.example/x", "\\/attacker.example/x", "//attacker.example/x"]) {
      expect(safeRedirect(target), target).toBe("/admin");
    }
    expect(safeRedirect("/admin/users?page=2")).toBe("/admin/users?page=2");
  });

  it("judges a form post's origin by the request's own URL, not a forwarded host the client sent", async () => {
    const before = actionsRun;
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://attacker.example", "X-Forwarded-Host": "attacker.example" };
    expect((await send("/search", { method: "POST", body: "x=1", headers })).status).toBe(403);
    expect(actionsRun).toBe(before);
  });
});
