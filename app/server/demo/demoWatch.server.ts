import { type ProgressReport, type Range, mergeRanges, watchedSeconds } from "../../lib/demo/watchProgress";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Watch progress (table `demo_watch_progress`): where each demo user stopped in each video, and
 * how much of it they have played (merged ranges: lib/demo/watchProgress.ts). The player resumes
 * from the position; staff see the share watched on the demo user's screen.
 */
interface WatchProgress {
  itemId: string;
  title: string;
  durationSeconds: number | null;
  positionSeconds: number;
  watchedSeconds: number;
  /** 0–100, or null when the video's duration is unknown. */
  watchedPercent: number | null;
  updatedAt: string;
}

export async function positionOf(db: D1, demoUserId: string, itemId: string): Promise<number | null> {
  const r = await db
    .prepare("SELECT position_seconds FROM demo_watch_progress WHERE demo_user_id = ?1 AND demo_item_id = ?2")
    .bind(demoUserId, itemId)
    .first<Columns<"demo_watch_progress", "position_seconds">>();
  return r ? r.position_seconds : null;
}

/** Records a report: the position as sent (within the video), the ranges merged with those stored. */
export async function recordProgress(
  db: D1,
  demoUserId: string,
  item: { id: string; durationSeconds: number | null },
  report: Pick<ProgressReport, "position" | "played">,
): Promise<void> {
  const stored = await db
    .prepare("SELECT watched FROM demo_watch_progress WHERE demo_user_id = ?1 AND demo_item_id = ?2")
    .bind(demoUserId, item.id)
    .first<Columns<"demo_watch_progress", "watched">>();
  const clip = (s: number) => (item.durationSeconds !== null ? Math.min(s, item.durationSeconds) : s);
  const ranges = mergeRanges([...((stored ? JSON.parse(stored.watched) : []) as Range[]), ...report.played.map(([a, b]): Range => [clip(a), clip(b)])]);
  const rounded = ranges.map(([a, b]): Range => [Math.round(a * 1000) / 1000, Math.round(b * 1000) / 1000]);
  await db
    .prepare(
      `INSERT INTO demo_watch_progress (demo_user_id, demo_item_id, position_seconds, watched, watched_seconds)
       VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (demo_user_id, demo_item_id) DO UPDATE SET position_seconds = ?3, watched = ?4, watched_seconds = ?5,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(demoUserId, item.id, clip(report.position), JSON.stringify(rounded), watchedSeconds(rounded, item.durationSeconds))
    .run();
}

/** A demo user's progress in every video they have started, most recent first (staff). */
export async function progressOf(db: D1, demoUserId: string): Promise<WatchProgress[]> {
  const { results } = await db
    .prepare(
      `SELECT p.demo_item_id, i.title, i.duration_seconds, p.position_seconds, p.watched_seconds, p.updated_at
       FROM demo_watch_progress p JOIN demo_items i ON i.id = p.demo_item_id
       WHERE p.demo_user_id = ?1 ORDER BY p.updated_at DESC`,
    )
    .bind(demoUserId)
    .all<
      Columns<"demo_watch_progress", "demo_item_id" | "position_seconds" | "watched_seconds" | "updated_at"> &
        Columns<"demo_items", "title" | "duration_seconds">
    >();
  return results.map((r) => ({
    itemId: r.demo_item_id,
    title: r.title,
    durationSeconds: r.duration_seconds,
    positionSeconds: r.position_seconds,
    watchedSeconds: r.watched_seconds,
    watchedPercent: r.duration_seconds ? Math.min(100, Math.round((r.watched_seconds / r.duration_seconds) * 100)) : null,
    updatedAt: r.updated_at,
  }));
}

/** Where a demo user stopped in each video they started: item id → seconds (the library's progress bars). */
export async function positionsOf(db: D1, demoUserId: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare("SELECT demo_item_id, position_seconds FROM demo_watch_progress WHERE demo_user_id = ?1")
    .bind(demoUserId)
    .all<{ demo_item_id: string; position_seconds: number }>();
  return new Map(results.map((r) => [r.demo_item_id, r.position_seconds]));
}
