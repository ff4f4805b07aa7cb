import { BROCHURE_DOWNLOAD } from "../../lib/contact/schema";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * A repeat download joins the request it repeats: the same e-mail (any case) taking the
 * same product's brochure again is one lead in the sales inbox, not a second row. The existing
 * request gets a dated line in its comments (while they have room) and its `updated_at` moves, so
 * sales see the renewed interest; no second notification is sent.
 */
const MAX_COMMENTS = 4000; // the column's CHECK (migration 0010)

interface RepeatDownload {
  productName: string;
  email: string;
  now: Date;
}

/** The line a repeat adds: "Downloaded the brochure again on 2026-11-25." */
const repeatLine = (now: Date) => `Downloaded the brochure again on ${now.toISOString().slice(0, 10)}.`;

/** Joins the latest brochure request for this product and e-mail; false when there is none. */
export async function joinEarlierDownload(db: D1, repeat: RepeatDownload): Promise<boolean> {
  const earlier = await db
    .prepare(
      `SELECT id, comments FROM sales_requests
       WHERE contact_type = ?1 AND products = ?2 AND lower(email) = lower(?3)
       ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(BROCHURE_DOWNLOAD, repeat.productName, repeat.email)
    .first<Columns<"sales_requests", "id" | "comments">>();
  if (!earlier) return false;
  const line = repeatLine(repeat.now);
  // The same day's repeat says nothing new; a full comment field keeps what it has.
  const comments =
    earlier.comments.includes(line) || earlier.comments.length + line.length + 1 > MAX_COMMENTS ? earlier.comments : `${earlier.comments}\n${line}`;
  await db.prepare("UPDATE sales_requests SET comments = ?1, updated_at = ?2 WHERE id = ?3").bind(comments, repeat.now.toISOString(), earlier.id).run();
  return true;
}
