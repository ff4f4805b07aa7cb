-- A draft is stored from the editor's first keystroke, before it has a title or a category
-- (decision record 0025, "Nothing typed is lost"). Both are still required for a post that is
-- published or scheduled: the table's own CHECK says so, so no write path can make a public post
-- without them, and the public reads (published = 1) never meet an untitled or uncategorised one.
--   title:       '' allowed while published = 0 (staff lists show "Untitled draft");
--   category_id: NULL allowed while published = 0 (still a foreign key, still ON DELETE RESTRICT).
-- SQLite cannot change a column's constraints in place: the table is rebuilt with the same columns
-- in the same order (description, added by 0009, then sample, added by 0024) and the same indexes
-- (0001, 0009). No table references blog_posts, so the DROP's implicit DELETE cascades to nothing.
-- Numbered after every migration that adds a column to blog_posts, so a database that has them
-- keeps them.
CREATE TABLE blog_posts_next (
  id              TEXT PRIMARY KEY,
  slug            TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*' AND length(slug) <= 120),
  title           TEXT NOT NULL CHECK (length(title) <= 200),
  summary         TEXT NOT NULL DEFAULT '' CHECK (length(summary) <= 500),
  body_md         TEXT NOT NULL CHECK (length(body_md) <= 100000),
  category_id     TEXT REFERENCES blog_categories (id) ON DELETE RESTRICT,
  cover_upload_id TEXT REFERENCES uploads (id) ON DELETE SET NULL,
  published       INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  published_at    TEXT,
  author_id       TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  description     TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 300),
  sample          INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  CHECK (published = 0 OR published_at IS NOT NULL),
  CHECK (published = 0 OR (length(title) >= 1 AND category_id IS NOT NULL))
);

INSERT INTO blog_posts_next (id, slug, title, summary, body_md, category_id, cover_upload_id, published, published_at, author_id, created_at, updated_at, description, sample)
SELECT id, slug, title, summary, body_md, category_id, cover_upload_id, published, published_at, author_id, created_at, updated_at, description, sample
FROM blog_posts;

DROP TABLE blog_posts;
ALTER TABLE blog_posts_next RENAME TO blog_posts;
CREATE INDEX blog_posts_published ON blog_posts (published, published_at DESC);
CREATE INDEX blog_posts_category ON blog_posts (category_id);
CREATE INDEX blog_posts_author ON blog_posts (author_id);
CREATE INDEX blog_posts_visible ON blog_posts (published, published_at DESC, category_id);
