import type { DemoKind } from "../../lib/demo/demoSchemas";
import { demoProduct } from "../../lib/demo/demoProducts";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Demo content (table `demo_items`): videos and images in R2 that staff grant to demo users.
 * This module holds the reads; the staff's writes are in demoItemOperations.server.ts. R2 keys
 * stay on the server: clients name an item by its id, and the media routes look the key up after
 * checking the caller may see the item.
 */
export interface DemoItemRecord {
  id: string;
  kind: DemoKind;
  title: string;
  description: string;
  productId: string;
  productName: string;
  /** The product's page on the public site. */
  productPath: string | null;
  contentType: string;
  sizeBytes: number;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  hasPoster: boolean;
  /** Where the media streams from (authorized per request). */
  url: string;
  posterUrl: string | null;
  /** Whether staff uploaded WebVTT captions (WCAG 1.2.2). */
  hasCaptions: boolean;
  /**
   * A video's captions track, or null for an image. A video without a captions file still has a
   * track: it says, when turned on, that no captions are available yet (demoMedia.server.ts).
   */
  captionsUrl: string | null;
  /** BCP 47 language of the captions. */
  captionsLang: string;
  /** A video's chapters track (WebVTT, kind="chapters"), or null when it has none (decision record 0025). */
  chaptersUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many demo users may see it. */
  grantCount: number;
}

/** An item with the number of demo users granted it. */
type Row = Narrowed<
  Columns<
    "demo_items",
    | "id"
    | "kind"
    | "title"
    | "description"
    | "product_id"
    | "content_type"
    | "size_bytes"
    | "duration_seconds"
    | "width"
    | "height"
    | "poster_key"
    | "captions_key"
    | "captions_lang"
    | "created_at"
    | "updated_at"
  >,
  "kind",
  DemoKind
> & { has_chapters: number; grant_count: number };

const COLS = `i.id, i.kind, i.title, i.description, i.product_id, i.content_type, i.size_bytes, i.duration_seconds, i.width, i.height,
  i.poster_key, i.captions_key, i.captions_lang, i.chapters_vtt IS NOT NULL AS has_chapters, i.created_at, i.updated_at, (SELECT count(*) FROM demo_grants g WHERE g.demo_item_id = i.id) AS grant_count`;

const mediaUrl = (id: string) => `/demo-media/items/${id}`;

function toRecord(r: Row): DemoItemRecord {
  const product = demoProduct(r.product_id);
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    productId: r.product_id,
    productName: product?.name ?? r.product_id,
    productPath: product?.path ?? null,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    durationSeconds: r.duration_seconds,
    width: r.width,
    height: r.height,
    hasPoster: r.poster_key !== null,
    url: mediaUrl(r.id),
    posterUrl: r.poster_key ? `${mediaUrl(r.id)}/poster` : null,
    // The key's file name changes with each upload, so a new file is a new URL (no stale copy).
    hasCaptions: r.captions_key !== null,
    captionsUrl: r.kind === "video" ? `${mediaUrl(r.id)}/captions?v=${encodeURIComponent(r.captions_key?.split("/").pop() ?? "none")}` : null,
    captionsLang: r.captions_lang,
    chaptersUrl: r.kind === "video" && r.has_chapters ? `${mediaUrl(r.id)}/chapters` : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    grantCount: r.grant_count,
  };
}

/** Every item (staff), or only those granted to `grantedTo` (a demo user); optionally one kind. */
export async function listDemoItems(db: D1, options: { kind?: DemoKind; grantedTo?: string } = {}): Promise<DemoItemRecord[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.kind) {
    params.push(options.kind);
    where.push(`i.kind = ?${params.length}`);
  }
  if (options.grantedTo) {
    params.push(options.grantedTo);
    where.push(`EXISTS (SELECT 1 FROM demo_grants g WHERE g.demo_item_id = i.id AND g.demo_user_id = ?${params.length})`);
  }
  const sql = `SELECT ${COLS} FROM demo_items i ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY i.title COLLATE NOCASE, i.created_at`;
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<Row>();
  return results.map(toRecord);
}

export async function getDemoItem(db: D1, id: string): Promise<DemoItemRecord | null> {
  const r = await db.prepare(`SELECT ${COLS} FROM demo_items i WHERE i.id = ?1`).bind(id).first<Row>();
  return r ? toRecord(r) : null;
}

/** The item, if `demoUserId` has been granted it; null otherwise (whether or not it exists). */
export async function getGrantedItem(db: D1, demoUserId: string, id: string): Promise<DemoItemRecord | null> {
  const r = await db
    .prepare(`SELECT ${COLS} FROM demo_items i JOIN demo_grants g ON g.demo_item_id = i.id AND g.demo_user_id = ?2 WHERE i.id = ?1`)
    .bind(id, demoUserId)
    .first<Row>();
  return r ? toRecord(r) : null;
}

/** A video's chapters as WebVTT text, or null (for the media route, after authorization, and the player's list). */
export async function chaptersOf(db: D1, id: string): Promise<string | null> {
  const r = await db.prepare("SELECT chapters_vtt FROM demo_items WHERE id = ?1").bind(id).first<{ chapters_vtt: string | null }>();
  return r?.chapters_vtt ?? null;
}

/** Where an item's bytes are in R2: for the media routes only, after authorization. */
export async function mediaLocation(
  db: D1,
  id: string,
): Promise<{ key: string; posterKey: string | null; captionsKey: string | null; contentType: string } | null> {
  const r = await db
    .prepare("SELECT r2_key, poster_key, captions_key, content_type FROM demo_items WHERE id = ?1")
    .bind(id)
    .first<Columns<"demo_items", "r2_key" | "poster_key" | "captions_key" | "content_type">>();
  return r ? { key: r.r2_key, posterKey: r.poster_key, captionsKey: r.captions_key, contentType: r.content_type } : null;
}

/** The demo users an item is granted to (for the item's admin screen). */
export async function granteesOf(db: D1, itemId: string): Promise<{ id: string; name: string; username: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.name, u.username FROM demo_grants g JOIN demo_users u ON u.id = g.demo_user_id
       WHERE g.demo_item_id = ?1 ORDER BY u.name COLLATE NOCASE`,
    )
    .bind(itemId)
    .all<Columns<"demo_users", "id" | "name" | "username">>();
  return results;
}
