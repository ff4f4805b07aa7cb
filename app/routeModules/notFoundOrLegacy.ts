import { redirect } from "@remix-run/cloudflare";
import { resolveLegacyPath } from "~/catalogue/legacyRoutes";

/**
 * What a path no page claims answers: 301 to the canonical page when the spec's sitemap or
 * search catalogue spelled it differently (query string kept), otherwise a real 404. Loaders
 * throw the result.
 */
export function notFoundOrLegacy(request: Request): Response {
  const url = new URL(request.url);
  const to = resolveLegacyPath(url.pathname, url.search);
  return to ? redirect(to, 301) : new Response("Not Found", { status: 404 });
}
