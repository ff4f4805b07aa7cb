import { useNonce } from "~/components/nonce";

/**
 * Structured data for search engines. A data block, never run, but it carries the response's
 * nonce like every other script element so the CSP stays a simple rule: no script without one.
 * `json` comes from the page's loader (`serializeJsonLd` in server/platform/structuredData.server.ts): built on the server,
 * the schema.org builders stay out of the page's JavaScript (the first-load budget).
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
