import { productById, productPath } from "../../catalogue";
import { customersQuerySchema, segmentLabel } from "../../lib/stories/schemas";
import { getStoryBySlug, listStories, teaserOf } from "./stories.server";
import { storiesHeaders } from "./storiesCache.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * What /customers and /customers/:slug load, here in a .server module so the catalogue these read
 * (its words, ~42 KB gzip) never reaches those pages' JavaScript (see routeModules/productRoute.tsx).
 */
const notFound = () => new Response("Not Found", { status: 404 });

/** The index, filtered by ?segment= and ?product=; an unknown value is a 404, not a guess. */
export async function customersIndex(db: D1, request: Request) {
  const parsed = customersQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw notFound();
  const { segment, product } = parsed.data;
  if (product && !productById(product)) throw notFound();
  const [all, headers] = await Promise.all([listStories(db, { publishedOnly: true }), storiesHeaders(db, request)]);
  const stories = all.filter((s) => (!segment || s.segment === segment) && (!product || s.productIds.includes(product)));
  // The filters offer only what some public story has.
  const segments = [...new Set(all.map((s) => s.segment))].map((s) => ({ value: s, label: segmentLabel(s) }));
  const products = [...new Set(all.flatMap((s) => s.productIds))].flatMap((id) => {
    const p = productById(id);
    return p ? [{ value: p.id, label: p.name }] : [];
  });
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, "en");
  const page = {
    stories: stories.map(teaserOf),
    total: all.length,
    segments: segments.sort(byLabel),
    products: products.sort(byLabel),
    filter: { segment: segment ?? "", product: product ?? "" },
    filterLabel: [segment ? segmentLabel(segment) : null, product ? productById(product)?.name : null].filter(Boolean).join(", "),
  };
  return { page, headers };
}

/** A staff preview is theirs alone: never kept by a browser, the edge or the pages' store. */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * One public story with its products resolved; a story not (or no longer) published is a 404,
 * except to staff who may edit stories (`mayPreview`, asked only then): they get it marked as a
 * preview, sent private and never cached (decision record 0052).
 */
export async function storyPage(db: D1, request: Request, slug: string, mayPreview: () => Promise<boolean> = async () => false) {
  const [published, publicHeaders] = await Promise.all([getStoryBySlug(db, slug, { publishedOnly: true }), storiesHeaders(db, request)]);
  let story = published;
  let headers: Record<string, string> = publicHeaders;
  let preview = false;
  if (!story && (await mayPreview())) {
    story = await getStoryBySlug(db, slug, { publishedOnly: false });
    headers = PREVIEW_HEADERS;
    preview = story !== null;
  }
  if (!story) throw notFound();
  const products = story.productIds.flatMap((id) => {
    const p = productById(id);
    return p ? [{ id: p.id, name: p.name, path: productPath(p), summary: p.summary }] : [];
  });
  const { productIds: _ids, ...rest } = story;
  return { story: { ...rest, segmentLabel: segmentLabel(story.segment), products }, headers, preview };
}
