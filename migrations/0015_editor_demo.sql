-- Issue 30 points 3 and 4 (decision record 0025): the demo player's chapters and its call to action.

-- A demo video's chapters, as the WebVTT text of a <track kind="chapters"> (the player lists them
-- as buttons that seek). Small text, so it lives in the row, not in R2; NULL: no chapters.
ALTER TABLE demo_items ADD COLUMN chapters_vtt TEXT CHECK (chapters_vtt IS NULL OR length(chapters_vtt) <= 16384);

-- A sales request a demo user asked for from the player ("Talk to sales about <product>"): the
-- request itself is an ordinary row of sales_requests (the inbox shows it like any other); this
-- table says which demo user asked, about which product, after which video. Removing the demo
-- user or the video keeps the request and forgets the link's other end.
CREATE TABLE demo_sales_requests (
  sales_request_id TEXT PRIMARY KEY REFERENCES sales_requests (id) ON DELETE CASCADE,
  demo_user_id     TEXT REFERENCES demo_users (id) ON DELETE SET NULL,
  demo_item_id     TEXT REFERENCES demo_items (id) ON DELETE SET NULL,
  product_id       TEXT NOT NULL CHECK (length(product_id) BETWEEN 1 AND 100),
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX demo_sales_requests_user ON demo_sales_requests (demo_user_id, product_id, created_at DESC);
