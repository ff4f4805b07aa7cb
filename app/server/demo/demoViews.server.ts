/**
 * The audit of demo plays and views (table `demo_views`): who watched or looked at what, and when.
 * A play is recorded when the player page starts playback (once per page load, posted by the page),
 * not per media request: a player fetches a video in many ranges, and a seek is not a new play.
 * A view is recorded when the image viewer page loads.
 */
import type { Columns, Narrowed } from "../platform/columns.server";
import type { Tables } from "../platform/tables.generated";
import type { D1 } from "../platform/d1Sessions.server";

type DemoViewAction = "play" | "view";

interface DemoActivity {
  itemId: string;
  title: string;
  kind: "video" | "image";
  action: DemoViewAction;
  at: string;
}

export async function recordDemoView(db: D1, demoUserId: string, itemId: string, action: DemoViewAction): Promise<void> {
  await db.prepare("INSERT INTO demo_views (demo_user_id, demo_item_id, action) VALUES (?1, ?2, ?3)").bind(demoUserId, itemId, action).run();
}

/** A demo user's most recent plays and views, newest first. */
export async function activityOf(db: D1, demoUserId: string, limit = 100): Promise<DemoActivity[]> {
  const { results } = await db
    .prepare(
      `SELECT v.demo_item_id AS item_id, i.title, i.kind, v.action, v.at FROM demo_views v JOIN demo_items i ON i.id = v.demo_item_id
       WHERE v.demo_user_id = ?1 ORDER BY v.at DESC, v.id DESC LIMIT ?2`,
    )
    .bind(demoUserId, limit)
    .all<
      Narrowed<Columns<"demo_views", "action" | "at">, "action", DemoViewAction> &
        Narrowed<Columns<"demo_items", "title" | "kind">, "kind", "video" | "image"> & { item_id: Tables["demo_views"]["demo_item_id"] }
    >();
  return results.map((r) => ({ itemId: r.item_id, title: r.title, kind: r.kind, action: r.action, at: r.at }));
}
