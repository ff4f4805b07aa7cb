import { describe, expect, it } from "vitest";
import { withVisitorNonce } from "~/server/platform/nonceStream.server";
import groupHeld from "../fixtures/pages/group.held.html?raw";
import newsHeld from "../fixtures/pages/news.held.html?raw";
import productHeld from "../fixtures/pages/product.held.html?raw";
import { chunked, everyBytes, everyCut } from "./chunked";

const encoder = new TextEncoder();

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const VISITOR = "dmlzaXRvci1ub25jZS0wMQ==";

describe("withVisitorNonce: a stored page's nonce replaced by the visitor's while the page streams", () => {
  const page = '<!doctype html><script nonce="OLDnonce+/=">a</script><p>Zürich — ¥ ✓</p><style nonce="OLDnonce+/="></style>';
  const expected = page.split("OLDnonce+/=").join("NEWnonce12");

  it("replaces it wherever the chunks are cut, even inside the attribute or a character", async () => {
    for (const cut of everyCut(page)) expect(await read(withVisitorNonce(chunked(page, [cut]), "OLDnonce+/=", "NEWnonce12")), `cut at ${cut}`).toBe(expected);
    expect(await read(withVisitorNonce(chunked(page, everyCut(page)), "OLDnonce+/=", "NEWnonce12"))).toBe(expected);
  });

  // The stored pages (a product page, a group page, /news) carry their nonce only in nonce
  // attributes; the result is the page with every occurrence of it replaced, byte for byte.
  for (const [name, stored] of Object.entries({ product: productHeld, group: groupHeld, news: newsHeld })) {
    it(`gives the stored ${name} page with the visitor's nonce in place of the stored one, every other byte as stored`, async () => {
      const nonce = /nonce="([^"]+)"/.exec(stored)![1]!;
      expect(stored.split(nonce).length - 1).toBe(stored.match(/ nonce="[^"]+"/g)!.length);
      const expectedPage = stored.split(nonce).join(VISITOR);
      expect(await read(withVisitorNonce(chunked(stored), nonce, VISITOR))).toBe(expectedPage);
      expect(await read(withVisitorNonce(chunked(stored, everyBytes(13, stored)), nonce, VISITOR)), "in pieces of 13 bytes").toBe(expectedPage);
    });
  }

  it("sends the first bytes before the stream has ended", async () => {
    let finish!: () => void;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("<!doctype html><head>".padEnd(200, " ")));
        finish = () => {
          controller.enqueue(encoder.encode('<script nonce="OLD"></script>'));
          controller.close();
        };
      },
    });
    const reader = withVisitorNonce(source, "OLD", "NEW").getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("<!doctype html>");
    finish();
    let rest = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toContain('nonce="NEW"');
  });

  it("leaves a page without the nonce as it was, and an element whose nonce is another one", async () => {
    expect(await read(withVisitorNonce(chunked("<p>plain</p>", [3]), "OLD", "NEW"))).toBe("<p>plain</p>");
    expect(await read(withVisitorNonce(chunked('<script nonce="OTHER">x</script><script nonce="OLD">y</script>', [20]), "OLD", "NEW"))).toBe(
      '<script nonce="OTHER">x</script><script nonce="NEW">y</script>',
    );
  });
});
