import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { createStaticHandler } from "@remix-run/router";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import handleRequest from "~/entry.server";

// In workerd, as in production: react-dom/server is its Web Streams build, and the held-script
// rewrite (heldModuleScript.server.ts) is Workers' HTMLRewriter, which Node does not have.

/**
 * The real entry.server.tsx rendering a one-route app whose page suspends for a moment (as a
 * deferred part of a page would): a crawler must get the whole document in one piece, a browser
 * the shell first with the rest streamed after it.
 */
const SLOW_MS = 400;

/** A component that suspends for SLOW_MS from its first render. */
function slowContent() {
  let ready = false;
  let promise: Promise<void> | undefined;
  return function Slow() {
    if (ready) return <p id="slow">Every product page of the catalogue</p>;
    throw (promise ??= new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), SLOW_MS)));
  };
}

async function render(userAgent: string) {
  const Slow = slowContent();
  const Page = () => (
    <html lang="en">
      <body>
        <h1>Sitemap</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Slow />
        </Suspense>
      </body>
    </html>
  );
  const request = new Request("http://127.0.0.1/sitemap", { headers: { "User-Agent": userAgent } });
  const staticHandlerContext = await createStaticHandler([{ id: "root", path: "/sitemap" }]).query(request);
  if (staticHandlerContext instanceof Response) throw new Error("unexpected response");
  const context = {
    manifest: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "/sitemap",
          module: "/build/root.js",
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: false,
        },
      },
      url: "/build/manifest.js",
      version: "test",
    },
    routeModules: { root: { default: Page } },
    staticHandlerContext,
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as EntryContext;
  const started = Date.now();
  const response = await handleRequest(request, 200, new Headers(), context, { cspNonce: "test-nonce" } as AppLoadContext);
  const headersAfter = Date.now() - started;
  return { response, headersAfter, html: await response.text() };
}

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

describe("entry.server: crawlers get the whole document, browsers a stream", () => {
  it("waits for every suspended part before answering a crawler", async () => {
    const { response, headersAfter, html } = await render(GOOGLEBOT);
    expect(response.status).toBe(200);
    expect(headersAfter).toBeGreaterThanOrEqual(SLOW_MS - 20);
    // The content sits in its place in the document: no fallback, no boundary completed later by script.
    expect(html).toMatch(/<h1>Sitemap<\/h1><!--\$--><p id="slow">Every product page of the catalogue<\/p><!--\/\$-->/);
    expect(html).not.toContain("Loading…");
    expect(html).not.toContain("<!--$?-->");
  });

  it("answers a browser at once with the shell and streams the suspended part after it", async () => {
    const { headersAfter, html } = await render(CHROME);
    expect(headersAfter).toBeLessThan(SLOW_MS);
    expect(html).toContain("<!--$?-->");
    expect(html).toContain("Loading…");
    // The part arrives later in the same response, with the script that moves it into place.
    expect(html.indexOf('<p id="slow">')).toBeGreaterThan(html.indexOf("</h1>"));
    expect(html).toMatch(/<script nonce="test-nonce">/);
  });
});
