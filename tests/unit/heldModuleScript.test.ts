import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOADS, RELEASE, withHeldModuleScripts } from "~/server/platform/heldModuleScript.server";

/** Streams `parts` through the transform, one chunk each, and returns the text that comes out. */
async function through(parts: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(withHeldModuleScripts(source)).text();
}

const MODULE =
  '<script nonce="n" type="module" async="">import "/build/entry.client-2.js";\nimport * as route1 from "/build/routes/[bank_operations].$-3.js";</script>';
const HELD =
  `<script nonce="n">${RELEASE}</script><script nonce="n" type="${HELD_MODULE_TYPE}">import "/build/entry.client-2.js";\n` +
  'import * as route1 from "/build/routes/%5Bbank_operations%5D.$-3.js";</script>';
const PRELOADS = '<link rel="modulepreload" href="/build/entry.client-2.js"/><link rel="modulepreload" href="/build/routes/[bank_operations].$-3.js"/>';
const page = (script: string, preload = PRELOADS) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/site.css"/><script type="application/ld+json" nonce="n">{"a":"type=\\"module\\""}</script></head>' +
  '<body><main><h1>Fed Funds</h1><p>a &lt; b, type="module" async="" in prose</p></main>' +
  preload +
  `<script nonce="n">window.__remixContext = {};</script>${script}</body></html>`;
const LOW =
  `<${HELD_PRELOADS}><link rel="modulepreload" href="/build/entry.client-2.js"/>` +
  '<link rel="modulepreload" href="/build/routes/%5Bbank_operations%5D.$-3.js"/></template>';

describe("withHeldModuleScripts", () => {
  it("gives the module script the held type, puts the release script with its nonce before it, holds the module preloads in one template, encodes [ ] in their URLs, and leaves the rest of the page as it was", async () => {
    expect(await through([page(MODULE)])).toBe(page(HELD, LOW));
  });

  it("rewrites the tag when it is split across any two chunks, byte for byte otherwise", async () => {
    const input = page(MODULE);
    for (let cut = 1; cut < input.length; cut++) {
      expect(await through([input.slice(0, cut), input.slice(cut)]), `cut at ${cut}`).toBe(page(HELD, LOW));
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
    expect(await new Response(withHeldModuleScripts(source)).text()).toBe("<p>Zürich – Genève</p>");
  });
});
