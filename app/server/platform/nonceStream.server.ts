/**
 * A stored page's body with one string (the nonce it was rendered with) replaced by another (the
 * visitor's own), as a stream: the first bytes go out before the last are read, so a page from
 * the pages' store or the edge cache starts arriving while R2 or the cache is still sending it
 * (before, the whole body was read into one string first).
 *
 * A match may straddle two chunks: each chunk keeps back the text a match could start in (fewer
 * than `from.length` characters) and sends it with the next. UTF-8 split between chunks is joined
 * by the streaming decoder.
 */
export function replaceInStream(body: ReadableStream<Uint8Array>, from: string, to: string): ReadableStream<Uint8Array> {
  if (from.length === 0) return body;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = "";
  const replaced = (text: string, final: boolean): string => {
    let out = "";
    let i = 0;
    for (let at = text.indexOf(from); at >= 0; at = text.indexOf(from, i)) {
      out += text.slice(i, at) + to;
      i = at + from.length;
    }
    // No whole match starts at i or later; one may begin in the last from.length - 1 characters.
    const hold = final ? text.length : Math.max(i, text.length - (from.length - 1));
    carry = text.slice(hold);
    return out + text.slice(i, hold);
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const out = replaced(carry + decoder.decode(chunk, { stream: true }), false);
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const out = replaced(carry + decoder.decode(), true);
        if (out) controller.enqueue(encoder.encode(out));
      },
    }),
  );
}
