import { useNonce } from "~/components/nonce";
import { serializeJsonLd, type Json } from "~/lib/jsonLd";

/**
 * Structured data for search engines. A data block, never run, but it carries the response's
 * nonce like every other script element so the CSP stays a simple rule: no script without one.
 */
export function JsonLd({ data }: { data: Json | Json[] }) {
  return <script type="application/ld+json" nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
