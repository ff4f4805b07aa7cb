import { mediaSummary } from "./demoFormat";

/**
 * A demo user's library as /demo shows it: their items grouped by catalogue product (product
 * name and a link to its page), products and items in name order.
 */
export interface DemoLibraryItem {
  id: string;
  kind: "video" | "image";
  title: string;
  description: string;
  /** The player or image viewer page. */
  href: string;
  /** The poster, or for an image without one, the image itself; null: a placeholder. */
  thumbnailUrl: string | null;
  summary: string;
}

export interface DemoLibraryGroup {
  productId: string;
  productName: string;
  productPath: string | null;
  items: DemoLibraryItem[];
}

interface ItemLike {
  id: string;
  kind: "video" | "image";
  title: string;
  description: string;
  productId: string;
  productName: string;
  productPath: string | null;
  url: string;
  posterUrl: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
}

export const viewerPath = (item: { id: string; kind: "video" | "image" }) => `/demo/${item.kind === "video" ? "videos" : "images"}/${item.id}`;

export function groupByProduct(items: ItemLike[]): DemoLibraryGroup[] {
  const groups = new Map<string, DemoLibraryGroup>();
  for (const item of items) {
    let g = groups.get(item.productId);
    if (!g) {
      g = { productId: item.productId, productName: item.productName, productPath: item.productPath, items: [] };
      groups.set(item.productId, g);
    }
    g.items.push({
      id: item.id,
      kind: item.kind,
      title: item.title,
      description: item.description,
      href: viewerPath(item),
      thumbnailUrl: item.posterUrl ?? (item.kind === "image" ? item.url : null),
      summary: mediaSummary(item),
    });
  }
  const byName = (a: { title?: string; productName?: string }, b: typeof a) => (a.title ?? a.productName ?? "").localeCompare(b.title ?? b.productName ?? "");
  return [...groups.values()].sort(byName).map((g) => ({ ...g, items: g.items.sort(byName) }));
}
