/**
 * A stored page's body with the nonce it was rendered with (`from`) replaced by the visitor's own
 * (`to`), as a stream: the first bytes go out before the last are read, so a page from the pages'
 * store or the edge cache starts arriving while R2 or the cache is still sending it.
 *
 * Workers' streaming HTML parser (`HTMLRewriter`) sets the attribute: a page's nonce appears
 * nowhere else (not in its text, its scripts' code or its data), and a chunk cut inside a tag is
 * the parser's business. Only elements with a `nonce` attribute are handed to JavaScript (a
 * handful per page); every other byte goes out as it was stored. An element whose nonce is not the
 * stored one is left as it was.
 */
export function withVisitorNonce(body: ReadableStream<Uint8Array>, from: string, to: string): ReadableStream<Uint8Array> {
  if (from.length === 0 || from === to) return body;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === from) element.setAttribute("nonce", to);
      },
    })
    .transform(new Response(body)).body!;
}
