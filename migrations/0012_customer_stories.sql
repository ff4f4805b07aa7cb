-- Customer stories (issue 29 point 1, decision record 0022): what a named institution needed, what
-- it runs of ours and what changed, in figures. The marketing team writes them at /admin/stories;
-- /customers, the product and group pages and the home page show the ones that may be published.
CREATE TABLE customer_stories (
  id              TEXT PRIMARY KEY,
  slug            TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*' AND length(slug) <= 120),
  headline        TEXT NOT NULL CHECK (length(headline) BETWEEN 1 AND 160),
  customer_name   TEXT NOT NULL CHECK (length(customer_name) BETWEEN 1 AND 120),
  -- One of the catalogue's industries (app/catalogue/types.ts INDUSTRIES), by key.
  segment         TEXT NOT NULL CHECK (length(segment) BETWEEN 1 AND 40),
  region          TEXT NOT NULL CHECK (length(region) BETWEEN 1 AND 80),
  logo_upload_id  TEXT REFERENCES uploads (id) ON DELETE SET NULL,
  logo_alt        TEXT NOT NULL DEFAULT '' CHECK (length(logo_alt) <= 300),
  challenge       TEXT NOT NULL CHECK (length(challenge) BETWEEN 1 AND 3000),
  solution        TEXT NOT NULL CHECK (length(solution) BETWEEN 1 AND 3000),
  -- [{ "value": "40 %", "label": "less time to close the month" }, …], one to six.
  results_json    TEXT NOT NULL CHECK (json_valid(results_json) AND json_type(results_json) = 'array' AND length(results_json) <= 4000),
  quote_text      TEXT NOT NULL DEFAULT '' CHECK (length(quote_text) <= 600),
  quote_name      TEXT NOT NULL DEFAULT '' CHECK (length(quote_name) <= 120),
  quote_title     TEXT NOT NULL DEFAULT '' CHECK (length(quote_title) <= 160),
  -- The "may be published" flag: the customer has approved the story; only these are public.
  published       INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  -- Sample content a vendor replaces: the public pages label it "Sample story".
  sample          INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  author_id       TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX customer_stories_published ON customer_stories (published, updated_at DESC);
CREATE INDEX customer_stories_logo ON customer_stories (logo_upload_id);

-- The catalogue products a story's customer runs (app/catalogue product ids), in the editor's order:
-- the first is the story's picture (og:image) and "Used by" on product and group pages reads this.
CREATE TABLE customer_story_products (
  story_id    TEXT NOT NULL REFERENCES customer_stories (id) ON DELETE CASCADE,
  product_id  TEXT NOT NULL CHECK (length(product_id) BETWEEN 1 AND 80),
  position    INTEGER NOT NULL CHECK (position BETWEEN 0 AND 99),
  PRIMARY KEY (story_id, product_id)
);
CREATE INDEX customer_story_products_product ON customer_story_products (product_id, story_id);
