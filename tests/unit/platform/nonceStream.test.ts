import { describe, expect, it } from "vitest";
import { replaceInStream } from "~/server/platform/nonceStream.server";

const encoder = new TextEncoder();

/** A stream of the text's UTF-8 bytes, cut at the given byte offsets. */
function chunked(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  const ends = [...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      let from = 0;
      for (const end of ends) {
        controller.enqueue(bytes.slice(from, end));
        from = end;
      }
      controller.close();
    },
  });
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("replaceInStream: the stored nonce replaced while the page streams", () => {
  const page = '<!doctype html><script nonce="OLDnonce+/=">a</script><p>Zürich — ¥ ✓</p><style nonce="OLDnonce+/="></style>';
  const expected = page.split("OLDnonce+/=").join("NEWnonce12");

  it("replaces every match wherever the chunks are cut, even inside a match or a character", async () => {
    const length = encoder.encode(page).length;
    for (let cut = 1; cut < length; cut++) {
      expect(await read(replaceInStream(chunked(page, [cut]), "OLDnonce+/=", "NEWnonce12"))).toBe(expected);
    }
  });

  it("handles a match cut across several small chunks", async () => {
    const cuts = Array.from({ length: encoder.encode(page).length - 1 }, (_, i) => i + 1);
    expect(await read(replaceInStream(chunked(page, cuts), "OLDnonce+/=", "NEWnonce12"))).toBe(expected);
  });

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
    const reader = replaceInStream(source, "OLD", "NEW").getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("<!doctype html>");
    finish();
    let rest = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toContain('nonce="NEW"');
  });

  it("leaves a page without the nonce as it was, and a match at the very end is replaced", async () => {
    expect(await read(replaceInStream(chunked("<p>plain</p>", [3]), "OLD", "NEW"))).toBe("<p>plain</p>");
    expect(await read(replaceInStream(chunked("endOLD", [4]), "OLD", "NEW"))).toBe("endNEW");
  });
});
