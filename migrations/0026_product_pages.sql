-- Each product's pictures and words, managed by staff (decision record 0040). The catalogue's
-- structure stays in code (ids, routes, names, summaries, the tree): product_id is the catalogue's
-- id, as in product_brochures, not a foreign key.

-- Screenshots that replace a product page's drawing: images from the uploads library (PNG, JPEG or
-- WebP), in order. width and height are the image's own, read from its header when attached, so
-- the page reserves its box. Deleting the upload removes the screenshot with it.
CREATE TABLE product_screenshots (
  id          TEXT PRIMARY KEY,
  product_id  TEXT NOT NULL CHECK (length(product_id) BETWEEN 1 AND 100),
  upload_id   TEXT NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  alt         TEXT NOT NULL CHECK (length(alt) BETWEEN 1 AND 300),
  caption     TEXT NOT NULL DEFAULT '' CHECK (length(caption) <= 300),
  position    INTEGER NOT NULL,
  width       INTEGER NOT NULL CHECK (width > 0),
  height      INTEGER NOT NULL CHECK (height > 0),
  added_by    TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  added_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX product_screenshots_product ON product_screenshots (product_id, position);
CREATE INDEX product_screenshots_upload ON product_screenshots (upload_id);

-- The product page's marketing copy (overview, features, who it serves) as JSON. One draft per
-- product at most; every publish appends a version (body NULL: back to the catalogue's default),
-- and the newest version is what the page shows. Restoring an earlier version appends a copy of it,
-- so the history is never rewritten.
CREATE TABLE product_copy_drafts (
  product_id  TEXT PRIMARY KEY CHECK (length(product_id) BETWEEN 1 AND 100),
  body        TEXT NOT NULL CHECK (length(body) <= 20000),
  saved_by    TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  saved_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE product_copy_versions (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id    TEXT NOT NULL CHECK (length(product_id) BETWEEN 1 AND 100),
  body          TEXT CHECK (body IS NULL OR length(body) <= 20000),
  restored_from INTEGER,
  published_by  TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  published_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX product_copy_versions_product ON product_copy_versions (product_id, id DESC);
