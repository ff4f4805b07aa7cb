/**
 * Refuses state-changing requests that a browser made on behalf of another site (CSRF).
 * Cookies are SameSite=Lax, which already keeps them off cross-site POSTs; this check also covers
 * same-site-but-cross-origin requests and the public forms. Non-browser API clients send neither
 * header and authenticate with a bearer token, so they pass.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
