import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/server/platform/modulePreloads.server";

/** Streams `parts` through the transform, one chunk each, and returns the text that comes out. */
async function through(parts: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/site.css"/></head><body><main><h1>Fed Funds</h1><p>a &lt; b</p></main>' +
  '<link rel="modulepreload" href="/build/manifest-1.js"/><link rel="modulepreload" href="/build/entry.client-2.js"/>' +
  '<script nonce="n" type="module" async="">import "/build/entry.client-2.js";</script></body></html>';

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    const out = await through([PAGE]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(PAGE);
  });

  it("rewrites a tag split across any two chunks, byte for byte otherwise", async () => {
    for (let cut = 1; cut < PAGE.length; cut++) {
      const out = await through([PAGE.slice(0, cut), PAGE.slice(cut)]);
      expect(out.replaceAll(' fetchpriority="low"', ""), `cut at ${cut}`).toBe(PAGE);
      expect(out.match(/fetchpriority="low"/g), `cut at ${cut}`).toHaveLength(2);
    }
  });

  it("keeps a multi-byte character split between chunks intact", async () => {
    const bytes = new TextEncoder().encode("<p>Zürich – Genève</p>");
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const b of bytes) controller.enqueue(new Uint8Array([b]));
        controller.close();
      },
    });
    expect(await new Response(source.pipeThrough(lowPriorityModulePreloads())).text()).toBe("<p>Zürich – Genève</p>");
  });
});
