import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOADS, RELEASE, withHeldModuleScripts } from "~/server/platform/heldModuleScript.server";
import groupHeld from "../fixtures/pages/group.held.html?raw";
import groupRaw from "../fixtures/pages/group.raw.html?raw";
import newsHeld from "../fixtures/pages/news.held.html?raw";
import newsRaw from "../fixtures/pages/news.raw.html?raw";
import productHeld from "../fixtures/pages/product.held.html?raw";
import productRaw from "../fixtures/pages/product.raw.html?raw";
import staffHeld from "../fixtures/pages/staff.held.html?raw";
import staffRaw from "../fixtures/pages/staff.raw.html?raw";
import { chunked, everyBytes, everyCut } from "./chunked";

const rewritten = (text: string, cuts: number[] = []) => new Response(withHeldModuleScripts(chunked(text, cuts))).text();

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
const HELD_LINKS =
  `<${HELD_PRELOADS}><link rel="modulepreload" href="/build/entry.client-2.js"/>` +
  '<link rel="modulepreload" href="/build/routes/%5Bbank_operations%5D.$-3.js"/></template>';

// React's HTML of four pages and what the regex rewrite this replaced made of each: the bytes the
// server sent (fixtures/pages, captured from one server with its clock fixed; the served page and
// the regex rewrite of the raw one were the same, nonce aside). The rewrite must give the same
// bytes however the stream is cut.
const PAGES = {
  "a product page (/bank_operations/fed-funds)": [productRaw, productHeld],
  "a group page (/banking)": [groupRaw, groupHeld],
  "/news": [newsRaw, newsHeld],
  "a staff page (/admin/login)": [staffRaw, staffHeld],
} as const;

describe("withHeldModuleScripts: the module script held and its preloads in a template, on the streamed HTML", () => {
  for (const [name, [raw, held]] of Object.entries(PAGES)) {
    it(`writes ${name} byte for byte as before, whole and cut into pieces of 4096, 1000, 97 and 7 bytes`, async () => {
      expect(raw).toContain('type="module" async=""');
      expect(await rewritten(raw)).toBe(held);
      for (const size of [4096, 1000, 97, 7]) expect(await rewritten(raw, everyBytes(size, raw)), `pieces of ${size} bytes`).toBe(held);
    });
  }

  it("gives the module script the held type, puts the release script with its nonce before it, holds the module preloads in one template, encodes [ ] in their URLs, and leaves the rest of the page as it was", async () => {
    expect(await rewritten(page(MODULE))).toBe(page(HELD, HELD_LINKS));
  });

  it("gives the same bytes when the page is cut in two anywhere (inside a tag, a URL, the script's code) or into single bytes", async () => {
    const input = page(MODULE);
    for (const cut of everyCut(input)) expect(await rewritten(input, [cut]), `cut at ${cut}`).toBe(page(HELD, HELD_LINKS));
    expect(await rewritten(input, everyCut(input))).toBe(page(HELD, HELD_LINKS));
  });

  it("writes one template per run of preloads, closed before the script, the end of the head or body, or the end of the page", async () => {
    const link = (n: number) => `<link rel="modulepreload" href="/build/${n}.js"/>`;
    const held = (...links: string[]) => `<${HELD_PRELOADS}>${links.join("")}</template>`;
    expect(await rewritten(`<html><head>${link(1)}${link(2)}</head><body>${link(3)}<script>x</script>${link(4)}</body></html>`)).toBe(
      `<html><head>${held(link(1), link(2))}</head><body>${held(link(3))}<script>x</script>${held(link(4))}</body></html>`,
    );
    expect(await rewritten(`<p>a</p>${link(1)}`)).toBe(`<p>a</p>${held(link(1))}`);
  });

  it("leaves a page without a module script or preloads as it was, a multi-byte character cut between chunks included", async () => {
    const text = '<!DOCTYPE html><html><body><p>Zürich – Genève</p><script type="module">import "/build/[x].js"</script></body></html>';
    expect(await rewritten(text, everyCut(text))).toBe(text);
  });
});
