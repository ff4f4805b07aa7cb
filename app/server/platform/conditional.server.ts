/**
 * Conditional GETs for pages whose loader sets an ETag (the news pages and feed): a browser or
 * the edge that already holds the current version gets 304 and no body. server.ts applies it to
 * every Remix response, with the If-None-Match it read before Remix's Pages handler deletes it
 * (the handler drops it for its asset lookup, so loaders never see it).
 */
export function etagMatches(method: string, header: string | null, etag: string | null): boolean {
  if (!etag || !header || (method !== "GET" && method !== "HEAD")) return false;
  // If-None-Match uses weak comparison (RFC 9110 §13.1.2).
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => t.trim() === "*" || opaque(t) === opaque(etag));
}

/** A weak ETag (the HTML differs per response by its CSP nonce, the content does not) over `parts`. */
export async function weakEtag(...parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("\u0000")));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `W/"${hex}"`;
}
