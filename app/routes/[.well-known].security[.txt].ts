import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { lastReviewed } from "~/server/trust/trustFacts.server";

const YEAR_MS = 365 * 86_400_000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Contact is the security@
 * mailbox of the sales address's domain; Policy is the trust centre's disclosure section.
 * Expires is a year after staff last reviewed that section (trust_facts.reviewed_on), never a
 * date that moves by itself: a file nobody has checked for a year says it is stale, as the RFC
 * intends. No review at all: 30 days from now, the shortest honest promise.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { SITE_URL, SALES_EMAIL, DB } = context.env;
  const domain = SALES_EMAIL.split("@")[1];
  const reviewed = await lastReviewed(DB, "disclosure");
  const expires = new Date(reviewed ? Date.parse(`${reviewed}T00:00:00Z`) + YEAR_MS : Date.now() + 30 * 86_400_000);
  const lines = [
    `Contact: mailto:security@${domain}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: en`,
    `Canonical: ${absoluteUrl(SITE_URL, "/.well-known/security.txt")}`,
    `Policy: ${absoluteUrl(SITE_URL, "/trust-centre#disclosure")}`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
