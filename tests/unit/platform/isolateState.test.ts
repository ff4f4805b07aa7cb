import { describe, expect, it, vi } from "vitest";

/**
 * The Pages Functions and the Remix build each bundle their own copy of platform/: what the
 * request pipeline configures must be what the other copy reads, without configuring it twice.
 * A fresh module registry (vi.resetModules) stands for the second bundle's copy.
 */
describe("the platform's per-isolate configuration", () => {
  it("is set once, by the pipeline's copy, and read by every other copy of the modules", async () => {
    const pipeline = await import("~/server/platform/requestPipeline.server");
    const store = { head: async () => null } as unknown as R2Bucket;
    pipeline.configurePlatform(
      { APP_ENV: "production", MEDIA: store, SITE_URL: "https://www.example.com", SITE_ALIASES: "https://site.pages.dev" } as never,
      "build-42",
    );

    vi.resetModules();
    const otherEdgeCache = await import("~/server/platform/edgeCache.server");
    const otherState = await import("~/server/platform/isolateState.server");
    expect(otherEdgeCache.currentBuildId()).toBe("build-42");
    expect(otherEdgeCache.edgeKey("https://www.example.com/news")).toBe("https://www.example.com/__edge/build-42/news");
    expect(otherEdgeCache.purgeOrigins("https://preview.site.pages.dev")).toEqual([
      "https://preview.site.pages.dev",
      "https://www.example.com",
      "https://site.pages.dev",
    ]);
    expect(otherState.isolateState().pageStore).toBe(store);
    expect(otherState.isolateState().purgeElsewhere).toBeTypeOf("function");
  });
});
