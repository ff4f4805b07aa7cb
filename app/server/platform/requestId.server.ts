const VALID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Every response and log line carries a request id. An id set by a trusted edge (Cloudflare's
 * cf-ray) is reused so logs line up with the platform's; otherwise a fresh UUID.
 */
export function requestIdFor(request: Request): string {
  const ray = request.headers.get("cf-ray");
  return ray && VALID.test(ray) ? ray : crypto.randomUUID();
}
