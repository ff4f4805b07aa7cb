// The route manifest `remix build` makes from app/routes, and the matcher Remix 2.17.5 runs on
// every request (on react-router 6.30.6's matchRoutes): the same functions, not copies.
import { matchServerRoutes } from "@remix-run/server-runtime/dist/routeMatching.js";
import { createRoutes } from "@remix-run/server-runtime/dist/routes.js";
import { describe, expect, it } from "vitest";
import { siteRoutes } from "../support/siteRoutes";

/**
 * GHSA-chx6-hx7r-mcp5 (inefficient route matching, react-router 7.0.0 to 7.17.x) names a range
 * that 6.30.6 is outside of; decision record 0047 says why its matcher is not affected. This
 * sends the request paths of that kind of attack to the site's real route tree. A match here
 * takes well under a millisecond; CEILING_MS is a bound only work that grows without limit would
 * reach, not a speed check.
 */
const CEILING_MS = 2_000;

type Manifest = Record<string, { id: string; path?: string; index?: boolean; parentId?: string }>;
const manifest: Manifest = siteRoutes;
const routes = createRoutes(manifest as never);
const leaf = (pathname: string) => matchServerRoutes(routes, pathname)?.at(-1)?.route.id;

function timed(pathname: string) {
  const started = performance.now();
  const id = leaf(pathname);
  return { id, ms: performance.now() - started };
}

describe("route matching on the site's route tree (react-router 6.30.6)", () => {
  it("has no optional segments, whose variants multiply the branches to try", () => {
    expect(Object.values(manifest).filter((r) => r.path?.includes("?"))).toEqual([]);
  });

  it("matches the site's pages as before", () => {
    expect(leaf("/")).toBe("routes/_index");
    expect(leaf("/search")).toBe("routes/search");
    expect(leaf("/news/a-post")).toBe("routes/news.$slug");
    expect(leaf("/no/such/page")).toBe("routes/$");
  });

  it("answers hostile paths with the Page Not Found route, within bounds", () => {
    const hostile = [
      "/a".repeat(8_000), // as many segments as a URL allows
      "/" + "x".repeat(16_000), // one segment as long as a URL allows
      "/".repeat(16_000), // empty segments
      "/admin" + "/%2F..".repeat(2_000), // encoded separators
      "/news/" + "a-post/".repeat(2_000),
    ];
    for (const pathname of hostile) {
      const { id, ms } = timed(pathname);
      expect(id, pathname.slice(0, 20)).toMatch(/^routes\//);
      expect(ms, pathname.slice(0, 20)).toBeLessThan(CEILING_MS);
    }
  });
});
