import { PRODUCTS } from "../../catalogue";
import { isToBeConfirmed } from "../../lib/trust/trustFacts";
import type { Env } from "../platform/env.server";
import { listTrustFacts } from "../trust/trustFacts.server";
import type { LaunchItem } from "./launchItem.server";

/** A statement nobody has checked for this long is listed again (security.txt expires on the same year). */
const REVIEW_MAX_DAYS = 365;

/** Customer stories and news posts still tagged sample: the seed's, until staff replace them. */
export async function sampleContentChecks(env: Env, _now: Date): Promise<LaunchItem[]> {
  const [stories, posts] = await Promise.all([
    env.DB.prepare("SELECT id, customer_name AS name FROM customer_stories WHERE sample = 1 ORDER BY customer_name").all<{ id: string; name: string }>(),
    env.DB.prepare("SELECT id, title AS name FROM blog_posts WHERE sample = 1 ORDER BY title").all<{ id: string; name: string }>(),
  ]);
  return [
    ...stories.results.map((s) => ({ area: "Sample content", label: `Customer story “${s.name}” is sample content`, fixHref: `/admin/stories/${s.id}` })),
    ...posts.results.map((p) => ({ area: "Sample content", label: `News post “${p.name}” is sample content`, fixHref: `/admin/blog/${p.id}` })),
  ];
}

/** Trust-centre facts still saying "To be confirmed", or not reviewed in the last year. */
export async function trustFactChecks(env: Env, now: Date): Promise<LaunchItem[]> {
  const oldest = new Date(now.getTime() - REVIEW_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);
  return (await listTrustFacts(env.DB)).flatMap((f) => {
    const fixHref = `/admin/trust-centre?edit=${f.id}`;
    if (isToBeConfirmed(f.body)) return [{ area: "Trust centre", label: `“${f.title}” is still To be confirmed`, fixHref }];
    if (f.reviewedOn < oldest) return [{ area: "Trust centre", label: `“${f.title}” was last reviewed on ${f.reviewedOn}, over a year ago`, fixHref }];
    return [];
  });
}

/** Products a buyer cannot download a brochure for: one line, since it is one screen's work. */
export async function brochureChecks(env: Env, _now: Date): Promise<LaunchItem[]> {
  const { results } = await env.DB.prepare("SELECT product_id FROM product_brochures").all<{ product_id: string }>();
  const attached = new Set(results.map((r) => r.product_id));
  const missing = PRODUCTS.filter((p) => !attached.has(p.id)).length;
  if (missing === 0) return [];
  return [{ area: "Products", label: `${missing} of ${PRODUCTS.length} products have no brochure`, fixHref: "/admin/brochures" }];
}
