import { segmentLabel } from "../../lib/stories/schemas";
import type { CustomerStory, StoryResult, StoryTeaser } from "../../lib/stories/storyTypes";
import { uploadPath } from "../../lib/uploads/paths";
import type { TableRow } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { everyWordIn } from "../platform/likeSearch.server";

/**
 * Reading customer stories (decision record 0022). Writes are the staff operations in
 * ./storyOperations.server.ts. Public readers ask for `published` stories only.
 */
/** A story with its products' ids as one JSON array. */
type Row = TableRow<"customer_stories"> & { product_ids: string | null };

// The products as one JSON array, in the editor's order.
const SELECT = `SELECT s.*, (SELECT json_group_array(product_id) FROM (SELECT product_id FROM customer_story_products p WHERE p.story_id = s.id ORDER BY position)) AS product_ids
  FROM customer_stories s`;

function parseResults(json: string): StoryResult[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((r): r is StoryResult => typeof r?.value === "string" && typeof r?.label === "string") : [];
}

const toStory = (r: Row): CustomerStory => ({
  id: r.id,
  slug: r.slug,
  headline: r.headline,
  customerName: r.customer_name,
  segment: r.segment,
  region: r.region,
  logo: r.logo_upload_id ? { id: r.logo_upload_id, url: uploadPath(r.logo_upload_id), alt: r.logo_alt } : null,
  challenge: r.challenge,
  solution: r.solution,
  results: parseResults(r.results_json),
  productIds: r.product_ids ? (JSON.parse(r.product_ids) as string[]) : [],
  quote: r.quote_text ? { text: r.quote_text, name: r.quote_name, title: r.quote_title } : null,
  published: r.published === 1,
  sample: r.sample === 1,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function getStoryById(db: D1, id: string): Promise<CustomerStory | null> {
  const r = await db.prepare(`${SELECT} WHERE s.id = ?1`).bind(id).first<Row>();
  return r ? toStory(r) : null;
}

export async function getStoryBySlug(db: D1, slug: string, { publishedOnly }: { publishedOnly: boolean }): Promise<CustomerStory | null> {
  const r = await db
    .prepare(`${SELECT} WHERE s.slug = ?1 AND (?2 = 0 OR s.published = 1)`)
    .bind(slug, publishedOnly ? 1 : 0)
    .first<Row>();
  return r ? toStory(r) : null;
}

interface StoryFilter {
  publishedOnly: boolean;
  segment?: string;
  /** Stories that list one of these products. */
  productIds?: readonly string[];
  limit?: number;
}

/** Stories, newest change first (at most 200: a marketing team's list, not a feed). */
export async function listStories(db: D1, filter: StoryFilter): Promise<CustomerStory[]> {
  const products = filter.productIds ? JSON.stringify(filter.productIds) : null;
  const { results } = await db
    .prepare(
      `${SELECT}
       WHERE (?1 = 0 OR s.published = 1) AND (?2 IS NULL OR s.segment = ?2)
         AND (?3 IS NULL OR EXISTS (SELECT 1 FROM customer_story_products p WHERE p.story_id = s.id AND p.product_id IN (SELECT value FROM json_each(?3))))
       ORDER BY s.updated_at DESC, s.id LIMIT ?4`,
    )
    .bind(filter.publishedOnly ? 1 : 0, filter.segment ?? null, products, Math.min(filter.limit ?? 200, 200))
    .all<Row>();
  return results.map(toStory);
}

/**
 * What the public story pages' ETag follows: the newest change and the count of public stories
 * (a story unpublished or deleted changes the count or the newest time).
 */
export async function storiesVersion(db: D1): Promise<string> {
  const r = await db
    .prepare("SELECT count(*) AS n, coalesce(max(updated_at), '') AS at FROM customer_stories WHERE published = 1")
    .first<{ n: number; at: string }>();
  return `${r?.n ?? 0}|${r?.at ?? ""}`;
}

/** A story as its card shows it. */
export const teaserOf = (s: CustomerStory): StoryTeaser => ({
  slug: s.slug,
  customerName: s.customerName,
  segment: segmentLabel(s.segment),
  region: s.region,
  headline: s.headline,
  figure: s.results[0] ?? null,
  sample: s.sample,
  logo: s.logo ? { url: s.logo.url, alt: s.logo.alt } : null,
});

/**
 * Published stories whose headline, customer or challenge holds every word of the query
 * (`patterns` from platform/likeSearch.server.ts), newest change first: the site search (/search).
 */
export async function searchPublishedStories(db: D1, patterns: readonly string[], limit = 10): Promise<CustomerStory[]> {
  if (patterns.length === 0) return [];
  const { results } = await db
    .prepare(
      `${SELECT} WHERE s.published = 1 AND ${everyWordIn(["s.headline", "s.customer_name", "s.challenge"], patterns, 2)} ORDER BY s.updated_at DESC, s.id LIMIT ?1`,
    )
    .bind(limit, ...patterns)
    .all<Row>();
  return results.map(toStory);
}
