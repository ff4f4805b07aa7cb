import { mediaSummary } from "./demoFormat";

/**
 * A demo user's library as /demo shows it: their items grouped by catalogue product (product
 * name and a link to its page), products and items in name order.
 */
interface DemoLibraryItem {
  id: string;
  kind: "video" | "image";
  title: string;
  description: string;
  /** The player or image viewer page. */
  href: string;
  /** The poster, or for an image without one, the image itself; null: a placeholder. */
  thumbnailUrl: string | null;
  summary: string;
  /** How far into the video this demo user stopped (their resume position), 1–100; null: not started, or an image. */
  progressPercent: number | null;
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

/** The resume position as a share of the video, 1–99 (a started video never reads 0 %, an unfinished one never 100 %). */
export function progressPercent(position: number | undefined, duration: number | null): number | null {
  if (position === undefined || !duration || position <= 0) return null;
  return Math.max(1, Math.min(99, Math.round((position / duration) * 100)));
}

/** Items grouped by product; `positions` (item id → seconds) gives the videos' progress bars. */
export function groupByProduct(items: ItemLike[], positions: Map<string, number> = new Map()): DemoLibraryGroup[] {
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
      progressPercent: item.kind === "video" ? progressPercent(positions.get(item.id), item.durationSeconds) : null,
    });
  }
  const byName = (a: { title?: string; productName?: string }, b: typeof a) => (a.title ?? a.productName ?? "").localeCompare(b.title ?? b.productName ?? "");
  return [...groups.values()].sort(byName).map((g) => ({ ...g, items: g.items.sort(byName) }));
}

/**
 * The video to suggest after `currentId` ("Up next"): the next video in the library's order (the
 * same product's first), else the first other video; null when there is no other video.
 */
export function upNext(groups: DemoLibraryGroup[], currentId: string): DemoLibraryItem | null {
  const videos = groups.flatMap((g) => g.items).filter((i) => i.kind === "video");
  const at = videos.findIndex((v) => v.id === currentId);
  const others = [...videos.slice(at + 1), ...videos.slice(0, Math.max(at, 0))].filter((v) => v.id !== currentId);
  return others.find((v) => v.progressPercent === null) ?? others[0] ?? null;
}
