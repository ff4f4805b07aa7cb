import { env } from "cloudflare:workers";

/**
 * Demo content made directly in D1 and the local R2 (no upload round trip), for tests that need
 * an item to exist: `createDemoItem({ grantTo: demo.id })`.
 */
let counter = 0;

export interface TestDemoItem {
  id: string;
  key: string;
  posterKey: string | null;
  bytes: Uint8Array<ArrayBuffer>;
}

export function patternBytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) % 251;
  return out;
}

/** A digest to compare large byte arrays (deep equality on megabytes is slow and memory-hungry). */
export async function sha256(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function createDemoItem(
  options: { kind?: "video" | "image"; size?: number; grantTo?: string[]; poster?: boolean; productId?: string; title?: string; chaptersVtt?: string } = {},
): Promise<TestDemoItem> {
  const kind = options.kind ?? "video";
  const id = crypto.randomUUID();
  const key = `demo/test-${id}.${kind === "video" ? "webm" : "png"}`;
  const bytes = patternBytes(options.size ?? 4096, counter++);
  const contentType = kind === "video" ? "video/webm" : "image/png";
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
  const posterKey = options.poster ? `demo/test-${id}-poster.png` : null;
  if (posterKey) await env.MEDIA.put(posterKey, patternBytes(512, 99), { httpMetadata: { contentType: "image/png" } });
  await env.DB.prepare(
    `INSERT INTO demo_items (id, kind, title, description, product_id, r2_key, content_type, size_bytes, poster_key, duration_seconds, width, height, chapters_vtt)
     VALUES (?1, ?2, ?3, '', ?4, ?5, ?6, ?7, ?8, ?9, 320, 180, ?10)`,
  )
    .bind(
      id,
      kind,
      options.title ?? `Test ${kind} ${counter}`,
      options.productId ?? "general-ledger",
      key,
      contentType,
      bytes.length,
      posterKey,
      kind === "video" ? 12.5 : null,
      options.chaptersVtt ?? null,
    )
    .run();
  for (const userId of options.grantTo ?? []) {
    await env.DB.prepare("INSERT INTO demo_grants (demo_user_id, demo_item_id) VALUES (?1, ?2)").bind(userId, id).run();
  }
  return { id, key, posterKey, bytes };
}

export async function grant(userId: string, itemId: string): Promise<void> {
  await env.DB.prepare("INSERT OR IGNORE INTO demo_grants (demo_user_id, demo_item_id) VALUES (?1, ?2)").bind(userId, itemId).run();
}
