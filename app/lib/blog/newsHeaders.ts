import type { HeadersFunction } from "@remix-run/cloudflare";

/** The news routes' `headers` export: the loader's cache policy and ETag; errors are not cached. */
export const newsPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": "no-store" };
  const headers: Record<string, string> = { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" };
  const etag = loaderHeaders.get("ETag");
  if (etag) headers.ETag = etag;
  return headers;
};
