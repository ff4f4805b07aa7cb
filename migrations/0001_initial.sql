-- The schema for every entity the site stores. Times are UTC ISO-8601 text
-- ('2026-11-22T10:00:00.000Z'), so they sort and compare as strings and date ranges are
-- plain string comparisons. Ids are random UUIDs (text) unless a row is an append-only log.

-- Employees (SPEC §6 "regular user"): admins manage users and demo access, editors the blog.
CREATE TABLE staff_users (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
  name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  role          TEXT NOT NULL CHECK (role IN ('admin', 'editor')),
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_login_at TEXT
);

-- Prospects with a private login to the demo area (SPEC §6 "demo user").
CREATE TABLE demo_users (
  id            TEXT PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(username) BETWEEN 3 AND 64),
  name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  company       TEXT NOT NULL DEFAULT '' CHECK (length(company) <= 200),
  email         TEXT NOT NULL COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
  password_hash TEXT NOT NULL,
  expires_at    TEXT,            -- NULL: never expires
  active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_by    TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_login_at TEXT
);

-- One row per issued JWT (its jti), so logout and user deletion revoke a token at once.
CREATE TABLE sessions (
  id            TEXT PRIMARY KEY,
  audience      TEXT NOT NULL CHECK (audience IN ('staff', 'demo')),
  staff_user_id TEXT REFERENCES staff_users (id) ON DELETE CASCADE,
  demo_user_id  TEXT REFERENCES demo_users (id) ON DELETE CASCADE,
  persistent    INTEGER NOT NULL DEFAULT 0 CHECK (persistent IN (0, 1)),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at    TEXT NOT NULL,
  last_seen_at  TEXT,
  revoked_at    TEXT,
  CHECK ((audience = 'staff' AND staff_user_id IS NOT NULL AND demo_user_id IS NULL)
      OR (audience = 'demo' AND demo_user_id IS NOT NULL AND staff_user_id IS NULL))
);
CREATE INDEX sessions_staff_user ON sessions (staff_user_id);
CREATE INDEX sessions_demo_user ON sessions (demo_user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- Files staff upload (blog covers, PDFs, demo media), stored in R2 under r2_key.
CREATE TABLE uploads (
  id           TEXT PRIMARY KEY,
  r2_key       TEXT NOT NULL UNIQUE,
  filename     TEXT NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  content_type TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('image', 'pdf', 'video')),
  size_bytes   INTEGER NOT NULL CHECK (size_bytes >= 0),
  uploaded_by  TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX uploads_created ON uploads (created_at DESC);

-- Videos and images shown to demo users.
CREATE TABLE demo_items (
  id               TEXT PRIMARY KEY,
  kind             TEXT NOT NULL CHECK (kind IN ('video', 'image')),
  title            TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description      TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
  product_id       TEXT NOT NULL,  -- a catalogue product id (the catalogue is code, not a table)
  r2_key           TEXT NOT NULL UNIQUE,
  content_type     TEXT NOT NULL,
  size_bytes       INTEGER NOT NULL CHECK (size_bytes >= 0),
  poster_key       TEXT,           -- thumbnail or video poster in R2
  duration_seconds REAL CHECK (duration_seconds IS NULL OR duration_seconds >= 0),
  width            INTEGER CHECK (width IS NULL OR width > 0),
  height           INTEGER CHECK (height IS NULL OR height > 0),
  created_by       TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX demo_items_product ON demo_items (product_id);

CREATE TABLE demo_grants (
  demo_user_id TEXT NOT NULL REFERENCES demo_users (id) ON DELETE CASCADE,
  demo_item_id TEXT NOT NULL REFERENCES demo_items (id) ON DELETE CASCADE,
  granted_by   TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  granted_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (demo_user_id, demo_item_id)
);
CREATE INDEX demo_grants_item ON demo_grants (demo_item_id);

-- Audit of each play or view by a demo user.
CREATE TABLE demo_views (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  demo_user_id TEXT NOT NULL REFERENCES demo_users (id) ON DELETE CASCADE,
  demo_item_id TEXT NOT NULL REFERENCES demo_items (id) ON DELETE CASCADE,
  action       TEXT NOT NULL CHECK (action IN ('play', 'view')),
  at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX demo_views_user ON demo_views (demo_user_id, at DESC);

-- Contact form submissions (SPEC §3 Contact request). client_id is the form instance's own id:
-- a retry or double submit of the same form stores one row.
CREATE TABLE sales_requests (
  id           TEXT PRIMARY KEY,
  client_id    TEXT NOT NULL UNIQUE CHECK (length(client_id) BETWEEN 8 AND 64),
  contact_type TEXT NOT NULL DEFAULT '' CHECK (contact_type IN ('', 'Request a Demo', 'Request Info', 'Comments', 'Suggestions')),
  products     TEXT NOT NULL CHECK (length(products) BETWEEN 1 AND 200),
  name         TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  company_name TEXT NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
  email        TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone        TEXT NOT NULL CHECK (length(phone) BETWEEN 1 AND 16),
  address      TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  country      TEXT NOT NULL DEFAULT '' CHECK (length(country) <= 100),
  contact_made TEXT NOT NULL DEFAULT '' CHECK (contact_made IN ('', 'Referral', 'Web Search', 'Web Ad', 'Cold Call', 'Other')),
  comments     TEXT NOT NULL DEFAULT '' CHECK (length(comments) <= 4000),
  status       TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'closed')),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sales_requests_created ON sales_requests (created_at DESC);
CREATE INDEX sales_requests_status ON sales_requests (status, created_at DESC);

-- Who changed what on a sales request, and when (status changes and internal notes).
CREATE TABLE sales_request_notes (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  sales_request_id TEXT NOT NULL REFERENCES sales_requests (id) ON DELETE CASCADE,
  author_id        TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  body             TEXT NOT NULL DEFAULT '' CHECK (length(body) <= 4000),
  status_from      TEXT,
  status_to        TEXT,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sales_request_notes_request ON sales_request_notes (sales_request_id, created_at);

CREATE TABLE blog_categories (
  id         TEXT PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(name) BETWEEN 1 AND 80),
  slug       TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE blog_posts (
  id              TEXT PRIMARY KEY,
  slug            TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*' AND length(slug) <= 120),
  title           TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary         TEXT NOT NULL DEFAULT '' CHECK (length(summary) <= 500),
  body_md         TEXT NOT NULL CHECK (length(body_md) <= 100000),
  category_id     TEXT NOT NULL REFERENCES blog_categories (id) ON DELETE RESTRICT,
  cover_upload_id TEXT REFERENCES uploads (id) ON DELETE SET NULL,
  published       INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  published_at    TEXT,
  author_id       TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (published = 0 OR published_at IS NOT NULL)
);
CREATE INDEX blog_posts_published ON blog_posts (published, published_at DESC);
CREATE INDEX blog_posts_category ON blog_posts (category_id);
CREATE INDEX blog_posts_author ON blog_posts (author_id);

-- Messages waiting for (or done with) delivery through the e-mail provider.
CREATE TABLE email_outbox (
  id               TEXT PRIMARY KEY,
  to_address       TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  reply_to         TEXT,
  subject          TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  body_text        TEXT NOT NULL CHECK (length(body_text) <= 20000),
  source           TEXT NOT NULL CHECK (source IN ('sales_request', 'staff')),
  sales_request_id TEXT REFERENCES sales_requests (id) ON DELETE SET NULL,
  created_by       TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_error       TEXT,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  delivered_at     TEXT
);
CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);

CREATE TABLE email_attempts (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id TEXT NOT NULL REFERENCES email_outbox (id) ON DELETE CASCADE,
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ok        INTEGER NOT NULL CHECK (ok IN (0, 1)),
  detail    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX email_attempts_outbox ON email_attempts (outbox_id, at);

-- Fixed-window counters shared by every isolate (contact form per IP, sign-in failures per
-- account and per IP). bucket is e.g. 'contact:ip:203.0.113.9'.
CREATE TABLE rate_limits (
  bucket       TEXT PRIMARY KEY,
  count        INTEGER NOT NULL CHECK (count >= 0),
  window_start INTEGER NOT NULL, -- unix seconds
  expires_at   INTEGER NOT NULL  -- unix seconds; rows past it are stale and may be deleted
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
