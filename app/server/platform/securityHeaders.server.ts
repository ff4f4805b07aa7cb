import { toBase64 } from "../../lib/base64";

/**
 * Security headers for every kind of response the functions produce. Static files get theirs
 * from public/_headers (Pages serves them without running a function).
 *
 * Scripts are allowed by a per-request nonce only (no 'unsafe-inline'/'unsafe-eval' for
 * scripts). Styles allow inline attributes: React renders style="" for a few layout values and
 * CSS cannot run code.
 */
type ResponseKind = "html" | "api" | "media";

export function newNonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(16)));
}

function contentSecurityPolicy(kind: ResponseKind, nonce: string | undefined, production: boolean): string {
  if (kind !== "html") {
    // JSON and media are never rendered as documents: forbid everything.
    return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  }
  const directives = [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * @param appEnv the raw APP_ENV var: read directly, not through the env schema, so a response
 *   still gets its headers when the rest of the configuration is broken.
 */
export function securityHeaders(appEnv: unknown, kind: ResponseKind, nonce?: string): Record<string, string> {
  const production = appEnv === "production";
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(kind, nonce, production),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  if (appEnv === "preview") headers["X-Robots-Tag"] = "noindex, nofollow";
  return headers;
}

/**
 * Sets the site-wide headers a response has not set itself: a route's own header wins over the
 * default (the invitation page's `Referrer-Policy: no-referrer`, decision record 0026, keeps its
 * token out of any Referer; decision record 0037).
 */
export function applyDefaultHeaders(target: Headers, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) if (!target.has(name)) target.set(name, value);
}
