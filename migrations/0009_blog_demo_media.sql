-- Issue 18 (points 2 and 4): blog descriptions and scheduling; demo captions and watch progress.

-- A post's description for search engines and link previews (<meta name="description">,
-- og:description). Blank: the page uses the summary, then the start of the body.
ALTER TABLE blog_posts ADD COLUMN description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 300);

-- Scheduled publishing needs no new column: a published post whose published_at is still in the
-- future is scheduled. Public reads ask for published = 1 AND published_at <= now, so this index
-- serves them (the existing one leads with published too; this one also covers the category).
CREATE INDEX blog_posts_visible ON blog_posts (published, published_at DESC, category_id);

-- A video's WebVTT captions in R2 (offered to the player as a <track>), and their language.
ALTER TABLE demo_items ADD COLUMN captions_key TEXT;
ALTER TABLE demo_items ADD COLUMN captions_lang TEXT NOT NULL DEFAULT 'en' CHECK (length(captions_lang) BETWEEN 2 AND 35);

-- Where each demo user stopped in each video (the player resumes there) and what they have
-- actually played: `watched` is a JSON array of merged [start, end] second ranges, so a rewatch
-- or a seek to the end does not count as more watching. Staff read it as a share of the video.
CREATE TABLE demo_watch_progress (
  demo_user_id     TEXT NOT NULL REFERENCES demo_users (id) ON DELETE CASCADE,
  demo_item_id     TEXT NOT NULL REFERENCES demo_items (id) ON DELETE CASCADE,
  position_seconds REAL NOT NULL DEFAULT 0 CHECK (position_seconds >= 0),
  watched          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(watched) AND length(watched) <= 8000),
  watched_seconds  REAL NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (demo_user_id, demo_item_id)
);
CREATE INDEX demo_watch_progress_item ON demo_watch_progress (demo_item_id);
