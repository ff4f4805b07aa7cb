import { describe, expect, it } from "vitest";
import { finishPageResponse } from "~/server/platform/pageResponse.server";

const facts = { requestId: "r1", cspNonce: "n0nce", ifNoneMatch: null, pageCache: "BYPASS" as const, durationMs: 1, appEnv: "production" };
const page = (headers: Record<string, string> = {}) => new Response("<p>hi</p>", { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("a page's last step: the site-wide security headers", () => {
  it("keeps a route's own header over the site-wide default (the invitation page's no-referrer, decision record 0026)", () => {
    const out = finishPageResponse(new Request("https://site.example/demo/invitation/t"), page({ "Referrer-Policy": "no-referrer" }), facts);
    expect(out.headers.get("Referrer-Policy")).toBe("no-referrer");
    // The defaults the route did not set are still there.
    expect(out.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(out.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("sets the default where the route set none", () => {
    const out = finishPageResponse(new Request("https://site.example/"), page(), facts);
    expect(out.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(out.headers.get("X-Frame-Options")).toBe("DENY");
  });
});
